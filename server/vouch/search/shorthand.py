"""Handler shorthand, as data: the clipped words, slashed forms and initialisms claims handlers type into a
search box ("xs for w/screen", "cov D limit", "PL lim", "GIT xs", "sum ins bldgs"), each with the words the
insurer's documents print for it.

A query is read with each shorthand token's expansion beside it (``expand``): the lexical side then matches the
printed words as well as the shorthand (a schedule may print "GIT" itself), and the query embedding reads words
MiniLM knows. A key is matched as a whole token, case-insensitively, except the entries of ``CASED``, which
are ordinary English words in lower case ("ad", "pa", "la") and count as shorthand only in capitals. An
expansion with several readings lists them all ("ded" is a deductible; "BI" is business interruption or
bodily injury): the words of both go to the lexical query, and the passage's own words choose.

Keys are lower case; slashed keys ("w/", "b/down") match with the slash.

Not the drafting lexicon (``vouch/draft/data/shorthand.json``): that one says a file note's shorthand in the
customer's words for a letter ("Insd" is "you", "TPI" "the other driver's insurer"); this one gives the words a
wording or schedule prints, which is what a search has to match ("insd" is "insured").
"""

from __future__ import annotations

import re

SHORTHAND: dict[str, str] = {
    # amounts, limits and deductions
    "xs": "excess",
    "ded": "deductible",
    "deduct": "deductible",
    "lim": "limit",
    "lmt": "limit",
    "max": "maximum",
    "min": "minimum",
    "si": "sum insured",
    "agg": "aggregate",
    "amt": "amount",
    "pymt": "payment",
    "pmt": "payment",
    "pd": "paid property damage",
    "est": "estimate",
    "inv": "invoice",
    "val": "value",
    "dep": "depreciation",
    "acv": "actual cash value",
    "rc": "replacement cost",
    "nfo": "new for old",
    "ncd": "no claims discount",
    "ncb": "no claims bonus",
    "prem": "premium",
    # documents and their parts
    "pol": "policy",
    "sched": "schedule",
    "decs": "declarations",
    "dec": "declarations",
    "endt": "endorsement",
    "endo": "endorsement",
    "endorse": "endorsement",
    "cov": "cover coverage",
    "cond": "condition",
    "conds": "conditions",
    "gc": "general condition",
    "excl": "exclusion excluded",
    "excls": "exclusions",
    "ge": "general exclusion",
    "defn": "definition meaning",
    "def": "definition meaning",
    "sec": "section",
    "sect": "section",
    "cl": "clause",
    "para": "paragraph",
    "pt": "part",
    "doc": "document",
    "docs": "documents",
    "reqs": "requirements",
    "reqd": "required",
    "req": "required request",
    "auth": "authority authorised",
    "a/c": "account",
    # parties and people
    "ph": "policyholder",
    "insd": "insured",
    "clmt": "claimant",
    "tp": "third party",
    "tpp": "third party property",
    "tppd": "third party property damage",
    "tpi": "third party injury",
    "la": "loss adjuster",
    "sol": "solicitor",
    "sols": "solicitors",
    "emp": "employee employment employer",
    "mgr": "manager",
    "tl": "team leader",
    "lvl": "level",
    # covers and perils
    "pl": "public liability",
    "el": "employers liability",
    "pi": "professional indemnity",
    "bi": "business interruption bodily injury",
    "pd&bi": "property damage business interruption",
    "ad": "accidental damage",
    "od": "own damage",
    "git": "goods in transit",
    "eow": "escape of water",
    "lei": "legal expenses",
    "le": "legal expenses",
    "ho": "home",
    "hh": "household",
    "h/hold": "household",
    "bldg": "building",
    "bldgs": "buildings",
    "conts": "contents",
    "dmg": "damage",
    "dmgd": "damaged",
    "veh": "vehicle",
    "vehs": "vehicles",
    "acc": "accident accidental",
    "w/screen": "windscreen",
    "w/s": "windscreen",
    "b/down": "breakdown",
    "b/in": "break-in",
    "unocc": "unoccupied",
    "prop": "property",
    "liab": "liability",
    "resp": "responsibility",
    # claim handling
    "clm": "claim",
    "clms": "claims",
    "fnol": "first notification of loss",
    "rec'd": "received",
    "recd": "received",
    "insp": "inspection inspect",
    "o/night": "overnight",
    "o/s": "outstanding",
    "ref": "reference",
    "tel": "telephone",
    "info": "information",
    "approx": "approximately",
    "yr": "year",
    "yrs": "years",
    "mth": "month",
    "mths": "months",
    "wk": "week",
    "wks": "weeks",
    "hrs": "hours",
    # joining words
    "w/": "with",
    "w/o": "without",
    "b/c": "because",
}
# Keys that are ordinary words (or names) in lower case: shorthand only when typed in capitals.
CASED: frozenset[str] = frozenset({"ad", "la", "le", "pi", "ho", "dec"})

# A token as handlers type it: letters and digits, with an inner slash, ampersand or apostrophe ("w/screen",
# "pd&bi", "rec'd"), or a trailing slash ("w/").
_TOKEN = re.compile(r"[A-Za-z0-9]+(?:[/&'\u2019][A-Za-z0-9]+)*/?")


def _expansion(token: str) -> str | None:
    """What one typed token stands for, or None when it is no shorthand (or a CASED word typed in lower case)."""
    key = token.lower().replace("\u2019", "'")
    if key not in SHORTHAND or (key in CASED and not token.isupper()):
        return None
    return SHORTHAND[key]


def expand(text: str) -> str:
    """The query with each shorthand token followed by its expansion in brackets: "xs for w/screen" ->
    "xs (excess) for w/screen (windscreen)". Text without shorthand comes back as it is."""

    def one(match: re.Match[str]) -> str:
        token = match.group(0)
        found = _expansion(token)
        return token if found is None else f"{token} ({found})"

    return _TOKEN.sub(one, text)
