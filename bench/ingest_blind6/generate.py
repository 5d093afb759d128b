"""Generate blind ingest corpus 6 (cyber, wedding cancellation, US nursery & greenhouse). Deterministic."""
import io, os, sys, json, quopri, random
import numpy as np
from PIL import Image, ImageFilter
import pypdfium2 as pdfium
from reportlab.pdfgen import canvas
from reportlab.lib.pagesizes import A4, letter
from reportlab.pdfbase.pdfmetrics import stringWidth
import docx
from docx.shared import Pt
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from engine6 import PDF, save_docx, BOLD, ITAL, wrap

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "documents")
KEY = []  # passages in order


def register(fname, passages, scanned=False):
    for p in passages:
        KEY.append(dict(file="documents/" + fname, page=p.get("page", 1), kind=p["kind"], heading=p["heading"],
                        clause=p.get("clause"), entry=p.get("entry"), text=p["text"], table=p.get("table"),
                        scanned=scanned, ends_on_page=p.get("end"), q=p.get("q")))


# ---------------------------------------------------------------- Quarrendon wording
def quarrendon_wording():
    def hdr(c, i, N, d):
        c.setFont("Times-Italic", 8.5)
        c.drawString(d.L, A4[1] - 40, "Quarrendon Cyber Underwriting Ltd")
        c.drawRightString(A4[0] - d.R, A4[1] - 40, "CyberSure for Small Business")

    def ftr(c, i, N, d):
        c.setFont("Times-Roman", 8)
        c.drawString(d.L, 40, "QCU-26 (07/26)")
        c.drawRightString(A4[0] - d.R, 40, "%d/%d" % (i, N))

    d = PDF("quarrendon-cybersure-policy-wording-QCU-26.pdf", A4, "Times-Roman", 10, 12.65, (64, 64, 62, 66),
            hdr, ftr, deco_first=False, title="CyberSure policy wording QCU-26", split_clauses=True)
    d.title("CyberSure for Small Business", 16)
    d.title("Policy wording QCU-26", 11, font="Times-Italic", after=8)
    d.heading = "CyberSure for Small Business"
    d.para("This wording, your schedule and any endorsements form one contract between the business named in the schedule and Quarrendon Cyber Underwriting Ltd. Cover applies only to the sections shown as operative in your schedule.",
           q="Which sections of the cyber policy actually apply to the business?")
    d.para("Words defined below keep the same meaning wherever they appear in this wording, the schedule and any endorsement.")
    d.heading_line("Definitions")
    defs = [
        ("Cyber event:", "any unauthorised access to, use of, or introduction of malicious code into your computer system, or a denial of service attack directed at it.", "What counts as a cyber event under the CyberSure wording?"),
        ("Computer system:", "hardware, software and cloud services that you own, lease or subscribe to and use for your business, including those operated for you by an IT provider under a written contract.", "Does the computer system include services run for the business by its IT provider?"),
        ("Extortion demand:", "a threat to damage, disclose or keep encrypted your data or to disrupt your computer system unless a payment is made.", None),
        ("Incident response line:", "the 24-hour telephone service on 01632 960418 run for us by our appointed breach panel.", "What number should a cyber policyholder ring first when they find an attack?"),
        ("Waiting period:", "the number of hours shown in the schedule that must pass after an interruption begins before loss of income is covered.", None),
        ("Indemnity period:", "the period beginning when the interruption begins and lasting no longer than the number of months shown in the schedule.", None),
        ("Panel provider:", "a forensic, legal or public relations firm appointed by us from our breach panel.", None),
    ]
    for t, b, q in defs:
        d.item(None, b, kind="definition", runin=t, keep_runin=True, q=q, split=False)
    S = [
        ("Section 1 – Incident response", [
            ("1.1", "We will pay the reasonable costs of panel providers to investigate, contain and end a cyber event first discovered during the period of insurance and reported to the incident response line within 72 hours of discovery.", "Within how long must a cyber event be reported for incident response costs to be paid?"),
            ("1.2", "Where you use a firm that is not a panel provider without our written agreement, we will pay no more than the panel provider would have charged for the same work.", "What if the business uses its own forensic firm rather than one from the panel?"),
            ("1.3", "Cover under this section also includes:", None),
            ("(a)", "notifying affected individuals and the Information Commissioner's Office where the law requires it;", None),
            ("(b)", "credit monitoring for affected individuals for up to 12 months;", "For how long will credit monitoring be paid for people whose data was exposed?"),
            ("(c)", "public relations advice to limit damage to your reputation, up to £5,000 for any one cyber event.", "Is there a limit on PR advice after a cyber attack?"),
        ]),
        ("Section 2 – Business interruption", [
            ("2.1", "We will pay your loss of income and increased costs of working during the indemnity period if your business is interrupted by a cyber event, once the waiting period has passed.", None),
            ("2.2", "Loss of income is the net profit you would have earned, less any costs that stop because of the interruption, worked out from your accounts for the 12 months before the cyber event.", "How is loss of income calculated for a cyber business interruption claim?"),
            ("2.3", "We will not pay for interruption caused by:", None),
            ("(a)", "the failure of an electricity, telecommunications or internet supply that you do not control;", "Is an internet outage at the supplier covered as business interruption?"),
            ("(b)", "planned maintenance or an upgrade of your computer system, unless the cyber event happened during it;", None),
            ("(c)", "a cyber event at a cloud provider that affects its customers generally rather than you alone.", None),
            ("2.4", "The waiting period and the indemnity period are shown in the schedule. If none is shown, the waiting period is 8 hours and the indemnity period is 6 months.", "What waiting period applies if the schedule does not show one?"),
        ]),
        ("Section 3 – Data restoration", [
            ("3.1", "We will pay the cost of restoring or recreating your data and software from back-ups or other sources after a cyber event, including the cost of the IT provider's time to load and test the restored data.", None),
            ("3.2", "If your data cannot be restored, we will pay the cost of establishing that fact, and nothing more for that data.", "What do we pay if the data turns out to be unrecoverable?"),
            ("3.3", "We will not pay to improve your computer system beyond the standard it was at before the cyber event, except for security patches recommended by a panel provider, up to £2,500.", "Will the policy pay for security improvements recommended after the attack?"),
        ]),
        ("Section 4 – Cyber extortion", [
            ("4.1", "We will pay a ransom or the value of goods or services given up to end an extortion demand, together with the fees of a panel provider to negotiate, up to the cyber extortion limit in the schedule.", None),
            ("4.2", "We will only pay a ransom if:", None),
            ("(a)", "you have reported the extortion demand to us and to the police before any payment is made;", "Does the ransom demand have to be reported to the police before payment?"),
            ("(b)", "we have agreed in writing that paying is reasonable, which we will decide with advice from a panel provider; and", None),
            ("(c)", "the payment would not break:", None),
            ("(i)", "any sanctions law of the United Kingdom, the United Nations or the European Union; or", "Which sanctions laws must a ransom payment not break?"),
            ("(ii)", "the Terrorism Act 2000 or any similar law.", None),
            ("4.3", "The most we will pay under this section in any one period of insurance is the cyber extortion limit, whatever the number of extortion demands made during that period, and the fees of the panel provider who negotiates count towards that limit.", "Do the negotiator's fees count towards the extortion limit?"),
        ]),
        ("Section 5 – Privacy liability", [
            ("5.1", "We will pay damages and defence costs for claims made against you during the period of insurance arising from the loss or disclosure of personal data you hold.", None),
            ("5.2", "We will also pay fines and penalties imposed by a data protection regulator where the law allows them to be insured, up to £50,000 in total.", "Are regulator's fines covered under privacy liability, and up to what amount?"),
            ("5.3", "We will not pay for claims brought by one insured against another, or by your parent or subsidiary company.", None),
        ]),
    ]
    for head, items in S:
        d.heading_line(head)
        num, sub = None, None
        for lab, body, q in items:
            if lab.startswith("(") and lab.strip("()") in ("i", "ii", "iii"):
                cl, ind = "%s%s%s" % (num, sub, lab), 52
                if body.endswith(":"):
                    continue
            elif lab.startswith("("):
                sub = lab
                cl, ind = num + lab, 26
            else:
                num, sub = lab, None
                cl, ind = lab, 0
            if body.endswith(":"):
                d.item(lab, body, clause=cl, indent=ind, label_w=26, passage=False)
            else:
                d.item(lab, body, clause=cl, indent=ind, label_w=26, q=q)
    d.heading_line("General exclusions")
    d.para("We will not pay for:", passage=False)
    ge = [("(a)", "any cyber event that began before the retroactive date in the schedule, even if it is first discovered during the period of insurance;", "Is an attack that started before the retroactive date covered if it is found later?"),
          ("(b)", "loss caused by war or by a cyber operation carried out by or for a state, except where the operation was not aimed at the United Kingdom and only affected you incidentally;", None),
          ("(c)", "the value of any money or cryptocurrency stolen from your accounts, other than a ransom paid under Section 4;", "Does the cyber policy cover money stolen from the firm's bank account?"),
          ("(d)", "costs arising from:", None),
          ("(i)", "a failure to renew a domain name or software licence;", None),
          ("(ii)", "the seizure of your computer system by a public authority;", "Is seizure of the computers by the police or another authority covered?"),
          ("(iii)", "wear, tear or gradual deterioration of hardware.", None)]
    sub = None
    for lab, body, q in ge:
        if lab in ("(i)", "(ii)", "(iii)"):
            d.item(lab, body, clause=sub + lab, indent=52, label_w=26, q=q)
        elif body.endswith(":"):
            sub = lab
            d.item(lab, body, clause=lab, indent=26, label_w=26, passage=False)
        else:
            sub = lab
            d.item(lab, body, clause=lab, indent=26, label_w=26, q=q)
    d.heading_line("General conditions")
    gc = [
        (1, "Reasonable precautions.", "You must take reasonable steps to keep your computer system secure, including installing security updates within 14 days of release and keeping anti-virus software active on every device that connects to it.", "How quickly must security updates be installed under the precautions condition?"),
        (2, "Back-ups.", "You must back up your business data at least once every 7 days to a copy that is kept offline or in a separate cloud account that the main system cannot overwrite. If you have not, we will not pay the cost of recreating data that a back-up made in line with this condition would have held.", "How often must the business back up its data, and what happens if it does not?"),
        (3, "Reporting.", "You must call the incident response line as soon as you discover a cyber event, and in any case within 72 hours. You must not admit liability, or negotiate with anyone making an extortion demand, without our written agreement.", "Can the customer talk to the hackers directly about the ransom?"),
        (4, "Other insurance.", "If any loss is also covered by another policy, we will pay only our rateable share.", None),
        (5, "Multi-factor authentication.", "Remote access to your e-mail and computer system must be protected by multi-factor authentication. If it is not, and the cyber event happened through remote access, we will reduce any payment under Sections 1 to 4 by 25%.", "What did the printed wording say about reductions where multi-factor authentication was missing?"),
        (6, "Fraud.", "If a claim is fraudulent in any way, we will not pay it and may cancel the policy from the date of the fraud, keeping any premium paid.", None),
        (7, "Cancellation.", "You may cancel this policy at any time by telling your broker. We may cancel it by giving you 30 days' notice in writing to your last known address, and we will only do so for a valid reason, such as non-payment of premium, a change in your business that we cannot insure, or your failure to provide information we have asked for.", "How much notice must the insurer give to cancel the cyber policy?"),
    ]
    for n, t, b, q in gc:
        d.item(None, b, clause="General condition %d" % n, runin="General condition %d – %s" % (n, t),
               heading="General condition %d – %s" % (n, t[:-1]), q=q)
    d.item("(a)", "If you cancel within the first 14 days, we will refund the full premium unless a claim has been made.",
           clause="General condition 7(a)", indent=26, label_w=26, heading="General condition 7 – Cancellation",
           q="Does the customer get all the premium back if they cancel in the first fortnight?")
    d.item("(b)", "After 14 days, we will refund the premium for the unexpired period less an administration fee of £35, provided no claim has been made.",
           clause="General condition 7(b)", indent=26, label_w=26, heading="General condition 7 – Cancellation")
    d.item(None, "We will not provide cover or pay any claim where doing so would expose us to a sanction, prohibition or restriction under the laws of the United Kingdom, the European Union or the United States of America.",
           clause="General condition 8", runin="General condition 8 – Sanctions.", heading="General condition 8 – Sanctions")
    d.heading_line("Complaints")
    d.para("If you are unhappy with how we have handled your claim, write to the Complaints Manager, Quarrendon Cyber Underwriting Ltd, 4 Saltings Court, Wenbury WB3 7QF, or e-mail complaints@quarrendon-cyber.example. You may then be able to refer your complaint to the Financial Ombudsman Service.",
           q="Where does a cyber customer send a complaint?")
    d.save(OUT)
    register(d.fname, d.passages)


def quarrendon_schedule():
    def ftr(c, i, N, d):
        c.setFont("Helvetica", 7.5)
        c.drawString(d.L, 34, "Quarrendon Cyber Underwriting Ltd, 4 Saltings Court, Wenbury WB3 7QF. Registered in England No. 11904527.")
        c.drawRightString(A4[0] - d.R, 34, "QCU-5520314")

    def hdr(c, i, N, d):
        c.setFont("Helvetica-Bold", 12)
        c.drawString(d.L, A4[1] - 44, "QUARRENDON")
        c.setFont("Helvetica", 9)
        c.drawString(d.L + 86, A4[1] - 44, "Cyber Underwriting")
        c.setLineWidth(1.2)
        c.line(d.L, A4[1] - 50, A4[0] - d.R, A4[1] - 50)

    d = PDF("quarrendon-schedule-QCU-5520314.pdf", A4, "Helvetica", 9.2, 12.5, (56, 56, 70, 56), hdr, ftr,
            deco_first=True, title="Schedule QCU-5520314")
    d.title("CyberSure policy schedule", 14)
    W = d.W
    d.table("Policy details", [(150, "left"), (W - 150, "left")], [
        ["Policy number", "QCU-5520314"],
        ["Policyholder", "Ostlers Yard Opticians Ltd"],
        ["Address", "2 Ostlers Yard, Kelmscombe KE4 9DX"],
        ["Broker", "Morrow Latch Insurance Brokers Ltd"],
        ["Period of insurance", "01/07/2026 to 30/06/2027, both days inclusive"],
        ["Retroactive date", "01/07/2023"],
        ["Declared annual turnover", "£1,240,000"],
        ["Premium", "£1,386.00 including Insurance Premium Tax"],
    ], style="rows", qs={3: "Who is the broker on the opticians' cyber policy?", 5: "What retroactive date applies to policy QCU-5520314?",
                         4: "When does the opticians' cyber cover start and end?"})
    d.table("Sections and limits", [(150, "left"), (62, "center"), (90, "right"), (W - 302, "right")], [
        ["1 Incident response", "Yes", "£100,000", "£1,000"],
        ["2 Business interruption", "Yes", "£75,000", "12 hours"],
        ["3 Data restoration", "Yes", "£50,000", "£1,000"],
        ["4 Cyber extortion", "Yes", "£25,000", "£2,500"],
        ["5 Privacy liability", "No", "", ""],
        ["Aggregate for all sections", "", "£150,000", ""],
    ], header=["Section", "Operative", "Limit", "Excess / waiting period"], style="grid",
        qs={0: "What is the limit and excess for incident response on the opticians' policy?", 3: "What is the cyber extortion limit shown on the schedule?",
            4: "Is privacy liability cover operative for Ostlers Yard Opticians?", 5: "What is the most the policy pays across all sections together?"})
    d.table("Business interruption", [(150, "left"), (W - 150, "left")], [
        ["Waiting period", "12 hours from the start of the interruption"],
        ["Indemnity period", "3 months"],
        ["Basis of cover", "Loss of income as defined in clause 2.2 of the wording"],
    ], style="rows", qs={1: "How long is the indemnity period for business interruption on the opticians' policy?"})
    d.heading_line("Endorsements applying", size=10)
    d.table(None, [(60, "left"), (W - 60, "left")], [
        ["QE4", "Multi-factor authentication (replaces General condition 5 of wording QCU-26)"],
        ["QE11", "Named IT provider: Brackwater Systems Ltd, Unit 6 Hazel Row, Kelmscombe"],
    ], style="none", heading="Endorsements applying",
        qs={1: "Which IT provider is named on the opticians' cyber schedule?"})
    d.para("This schedule replaces any schedule previously issued for this policy. Please check it and tell your broker within 14 days if anything is wrong. Issued 24/06/2026.",
           heading="Endorsements applying")
    d.save(OUT)
    register(d.fname, d.passages)


def quarrendon_endorsement():
    def ftr(c, i, N, d):
        c.setFont("Times-Italic", 8)
        c.drawCentredString(A4[0] / 2, 40, "Endorsement QE4 (06/26) – to be read with wording QCU-26 and schedule QCU-5520314")

    d = PDF("quarrendon-endorsement-QE4-QCU-5520314.pdf", A4, "Times-Roman", 10.5, 14, (72, 72, 80, 70), None, ftr,
            deco_first=True, title="Endorsement QE4")
    d.title("Endorsement QE4", 15)
    d.title("Multi-factor authentication", 12, font="Times-Italic", after=10)
    d.heading = "Endorsement QE4 – Multi-factor authentication"
    d.para("This endorsement applies to policy QCU-5520314 from 01/07/2026. It deletes General condition 5 of wording QCU-26 and replaces it with the condition below. All other terms of the policy are unchanged.",
           q="Which condition of the wording does endorsement QE4 take the place of?")
    for lab, body, q in [
        ("QE4.1", "Remote access to your e-mail, accounting and patient records systems must be protected by multi-factor authentication for every user, including locum staff and your IT provider.", "Do locum staff accounts need multi-factor authentication under QE4?"),
        ("QE4.2", "If multi-factor authentication was not in place on the account through which the cyber event began, the most we will pay under Section 4 is £10,000 and the excess for each of Sections 1 to 3 is £5,000.", "What happens to the extortion limit and the excess if the attacker got in through an account without MFA?"),
        ("QE4.3", "Clause QE4.2 does not apply if you can show that the missing multi-factor authentication did not contribute to the cyber event.", "Is there a way for the customer to avoid the QE4.2 penalty?"),
        ("QE4.4", "You must keep a written record of which users have multi-factor authentication and give it to us within 7 days of our request.", None),
    ]:
        d.item(lab, body, clause=lab, label_w=44, q=q)
    d.save(OUT)
    register(d.fname, d.passages)


# ---------------------------------------------------------------- text file notes
def wrap_plain(text, width):
    out, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            out.append(cur)
            cur = w
        else:
            cur = (cur + " " + w) if cur else w
    out.append(cur)
    return out


def quarrendon_notes():
    fname = "quarrendon-claim-notes-QCC-26-2281.txt"
    entries = [
        ("14/09/2026 10:05", "Priya Venn (Cyber Claims)", "FNOL from Ms Dara Quill, practice manager. Staff arrived 08:10 to a ransom note on the reception PC; patient records server encrypted. Incident response line called at 09:30, inside 72 hours. Panel provider Tansley Rook Forensics LLP appointed at 09:50.", "When was the opticians' ransomware attack discovered and reported?"),
        ("14/09/2026 16:40", "Tansley Rook Forensics (portal upload)", "Initial triage: entry through the remote desktop account of a locum optometrist, last used 12/09/2026. That account had no multi-factor authentication. Demand is 1.6 BTC, about £92,000 at today's rate, deadline 72 hours.", "How did the attackers get into the opticians' system?"),
        ("15/09/2026 11:20", "Priya Venn (Cyber Claims)", "Cover: endorsement QE4 applies because the entry account had no MFA. Section 4 capped at £10,000 instead of the £25,000 schedule limit, and the excess for Sections 1 to 3 is £5,000 instead of £1,000. Broker Morrow Latch told by phone.", "What did the handler decide about the extortion limit once QE4 was applied?"),
        ("16/09/2026 09:15", "Priya Venn (Cyber Claims)", "Back-ups: offline copy dated 11/09/2026, three days before the attack, so General condition 2 is met. Insured has decided not to pay the ransom. Brackwater Systems restoring from back-up.", "Did the opticians comply with the back-up condition?"),
        ("22/09/2026 14:00", "Owen Strachan (BI Team)", "Practice closed 14/09/2026 to 18/09/2026, five trading days. Waiting period 12 hours per schedule. Loss of income claimed £8,940; asked the accountant for monthly management accounts for the past 12 months.", "How much loss of income have the opticians claimed and for how long were they closed?"),
        ("02/10/2026 10:30", "Priya Venn (Cyber Claims)", "Tansley Rook invoice TRF-7731 received: £11,875.00 plus VAT £2,375.00, total £14,250.00. Within the Section 1 limit. Less the £5,000 QE4 excess leaves £9,250.00 to pay. Ms Quill argued QE4.3, but entry was through the unprotected account, so QE4.3 is not met.", "How much of the forensic invoice will be paid after the excess?"),
        ("05/10/2026 15:10", "Priya Venn (Cyber Claims)", "Brackwater Systems restoration invoice £3,150.00 under Section 3. Below the £5,000 excess for that section, so nothing payable. Payment of £9,250.00 to Tansley Rook authorised; letter to insured explaining both excesses.", "Is anything payable for Brackwater's restoration work?"),
    ]
    lines = ["QUARRENDON CYBER UNDERWRITING LTD - CLAIM NOTES", "Claim QCC-26-2281   Policy QCU-5520314   Ostlers Yard Opticians Ltd", "=" * 72, ""]
    ps = []
    for i, (dt, who, body, q) in enumerate(entries, 1):
        lab = "[%02d]" % i
        lines.append("%s %s  %s" % (lab, dt, who))
        lines += ["    " + l for l in wrap_plain(body, 68)]
        lines.append("")
        ps.append(dict(kind="file_note_entry", heading="Claim notes QCC-26-2281", entry=lab,
                       text="%s %s %s" % (dt, who, body), q=q))
    open(os.path.join(OUT, fname), "w", newline="\n").write("\n".join(lines))
    register(fname, ps)


def sandhill_log():
    fname = "sandhill-adjuster-log-SCM-26-1174.txt"
    entries = [
        ("06/22/2026  08:30 CDT", "T. MARLOWE / CLAIMS INTAKE", "Insured Dale Ferrin, owner, reports hailstorm 06/21 about 7:40 PM. Glass broken in GH-1, polycarbonate cracked in GH-2, film shredded on GH-3. Field stock in rows 12 to 20 stripped. Notice given next morning, inside the 5 days required by D.2(a).", "When did the insured report the hailstorm and when did it hit?"),
        ("06/23/2026  14:05 CDT", "R. DELACROIX / FIELD ADJ", "Inspected Loc 1. Rows 12 to 20 are about 300 ft from the nearest greenhouse and have no shade cloth or windbreak netting, so A.3 is not met and open field stock is not covered for hail. Container stock inside GH-2 damaged by falling panels.", "Why is the field stock in rows 12 to 20 not covered?"),
        ("06/24/2026  09:10 CDT", "R. DELACROIX / FIELD ADJ", "GH-3 film was last replaced in spring 2021, more than 4 years before the loss, so B.2 limits the film to actual cash value. Requested estimate from Glasswing Glazing Co.", "What does the adjuster say about the GH-3 film cover?"),
        ("06/29/2026  16:45 CDT", "R. DELACROIX / FIELD ADJ", "Glasswing estimate GW-2260 received, total $41,870.00. Insured would like to replace GH-1 glass with twin-wall polycarbonate; under B.3 we pay the lesser of glass or polycarbonate, and the estimate is priced on glass.", "What is the total of the Glasswing glazing estimate?"),
        ("07/01/2026  10:20 CDT", "R. DELACROIX / FIELD ADJ", "Last physical count 03/14/2026, copy held at the Harlan & Voss agency office, so D.3 is satisfied and no 75% cap. Damaged stock per the insured's count sheet of 06/25/2026 is $23,410.00 at sale value before the per-tree limit.", "Was the inventory condition met at Larkspur Flats?"),
        ("07/06/2026  11:00 CDT", "M. ABERNATHY / CLAIMS SUPV", "Per-tree limit is $400 under the Declarations, not $250 as printed in the form. Four Autumn Blaze maples at $520 each reduced to $400 each, a $480 reduction. Coverage A $22,930.00 less $5,000 deductible = $17,930.00.", "How much is payable under Coverage A after the per-tree limit and deductible?"),
        ("07/08/2026  15:30 CDT", "R. DELACROIX / FIELD ADJ", "Coverage B: Glasswing $41,870.00 less GH-3 film depreciation $2,140.00 = $39,730.00, less $2,500 deductible = $37,230.00. Sworn proof of loss mailed 07/08; payment due within 30 days of its return.", "What is the Coverage B payment for the greenhouses?"),
    ]
    lines = ["SANDHILL CRANE MUTUAL INSURANCE COMPANY", "ADJUSTER LOG  CLAIM SCM-26-1174  POLICY SCM-NS-20931", "INSURED: LARKSPUR FLATS GROWERS LLC   DATE OF LOSS: 06/21/2026", "-" * 66]
    ps = []
    for i, (dt, who, body, q) in enumerate(entries, 1):
        lab = "ENTRY %02d" % i
        lines.append("%s   %s   %s" % (dt, lab, who))
        lines += ["  " + l for l in wrap_plain(body, 64)]
        lines.append("-" * 66)
        ps.append(dict(kind="file_note_entry", heading="Adjuster log SCM-26-1174", entry=lab,
                       text="%s %s %s" % (" ".join(dt.split()), who, body), q=q))
    open(os.path.join(OUT, fname), "w", newline="").write("\r\n".join(lines) + "\r\n")
    register(fname, ps)


# ---------------------------------------------------------------- Peverell
def peverell_wording():
    def hdr(c, i, N, d):
        c.setFont("Helvetica-Bold", 8)
        c.drawString(d.L, A4[1] - 38, "PEVERELL OCCASIONS INSURANCE LTD")
        c.setFont("Helvetica", 8)
        c.drawRightString(A4[0] - d.R, A4[1] - 38, "Wedding and Civil Partnership Cover  |  PO-WED-26")

    def ftr(c, i, N, d):
        c.setFont("Helvetica", 7.5)
        c.drawCentredString(A4[0] / 2, 36, "Page %d" % i)

    d = PDF("peverell-wedding-cover-wording-PO-WED-26.pdf", A4, "Helvetica", 9.3, 12.4, (58, 58, 60, 58), hdr, ftr,
            deco_first=False, title="Wedding cover PO-WED-26")
    d.title("Wedding and Civil Partnership Cover", 15)
    d.heading = "Wedding and Civil Partnership Cover"
    d.para("Thank you for choosing Peverell. This booklet explains the cover for your wedding or civil partnership. The plan you chose and your limits are shown in your schedule; where your schedule shows a different figure from this booklet, the schedule applies.",
           q="If the schedule and the booklet show different figures, which one counts?")
    W = d.W
    d.table("What we mean by these words", [(110, "left"), (W - 110, "left")], [
        ["Ceremony", wrap("The legal marriage or civil partnership ceremony named in your schedule, and the reception held on the same day.".split(), "Helvetica", 8.8, W - 118, W - 118)],
        ["Supplier", wrap("A business you have booked under a contract to provide goods or services for the wedding, such as a caterer, florist, photographer or car hire firm.".split(), "Helvetica", 8.8, W - 118, W - 118)],
        ["Venue", wrap("The place where the ceremony or reception is to be held, as named in your schedule or any replacement place you tell us about.".split(), "Helvetica", 8.8, W - 118, W - 118)],
        ["Close relative", wrap("A parent, step-parent, grandparent, child, brother or sister of either of you.".split(), "Helvetica", 8.8, W - 118, W - 118)],
        ["Irrecoverable costs", wrap("Deposits and charges you have paid or are contracted to pay which you cannot get back from the supplier, the venue, a card issuer or anyone else.".split(), "Helvetica", 8.8, W - 118, W - 118)],
    ], header=["Word", "Meaning"], style="grid", kind="definition",
        qs={1: "Does the wedding policy treat a friend helping out informally as a supplier?", 4: "What does the policy count as costs that cannot be recovered?"})
    secs = [
        ("1. Cancellation – circumstances beyond your control", [
            (None, "We will pay your irrecoverable costs if the wedding has to be cancelled because of one of the following:", None, False),
            ("(a)", "the death, injury or serious illness of either of you or a close relative;", "Does the policy cover cancellation because a grandparent becomes seriously ill?"),
            ("(b)", "the venue being unable to hold the wedding because of fire, flood, damage or its insolvency;", "Is the venue going bust a covered reason for cancelling the wedding?"),
            ("(c)", "either of you being made redundant, provided you had been employed by the same employer for at least 2 years;", "Is redundancy covered if one of the couple had only worked for the employer for 18 months?"),
            ("(d)", "a posting abroad by the armed forces for either of you that was not known when you took out the policy.", None),
        ]),
        ("2. Rearrangement – moving the date or the venue", [
            (None, "If the wedding can go ahead on another date or at another venue instead of being cancelled for a reason under section 1, we will pay the additional costs of rearranging it, up to the cancellation limit shown in your schedule.", "Can the couple claim the extra cost of a replacement venue rather than cancelling?"),
        ]),
        ("3. Cancellation – what we will not pay", [
            (None, "We will not pay if the wedding is cancelled because either of you decides not to go ahead, or because of a financial reason other than redundancy under section 1(c).", "Is a change of heart by one of the couple covered?"),
            (None, "We will not pay for any circumstance you knew about when you bought this policy and which could reasonably be expected to lead to a claim.", None),
        ]),
        ("4. Supplier failure – a supplier going out of business", [
            (None, "We will pay irrecoverable deposits if a supplier goes out of business or cannot provide its service, and the extra cost of replacing that supplier, up to the supplier failure limit in your schedule.", None),
            (None, "We will not pay if the supplier is a close relative or friend of either of you, or if the supplier was booked after the date your policy was issued without a written contract.", "Is a supplier booked by text message after the policy started covered?"),
        ]),
        ("5. Wedding attire – damage to the dress and suits", [
            (None, "We will pay to repair the wedding dress, suits and accessories bought or hired for either of you if they are lost or damaged in the 7 days before the wedding or on the day, or to replace them if they cannot be repaired, up to the attire limit.", "Is a dress damaged a fortnight before the wedding covered?"),
        ]),
        ("6. Rings, flowers and cake – loss or damage", [
            (None, "We will pay for the loss of or damage to the wedding rings, flowers and cake in the 24 hours before the ceremony and on the day, up to £1,500 for the rings, £750 for the flowers and £750 for the cake.", "How much is the cover for the rings and for the cake?"),
        ]),
        ("7. Photographs and video – failure to produce", [
            (None, "If the photographer or videographer fails to attend, or the images are lost or damaged before they reach you, we will pay to re-stage photographs with the main members of the wedding party, up to the photographs limit. If re-staging is not possible, we will refund the cost of the photographer or videographer.", None),
        ]),
        ("8. Public liability – injury and damage at the venue", [
            (None, "We will pay up to £2,000,000 for amounts you are legally liable to pay for accidental injury to any person or accidental damage to property during the wedding.", None),
        ]),
        ("9. Excess – what you pay first", [
            (None, "You pay the first £100 of each claim under sections 1 to 7, unless your schedule shows a different amount. No excess applies to section 8.", "What excess does the booklet print for a wedding claim?"),
        ]),
        ("10. Claims – telling us", [
            (None, "You must tell us as soon as possible, and within 31 days of the event that causes the claim, by calling 01632 960277 or using the online claim form. If you tell us later and that has made the loss worse, we may reduce what we pay.", "How long has the couple got to tell Peverell about a claim?"),
        ]),
        ("11. Fraud – false or exaggerated claims", [
            (None, "If any claim is false or exaggerated, we will not pay it, we may recover anything already paid for it, and we may cancel your policy.", None),
        ]),
        ("12. Cancelling your policy – cooling-off period", [
            (None, "You may cancel within 14 days of receiving your documents and we will refund your premium in full if you have not made a claim. After 14 days the premium cannot be refunded, because cancellation cover starts on the day you buy the policy.", "Can the couple get a refund of the wedding premium after the first two weeks?"),
        ]),
    ]
    for head, items in secs:
        d.heading_line(head, size=10, before=7)
        n = head.split(".")[0]
        for it in items:
            lab, body, q = it[0], it[1], it[2]
            pas = it[3] if len(it) > 3 else True
            if lab:
                d.item(lab, body, clause=n + lab, indent=14, label_w=22, q=q)
            else:
                d.item(None, body, clause=n, q=q, passage=pas)
    d.table("Table of plan limits", [(90, "left"), (95, "right"), (95, "right"), (95, "right"), (W - 375, "right")], [
        ["Silver", "£10,000", "£2,500", "£1,500", "£1,000"],
        ["Gold", "£20,000", "£5,000", "£2,500", "£2,000"],
        ["Platinum", "£35,000", "£7,500", "£4,000", "£3,000"],
    ], header=["Plan", "Cancellation", "Supplier failure", "Attire", "Photographs"], style="rows",
        qs={1: "What are the limits on the Gold wedding plan?", 2: "How much supplier failure cover does the Platinum plan give?"})
    d.para("The cancellation limit includes any rearrangement costs under section 2; it is the most we will pay under sections 1 and 2 together.",
           heading="Table of plan limits", q="Is rearrangement paid on top of the cancellation limit?")
    d.save(OUT)
    register(d.fname, d.passages)


def peverell_schedule():
    def hdr(c, i, N, d):
        c.setFont("Helvetica-Bold", 13)
        c.drawString(d.L, A4[1] - 46, "Peverell")
        c.setFont("Helvetica", 8)
        c.drawRightString(A4[0] - d.R, A4[1] - 46, "Occasions Insurance Ltd | 01632 960277")

    def ftr(c, i, N, d):
        c.setFont("Helvetica-Oblique", 7.5)
        c.drawString(d.L, 38, "Schedule PO-WED-4418207 issued 02/02/2026")
        c.drawRightString(A4[0] - d.R, 38, "Sheet %d of %d" % (i, N))

    d = PDF("peverell-schedule-PO-WED-4418207.pdf", A4, "Helvetica", 9.4, 13, (60, 60, 78, 60), hdr, ftr,
            deco_first=True, title="Schedule PO-WED-4418207")
    d.title("Your wedding insurance schedule", 13)
    W = d.W
    d.table(None, [(140, "left"), (W - 140, "left")], [
        ["Policy number", "PO-WED-4418207"],
        ["Insured couple", "Imogen Sallis and Teodor Marsh"],
        ["Plan", "Gold"],
        ["Date of wedding", "Saturday 19/09/2026"],
        ["Venue", ["Hobbs Ferry Barn, Lowick Lane, Ashcombe Parva AP6 2RJ", "(ceremony and reception)"]],
        ["Policy issued", "02/02/2026"],
        ["Premium", "£139.00 including Insurance Premium Tax"],
    ], style="none", heading="Your wedding insurance schedule",
        qs={3: "What date is the Sallis and Marsh wedding?", 5: "When was the wedding policy issued?"})
    d.table("Your limits", [(230, "left"), (W - 230, "right")], [
        ["Cancellation and rearrangement (sections 1 and 2)", "£20,000"],
        ["Supplier failure (section 4)", "£5,000"],
        ["Wedding attire (section 5)", "£2,500"],
        ["Photographs and video (section 7)", "£2,000"],
        ["Public liability (section 8)", "£2,000,000"],
    ], header=["Cover", "Limit"], style="rows", qs={1: "How much supplier failure cover do Imogen and Teodor have?"})
    d.table("Your excess", [(230, "left"), (W - 230, "right")], [
        ["Sections 1, 2 and 4, each claim", "£150"],
        ["Sections 5, 6 and 7, each claim", "£50"],
        ["Section 8", "Nil"],
    ], header=["Sections", "Excess"], style="grid",
        qs={0: "What excess applies to a venue cancellation claim on the Sallis policy?", 1: "What is the excess for a damaged wedding dress claim on this schedule?"})
    d.para("Where a claim falls under more than one of sections 1, 2 and 4 because of the same event, only one excess of £150 applies.",
           heading="Your excess", q="If one event causes claims under both cancellation and rearrangement, how many excesses are taken?")
    d.save(OUT)
    register(d.fname, d.passages)


def peverell_procedure():
    fname = "peverell-claims-procedure-PO-CP-26.docx"
    doc = docx.Document()
    st = doc.styles["Normal"]
    st.font.name = "Calibri"
    st.font.size = Pt(10.5)
    ps = []
    doc.add_heading("Claims procedure PO-CP-26 – wedding and event cover", level=0)
    intro = "This procedure is for Peverell claims handlers. It applies to every claim under wording PO-WED-26 notified from 1 March 2026 and replaces PO-CP-24."
    doc.add_paragraph(intro)
    ps.append(dict(kind="paragraph", heading="Claims procedure PO-CP-26 – wedding and event cover", text=intro,
                   q="From when does procedure PO-CP-26 apply?"))
    parts = [
        ("Part A – First notification", [
            ("Step 1 –", "Check that the policy is in force and that the wedding date on the schedule matches the date given by the caller. If the dates differ, refer the call to a team leader before taking any further details.", "What should a handler do if the caller's wedding date differs from the schedule?"),
            ("Step 2 –", "Record the cause of the claim in the caller's own words and note which numbered section of the wording it falls under.", None),
            ("Step 3 –", "Remind the customer that claims must be notified within 31 days of the event and that late notification may reduce what we pay if it has made the loss worse.", None),
            ("Step 4 –", "Send the claim pack by e-mail within one working day of the call.", "How quickly must the claim pack go out?"),
        ], ["Policy number and the name of the person who bought the cover.", "Names and telephone numbers of the venue and every supplier affected."]),
        ("Part B – Validation", [
            ("Step 5 –", "For venue insolvency, obtain the administrator's or liquidator's notice and confirm the date of appointment. Ask how each payment was made: payments of more than £100 and up to £30,000 made by credit card must first be claimed from the card issuer under section 75 of the Consumer Credit Act 1974.", "When must the couple claim from their credit card company first?"),
            ("Step 6 –", "For supplier failure, check that the supplier was booked under a written contract. A supplier booked after the policy was issued without a written contract is not covered.", None),
            ("Step 7 –", "Deduct any refund the couple has received or is due from the venue, a card issuer or an administrator before applying the excess.", "Is the refund deducted before or after the excess?"),
        ], []),
        ("Part C – Settlement and authority", [
            ("Step 8 –", "Handlers may settle claims up to £7,500 without referral. Claims above £7,500 and up to £20,000 need a team leader's approval; any claim above £20,000 goes to the claims manager.", "Up to what amount can a handler settle a wedding claim alone?"),
            ("Step 9 –", "Send a decision letter within 5 working days of receiving the last document. The letter must give the amount, the excess and anything declined with the section relied on.", "How soon after the last document must the decision letter be sent?"),
            ("Step 10 –", "Where a section 75 claim is still pending, the handler may make an interim payment of up to 50% of the amount likely to be paid, once the customer has signed an undertaking to repay anything later recovered.", "Can an interim payment be made while a card claim is pending?"),
        ], []),
    ]
    for h1, steps, bullets in parts:
        doc.add_heading(h1, level=1)
        for lab, body, q in steps:
            p = doc.add_paragraph()
            r = p.add_run(lab + " ")
            r.bold = True
            p.add_run(body)
            ps.append(dict(kind="clause", heading=h1, clause=lab.rstrip(" –"), text=body, q=q))
        if bullets:
            doc.add_paragraph("Information to collect on the first call:")
            for b in bullets:
                doc.add_paragraph(b, style="List Bullet")
                ps.append(dict(kind="paragraph", heading=h1, text=b))
    cap = "Table 1 – Documents required by claim type"
    p = doc.add_paragraph()
    p.add_run(cap).bold = True
    rows = [
        ["Claim type", "Documents", "Who decides"],
        ["Venue insolvency", "Booking contract, deposit receipts, administrator's notice, card or bank statement", "Handler up to £7,500"],
        ["Illness or injury", "Doctor's certificate on our form, booking contracts, cancellation invoices", "Handler up to £7,500"],
        ["Redundancy", "Redundancy notice and contract of employment showing 2 years' service", "Team leader"],
        ["Supplier failure", "Supplier contract, proof of payment, evidence the supplier has stopped trading", "Handler up to £7,500"],
        ["Attire damage", "Repairer's report or receipt, photographs of the damage", "Handler up to £7,500"],
    ]
    t = doc.add_table(rows=len(rows), cols=3)
    t.style = "Table Grid"
    qs = {1: "What documents are needed for a venue insolvency claim?", 3: "Who decides a redundancy claim?"}
    for i, r in enumerate(rows):
        for j, c in enumerate(r):
            t.cell(i, j).text = c
        if i:
            ps.append(dict(kind="table_row", heading=cap, text=" ".join(r), table=list(r), q=qs.get(i)))
    note = "Note: never tell a customer a claim will be paid before the validation steps in Part B are complete, even where the cause is plainly covered."
    doc.add_paragraph(note)
    ps.append(dict(kind="paragraph", heading=cap, text=note))
    save_docx(doc, os.path.join(OUT, fname))
    register(fname, ps)


def peverell_email():
    fname = "email-thread-POC-26-0562-venue-administration.eml"
    subj = "RE: Claim POC-26-0562 - Hobbs Ferry Barn closure"
    msgs = [
        ("Imogen Sallis <imogen.sallis@postmark-mail.example>", "Nadia Tresize <claims@peverell-occasions.example>",
         "Mon 10 Aug 2026 19:02", subj,
         ["Hi Nadia,", "Thanks for getting back to us so quickly. I've attached the administrator's letter, our booking contract and both bank transfer receipts. One more thing: our florist, Sweetbriar Flowers, has now cancelled as well because they only supplied Hobbs Ferry Barn weddings. We paid them a £300 deposit on 20 May and booked by text message, there isn't a contract as such. Can that go on the claim too?", "Thanks again,", "Imogen"],
         "Did the florist have a written contract with the couple?"),
        ("Nadia Tresize <claims@peverell-occasions.example>", "Imogen Sallis <imogen.sallis@postmark-mail.example>",
         "Thu 6 Aug 2026 11:47", "RE: Claim POC-26-0562 - Hobbs Ferry Barn closure",
         ["Dear Imogen,", "Thank you for letting us know, and I'm sorry this has happened so close to your wedding. The venue's insolvency is one of the reasons covered under section 1(b) of your Gold plan. As you paid by bank transfer, you do not need to claim from a card issuer first. The extra cost of your new venue will be looked at under section 2, rearrangement, within the same £20,000 limit. Please send me the administrator's notice, your booking contract and the receipts for both payments, and I will come back to you within 5 working days of receiving them.", "Kind regards,", "Nadia Tresize", "Claims Handler, Peverell Occasions Insurance Ltd", "01632 960277"],
         "Why did the handler say the couple did not need to claim from their card company first?"),
        ("Imogen Sallis <imogen.sallis@postmark-mail.example>", "claims@peverell-occasions.example",
         "Tue 4 Aug 2026 21:15", "Claim POC-26-0562 - Hobbs Ferry Barn closure",
         ["Hello,", "Hobbs Ferry Barn emailed us on 28 July to say they have gone into administration and will not hold any weddings after 31 August. Our wedding is on 19 September. We paid them a deposit of £4,000 on 14 November 2025 and a second instalment of £2,400 on 3 March 2026, both by bank transfer. We have found a new venue, Orrin Mill at Kedgecote, which can do the same date but costs £1,150 more. Can we claim for all of this? Our policy number is PO-WED-4418207.", "Many thanks,", "Imogen Sallis and Teodor Marsh"],
         "How much more does the replacement venue cost than Hobbs Ferry Barn?"),
    ]
    body_lines, ps = [], []
    for k, (frm, to, date, sj, paras, q) in enumerate(msgs):
        if k:
            body_lines += ["", "-----Original Message-----", "From: " + frm, "Sent: " + date, "To: " + to, "Subject: " + sj, ""]
        for pi, para in enumerate(paras):
            body_lines.append(para)
            if pi == 0 or pi == len(paras) - 2 and False:
                body_lines.append("")
            elif pi == 1:
                body_lines.append("")
        ps.append(dict(kind="email_message", heading=sj, text=" ".join(paras), q=q))
    body = "\n".join(body_lines) + "\n"
    qp = quopri.encodestring(body.encode("utf-8")).decode("ascii").replace("\n", "\r\n")
    head = ["From: Imogen Sallis <imogen.sallis@postmark-mail.example>", "To: Nadia Tresize <claims@peverell-occasions.example>",
            "Subject: " + subj, "Date: Mon, 10 Aug 2026 19:02:31 +0100", "Message-ID: <20260810190231.7Q2@postmark-mail.example>",
            "Thread-Topic: Claim POC-26-0562 - Hobbs Ferry Barn closure", "MIME-Version: 1.0",
            "Content-Type: text/plain; charset=\"utf-8\"", "Content-Transfer-Encoding: quoted-printable"]
    open(os.path.join(OUT, fname), "wb").write(("\r\n".join(head) + "\r\n\r\n" + qp).encode("ascii"))
    register(fname, ps)


def peverell_letter():
    def hdr(c, i, N, d):
        c.setFont("Times-Bold", 14)
        c.drawString(d.L, A4[1] - 52, "Peverell Occasions Insurance Ltd")
        c.setFont("Times-Roman", 8.5)
        c.drawString(d.L, A4[1] - 64, "Claims Department, 11 Chandlers Wharf, Fennick FN2 8UL  ·  01632 960277  ·  claims@peverell-occasions.example")

    def ftr(c, i, N, d):
        c.setFont("Times-Roman", 7.5)
        c.drawString(d.L, 34, "Peverell Occasions Insurance Ltd is authorised and regulated by the Financial Conduct Authority.")
        c.drawRightString(A4[0] - d.R, 34, "POC-26-0562 / %d" % i)

    d = PDF("peverell-decision-letter-POC-26-0562.pdf", A4, "Times-Roman", 10.8, 14.2, (70, 70, 96, 64), hdr, ftr,
            deco_first=False, title="Decision letter POC-26-0562")
    for ln in ["Ms Imogen Sallis and Mr Teodor Marsh", "7 Weir Cottages", "Ashcombe Parva AP6 2RT", "", "21 August 2026", "",
               "Your reference: PO-WED-4418207    Our reference: POC-26-0562"]:
        d.y -= d.lead
        if ln:
            d.op("t", d.L, d.y, "Times-Roman", 10.8, ln, "left")
    d.gap(8)
    d.heading_line("Your claim following the closure of Hobbs Ferry Barn", size=11.5, before=4)
    d.para("Dear Ms Sallis and Mr Marsh,", passage=False)
    pp = [
        ("Thank you for the documents you sent on 10 August 2026. We have now assessed your claim following the closure of Hobbs Ferry Barn, which entered administration on 27 July 2026.", "On what date did Hobbs Ferry Barn enter administration?"),
        ("The venue's insolvency is covered under section 1(b) of your Gold plan. We will refund both payments you made to the venue, and under section 2 we will also pay the extra £1,150 charged by Orrin Mill for your new booking on the same date.", None),
        ("The administrator, Cawthorne Pryce Recovery LLP, has told us that unsecured creditors are not expected to receive any payment, so we have made no deduction for a refund. If you do later receive money from the administrator, please tell us, as it must be repaid to us.", "Has any deduction been made for money from the venue's administrator?"),
        ("We cannot pay the £300 deposit you paid to Sweetbriar Flowers. Section 4 does not cover a supplier booked after your policy was issued without a written contract, and your booking was made by text message on 20 May 2026.", "Why was the florist's deposit turned down?"),
    ]
    for t, q in pp:
        d.para(t, q=q)
    W = d.W
    d.table("Settlement", [(300, "left"), (W - 300, "right")], [
        ["Venue deposit paid 14/11/2025 (section 1)", "£4,000.00"],
        ["Venue second instalment paid 03/03/2026 (section 1)", "£2,400.00"],
        ["Additional cost of Orrin Mill (section 2)", "£1,150.00"],
        ["Sweetbriar Flowers deposit (section 4) – declined", "£0.00"],
        ["Total of covered costs", "£7,550.00"],
        ["Less one excess (sections 1, 2 and 4)", "£150.00"],
        ["Amount we will pay", "£7,400.00"],
    ], header=["Item", "Amount"], style="rows",
        qs={4: "What is the total of the covered costs before the excess?", 6: "How much will Peverell pay the couple?"})
    d.para("We will pay £7,400.00 by bank transfer to the account ending 6093 within 3 working days of this letter.",
           heading="Settlement", q="How and when will the settlement be paid?")
    d.para("If you disagree with our decision, you can ask us to review it within 8 weeks of this letter, and you may then refer it to the Financial Ombudsman Service free of charge.",
           heading="Settlement", q="How long do the couple have to ask for a review of the decision?")
    for ln in ["Yours sincerely,", "", "Nadia Tresize", "Claims Handler"]:
        d.y -= d.lead
        if ln:
            d.op("t", d.L, d.y, "Times-Roman", 10.8, ln, "left")
    d.save(OUT)
    register(d.fname, d.passages)


# ---------------------------------------------------------------- Sandhill Crane
def sandhill_form():
    def hdr(c, i, N, d):
        c.setFont("Times-Roman", 8)
        c.drawString(d.L, letter[1] - 36, "SCM-NS 04 26")
        c.drawRightString(letter[0] - d.R, letter[1] - 36, "NURSERY AND GREENHOUSE COVERAGE FORM")

    def ftr(c, i, N, d):
        c.setFont("Times-Roman", 7.5)
        c.drawString(d.L, 32, "© Sandhill Crane Mutual Insurance Company, 2026")
        c.drawRightString(letter[0] - d.R, 32, "Page %d of %d" % (i, N))

    d = PDF("sandhill-nursery-greenhouse-form-SCM-NS-04-26.pdf", letter, "Times-Roman", 10.2, 12.4, (66, 66, 58, 56), hdr, ftr,
            deco_first=True, title="SCM-NS 04 26", split_clauses=True)
    d.title("Nursery and Greenhouse Coverage Form", 15, align="center")
    d.heading = "Nursery and Greenhouse Coverage Form"
    d.para("Throughout this form \"you\" and \"your\" refer to the Named Insured shown in the Declarations, and \"we\", \"us\" and \"our\" refer to Sandhill Crane Mutual Insurance Company. Other words in quotation marks have the meanings given in Definitions.")
    d.heading_line("Definitions", size=11)
    defs = [
        ("\"Nursery stock\" means trees, shrubs, plants, seedlings and cuttings grown for sale, in containers or in the ground, at a \"covered location\".", "What does the nursery form include in nursery stock?"),
        ("\"Greenhouse\" means a structure with a rigid frame and a covering of glass, polycarbonate or polyethylene film, used to grow \"nursery stock\", including its heating, irrigation and ventilation equipment.", "Are the heating and irrigation systems part of the greenhouse?"),
        ("\"Hail\" means precipitation in the form of balls or lumps of ice of any size.", None),
        ("\"Sale value\" means your wholesale price list in force at the time of loss, less the discounts you normally give and less the costs you would have incurred to finish and sell the stock.", "How is sale value worked out for damaged plants?"),
        ("\"Occurrence\" means all loss from one storm or series of storms within a 72-hour period.", "Does a second storm two days later count as a separate occurrence?"),
        ("\"Covered location\" means a site listed in the Declarations.", None),
    ]
    for i, (t, q) in enumerate(defs, 1):
        d.item("%d." % i, t, kind="definition", label_w=18, q=q, split=False)
    parts = [
        ("Coverage A – Nursery Stock", "A", [
            ("A.1", "We will pay for direct physical loss of or damage to \"nursery stock\" at a \"covered location\" caused by fire, lightning, windstorm, \"hail\", vehicles, vandalism, or the weight of snow or ice.", None),
            ("A.2", "We will value \"nursery stock\" at \"sale value\", subject to these limits:", None),
            ("(a)", "trees: $250 per tree;", "What per-tree limit does the printed form show?"),
            ("(b)", "shrubs, grasses and perennials: $40 per plant;", None),
            ("(c)", "stock in containers smaller than one gallon: $6 per container.", "What is the limit for plants in containers under a gallon?"),
            ("A.3", "\"Nursery stock\" growing in the open is covered for windstorm and \"hail\" only if it is within 100 feet of a \"greenhouse\" or is protected by shade cloth or windbreak netting at the time of loss.", "Is field-grown stock covered against hail?"),
            ("A.4", "We will not pay for loss caused by frost, freeze, drought, insects, disease, or failure of plants to thrive, unless the loss results from a covered peril damaging a \"greenhouse\" or its heating equipment and the stock was inside that \"greenhouse\" when the damage happened.", "Is frost damage to stock covered?"),
        ]),
        ("Coverage B – Greenhouse Structures", "B", [
            ("B.1", "We will pay for direct physical loss of or damage to a \"greenhouse\" at a \"covered location\" caused by any peril not excluded in this form.", None),
            ("B.2", "Polyethylene film coverings are covered for \"hail\" at replacement cost only if the film was installed or replaced within the 4 years before the loss. Otherwise we will pay the actual cash value of the film at the time of loss.", "When is greenhouse film paid at replacement cost rather than actual cash value?"),
            ("B.3", "We will pay to repair or replace with materials of like kind and quality. If you replace glass with polycarbonate panels, we will pay the cost of glass or of polycarbonate, whichever is less, and we will not pay for any change to the frame needed to take the new panels.", "If the grower switches from glass to polycarbonate, what do we pay?"),
        ]),
        ("Coverage C – Temperature Change", "C", [
            ("C.1", "We will pay for loss to \"nursery stock\" inside a \"greenhouse\" caused by a change in temperature resulting from damage by a covered peril to the \"greenhouse\" or its heating or cooling equipment.", None),
            ("C.2", "This coverage also applies to an interruption of the public power supply, but only if the interruption lasts more than 8 consecutive hours and is caused by physical damage to power lines or equipment away from the \"covered location\".", "How long must a power cut last before temperature-change cover applies?"),
        ]),
        ("Section D – Conditions", "D", []),
    ]
    for head, letter_, items in parts:
        d.heading_line(head, size=11)
        cur = None
        for lab, body, q in items:
            if lab.startswith("("):
                d.item(lab, body, clause=cur + lab, indent=30, label_w=22, q=q)
            else:
                cur = lab
                if body.endswith(":"):
                    d.item(lab, body, clause=lab, label_w=30, passage=False)
                else:
                    d.item(lab, body, clause=lab, label_w=30, q=q)
    conds = [
        ("D.1", "Deductible.", "We will not pay for loss in any one \"occurrence\" until the amount of loss exceeds the deductible shown in the Declarations, and then only the amount above it. A separate deductible applies to each of Coverages A, B and C.", "Is there one deductible per storm or one per coverage?"),
        ("D.2", "Duties after loss.", "You must see that the following are done in the event of loss:", None),
        ("D.3", "Inventory requirement.", "You must take a physical count of \"nursery stock\" at least once every 12 months and keep the count at a place other than the \"covered location\". If you have not done so, the most we will pay under Coverage A is 75% of the amount of loss.", "What happens if the grower has not done a stock count in the last year?"),
        ("D.4", "Appraisal.", "If we and you disagree on the value of the property or the amount of loss, either may make written demand for an appraisal. Each party will select a competent and impartial appraiser within 20 days, and the two appraisers will select an umpire. Each party will pay its own appraiser and bear the other expenses of the appraisal and umpire equally.", "Who pays for the umpire in an appraisal?"),
        ("D.5", "Loss payment.", "We will pay for covered loss within 30 days after we receive the sworn proof of loss, if you have complied with all of the terms of this Coverage Part and we have reached agreement with you on the amount of loss or an appraisal award has been made.", "When must the mutual pay once the proof of loss is in?"),
        ("D.6", "Cancellation.", "We may cancel this policy by mailing written notice to you at least 10 days before the effective date of cancellation if we cancel for nonpayment of premium, or at least 30 days before if we cancel for any other reason.", None),
    ]
    duties = [("(a)", "give us prompt notice of the loss, and in any case within 5 days, including a description of the property involved;", "How soon must the nursery report a loss?"),
              ("(b)", "take all reasonable steps to protect the stock and greenhouses from further damage, including temporary covering of broken panels, and keep a record of your expenses;", None),
              ("(c)", "keep damaged plants for our inspection until we agree they may be discarded, and keep:", None),
              ("(i)", "your inventory and sales records for the current and previous year; and", None),
              ("(ii)", "photographs of the damaged stock taken before any of it is discarded;", "Must the grower photograph damaged plants before throwing them away?"),
              ("(d)", "send us a signed, sworn proof of loss within 60 days after our request.", "How long does the insured have to return the sworn proof of loss?")]
    for lab, t, body, q in conds:
        h = "%s %s" % (lab, t[:-1])
        if lab == "D.2":
            d.item(lab, body, clause=lab, runin=t, label_w=30, heading=h, passage=False)
            sub = None
            for dl, db, dq in duties:
                if dl in ("(i)", "(ii)"):
                    d.item(dl, db, clause="D.2" + sub + dl, indent=56, label_w=22, heading=h, q=dq)
                else:
                    sub = dl
                    d.item(dl, db, clause="D.2" + dl, indent=30, label_w=22, heading=h, q=dq, passage=not db.endswith(":"))
        else:
            d.item(lab, body, clause=lab, runin=t, label_w=30, heading=h, q=q)
    d.heading_line("Section E – Exclusions", size=11)
    d.para("We will not pay for loss or damage caused directly or indirectly by any of the following:", passage=False)
    for lab, body, q in [
        ("E.1", "Neglect of an insured to use all reasonable means to save and preserve property at and after the time of loss.", None),
        ("E.2", "Herbicide or pesticide drift, or the application of any chemical, whether by you or by anyone else.", "Is damage from a neighbour's herbicide drift covered?"),
        ("E.3", "Theft of \"nursery stock\" growing in the open, unless it is within a fenced area that is locked when the \"covered location\" is closed.", None),
    ]:
        d.item(lab, body, clause=lab, label_w=30, q=q)
    d.save(OUT)
    register(d.fname, d.passages)


def sandhill_decs():
    def ftr(c, i, N, d):
        c.setFont("Courier", 7.5)
        c.drawString(d.L, 34, "SCM-DEC-NS 04 26    POLICY SCM-NS-20931    DECLARATIONS  %d/%d" % (i, N))

    d = PDF("sandhill-declarations-SCM-NS-20931.pdf", letter, "Courier", 8.6, 11.6, (54, 54, 60, 56), None, ftr,
            deco_first=False, title="Declarations SCM-NS-20931")
    d.title("SANDHILL CRANE MUTUAL INSURANCE COMPANY", 11, font="Courier-Bold", after=2)
    d.title("NURSERY AND GREENHOUSE DECLARATIONS", 10, font="Courier-Bold", after=8)
    W = d.W
    d.table(None, [(150, "left"), (W - 150, "left")], [
        ["POLICY NUMBER", "SCM-NS-20931"],
        ["NAMED INSURED", "Larkspur Flats Growers LLC"],
        ["MAILING ADDRESS", "4410 County Road 17, Tallgrass Bend, NE 68873"],
        ["AGENT", "Harlan & Voss Agency, 212 Main Street, Tallgrass Bend"],
        ["POLICY PERIOD", "04/01/2026 to 04/01/2027, 12:01 AM standard time"],
    ], style="none", heading="NURSERY AND GREENHOUSE DECLARATIONS", qs={4: "What is the policy period for Larkspur Flats?"})
    d.table("SCHEDULE OF COVERED LOCATIONS", [(46, "left"), (200, "left"), (W - 246, "left")], [
        ["1", "4410 County Road 17, Tallgrass Bend", "Growing fields and greenhouses GH-1 to GH-3"],
        ["2", "18 Depot Street, Tallgrass Bend", ["Retail yard", "(container stock only, no greenhouses)"]],
    ], header=["LOC", "ADDRESS", "DESCRIPTION"], style="rows", qs={1: "Is the Depot Street retail yard a covered location, and what is kept there?"})
    d.table("LIMITS AND DEDUCTIBLES", [(240, "left"), (100, "right"), (W - 340, "right")], [
        ["Coverage A - Nursery Stock", "$600,000", "$5,000"],
        ["Coverage B - Greenhouse Structures", "$450,000", "$2,500"],
        ["Coverage C - Temperature Change", "$50,000", "$1,000"],
        ["Per-tree limit (replaces A.2(a) of SCM-NS 04 26)", "$400", ""],
    ], header=["COVERAGE", "LIMIT", "DEDUCTIBLE"], style="grid",
        qs={0: "What is the nursery stock limit and deductible?", 1: "What deductible applies to greenhouse structure damage?", 3: "What per-tree limit applies to Larkspur Flats?"})
    d.table("GREENHOUSES AT LOCATION 1", [(50, "left"), (210, "left"), (80, "right"), (W - 340, "right")], [
        ["GH-1", "Glass on steel frame, built 1998", "9,600 sq ft", "$180,000"],
        ["GH-2", "Twin-wall polycarbonate, built 2015", "7,200 sq ft", "$160,000"],
        ["GH-3", "Polyethylene film, film replaced 2021", "6,000 sq ft", "$110,000"],
    ], header=["NO.", "CONSTRUCTION", "AREA", "VALUE"], style="header",
        qs={2: "When was the film on greenhouse GH-3 last replaced?", 0: "What is GH-1 made of and what is it valued at?"})
    d.table("FORMS AND ENDORSEMENTS", [(110, "left"), (W - 110, "left")], [
        ["SCM-NS 04 26", "Nursery and Greenhouse Coverage Form"],
        ["SCM-IL 09 25", "Mutual Policy Conditions (member voting and dividends)"],
    ], style="none", heading="FORMS AND ENDORSEMENTS")
    d.para("These Declarations, together with the forms listed above, complete the policy. Countersigned 03/18/2026 by Harlan & Voss Agency.",
           heading="FORMS AND ENDORSEMENTS", font="Courier")
    d.save(OUT)
    register(d.fname, d.passages)


# ---------------------------------------------------------------- scans
def render_scan(draw_fn, size, rot, font_seed, blur=0.7, jpeg_q=55, dpi=240):
    buf = io.BytesIO()
    c = canvas.Canvas(buf, pagesize=size, invariant=1)
    draw_fn(c)
    c.showPage()
    c.save()
    pdf = pdfium.PdfDocument(buf.getvalue())
    img = pdf[0].render(scale=dpi / 72).to_pil().convert("L")
    pdf.close()
    rng = np.random.RandomState(font_seed)
    a = np.asarray(img).astype(np.float32)
    a = a * 0.86 + 24 + rng.normal(0, 6, a.shape)  # grey paper + grain
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    img = img.rotate(rot, resample=Image.BICUBIC, expand=False, fillcolor=70)
    img = img.filter(ImageFilter.GaussianBlur(blur))
    a = np.asarray(img).astype(np.float32)
    h, w = a.shape
    for _ in range(260):
        y, x = rng.randint(0, h - 3), rng.randint(0, w - 3)
        a[y:y + rng.randint(1, 3), x:x + rng.randint(1, 3)] = rng.randint(40, 120)
    a[:, :14] = 55  # dark scanner edge
    img = Image.fromarray(np.clip(a, 0, 255).astype(np.uint8))
    jb = io.BytesIO()
    img.save(jb, "JPEG", quality=jpeg_q)
    return jb.getvalue()


def scan_table(c, x0, y, cols, header, rows, font, size, lead, style, bold, pad=8):
    xs = [x0]
    for wdt, _ in cols:
        xs.append(xs[-1] + wdt)
    top = y + lead - 3

    def line(cells, f, yy):
        for i, cell in enumerate(cells):
            if not cell:
                continue
            wdt, al = cols[i]
            c.setFont(f, size)
            if al == "right":
                c.drawRightString(xs[i + 1] - pad, yy, cell)
            else:
                c.drawString(xs[i] + pad, yy, cell)

    c.setStrokeGray(0.35)
    if style == "grid":
        c.setLineWidth(0.5)
        c.line(xs[0], top + 3, xs[-1], top + 3)
    line(header, bold, y)
    y -= 7
    c.setLineWidth(0.6)
    c.line(xs[0], y, xs[-1], y)
    for r in rows:
        n = max(len(x) if isinstance(x, list) else 1 for x in r)
        y -= lead
        for k in range(n):
            cells = [(x[k] if k < len(x) else "") if isinstance(x, list) else (x if k == 0 else "") for x in r]
            line(cells, font, y - k * (lead - 2))
        y -= (n - 1) * (lead - 2) + 7
        if style == "grid":
            c.line(xs[0], y, xs[-1], y)
    if style == "grid":
        for xx in xs:
            c.line(xx, top + 3, xx, y)
    c.setStrokeGray(0)
    return y


def scan_docs():
    import tempfile
    specs = []
    # 1. Tansley Rook invoice: Courier, full grid, PNG
    title1 = "TAX INVOICE TRF-7731 — Ostlers Yard Opticians Ltd"
    rows1 = [["Triage and scoping call, 14/09/2026", "2.0", "£180.00", "£360.00"],
             [["Forensic imaging of server and", "6 workstations"], "14.5", "£210.00", "£3,045.00"],
             [["Malware analysis and entry-point", "investigation (RDP account)"], "18.0", "£210.00", "£3,780.00"],
             ["Containment and credential reset", "9.0", "£180.00", "£1,620.00"],
             ["Threat actor communications review", "5.5", "£240.00", "£1,320.00"],
             ["Final report and ICO notification advice", "7.0", "£250.00", "£1,750.00"],
             ["Subtotal", "", "", "£11,875.00"], ["VAT at 20%", "", "", "£2,375.00"], ["TOTAL DUE", "", "", "£14,250.00"]]
    q1 = {1: "What did Tansley Rook charge for imaging the server and workstations?", 5: "How many hours did the final report take and at what rate?", 8: "What is the total due on the forensic invoice including VAT?"}

    def d1(c):
        W, H = A4
        c.setFont("Courier-Bold", 15)
        c.drawString(60, H - 80, "TANSLEY ROOK FORENSICS LLP")
        c.setFont("Courier", 9.5)
        c.drawString(60, H - 96, "Digital forensics & incident response | 9 Kiln Street, Wenbury WB1 4HS")
        c.drawString(60, H - 110, "VAT reg. GB 384 1172 06 | 01632 960731")
        c.setFont("Courier-Bold", 11.5)
        c.drawString(60, H - 150, title1)
        c.setFont("Courier", 10)
        c.drawString(60, H - 168, "Invoice date: 30/09/2026   Claim ref: QCC-26-2281 (Quarrendon panel)")
        y = scan_table(c, 60, H - 205, [(250, "left"), (55, "right"), (80, "right"), (90, "right")],
                       ["Description", "Hours", "Rate", "Amount"], rows1, "Courier-Bold", 10, 18, "grid", "Courier-Bold")
        c.setFont("Courier", 9.5)
        c.drawString(60, y - 30, "Payment within 30 days to Tansley Rook Forensics LLP, sort code 60-91-22.")
        c.drawString(60, y - 45, "Work performed under the Quarrendon breach panel terms, rates as agreed.")
    specs.append(("scan-tansley-rook-forensics-invoice-QCC-26-2281.png", d1, A4, 0.8, 11, title1, rows1, q1, "png"))

    # 2. Hobbs Ferry Barn statement: Times, unruled, image-only PDF
    title2 = "BOOKING STATEMENT No. HFB-0919 — Sallis / Marsh"
    rows2 = [["12/11/2025", ["Exclusive hire, Saturday 19/09/2026,", "120 day guests"], "£9,600.00", "", "£9,600.00"],
             ["14/11/2025", "Deposit – bank transfer", "", "£4,000.00", "£5,600.00"],
             ["03/03/2026", "Second instalment – bank transfer", "", "£2,400.00", "£3,200.00"],
             ["03/03/2026", ["Evening reception add-on", "(40 extra guests)"], "£1,400.00", "", "£4,600.00"],
             ["", "Balance due by 19/08/2026", "", "", "£4,600.00"]]
    q2 = {0: "What did Hobbs Ferry Barn charge for the exclusive hire?", 3: "What was the evening reception add-on and its cost?", 4: "What balance was still owed to the venue and by when?"}

    def d2(c):
        W, H = A4
        c.setFont("Times-Bold", 20)
        c.drawCentredString(W / 2, H - 84, "Hobbs Ferry Barn")
        c.setFont("Times-Italic", 10.5)
        c.drawCentredString(W / 2, H - 101, "Lowick Lane, Ashcombe Parva AP6 2RJ  ·  weddings@hobbsferrybarn.example")
        c.setFont("Times-Bold", 12.5)
        c.drawString(56, H - 146, title2)
        c.setFont("Times-Roman", 11)
        c.drawString(56, H - 164, "Printed 03/03/2026. All payments received with thanks.")
        y = scan_table(c, 56, H - 200, [(78, "left"), (200, "left"), (72, "right"), (72, "right"), (62, "right")],
                       ["Date", "Description", "Charge", "Paid", "Balance"], rows2, "Times-Roman", 10.6, 18, "none", "Times-Bold")
        c.setFont("Times-Roman", 10.5)
        c.drawString(56, y - 30, "Deposits are non-refundable under clause 6 of the booking contract.")
    specs.append(("scan-hobbs-ferry-barn-booking-statement-POC-26-0562.pdf", d2, A4, -1.4, 22, title2, rows2, q2, "pdf"))

    # 3. Glasswing estimate: Helvetica, header rule only, letter, PNG
    title3 = "ESTIMATE GW-2260 — Larkspur Flats Growers, hail damage 06/21/2026"
    rows3 = [[["24 x 48 in horticultural glass panes,", "GH-1 roof and sidewalls"], "212", "$38.50", "$8,162.00"],
             ["Glazing labor, GH-1 (crew of 3)", "64 h", "$95.00", "$6,080.00"],
             ["Ridge vent glass and hardware, GH-1", "1", "$4,434.00", "$4,434.00"],
             ["8 mm twin-wall polycarbonate sheets, GH-2", "46", "$214.00", "$9,844.00"],
             ["Polycarbonate labor, GH-2", "40 h", "$95.00", "$3,800.00"],
             ["6 mil polyethylene film 42 x 150 ft, GH-3", "2", "$1,390.00", "$2,780.00"],
             ["Film installation and wire lock channel, GH-3", "1", "$4,620.00", "$4,620.00"],
             ["Debris removal and disposal, all houses", "1", "$2,150.00", "$2,150.00"],
             ["ESTIMATE TOTAL", "", "", "$41,870.00"]]
    q3 = {0: "How many glass panes does the glazier price for GH-1?", 3: "What does the polycarbonate for GH-2 cost?", 7: "How much is debris removal on the glazing estimate?"}

    def d3(c):
        W, H = letter
        c.setFont("Helvetica-Bold", 17)
        c.drawString(58, H - 78, "Glasswing Glazing Co.")
        c.setFont("Helvetica", 9.5)
        c.drawString(58, H - 93, "Greenhouse glazing and repair  ·  606 Mill Road, Pawnee Crossing, NE  ·  (555) 555-0147")
        c.setFont("Helvetica-Bold", 11)
        c.drawString(58, H - 134, title3)
        c.setFont("Helvetica", 9.8)
        c.drawString(58, H - 150, "Prepared 06/28/2026 for Sandhill Crane Mutual claim SCM-26-1174")
        y = scan_table(c, 58, H - 186, [(250, "left"), (50, "right"), (80, "right"), (90, "right")],
                       ["Item", "Qty", "Unit", "Amount"], rows3, "Helvetica", 9.6, 17, "header", "Helvetica-Bold")
        c.setFont("Helvetica", 9.5)
        c.drawString(58, y - 30, "Prices valid 30 days. Glass priced like for like; polycarbonate for GH-1 available on request.")
    specs.append(("scan-glasswing-glazing-estimate-SCM-26-1174.png", d3, letter, 1.7, 33, title3, rows3, q3, "png"))

    # 4. Stock count: Courier body, Helvetica header, full grid
    title4 = "DAMAGED STOCK COUNT 06/25/2026 — GH-2 and Loc 1 containers"
    rows4 = [["Autumn Blaze maple", "15 gal", "4", "$520.00", "$2,080.00"],
             ["Little Bluestem grass", "#1", "640", "$6.50", "$4,160.00"],
             ["Prairie Blush shrub rose", "#3", "210", "$24.00", "$5,040.00"],
             ["Ninebark Copper Lace", "#5", "150", "$38.00", "$5,700.00"],
             ["Coneflower plugs (72-cell tray)", "tray", "96", "$31.50", "$3,024.00"],
             ["Serviceberry tree, single-stem", "#10", "26", "$131.00", "$3,406.00"],
             ["TOTAL AT SALE VALUE", "", "", "", "$23,410.00"]]
    q4 = {0: "How many Autumn Blaze maples were damaged and at what value each?", 3: "What is the count and sale value of the damaged ninebark?"}

    def d4(c):
        W, H = letter
        c.setFont("Helvetica-Bold", 14)
        c.drawString(54, H - 76, "LARKSPUR FLATS GROWERS LLC")
        c.setFont("Helvetica", 9.5)
        c.drawString(54, H - 91, "4410 County Road 17, Tallgrass Bend, NE  ·  wholesale price list 2026-A")
        c.setFont("Courier-Bold", 11)
        c.drawString(54, H - 128, title4)
        y = scan_table(c, 54, H - 164, [(200, "left"), (56, "left"), (50, "right"), (80, "right"), (90, "right")],
                       ["Item", "Size", "Count", "Sale value", "Total"], rows4, "Courier-Bold", 10, 19, "grid", "Helvetica-Bold")
        c.setFont("Courier", 9.5)
        c.drawString(54, y - 30, "Counted by D. Ferrin and L. Ortiz. Field rows 12-20 not included.")
    specs.append(("scan-larkspur-flats-damaged-stock-count-SCM-26-1174.png", d4, letter, -0.6, 44, title4, rows4, q4, "png"))

    for fname, fn, size, rot, seed, title, rows, qs, fmt in specs:
        jpg = render_scan(fn, size, rot, seed)
        path = os.path.join(OUT, fname)
        if fmt == "png":
            Image.open(io.BytesIO(jpg)).save(path, "PNG", optimize=False)
        else:
            tmp = os.path.join(tempfile.gettempdir(), "corpus6_scan.jpg")
            open(tmp, "wb").write(jpg)
            c = canvas.Canvas(path, pagesize=size, invariant=1)
            c.drawImage(tmp, 0, 0, width=size[0], height=size[1])
            c.showPage()
            c.save()
            os.remove(tmp)
        ps = []
        for i, r in enumerate(rows):
            full = [(" ".join(x) if isinstance(x, list) else x) for x in r]
            ps.append(dict(kind="table_row", heading=title, table=full, text=" ".join(x for x in full if x), q=qs.get(i)))
        register(fname, ps, scanned=True)


def main():
    os.makedirs(OUT, exist_ok=True)
    for f in os.listdir(OUT):
        os.remove(os.path.join(OUT, f))
    quarrendon_wording(); quarrendon_schedule(); quarrendon_endorsement(); quarrendon_notes()
    peverell_wording(); peverell_schedule(); peverell_procedure(); peverell_email(); peverell_letter()
    sandhill_form(); sandhill_decs(); sandhill_log()
    scan_docs()
    keys, qs = [], []
    for i, p in enumerate(KEY, 1):
        kid = "K%03d" % i
        q = p.pop("q")
        keys.append(dict([("id", kid)] + list(p.items())))
        if q:
            qs.append(dict(id="Q%03d" % (len(qs) + 1), question=q, answer=kid))
    with open(os.path.join(HERE, "answer_key.jsonl"), "w") as f:
        for k in keys:
            f.write(json.dumps(k, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "questions.jsonl"), "w") as f:
        for q in qs:
            f.write(json.dumps(q, ensure_ascii=False) + "\n")
    print(len(os.listdir(OUT)), "documents", len(keys), "passages", len(qs), "questions")


if __name__ == "__main__":
    main()
