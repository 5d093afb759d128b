"""Fact templates: one insurance fact, how a document words it, and how a letter may restate it.

Each template returns a ``Fact`` whose hypotheses are labelled by construction: ``entailed`` restates the
fact (paraphrase, letter voice, arithmetic on its figures); ``contradicted`` gives a different value for the
same thing (amount, period, unit, start point, date, party) or flips its polarity; ``unsupported`` drops a
condition, hardens "may" into "will", widens the scope or adds a claim the passage does not make.
All names, firms and figures are invented.
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from vouch_training import pools as P


@dataclass
class Fact:
    name: str
    passage: str  # the document's own sentence(s)
    entailed: list[str]
    contradicted: list[tuple[str, str]] = field(default_factory=list)  # (kind, hypothesis)
    unsupported: list[tuple[str, str]] = field(default_factory=list)  # (kind, hypothesis)
    heading: str = ""


Template = Callable[[random.Random], Fact]
TEMPLATES: list[Template] = []


def template(fn: Template) -> Template:
    TEMPLATES.append(fn)
    return fn


def _m(r: random.Random, v: int, cur: str = "£") -> str:
    return P.fmt_money(v, cur, words=r.random() < 0.3)


@template
def limit(r: random.Random) -> Fact:
    item = r.choice(P.ITEMS_LIMITED)
    v = P.pick_money(r, 100, 5_000_000)
    w = P.other_money(r, v)
    scope = r.choice(("any one claim", "each claim", "any one period of insurance", "any one event"))
    s = f"for {scope}"
    passage = r.choice(
        (
            f"The most we will pay for {item} is {_m(r, v)} {s}.",
            f"We will pay up to {_m(r, v)} {s} for {item}.",
            f"Our liability for {item} is limited to {_m(r, v)} {s}.",
            f"Limit: {item}, {_m(r, v)} {s}.",
        )
    )
    ent = [
        f"We will pay up to {_m(r, v)} for {item}.",
        f"The most we will pay for {item} is {_m(r, v)}.",
        f"Cover for {item} is limited to {_m(r, v)} {s}.",
        f"There is a limit of {_m(r, v)} {s} for {item}.",
        f"We can pay a maximum of {_m(r, v)} for {item}.",
    ]
    if v >= 200:
        below = r.choice([m for m in P.MONEY_STEPS if m < v] or [v // 2])
        ent.append(f"A claim of {P.fmt_money(below)} for {item} is within the limit.")
    con = [
        ("number", f"We will pay up to {_m(r, w)} for {item}."),
        ("number", f"The most we will pay for {item} is {_m(r, w)} {s}."),
        ("negation", f"There is no limit on what we will pay for {item}."),
        ("quantifier", f"We will pay at least {_m(r, v)} for {item}."),
    ]
    other_item = r.choice([i for i in P.ITEMS_LIMITED if i != item])
    uns = [
        ("scope", f"We will pay up to {_m(r, v)} for {other_item}."),
        ("added", f"We will pay up to {_m(r, v)} for {item}, and {r.choice(P.ADDITIONS)}."),
    ]
    return Fact("limit", passage, ent, con, uns)


@template
def excess(r: random.Random) -> Fact:
    peril = r.choice(P.PERILS)
    v = P.pick_money(r, 50, 5_000)
    w = P.other_money(r, v)
    passage = r.choice(
        (
            f"The excess for each and every claim for {peril} is {_m(r, v)}.",
            f"You must pay the first {_m(r, v)} of each {peril} claim.",
            f"An excess of {_m(r, v)} applies to every claim for {peril}.",
            f"Excess: {peril}, {_m(r, v)} each and every claim.",
        )
    )
    ent = [
        f"The excess for {peril} claims is {_m(r, v)}.",
        f"You will need to pay the first {_m(r, v)} of any {peril} claim.",
        f"A {_m(r, v)} excess applies to {peril} claims.",
        f"For a {peril} claim, your excess is {_m(r, v)}.",
        f"Each {peril} claim is subject to an excess of {_m(r, v)}.",
    ]
    con = [
        ("number", f"The excess for {peril} claims is {_m(r, w)}."),
        ("number", f"You will need to pay the first {_m(r, w)} of any {peril} claim."),
        ("negation", f"No excess applies to {peril} claims."),
        ("negation", f"You do not have to pay an excess for {peril} claims."),
    ]
    other = r.choice([p for p in P.PERILS if p != peril])
    uns = [
        ("scope", f"The excess for {other} claims is {_m(r, v)}."),
        ("added", f"The excess for {peril} claims is {_m(r, v)}, and {r.choice(P.ADDITIONS)}."),
        ("scope", f"The same {_m(r, v)} excess applies to all claims."),
    ]
    return Fact("excess", passage, ent, con, uns)


@template
def total_excess(r: random.Random) -> Fact:
    peril = r.choice(P.PERILS)
    a = P.pick_money(r, 100, 2_500)
    b = r.choice((50, 100, 150, 200, 250))
    k = r.randint(1, 7)
    section = r.choice(("Buildings", "Contents", "Landlord's contents", "Stock"))
    passage = r.choice(
        (
            f"Schedule of excesses, row {k}: Section = {section}; Peril = {P.cap(peril)}; "
            f"Compulsory excess = {P.fmt_money(a)}; Voluntary excess = {P.fmt_money(b)}. "
            "The compulsory and voluntary excesses are both payable.",
            f"For {peril} claims the compulsory excess is {P.fmt_money(a)}. Any voluntary excess shown in your "
            f"schedule ({P.fmt_money(b)}) is added to the compulsory excess.",
        )
    )
    ent = [
        f"For {peril} claims you will pay a total excess of {P.fmt_money(a + b)}.",
        f"Your compulsory excess of {P.fmt_money(a)} and voluntary excess of {P.fmt_money(b)} for {peril} "
        f"claims come to {P.fmt_money(a + b)} in total.",
        f"The compulsory excess for {peril} claims is {P.fmt_money(a)}.",
        f"A voluntary excess of {P.fmt_money(b)} applies on top of the compulsory excess for {peril} claims.",
    ]
    con = [
        ("money", f"Your total excess for a {peril} claim is {P.fmt_money(a)}."),
        ("money", f"For {peril} claims you will pay a total excess of {P.fmt_money(a + b + 100)}."),
        ("money", f"The compulsory excess for {peril} claims is {P.fmt_money(P.other_money(r, a))}."),
        ("quantifier", f"The {P.fmt_money(a)} compulsory excess is the only excess on {peril} claims."),
        ("negation", f"No voluntary excess applies to {peril} claims."),
    ]
    uns = [("added", f"The compulsory excess for {peril} claims is {P.fmt_money(a)}, and {r.choice(P.ADDITIONS)}.")]
    return Fact("total_excess", passage, ent, con, uns)


@template
def exclusion(r: random.Random) -> Fact:
    cause = r.choice(P.CAUSES)
    what = r.choice(("loss or damage", "damage to the buildings", "damage to your contents", "any claim"))
    passage = r.choice(
        (
            f"We will not pay for {what} caused by {cause}.",
            f"This policy does not cover {what} caused by {cause}.",
            f"Exclusion: {what} caused by {cause}.",
            f"{P.cap(what)} caused by {cause} is excluded.",
        )
    )
    ent = [
        f"We will not pay for {what} caused by {cause}.",
        f"{P.cap(what)} caused by {cause} is not covered.",
        f"Your policy does not cover {what} caused by {cause}.",
        f"{P.cap(what)} caused by {cause} is excluded under your policy.",
        f"We are unable to pay for {what} caused by {cause}.",
    ]
    con = [
        ("negation", f"We will pay for {what} caused by {cause}."),
        ("negation", f"{P.cap(what)} caused by {cause} is covered."),
        ("negation", f"Your policy covers {what} caused by {cause}."),
    ]
    other = r.choice([c for c in P.CAUSES if c != cause])
    uns = [
        ("scope", f"We will not pay for {what} caused by {other}."),
        ("added", f"We will not pay for {what} caused by {cause}, and {r.choice(P.ADDITIONS)}."),
    ]
    return Fact("exclusion", passage, ent, con, uns)


_CONDITIONS = (
    ("the main building is damaged at the same time by the same cause", "the main building is not damaged"),
    ("the water supply was turned off at the mains and the system drained", "the water was left on"),
    ("the doors were locked and the windows closed", "a window was left open"),
    ("you told us about it within 30 days", "you told us after 30 days"),
    ("we agreed to it in writing beforehand", "we did not agree to it"),
    ("the damage was caused by frost", "the damage was not caused by frost"),
    ("the home is flooded by water from outside at the same time", "no water entered from outside"),
    ("a valid gas safety certificate was in place", "no certificate was in place"),
    ("the vehicle was locked and the keys removed", "the keys were left in the vehicle"),
    ("you obtained a written reference for the tenant", "no reference was obtained"),
    ("the alarm was set at the time", "the alarm was not set"),
    ("the boiler had been serviced in the last 12 months", "the boiler had not been serviced"),
    ("the item was kept in a locked safe", "the item was left on display"),
)


@template
def exclusion_unless(r: random.Random) -> Fact:
    cond, neg_cond = r.choice(_CONDITIONS)
    thing = r.choice(
        (
            "damage to fences, gates and hedges",
            "theft from a shed or garage",
            "damage caused by freezing water",
            "damage caused by rising groundwater",
            "the cost of replacing the pipe the water escaped from",
            "claims arising from a gas appliance",
            "malicious damage by a tenant",
            "theft of jewellery",
            "damage to a boiler",
            "theft from your car",
        )
    )
    kind = r.choice(("unless", "only if", "provided"))
    if kind == "unless":
        passage = f"We will not pay for {thing} unless {cond}."
    elif kind == "only if":
        passage = f"We will only pay for {thing} if {cond}."
    else:
        passage = f"We will pay for {thing}, provided that {cond}."
    ent = [
        f"{P.cap(thing)} is covered only where {cond}.",
        f"We will pay for {thing} only if {cond}.",
        f"We will not pay for {thing} unless {cond}.",
        f"If {cond}, we will pay for {thing}.",
        f"Whether {thing} is covered depends on whether {cond}.",
    ]
    if kind == "provided":
        ent = [*ent[3:], f"We will pay for {thing} as long as {cond}."]
    con = [
        ("negation", f"{P.cap(thing)} is never covered, even if {cond}."),
        ("negation", f"We will not pay for {thing} in any circumstances."),
        ("condition", f"We will pay for {thing} even if {neg_cond}."),
    ]
    uns = [
        ("dropped_condition", f"We will pay for {thing}."),
        ("dropped_condition", f"Your policy covers {thing}."),
        ("added", f"{P.cap(thing)} is covered only where {cond}, and {r.choice(P.ADDITIONS)}."),
    ]
    return Fact("exclusion_unless", passage, ent, con, uns)


_ACTIONS = (
    ("tell us about the claim", "of discovering the loss or damage", "of the policy starting"),
    ("send us the information we ask for", "of our request", "of the loss"),
    ("give us the repair estimate", "of the inspection", "of the damage"),
    ("tell us that the home is unoccupied", "of it becoming unoccupied", "of the start of the policy"),
    ("return the claim form", "of receiving it", "of the incident"),
    ("begin the repairs", "of our agreement to the scope of works", "of the date of the damage"),
    ("send us the repair invoices", "of the work being completed", "of the claim being made"),
    ("tell us about any change to the risk", "of the change", "of your renewal date"),
    ("register the vehicle in your name", "of buying it", "of the policy being issued"),
    ("have the chimney swept", "of the start of each heating season", "of the last fire"),
    ("replace the locks", "of losing your keys", "of reporting the claim"),
)  # fmt: skip


@template
def deadline_you(r: random.Random) -> Fact:
    action, point, other_point = r.choice(_ACTIONS)
    n, unit = P.pick_duration(r, ("hours", "days", "working days", "months"))
    cnt = P.fmt_count(r, n)
    d = P.fmt_duration(n, unit, cnt)
    must = r.choice(("You must", "The policyholder must", "You are required to"))
    passage = f"{must} {action} within {d} {point}."
    ent = [
        f"You must {action} within {P.fmt_duration(n, unit)} {point}.",
        f"You need to {action} within {d} {point}.",
        f"You have {P.fmt_duration(n, unit)} {point.replace('of ', 'from ', 1) if point.startswith('of ') else point}"
        f" to {action}.",
        f"You are required to {action} no later than {d} {point.replace('of ', 'after ', 1)}.",
    ]
    m = P.other_int(r, n, P.DURATION_CHOICES[unit])
    con = [
        ("duration", f"You must {action} within {P.fmt_duration(m, unit)} {point}."),
        ("duration", f"You have {P.fmt_duration(m, unit)} to {action}."),
        ("unit", f"You must {action} within {P.fmt_duration(n, P.other_unit(r, unit))} {point}."),
        ("point", f"You must {action} within {P.fmt_duration(n, unit)} {other_point}."),
    ]
    uns = [
        ("added", f"You must {action} within {d} {point}, and {r.choice(P.ADDITIONS)}."),
        ("modality", f"You may {action} at any time."),
    ]
    return Fact("deadline_you", passage, ent, con, uns)


_OUR_ACTIONS = (
    ("acknowledge your complaint", "of receiving it"),
    ("confirm whether we accept the claim", "of receiving the adjuster's report"),
    ("contact you", "of being appointed"),
    ("acknowledge every new claim", "of first notification"),
    ("pay your claim", "of agreeing the settlement"),
    ("return your call", "of your voicemail"),
    ("send you a copy of the survey", "of the surveyor's visit"),
    ("issue your renewal documents", "before the renewal date"),
    ("arrange an engineer's visit", "of your call"),
)


@template
def deadline_us(r: random.Random) -> Fact:
    action, point = r.choice(_OUR_ACTIONS)
    n, unit = P.pick_duration(r, ("days", "working days", "weeks"))
    d = P.fmt_duration(n, unit, P.fmt_count(r, n))
    hedge = r.random() < 0.35
    verb = r.choice(("aim to", "will try to", "will normally")) if hedge else r.choice(("will", "must"))
    subj = r.choice(("We", "The insurer", "Handlers")) if not hedge else "We"
    passage = f"{subj} {verb} {action} within {d} {point}."
    if subj == "Handlers":
        action_l = action.replace("your ", "the customer's ")
        passage = f"Handlers must {action_l} within {d} {point}."
    ent = [
        f"We {verb if hedge else 'will'} {action} within {P.fmt_duration(n, unit)} {point}.",
    ]
    if not hedge:
        ent.append(f"You will hear from us within {d}." if "contact" in action else ent[0])
        ent.append(f"We aim to {action} within {d} {point}.")
    m = P.other_int(r, n, P.DURATION_CHOICES[unit])
    con = [
        ("duration", f"We will {action} within {P.fmt_duration(m, unit)} {point}."),
        ("unit", f"We will {action} within {P.fmt_duration(n, P.other_unit(r, unit))} {point}."),
    ]
    uns = [("added", f"We will {action} within {d} {point}, and {r.choice(P.ADDITIONS)}.")]
    if hedge:
        uns.append(("modality", f"We will {action} within {d} {point}."))
        uns.append(("modality", f"We guarantee to {action} within {d} {point}."))
    return Fact("deadline_us", passage, ent, con, uns)


_DISCRETION = (
    "appoint an expert to assess the damage",
    "monitor the buildings before deciding how to repair them",
    "settle your claim by repairing or replacing the damaged property",
    "change the premium or the terms of the policy",
    "reduce the claim if the delay has made it more expensive",
    "ask for evidence of ownership",
    "pay part of the claim before the full amount is agreed",
    "limit our payment to what our own contractors would have charged",
    "refuse the claim",
    "arrange temporary repairs",
    "take over the defence of a claim against you",
)


@template
def discretion(r: random.Random) -> Fact:
    act = r.choice(_DISCRETION)
    cond = r.choice(("", " if you do not keep to the conditions", " once liability has been accepted", ""))
    passage = f"We may {act}{cond}."
    ent = [f"We may {act}{cond}.", f"We can {act}{cond}.", f"We have the option to {act}{cond}."]
    con = [("negation", f"We will not {act}{cond}."), ("negation", f"We cannot {act}.")]
    uns = [
        ("modality", f"We will {act}{cond}."),
        ("modality", f"We must {act}{cond}."),
        ("modality", f"We will always {act}."),
        ("added", f"We may {act}{cond}, and {r.choice(P.ADDITIONS)}."),
    ]
    if cond:
        uns.append(("dropped_condition", f"We may {act}."))
    return Fact("discretion", passage, ent, con, uns)


@template
def authority(r: random.Random) -> Fact:
    roles = r.sample(P.ROLES[:5], 2)
    role, role2 = roles
    v = P.pick_money(r, 1_000, 100_000)
    passage = r.choice(
        (
            f"Settlement authority: {P.cap(role)}, up to {P.fmt_money(v)}.",
            f"A {role} may agree settlements of up to {P.fmt_money(v)}.",
            f"Settlement authority table, row 2: Role = {P.cap(role)}; Settlement authority = Up to {P.fmt_money(v)}.",
            f"A {role} can agree any settlement up to {P.fmt_money(v)} without referral.",
        )
    )
    below = r.choice([m for m in P.MONEY_STEPS if v // 10 <= m < v] or [v // 2])
    above = r.choice([m for m in P.MONEY_STEPS if v < m <= v * 10] or [v * 2])
    ent = [
        f"A {role} has authority to settle claims of up to {P.fmt_money(v)}.",
        f"A {role} is able to settle a {P.fmt_money(below)} claim.",
        f"Settlements of up to {P.fmt_money(v)} can be agreed by a {role}.",
    ]
    con = [
        ("money", f"A {role} is able to settle a {P.fmt_money(above)} claim."),
        ("money", f"A {role} has authority to settle claims of up to {P.fmt_money(P.other_money(r, v))}."),
        ("negation", f"A {role} cannot agree any settlement without approval."),
    ]
    uns = [
        ("entity_swap", f"A {role2} has authority to settle claims of up to {P.fmt_money(v)}."),
        ("added", f"A {role} has authority to settle claims of up to {P.fmt_money(v)}, and {r.choice(P.ADDITIONS)}."),
    ]
    return Fact("authority", passage, ent, con, uns)


@template
def approval(r: random.Random) -> Fact:
    role, role2 = r.sample(P.ROLES, 2)
    v = P.pick_money(r, 5_000, 500_000)
    passage = r.choice(
        (
            f"Payments of more than {P.fmt_money(v)} must be signed off by the {role}.",
            f"The {role} must authorise any payment over {P.fmt_money(v)}.",
        )
    )
    ent = [
        f"A payment over {P.fmt_money(v)} needs the {role}'s sign-off.",
        f"The {role} has to authorise payments above {P.fmt_money(v)}.",
        f"Any payment larger than {P.fmt_money(v)} requires authorisation from the {role}.",
    ]
    con = [
        ("money", f"Payments of more than {P.fmt_money(P.other_money(r, v))} must be signed off by the {role}."),
        ("negation", f"Payments over {P.fmt_money(v)} can be made without anyone's sign-off."),
    ]
    uns = [
        ("added", f"Payments over {P.fmt_money(v)} must be signed off by the {role} and also by the {role2}."),
        ("entity_swap", f"The {role2} must authorise any payment over {P.fmt_money(v)}."),
        ("added", f"The {role} must authorise payments over {P.fmt_money(v)}, and {r.choice(P.ADDITIONS)}."),
    ]
    return Fact("approval", passage, ent, con, uns)


@template
def claim_note(r: random.Random) -> Fact:
    person = r.choice(P.PEOPLE)
    event = r.choice(P.EVENTS)
    d1 = P.pick_date(r, 2023, 2025)
    d2 = d1 + dt.timedelta(days=r.randint(3, 60))
    firm = r.choice(P.FIRMS)
    cause, cause2 = r.sample(P.CAUSES, 2)
    passage = (
        f"File note: {person} notified us of {event} on {P.fmt_date(d1)}. We instructed {firm}, who visited the "
        f"property on {P.fmt_date(d2)}. Their findings: the damage resulted from {cause}."
    )
    ent = [
        f"You told us about {event} on {P.fmt_date(d1)}.",
        f"{firm} visited the property on {P.fmt_date(d2)}.",
        f"The expert who inspected the property concluded that {cause} caused the damage.",
        f"We instructed {firm} to look at the damage.",
        f"You notified us on {P.fmt_date(d1)}, and {firm} came out to the property on {P.fmt_date(d2)}.",
    ]
    con = [
        ("date", f"You told us about {event} on {P.fmt_date(P.other_date(r, d1))}."),
        ("date", f"{firm} visited the property on {P.fmt_date(P.other_date(r, d2))}."),
        ("entity_swap", f"The inspection found that the damage was caused by {cause2}."),
        ("negation", f"The inspection found that {cause} was not the cause of the damage."),
    ]
    other_firm = r.choice([f for f in P.FIRMS if f != firm])
    uns = [
        ("added", f"{firm} will call you to arrange the repairs."),
        ("entity_swap", f"{other_firm} visited the property on {P.fmt_date(d2)}."),
        ("added", f"You told us about {event} on {P.fmt_date(d1)}, and {r.choice(P.ADDITIONS)}."),
        ("added", f"We have agreed to pay your claim for {event}."),
    ]
    return Fact("claim_note", passage, ent, con, uns)


@template
def appeal_date(r: random.Random) -> Fact:
    d = P.pick_date(r, 2023, 2025)
    n = r.choice((7, 10, 14, 21, 30))
    until = d + dt.timedelta(days=n)
    doc = r.choice(P.DOCUMENTS)
    passage = (
        f"We wrote to you on {P.fmt_date(d)} asking for {doc}. Please send it to us within {n} days of the date of "
        "that letter, or we may close your claim."
    )
    ent = [
        f"We need {doc} from you by {P.fmt_date(until)}.",
        f"Our letter of {P.fmt_date(d)} gave you {n} days to send us {doc}.",
        f"If we do not receive {doc} by {P.fmt_date(until)}, we may close your claim.",
    ]
    wrong = until + dt.timedelta(days=r.choice((-7, -3, -2, 2, 3, 7)))
    con = [
        ("date", f"We need {doc} from you by {P.fmt_date(wrong)}."),
        ("duration", f"You have {P.other_int(r, n, (7, 10, 14, 21, 30, 60))} days to send us {doc}."),
        ("modality", f"If we do not receive {doc} in time, we will definitely close your claim."),
    ]
    uns = [
        ("added", f"We need {doc} by {P.fmt_date(until)}, and {r.choice(P.ADDITIONS)}."),
        ("added", f"You can ask for more time to send us {doc}."),
    ]
    return Fact("appeal_date", passage, ent, con, uns)


@template
def percent_of_limit(r: random.Random) -> Fact:
    cur = r.choice(("£", "$"))
    base = r.choice((100_000, 150_000, 200_000, 300_000, 400_000, 600_000))
    pct = r.choice((1, 2, 5, 10, 15, 20))
    what, base_name = r.choice(
        (
            ("limit for garden plants", "buildings sum insured"),
            ("limit for debris removal", "buildings sum insured"),
            ("limit for loss of rent", "rebuild value"),
            ("limit for money at home", "contents sum insured"),
        )
    )
    value = base * pct // 100
    passage = f"The {what} is {pct}% of the {base_name}. {P.cap(base_name)}: {P.fmt_money(base, cur)}."
    ent = [
        f"The {what} is {P.fmt_money(value, cur)}, which is {pct}% of your {base_name} of {P.fmt_money(base, cur)}.",
        f"The {what} comes to {P.fmt_money(value, cur)}.",
        f"The {what} is {pct}% of your {base_name}.",
    ]
    con = [
        ("money", f"The {what} is {P.fmt_money(P.other_money(r, value), cur)}."),
        ("number", f"The {what} is {pct + r.choice((1, 3, 5))}% of your {base_name}."),
    ]
    uns = [("added", f"The {what} is {P.fmt_money(value, cur)}, and {r.choice(P.ADDITIONS)}.")]
    return Fact("percent_of_limit", passage, ent, con, uns)


@template
def unoccupancy(r: random.Random) -> Fact:
    n = r.choice((21, 30, 45, 60, 90))
    perils = r.sample(("theft", "malicious damage", "escape of water", "accidental damage", "storm"), 3)
    listed = f"{perils[0]}, {perils[1]} or {perils[2]}"
    passage = (
        f"Once the property has been empty for more than {n} days in a row, cover for {listed} stops until "
        "someone is living there again."
    )
    ent = [
        f"We will not pay for {perils[0]} once the property has been empty for more than {n} days in a row.",
        f"If the property is left empty for more than {n} consecutive days, {listed} are no longer covered.",
        f"Cover for {perils[1]} stops when the property has been unoccupied for over {n} days in a row.",
    ]
    m = P.other_int(r, n, (14, 21, 30, 45, 60, 90))
    con = [
        ("duration", f"Cover for {perils[0]} stops once the property has been empty for more than {m} days."),
        ("negation", f"We will still pay for {perils[0]} after the property has been empty for more than {n} days."),
    ]
    other = r.choice([p for p in ("fire", "lightning", "subsidence", "flood") if p not in perils])
    uns = [
        ("scope", f"Cover for {other} stops once the property has been empty for more than {n} days in a row."),
        ("added", f"If the property is empty for more than {n} days, you must tell us straight away."),
        ("scope", f"All cover stops once the property has been empty for more than {n} days in a row."),
    ]
    return Fact("unoccupancy", passage, ent, con, uns)


@template
def interim(r: random.Random) -> Fact:
    v = P.pick_money(r, 1_000, 25_000)
    pct = r.choice((25, 50, 75))
    frac = {25: "a quarter", 50: "half", 75: "three quarters"}[pct]
    passage = (
        f"Where repairs are expected to cost over {P.fmt_money(v)} and we have accepted the claim, we may pay up "
        f"to {pct}% of the estimated cost before the work is finished."
    )
    ent = [
        f"Once we have accepted a claim whose repairs should cost more than {P.fmt_money(v)}, we may pay up to "
        f"{frac} of the estimated cost before the work is finished.",
        f"We can pay up to {pct}% of the estimated cost in advance on accepted claims expected to exceed "
        f"{P.fmt_money(v)}.",
    ]
    con = [
        ("number", f"We may pay up to {pct + 25}% of the estimated cost before the work is finished."),
        (
            "money",
            f"Advance payments are possible where repairs should cost more than {P.fmt_money(P.other_money(r, v))}.",
        ),
    ]
    uns = [
        (
            "modality",
            f"Once we have accepted the claim, we will pay {pct}% of the estimated cost before the work is finished.",
        ),
        ("dropped_condition", f"We may pay up to {pct}% of the estimated cost in advance on any claim."),
    ]
    return Fact("interim", passage, ent, con, uns)


@template
def late_with_reasons(r: random.Random) -> Fact:
    thing = r.choice(("claim reported late", "late renewal payment", "cancellation request made late"))
    reasons = r.sample(
        (
            "you were seriously ill at the time",
            "the damage could not reasonably have been found earlier",
            "you were working overseas",
            "our reminder went to an old address",
            "a close relative had died",
        ),
        2,
    )
    passage = f"We will only consider a {thing} where {reasons[0]} or {reasons[1]}."
    ent = [
        f"A {thing} will be considered only if {reasons[0]} or {reasons[1]}.",
        f"We can consider a {thing} where {reasons[1]}.",
        f"Unless {reasons[0]} or {reasons[1]}, we will not consider a {thing}.",
    ]
    con = [
        ("quantifier", f"We will consider a {thing} whatever the reason for the delay."),
        ("negation", f"We will not consider a {thing} even where {reasons[0]}."),
    ]
    uns = [
        ("scope", f"We will consider a {thing} if you explain why it was late."),
        ("added", f"We will only consider a {thing} where {reasons[0]} or {reasons[1]}, and you must send us proof."),
        ("scope", f"We will consider a {thing} only where {reasons[0]} and {reasons[1]}."),
    ]
    return Fact("late_with_reasons", passage, ent, con, uns)


@template
def documents_needed(r: random.Random) -> Fact:
    docs = r.sample(P.DOCUMENTS, 4)
    claim = r.choice(P.SUBJECTS_OF_CLAIM)
    passage = f"To assess a {claim} we need {docs[0]}, {docs[1]} and {docs[2]}."
    ent = [
        f"For your {claim} we need {docs[0]}, {docs[1]} and {docs[2]}.",
        f"We will need {docs[0]} and {docs[2]} to assess your {claim}.",
        f"To assess your {claim} we need {docs[1]}.",
    ]
    con = [("negation", f"We do not need {docs[0]} to assess your {claim}.")]
    uns = [
        ("added", f"To deal with your {claim} we need {docs[0]} and {docs[3]}."),
        ("added", f"We will need {docs[3]} to assess your {claim}."),
    ]
    return Fact("documents_needed", passage, ent, con, uns)


@template
def or_scope(r: random.Random) -> Fact:
    """'A or B' as a condition or a requirement: restating it as 'A and B' narrows what satisfies it."""
    frames = (
        ("We will only pay for theft if there was forcible and violent {x} the building.", "entry into", "exit from"),
        ("To support your claim you must send us {x}.", "the original receipts", "bank statements"),
        ("You must give us {x}.", "the other driver's registration number", "their insurer's name"),
        ("Cover applies if the damage is caused by {x}.", "a fire", "an explosion"),
    )
    text, a, b = r.choice(frames)
    passage = text.format(x=f"{a} or {b}")
    ent = [text.format(x=f"{a} or {b}")]
    uns = [("scope", text.format(x=f"{a} and {b}"))]
    return Fact("or_scope", passage, ent, [], uns)


@template
def courtesy_car(r: random.Random) -> Fact:
    days = r.choice((3, 5, 7, 14))
    hours = r.choice((4, 8, 24))
    passage = (
        f"If your vehicle breaks down and cannot be fixed within {hours} hours, we will arrange a hire car for up "
        f"to {days} days, where one is available locally. Hire cars are not provided for breakdowns at your "
        "home address."
    )
    ent = [
        f"If the repair will take longer than {hours} hours, we will arrange a hire car for up to {days} days, "
        "subject to local availability.",
        "We do not provide a hire car when your vehicle breaks down at your home address.",
        f"You may get a hire car for up to {days} days, as long as one is available locally.",
    ]
    con = [
        ("negation", "We will provide a hire car for a breakdown at your home address."),
        ("duration", f"We will arrange a hire car for up to {days + 7} days."),
    ]
    uns = [
        ("dropped_condition", f"We will always arrange a hire car for up to {days} days after a breakdown."),
        ("added", f"We will arrange a hire car for up to {days} days, and we will pay for its fuel."),
    ]
    return Fact("courtesy_car", passage, ent, con, uns)


@template
def indemnity_period(r: random.Random) -> Fact:
    n = r.choice((12, 18, 24, 36))
    what = r.choice(("business interruption", "loss of rent", "alternative accommodation"))
    start, other_start = r.choice(
        (
            ("the date of the damage", "the date you tell us about the claim"),
            ("the date of the loss", "the date the repairs start"),
        )
    )
    passage = (
        f"The {what} indemnity period begins on {start} and ends when the loss stops, but it cannot exceed {n} months."
    )
    ent = [
        f"We will cover {what} for a maximum of {n} months, counted from {start}.",
        f"The indemnity period for {what} starts on {start} and lasts no more than {n} months.",
        f"The {what} indemnity period can last up to {P.fmt_count(r, n, 0.5)} months.",
    ]
    con = [
        ("duration", f"{P.cap(what)} cover pays for up to {P.other_int(r, n, (6, 12, 18, 24, 36, 48))} months."),
        ("point", f"The indemnity period for {what} starts on {other_start}."),
        ("quantifier", f"The indemnity period for {what} lasts at least {n} months."),
    ]
    uns = [
        ("added", f"We will cover {what} for a maximum of {n} months, and {r.choice(P.ADDITIONS)}."),
        ("added", f"{P.cap(what)} cover also pays for advertising to win back customers."),
    ]
    return Fact("indemnity_period", passage, ent, con, uns)


@template
def schedule_row(r: random.Random) -> Fact:
    number = r.randint(1, 60)
    place = r.choice(P.PLACES)
    csi = P.pick_money(r, 5_000, 250_000)
    rent = P.pick_money(r, 5_000, 100_000)
    exc = P.pick_money(r, 100, 2_500)
    row = r.randint(1, 6)
    passage = (
        f"Schedule of premises, row {row}: Premises = {number} {place}; Contents sum insured = "
        f"{P.fmt_money(csi)}; Rent sum insured = {P.fmt_money(rent)}; Excess = {P.fmt_money(exc)}"
    )
    other_number = r.choice([u for u in range(1, 61) if u != number])
    ent = [
        f"The contents at {number} {place} are insured for {P.fmt_money(csi)}.",
        f"Rent at {number} {place} is insured for {P.fmt_money(rent)}, with an excess of {P.fmt_money(exc)}.",
        f"The excess for {number} {place} is {P.fmt_money(exc)}.",
    ]
    con = [
        ("money", f"The contents at {number} {place} are insured for {P.fmt_money(P.other_money(r, csi))}."),
        ("money", f"Rent at {number} {place} is insured for {P.fmt_money(P.other_money(r, rent))}."),
        ("money", f"The excess for {number} {place} is {P.fmt_money(P.other_money(r, exc))}."),
        ("entity_swap", f"The contents at {other_number} {place} are insured for {P.fmt_money(csi)}."),
    ]
    uns = [
        ("added", f"The contents at {number} {place} are insured for {P.fmt_money(csi)}, and {r.choice(P.ADDITIONS)}.")
    ]
    return Fact("schedule_row", passage, ent, con, uns)


@template
def rent_row(r: random.Random) -> Fact:
    d = P.pick_date(r, 2023, 2026)
    amount = r.choice((42, 57, 63, 88, 112, 134))
    total = amount * 12
    row = r.randint(1, 12)
    passage = (
        f"Premium instalments, row {row}: Due date = {P.fmt_date(d)}; Amount = {P.fmt_money(amount)}; "
        f"Annual premium = {P.fmt_money(total)}; Method = direct debit"
    )
    ent = [
        f"Your instalment of {P.fmt_money(amount)} is due on {P.fmt_date(d)}.",
        f"Your annual premium is {P.fmt_money(total)}, paid by direct debit.",
        f"Twelve monthly instalments of {P.fmt_money(amount)} make up your annual premium of {P.fmt_money(total)}.",
    ]
    con = [
        ("money", f"Your instalment due on {P.fmt_date(d)} is {P.fmt_money(amount + r.choice((5, 10, 20)))}."),
        ("date", f"Your instalment of {P.fmt_money(amount)} is due on {P.fmt_date(P.other_date(r, d))}."),
        ("money", f"Your annual premium is {P.fmt_money(total + r.choice((12, 60, 100)))}."),
        ("entity_swap", "Your instalments are paid by credit card."),
    ]
    uns = [
        ("added", f"Your instalment of {P.fmt_money(amount)} is due on {P.fmt_date(d)}, and {r.choice(P.ADDITIONS)}.")
    ]
    return Fact("rent_row", passage, ent, con, uns)


@template
def whichever(r: random.Random) -> Fact:
    a, b = r.choice(
        (
            ("the policy starts", "you receive your documents"),
            ("the damage happened", "you first noticed it"),
            ("the vehicle was bought", "it was registered"),
        )
    )
    later = r.choice(("later", "earlier", "sooner"))
    flip = {"later": "earlier", "earlier": "later", "sooner": "later"}[later]
    what = r.choice(
        (
            "The 14-day cooling-off period runs from when",
            "The time limit for reporting runs from when",
            "The new-for-old period is counted from when",
        )
    )
    passage = f"{what} {a} or {b}, whichever is {later}."
    ent = [f"{what} {a} or {b}, whichever is {later}."]
    con = [("condition", f"{what} {a} or {b}, whichever is {flip}.")]
    uns = [("dropped_condition", f"{what} {a}.")]
    return Fact("whichever", passage, ent, con, uns)


@template
def heating(r: random.Random) -> Fact:
    t = r.choice((7, 10, 12, 15))
    m1, m2 = r.choice((("1 November", "31 March"), ("1 October", "30 April"), ("1 December", "28 February")))
    passage = (
        f"Between {m1} and {m2} you must keep the home heated to at least {t}°C at all times, unless the water "
        "supply has been turned off at the mains and the water system has been drained."
    )
    ent = [
        f"From {m1} to {m2} you need to keep the home heated to at least {t}°C unless the water is turned off "
        "and the system drained.",
        f"You must keep the home heated to a minimum of {t}°C between {m1} and {m2}, unless the water supply is "
        "off and the system is drained.",
    ]
    con = [
        ("number", f"Between {m1} and {m2} you must keep the home heated to at least {t + 3}°C."),
        ("date", f"You must keep the home heated between {m1} and 31 May."),
    ]
    uns = [("dropped_condition", f"Between {m1} and {m2} you must always keep the home heated to at least {t}°C.")]
    return Fact("heating", passage, ent, con, uns)


@template
def cooling_off(r: random.Random) -> Fact:
    n = r.choice((14, 21, 30))
    fee = P.pick_money(r, 20, 75)
    passage = (
        f"You may cancel this policy within {n} days of receiving your policy documents. If you cancel within "
        f"this period and have not made a claim, we will refund the premium in full. After this period we will "
        f"refund the premium for the unexpired period, less an administration charge of {P.fmt_money(fee)}."
    )
    ent = [
        f"You can cancel within {n} days of receiving your policy documents and, if you have not claimed, get a "
        "full refund.",
        f"If you cancel after the first {n} days, we will deduct an administration charge of {P.fmt_money(fee)}.",
    ]
    con = [
        ("duration", f"You can cancel within {P.other_int(r, n, (7, 14, 21, 30))} days and get a full refund."),
        ("money", f"An administration charge of {P.fmt_money(P.other_money(r, fee))} applies if you cancel late."),
        ("negation", f"If you cancel within {n} days, we will not refund your premium."),
    ]
    uns = [
        ("dropped_condition", f"If you cancel within {n} days, we will refund the premium in full."),
        ("added", f"You can cancel within {n} days, and {r.choice(P.ADDITIONS)}."),
    ]
    return Fact("cooling_off", passage, ent, con, uns)


@template
def young_driver(r: random.Random) -> Fact:
    base = r.choice((99, 150, 200, 250))
    extra = r.choice((50, 100, 150))
    age = r.choice((8, 9, 10))
    pet = r.choice(("dogs", "cats"))
    passage = (
        f"Pet schedule, row 2: Excess = Vet fees; Pets under {age} = {P.fmt_money(base)}; {P.cap(pet)} aged {age} "
        f"or over = {P.fmt_money(base + extra)} (made up of the standard excess and an age excess of "
        f"{P.fmt_money(extra)})"
    )
    ent = [
        f"For {pet} aged {age} or over, the {P.fmt_money(base + extra)} vet fees excess already includes an age "
        f"excess of {P.fmt_money(extra)}.",
        f"For pets under {age}, the vet fees excess is {P.fmt_money(base)}.",
        f"Once your pet is {age}, the vet fees excess rises to {P.fmt_money(base + extra)}.",
    ]
    con = [
        (
            "money",
            f"For {pet} aged {age} or over, an age excess of {P.fmt_money(extra)} is added to the "
            f"{P.fmt_money(base + extra)} vet fees excess.",
        ),
        ("entity_swap", f"For pets under {age}, the vet fees excess is {P.fmt_money(base + extra)}."),
        ("number", f"The higher excess applies from age {age + 2}."),
    ]
    uns = [("added", f"The vet fees excess for young pets is {P.fmt_money(base)}, and {r.choice(P.ADDITIONS)}.")]
    return Fact("young_driver", passage, ent, con, uns)


@template
def settlement_calc(r: random.Random) -> Fact:
    cost = r.choice((1_340, 2_875, 3_480, 860, 4_990, 12_340, 615))
    exc = r.choice((50, 100, 250, 350))
    item = r.choice(("kitchen flooring", "bathroom ceiling", "garage door", "boiler", "laptop"))
    passage = (
        f"Settlement record: repair of the {item} agreed at {P.fmt_money(cost)} including VAT. Excess to deduct: "
        f"{P.fmt_money(exc)}. Liability accepted in full."
    )
    ent = [
        f"After taking off your {P.fmt_money(exc)} excess, we will pay {P.fmt_money(cost - exc)} for the {item}.",
        f"We have accepted your claim for the {item} in full.",
        f"The agreed repair cost for the {item} is {P.fmt_money(cost)}, including VAT.",
    ]
    con = [
        ("money", f"We will pay the full {P.fmt_money(cost)} for the {item} with no deduction."),
        ("money", f"After your excess, we will pay {P.fmt_money(cost - exc - 100)} for the {item}."),
        ("negation", f"We have turned down your claim for the {item}."),
    ]
    uns = [("added", f"We have accepted your claim for the {item}, and {r.choice(P.ADDITIONS)}.")]
    return Fact("settlement_calc", passage, ent, con, uns)


@template
def complaint_steps(r: random.Random) -> Fact:
    a = r.choice((2, 3, 5, 10))
    w = r.choice((4, 6, 8))
    months = r.choice((6, 12))
    body = r.choice(("Insurance Ombudsman Service", "independent ombudsman"))
    passage = (
        f"Complaints are acknowledged within {a} working days. A final response is issued no later than {w} weeks "
        f"after the complaint is received. A customer who is not satisfied may go to the {body}, but only within "
        f"{months} months of the final response."
    )
    ent = [
        f"We will acknowledge your complaint within {a} working days.",
        f"You will receive our final response no later than {w} weeks after we receive your complaint.",
        f"If you are not satisfied, you can go to the {body} within {P.fmt_count(r, months, 0.6)} months of our "
        "final response.",
    ]
    con = [
        ("unit", f"We will acknowledge your complaint within {a} days."),
        ("point", f"You can go to the {body} within {months} months of the date of your complaint."),
        ("duration", f"You will receive our final response within {w + 4} weeks."),
    ]
    uns = [
        ("added", f"You can go to the {body}, and {r.choice(P.ADDITIONS)}."),
        ("added", f"We will acknowledge your complaint within {a} working days and arrange a meeting to discuss it."),
    ]
    return Fact("complaint_steps", passage, ent, con, uns)


@template
def cannot_waive(r: random.Random) -> Fact:
    role = r.choice(("team leader", "claims manager", "underwriter"))
    thing = r.choice(("the security condition", "the excess on a flood claim", "the 30-day notification limit"))
    passage = f"Handlers have no discretion to set aside {thing}. Only a {role} may do so, and only in writing."
    ent = [
        f"Only a {role} can set aside {thing}, and this must be in writing.",
        f"A claims handler cannot set aside {thing}.",
    ]
    con = [
        ("negation", f"Your claims handler can set aside {thing}."),
        ("condition", f"A {role} can set aside {thing} verbally."),
    ]
    uns = [
        ("added", f"Only a {role} can set aside {thing}, and {r.choice(P.ADDITIONS)}."),
        ("entity_swap", f"A senior handler can set aside {thing}."),
    ]
    return Fact("cannot_waive", passage, ent, con, uns)


@template
def cover_not_included(r: random.Random) -> Fact:
    cover = r.choice(("Home emergency", "Legal expenses", "Key cover", "Garden cover", "Personal possessions"))
    passage = f"Optional covers, row 3: Cover = {cover}; Selected = No; Premium = £0.00"
    ent = [f"{cover} cover is not part of your policy.", f"You have not chosen the optional {cover.lower()} cover."]
    con = [
        ("negation", f"Your policy includes {cover.lower()} cover."),
        ("negation", f"You selected {cover.lower()} cover."),
    ]
    uns = [("added", f"{cover} cover is not part of your policy, but {r.choice(P.ADDITIONS)}.")]
    return Fact("cover_not_included", passage, ent, con, uns)


@template
def baggage_delay(r: random.Random) -> Fact:
    h = r.choice((6, 12, 24))
    v = r.choice((200, 300, 500, 750))
    passage = (
        f"If you miss your outbound departure because your scheduled public transport is more than {h} hours late, "
        f"we will pay up to {P.fmt_money(v)} towards extra travel costs, as long as you planned to arrive on time."
    )
    ent = [
        "Cover for missed departure applies only to your outbound journey.",
        f"If late public transport makes you miss your outbound departure by more than {h} hours, we will pay up "
        f"to {P.fmt_money(v)} towards extra travel costs, provided you planned to arrive on time.",
    ]
    con = [
        ("condition", f"We will pay up to {P.fmt_money(v)} if you miss your departure, however late you set off."),
        ("scope", f"Because you missed your return flight, you can claim up to {P.fmt_money(v)}."),
        ("duration", f"Missed departure cover applies when public transport is more than {h + 12} hours late."),
    ]
    uns = [("dropped_condition", f"We will pay up to {P.fmt_money(v)} if you miss your outbound departure.")]
    return Fact("baggage_delay", passage, ent, con, uns)
