"""The word lists verification reads, one list per concept, written once as data.

Every module of ``vouch.verify`` that looks for negation, conditions, parties, quantifiers, change verbs or
arithmetic takes its words from here (patterns are built from these lists with ``alternation``), so a word
added for one check reaches every check that reads the same concept. Lists hold lower-case words or phrases
with single spaces; order matters only where a list feeds a pattern (the first alternative that matches wins).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal

_PHRASE = re.compile(r"^[a-z'\u2019-]+(?: [a-z'\u2019-]+)*$")


def word_list(text: str) -> tuple[str, ...]:
    """Words written as one block of text, which reads better than a hundred quoted strings."""
    return tuple(text.split())


def alternation(phrases: Iterable[str]) -> str:
    """A regex alternation of plain phrases, in the order given ("even if|even where|regardless of")."""
    listed = tuple(phrases)
    for phrase in listed:
        if not _PHRASE.match(phrase):
            raise ValueError(f"not a plain lower-case phrase: {phrase!r}")
    return "|".join(listed)


def literal_alternation(items: Iterable[str], *, any_space: bool = False) -> str:
    """A regex alternation of literal strings as written (any case, any punctuation: "P/H", "CE/VE", "Mr."),
    escaped and longest first, so "Mrs" is tried before "Mr" and "o/s" before "o". ``any_space``: a space in an
    item matches any run of whitespace, as a label printed across a line break or a table gap
    ("General\ncondition 11", "Policy   number")."""
    escaped = (re.escape(w) for w in sorted(dict.fromkeys(items), key=len, reverse=True))
    return "|".join(e.replace(r"\ ", r"\s+") for e in escaped) if any_space else "|".join(escaped)


# ---------------------------------------------------------------------------------------------------------
# Words that say nothing about what a sentence is about (overlap between a claim and a passage).

STOPWORDS = frozenset(
    word_list(
        """
        a an the and or but of to in on for by with from at as is are was were be been being this that these those
        it its we you your our us they their them he she his her will would may might must can could shall should do
        does did not no any all each every if unless than then there here which who whom whose what when where how
        have has had also only up more most less
        """
    )
)

# ---------------------------------------------------------------------------------------------------------
# Negation.

# Words (as the parser splits them: "cannot" -> "can" + "not", "won't" -> "wo" + "n't") that negate the
# predicate they attach to. "no" negates only by what follows it (``NOT_NEGATING_AFTER_NO``).
NEGATION_WORDS = frozenset(
    {"not", "n't", "never", "none", "nothing", "nobody", "neither", "nor", "without", "cannot", "unable"}
)
# Heads that negate the verb they govern: "we are unable to pay", "we refuse to pay".
NEGATIVE_HEADS = frozenset({"unable", "fail", "refuse", "decline"})
# "no more than £500" is a quantifier and "no claims discount" a name: neither negates.
NOT_NEGATING_AFTER_NO = frozenset(
    {"more", "later", "longer", "less", "fewer", "claims", "claim", "fault", "-", "sooner", "earlier"}
)
# Negation as written in a sentence's surface text (contractions whole), for patterns over raw text.
NEGATION_CUES = (
    "not",
    "no",
    "never",
    "cannot",
    "can't",
    "won't",
    "don't",
    "doesn't",
    "isn't",
    "aren't",
    "without",
    "nothing",
)

# ---------------------------------------------------------------------------------------------------------
# Conditions and exceptions.

# Words that make a statement conditional or restricted ("only ... if", "not ... unless", "except where"): a
# predicate with one of these in its clause has its polarity left uncompared, since "only covered if X" and
# "not covered unless X" say the same thing with opposite surface polarity.
RESTRICTING_WORDS = frozenset(
    word_list("if unless only provided providing except excluding when whenever where once until subject long")
    + word_list("whichever even before after while")
)
# Markers that make a statement hold only in a case: "unless C", "only if C", "provided that C".
RESTRICTION_MARKERS = (
    "unless",
    "only if",
    "only where",
    "only when",
    "except if",
    "except where",
    "except when",
    "provided that",
    "provided",
    "as long as",
)
# Markers that make a statement hold whatever the case: "even if C", "regardless of C".
WAIVING_MARKERS = (
    "even if",
    "even where",
    "even when",
    "even though",
    "regardless of",
    "irrespective of",
    "whether or not",
)
# Of those, the ones that drop a case rather than reverse it ("whether or not the home is unoccupied").
REGARDLESS_MARKERS = ("regardless of", "irrespective of", "whether or not")
# Plain conditions: "if C", "when C".
PLAIN_CONDITION_MARKERS = ("if", "when", "where", "while")
# An alternative time an obligation may come earlier or later in ("review it at least every 30 days, or sooner if
# material information is received"): a condition after ", or" and one of these belongs to that alternative only.
# Words after a period that make its days consecutive ("45 days in a row" is "45 consecutive days").
CONSECUTIVE_AFTER = ("in a row",)
ALTERNATIVE_TIMING_WORDS = ("sooner", "earlier", "later", "more often", "more frequently", "immediately")

# ---------------------------------------------------------------------------------------------------------
# Parties.

# People the documents name in the third person and the letter calls "you"/"we": not content for overlap.
ROLE_WORDS = frozenset({"customer", "policyholder", "insured", "insurer", "handler", "you", "we", "us", "our"})
# Pronouns, which name no party a passage could allow or forbid.
PRONOUNS = frozenset({"we", "you", "they", "it", "he", "she", "i", "us"})
# Determiners before a party's or thing's head noun ("a team lead", "your claims handler").
DETERMINERS = frozenset({"a", "an", "the", "your", "our"})
# Phrases by which a statement gives an act to a party: "the tenant may end the lease".
PERMISSION_PHRASES = (
    "can",
    "may",
    "is allowed to",
    "are allowed to",
    "is able to",
    "are able to",
    "will be able to",
    "has authority to",
    "have authority to",
)
# Phrases by which "only X ..." restricts an act to X: "only a team lead may waive".
ONLY_PARTY_PHRASES = (
    "may",
    "can",
    "is allowed to",
    "are allowed to",
    "is permitted to",
    "are permitted to",
    "has authority to",
    "have authority to",
)

# ---------------------------------------------------------------------------------------------------------
# Scope and quantifiers.

# Words that say how many of something a statement is about.
QUANTIFIER_WORDS = ("all", "any", "only", "each", "every", "none", "both", "either", "neither", "whichever", "alone")
# Phrases that make one thing many: "an excess for each section".
DISTRIBUTIVE_PHRASES = ("for each", "for every", "each", "every", "multiple", "several", "more than one", "two or more")
# Phrases that say there is exactly one.
SINGLE_PHRASES = ("only one", "a single", "just one", "one and only one")

# ---------------------------------------------------------------------------------------------------------
# Values and arithmetic.

# Words that say a value was replaced by another: "is changed from £25 to £50", "increased from 14 to 21 days".
CHANGE_VERBS = frozenset(
    word_list("changed increased reduced decreased raised lowered amended revised extended shortened replaced altered")
    + word_list("updated varied moved")
)
# Words by which a letter says it is working a figure out ("less the £400 excess", "leaving £6,480", "in
# total"): only then may an amount be a sum or difference of several others, since with many amounts about
# some combination lands on almost any figure.
ARITHMETIC_CUES = frozenset(
    word_list(
        """
        total totals totalling totaling altogether together combined plus add added adding less minus deduct
        deducted deducting deduction deductions subtract subtracted leaving leaves left leave reduce reduces
        reduced reducing remaining remains remainder balance net difference taken take taking after shortfall
        outstanding come comes came making makes sum overall including includes
        """
    )
)
# Words by which a letter scales a figure it works out ("£575 a month, half your monthly rent"): the factor.
FRACTION_WORDS: dict[str, Decimal] = {
    "half": Decimal(1) / 2,
    "quarter": Decimal(1) / 4,
    "third": Decimal(1) / 3,
    "double": Decimal(2),
    "twice": Decimal(2),
    "triple": Decimal(3),
}
# How a passage says a rate is counted per unit of time without the unit's own word ("monthly rent").
RATE_UNIT_ADJECTIVES: dict[str, tuple[str, ...]] = {
    "hour": ("hourly",),
    "day": ("daily",),
    "week": ("weekly",),
    "month": ("monthly",),
    "year": ("yearly", "annual", "annually", "per annum"),
}
# How a file note writes a rate's unit after a slash ("$1,860/mo", "$89/day", "2x/wk").
RATE_UNIT_SLASHED: dict[str, tuple[str, ...]] = {
    "hour": ("hr", "hour", "h"),
    "day": ("day", "d"),
    "week": ("wk", "week"),
    "month": ("mo", "mth", "month"),
    "year": ("yr", "year"),
}
# Words that say how often something happens, before a period of one unit ("twice a week", "three times a
# year"): the period is then the unit of a frequency, not a length of time.
FREQUENCY_WORDS = frozenset(word_list("once twice thrice times"))
# The number of instalments a year a frequency word sets ("equal quarterly instalments": four a year).
PER_YEAR_WORDS: dict[str, int] = {
    "quarterly": 4,
    "monthly": 12,
    "weekly": 52,
    "fortnightly": 26,
    "half-yearly": 2,
    "six-monthly": 2,
}
# Words right after a period that say it is the time between two events or an age ("six months after",
# "two days later", "17 years old"): the period may be worked out from the two events' dates.
INTERVAL_WORDS = frozenset(word_list("after later before earlier old ago since prior beforehand"))
# Words before a figure that say it is approximate ("about 17 years", "around £60"), or approximate from
# below ("nearly eight years"): a worked-out figure may differ from it by less than half its unit.
APPROXIMATION_WORDS = frozenset(word_list("about around approximately approx roughly circa some c"))
NEARLY_WORDS = frozenset(word_list("nearly almost"))
# A table cell that answers its column label ("May accept a late appeal = No"): the label's polarity.
CELL_AFFIRMS = frozenset(word_list("yes y"))
CELL_DENIES = frozenset(word_list("no n"))
# What an amount is counted per when it is an occasion, not a thing ("£250 each claim" against "for each ram").
OCCASION_BASES = frozenset({"period of insurance", "claim", "event", "loss", "incident", "year"})
# Words after "per" / "for each" that are not a thing an amount is counted per ("per cent", "for each of").
NOT_A_BASIS = frozenset(word_list("cent annum the a an one of"))
# A cell that says a charge is not made: "Voluntary excess = Not applicable", "Admin fee = Nil".
NIL_CELL_VALUES = ("none", "nil", "not applicable", "not charged", "no charge", "waived")
# Words by which a letter says a figure moved by a percentage ("rises by 30% to £78,000"): the new figure is
# the old one times (1 + p), or (1 - p).
RISE_WORDS = frozenset(word_list("rise rises rising rose risen increase increases increased increasing raised up"))
FALL_WORDS = frozenset(word_list("fall falls falling fell fallen decrease decreases decreased decreasing lowered down"))
# A value the sentence supposes rather than states ("On a £3,000 claim ...", "If four guests each lost belongings
# worth £350 ...", "For a phone worth £800 ..."): the frames that introduce a supposed case, the determiners of a
# noun that names a case rather than a known thing, and the words after a value that make it a threshold.
SUPPOSITION_MARKERS = frozenset(word_list("if where should suppose supposing assuming say"))
SUPPOSITION_PREPOSITIONS = frozenset(word_list("on for with"))
# Words that open a clause joined to the one before ("..., so on a £7,200 claim ..."): a supposition frame may
# follow them as it may open a sentence.
CLAUSE_OPENERS = frozenset(word_list("so and then but thus therefore hence"))
INDEFINITE_DETERMINERS = frozenset(word_list("a an"))
THRESHOLD_AFTER = ("or more", "or less", "or over", "or under", "or above", "or below", "and over", "and above")
THRESHOLD_BEFORE = frozenset(word_list("after before from until since by over under above below exceeding within"))
# The markers of an exception to a statement ("not covered unless C"): the statement holds only in that case.
EXCEPTION_MARKERS = frozenset(word_list("unless except"))
# ---------------------------------------------------------------------------------------------------------
# Two-passage support (``vouch.verify.pairs``).

# Words a document's file name or folder carries that say what kind of document it is, not whose: the mark that
# ties two documents to one policy or claim is the first word of the name that is none of these.
DOCUMENT_NAME_WORDS = frozenset(
    word_list("claims claim policies policy procedures procedure documents document files file notes note log logs")
    + word_list("schedule schedules wording wordings booklet endorsement endorsements certificate declarations")
    + word_list("form forms email mail letter letters txt pdf docx doc eml md csv html htm xlsx the and of for")
)
# A folder that holds claim files, one folder per claim under it ("claims/THC-26-1042/notes.txt").
CLAIM_FOLDER_WORDS = frozenset(word_list("claims claim"))
# Words in a file name that make it one customer's document (a schedule, certificate or declarations page):
# two of them of one mark are two policies, and a value read from either may be the other policy's.
CUSTOMER_DOCUMENT_WORDS = frozenset(word_list("schedule certificate declarations dec decs"))
# What the model reads in place of a value bound in another passage's prose, by the value's kind.
SLOT_NOUNS: dict[str, str] = {
    "money": "the amount",
    "percent": "the percentage",
    "date": "the date",
    "duration": "the period",
    "number": "the number",
    "identifier": "the reference",
    "clause": "the clause",
}
