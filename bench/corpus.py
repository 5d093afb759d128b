"""Generated insurance-like passages and handler-like queries for bench/search.py (deterministic per seed)."""

from __future__ import annotations

import random

from vouch.passages import DocumentInfo, DocumentType, Passage, passage_id

COLLECTION = "bench"
PER_DOCUMENT = 100

PERILS = [
    "escape of water",
    "storm",
    "flood",
    "fire",
    "lightning",
    "explosion",
    "theft",
    "attempted theft",
    "malicious damage",
    "vandalism",
    "subsidence",
    "heave",
    "landslip",
    "falling trees",
    "impact by vehicles",
    "riot",
    "earthquake",
    "frost",
    "accidental damage",
    "oil leakage",
    "smoke",
    "aircraft",
    "collapse of aerials",
    "breakage of glass",
    "sewer backflow",
    "frozen pipes",
    "roof collapse",
    "gas explosion",
    "power surge",
    "burst pipes",
]
OBJECTS = [
    "buildings",
    "landlord's contents",
    "outbuildings",
    "garages",
    "fences and gates",
    "drives and paths",
    "underground pipes",
    "fixed glass",
    "sanitary ware",
    "kitchen units",
    "carpets",
    "fitted wardrobes",
    "boilers",
    "solar panels",
    "roof tiles",
    "chimneys",
    "swimming pools",
    "septic tanks",
    "communal areas",
    "lifts",
    "door locks",
    "windows",
    "conservatories",
    "garden walls",
    "patios",
]
EVENTS = [
    "the home becoming unoccupied",
    "any change of tenant",
    "building works starting",
    "a claim being made",
    "discovering the damage",
    "receiving our letter",
    "the start date",
    "the renewal date",
    "our request",
    "the police report",
    "the decision letter",
    "the loss adjuster's visit",
    "the end of the tenancy",
]
DURATIONS = [7, 14, 21, 28, 30, 45, 60, 90, 120, 180]
AMOUNTS = [100, 150, 250, 300, 350, 400, 500, 600, 750, 1000, 1500, 2500, 5000, 10000, 15000, 25000, 50000]


def _amount(rng: random.Random) -> str:
    return f"£{rng.choice(AMOUNTS):,}"


TEMPLATES = [
    lambda r: (
        f"We will pay for loss of or damage to the {r.choice(OBJECTS)} caused by {r.choice(PERILS)}. "
        f"The most we will pay for any one claim is {_amount(r)}."
    ),
    lambda r: (
        f"We will not pay for damage caused by {r.choice(PERILS)} if the home has been unoccupied for more "
        f"than {r.choice(DURATIONS)} consecutive days, or to {r.choice(OBJECTS)} that were not maintained."
    ),
    lambda r: (
        f"You must tell us within {r.choice(DURATIONS)} days of {r.choice(EVENTS)}. If you do not, we may "
        f"reduce the amount we pay by the extent our position has been prejudiced."
    ),
    lambda r: (
        f"The excess for each and every claim for {r.choice(PERILS)} is {_amount(r)}. If the {r.choice(OBJECTS)} "
        f"are damaged while the home is unoccupied the excess is {_amount(r)}."
    ),
    lambda r: (
        f"Table {r.randint(1, 4)}: Excesses and limits, row {r.randint(1, 12)}: Peril = {r.choice(PERILS)}; "
        f"Standard excess = {_amount(r)}; Voluntary excess = £100; Limit = {_amount(r)}"
    ),
    lambda r: (
        f"Handlers must acknowledge a claim for {r.choice(PERILS)} within {r.randint(1, 5)} working days and "
        f"refer it to a team lead if the value is more than {_amount(r)}."
    ),
    lambda r: (
        f"We will pay the reasonable cost of removing debris and making safe the {r.choice(OBJECTS)} after "
        f"{r.choice(PERILS)}, up to {_amount(r)} in any one period of insurance."
    ),
    lambda r: (
        f"Cover for {r.choice(PERILS)} does not apply to {r.choice(OBJECTS)} unless you have told us about "
        f"them and we have agreed in writing within {r.choice(DURATIONS)} days of {r.choice(EVENTS)}."
    ),
]


def generate_corpus(size: int, seed: int = 1) -> list[tuple[DocumentInfo, list[Passage]]]:
    rng = random.Random(seed)
    out: list[tuple[DocumentInfo, list[Passage]]] = []
    for d in range(max(1, size // PER_DOCUMENT)):
        document_id = f"doc-{d:05d}.pdf"
        info = DocumentInfo(
            collection=COLLECTION,
            document_id=document_id,
            title=f"Wording {d}",
            doc_type=DocumentType.WORDING,
            sha256=f"{seed:x}{d:060x}"[-64:],
        )
        passages: list[Passage] = []
        for k in range(min(PER_DOCUMENT, size - d * PER_DOCUMENT)):
            section, clause = k // 10 + 1, k % 10 + 1
            address = f"{document_id}#p{section}.c{section}-{clause}"
            passages.append(
                Passage(
                    id=passage_id(COLLECTION, address),
                    collection=COLLECTION,
                    document_id=document_id,
                    address=address,
                    text=rng.choice(TEMPLATES)(rng),
                    heading_path=(f"Section {section} {rng.choice(PERILS).title()}", f"{section}.{clause}"),
                    clause=f"{section}.{clause}",
                )
            )
        out.append((info, passages))
    return out


QUERY_TEMPLATES = [
    lambda r: f"is {r.choice(PERILS)} to the {r.choice(OBJECTS)} covered",
    lambda r: f"what's the excess for {r.choice(PERILS)} claims",
    lambda r: f"{r.choice(PERILS)} excluded if empty for {r.choice(DURATIONS)} days?",
    lambda r: f"how long to tell us about {r.choice(EVENTS)}",
    lambda r: f"limit for {r.choice(OBJECTS)} damaged by {r.choice(PERILS)} {_amount(r)}",
    lambda r: f"when do I escalate a {r.choice(PERILS)} claim to the team lead",
    lambda r: f"debris removal after {r.choice(PERILS)}",
]


def generate_queries(count: int, seed: int = 7) -> list[str]:
    rng = random.Random(seed)
    seen: dict[str, None] = {}
    while len(seen) < count:
        seen.setdefault(rng.choice(QUERY_TEMPLATES)(rng), None)
    return list(seen)
