"""Which customer and policy a document is for, read from its header at ingest (``vouch.ingest.parties``):
what lets a letter use its own customer's schedule and never another's."""

from __future__ import annotations

from pathlib import Path

from tests.ingest.ingest_support import pdf_bytes, quiet_services, sample
from vouch.ingest.parties import parties_in, policy_ref_in, surnames
from vouch.ingest.pipeline import ingest_file
from vouch.settings import Settings


def test_a_schedule_header_names_its_policy_and_its_customer() -> None:
    lines = ["Motor Insurance Schedule", "Policy number  FMG-PC-6609953", "Policyholder  Ms Sinead Mulholland"]
    assert policy_ref_in(lines) == "FMG-PC-6609953"
    assert parties_in(lines) == ("Ms Sinead Mulholland",)
    declarations = [
        "Policy No.:     GRC-HO4-4471902 (Renters, GRC 04 90 attached)",
        "Named Insured  Ortega Family Bakery LLC",
    ]
    assert policy_ref_in(declarations) == "GRC-HO4-4471902"
    assert surnames(parties_in(declarations)) == {"Ortega"}, "a firm is named by its first word"


def test_a_value_running_into_the_next_label_ends_before_it() -> None:
    assert parties_in(["Named Insured:  Ms. Talia Brennerman Risk Address:   2210 Larkin Street"]) == (
        "Ms. Talia Brennerman",
    )
    assert parties_in(["Policyholder: Mr Dev Patel Address: 14 Larkspur Close"]) == ("Mr Dev Patel",)


def test_an_endorsement_header_in_prose_names_its_schedule_and_customer() -> None:
    # One customer's endorsement says whose policy it changes in a sentence, not a label table.
    prose = ["Policy schedule: MCS-26-31177. Policyholder: Ms Harriet Fenwick-Dale. Effective date: 1 October 2026."]
    assert policy_ref_in(prose) == "MCS-26-31177"
    assert parties_in(prose) == ("Ms Harriet Fenwick-Dale",)
    assert policy_ref_in(["Schedule no. KLW/2291/0456"]) == "KLW/2291/0456"
    # Twins: the dots of a title and an initial end nothing; a wording naming "the schedule" names no policy.
    assert parties_in(["Policyholder: Mrs. J. Okonkwo-Baird. Renewal: 1 May"]) == ("Mrs. J. Okonkwo-Baird",)
    assert policy_ref_in(["The excess is shown in the schedule. See Section 4."]) is None


def test_joint_policyholders_are_named_by_the_family_name_they_share() -> None:
    joint = parties_in(["Policyholder Mr Declan and Mrs Ruth Ollerenshaw", "Correspondence address 14 Fern Road"])
    assert joint == ("Mr Declan and Mrs Ruth Ollerenshaw",)
    assert surnames(joint) == {"Ollerenshaw"}, "'Declan' is a given name, not how an instruction names them"
    assert surnames(parties_in(["Insured: Mr and Mrs Okafor"])) == {"Okafor"}
    # Twins: two people with their own family names are both named; one person stays one person.
    assert surnames(parties_in(["Policyholder: Ms Ana Ruiz & Mr Tom Hale"])) == {"Ruiz", "Hale"}
    assert surnames(parties_in(["Policyholder  Ms Sinead Mulholland"])) == {"Mulholland"}


def test_a_wording_is_nobody_s_policy() -> None:
    wording = [
        "Pembervale Lifetime Pet Cover - Policy wording PPI/LT/0626",
        "TOURING CARAVAN AND MOTORHOME POLICY (CLI/TCM/26)",
        "Call Customer Relations on 01632 960271.",
        "Insured persons are shown in the schedule.",
    ]
    assert policy_ref_in(wording) is None
    assert parties_in(wording) == ()


def test_ingest_records_the_schedule_s_policy_and_the_claim_file_s(tmp_path: Path) -> None:
    services, _ = quiet_services(Settings(data_dir=tmp_path))
    services.collections.create("c", "c", created_by="test")
    schedule = ingest_file(
        services, "c", "schedule-2024.pdf", sample("schedule-2024.pdf"), document_id="policies/schedule-2024.pdf"
    )
    assert schedule.error is None
    notes = pdf_bytes(
        "Claim ref: HM-CL-88214", "Policy no: HM-PP-20431", "Policyholder: Ms Priya Ellacott", "Loss of rent claim."
    )
    claim = ingest_file(services, "c", "notes.pdf", notes, document_id="claims/HM-CL-88214/notes.pdf")
    assert claim.error is None
    docs = {d.info.document_id: d.info for d in services.passages.documents("c")}
    held = docs["policies/schedule-2024.pdf"]
    assert (held.policy_ref, held.parties, held.customer_document) == ("HM-PP-20431", ("Ms Priya Ellacott",), True)
    on_file = docs["claims/HM-CL-88214/notes.pdf"]
    assert (on_file.claim_ref, on_file.policy_ref, on_file.customer_document) == ("HM-CL-88214", "HM-PP-20431", False)


def test_a_customer_document_s_unlabelled_number_under_its_title_is_its_policy(tmp_path: Path) -> None:
    # Declarations that print their number alone under the title, and a schedule that ends its title with it:
    # each is one customer's document, so a letter about another customer's claim never draws on it.
    services, _ = quiet_services(Settings(data_dir=tmp_path))
    services.collections.create("c", "c", created_by="test")
    declarations = pdf_bytes(
        "Tamarack Bluff Insurance Company - Declarations",
        "DF-2204891",
        "Named insured: Wanda Szymanski",
        "Described location 1290 Quarry Hill Road, Millrace, OH 44802",
        "Deductible $2,500",
    )
    schedule = pdf_bytes(
        "Cobbleford Business Insurance plc - Schedule CBS-5106273",
        "Insured: Lantham Street Provisions Ltd",
        "Stock sum insured £24,000",
    )
    # Twins: a wording's form code on its cover is nobody's policy; a claim file's own reference is the claim's,
    # not its policy.
    wording = pdf_bytes("Dwelling Property 3 - Special Form", "TB-DP3-2026", "Coverage A - Dwelling.", "We insure.")
    notes = pdf_bytes("TBC-26-7725", "Insured:  Wanda Szymanski", "Burst pipe reported.")
    for name, data in (
        ("policies/dec.pdf", declarations),
        ("policies/schedule.pdf", schedule),
        ("policies/form.pdf", wording),
        ("claims/TBC-26-7725/notes.pdf", notes),
    ):
        assert ingest_file(services, "c", name.rsplit("/", 1)[1], data, document_id=name).error is None
    docs = {d.info.document_id: d.info for d in services.passages.documents("c")}
    assert (docs["policies/dec.pdf"].policy_ref, docs["policies/dec.pdf"].customer_document) == ("DF-2204891", True)
    assert docs["policies/schedule.pdf"].policy_ref == "CBS-5106273"
    assert docs["policies/schedule.pdf"].customer_document
    assert docs["policies/form.pdf"].policy_ref is None
    assert docs["claims/TBC-26-7725/notes.pdf"].policy_ref is None
