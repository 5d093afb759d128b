"""Write letters.jsonl from the letter table below (letters as data)."""
import json
import os

D = "documents/"
F = {
    "MW": D + "policies/marramcombe-holiday-home-wording-MCL-SC-26.pdf",
    "MS1": D + "policies/marramcombe-schedule-MCS-26-30418.pdf",
    "MS2": D + "policies/marramcombe-schedule-MCS-26-31177.pdf",
    "ME": D + "policies/marramcombe-endorsement-MCE-07.pdf",
    "MP": D + "procedures/marramcombe-claims-handling-notes.txt",
    "SW": D + "policies/stannary-licensed-premises-wording-SLT-LTC-26.pdf",
    "SS1": D + "policies/stannary-schedule-SLS-2026-0412.pdf",
    "SS2": D + "policies/stannary-schedule-SLS-2026-0559.pdf",
    "SE": D + "policies/stannary-endorsement-SLE-22.pdf",
    "SP": D + "procedures/stannary-bi-claims-procedure.docx",
    "BW": D + "policies/bellwether-personal-articles-floater-BRI-PAF-0925.pdf",
    "BD1": D + "policies/bellwether-declarations-BRD-4418207.pdf",
    "BD2": D + "policies/bellwether-declarations-BRD-4420593.pdf",
    "BE": D + "policies/bellwether-endorsement-BRE-PRO-11.pdf",
    "BG": D + "procedures/bellwether-inland-marine-claim-guidelines.docx",
}


def N(text):
    return {"text": text, "label": "not_a_claim", "evidence": [], "kind": None, "correct_value": None}


def S(text, *ev):
    return {"text": text, "label": "supported", "evidence": list(ev), "kind": None, "correct_value": None}


def U(text, kind, cv, *ev):
    return {"text": text, "label": "unsupported", "evidence": list(ev), "kind": kind, "correct_value": cv}


LETTERS = []


def letter(claim_ref, instruction, *sentences):
    LETTERS.append((claim_ref, instruction, sentences))


# --------------------------------------------------------------------------- Marramcombe
letter("MCL-26-0731", "Write to Mr and Mrs Ollerenshaw confirming the storm settlement and explaining the awning.",
    N("Dear Mr and Mrs Ollerenshaw,"),
    N("Thank you for sending the estimate from Kernow Coast Caravan Repairs so promptly."),
    S("The estimate came to £3,184.00 including VAT.", ("notes", "Estimate rec'd from Kernow Coast Caravan Repairs, ref KCR-5518, total £3,184.00 inc VAT.")),
    U("We have agreed the repairs to the roof panels, skirting, access equipment and decking hand rail at £2,764.00 and deducted the standard excess of £250.", "value", "£150",
      ("notes", "Agreed: roof panels, skirting, access equipment and decking rail £2,764.00 less standard excess £150 = £2,614.00.")),
    S("We paid £2,614.00 into your account by BACS on 18 October 2026.", ("notes", "18/10/2026 10:05 JHP - £2,614.00 paid to PH by BACS.")),
    U("The replacement awning, priced at £420.00, is covered because your policy pays for awnings, decking and verandas up to £1,500.", "negation", None,
      ("MW", "1.3 Awnings, decking and verandas are covered up to £1,500 in total for any one claim, but we will not pay for storm damage to awnings.")),
    U("The storm was confirmed by a gust of 58 mph recorded at Trevanna Point.", "value", "63 mph",
      ("notes", "Weather checked: gust of 63 mph at Trevanna Point at 23:00 on 08/10. Storm confirmed.")),
    N("Yours sincerely,"))

letter("MCL-26-0731", "Acknowledge Mrs Ollerenshaw's complaint e-mail about the awning and tell her the time limits.",
    N("Dear Mrs Ollerenshaw,"),
    N("Thank you for your e-mail of 20 October 2026 about the awning on claim MCL-26-0731."),
    S("We have logged your e-mail as a formal complaint under reference MC-COMP-0419.", ("notes", "Logged as complaint MC-COMP-0419.")),
    S("Your complaint has been passed to our team leader, Morwenna Hext, for review.", ("notes", "Passed to TL (Morwenna Hext) for review.")),
    U("We aim to send you our final response within 12 weeks of receiving your complaint.", "period", "8 weeks",
      ("MP", "send the final response within 8 weeks.")),
    U("If you are not satisfied with our final response, you can refer your complaint to the Financial Ombudsman Service within 12 months of that response.", "period", "6 months",
      ("MP", "they can refer the complaint to the Financial Ombudsman Service within 6 months of the date of the final response.")),
    N("In the meantime, could you let us know whether the park sales office gave you anything in writing about the awning?"),
    N("Yours sincerely,"))

letter("MCL-26-0788", "Settle the caravan break-in claim for Mr and Mrs Ollerenshaw and explain why the bicycles are not covered.",
    N("Dear Mr and Mrs Ollerenshaw,"),
    N("I am sorry to hear that your caravan was broken into and your television and bicycles were taken."),
    S("We have agreed £429.00 for a like-for-like replacement television and £185.00 for the window repair invoiced by the park.",
      ("notes", "Like-for-like replacement quoted at £429.00."), ("notes", "Window repair by park maintenance £185.00 (invoice GB-2231).")),
    S("After the £150 excess, we will pay you £464.00.", ("notes", "£614.00 less £150 excess = £464.00.")),
    U("Bicycles are covered only while inside the caravan or in a locked shed at the park, up to £500 for each bicycle.", "value", "£300",
      ("MW", "2.4 Bicycles are covered only while inside the Holiday Home or in a locked shed or store at the Site, up to £300 for each bicycle.")),
    S("Because your bicycles were chained to the chassis under the caravan rather than kept in a locked shed, we cannot pay for them.",
      ("notes", "Bikes were kept under the c/van, chained to the chassis, not in a locked shed. Not covered under 2.4.")),
    U("We have noted the crime reference number DC/26/118824 that you gave us.", "entity", "DC/26/118842",
      ("notes", "Crime ref from PH: DC/26/118842, reported to police 01/11/2026.")),
    N("Yours sincerely,"))

letter("MCL-26-0802", "Acknowledge Ms Fenwick-Dale's escape of water claim and explain what we need about the Closed Season.",
    N("Dear Ms Fenwick-Dale,"),
    N("Thank you for calling us about the split pipe under the kitchen sink at your lodge."),
    U("Because the Closed Season at Pennock Water Lodges began on 15 November 2026 and the lodge had not been drained, your policy cannot cover this damage.", "superseded", None,
      ("ME", "We will not pay for damage caused by escape of water or by frost during the Closed Season if you have done neither (a) nor (b).")),
    S("Endorsement MCE-07 applies to your policy from 1 October 2026 and gives you an alternative to draining the lodge during the Closed Season.",
      ("ME", "Effective date: 1 October 2026."),
      ("ME", "During the Closed Season you must either (a) turn off the water at the mains and drain the water system, or (b) keep the central heating running continuously")),
    U("Under that alternative, the central heating must run continuously with the thermostat set to at least 8 degrees C, and the lodge must be inspected at least once every 14 days.", "value", "10 degrees C",
      ("ME", "keep the central heating running continuously with the thermostat set to at least 10 degrees C, with a frost thermostat fitted, and have the Holiday Home inspected at least once every 14 days")),
    S("We have appointed Tamsin Roskilly of Roskilly Vane Loss Adjusters as the loss adjuster on your claim.", ("notes", "LA appointed: Tamsin Roskilly of Roskilly Vane Loss Adjusters.")),
    N("Please send us any records you have of the heating settings and the site manager's inspection log."),
    N("Kind regards,"))

letter("MCL-26-0802", "Write to Ms Fenwick-Dale with the settlement of her escape of water claim.",
    N("Dear Ms Fenwick-Dale,"),
    S("Our loss adjuster has confirmed that the heating was on with the thermostat at 12 degrees C and that the site manager's log records inspections on 16 and 22 November 2026, so the frost condition in endorsement MCE-07 was met.",
      ("C:roskilly-vane-report-RV-26-2207.docx", "We found the central heating running with the thermostat set at 12 degrees C and a frost thermostat fitted."),
      ("C:roskilly-vane-report-RV-26-2207.docx", "The Site manager's written log records inspections on 16 November and 22 November 2026. In our view the requirements of option (b) were met.")),
    U("The repairs have been agreed at £7,360.00.", "value", "£7,630.00", ("notes", "LA figures agreed at £7,630.00.")),
    U("As this is an escape of water claim, the standard excess of £250 applies.", "value", "£350",
      ("MW", "each claim for escape of water carries an excess of £350 instead of the standard excess."),
      ("notes", "EOW excess £350 applies (Condition B), not the £250 standard excess.")),
    S("We will pay you £7,280.00 as soon as you confirm your bank details.", ("notes", "Settlement £7,280.00 to PH once she confirms bank details.")),
    U("Your policy will also refund the site fees you have paid for the whole of the Closed Season.", "condition", None,
      ("MW", "we will refund the site fees you have paid for the period it cannot be used, for up to 12 months.")),
    N("Yours sincerely,"))

letter("MCL-26-0802", "Reply to Ms Fenwick-Dale's call asking whether her site fees are refunded while the lodge is repaired.",
    N("Dear Ms Fenwick-Dale,"),
    N("Thank you for your call on 30 November asking about your site fees while the kitchen is repaired."),
    S("Section 3.1 of your policy refunds the site fees you have paid for the period the lodge cannot be used, for up to 12 months.",
      ("MW", "3.1 If the Holiday Home cannot be used as a result of damage covered under Section 1, we will refund the site fees you have paid for the period it cannot be used, for up to 12 months.")),
    S("Our loss adjuster expects the lodge to be unusable for about six weeks.",
      ("C:roskilly-vane-report-RV-26-2207.docx", "The lodge is likely to be unusable for about six weeks while the kitchen is dried and refitted.")),
    U("Your schedule shows site fees of £7,420 paid for the year.", "value", "£7,240", ("MS2", "Section 3 - site fees paid for the year £7,240")),
    U("We will pay the refund directly to Pennock Water Lodges unless you tell us otherwise.", "party", "the policyholder",
      ("MP", "Site fee refunds under 3.1 are paid to the policyholder, not to the park operator, unless the policyholder asks otherwise in writing.")),
    N("Please send us the park's invoice for this year's fees so that we can work out the refund."),
    N("Kind regards,"))

letter("MCL-26-0815", "Update Ms Fenwick-Dale on the injury claim made against her by Mr Abernethy's solicitors.",
    N("Dear Ms Fenwick-Dale,"),
    S("We have received a letter of claim from Hesketh Lowry Solicitors on behalf of Mr Lyle Abernethy, who says he tripped on a loose tread of your lodge steps on 4 September 2026.",
      ("notes", "Letter of claim rec'd from Hesketh Lowry Solicitors for TP Mr Lyle Abernethy. TP says he tripped on a loose tread of the lodge steps on 04/09/2026 while visiting PH.")),
    U("Your policy covers your liability to the public up to £1,000,000 for any one occurrence.", "value", "£2,000,000",
      ("MS2", "Section 4 - Liability to the public £2,000,000")),
    S("The claim is being handled by our liability team, and Owen Carrick acknowledged the solicitors' letter on 1 October 2026.",
      ("notes", "Passed to liability team (Owen Carrick)."), ("notes", "OC acknowledged letter of claim 01/10/2026.")),
    U("You may discuss the accident with Mr Abernethy's solicitors, provided you do not offer any payment.", "negation", None,
      ("notes", "PH told not to admit liability or discuss with TP's solicitors.")),
    N("Could you send us any photographs of the steps taken before the tread was repaired on 6 September?"),
    N("Yours sincerely,"))

letter("MCL-26-0846", "Decline Ms Fenwick-Dale's hot tub claim.",
    N("Dear Ms Fenwick-Dale,"),
    N("I am sorry that your hot tub has stopped heating."),
    S("The engineer from Pennock Spa Care found that the control board had failed through age.",
      ("notes", "Engineer (Pennock Spa Care) found control board failed."), ("notes", "Engineer says board failed through age.")),
    U("Your hot tub is listed in your schedule as a specified item with a sum insured of £6,000.", "value", "£6,400",
      ("MS2", "Specified item: hot tub (Aquilo 5-seat) £6,400")),
    S("However, section 2.5 of your policy excludes mechanical or electrical breakdown or failure of any item of contents, including hot tubs and their control equipment.",
      ("MW", "2.5 We will not pay for mechanical or electrical breakdown or failure of any item of Contents, including hot tubs and their control equipment.")),
    U("We are therefore unable to pay the repair quote of £1,510.00.", "value", "£1,150.00", ("notes", "Repair quote £1,150.00.")),
    U("You may wish to check whether the hot tub is still under the manufacturer's warranty, as it was installed in 2021.", "period", "2023",
      ("notes", "Suggest she checks whether the hot tub has a manufacturer's warranty (installed 2023).")),
    N("Yours sincerely,"))

letter("MCL-26-0860", "Acknowledge Mr Ollerenshaw's claim for the mower damage to the caravan.",
    N("Dear Mr Ollerenshaw,"),
    N("Thank you for letting us know that the park contractor's mower struck your caravan on 26 November 2026."),
    U("We understand that two wall panels on the rear elevation were dented.", "quantifier", "3",
      ("notes", "dented 3 wall panels on the rear elevation.")),
    S("Damage caused by impact is covered under section 1.1 of your policy.", ("notes", "Impact covered under 1.1.")),
    S("Your standard excess of £150 applies, but as Gorse Bay Holiday Park Ltd has accepted fault in writing, we will try to recover it from the park's insurers.",
      ("notes", "Park (Gorse Bay Holiday Park Ltd) has accepted fault in writing."),
      ("notes", "Standard excess £150. Will pursue park's insurers to recover our outlay and PH's excess.")),
    N("Please send us the park's written admission and two repair quotes."),
    N("Yours sincerely,"))

letter(None, "Answer Mrs Ollerenshaw's question (policy MCS-26-30418) about leaving the caravan empty over the winter.",
    N("Dear Mrs Ollerenshaw,"),
    N("Thank you for your question about leaving the caravan empty over the winter."),
    S("Your schedule shows the Closed Season at Gorse Bay Holiday Park as 3 January to 28 February.", ("MS1", "Closed Season 3 January to 28 February")),
    S("During the Closed Season you must turn off the water at the mains and drain the water system, including the tanks, pipes, toilet cistern and water heater.",
      ("MW", "During the Closed Season you must turn off the water at the mains and drain the water system, including tanks, pipes, toilet cistern and water heater.")),
    U("If the caravan is not lived in overnight for more than 60 consecutive days, it counts as Unoccupied and theft, malicious damage and escape of water are not covered.", "period", "45 consecutive days",
      ("MW", "Unoccupied - not lived in overnight by you or your guests for more than 45 consecutive days.")),
    U("As your caravan was made in 2022, it will be replaced new for old after a total loss for 10 years from its year of manufacture.", "period", "5 years from the year of manufacture",
      ("MS1", "New for Old Period 5 years from the year of manufacture")),
    N("Please contact us if you have any other questions."),
    N("Kind regards,"))

letter(None, "Confirm to Ms Fenwick-Dale what policy MCS-26-31177 covers and what her excesses are.",
    N("Dear Ms Fenwick-Dale,"),
    S("Your policy MCS-26-31177 runs from 15 July 2026 to 14 July 2027 and covers your Elderwood Twin Gable lodge on plot 9 at Pennock Water Lodges.",
      ("MS2", "Period of insurance 15 July 2026 to 14 July 2027"), ("MS2", "Holiday lodge, Elderwood Twin Gable 40 x 20 (2017)"),
      ("MS2", "Pennock Water Lodges, Pennock, plot 9")),
    U("The lodge is insured for £126,000 on a new for old basis.", "condition", "market value basis",
      ("MS2", "New for Old Period Not applicable - market value basis")),
    S("Your contents are insured for £12,000, and the most we will pay for any one article not listed as a specified item is £500.",
      ("MS2", "Section 2 - Contents £12,000"),
      ("MW", "2.2 The most we will pay for any one article is £500, unless the article is listed as a specified item in the schedule.")),
    U("The total sum insured for the lodge and contents together is £148,000.", "value", "£138,000",
      ("MS2", "Section 1 - Holiday Home £126,000"), ("MS2", "Section 2 - Contents £12,000")),
    S("The standard excess is £250, but escape of water claims carry an excess of £350.",
      ("MS2", "Standard excess £250"),
      ("MW", "each claim for escape of water carries an excess of £350 instead of the standard excess.")),
    N("Yours sincerely,"))

letter("MCL-26-0731", "Send Mrs Ollerenshaw the final response to her awning complaint.",
    N("Dear Mrs Ollerenshaw,"),
    N("Thank you for your patience while we reviewed your complaint about the awning."),
    S("Section 1.3 of your policy covers awnings, decking and verandas up to £1,500 for any one claim, but it does not cover storm damage to awnings.",
      ("MW", "1.3 Awnings, decking and verandas are covered up to £1,500 in total for any one claim, but we will not pay for storm damage to awnings.")),
    S("The damage to your caravan was caused by the storm on the night of 8 to 9 October 2026, when a gust of 63 mph was recorded at Trevanna Point.",
      ("notes", "Storm overnight 8-9 Oct 2026 at Gorse Bay."), ("notes", "gust of 63 mph at Trevanna Point at 23:00 on 08/10. Storm confirmed.")),
    U("We have therefore not changed our decision, and the replacement awning cost of £460.00 remains excluded.", "value", "£420.00",
      ("C:kernow-coast-estimate-KCR-5518.pdf", "Replacement awning (Coastline 390) £420.00")),
    U("The park sales office acts as our appointed agent, so what it told you about awnings forms part of your policy.", "not_found", None),
    S("If you remain unhappy, you can refer your complaint to the Financial Ombudsman Service within 6 months of the date of this final response.",
      ("MP", "they can refer the complaint to the Financial Ombudsman Service within 6 months of the date of the final response.")),
    N("Yours sincerely,"))

# --------------------------------------------------------------------------- Stannary
letter("SLT-26-1104", "Confirm the cellar stock settlement to Mr Treloar of The Drover's Rest.",
    N("Dear Mr Treloar,"),
    S("Polgrain Refrigeration's report confirms that the cellar cooler failed because of a compressor failure, and your maintenance contract with Polgrain has been in force since 2023.",
      ("notes", "Engineer report rec'd (Polgrain Refrigeration, job PR-7741): compressor failure. Maintenance contract with Polgrain in force since 2023.")),
    S("Your claim for 11 casks at £176.00 each came to £1,936.00 at cost.", ("notes", "Stock claimed £1,936.00 at cost (11 casks at £176.00).")),
    U("We deducted the brewery's credit of £352.00 for the three casks returned unopened.", "quantifier", "2",
      ("notes", "Brewery credit of £352.00 for 2 casks returned unopened")),
    S("That left a net loss of £1,584.00.", ("notes", "Net loss £1,584.00 less £250 excess = £1,334.00.")),
    S("After the £250 excess for deterioration of stock, we paid you £1,334.00 by BACS.",
      ("notes", "Net loss £1,584.00 less £250 excess = £1,334.00."), ("notes", "Paid £1,334.00 to Insd by BACS.")),
    U("Deterioration of stock is covered up to £10,000 for any one claim.", "value", "£5,000",
      ("SW", "or by failure of the public electricity supply, up to £5,000 any one claim.")),
    N("Yours sincerely,"))

letter("SLT-26-1131", "Write to Mr Treloar declining the stolen cash and paying for the cellar hatch.",
    N("Dear Mr Treloar,"),
    N("I was sorry to hear about the break-in at The Drover's Rest in the early hours of 28 October."),
    S("The thieves opened the safe in the back office with keys taken from the office desk drawer and removed £2,860 in cash.",
      ("notes", "Safe in back office opened with keys taken from the office desk drawer. Cash £2,860 taken.")),
    S("Clause C2 of your policy excludes loss of money from a safe out of business hours unless all keys to the safe have been removed from the premises, or the safe was opened by force.",
      ("SW", "C2 We will not pay for loss of MONEY from a safe out of BUSINESS HOURS unless all keys to the safe have been removed from the PREMISES, or the safe was opened by force.")),
    S("As the keys were left in the desk drawer on the premises and the safe was not forced, we cannot pay for the stolen cash.",
      ("notes", "Keys were left in the desk drawer on the PREMISES and safe not forced. Money claim declined.")),
    U("We will pay £640 for the repair to the cellar hatch under your buildings cover.", "value", "£390",
      ("notes", "Repair quote £640, less £250 excess = £390.")),
    U("For your information, your money cover out of business hours in a locked safe is limited to £5,000.", "value", "£3,000",
      ("SW", "in the PREMISES out of BUSINESS HOURS in a locked safe, £3,000")),
    N("Yours sincerely,"))

letter("SLT-26-1131", "Acknowledge Mr Treloar's complaint about the stolen cash decision.",
    N("Dear Mr Treloar,"),
    N("Thank you for your call on 6 November telling us that you were unhappy with our decision on the stolen cash."),
    S("We have logged your complaint under reference COMP-26-0231.", ("notes", "Logged COMP-26-0231.")),
    S("You told us that the safe keys had been hidden rather than left out.", ("notes", "says keys were hidden, not left out.")),
    U("Our procedures require us to send you a final response within 12 weeks of receiving your complaint.", "period", "8 weeks",
      ("SP", "Complaints: acknowledge within 3 working days and send a final response within 8 weeks of receipt.")),
    N("If there is anything else you would like us to consider, please send it to us."),
    N("Yours sincerely,"))

letter("SLT-26-1131", "Send Mr Treloar the final response to his complaint.",
    N("Dear Mr Treloar,"),
    S("Our team leader, A. Vosper, has reviewed your complaint with me.", ("notes", "Reviewed with team leader (A. Vosper).")),
    S("Clause C2 applies whether the keys were hidden or not, because they were still on the premises and the safe was not forced.",
      ("notes", "Keys on the PREMISES whether hidden or not; safe not forced.")),
    U("We have therefore decided to reverse our decision and pay the £2,860 that was taken.", "negation", None, ("notes", "Decline upheld.")),
    U("The £390 we paid for the damaged cellar hatch was calculated after deducting your £500 excess.", "value", "£250",
      ("notes", "Repair quote £640, less £250 excess = £390.")),
    N("I am sorry that this is not the outcome you hoped for."),
    N("Yours sincerely,"))

letter("SLT-26-1187", "Explain the business interruption settlement to Mr Treloar after the kitchen fire.",
    N("Dear Mr Treloar,"),
    S("Kenwyn Adjusting has calculated your business interruption loss for the period from 19 September 2026 to 13 November 2026, while the kitchen was closed.",
      ("C:kenwyn-adjusting-report-KA-26-0917.pdf", "Period of interruption 19 September 2026 to 13 November 2026")),
    S("Your turnover in that period was £37,200 against a standard turnover of £98,700, a shortfall of £61,500.",
      ("C:kenwyn-adjusting-report-KA-26-0917.pdf", "Standard turnover (corresponding period 2025) £98,700"),
      ("C:kenwyn-adjusting-report-KA-26-0917.pdf", "Actual turnover in the period £37,200"),
      ("C:kenwyn-adjusting-report-KA-26-0917.pdf", "Shortfall in turnover £61,500")),
    U("Applying your rate of gross profit of 71% gives a loss of gross profit of £41,820.", "value", "68%",
      ("SS1", "Rate of gross profit (accounts to 31 December 2025) 68%")),
    S("With £2,300 for hiring a temporary kitchen unit, the business interruption payment is £44,120.",
      ("C:kenwyn-adjusting-report-KA-26-0917.pdf", "Increase in cost of working (temporary kitchen unit) £2,300"),
      ("C:kenwyn-adjusting-report-KA-26-0917.pdf", "Total business interruption £44,120")),
    U("Because your gross profit sum insured of £420,000 is lower than your annual gross profit, average has been applied.", "negation", None,
      ("notes", "GP sum insured £420,000 v annual GP per accounts £418,880 - no average.")),
    S("We paid the business interruption amount to you on 25 November 2026, together with the property damage balance of £23,400.",
      ("notes", "[2026-11-25] RM: Paid PD balance £23,400 and BI £44,120 to Insd.")),
    N("Yours sincerely,"))

letter("SLT-26-1187", "Set out the property damage settlement for the kitchen fire for Mr Treloar.",
    N("Dear Mr Treloar,"),
    S("The property damage to the kitchen has been agreed at £38,650 before the excess.",
      ("C:kenwyn-adjusting-report-KA-26-0917.pdf", "We have agreed the property damage at £38,650 before the policy excess.")),
    U("After deducting the £500 excess and the interim payment of £15,000 made on 2 October, the balance is £23,400.", "value", "£250",
      ("notes", "PD agreed £38,650 less excess £250 = £38,400; less interim £15,000 = £23,400 balance.")),
    S("In total we paid £67,520 on 25 November 2026 for the property damage balance and the business interruption loss.",
      ("notes", "[2026-11-25] RM: Paid PD balance £23,400 and BI £44,120 to Insd.")),
    U("This payment was approved by our senior claims handler.", "party", "claims manager (D. Penrose)",
      ("notes", "referred to claims manager (D. Penrose). Approved 24/11.")),
    U("Condition GC2 did not affect your claim, as your extraction ducts had been cleaned by Fluecare Hygiene on 12 June 2026.", "period", "12 July 2026",
      ("notes", "Insd produced cert from Fluecare Hygiene dated 12/07/2026 - within 6 months.")),
    N("Thank you for your help during the loss adjuster's visits."),
    N("Yours sincerely,"))

letter("SLT-26-1209", "Confirm the food poisoning closure settlement to Ms Marchetti of Osteria Verbena.",
    N("Dear Ms Marchetti,"),
    S("Lenmouth District Council served a Hygiene Emergency Prohibition Notice on the restaurant on 9 October 2026, and the restaurant reopened on 20 October 2026 after the notice was lifted.",
      ("notes", "Insd reports Lenmouth District Council EHO served a Hygiene Emergency Prohibition Notice on 09/10/2026"),
      ("notes", "Notice lifted 19/10/2026. Restaurant reopened 20/10/2026.")),
    S("Your claim falls under clause B6 as replaced by endorsement SLE-22, which applies to your policy from 1 August 2026.",
      ("notes", "B6 as replaced by SLE-22 (eff 01/08/2026)")),
    U("Under that clause we do not pay for the first 24 hours of any closure.", "superseded", "48 hours",
      ("SE", "We will not pay for the first 48 hours of any closure.")),
    S("Your accountants, Ferrand and Ley, showed a shortfall in turnover of £18,900 for the covered period, and at your rate of gross profit of 71% we paid you £13,419.00.",
      ("notes", "Accountant's figures (Ferrand and Ley) rec'd: T/O shortfall for the covered period (after the first 48 hours) £18,900."),
      ("notes", "£18,900 x ROGP 71% = £13,419.00."), ("notes", "Paid £13,419.00 to Insd.")),
    U("The most we will pay under clause B6 is £15,000 for any one claim.", "superseded", "£40,000",
      ("SE", "The most we will pay is £40,000 any one claim and the maximum indemnity period for B6 is 6 months.")),
    N("Yours sincerely,"))

letter("SLT-26-1240", "Settle Osteria Verbena's broken front window claim with Ms Marchetti.",
    N("Dear Ms Marchetti,"),
    N("Thank you for sending the Lenmouth Glazing invoice for the front window."),
    S("The invoice totals £1,785.00, which includes £185.00 for the emergency boarding and £340.00 for the signwriting.",
      ("C:lenmouth-glazing-invoice-LG-3390.pdf", "Total due £1,785.00"),
      ("C:lenmouth-glazing-invoice-LG-3390.pdf", "Emergency boarding up, 14 November 2026 £185.00"),
      ("C:lenmouth-glazing-invoice-LG-3390.pdf", "Signwriting to new pane (gold leaf lettering) £340.00")),
    S("Clause A3 covers the glass, the signwriting on it and the temporary boarding.",
      ("SW", "A3 Glass. We will pay for breakage of fixed glass in the buildings, including signwriting and lettering on it, and the cost of temporary boarding up.")),
    U("After your Cover A excess of £250, we will pay £1,285.00.", "value", "£500",
      ("SS2", "Excess (Cover A) £500"), ("notes", "Cover A excess £500 (schedule). Settlement £1,285.00.")),
    U("We can pay Lenmouth Glazing directly without any further authority from you.", "condition", None,
      ("SP", "We pay a supplier direct only with the insured's written authority.")),
    N("Please e-mail us your written authority if you would like us to pay Lenmouth Glazing direct."),
    N("Kind regards,"))

letter("SLT-26-1252", "Acknowledge Ms Marchetti's report of a diner's accident and ask for what we still need.",
    N("Dear Ms Marchetti,"),
    N("Thank you for reporting that Mr Bernard Quiller tripped on the raised threshold at the restaurant entrance on 21 November 2026."),
    U("Your public liability cover has a limit of £5,000,000 for any one occurrence.", "value", "£2,000,000",
      ("SS2", "Cover D2 - Public and products liability £2,000,000")),
    U("If Mr Quiller makes a claim for his injury, you will have to pay the first £250 of it.", "negation", None,
      ("SW", "This excess does not apply to claims for injury.")),
    S("We have received a copy of the accident book entry and the name of one witness.", ("notes", "Accident book copy and 1 witness name rec'd.")),
    N("Could you send us the CCTV footage of the entrance for 21 November?"),
    N("Please do not admit liability to Mr Quiller or discuss compensation with him."),
    N("Yours sincerely,"))

letter(None, "Answer Mr Treloar's questions about the business interruption cover on policy SLS-2026-0412.",
    N("Dear Mr Treloar,"),
    S("Your policy SLS-2026-0412 has a gross profit sum insured of £420,000 with a maximum indemnity period of 12 months.",
      ("SS1", "Gross profit sum insured £420,000"), ("SS1", "Maximum indemnity period 12 months")),
    S("We calculate a business interruption loss by applying the rate of gross profit to the amount by which turnover in the indemnity period falls short of the standard turnover.",
      ("SW", "The amount payable is the sum produced by applying the RATE OF GROSS PROFIT to the amount by which the TURNOVER during the INDEMNITY PERIOD falls short of the STANDARD TURNOVER.")),
    U("If the premises licence is revoked or not renewed, other than through anything you did or failed to do, the policy pays up to £25,000.", "value", "£50,000",
      ("SW", "B5 Loss of licence. We will pay up to £50,000 for loss in value of the business if the premises licence is revoked or not renewed by the licensing authority")),
    U("Denial of access cover applies to incidents within five miles of the pub.", "value", "one mile",
      ("SW", "following an incident within one mile of them, up to £25,000 any one claim.")),
    S("Your schedule records annual turnover of £616,000 in the accounts to 31 December 2025.",
      ("SS1", "Annual turnover (accounts to 31 December 2025) £616,000")),
    N("Kind regards,"))

letter(None, "Explain to Ms Marchetti how endorsement SLE-22 changed the food poisoning cover on policy SLS-2026-0559.",
    N("Dear Ms Marchetti,"),
    S("Endorsement SLE-22 took effect on 1 August 2026 and replaced clause B6 of your policy wording.",
      ("SE", "This endorsement takes effect on 1 August 2026."),
      ("SE", "Clause B6 of form SLT-LTC-26 is deleted and the following clause is substituted for it.")),
    S("Clause B6 now pays up to £40,000 for any one claim, with a maximum indemnity period of 6 months.",
      ("SE", "The most we will pay is £40,000 any one claim and the maximum indemnity period for B6 is 6 months.")),
    U("The additional premium for the endorsement was £241.00.", "value", "£214.00", ("SE", "Additional premium charged: £214.00.")),
    U("For other insured damage, your business interruption cover has a maximum indemnity period of 12 months.", "period", "18 months",
      ("SS2", "Maximum indemnity period 18 months")),
    U("Cover under clause B6 applies only if the closure follows food or drink poisoning; a closure because of vermin is not covered.", "negation", None,
      ("SE", "or (c) vermin or pests at the PREMISES.")),
    N("Yours sincerely,"))

letter("SLT-26-1187", "Tell Mr Treloar about the loss adjuster and the interim payment on the kitchen fire claim.",
    N("Dear Mr Treloar,"),
    N("I hope the bar has been busy since it reopened on 21 September."),
    S("Priya Halloran of Kenwyn Adjusting is handling the loss adjusting on your kitchen fire claim.",
      ("notes", "LA appointed - Kenwyn Adjusting (Priya Halloran).")),
    S("On her recommendation we have made an interim payment of £15,000 towards the property damage.",
      ("notes", "Interim £15,000 paid against PD on LA recommendation.")),
    U("Under our procedures, interim payments are normally 75% of the adjuster's agreed loss to date.", "value", "50%",
      ("SP", "Interim payments are normally 50% of the adjuster's agreed loss to date.")),
    U("You must send us your written business interruption claim within 14 days after the end of the indemnity period.", "period", "30 days",
      ("SW", "For claims under Cover B you must give us a written claim within 30 days after the end of the INDEMNITY PERIOD.")),
    N("Yours sincerely,"))

# --------------------------------------------------------------------------- Bellwether
letter("BRI-26-30155", "Confirm the settlement of Ms. Etxeberria's lost earring claim.",
    N("Dear Ms. Etxeberria:"),
    N("Thank you for your patience while we obtained an estimate for your lost diamond stud."),
    S("Because your earrings are a pair, we have settled the claim on the cost of a matching single stud, which Linden and Rusk Jewelers priced at $3,250.00.",
      ("notes", "Estimate recd from Linden and Rusk Jewelers: matching single stud $3,250.00"),
      ("notes", "Pair/set D.2 - replacing the lost stud restores the pair.")),
    U("Your appraisal dated March 2, 2021 is within five years of the loss, so the 80% limit does not apply.", "period", "03/02/2023",
      ("notes", "Appraisal on sched dated 03/02/2023 - within 5 yrs of DOL. No 80% cap.")),
    S("After your $250 deductible, we issued a check for $3,000.00 on October 8, 2026.",
      ("notes", "Pay $3,250.00 less $250 ded = $3,000.00."), ("notes", "Check for $3,000.00 issued to insd 10/08/2026.")),
    U("A new pair of studs would have cost $6,590.00.", "value", "$6,950.00",
      ("C:linden-rusk-estimate-LR-2026-1183.pdf", "New pair of studs, 1.02 ctw, G/VS2, 14k white gold $6,950.00")),
    N("Sincerely,"))

letter("BRI-26-30172", "Confirm the payment for Ms. Etxeberria's camera and lens that fell into the lake.",
    N("Dear Ms. Etxeberria:"),
    S("Brightwater Camera Service found that your camera body is beyond repair and that your lens can be repaired for $640.00.",
      ("notes", "Brightwater Camera Service report: body beyond repair; lens repairable for $640.00.")),
    S("We have paid $2,390.00 for the body, which is the current price of the same body new and less than its scheduled amount of $2,650.",
      ("notes", "Same body new now $2,390.00 - below sched amount $2,650.")),
    U("A separate $250 deductible applies to the body and to the lens, so a total of $500 has been deducted.", "quantifier", "$250",
      ("BW", "4. Deductible. The deductible shown in the Declarations applies to each loss occurrence, however many articles are involved."),
      ("notes", "less one $250 ded (one occurrence) = $2,780.00.")),
    S("We paid you $2,780.00 by ACH on August 27, 2026.", ("notes", "08/27/2026 | KO | Paid $2,780.00 by ACH to insd.")),
    U("Our records show that the items fell into Pickerel Lake on August 18, 2026.", "period", "August 16, 2026",
      ("notes", "fell into Pickerel Lake from a kayak on 08/16/2026.")),
    N("Sincerely,"))

letter("BRI-26-30190", "Write to Ms. Etxeberria about her stolen bracelet and the appraisal on file.",
    N("Dear Ms. Etxeberria:"),
    S("Your sapphire tennis bracelet is scheduled as Item 2 for $9,400.",
      ("BD1", "2 Jewelry Sapphire tennis bracelet, 18k, 42 stones $9,400")),
    S("The appraisal on file for the bracelet is dated June 11, 2019, which is more than five years before the date of loss.",
      ("notes", "Appraisal on sched dated 06/11/2019 - more than 5 yrs before DOL.")),
    U("Under the appraisal requirement, the most we could pay for the bracelet in that case is 75% of its amount of insurance, or $7,050.", "value", "80%, or $7,520",
      ("BW", "If it is not, the most we will pay for that article is 80% of its amount of insurance."),
      ("notes", "D.3 cap: max 80% of $9,400 = $7,520.00.")),
    S("If you send us a newer appraisal dated within five years of the loss, that limit will not apply.",
      ("BW", "3. Appraisal requirement. Each article of Jewelry with an amount of insurance of $5,000 or more must be supported by an Appraisal dated no more than 5 years before the date of loss.")),
    U("Please note that the police must be notified within 24 hours of a theft.", "period", "72 hours",
      ("BW", "notify the police within 72 hours in case of theft")),
    N("Please send us a copy of the 2024 appraisal you mentioned."),
    N("Sincerely,"))

letter("BRI-26-30190", "Reply to Ms. Etxeberria's e-mail of November 20 about the newer appraisal and what she will be paid.",
    N("Dear Ms. Etxeberria:"),
    N("Thank you for sending the Ostrander Gem Lab appraisal dated July 30, 2024."),
    S("As that appraisal is dated within five years of the loss, the 80% limit no longer applies to your bracelet.",
      ("notes", "Insd e-mail recd with appraisal dated 07/30/2024 from Ostrander Gem Lab, value $10,250. Within 5 yrs - cap does not apply.")),
    U("We are able to pay the full appraised value of $10,250, less your deductible.", "value", "$9,400",
      ("notes", "Least of = amount of insurance $9,400.00.")),
    S("After your $250 deductible, the amount payable is $9,150.00.", ("notes", "Less $250 ded = $9,150.00.")),
    U("You do not need to complete any further forms before we pay.", "negation", None,
      ("notes", "Payment after POL recd and signed.")),
    S("We sent you a proof of loss form on November 23, 2026, and it is due back within 60 days.",
      ("notes", "Proof of loss sent to insd 11/23/2026, due back within 60 days.")),
    N("Sincerely,"))

letter("BRI-26-30204", "Confirm the settlement of Mr. Wendling's violin claim.",
    N("Dear Mr. Wendling:"),
    S("Your violin was damaged on October 3, 2026 when a stagehand knocked it off its stand during a paid concert at Grange Hall.",
      ("notes", "Violin (Item 1) knocked off its stand by a stagehand during a paid concert at Grange Hall, Millbrook, on 10/03/2026.")),
    S("Endorsement BRE-PRO-11, effective September 15, 2026, covers professional use of your violin.",
      ("BE", "Effective date of this endorsement: 09/15/2026"),
      ("BE", "Listed articles: Item 1 (violin) and Item 2 (electric guitar). For the listed articles Professional use is covered")),
    U("The deductible shown in your Declarations, $500, applies to this loss.", "superseded", "$1,000",
      ("BE", "a deductible of $1,000 applies to each loss occurrence during Professional use instead of the deductible shown in the Declarations.")),
    U("Anselm Frey Violins estimated the repair at $4,060.00.", "value", "$4,600.00",
      ("notes", "Luthier estimate (Anselm Frey Violins) $4,600.00 repair.")),
    S("We have issued a check to you for $3,600.00.", ("notes", "Settlement $4,600.00 - $1,000.00 = $3,600.00. Check to insd.")),
    N("Sincerely,"))

letter("BRI-26-30204", "Explain in writing to Mr. Wendling why the loss of value of his violin is not paid.",
    N("Dear Mr. Wendling:"),
    N("Thank you for your call on October 28 about the loss in value of your violin."),
    S("Under Section D.1 of your policy, we pay the least of the amount of insurance, the cost to repair the article, or the cost to replace it.",
      ("BW", "1. We will pay the least of: a. the amount of insurance for the article shown in the Declarations; b. the cost to repair the article to its condition immediately before the loss; or c. the cost to replace the article with one substantially identical.")),
    U("Your violin is insured for $15,800, and the repair cost was lower than that amount.", "value", "$18,500",
      ("BD2", "Violin, labeled Ferrante, c.1890, with bow $18,500")),
    S("For this reason the $2,500 you claimed for loss of value after the repair is not covered.",
      ("notes", "Insd also claims $2,500 loss of value after repair - not covered, D.1 pays cost to repair.")),
    U("If you disagree with the amount of loss, you may demand an appraisal, and each party must choose an appraiser within 30 days of a written request.", "period", "20 days",
      ("BW", "Each party will choose a competent and impartial appraiser within 20 days after receiving a written request from the other")),
    S("Each party pays its own appraiser and shares the umpire's costs equally.",
      ("BW", "Each party pays its own appraiser and shares the umpire's costs equally.")),
    N("Sincerely,"))

letter("BRI-26-30231", "Deny Mr. Wendling's claim for the acoustic guitar stolen from his car.",
    N("Dear Mr. Wendling:"),
    S("Your acoustic guitar, Item 3 on your policy, was stolen from your car on Fulton Avenue on November 6, 2026.",
      ("notes", "Acoustic guitar (Item 3) stolen from insd's car parked on Fulton Ave, Millbrook, 11/06/2026")),
    S("You told us the guitar was in its case on the back seat rather than in the trunk.",
      ("notes", "Insd confirms guitar was in its case on the back seat, not in the trunk.")),
    S("Exclusion C.5 excludes theft from an unattended vehicle unless the vehicle is locked, the property is out of sight in a closed trunk or glove compartment, and there are visible signs of forced entry.",
      ("BW", "5. Theft from an unattended vehicle, unless the vehicle is locked, the property is out of sight in a closed trunk or glove compartment, and there are visible signs of forced entry.")),
    U("Our supervisor, R. Achebe, reviewed police report MPD-26-74710 before this decision was made.", "entity", "MPD-26-77410",
      ("notes", "PL report MPD-26-77410 recd. Supervisor (R. Achebe) agrees denial under C.5.")),
    U("We must therefore deny your claim for the guitar, although we will pay for the damage to your car's rear window.", "party", "your auto insurer",
      ("notes", "Car window damage is for insd's auto carrier, not us.")),
    S("If you have questions about this decision, you may contact the Pennsylvania Insurance Department.",
      ("BG", "tell the insured that they may contact the Pennsylvania Insurance Department.")),
    N("Sincerely,"))

letter("BRI-26-30248", "Tell Mr. Wendling how his stolen mandolin is covered and what we will pay.",
    N("Dear Mr. Wendling:"),
    N("I am sorry to hear about the burglary at the Keel Street rehearsal studio."),
    S("Your mandolin, bought from Tillery Music on October 20, 2026 for $2,400.00, is covered as newly acquired property because it was stolen within 30 days of purchase.",
      ("notes", "Receipt recd (Tillery Music, 10/20/2026, $2,400.00)."),
      ("notes", "Newly acquired property A.2: loss within 30 days of acquisition (30 days ends 11/19/2026).")),
    U("Newly acquired property is covered for up to 10% of the amount of insurance for the class, or $10,000, whichever is less.", "value", "25%",
      ("BW", "for up to 25% of the amount of insurance for that Class or $10,000, whichever is less.")),
    S("For your Musical Instruments class of $28,800, that limit is $7,200, so your claim is within it.",
      ("BD2", "Musical Instruments $28,800"),
      ("BW", "for up to 25% of the amount of insurance for that Class or $10,000, whichever is less.")),
    U("As the mandolin was in professional use at the time, the $1,000 deductible applies.", "negation", "$500",
      ("notes", "Not in prof. use at time of loss (stored at studio). $500 ded applies.")),
    S("We will pay $1,900.00 once you report the mandolin for your schedule and pay the additional premium.",
      ("notes", "Pay $1,900.00 once insd reports the mandolin for the sched and pays the add'l premium per A.2.")),
    N("Sincerely,"))

letter(None, "Answer Ms. Etxeberria's questions about what policy BRD-4418207 covers.",
    N("Dear Ms. Etxeberria:"),
    S("Your policy BRD-4418207 runs from April 15, 2026 to April 15, 2027.", ("BD1", "Policy period 04/15/2026 to 04/15/2027")),
    S("Your scheduled jewelry is insured for a total of $20,400, and your two camera items for $4,830.",
      ("BD1", "Jewelry $20,400"), ("BD1", "Cameras $4,830"),
      ("BD1", "4 Cameras Mirrorless camera body, Hoshida X-9 $2,650"), ("BD1", "5 Cameras Lens, Hoshida 70-200 mm f/2.8 $2,180")),
    U("Your Corvelle Meridian watch is insured for $4,200, so it must be supported by an appraisal dated within five years of a loss.", "condition", None,
      ("BW", "Each article of Jewelry with an amount of insurance of $5,000 or more must be supported by an Appraisal dated no more than 5 years before the date of loss.")),
    U("Mysterious disappearance is covered for both your jewelry and your cameras.", "negation", None,
      ("BW", "6. Mysterious disappearance of Cameras or Musical Instruments.")),
    U("Your deductible is $500 per loss occurrence.", "value", "$250", ("BD1", "Deductible: $250 per loss occurrence.")),
    N("Please call us at (555) 555-0142 if you have any questions."),
    N("Sincerely,"))

letter(None, "Answer Mr. Wendling's question about cover for his instruments at paid performances under policy BRD-4420593.",
    N("Dear Mr. Wendling:"),
    S("Endorsement BRE-PRO-11 covers professional use of your violin and your Delacourt Starline electric guitar from September 15, 2026.",
      ("BE", "Effective date of this endorsement: 09/15/2026"),
      ("BE", "Listed articles: Item 1 (violin) and Item 2 (electric guitar). For the listed articles Professional use is covered"),
      ("BD2", "2 Musical Instr. Electric guitar, Delacourt Starline 1968 $7,200")),
    U("Your Marrow Creek acoustic guitar is also covered while you use it for paid performances.", "negation", None,
      ("BE", "4. Musical instruments while used for Professional use, except the listed articles. Listed articles: Item 1 (violin) and Item 2 (electric guitar).")),
    S("For a loss during professional use of a listed instrument, a $1,000 deductible applies instead of the $500 deductible in your Declarations.",
      ("BE", "a deductible of $1,000 applies to each loss occurrence during Professional use instead of the deductible shown in the Declarations."),
      ("BD2", "Deductible: $500 per loss occurrence.")),
    U("The additional premium for the endorsement is $168.00.", "value", "$186.00", ("BE", "Additional premium: $186.00.")),
    U("Your electric guitar is scheduled for $7,200 on the basis of an appraisal dated May 9, 2024.", "period", "05/09/2022",
      ("BD2", "Electric guitar, Delacourt Starline 1968 $7,200 05/09/2022")),
    N("Sincerely,"))

letter("BRI-26-30231", "Acknowledge Mr. Wendling's report of the stolen acoustic guitar and ask for what we need.",
    N("Dear Mr. Wendling:"),
    N("Thank you for reporting the theft of your acoustic guitar from your car on November 6, 2026."),
    S("Your Marrow Creek OM-28 acoustic guitar is scheduled on your policy for $3,100.",
      ("BD2", "Acoustic guitar, Marrow Creek OM-28 $3,100")),
    U("Our records show that the theft happened between 7:15 and 11:40 p.m.", "period", "between 7:15 and 9:40 p.m.",
      ("notes", "11/06/2026 between 7:15 and 9:40 p.m.")),
    U("Your claim will be handled by our adjuster, K. Ostrowski.", "party", "M. Delacroix-Abney",
      ("notes", "Insd: Tobias Wendling / Adjuster: M. Delacroix-Abney (MD)")),
    N("Please send us a copy of the police report."),
    N("Could you also tell us where in the car the guitar was kept?"),
    N("Sincerely,"))

letter("BRI-26-30155", "Acknowledge Ms. Etxeberria's report of the lost diamond stud.",
    N("Dear Ms. Etxeberria:"),
    N("I am sorry that you lost one of your diamond stud earrings at the wedding reception at Halvorsen Barn."),
    S("Mysterious disappearance of jewelry is covered under your policy.", ("BW", "This includes mysterious disappearance of Jewelry.")),
    S("Your diamond stud earrings are scheduled as a pair, Item 1, for $6,800.",
      ("BD1", "1 Jewelry Diamond stud earrings, pair, 1.02 ctw $6,800")),
    U("We will first offer you replacement through our jewelry replacement vendor, Linden and Rusk Jewelers.", "entity", "Harwick Replacement Services",
      ("BG", "Replacement through our jewelry replacement vendor, Harwick Replacement Services, is offered first.")),
    U("We have also asked Halvorsen Barn to check its lost property records.", "not_found", None),
    N("Please send us any photographs of the earrings that you have."),
    N("Sincerely,"))

letter("MCL-26-0788", "Reply to Mrs Ollerenshaw's question why the television settlement is less than she paid, and confirm the caravan was not unoccupied.",
    N("Dear Mrs Ollerenshaw,"),
    S("Your caravan was last used on 18 October 2026, so it had not been left Unoccupied when it was broken into.",
      ("notes", "C/van last used 18/10/2026, so not Unoccupied (14 days). Condition C not an issue.")),
    S("The park warden found the break-in on 1 November 2026, and you reported it to the police the same day.",
      ("notes", "Break-in at c/van found 01/11/2026 by park warden."), ("notes", "reported to police 01/11/2026.")),
    S("The television cost £449.00 in June 2024, and a like-for-like replacement now costs £20.00 less.",
      ("notes", "TV receipt seen: £449.00 (June 2024). Like-for-like replacement quoted at £429.00.")),
    S("We have therefore based the settlement for the television on the replacement price of £429.00.",
      ("notes", "Settlement: TV £429.00 + window £185.00 = £614.00")),
    N("Thank you for sending the receipt so quickly."),
    N("Yours sincerely,"))

letter("SLT-26-1209", "Answer Ms Marchetti's question why the first days of the closure were not paid.",
    N("Dear Ms Marchetti,"),
    N("Thank you for your question about the first days of the closure."),
    S("Endorsement SLE-22 excludes the first 48 hours of any closure, so your accountants left those two days out of the shortfall figure.",
      ("SE", "We will not pay for the first 48 hours of any closure."),
      ("notes", "T/O shortfall for the covered period (after the first 48 hours) £18,900.")),
    S("The restaurant was closed from 9 October 2026 until it reopened on 20 October 2026.",
      ("notes", "Restaurant closed from 09/10."), ("notes", "Restaurant reopened 20/10/2026.")),
    U("The council confirmed that the illness was caused by norovirus.", "not_found", None),
    U("Six diners were taken ill after a private party on 7 October.", "period", "6 October",
      ("notes", "after 6 diners were ill following a private party on 06/10.")),
    S("The £13,419.00 we paid is well within the £40,000 limit for this cover.",
      ("notes", "Paid £13,419.00 to Insd."),
      ("SE", "The most we will pay is £40,000 any one claim")),
    N("Kind regards,"))

letter("BRI-26-30248", "Acknowledge Mr. Wendling's report of the mandolin stolen from the rehearsal studio.",
    N("Dear Mr. Wendling:"),
    N("Thank you for letting us know about the burglary at the Keel Street rehearsal studio on November 15, 2026."),
    S("We understand that the studio door was forced and that your Oakes Hollow A-5 mandolin was taken.",
      ("notes", "Mandolin (Oakes Hollow A-5) bought 10/20/2026 for $2,400.00 - not on sched. Studio door forced.")),
    S("The mandolin is not yet on your schedule, but newly acquired property is covered for 30 days from the date you acquire it.",
      ("notes", "not on sched."), ("BW", "we cover it for 30 days from the date you acquire it")),
    S("As you bought it on October 20, 2026, that 30-day period ends on November 19, 2026.",
      ("notes", "bought 10/20/2026"), ("notes", "(30 days ends 11/19/2026)")),
    U("Our adjuster will visit the studio within the next five business days to inspect the damaged door.", "not_found", None),
    N("Please send us the receipt from Tillery Music and the police report number."),
    N("Sincerely,"))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = []
    for i, (ref, instr, sents) in enumerate(LETTERS, 1):
        ss = []
        for s in sents:
            s = dict(s)
            ev = []
            for f, q in s["evidence"]:
                if f == "notes":
                    path = f"documents/claims/{ref}/notes.txt"
                elif f.startswith("C:"):
                    path = f"documents/claims/{ref}/{f[2:]}"
                else:
                    path = F[f]
                ev.append({"file": path, "quote": q})
            s["evidence"] = ev
            ss.append({k: s[k] for k in ("text", "label", "evidence", "kind", "correct_value")})
        out.append({"id": f"L{i:02d}", "claim_ref": ref, "instruction": instr, "sentences": ss})
    with open(os.path.join(here, "letters.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for o in out:
            f.write(json.dumps(o, ensure_ascii=False) + "\n")
    print(len(out), "letters written")


if __name__ == "__main__":
    main()
