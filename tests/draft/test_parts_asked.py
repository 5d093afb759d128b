"""What a part asks and what answers it: a word's forms are one word, a request's kind of answer is read from
how it asks ("the deductible" wants an amount, "the appeal window" a period), a table cell printing only a dash
states nothing, and what the instruction tells about the addressee is no part of the letter."""

from __future__ import annotations

from tests.answer.fakes import passage
from vouch.draft.extractive import table_sentences
from vouch.draft.instruction import Addressee, is_background, split_parts
from vouch.draft.plan import joined_parts
from vouch.draft.relevance import PartTopics, answering, content_words, stem, topic_words
from vouch.passages import TableRow


def test_a_words_forms_share_one_stem() -> None:
    # Trap: before, "fitted" was "fitt" (never "fit"), "damaged" "damag" but "damage" "damage", "applies"
    # "applie", "excess" "exces" but "excesses" "excess", "paying" "paying" but "pay" "pay".
    for forms in (
        ("fit", "fitted", "fitting"),
        ("damage", "damaged", "damages"),
        ("cause", "caused", "causes", "causing"),
        ("apply", "applies", "applied"),
        ("excess", "excesses"),
        ("pay", "paying", "paid"),
        ("buy", "buying", "bought"),
        ("break", "breaks", "broken"),
        ("house", "houses"),
    ):
        assert len({stem(w) for w in forms}) == 1, forms
    # Twins: a doubled l, s or z is the word's own; short words keep their "e"; different words stay apart.
    assert stem("called") == stem("call") != stem("cal")
    assert stem("passed") == stem("pass")
    assert stem("fire") != stem("fir") and stem("home") == "home"
    assert stem("glass") != stem("glas") and stem("business") == "business"
    assert stem("paid") != stem("pad")
    # An irregular form that is also another word keeps its own stem: the left headlamp is not a leave.
    assert stem("left") != stem("leave") and stem("lost") != stem("lose")


def test_a_part_asking_in_an_irregular_form_is_answered_by_the_regular_one() -> None:
    # Trap: "paid" shared no stem with "paying", so "when paid" was answered by nothing.
    paying = passage("e6", "Paying £1,310 by bank transfer to you within 4 working days.", "notes.txt")
    other = passage("p3.c2", "Your excess is £60 for each claim.")
    assert answering("when paid", (paying, other)) == [paying]
    bought = passage("e2", "The scooter was bought new on 14 May 2024 for £780.", "notes.txt")
    assert answering("when did she buy it", (bought, other)) == [bought]
    # Its twin: a form that is another word answers nothing it does not say ("left" is no "leave").
    leave = passage("p4.c1", "If you leave your home empty for more than 45 days, tell us.")
    assert answering("the left mirror", (leave,)) == []


def test_a_part_in_one_form_is_answered_by_a_passage_in_another() -> None:
    fitting = passage("e4", "New windscreen fitting booked for 12 March 2026 at your home address.", "notes.txt")
    other = passage("p2.c1", "We will repair your car at one of our approved repairers.")
    assert answering("when the new windscreen is being fitted", (fitting, other)) == [fitting]
    assert content_words("the excess") == content_words("the excesses")


def test_a_total_part_wants_an_amount_and_an_appeal_window_a_period() -> None:
    notes = (
        passage("e3", "The total repair time at the garage was 12 days.", "notes.txt"),
        passage("e4", "The total we are paying is £4,160 by bank transfer.", "notes.txt"),
    )
    # Trap: "the total" asked for nothing in particular, so "12 days" answered it as well as "£4,160".
    assert answering("the total", notes) == [notes[1]]
    assert PartTopics("the total", notes).wants_amount
    # Twin: a part asking how long ("how long the total repair took") wants the period.
    assert answering("how long the total repair took", notes) == [notes[0]]
    rows = notes
    # "window" in "the appeal window" says it wants a period, it is not what it is about; in "window glass" it is.
    assert topic_words("the appeal window") == {"appeal"}
    assert PartTopics("the appeal window", rows).wants_time
    assert "window" in topic_words("the window glass excess")
    appeal = passage("p9.c14-5", "You may appeal by writing to us within 28 days of our decision letter.")
    idea = passage("p9.c14-6", "You may appeal our decision.")
    assert answering("the appeal window", (appeal, idea)) == [appeal]
    # The words of a time-limit phrase are its kind too: "suit" and "review" are what is asked.
    assert topic_words("the review and suit time limits") == {"review", "suit"}


def test_a_table_cell_printing_only_a_dash_states_nothing() -> None:
    row = TableRow(1, 3, "Spoilage", ("Coverage", "Limit", "Deductible"), ("Spoilage", "$10,000", "-"))
    # Trap: before, "For spoilage, the deductible is -." was drafted (and checked against the row).
    assert table_sentences(row) == ["For spoilage, the limit is $10,000."]
    # Twin: a cell with a value is said, a zero among them.
    zero = TableRow(1, 4, "Glass", ("Coverage", "Limit", "Deductible"), ("Glass", "$2,500", "$0"))
    assert table_sentences(zero) == ["For glass, the limit is $2,500.", "For glass, the deductible is $0."]
    pair = TableRow(1, 5, "Voluntary excess", (), ("Voluntary excess", "\u2013"))
    assert table_sentences(pair) == []


def test_what_the_instruction_tells_about_the_addressee_is_no_part() -> None:
    told = (
        "Ms Brannigan has an Ashgrove travel policy. She wants to know how long after she gets home she has to "
        "tell us about a claim, and whether she's covered if she has to cancel because her dog is seriously ill."
    )
    parts = [text for text, _ in joined_parts(split_parts(told))]
    # Trap: "Ms Brannigan has an Ashgrove travel policy" was a part of its own (a padded paragraph, and named
    # as not found).
    assert parts == [
        "She wants to know how long after she gets home she has to tell us about a claim",
        "whether she's covered if she has to cancel because her dog is seriously ill",
    ]
    aside = (
        "Explain to Mr. Kimura, a Northwind businessowners policyholder, how appraisal works if we can't agree on "
        "the amount of a loss, and how long he has to ask for reconsideration of a claim decision."
    )
    assert [text for text, _ in joined_parts(split_parts(aside))] == [
        "how appraisal works if we can't agree on the amount of a loss",
        "how long he has to ask for reconsideration of a claim decision",
    ]
    # Twins: a statement that asks is a request ("wants to know", "has asked", "is asking whether"), a
    # question by inversion is one, and a noun-phrase request ("the deductible") is one.
    assert not is_background("Mr Pryce wants to know if he can keep the car")
    assert not is_background("Mr Lacey has asked about the excess")
    assert not is_background("Mr Ortega is asking whether he can claim for the two days")
    assert not is_background("is the shed itself covered?")
    assert not is_background("the deductible")
    assert not is_background("Tell Mr Patel why his claim is declined")
    # An instruction that is nothing but a statement keeps it: something must be answered.
    assert [t for t, _ in joined_parts(["Mr Lacey has a windscreen claim open"])] == [
        "Mr Lacey has a windscreen claim open"
    ]


# -- who the letter is to ------------------------------------------------------------------------------------


def test_a_person_a_company_value_names_inside_it_is_the_one_written_to() -> None:
    from vouch.draft.plan import people_on_file

    header = "Claim ref:   GVC-26-8846\nInsured:     Kessock Joinery Ltd (contact Mr Owain Kessock, director)\n"
    # Trap: before, the company was the only name of the label and the letter went to "Sir or Madam".
    assert people_on_file([passage("e0", header, "claims/GVC-26-8846/notes.txt")]) == [Addressee("Mr", "Owain Kessock")]
    # Twin: a company alone names no one to greet.
    alone = "Insured:     Kessock Joinery Ltd\nPolicy: GVP-3342915\n"
    assert people_on_file([passage("e0", alone, "claims/GVC-26-8846/notes.txt")]) == []


def test_two_people_named_without_titles_are_greeted_as_named() -> None:
    from vouch.draft.plan import people_on_file

    header = "Claim No.: PBC-26-07712        Policy No.: PBH-2209341\nNamed Insured: Dwayne and Corinne Haskett\n"
    people = people_on_file([passage("e0", header, "claims/PBC-26-07712/notes.txt")])
    # Trap: before, "Dwayne" alone was no name and the letter went to "Sir or Madam".
    assert people == [Addressee("", "Dwayne and Corinne Haskett")]
    assert people[0].salutation == "Dear Dwayne and Corinne Haskett,"
    # Twin: titled joint policyholders are each a person, as before.
    titled = "Policyholders: Mr Tomos Vaughan and Mrs Carys Vaughan\n"
    assert people_on_file([passage("e0", titled, "claims/X/notes.txt")]) == [
        Addressee("Mr", "Tomos Vaughan"),
        Addressee("Mrs", "Carys Vaughan"),
    ]
    # "and" is no name: a part keeps it when the addressee's names are taken out.
    from vouch.draft.plan import focused

    assert focused("what we pay and when", people[0], None) == "what we pay and when"


def test_a_customer_the_instruction_names_by_surname_is_greeted_as_their_schedule_names_them() -> None:
    import asyncio

    from vouch.draft.plan import customer_named

    schedule = passage("p1.c0", "Policyholder: Mr Fergus Maitland\nPolicy number: QCP-1182", "schedule-QCP-1182.pdf")
    other = passage("p1.c0", "Policyholder: Mrs Ann Dale\nPolicy number: QCP-2231", "schedule-QCP-2231.pdf")
    searched: list[str] = []

    async def retrieve(query: str, limit: int) -> list:
        searched.append(query)
        return [other, schedule]  # what the answer's scope lets search return

    def named(instruction: str, given: Addressee | None = None) -> Addressee | None:
        return asyncio.run(customer_named(instruction, given, retrieve, 6))

    # Trap: before, "Maitland wants a general note" went to "Dear Sir or Madam,".
    assert named("Maitland wants a general note on his policy (not a claim): rules for empty units") == Addressee(
        "Mr", "Fergus Maitland"
    )
    # An untitled name the file gave is completed by the schedule's title.
    assert named("ltr re the excess", Addressee("", "Fergus Maitland")) == Addressee("Mr", "Fergus Maitland")
    # Twins: a person the instruction does not name is never greeted (another customer's schedule in the
    # results is not who the letter is to), and a name no document gives stays as given.
    assert named("Treharne - wants info re adding contents cover") is None
    assert named("ltr re the excess", Addressee("", "Dana Hartwell")) == Addressee("", "Dana Hartwell")
    assert "Maitland" in searched[0]


def test_between_sentences_that_answer_a_part_alike_the_one_about_the_letters_matter_is_drafted() -> None:
    from vouch.draft.base import DraftRequest, InstructionPart, LetterContext
    from vouch.draft.extractive import ExtractiveDrafter
    from vouch.draft.instruction import part_query
    from vouch.policy import Surface

    young = passage("p5.c2", "An additional excess of £350 applies if the rider is under 25 years of age.")
    licence = passage("p5.c4", "An additional excess of £250 applies if the rider holds a provisional licence.")
    delivery = passage("p5.c3", "An additional excess of £400 applies while the motorcycle is used for delivery work.")
    found = (young, licence, delivery)  # retrieval's order

    def drafted(instruction: str, part: str) -> str:
        request = DraftRequest(
            instruction,
            list(found),
            Surface.LETTER_DRAFT,
            parts=(InstructionPart(part, part_query(part), found),),
            letter=LetterContext(),
        )
        return "".join(ExtractiveDrafter().pieces(request))

    # Trap: before, retrieval's rank alone chose, and the letter about delivery riding gave the young-rider and
    # provisional-licence excesses, never the delivery one.
    said = drafted("She does food delivery work on her motorcycle: any extra excess", "any extra excess")
    assert "£400" in said and said.index("£400") < said.index("£350") and "£250" not in said
    # Twin: a letter about a young rider gets the young-rider excess first from the same passages.
    said = drafted("He is 19 and under 25 years of age: any extra excess", "any extra excess")
    assert said.index("£350") < said.index("£250") and "£400" not in said


def test_a_part_asking_for_the_working_is_answered_by_the_calculation_of_its_passage() -> None:
    from vouch.draft.base import DraftRequest, InstructionPart, LetterContext
    from vouch.draft.extractive import ExtractiveDrafter
    from vouch.draft.instruction import part_query
    from vouch.draft.relevance import CALCULATION
    from vouch.policy import Surface

    report = passage(
        "p2.c1",
        "Hail damaged the roof on 4 May 2026. The roofer inspected it the next week. "
        "RC $11,350 less deductible $4,800 = $6,550.",
        "adjuster-report.pdf",
    )
    contents = passage("p3.c1", "Contents: television $649 less 10% = $584.10.", "adjuster-report.pdf")

    def drafted(part: str, found: tuple) -> str:
        request = DraftRequest(
            part,
            list(found),
            Surface.LETTER_DRAFT,
            parts=(InstructionPart(part, part_query(part), found),),
            letter=LetterContext(),
        )
        return "".join(ExtractiveDrafter().pieces(request))

    # Trap: before, the calculation repeats none of the part's words ("hail", "roof", "payment") and was never
    # drafted; the part got the date of the storm instead of the working.
    assert "RC $11,350 less deductible $4,800 = $6,550." in drafted("hail roof - payment calc", (report, contents))
    # Twins: a part that does not ask for the working does not get it; a calculation whose passage is about
    # something else does not answer; "breakdown cover" asks for a cover, not a working.
    assert "$6,550" not in drafted("what happened to the hail roof", (report, contents))
    assert "$584.10" not in drafted("hail roof - payment calc", (report, contents))
    assert not PartTopics("fridge breakdown cover for the florist", ()).wants_working
    assert PartTopics("Oldroyd tools - breakdown item by item", ()).wants_working
    assert CALCULATION.search("Tools £3,870 + lock repair £640 = £4,510.")
    assert not CALCULATION.search("We will pay up to £750 to reinstate sign-writing.")


def test_who_is_asking_is_not_what_a_part_is_about_and_an_email_is_an_e_mail() -> None:
    # Trap: "prospect" was a topic word the answering sentence never has; "says" likewise.
    assert topic_words("prospect Dana Hartwell - renters: is her jewelry covered for theft") == {
        "dana",
        "hartwell",
        "renter",
        "jewelry",
        "theft",
    }
    assert topic_words("complaint - says she had a spark arrestor") == {"complaint", "spark", "arrestor"}
    # Twin: what the part asks about stays ("the prospectus" is a word of its own).
    assert stem("prospectus") in topic_words("send the prospectus")
    # Trap: "e-mail" is read as "e" and "mail", so a note's "E-mail from you" never answered "ack her email".
    note = passage("e2", "E-mail from you received with the photos of the cracked screen.", "notes.txt")
    other = passage("p1", "We will repair your windscreen at an approved repairer.")
    assert answering("ack her email", (note, other)) == [note]
    # Twin: a part about the windscreen is not answered by the e-mail note.
    assert answering("the windscreen repair", (note, other)) == [other]


def test_a_bare_number_the_documents_state_as_an_amount_is_that_amount() -> None:
    from vouch.draft.letter import _Written, pick

    confirm = lambda sentence, against: True  # noqa: E731
    capped = passage("p2.c4", "The most we will pay for any one bicycle is the value on your schedule, £2,650.")
    price = passage("p2.c5", "We replace a bicycle less than three years old with a new one of the same make.")
    found = (price, capped)
    # Trap: "2650" was read as a reference and dropped, so the part was judged on "why we pay" alone.
    picked = pick("why we pay 2650 not the new price", found, _Written(), 1, confirm=confirm)
    assert picked == ["The most we will pay for any one bicycle is the value on your schedule, £2,650."]
    # A thousands comma or a dollar figure alike.
    fees = passage("e7", "Your question was whether we pay the $31,200 cost of the works: we do not.", "notes.txt")
    rent = passage("p9.c1", "We pay lost rent for up to 12 months.")
    assert answering("answer her 31,200 question", (rent, fees)) == [fees]
    # Its twin: a number the documents state as no amount stays a reference, not a topic.
    assert answering("re 4417 - the lost rent", (rent, fees)) == [rent]


def test_a_name_no_passage_has_is_not_owed_by_the_passage_that_answers() -> None:
    # Trap: "Ravensholt" (where the van was parked) weighed like a missing word, so the rule that answers fell
    # under the coverage it needs.
    rule = passage("p4.c2", "Tools left in a van overnight are covered only if the van is locked in a garage.")
    other = passage("p4.c3", "We will pay for the van's windows and locks damaged in a theft.")
    assert answering("and overnight at Ravensholt Quay", (rule, other)) == [rule]
    # Its twins: a name the passages have still counts, and a part of nothing but a missing name answers nothing.
    named = passage("e3", "Van broken into at Ravensholt; tools taken from the back.", "notes.txt")
    topics = PartTopics("tools left in the van at Ravensholt overnight", (rule, named))
    assert topics.coverage(named.text) > topics.coverage("Tools were in the back.")
    assert answering("what about Ravensholt", (rule, other)) == []


def test_a_number_of_days_asked_for_is_a_time() -> None:
    # Trap: "no. of days" was not read as asking for a time, so a sentence that pays "on unused days" answered.
    unused = passage("p6.c1", "Curtailment is paid on complete unused days divided by total trip days.")
    target = passage("p6.c2", "We aim to pay a claim within 7 working days once the amount is agreed.")
    assert answering("target no. of days to pay a claim once agreed?", (unused, target)) == [target]
    assert answering("the number of days we take to pay once agreed", (unused,)) == []
    # Its twin: a part asking for no time is answered by the rule as before.
    assert answering("how curtailment is paid", (unused,)) == [unused]


def test_a_hedge_or_a_reflexive_pronoun_is_no_topic() -> None:
    # Trap: "only" and "herself" were topic words no answering passage repeats.
    assert topic_words("cash only") == {"cash"}
    assert topic_words("can she settle with the other driver herself") == {"other", "driver"}
    cash = passage("p2.c7", "The most we will pay for cash is £250.")
    assert answering("cash only 250", (cash, passage("p2.c8", "We pay for lost keys."))) == [cash]
