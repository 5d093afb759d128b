"""A. Quernstone Home Insurance Ltd (UK household buildings and contents)."""
import datetime
import os
import textwrap

from reportlab.lib import colors
from reportlab.lib.pagesizes import A4
from reportlab.lib.units import mm
from reportlab.platypus import BaseDocTemplate, Frame, PageTemplate, Paragraph, Spacer, Table, TableStyle, KeepTogether
from PIL import Image, ImageDraw

from common import (DOCS, GBP, ND, S, add, e, place_pages, fix_docx, save_docx, sfont, draw_table, age, scan_pdf)

P = GBP
MOSS = colors.HexColor("#3d5a3a")

WORDING = [
    ("Section 1 " + ND + " Buildings", [
        ("1.1", "Fire and smoke", "Loss or damage to the buildings caused by fire, smoke, lightning or explosion. We do "
         "not cover damage caused by smoke that builds up gradually, such as from an open fire or candles over time.",
         "smoke marks built up over months from the wood burner - is that covered"),
        ("1.2", "Storm", "Loss or damage caused by storm, meaning winds of at least 55 miles an hour, torrential rain "
         "or hail. We do not pay for damage to fences, gates and hedges by storm, or for damage that happens only "
         "because a roof or wall was already in poor repair.", "blown down fence after gales - does buildings pay"),
        ("1.3", "Flood", "Loss or damage caused by flood, including water rising from a river, the sea or an "
         "overflowing drain. We do not cover damage to paths, drives or patios unless the main house is damaged by "
         "the same flood.", "flood washed away the driveway only, house is fine"),
        ("1.4", "Theft", "Loss or damage caused by theft or attempted theft. If the home is lent, let or sublet, we "
         "only pay for theft involving forcible and violent entry into or exit from the home.",
         "home let to lodger, items stolen with no break-in"),
        ("1.5", "Falling trees and aerials", "Loss or damage caused by falling trees, branches, lamp posts, telegraph "
         "poles, aerials, satellite dishes or wind turbines. We only pay to remove a fallen tree if it damages the "
         "buildings, and not for removing the stump or roots.", "tree came down and hit the garage - will they grind out the stump"),
        ("1.6", "Impact", "Loss or damage caused by an aircraft, vehicle, train or animal hitting the buildings. We "
         "do not cover damage caused by pets.", "our own dog scratched through the back door - impact cover?"),
        ("1.7", "Malicious acts", "Loss or damage caused by riot, civil commotion, vandals or anyone acting "
         "maliciously. This does not apply while the home is unoccupied, or for acts by anyone lawfully in the home.",
         None),
    ]),
    ("Section 3 " + ND + " Leaks and ground movement", [
        ("3.1", "Escape of water", "Loss or damage caused by water escaping from a fixed water or heating "
         "installation, washing machine, dishwasher, fridge or fish tank. The escape of water excess shown in the "
         "schedule applies instead of the standard excess.", "which excess on a burst pipe claim"),
        ("3.2", "Escape of oil", "Loss or damage caused by oil escaping from a fixed oil-fired heating installation, "
         "its tank or its supply pipes, including the cost of cleaning up contaminated soil within the boundaries of "
         "your land. We also pay up to " + P + "2,000 for the heating oil lost. We do not pay for the tank, pipe or "
         "part that failed.", "kerosene lost from a leaking tank - how much can be claimed for the oil itself"),
        ("3.3", "Trace and access", "If water or oil is escaping, we pay the cost of finding where it is coming from "
         "and making good the walls, floors or ground we had to disturb, up to " + P + "5,000 for each claim.",
         "limit for trace and access"),
        ("3.4", "Subsidence, heave and landslip", "Loss or damage caused by subsidence or heave of the site the "
         "buildings stand on, or by landslip. We do not cover damage to solid floors unless the foundations beneath "
         "the outside walls are damaged at the same time, nor damage caused by the settlement of new structures.",
         "cracked solid floor slab but the walls are fine - subsidence?"),
        ("3.5", "Subsidence excess", "The first " + P + "1,000 of each claim for subsidence, heave or landslip is "
         "not covered. This replaces the standard excess.", "excess for heave claim"),
        ("3.6", "Pollution from oil", "We will pay up to " + P + "250,000 for your legal liability for "
         "contamination of land or water outside your boundary by oil escaping from your tank, as long as the escape "
         "is sudden, identifiable and unintended.", "oil got into the neighbour's ditch - cover for that?"),
    ]),
    ("Section 4 " + ND + " Extra costs after a buildings claim", [
        ("4.1", "Alternative accommodation", "If the home cannot be lived in after an insured loss, we pay reasonable "
         "costs of alternative accommodation for you, your family and your pets, up to 20% of the buildings sum "
         "insured.", "hotel while house dried out - maximum"),
        ("4.2", "Professional fees and debris removal", "We pay architects', surveyors' and legal fees needed to "
         "repair the buildings, and the cost of removing debris, but not fees for preparing a claim.",
         "will they pay a loss assessor I hired"),
        ("4.3", "Locks and keys", "We pay up to " + P + "750 to replace locks to outside doors, windows and alarms if "
         "the keys are lost or stolen.", "lost house keys - how much for new locks"),
        ("4.4", "Underground services", "Accidental damage to underground pipes, cables and drains that you are "
         "legally responsible for and that serve the home. Damage caused by roots or wear is not covered.",
         "collapsed drain from the house to the sewer - accidental damage to services?"),
        ("4.5", "Emergency access", "We pay for damage to the buildings caused by the police, fire or ambulance "
         "service forcing entry to deal with an emergency at the home.", None),
        ("4.6", "Selling your home", "If you have exchanged contracts to sell the home, the buyer has the benefit of "
         "this section until completion, if the buyer has no other insurance.", "buyer after exchange of contracts - covered?"),
    ]),
    ("Section 5 " + ND + " Contents", [
        ("5.1", "Contents in the home", "Loss or damage to contents in the home by any of the causes listed in "
         "Sections 1 and 3.", None),
        ("5.2", "Single article limit", "The most we pay for any one article is " + P + "2,500 unless it is listed "
         "as a specified item in the schedule.", "max for one item not listed on schedule"),
        ("5.3", "Valuables", "The most we pay in total for valuables in any one claim is the valuables limit shown "
         "in the schedule. Valuables means jewellery, watches, furs, precious metals and works of art.",
         "what counts as valuables and is there an overall cap"),
        ("5.4", "Money", "We pay up to " + P + "500 for money stolen from the home, and up to " + P + "750 for "
         "unauthorised use of your payment cards, as long as you tell the card issuer within 48 hours.",
         "card used by thief - time to tell the bank"),
        ("5.5", "Freezer contents", "We pay for food in a freezer spoiled by a rise or fall in temperature, up to "
         + P + "400. We do not pay if the electricity company cut the supply deliberately.",
         "food ruined when freezer failed - limit"),
        ("5.6", "Garden contents", "We pay up to " + P + "1,000 for plants, furniture and ornaments in the open "
         "within the boundaries of your land, but not for plants damaged by frost.", "frost killed garden plants"),
        ("5.7", "Contents away from home", "Contents temporarily removed from the home but within the United Kingdom "
         "are covered up to 15% of the contents sum insured, excluding theft from an unattended vehicle.",
         "laptop nicked from the car on a day out"),
        ("5.8", "Students' belongings", "Belongings of a family member at university and living away from home are "
         "covered up to " + P + "3,000, but theft is only covered if there was forcible entry.",
         "son's gear stolen at uni halls no forced entry"),
    ]),
    ("Section 7 " + ND + " What is not covered anywhere in this policy", [
        ("7.1", "Wear and tear", "Loss or damage caused by wear and tear, rot, fungus, rust, corrosion or anything "
         "that happens gradually.", None),
        ("7.2", "Unoccupied home", "Loss or damage by escape of water, escape of oil, theft or malicious acts once "
         "the home has been unoccupied for more than 60 days in a row.", "house empty 10 weeks - oil leak still covered?"),
        ("7.3", "Faulty workmanship", "The cost of putting right faulty design, workmanship or materials. Damage "
         "that results from the fault is covered.", "builder fitted pipe wrong, damage resulted - what's paid"),
        ("7.4", "Sonic bangs", "Damage caused by pressure waves from aircraft travelling at or above the speed of "
         "sound.", None),
        ("7.5", "Pets and vermin", "Damage caused by insects, vermin or domestic pets, including chewing and "
         "scratching.", "rats chewed the wiring"),
    ]),
    ("Section 8 " + ND + " Conditions", [
        ("8.1", "Looking after your home", "You must keep the home in a good state of repair and take reasonable "
         "steps to prevent loss or damage.", None),
        ("8.2", "Oil tanks", "Any oil-fired boiler, tank and supply pipe must be serviced at least once every 12 "
         "months by an OFTEC-registered technician. If it was not and this contributed to the loss, we may reduce or "
         "decline the escape of oil claim.", "how often must the oil tank be serviced and by whom"),
        ("8.3", "Telling us about a claim", "Tell us as soon as reasonably possible and report theft, attempted theft "
         "or malicious damage to the police within 48 hours.", "deadline for police report after break in"),
        ("8.4", "Fraud", "If a claim is fraudulent in any way we will not pay it and may cancel the policy from the "
         "date of the fraud and keep the premium.", None),
        ("8.5", "Cancellation by you", "You may cancel within 14 days of receiving the policy and get a full refund "
         "if you have not claimed. After that we refund the premium for the unexpired days, less a " + P + "30 "
         "administration charge.", "charge for cancelling mid-term"),
        ("8.6", "Other insurance", "If another policy covers the same loss, we pay only our share.", None),
    ]),
]


def hf(c, d, label="Home policy booklet QH26"):
    W, H = A4
    c.saveState()
    c.setFillColor(MOSS)
    c.rect(0, H - 14 * mm, W, 14 * mm, stroke=0, fill=1)
    c.setFillColor(colors.white)
    c.setFont("DJSans-Bold", 10)
    c.drawString(16 * mm, H - 9 * mm, "QUERNSTONE HOME INSURANCE")
    c.setFont("DJSans", 8)
    c.drawRightString(W - 16 * mm, H - 9 * mm, label)
    c.setFillColor(colors.black)
    c.setFont("DJSans", 7)
    c.drawCentredString(W / 2, 9 * mm, "Quernstone Home Insurance Ltd. Registered in England No. 09900417.")
    c.restoreState()


def wording():
    F = "quernstone-home-policy-booklet-QH26.pdf"
    hs = S("qh", "DJSans-Bold", 9.5, 12, textColor=MOSS, spaceBefore=8, spaceAfter=4)
    body = S("qb", "DJSerif", 7.8, 10, spaceAfter=3.5)
    intro = S("qi", "DJSerif-Italic", 7.8, 10, spaceAfter=5)
    story = [Paragraph("Your home insurance", S("qt", "DJSans-Bold", 14, 17, spaceAfter=6)),
             Paragraph("This booklet, your schedule and any endorsements form your contract with Quernstone Home "
                       "Insurance Ltd. Words in bold have the meanings given in the separate policy glossary.", intro)]
    for head, clauses in WORDING:
        story.append(Paragraph(e(head), hs))
        for lab, title, text, q in clauses:
            k = add(F, "clause", text, heading=head, clause=lab, q=q)
            p = Paragraph(f"<b>{lab} {e(title)}</b>&nbsp;&nbsp;{e(text)}", body)
            story.append(p)
    W, H = A4
    gap = 9 * mm
    cw = (W - 32 * mm - gap) / 2
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=A4, invariant=1, allowSplitting=0, title="Home policy QH26",
                          author="Quernstone", creator="Document production")
    frames = [Frame(16 * mm + i * (cw + gap), 16 * mm, cw, H - 38 * mm, leftPadding=0, rightPadding=0,
                    topPadding=0, bottomPadding=0) for i in range(2)]
    doc.addPageTemplates([PageTemplate(id="two", frames=frames, onPage=hf)])
    doc.build(story)
    place_pages(F)
    return F


def schedule():
    F = "quernstone-schedule-QH-4471902.pdf"
    H1 = "Your details"
    H2 = "Cover and excesses"
    H3 = "Specified items (away from home cover included)"
    H4 = "Endorsements"
    st = S("qs", "DJSans", 8.5, 11)
    hs = S("qsh", "DJSans-Bold", 10, 13, textColor=MOSS, spaceBefore=10, spaceAfter=4)
    story = [Paragraph("Home insurance schedule", S("qst", "DJSans-Bold", 15, 19, spaceAfter=4)),
             Paragraph("Policy number QH-4471902 &nbsp; Issued 28 February 2026", st), Spacer(1, 4)]

    def table(head, hdr, rows, widths, right=()):
        story.append(Paragraph(e(head), hs))
        data = [list(hdr)] if hdr else []
        for cells, q in rows:
            add(F, "table_row", " ".join(c for c in cells if c), heading=head, table=list(cells), q=q)
            data.append(list(cells))
        t = Table(data, colWidths=widths, repeatRows=1 if hdr else 0)
        style = [("FONT", (0, 0), (-1, -1), "DJSans", 8.5), ("VALIGN", (0, 0), (-1, -1), "TOP"),
                 ("LINEBELOW", (0, 0), (-1, -1), 0.3, colors.HexColor("#9aa89a")),
                 ("BOTTOMPADDING", (0, 0), (-1, -1), 4), ("TOPPADDING", (0, 0), (-1, -1), 4)]
        if hdr:
            style += [("FONT", (0, 0), (-1, 0), "DJSans-Bold", 8.5),
                      ("BACKGROUND", (0, 0), (-1, 0), colors.HexColor("#dfe7dc"))]
        for c in right:
            style.append(("ALIGN", (c, 0), (c, -1), "RIGHT"))
        t.setStyle(TableStyle(style))
        story.append(t)

    table(H1, None, [
        (("Policyholders", "Mrs Bronwen Astley and Mr Gareth Astley"), "who are the policyholders on QH-4471902"),
        (("Address insured", "Pentre Cottage, Clun Road, Bishop's Castle, Shropshire SY9 5HQ"), "insured address for the astleys"),
        (("Period of cover", "1 March 2026 to 28 February 2027"), "when does the astley home policy run to"),
        (("Type of home", "Detached stone cottage, built 1880, slate roof, oil-fired central heating"),
         "construction and heating of the insured cottage"),
        (("Mortgage lender", "Severnside Building Society"), "who is the mortgagee"),
    ], [45 * mm, 125 * mm])
    table(H2, ("Cover", "Sum insured", "Excess"), [
        (("Buildings", P + "385,000", P + "350"), "buildings sum insured astley"),
        (("Buildings: escape of water", "included", P + "500"), "escape of water excess on astley policy"),
        (("Buildings: escape of oil", "included", P + "1,000"), "oil escape excess in the cover and excesses table"),
        (("Contents", P + "62,000", P + "350"), "contents cover amount"),
        (("Valuables limit", P + "12,000", ""), "valuables total limit on this schedule"),
        (("Accidental damage to buildings", "included", P + "350"), None),
        (("Accidental damage to contents", "not included", ""), "do they have accidental damage on contents"),
        (("Legal expenses", P + "100,000", "nil"), "legal expenses limit and excess"),
    ], [80 * mm, 45 * mm, 45 * mm], right=(1, 2))
    items = [
        ("1", "Diamond solitaire engagement ring, platinum, 1.2 carat", P + "6,400", "value of the solitaire ring"),
        ("2", "Omega Seamaster gentleman's wristwatch", P + "3,950", "watch on the specified items"),
        ("3", "Victorian gold mourning locket", P + "2,700", None),
        ("4", "Pair of pearl and sapphire earrings", P + "2,850", "earrings sum insured"),
        ("5", "Oil painting, Welsh hill farm, by E. Morrow-Pryce", P + "4,800", "is the painting of the hill farm listed and for how much"),
        ("6", "Canon EOS R6 camera body with two lenses", P + "3,100", "camera kit value"),
        ("7", "Trek Domane carbon road bicycle", P + "3,600", "bike specified amount"),
        ("8", "Sterling silver tea service, five pieces", P + "2,900", None),
        ("9", "Carved oak long-case clock, c. 1790", P + "5,250", "grandfather clock insured for"),
        ("10", "Gold charm bracelet with 14 charms", P + "2,650", "charm bracelet value"),
        ("11", "Antique Persian rug, 3m by 2m", P + "3,300", "persian rug cover"),
        ("12", "Fender Stratocaster electric guitar, 1978", P + "4,100", "vintage guitar on the schedule"),
        ("13", "Set of Royal Worcester figurines (eight)", P + "2,560", None),
        ("14", "Emerald and diamond cocktail ring", P + "5,900", "emerald ring value"),
        ("15", "Leica binoculars and telescope set", P + "2,780", "binoculars item amount"),
        ("16", "Hearing aids, pair, Phonak", P + "3,400", "are the hearing aids specified"),
        ("17", "Breitling Navitimer wristwatch", P + "6,150", "second watch value - the Breitling"),
        ("18", "Georgian silver candlesticks, pair", P + "2,975", None),
        ("19", "Harp, Salvi concert pedal harp", P + "8,800", "harp sum insured"),
        ("20", "Signed first edition book collection (22 volumes)", P + "4,450", "rare books value on schedule"),
        ("21", "Gold signet ring with family crest", P + "2,520", "signet ring cover"),
        ("22", "Tanzanite pendant on white gold chain", P + "3,725", "tanzanite necklace value"),
    ]
    story.append(Spacer(1, 150))
    table(H3, ("Item", "Description", "Sum insured"), [((a, b, c), q) for a, b, c, q in items],
          [14 * mm, 126 * mm, 30 * mm], right=(2,))
    story.append(Paragraph(e(H4), hs))
    ends = [
        ("QH-E4", "Escape of oil excess: the escape of oil excess is " + P + "1,000 and applies instead of the standard "
         "excess to every claim under clause 3.2.", "endorsement setting the oil excess"),
        ("QH-E9", "Unoccupancy: clause 7.2 is amended so that the period is 45 days in a row, because the home is a "
         "second home used at weekends.", "unoccupancy period on the astley policy after endorsement"),
        ("QH-E15", "Oil tank: we have been told the tank is a bunded plastic tank installed in 2019. Cover under "
         "clause 3.6 is limited to " + P + "100,000 while any other tank is used.", "what tank did they declare and effect on pollution cover"),
    ]
    for lab, text, q in ends:
        add(F, "clause", text, heading=H4, clause=lab, q=q)
        story.append(Paragraph(f"<b>{lab}</b>&nbsp;&nbsp;{e(text)}", S("qe", "DJSans", 8.5, 11, spaceAfter=4)))
    doc = BaseDocTemplate(os.path.join(DOCS, F), pagesize=A4, invariant=1, allowSplitting=1, title="Schedule",
                          author="Quernstone", creator="Document production")
    W, H = A4
    doc.addPageTemplates([PageTemplate(id="p", frames=[Frame(20 * mm, 20 * mm, W - 40 * mm, H - 44 * mm)],
                                       onPage=lambda c, d: hf(c, d, "Schedule QH-4471902"))])
    doc.build(story)
    place_pages(F)
    pg = sorted(set(k["page"] for k in __import__("common").KEYS if k["file"] == "documents/" + F and k["heading"] == H3))
    assert pg == [1, 2], pg
    return F


NOTES = [
    ("#01", "Mon 09.11.26 08:41", "K. Oduya (KO) -- FNOL by phone",
     "Mrs Astley rang. Smell of kerosene in garden since Sat, found supply pipe from tank to boiler split under the "
     "gravel path. Est 1,100 ltrs gone - tank was filled 22/10. No heating. Advised get OFTEC engineer to isolate & "
     "make safe. Cottage is a weekend place, last there Fri 06/11.", "when did they last stay at the cottage before the leak"),
    ("#02", "Mon 09.11.26 11:05", "K. Oduya (KO) -- Cover check",
     "QH-4471902 live to 28/02/27. Escape of oil 3.2 + trace/access 3.3 + oil lost up to 2k. QH-E4 oil xs 1,000. "
     "QH-E9 unocc 45 days - not an issue, occupied 06/11. Need tank service history for cond 8.2.",
     "is unoccupancy a problem on the oil claim"),
    ("#03", "Tue 10.11.26 14:30", "K. Oduya (KO) -- Contractor",
     "Marcher Environmental instructed for soil excavation + testing. They say plume heading for field ditch at "
     "boundary - possible 3.6 third party exposure if it reaches the watercourse. Booked for Thu.",
     "why is the ditch a worry"),
    ("#04", "Tue 10.11.26 16:12", "K. Oduya (KO) -- Docs rec'd",
     "PH emailed service cert: Wynn Heating (OFTEC reg C7718) serviced boiler + tank 14/03/26. Within 12 months, "
     "8.2 satisfied. Tank matches QH-E15 (bunded plastic 2019).", "tank service cert - who serviced it and when"),
    ("#05", "Thu 12.11.26 17:48", "D. Pryor (DP) -- Site visit",
     "Attended with Marcher. Split in 28mm copper pipe at a compression joint, some corrosion at fitting. "
     "Trench approx 9m x 1.2m dug, contaminated gravel and soil bagged. Ditch sampled - clean, no 3.6 claim so far. "
     "Kitchen floor tiles lifted to trace pipe route.", "did oil reach the ditch"),
    ("#06", "Fri 13.11.26 10:20", "D. Pryor (DP) -- Reserve",
     "Reserve set 13,500: remediation 11,000 + oil lost 1,100 ltrs @ 0.68 = 748 + trace/access (kitchen floor) "
     "2,750 = 14,498, less 1,000 xs.", "how was the reserve made up"),
    ("#07", "Wed 25.11.26 09:02", "D. Pryor (DP) -- Invoice",
     "Marcher inv INV-3318 rec'd, 11,412.00 inc VAT. Checked against site notes. Failed pipe + fitting line (45.00 + "
     "VAT = 54.00) not covered - 3.2 excludes the part that failed. Allow 11,358.00.",
     "what was knocked off the marcher invoice and why"),
    ("#08", "Wed 25.11.26 15:37", "D. Pryor (DP) -- Call to PH",
     "Explained settlement. PH queried whether the new pipe run is paid - told no, failed part is excluded but "
     "labour to reinstate gravel path is in. PH happy. Kitchen tiler quote 2,460 to follow.",
     "did the insured accept the settlement explanation"),
    ("#09", "Mon 30.11.26 12:15", "D. Pryor (DP) -- Payment",
     "Paid Marcher direct 11,358.00. Paid PH oil lost 748.00 + tiler 2,460.00 = 3,208.00 less xs 1,000.00 = "
     "2,208.00 by BACS. Total indemnity 13,566.00.", "how much went to the astleys by bacs"),
    ("#10", "Mon 30.11.26 12:40", "D. Pryor (DP) -- Close",
     "No recovery - pipe fitted 2008 by unknown installer, out of time. File closed. Diary 3 months for ditch "
     "re-test per Marcher recommendation.", "is there any recovery from the installer"),
]


def notes():
    F = "quernstone-claim-QHC-26-30771-file-notes.txt"
    out = ["Quernstone Home Insurance -- household claims", "File notes: QHC-26-30771 / policy QH-4471902 / "
           "Astley, Pentre Cottage", "Peril: escape of oil   Date of loss: 07/11/2026 (approx)", ""]
    for lab, when, who, body, q in NOTES:
        wrapped = textwrap.wrap(body, 74)
        add(F, "file_note_entry", " ".join([when, who] + wrapped), entry=lab, q=q)
        out.append(f"{lab}  {when}  {who}")
        out += ["    " + w for w in wrapped]
        out.append("")
    out.append("-- 10 notes --")
    with open(os.path.join(DOCS, F), "w", encoding="utf-8", newline="\r\n") as fh:
        fh.write("\n".join(out) + "\n")
    return F


MANUAL = [
    ("Stage 1 " + ND + " First notification", [
        ("1", "Confirm the caller is the policyholder or someone they have authorised, and check the address against "
         "the schedule before discussing cover.", "caller isn't the policyholder - what first"),
        ("1.1", "If the caller is a letting agent or relative, note their name and ask the policyholder to confirm by "
         "e-mail before any payment.", "relative calling on behalf - before paying"),
        ("1.2", "Give the claim reference and explain that an excess applies; quote the excess from the schedule, not "
         "from memory.", None),
        ("2", "Identify the peril and any emergency: for escape of water or oil, tell the customer to turn off the "
         "supply at the stopcock or tank valve straight away.", "what do we tell a customer with an active oil leak"),
        ("2.1", "For oil, ask whether it may reach a drain, ditch, stream or well, and if so tell them to call the "
         "Environment Agency incident line on 0800 80 70 60 and note that they did.", "when do we tell them to call the EA"),
        ("2.2", "If the home has no heating and a vulnerable person lives there, flag the file as priority and "
         "offer temporary heaters the same day.", "elderly customer with no heating after oil leak"),
    ]),
    ("Stage 2 " + ND + " Cover and validation", [
        ("3", "Check the policy was in force on the date of loss and that any unoccupancy period in clause 7.2 or "
         "an endorsement has not been exceeded.", None),
        ("3.1", "For second homes, ask when someone last stayed overnight and ask for evidence such as a fuel receipt "
         "or visitor log.", "proof of last stay for a holiday cottage"),
        ("4", "For oil claims, ask for the last service certificate; the tank must have been serviced in the 12 "
         "months before the loss.", None),
        ("4.1", "If there is no certificate, do not decline on the phone; refer the file to a team leader, who "
         "will decide whether the missing service contributed to the loss.", "no service cert - can I turn the claim down on the call"),
        ("5", "Set an initial reserve within two working days of notification and review it whenever a report or "
         "invoice arrives.", "how quickly must a reserve go on"),
    ]),
    ("Stage 3 " + ND + " Appointing suppliers", [
        ("6", "Use a panel environmental contractor for any oil escape of more than 200 litres or any escape near "
         "water.", "threshold for sending environmental contractor"),
        ("6.1", "Ask the contractor for a scope within five working days and photographs before and after "
         "excavation.", "how long contractor has to send scope"),
        ("6.2", "Where the customer wants their own contractor, obtain two quotes and agree the scope before work "
         "starts.", "customer wants to use their own firm"),
        ("7", "Send a field adjuster if the reserve exceeds " + P + "10,000 or third party land may be affected.",
         "when does a loss adjuster need to attend"),
    ]),
    ("Stage 4 " + ND + " Settlement", [
        ("8", "Check every invoice line against the scope and deduct the cost of the failed part itself.", None),
        ("8.1", "Deduct the excess once per claim, from the payment to the customer rather than from a supplier "
         "invoice paid direct.", "where do I take the excess off when paying supplier direct"),
        ("8.2", "Pay for lost heating oil at the price on the last delivery note, up to the limit in clause 3.2.",
         "what price per litre do we use for lost oil"),
        ("9", "Write to the customer confirming what was paid, to whom, and anything not paid with the reason.",
         "settlement letter contents"),
        ("10", "Before closing, consider recovery from installers or manufacturers and record the decision on the "
         "file.", "recovery consideration before close"),
    ]),
]


def manual():
    import docx
    from docx.shared import Pt
    F = "quernstone-household-claims-procedure-manual.docx"
    d = docx.Document()
    when = datetime.datetime(2026, 6, 1, 9, 0, 0)
    fix_docx(d, "Household Claims, Quernstone", "Escape of water and oil: claims procedure", when)
    d.styles["Normal"].font.name = "Arial"
    d.styles["Normal"].font.size = Pt(10)
    d.add_heading("Escape of water and oil: claims procedure", level=0)
    p = d.add_paragraph("Version 4, June 2026. For household claims handlers. Follow the steps in order and record "
                        "each one on the file.")
    for head, steps in MANUAL:
        d.add_heading(head, level=1)
        for lab, text, q in steps:
            add(F, "clause", text, heading=head, clause=lab, q=q)
            para = d.add_paragraph()
            r = para.add_run(lab + ".\t" if "." not in lab else lab + "\t")
            r.bold = True
            para.add_run(text)
            if "." in lab:
                para.paragraph_format.left_indent = Pt(28)
    save_docx(d, F, when)
    return F


SCAN_HEAD = "INVOICE INV-3318"
SCAN_ROWS = [
    (("1", "Emergency attendance, isolation of supply and absorbent booms laid, 9 Nov 2026 (out of hours)", "1",
      "385.00", "385.00"), "callout charge on oil contractor invoice"),
    (("2", "Mini excavator with operator, trench along supply pipe route", "3 days", "520.00", "1,560.00"),
     "digger hire cost oil clean up"),
    (("3", "Excavation and bagging of contaminated soil and gravel", "14.5 t", "96.00", "1,392.00"),
     "tonnage of soil removed"),
    (("4", "Disposal of hazardous waste at licensed facility, including transport and consignment notes", "14.5 t",
      "142.00", "2,059.00"), "hazardous waste disposal charge"),
    (("5", "Laboratory testing of soil samples for total petroleum hydrocarbons", "8", "65.00", "520.00"),
     "how many soil samples were tested"),
    (("6", "Water sampling of boundary ditch, two locations", "2", "85.00", "170.00"), "ditch water test cost"),
    (("7", "Clean imported topsoil and MOT type 1 backfill, compacted in layers", "16 t", "38.00", "608.00"),
     "backfill material on the invoice"),
    (("8", "Reinstatement of gravel path and edging", "1", "640.00", "640.00"), "path reinstatement line"),
    (("9", "Replacement of failed 28mm copper supply pipe section and compression fitting", "1", "45.00", "45.00"),
     "price of the replacement pipe section"),
    (("10", "Environmental consultant site report and verification sampling", "1", "2,131.00", "2,131.00"),
     "consultant report fee"),
    (("", "", "", "Subtotal", "9,510.00"), "invoice total before vat marcher"),
    (("", "", "", "VAT 20%", "1,902.00"), "vat on marcher invoice"),
    (("", "", "", "TOTAL DUE", "11,412.00"), None),
]


def scan():
    F = "quernstone-scan-oil-remediation-invoice-INV-3318.pdf"
    paper = (246, 246, 242)
    img = Image.new("RGB", (1654, 2339), paper)
    d = ImageDraw.Draw(img)
    ink = (28, 28, 32)
    d.text((120, 110), "MARCHER ENVIRONMENTAL LTD", font=sfont("serif-bold", 46), fill=ink)
    d.text((120, 175), "Unit 4, Longden Road Trading Estate, Shrewsbury SY3 9EB", font=sfont("serif", 24), fill=ink)
    d.text((120, 210), "01632 960418   accounts@marcher-env.example   VAT reg 118 4420 61", font=sfont("serif", 24),
           fill=ink)
    d.text((120, 300), SCAN_HEAD, font=sfont("serif-bold", 38), fill=ink)
    y = 360
    for line in ["Date: 24 November 2026", "Customer: Quernstone Home Insurance Ltd, claim QHC-26-30771",
                 "Site: Pentre Cottage, Clun Road, Bishop's Castle SY9 5HQ"]:
        d.text((120, y), line, font=sfont("serif", 26), fill=ink)
        y += 40
    cols = [(80, "l"), (740, "l"), (170, "r"), (200, "r"), (224, "r")]
    y = draw_table(d, 120, y + 40, cols, ("No.", "Description", "Qty", "Rate " + GBP, "Amount " + GBP),
                   [r for r, _ in SCAN_ROWS], "serif", 25, "grid", bold_rows=[SCAN_ROWS[-1][0]])
    d.text((120, y + 60), "Payment terms 30 days. Bank: Severn Valley Bank, sort code 60-00-00.",
           font=sfont("serif", 22), fill=ink)
    j = age(img, 10101, -0.8, 5.5, 0.55, 62, paper)
    scan_pdf(F, [j], A4)
    for r, q in SCAN_ROWS:
        add(F, "table_row", " ".join(c for c in r if c), heading=SCAN_HEAD, table=list(r), scanned=True, q=q)
    return F


def build():
    wording()
    schedule()
    notes()
    manual()
    scan()
