"""Slot values and formatting helpers for the synthetic insurance passages (all invented)."""

from __future__ import annotations

import datetime as dt
import random

MONEY_STEPS = (
    25, 50, 75, 95, 100, 120, 150, 175, 200, 250, 300, 350, 400, 450, 500, 600, 750, 800, 1_000, 1_200,
    1_500, 2_000, 2_500, 3_000, 4_000, 5_000, 7_500, 10_000, 12_000, 12_500, 15_000, 20_000, 25_000, 30_000,
    40_000, 50_000, 75_000, 100_000, 150_000, 250_000, 420_000, 500_000, 1_000_000, 2_000_000, 5_000_000,
)  # fmt: skip

NUMBER_WORDS = {
    1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
    10: "ten", 12: "twelve", 14: "fourteen", 15: "fifteen", 20: "twenty", 21: "twenty-one", 24: "twenty-four",
    28: "twenty-eight", 30: "thirty", 31: "thirty-one", 45: "forty-five", 60: "sixty", 90: "ninety",
}  # fmt: skip

DURATION_CHOICES: dict[str, tuple[int, ...]] = {
    "hours": (12, 24, 48, 72),
    "days": (5, 7, 10, 14, 21, 28, 30, 31, 45, 60, 90),
    "working days": (1, 2, 3, 5, 10, 14, 15, 20),
    "weeks": (2, 3, 4, 6, 8, 12),
    "months": (3, 6, 12, 18, 24, 36),
    "years": (1, 2, 3, 5, 7, 10),
}

PERILS = (
    "fire", "storm", "flood", "theft", "escape of water", "subsidence", "accidental damage", "malicious damage",
    "lightning", "explosion", "earthquake", "impact", "falling trees", "riot", "escape of oil", "frost",
)  # fmt: skip

PROPERTY = (
    "the buildings", "your contents", "landlord's contents", "your stock", "outbuildings", "your garage",
    "garden furniture", "your valuables", "your baggage", "personal money", "business equipment",
    "tenants' improvements", "frozen food", "bicycles", "your caravan", "the shop front", "glass and sanitaryware",
)  # fmt: skip

ITEMS_LIMITED = (
    "any one piece of jewellery", "contents kept in outbuildings", "plants and shrubs in the garden", "locating a leak",
    "clearing blocked drains", "hotel bills while the home is repaired", "spoiled food in a freezer",
    "any one mobile phone", "pedal cycles", "cash kept at the premises", "legal costs", "new keys and locks",
    "loss of licence fees", "the landlord's liability", "damage by tenants", "deeds and documents",
    "goods carried in a van", "a hire vehicle", "veterinary fees for one condition", "boarding kennel fees",
    "a replacement hearing aid", "tools kept in a locked vehicle", "wedding gifts", "stock in the open",
)  # fmt: skip

CAUSES = (
    "wear and tear", "gradual leakage", "rot or mould", "vermin or insects", "faulty workmanship",
    "shrinkage of new materials", "coastal erosion", "pets chewing or scratching", "rising groundwater",
    "poor maintenance", "frost to pipes in an unheated home", "a gradually operating cause", "domestic pets",
    "scorching without fire", "smoke from a wood burner", "failed grout or sealant", "mechanical breakdown",
    "electrical failure", "dry rot", "tree roots", "a leaking shower tray", "condensation", "moth damage",
)  # fmt: skip

DOCUMENTS = (
    "the police incident number", "proof of ownership", "a signed claim form", "two repair estimates",
    "photographs of the damage", "the tenancy agreement", "your rent records", "the fire brigade report",
    "original receipts", "a doctor's letter", "the booking confirmation", "the engineer's report",
    "the service history", "the airline's delay letter", "bank statements", "the electrical test certificate",
    "the vet's clinical notes", "the gas safety certificate", "the purchase invoice", "a list of stolen items",
)  # fmt: skip

ROLES = (
    "claims handler", "senior claims handler", "team leader", "team lead", "claims manager", "loss adjuster",
    "company director", "underwriter", "complaints manager", "duty claims manager", "surveyor",
)  # fmt: skip

FIRMS = (
    "Harlow Loss Adjusters", "Carden & Finch", "Morrow Surveying", "Tillbrook Claims", "Ashgrove Building Services",
    "Redvale Repairs", "Northfield Adjusting", "Kestrel Property Care", "Brightwater Plumbing", "Oakhurst Engineering",
    "Lytton Forensic", "Greyfield Glass", "Quillon Drainage", "Marsh & Daly Surveyors",
)  # fmt: skip

PEOPLE = (
    "Mrs A. Okafor", "Ms L. Petrova", "Mr J. Haldane", "Dr S. Mistry", "Miss R. Kowalski", "Mr T. Oyelaran",
    "Mrs H. Lindqvist", "Mr P. Gallagher", "Ms C. Duarte", "Mr K. Wojcik", "Mrs E. Farrow", "Mr B. Adeyemi",
)  # fmt: skip

PLACES = (
    "Brindlesham", "Corvell Street", "Ashby Road", "Mill Lane", "Kingsbridge", "Westhaven", "Nantwich", "Exeter",
    "Ferrybridge", "Dunmore Park", "Calder Wharf", "Salter's Row", "Bexley Court", "Hollin Green",
)  # fmt: skip

EVENTS = (
    "a burst pipe in the loft", "a fire in the kitchen", "storm damage to the roof", "a break-in at the property",
    "a leak from the washing machine", "a fallen tree on the garage", "damage to the shop front",
    "a flood in the basement", "a stolen bicycle", "water coming through the ceiling", "vandalism to the front door",
    "a chimney fire", "a collapsed garden wall", "an overflowing bath",
)  # fmt: skip

ADDITIONS = (
    "we will send you a written summary of the call",
    "your claims handler will visit you next week",
    "the money will be sent by cheque",
    "we will appoint a builder from our own panel",
    "this will not change your renewal price",
    "you can upgrade to our premier cover at any time",
    "our helpline is open around the clock",
    "we will also pay for storage of your furniture",
    "you will need to provide a valuation report",
    "we will waive your excess as a goodwill gesture",
    "the surveyor's report will be shared with your mortgage lender",
    "children under five are covered free of charge",
    "the replacement will be fitted within 48 hours",
    "you must retain the broken parts for six months",
    "we will book a taxi to take you home",
    "you may also complain by text message",
    "we will refund the admin fee",
    "our adjuster will call within one hour",
    "we will add interest at 8% a year",
    "a director will review the decision",
    "we will report the matter to the regulator",
    "you will receive a loan vehicle while the work is done",
    "the cost of re-letting the property is also covered",
    "we will pay for the damp survey too",
    "the limit does not apply to flood claims",
    "this cover extends to your holiday home",
    "we will guarantee the repairs for five years",
    "your claim will be settled by the end of the month",
    "no proof of purchase is needed",
    "payment will reach you within three days",
    "we will also replace your garden gate",
    "an independent expert will oversee the repairs",
    "the same applies while the property is empty",
    "the ombudsman can order us to pay compensation",
    "there is no excess for this type of claim",
    "damage from gradual wear is included",
    "we will cover a new central heating system",
    "you are free to use any contractor you like",
    "the limit is doubled for business equipment",
    "we will write to your tenants on your behalf",
    "your no claims bonus will be protected",
    "we will pay the legal fees of both parties",
)

SUBJECTS_OF_CLAIM = (
    "theft claim", "escape of water claim", "storm claim", "subsidence claim", "travel claim", "motor claim",
    "business interruption claim", "loss of rent claim", "liability claim", "accidental damage claim",
)  # fmt: skip

MONTHS = (
    "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
    "November", "December",
)  # fmt: skip


def fmt_money(value: int, cur: str = "£", words: bool = False) -> str:
    if words and value >= 1_000_000 and value % 1_000_000 == 0:
        return f"{cur}{value // 1_000_000} million"
    return f"{cur}{value:,}"


def pick_money(r: random.Random, lo: int = 50, hi: int = 5_000_000) -> int:
    return r.choice([m for m in MONEY_STEPS if lo <= m <= hi])


def other_money(r: random.Random, value: int) -> int:
    """A different, plausible amount: the kind of wrong figure a drafting model writes."""
    options = {value * 2, value // 2 if value >= 100 else value * 3, value * 10, max(value // 10, 5)}
    near = [m for m in MONEY_STEPS if m != value and 0.2 <= m / value <= 5]
    options.update(r.sample(near, min(3, len(near))))
    s = str(value)
    if len(s) >= 2 and s[0] != s[1]:
        options.add(int(s[1] + s[0] + s[2:]))
    options.discard(value)
    options = {o for o in options if o > 0}
    return r.choice(sorted(options))


def other_int(r: random.Random, value: int, choices: tuple[int, ...] = ()) -> int:
    pool = [c for c in choices if c != value] or [value + 1, value * 2, max(1, value - 1), value + 7]
    pool = [p for p in pool if p != value and p > 0]
    return r.choice(pool)


def fmt_count(r: random.Random, n: int, words_p: float = 0.25) -> str:
    if n in NUMBER_WORDS and r.random() < words_p:
        return NUMBER_WORDS[n]
    return str(n)


def fmt_duration(n: int, unit: str, count: str | None = None) -> str:
    text = count if count is not None else str(n)
    if n == 1:
        unit = unit[:-1] if unit.endswith("s") else unit
    return f"{text} {unit}"


def pick_duration(r: random.Random, units: tuple[str, ...] | None = None) -> tuple[int, str]:
    unit = r.choice(units or tuple(DURATION_CHOICES))
    return r.choice(DURATION_CHOICES[unit]), unit


def other_unit(r: random.Random, unit: str) -> str:
    swaps = {
        "days": ("working days", "weeks", "months"),
        "working days": ("days", "weeks"),
        "weeks": ("days", "months", "working days"),
        "months": ("weeks", "years", "days"),
        "years": ("months",),
        "hours": ("days", "working days"),
    }
    return r.choice(swaps[unit])


def pick_date(r: random.Random, lo_year: int = 2022, hi_year: int = 2026) -> dt.date:
    start = dt.date(lo_year, 1, 1).toordinal()
    end = dt.date(hi_year, 12, 31).toordinal()
    return dt.date.fromordinal(r.randint(start, end))


def fmt_date(d: dt.date) -> str:
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def other_date(r: random.Random, d: dt.date) -> dt.date:
    kind = r.random()
    if kind < 0.35:
        return d + dt.timedelta(days=r.choice((-30, -7, -3, -1, 1, 2, 3, 7, 14, 30)))
    if kind < 0.6:
        month = d.month % 12 + 1
        try:
            return d.replace(month=month)
        except ValueError:
            return d.replace(month=month, day=28)
    if kind < 0.8:
        return d.replace(year=d.year + r.choice((-1, 1)), day=min(d.day, 28))
    return d.replace(day=min(28, d.day + r.choice((1, 2, 10))) if d.day < 20 else d.day - 10)


def cap(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def low(text: str) -> str:
    """Lower-case the first letter unless the sentence starts with a name or an acronym."""
    if not text:
        return text
    first = text.split(" ", 1)[0]
    if first in {"I", "Mr", "Mrs", "Ms", "Miss", "Dr"} or first.isupper() or first in PLACES or first in FIRMS:
        return text
    if any(first == f.split(" ")[0] for f in FIRMS):
        return text
    return text[:1].lower() + text[1:]


def sentence(text: str) -> str:
    text = text.strip()
    text = cap(text)
    return text if text.endswith((".", "?", "!")) else text + "."


def join_claims(first: str, second: str, conj: str = "and") -> str:
    a = first.rstrip(". ")
    b = low(second.rstrip(". "))
    comma = "," if len(a) > 40 or sum(map(ord, a)) % 2 else ""  # deterministic (no hash())
    return f"{a}{comma} {conj} {b}."
