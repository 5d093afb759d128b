"""Check-worthiness: which sentences of a letter state facts that must be checked.

``mark_check_worthiness(sentences)`` returns the sentences with ``is_claim``/``reason`` set. A sentence is left
unchecked only when it is recognisably one of the letter's courtesies or its furniture: salutation, sign-off,
the signature under it, the recipient's name, address and the letter's date above the salutation, an offer of
help, thanks, a pleasantry or expression of sympathy, an apology, an opening that only says what the letter is
about, an enclosure note, a request put as a question, a short heading. Everything else is a claim, and so is
any of those that carries a checkable value (an amount, a date, a period, a reference). When in doubt the answer
is "claim": a checked pleasantry costs a little time, a skipped fact can reach the customer unchecked.

Two refinements, both measured on blind letters (bench/letters_blind2: 30 of 112 courtesy lines asked the handler
to confirm them, and an offer of help giving the claims line's hours went unchecked):

* *An acknowledgement* ("Thank you for your call on 24 October about the courtesy car", "I am sorry to hear
  about the damage the storm caused on 19 October", "I hope Mrs Haverford's wrist is healing well") thanks or
  sympathises with what the customer did or went through. Its dates, counts and places are the customer's own
  news given back to them, which the documents often do not record; it states nothing the insurer says. It is
  a courtesy as long as it is one clause of acknowledgement: no second assertion joined to it ("..., but your
  policy does not cover fences"), nothing we decided or did ("... which we have accepted"), and no amount,
  percentage or reference (an amount is never a courtesy: "accepting our offer of £3,600" restates our offer).
* *An offer of help that gives contact details or hours* ("If you have any questions, our claims line is open
  Monday to Saturday, 8am to 6pm", "... contact me on 01632 960542") states a fact a customer acts on: a claim.

The judgement needs position as well as words ("John Smith" is a signature after "Yours sincerely", a claim
anywhere else), which is why it takes the whole list rather than one sentence.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Sequence
from importlib import resources

from vouch.verify.lexicon import alternation
from vouch.verify.types import Sentence
from vouch.verify.values import Value, ValueKind, extract_values

# Courtesy words kept as data (``data/courtesies.json``): the writer's own contact, wishes for the time ahead.
_COURTESIES: dict[str, list[str]] = {
    key: value
    for key, value in json.loads(
        resources.files("vouch.verify").joinpath("data/courtesies.json").read_text(encoding="utf-8")
    ).items()
    if not key.startswith("_")
}
OWN_CONTACT_VERBS = tuple(_COURTESIES["own_contact_verbs"])
WELL_WISH_OPENERS = tuple(_COURTESIES["well_wish_openers"])
WELL_WISH_QUALITIES = tuple(_COURTESIES["well_wish_qualities"])
WELL_WISH_OCCASIONS = tuple(_COURTESIES["well_wish_occasions"])

# ---------------------------------------------------------------------------------------------------------
# Requests back to the customer, as data: one list per concept (see ``_request_reason``).

# How a request is put to the customer.
REQUEST_OPENERS = (
    "please could you",
    "could you please",
    "can you please",
    "would you please",
    "please",
    "could you",
    "can you",
    "would you",
    "kindly",
)
# What may come before the request and its comma: when, or why it helps us ("To help us move your claim forward").
REQUEST_LEADS = ("in the meantime", "meanwhile", "also", "finally", "lastly", "when you can", "if you can")
# Asking the customer to give us something (the recipient is us, written right after the verb or as "to us").
REQUEST_GIVE_VERBS = ("send", "e-mail", "email", "post", "forward", "give", "provide", "return", "show")
# Asking the customer to tell us something.
REQUEST_TELL_VERBS = ("tell us", "tell me", "let us know", "let me know", "confirm to us", "confirm to me")
# Asking the customer to keep evidence, or to ask for something in writing.
REQUEST_KEEP_VERBS = ("keep", "retain", "hold on to", "ask for")
# What turns a request into a statement about the policy or the claim: a time limit or requirement, a reason or
# a consequence, a condition, what we will do. "Please send us the form within 14 days", "..., as we cannot pay
# until ...", "... so that we can pay", "... or we will close the claim", "... if you would like us to pay X".
REQUEST_FACT_WORDS = (
    "must",
    "need to",
    "needs to",
    "have to",
    "has to",
    "required",
    "requires",
    "within",
    "no later than",
    "by",
    "before we",
    "until",
    "so that",
    "so we",
    "in order",
    "because",
    "as",
    "since",
    "unless",
    "otherwise",
    "or we",
    "if",
    "but",
    "however",
    "therefore",
    "only",
)
# Work on the claim that a thank-you for the customer's patience may name: "Thank you for your patience while we
# reviewed your complaint about the awning", "... while we obtained an estimate for your ring". What we decided or
# paid is never one of them (SECOND_ASSERTION's verbs).
PATIENCE_WORK_VERBS = (
    "reviewed",
    "looked into",
    "looked at",
    "considered",
    "investigated",
    "assessed",
    "checked",
    "obtained",
    "gathered",
    "collected",
    "waited for",
    "dealt with",
    "worked on",
    "completed",
    "finished",
    "prepared",
    "received",
    "spoke to",
    "contacted",
    "review",
    "look into",
    "consider",
    "investigate",
    "assess",
    "check",
    "obtain",
    "gather",
    "wait for",
    "deal with",
    "work on",
    "complete",
    "prepare",
)
# What the customer gave while we did that work, thanked for: "Thank you for your patience while we ...", "Thank you
# for your help while we assessed your van".
THANKED_FORBEARANCE = ("patience", "understanding", "time", "help", "co-operation", "cooperation", "assistance")
# A condition that only says the customer may not have it: "Please send us any photographs, if you have them".
REQUEST_HARMLESS_IF = ("if you have", "if you still have", "if you can", "if possible")
# A recipient other than us, named right after the verb ("Please send him the invoice", "Please give your broker
# a copy") or after "to" ("... to your broker"): who it is can be wrong.
RECIPIENT_PRONOUNS = ("him", "her", "them")
OTHER_RECIPIENT_ROLES = (
    "broker",
    "agent",
    "bank",
    "mortgagee",
    "lender",
    "landlord",
    "insurer",
    "adjuster",
    "loss adjuster",
    "repairer",
    "solicitor",
    "engineer",
    "vet",
)
# Ways to get in touch with us. The transitive ones take us ("Please call us if ..."); the ones that need no
# object invite contact with us as they stand ("Please get in touch if you would like a copy of the wording").
CONTACT_VERBS = ("call", "contact", "ring", "phone", "e-mail", "email", "write to", "get in touch with", "let")
CONTACT_VERBS_WITHOUT_OBJECT = ("get in touch", "call", "ring", "phone", "write")
# Who the customer may contact and still be contacting us (an unnamed team of ours is us).
CONTACT_US = ("me", "us", "your agent", "your broker")
# Saying we will write again, and when: "We'll be in touch as soon as we hear from the vets", "We'll write again
# once we hear from the clinic". Nothing a document states; a time limit ("within 10 days", "by Friday"), a value
# or a second assertion ("..., and then pay your claim") makes it a claim.
FOLLOW_UP_PROMISES = (
    "be in touch",
    "be in touch again",
    "write again",
    "write to you again",
    "contact you again",
    "get back to you",
    "update you",
    "update you again",
)
# When the follow-up comes: once we have what we are waiting for.
FOLLOW_UP_WHEN = ("as soon as", "once", "when", "after")
FOLLOW_UP_AWAITED = ("hear from", "hear back from", "receive", "have", "get")
# How the customer may feel about what happened, ourselves included: "I am sorry you are unhappy with our
# decision" is sorrow at their feeling, not the announcement of a decision.
CUSTOMER_FEELINGS = (
    "unhappy",
    "disappointed",
    "upset",
    "frustrated",
    "dissatisfied",
    "concerned",
    "worried",
    "distressed",
    "annoyed",
    "let down",
)
# The same feelings as nouns: "I understand your frustration about the deductible".
CUSTOMER_FEELING_NOUNS = (
    "frustration",
    "disappointment",
    "upset",
    "concern",
    "concerns",
    "worry",
    "worries",
    "annoyance",
    "distress",
    "unhappiness",
)
# What the customer hoped the letter would bring: "I know this is not the answer you hoped for", "I am sorry the
# news was not better". Sorrow that the outcome disappoints them; the outcome itself is told elsewhere.
HOPED_OUTCOMES = ("answer", "news", "outcome", "letter", "decision", "result", "response", "reply")
# What a document received can be said to show: "Thank you for the invoice, which shows the work was finished on
# 28 August", "the invoices showing that ...", "the incident note, which confirms that ...". The document is in the
# file, so what it is said to show is a claim it supports or contradicts, not the customer's news given back.
DOCUMENT_REPORTING_VERBS = (
    "shows",
    "showed",
    "show",
    "confirms",
    "confirmed",
    "confirm",
    "states",
    "stated",
    "says",
    "said",
    "records",
    "recorded",
    "proves",
    "proved",
    "sets out",
    "set out",
)
DOCUMENT_REPORTING_PARTICIPLES = ("showing", "confirming", "stating", "recording", "proving", "setting out")
# The insurer's documents and their terms: given as a reason ("..., as the policy asks for one within 24 hours",
# "... because your cover requires it"), they are what the policy says, which its wording supports or contradicts.
POLICY_TERMS = (
    "policy",
    "cover",
    "wording",
    "schedule",
    "certificate",
    "terms",
    "conditions",
    "endorsement",
    "excess",
    "deductible",
    "plan",
)

SALUTATION = re.compile(
    r"^(?:dear|hello|hi|good (?:morning|afternoon|evening)|to whom it may concern)\b[^.!?]{0,60}[,:!]?$", re.I
)
SIGN_OFF = re.compile(
    r"^(?:yours (?:sincerely|faithfully|truly|ever)|(?:with )?(?:kind|kindest|best|warm|warmest) (?:regards|wishes)|"
    r"regards|many thanks|with thanks|thanks again|thanks|sincerely|respectfully|all the best)[,.!]?$",
    re.I,
)
OFFER_OF_HELP = re.compile(
    r"(?:\bif you (?:have|need|require) (?:any|some)? ?(?:further |more |other |additional )?"
    r"(?:questions?|quer(?:y|ies)|information|help|assistance|clarification)"
    r"|\bif (?:there is|there's) anything (?:else )?(?:we|i) can (?:do|help)"
    r"|\bif you would like (?:to discuss|to talk|more information|any help|us to explain)"
    r"|\bshould you (?:have|need|require) any"
    r"|\b(?:do not|don't) hesitate to (?:contact|call|get in touch|email|phone|ring)"
    r"|\bfeel free to (?:contact|call|get in touch|email|phone|ring)"
    r"|^(?:i|we) hope (?:this|that|the above) (?:helps|is helpful|clarifies|explains|answers)"
    r"|\b(?:we are|i am|we're|i'm) (?:always )?(?:here|happy|glad|pleased) to help"
    r"|\b(?:i|we) (?:would|will) be (?:happy|glad|pleased) to (?:help|discuss|answer|explain|assist)"
    rf"|^(?:i|we)(?: will|'ll) (?:{alternation(FOLLOW_UP_PROMISES)})(?: soon| shortly)?"
    rf"(?:,? (?:{alternation(FOLLOW_UP_WHEN)}) (?:we|i) (?:{alternation(FOLLOW_UP_AWAITED)})\b[^,;:]*)?[.!]?$"
    # An invitation to get in touch should something happen: "Please call me if the dates of the work change."
    # "Please ring our sales team if you would like a quote": one of our teams, unnamed, is "us".
    rf"|^please (?:(?:{alternation(CONTACT_VERBS)}) (?:{alternation(CONTACT_US)}|"
    r"our (?:[a-z]+ )?(?:team|department|office))"
    rf"|(?:{alternation(CONTACT_VERBS_WITHOUT_OBJECT)})(?: back| again)?(?=,? if\b))"
    r"\b.*\bif\b"
    rf"|^if\b[^.]*\bplease (?:{alternation(CONTACT_VERBS)}) (?:me|us)\b"
    # An invitation to send us anything more: "If there is anything else you would like us to consider, please
    # send it to us."
    r"|^if (?:there is|there's|you have) anything (?:else|more|further)\b[^.]*\bplease (?:send|e-?mail|post|forward) "
    r"(?:it|them|this|that)? ?(?:to )?(?:me|us)\b)",
    re.I,
)
THANKS = re.compile(
    r"^(?:thank you|thanks|many thanks)(?: (?:very much|so much|again))?"
    r"(?: for (?:your |the )?(?:recent )?(?:letter|email|e-mail|call|phone call|telephone call|message|patience|"
    r"time|understanding|co-?operation|enquiry|query|help|assistance|claim|complaint|feedback|continued patience|"
    r"contacting us|getting in touch|bringing this to our attention|choosing us|being a customer))?"
    # "... while we deal with your claim": the courtesy says what we are doing, not what the documents say.
    r"(?: (?:while|as|whilst) (?:we|i) (?:deal with|look into|consider|review|assess|process|handle|work on|"
    r"investigate|dealt with|looked into|considered|reviewed|assessed|processed|handled|worked on|investigated) "
    r"(?:your|the|this) (?:claim|complaint|appeal|query|enquiry|request))?[.!]?$",
    re.I,
)
PLEASANTRY = re.compile(
    r"^(?:i|we) hope (?:you are|you're|this (?:letter )?finds you|you and your family are) "
    r"(?:well|keeping well|recovering|safe|feeling better)"
    # A wish for the customer's time ahead, the whole sentence: "Have a lovely holiday.", "Enjoy the rest of your
    # trip." Anything more ("Have a lovely holiday; your cover starts on 3 May") is another assertion.
    rf"|^(?:{alternation(WELL_WISH_OPENERS)}) (?:a |an |your |the )?(?:(?:really |very )?"
    rf"(?:{alternation(WELL_WISH_QUALITIES)}) )?(?:{alternation(WELL_WISH_OCCASIONS)})[.!]?$",
    re.I,
)
EMPATHY = re.compile(
    r"^(?:i|we) (?:am|are|was|were|'m|'re) (?:so |very |really |truly |deeply )?(?:sorry|sad|saddened) "
    r"(?:to (?:hear|learn|read)|for)"
    r"|^(?:i|we) (?:fully |completely )?understand (?:that )?(?:this|it) (?:is|has been|must be) "
    r"(?:a )?(?:difficult|stressful|worrying|upsetting|frustrating|distressing)"
    r"|^(?:i|we) (?:fully |completely )?(?:understand|know|appreciate|can imagine) how (?:difficult|hard|stressful|"
    r"worrying|upsetting|frustrating|distressing|disappointing|painful|sad)\b"
    # Sorrow that the outcome is not what the customer hoped for, and understanding of how they feel about it:
    # "I know this is not the answer you hoped for", "I am sorry the news was not better", "I understand your
    # frustration about the deductible". What the outcome is, is told in its own sentence.
    rf"|^(?:i|we) (?:(?:fully |completely )?(?:know|understand|realise|realize|appreciate)|(?:am|are) "
    rf"(?:so |very |really |truly )?sorry) (?:that )?(?:this|that|it) "
    rf"(?:is|was) not (?:the |a )?(?:{alternation(HOPED_OUTCOMES)}) (?:that )?you (?:had )?(?:hoped|were hoping|"
    r"wanted|expected|were expecting)\b"
    rf"|^(?:i|we) (?:am|are) (?:so |very |really |truly )?sorry (?:that )?(?:the|this|our) "
    rf"(?:{alternation(HOPED_OUTCOMES)}) (?:is|was|could not be|cannot be) not (?:better|more positive|what you hoped)"
    rf"|^(?:i|we) (?:fully |completely |can )?(?:understand|appreciate) (?:your|the) "
    rf"(?:{alternation(CUSTOMER_FEELING_NOUNS)})\b",
    re.I,
)
APOLOGY = re.compile(
    r"^(?:i|we) (?:sincerely |truly |do )?(?:apologi[sz]e|am sorry|are sorry|'m sorry|'re sorry) for "
    r"(?:the|any|this) (?:delay|inconvenience|confusion|frustration|distress)",
    re.I,
)
FRAMING = re.compile(
    r"^(?:i am|i'm|we are|we're) writing (?:to you )?(?:about|regarding|in connection with|in response to|"
    r"in reply to|with regard to|further to|following) (?:your|the|our) (?:recent )?(?:claim|complaint|letter|"
    r"email|e-mail|enquiry|query|call|telephone call|policy|conversation|appeal)[.!]?$"
    r"|^(?:i am|i'm|we are|we're) (?:pleased |glad |happy )?(?:to write|writing) (?:to you )?(?:with|about|regarding) "
    r"(?:the|your|an) (?:outcome|decision|update|result)(?: (?:of|on|about) (?:your|the) (?:claim|complaint|appeal|"
    r"query|enquiry))?[.!]?$",
    re.I,
)
ENCLOSURE = re.compile(
    r"^(?:please find (?:enclosed|attached)|i (?:have )?enclosed?|we (?:have )?enclosed?|i (?:have )?attached|"
    r"we (?:have )?attached|enclosed (?:is|are|please find)|attached (?:is|are))\b",
    re.I,
)
# An acknowledgement's opening: thanks for what the customer did, sorrow or gladness at what happened to them, a
# hope for their wellbeing. "I am pleased to confirm ...", "I am sorry to tell you ..." announce a decision instead.
ACKNOWLEDGEMENT = re.compile(
    r"^(?:thank you|thanks|many thanks)(?: (?:very much|so much|again))?(?:,[^,]{1,40},)? for\b"
    r"|^(?:i|we) (?:am|are|was|were|'m|'re) (?:so |very |really |truly |deeply |sincerely )?"
    r"(?:sorry|sad|saddened|glad|pleased|delighted|relieved)"
    r"(?! to (?:tell|inform|say|confirm|advise|let|report|explain|have|announce|offer))"
    r" (?:to (?:hear|learn|read|see)|that|about|for|you|your)\b"
    # A hope for the customer: "I hope Biscuit is feeling better", "We hope the appointment goes well". Not "we hope
    # to settle ...", nor "I hope this helps" (an offer of help), nor a hope about the claim (HOPED_BUSINESS).
    r"|^(?:i|we) (?:hope|trust) (?:that )?(?!to\b|this\b|that\b|the above\b)",
    re.I,
)
# What a hope must not be about to be a courtesy: "We hope your claim will be settled by Friday" says when.
HOPED_BUSINESS = re.compile(
    r"\b(?:claims?|payments?|pay|paid|settle\w*|cover\w*|polic(?:y|ies)|excess\w*|decisions?|limits?|premiums?|"
    r"refund\w*|repair\w*|approv\w*|accept\w*|declin\w*|replace\w*|valu\w*)\b",
    re.I,
)
# A decision stated in the passive is ours whoever the subject: "Thank you for your claim, which has been
# accepted", "I am pleased that your claim has been settled". Not a courtesy.
PASSIVE_DECISION = re.compile(
    r"\b(?:has|have|had|was|were|is|are|been|be|being) (?:now |already |also |not |fully )?(?:accepted|declined|"
    r"refused|rejected|approved|paid|settled|covered|upheld|excluded|authori[sz]ed|agreed|reimbursed|refunded)\b",
    re.I,
)
# Sorrow or gladness about what we decided ("I am sorry your claim cannot be paid", "I am glad the repairs are
# covered") announces the decision; about what happened to the customer it is a courtesy.
DECISION_WORDS = re.compile(
    r"\b(?:accept\w*|declin\w*|refus\w*|reject\w*|approv\w*|pa(?:id|y|yment|yments|yable)|settl\w*|cover\w*|"
    r"exclu\w*|reimburs\w*|refund\w*|uph[eo]l\w*|decision)\b"
    # A refusal is ours ("I am sorry we cannot help", "... that this is not something we can pay"); the customer
    # unable to do something ("... has left you unable to live at home") is what happened to them.
    r"|\b(?:we|i|this|that|it|which)(?: are| am| is)? (?:cannot|can't|unable|won't|will not)\b",
    re.I,
)
# Sorrow at how the customer feels ("I am sorry you are unhappy with our decision"): the decision is what the
# feeling is about, not announced by it. Only the word "decision" may follow; a decision's content ("... with our
# decision to decline your claim") is announced.
_ABOUT_THEIR_FEELING = re.compile(
    r"^(?:i|we) (?:am|are|was|were) (?:so |very |really |truly |deeply |sincerely )?sorry (?:that )?you "
    rf"(?:are|were|feel|felt|have been) (?:so |very |really |still )?(?:{alternation(CUSTOMER_FEELINGS)})\b",
    re.I,
)
# Courtesies joined into one sentence: "Thank you for your call, and I hope Biscuit is feeling better.", "Thank you
# for your e-mail of 2 November; I am sorry you are unhappy with our decision."
COURTESY_JOINT = re.compile(r"\s*;\s*|,?\s+and\s+(?=(?:i|we|thank you|thanks|many thanks)\b)", re.I)
# What turns an acknowledgement into an assertion: a second clause joined to it, or something we decided or did.
SECOND_ASSERTION = re.compile(
    r"[;:]|,\s*(?:and|but|so|however|therefore)\b|\b(?:but|so that|therefore|however)\b"
    r"|\band (?:we|i|our|your (?:policy|claim|cover|excess|schedule))\b"
    r"|\b(?:while|whilst|as) (?:we|i)\b"
    rf"|\b(?:as|because|since) (?:the|your|our) (?:{alternation(POLICY_TERMS)})\b"
    # What a document is said to show ("..., which shows the work was finished on 28 August", "the invoices
    # showing that ..."); the customer's own act ("Thank you for confirming that ...") is not a document's.
    rf"|\b(?:which|that) (?:{alternation(DOCUMENT_REPORTING_VERBS)})\b"
    rf"|(?<!\bfor )\b(?:{alternation(DOCUMENT_REPORTING_PARTICIPLES)}) that\b"
    r"|\b(?:we|i)(?: have| has| had| will| can| cannot| can't| could| are| am| must| shall| would| do)?"
    r"(?: not| now| also| already)? (?:accept|accepted|pay|paid|decline|declined|cover|covered|settle|settled|"
    r"approve|approved|agree|agreed|refund|refunded|reimburse|reimbursed|deduct|deducted|offer|offered|"
    r"arrange|arranged|appoint|appointed|authorise|authorised|authorize|authorized|uphold|upheld)\b",
    re.I,
)
# Values an acknowledgement may give back (when the customer called, how many photographs, the house number);
# an amount, a percentage, a reference or a clause number is never a courtesy.
ACKNOWLEDGED_KINDS = frozenset({ValueKind.DATE, ValueKind.NUMBER, ValueKind.DURATION})
# How or when to reach us: in an offer of help these are facts a customer acts on.
CONTACT_HOURS = re.compile(
    r"\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|bank holidays?)\b"
    r"|\b\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)\b|\b\d{1,2}:\d{2}\b|\b24 hours\b|\b(?:is|are) open\b",
    re.I,
)
POLITE_REQUEST = re.compile(r"^(?:please,? )?(?:could|can|would|will) you\b.*\?$", re.I)
# A request for the customer's own choice ("Please let me know which option you would prefer"): nothing the
# documents say. A time limit ("within", "by the end of the month"), a value or a second assertion makes it a claim.
CHOICE_REQUEST = re.compile(r"^please let (?:me|us) know (?:which|whether|if|what|how|when) (?:you|option)\b", re.I)
_VERB_LIKE = re.compile(
    r"\b(?:is|are|was|were|be|been|will|would|has|have|had|can|may|must|shall|should|do|does|did|pay|paid|"
    r"cover|covers|covered|accept|accepts|declined?|apply|applies|\w+ed)\b",
    re.I,
)
_PATIENCE_WHILE_WORK = re.compile(
    r"^(?:thank you|thanks|many thanks)(?: (?:very much|so much|again))? for (?:your|the) (?:continued )?"
    rf"(?:{alternation(THANKED_FORBEARANCE)})(?: and (?:{alternation(THANKED_FORBEARANCE)}))?"
    r" (?P<while>(?:while|whilst|as) (?:we|i)(?: have| had| were| was| are| am)? "
    rf"(?:{alternation(PATIENCE_WORK_VERBS)}))\b",
    re.I,
)
_REQUEST_OPENING = re.compile(
    rf"^(?:(?:{alternation(REQUEST_LEADS)}|to help us [^,]{{1,60}}),\s+)?(?:{alternation(REQUEST_OPENERS)})"
    rf"(?: also)?\s+(?P<rest>.*)$",
    re.I | re.S,
)
_REQUEST_ACT = re.compile(
    rf"^(?:(?:{alternation(REQUEST_TELL_VERBS)})\b"
    rf"|(?:{alternation(REQUEST_KEEP_VERBS)}) (?:any|all|the|your|a|an|copies|photographs|photos|receipts)\b)",
    re.I,
)
# Requests joined into one sentence: "Please keep your receipts and send them to us when you return home."
_REQUEST_JOINT = re.compile(
    rf",?\s+and\s+(?=(?:also\s+)?(?:{alternation(REQUEST_GIVE_VERBS + REQUEST_TELL_VERBS + REQUEST_KEEP_VERBS)})\b)",
    re.I,
)
_REQUEST_FACT = re.compile(rf"[;:]|\b(?:{alternation(REQUEST_FACT_WORDS)})\b", re.I)
_REQUEST_HARMLESS_IF = re.compile(rf"\b(?:{alternation(REQUEST_HARMLESS_IF)})\b[^,.?]*", re.I)
# Someone other than us to send to, tell or contact: who that is can be wrong ("Please send Mr Pim ...",
# "... to your broker").
_OTHER_RECIPIENT = re.compile(
    rf"\bto (?!us\b|me\b)(?:[A-Z]|(?:your|the|our) (?:{alternation(OTHER_RECIPIENT_ROLES)})\b)"
)
_GIVE = re.compile(rf"^(?:{alternation(REQUEST_GIVE_VERBS)})\s+(?P<what>\S.*)$", re.I | re.S)
_TO_WHOM = re.compile(r"\bto\s+(\S+)", re.I)
_ROLE_RECIPIENT = re.compile(rf"^(?:your|the|our) (?:{alternation(OTHER_RECIPIENT_ROLES)})\b", re.I)


def _gives_to_us(part: str) -> bool:
    """'send us the report', 'send the photographs to us', 'send an inventory of the stolen items': a thing to
    give us, the recipient us or unnamed (a request to the writer goes to the writer). Not when it names whom to
    give it to ('send him', 'give your broker a copy', '... to the adjuster'), says what for ('... to support
    your claim'), or names anyone at all: who and whose can be wrong."""
    given = _GIVE.match(part)
    if given is None:
        return False
    what = given.group("what")
    first = what.split()[0].lower().strip(",.")
    if first in ("us", "me"):  # the recipient is us: whatever follows is what to send, whoever's it is
        return True
    to_whom = [m.group(1).lower().strip(",.") for m in _TO_WHOM.finditer(what)]
    if any(whom not in ("us", "me") for whom in to_whom):
        return False
    # "send them to us": the pronoun is what is sent; "send him the invoice": whom it is sent to.
    if (first in RECIPIENT_PRONOUNS and not to_whom) or _ROLE_RECIPIENT.match(what):
        return False
    return bool(to_whom) or not any(word[:1].isupper() for word in what.split())


# What we (the writer) say we did, will do or hold: "we will", "I have", "that we approved", "our engineer".
_FIRST_PERSON_ASSERTION = re.compile(r"\b(?:we|i|our)\b|\b(?:we|i)'", re.I)
# Values a request may give back: which day's footage, how many quotes, the year of an appraisal.
REQUESTED_KINDS = frozenset({ValueKind.DATE, ValueKind.NUMBER})
_PHONE_OR_EMAIL = re.compile(
    r"(?:\+?\d[\d ()-]{7,}\d)|\b\d{3}-\d{4}\b|[\w.+-]+@[\w-]+\.[\w.]+|\b(?:extension|ext\.?) \d{2,6}\b", re.I
)
# The writer's own contact, right after the invitation to reach them: "call me on", "email us at", "ring me directly
# on". A line, team or service named instead ("call our complaints line on", "call Customer Care on") is a fact.
_OWN_CONTACT_BEFORE = re.compile(
    rf"\b(?:{alternation(OWN_CONTACT_VERBS)}) (?:me|us)(?: directly)?(?: on| at)?\s*\(?$", re.I
)
_NAME_WORD = r"(?:[A-Z][\w'\u2019.-]*|&|and|of|the|for|on behalf of)"
_CAPITALISED_LINE = re.compile(rf"^{_NAME_WORD}(?:[ ,]+{_NAME_WORD})*$")


def mark_check_worthiness(sentences: Sequence[Sentence]) -> list[Sentence]:
    """The same sentences, each with ``is_claim`` and, when it is not a claim, the ``reason``."""
    has_salutation = any(SALUTATION.match(sentence.text.strip()) for sentence in sentences)
    in_header = has_salutation
    after_sign_off = False
    marked: list[Sentence] = []
    for sentence in sentences:
        text = sentence.text.strip()
        reason: str | None
        if in_header and SALUTATION.match(text):
            in_header = False
            reason = "salutation"
        elif in_header:
            reason = _header_reason(text)
        elif after_sign_off:
            reason = _signature_reason(text)
        else:
            reason = non_claim_reason(text)
        if reason == "sign-off":
            after_sign_off = True
        marked.append(dataclasses.replace(sentence, is_claim=reason is None, reason=reason))
    return marked


def classify_text(text: str) -> tuple[bool, str | None]:
    """(is_claim, reason) for one sentence judged on its own words, as if it stood in the body of a letter.

    Prefer ``mark_check_worthiness`` on the whole letter: only it can tell a signature or a recipient's name,
    which depend on where the line stands, from a sentence.
    """
    reason = non_claim_reason(text)
    return reason is None, reason


def mark(sentence: Sentence) -> Sentence:
    """One sentence marked on its own words (see ``classify_text``)."""
    reason = non_claim_reason(sentence.text)
    return dataclasses.replace(sentence, is_claim=reason is None, reason=reason)


def not_a_claim(text: str) -> str | None:
    """The reason a sentence is not a claim, or None when it is one (see ``classify_text``)."""
    return non_claim_reason(text)


# Contractions, read as their full forms before any pattern: "I'm sorry to hear ..." is "I am sorry to hear ...",
# "we'll look at ..." is "we will look at ..." (a curly apostrophe is the same). The patterns are written once, on
# the full forms; a contraction matched by none of them made a courtesy a claim (bench/letters_blind6: three
# "I'm sorry ..." lines asked the handler to confirm them).
_CONTRACTIONS = (
    (re.compile(r"\b(can)['\u2019]t\b", re.I), r"\1not"),
    (re.compile(r"\b(w)on['\u2019]t\b", re.I), r"\1ill not"),
    (re.compile(r"\b(shan)['\u2019]t\b", re.I), "shall not"),
    (re.compile(r"n['\u2019]t\b", re.I), " not"),
    (re.compile(r"\b(i)['\u2019]m\b", re.I), r"\1 am"),
    (re.compile(r"\b(we|you|they)['\u2019]re\b", re.I), r"\1 are"),
    (re.compile(r"\b(i|we|you|they|he|she|it)['\u2019]ll\b", re.I), r"\1 will"),
    (re.compile(r"\b(i|we|you|they)['\u2019]ve\b", re.I), r"\1 have"),
    (re.compile(r"\b(i|we|you|they|he|she)['\u2019]d\b", re.I), r"\1 would"),
    (re.compile(r"\b(there|that|it|here|what)['\u2019]s\b", re.I), r"\1 is"),
)


def expand_contractions(text: str) -> str:
    """The text with its contractions written out ("I'm" -> "I am", "won't" -> "will not")."""
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement, text)
    return text


def non_claim_reason(text: str) -> str | None:
    """Why a sentence standing in the body of a letter is not a claim, or None when it is one."""
    text = expand_contractions(text.strip())
    if not text:
        return "empty"
    if SALUTATION.match(text) and not _checkable_values(text):
        return "salutation"
    if SIGN_OFF.match(text):
        return "sign-off"
    values = _checkable_values(text)
    if (
        OFFER_OF_HELP.search(text)
        and not values
        and not _states_a_requirement(text)
        and not _gives_contact(text)
        and not _names_someone(text)
    ):
        return "offer of help"
    acknowledged = _acknowledgement_reason(text)
    if acknowledged is not None:
        return acknowledged
    joined = _joined_courtesies(text)
    if joined is not None:
        return joined
    requested = _request_reason(text)
    if requested is not None:
        return requested
    if values:
        return None
    for pattern, reason in (
        (THANKS, "thanks"),
        (PLEASANTRY, "pleasantry"),
        (EMPATHY, "sympathy"),
        (APOLOGY, "apology"),
        (FRAMING, "what the letter is about"),
        (ENCLOSURE, "enclosure note"),
        (POLITE_REQUEST, "request"),
    ):
        # A courtesy's opening followed by a second assertion ("I am sorry to hear about the flood, but your policy
        # does not cover it") is that assertion: checked. THANKS, FRAMING and POLITE_REQUEST hold the whole sentence.
        if pattern.search(text) and (pattern in (THANKS, FRAMING, POLITE_REQUEST) or not SECOND_ASSERTION.search(text)):
            return reason
    if CHOICE_REQUEST.search(text) and not (
        SECOND_ASSERTION.search(text) or _states_a_requirement(text) or re.search(r"\bby\b", text, re.I)
    ):
        return "request"
    if _is_heading(text):
        return "heading"
    return None


def _checkable_values(text: str) -> list[Value]:
    """Values a passage could support or contradict; a phone number or email in an offer of help is not one."""
    contact = [(match.start(), match.end()) for match in _PHONE_OR_EMAIL.finditer(text)]
    return [
        value
        for value in extract_values(text)
        if not any(start <= value.start and value.end <= end for start, end in contact)
    ]


def _gives_contact(text: str) -> bool:
    """'... call our claims line on 01632 960542', '... our claims line is open Monday to Saturday, 8am to 6pm': how
    or when to reach a line, team or service, which can be wrong like any other fact and which the documents
    record. The writer's own number or address in an offer of help ("Please call me on 01632 960542 if you have
    any questions", "If you need anything, email us at claims@example.com") is the letter's furniture, like the
    direct line under a signature: not a claim (bench/letters_blind10: nine of its eleven courtesy lines read as
    claims gave the writer's own number, and the checker scored every one of them near 0 even where a passage held
    the number, so each asked the handler to confirm a courtesy)."""
    if CONTACT_HOURS.search(text):
        return True
    return any(not _OWN_CONTACT_BEFORE.search(text[: match.start()]) for match in _PHONE_OR_EMAIL.finditer(text))


def _joined_courtesies(text: str) -> str | None:
    """The first part's reason when every part of a sentence joined by "and" is a courtesy on its own."""
    parts = [part for part in COURTESY_JOINT.split(text) if part.strip()]
    if len(parts) < 2:
        return None
    reasons = [non_claim_reason(part) for part in parts]
    return reasons[0] if all(reason is not None for reason in reasons) else None


def _acknowledgement_reason(text: str) -> str | None:
    """'thanks', 'sympathy' or 'pleasantry' for one clause of acknowledgement of the customer's own act or
    circumstance, whatever dates or counts it gives back; None otherwise (see the module docstring)."""
    patience = _PATIENCE_WHILE_WORK.match(text)
    # Thanks for patience while we did the work of the claim: the work is not a second assertion.
    asserted = text if patience is None else text[: patience.start("while")] + text[patience.end("while") :]
    if not ACKNOWLEDGEMENT.search(text) or SECOND_ASSERTION.search(asserted) or PASSIVE_DECISION.search(text):
        return None
    feeling = re.match(r"^(?:i|we) (?:am|are|was|were|'m|'re)\b", text, re.I)
    if feeling and DECISION_WORDS.search(
        re.sub(r"\bdecisions?\b", "", text, flags=re.I) if _ABOUT_THEIR_FEELING.match(text) else text
    ):
        return None
    # A hope about the claim, or one that sets a time ("we trust you will return the form within 14 days"), is
    # what we expect or require, not a courtesy.
    hope = re.match(r"^(?:i|we) (?:hope|trust)\b", text, re.I)
    if hope and (HOPED_BUSINESS.search(text) or _states_a_requirement(text)):
        return None
    if any(value.kind not in ACKNOWLEDGED_KINDS for value in _checkable_values(text)):
        return None
    lowered = text.lower()
    if lowered.startswith(("thank", "many thanks")):
        return "thanks"
    if re.match(r"^(?:i|we) \S+ (?:so |very |really |truly |deeply |sincerely )?(?:sorry|sad|saddened)\b", lowered):
        return "sympathy"
    return "pleasantry"  # gladness at their news, a hope for their wellbeing


def _request_reason(text: str) -> str | None:
    """'request' for a request back to the customer that states no fact about the policy or the claim: to send
    or tell us something ("Please send us a copy of the police report", "Could you send us the photographs you
    took on 6 May?", "In the meantime, could you let us know whether the builder gave you a quote?") or to keep
    evidence ("Please keep your receipts and send them to us when you return home"). Its dates and counts are
    what the customer will send. None (a claim) when it carries an amount, percentage, period or reference, a
    time limit or requirement, a reason, condition or consequence, what we will do, a recipient other than us,
    a prohibition ("Please do not admit liability": a policy condition) or a note ("Please note that ...")."""
    opening = _REQUEST_OPENING.match(text.strip())
    if opening is None:
        return None
    rest = opening.group("rest")
    if any(value.kind not in REQUESTED_KINDS for value in _checkable_values(text)):
        return None
    remainder = _REQUEST_HARMLESS_IF.sub("", rest)
    if (
        _REQUEST_FACT.search(remainder)
        or _FIRST_PERSON_ASSERTION.search(remainder)
        or PASSIVE_DECISION.search(remainder)
        or _OTHER_RECIPIENT.search(rest)
        or _gives_contact(rest)
    ):
        return None
    parts = [part for part in _REQUEST_JOINT.split(rest.rstrip(".?! ")) if part.strip()]
    acts = [re.sub(r"^also\s+", "", part.strip(), flags=re.I) for part in parts]
    if not all(_REQUEST_ACT.match(act) or _gives_to_us(act) for act in acts):
        return None
    return "request"


def _names_someone(text: str) -> bool:
    """'... please contact your broker, Tamworth Lane Brokers, if ...': a named person, team or firm to contact is
    a fact. Any capitalised word after the first, other than "I", names one."""
    return any(word[:1].isupper() and word not in ("I", "I'm", "I'll") for word in text.split()[1:])


def _states_a_requirement(text: str) -> bool:
    """'Please contact us within 28 days if you have any questions' carries a time limit: a claim."""
    return bool(re.search(r"\b(?:must|need to|have to|required|within|before|no later than)\b", text, re.I))


def _is_heading(text: str) -> bool:
    """'Next steps', 'Your appeal:': short, capitalised, no verb, no value. A list item that completes the
    sentence before it ("the repairs to the ceiling;") starts in lower case and is a claim."""
    words = text.rstrip(":").split()
    return (
        0 < len(words) <= 5
        and text[:1].isupper()
        and not re.search(r"[.!?;,]$", text)
        and not re.search(r"\d", text)
        and not _VERB_LIKE.search(text)
        and not re.search(r"\b(?:no|not|never|none|only|nil)\b", text, re.I)  # "No cover for floods" asserts
    )


def _header_reason(text: str) -> str | None:
    """Above the salutation: the recipient's name and address and the letter's date are not claims."""
    values = extract_values(text)
    if "\n" in text:
        return "address"
    if values and all(value.kind is ValueKind.DATE for value in values) and _only_values(text, values):
        return "letter date"
    if not values and _CAPITALISED_LINE.match(text) and len(text.split()) <= 8:
        return "recipient"
    return non_claim_reason(text)


def _signature_reason(text: str) -> str | None:
    """Below the sign-off: names, job titles and the company are not claims; anything with a value is."""
    if not extract_values(text) and not re.search(r"[.!?]$", text) and len(text.split()) <= 10:
        return "signature"
    return non_claim_reason(text)


def _only_values(text: str, values: Sequence[Value]) -> bool:
    remainder = text
    for value in sorted(values, key=lambda value: value.start, reverse=True):
        remainder = remainder[: value.start] + remainder[value.end :]
    return not re.search(r"[A-Za-z0-9]", re.sub(r"\b(?:date|dated|on)\b", "", remainder, flags=re.I))
