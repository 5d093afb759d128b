"""Write letters.jsonl for the ninth blind set from the table below (labels written by hand against documents/).

N(text)                          courtesy / not a claim
S(text, (key, quote), ...)       supported, with evidence quotes
U(text, kind, correct, (key, quote), ...)   unsupported; kind not_found has no evidence and correct None
Evidence keys: a key of F (policy or procedure file), "notes" (the letter's own claim notes.txt) or a file name
inside the letter's own claim folder.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))

F = {
    "HW": "policies/harrowdene-let-property-wording-HLP-27.pdf",
    "HS1": "policies/harrowdene-schedule-HLS-27-40512.pdf",
    "HS2": "policies/harrowdene-schedule-HLS-27-40788.pdf",
    "HE": "policies/harrowdene-endorsement-HLE-07.pdf",
    "HM": "procedures/harrowdene-claims-manual.docx",
    "LW": "policies/larkspur-homeowners-form-LVM-HO3.pdf",
    "LD1": "policies/larkspur-declarations-LVD-2206841.pdf",
    "LD2": "policies/larkspur-declarations-LVD-2207390.pdf",
    "LE": "policies/larkspur-endorsement-LVE-RS14.pdf",
    "LG": "procedures/larkspur-claim-guidelines.txt",
    "KW": "policies/kittiwake-policy-wording-KTW-26.docx",
    "KC1": "policies/kittiwake-certificate-KTC-26-118204.pdf",
    "KC2": "policies/kittiwake-certificate-KTC-26-118517.pdf",
    "KE": "policies/kittiwake-endorsement-KTE-04.pdf",
    "KD": "procedures/kittiwake-claims-desk-notes.pdf",
}


def N(text):
    return ("N", text)


def S(text, *ev):
    return ("S", text, ev)


def U(text, kind, correct, *ev):
    return ("U", text, kind, correct, ev)


# frequently quoted passages
HW_B3_COND = ("HW", "This cover applies only if, before the tenancy began, you or your letting agent obtained a written "
                    "reference and a credit check for each tenant named on the tenancy agreement.")
HW_C1 = ("HW", "If the property cannot be lived in because of damage covered under Section 1, we will pay the rent you "
               "lose while it cannot be lived in")
HW_D1_OPEN = ("HW", "While the property is unoccupied, the cover for escape of water, theft and malicious damage "
                    "(including malicious damage by tenants) does not apply unless:")
HW_D1_A = ("HW", "(a) you have turned off the water at the mains and drained the water system, or, between 1 November "
                 "and 31 March, you keep the heating running so that the whole property stays at 12°C or more")
HW_D1_B = ("HW", "(b) the inside of the property is inspected at least once every 7 days by you or someone acting for "
                 "you, and a written record of each inspection is kept.")
HM_COMPLAINTS = ("HM", "Give the complaints route (Harrowdene Customer Relations, 0113 496 0455) in every decline letter.")
LW_ALE = ("LW", "we cover any necessary increase in living expenses incurred by you so that your household can "
                "maintain its normal standard of living.")
LW_ACV = ("LW", "Until actual repair or replacement is complete, we will pay only the actual cash value of the damage.")
LW_180 = ("LW", "if repair or replacement is completed within 180 days after the date of loss.")
LE_NO_DEP = ("LE", "No recoverable depreciation is payable for roof surfacing, whether or not the roof surfacing is "
                   "repaired or replaced.")
KW_21 = ("KW", "Whenever your touring caravan is not attached to a towing vehicle and you are not with it, both a wheel "
               "clamp and a hitch lock must be fitted and locked. This applies at your home, in storage and on a campsite.")
KW_23 = ("KW", "If a condition in 2.1 or 2.2 is not met at the time of a theft, we will not pay for theft of the caravan "
               "or motorhome, or for theft of its contents, awning or personal effects.")
KD_DECLINE = ("KD", "for a decline give our complaints team (01632 960 281) and the Financial Ombudsman Service.")
KE_AWN = ("KE", "the awning limit is increased to £2,500 per claim.")
KE_PE = ("KE", "the personal effects limit is increased to £1,500 per claim and the single article limit to £500.")
KE_UNCH = ("KE", "All excesses, the security conditions in Section 2 and all other terms of wording KTW-26 are "
                 "unchanged.")

LETTERS = [
    # ================================================================ Harrowdene Landlord (UK)
    ("H01", "HLC-27-0311", "Write to Mr Aukett with the outcome of his claim for the damage left by his former tenant.", [
        N("Dear Mr Aukett,"),
        S("Thank you for your patience while we looked into the damage Mr Sowerby left behind at 14 Calder Row when he "
          "moved out at the end of April.",
          ("notes", "Tenant Mr K Sowerby vacated 30.04.26.")),
        S("Because Fairclough & Dunne were able to show us that a reference and a credit check were carried out on him "
          "before his tenancy began, the malicious damage cover applies.",
          ("notes", "Agent emailed copy reference + credit check for Mr Sowerby, both dated before tenancy start "
                    "01.09.24. He was the only named tenant. B3 condition met."),
          HW_B3_COND),
        S("Pennock Building Services quoted £9,840.00, but £420.00 of that was for clearing rubbish and cleaning, which "
          "the policy does not cover.",
          ("notes", "Pennock Building Services quote PBS-2291 rec'd, total £9,840.00 incl VAT. Includes £420.00 rubbish "
                    "removal and deep clean - excluded B4(c)."),
          ("HW", "cleaning, rubbish removal or redecoration needed only because the tenant left the property dirty or "
                 "untidy")),
        S("The rest of the work, £9,420.00, is more than the £7,500 your policy pays for tenant damage in a period of "
          "insurance, so we worked from that limit, took off the £650.00 you received from the deposit and your £500.00 "
          "excess, and paid you £6,350.00 on 22 May.",
          ("notes", "Calc: £9,420.00 exceeds B3 limit, so limit £7,500.00, less deposit £650.00, less xs £500.00 = "
                    "£6,350.00."),
          ("HS1", "Malicious damage by tenants £7,500 per period £500"),
          ("notes", "BACS to LL Mr Aukett 22.05.26.")),
        U("We have also agreed to cover the rent you lost in May and June while the work was done.",
          "negation", "the rent claim for May and June was declined: no new tenancy had been agreed when the damage was found",
          ("notes", "LL asks for rent May/June while repairs done. Property between tenancies, no new tenancy agreed "
                    "when damage found. C2 - nil. Rent loss declined.")),
        N("Yours sincerely,"),
    ]),
    ("H02", "HLC-27-0311", "Update the letting agent, Mr Brenner, on Mr Aukett's tenant damage claim.", [
        N("Dear Tomasz,"),
        S("I am writing to update you on Mr Aukett's claim for the damage at 14 Calder Row, which you reported to us on "
          "12 May.",
          ("notes", "12.05.26 RJK: FNOL from Tomasz Brenner, Fairclough & Dunne Lettings, for LL.")),
        S("Thank you for sending the reference and credit check for Mr Sowerby.",
          ("notes", "Agent emailed copy reference + credit check for Mr Sowerby")),
        S("We have accepted the claim under the tenant damage cover and settled it at £6,350.00, which is the £7,500 "
          "limit less the £650.00 released from the deposit and the £500 excess.",
          ("notes", "Calc: £9,420.00 exceeds B3 limit, so limit £7,500.00, less deposit £650.00, less xs £500.00 = "
                    "£6,350.00.")),
        U("The police crime reference we hold is SY-26-118430, so please quote it if the police contact you.",
          "value", "SY-26-118340",
          ("notes", "Reported to police by agent, crime ref SY-26-118340.")),
        U("Pennock Building Services have confirmed to us that they will start the work on 1 June.",
          "not_found", None),
        S("As no new tenancy had been agreed when the damage was found, Mr Aukett's request for the lost rent could not "
          "be met.",
          ("notes", "Property between tenancies, no new tenancy agreed when damage found. C2 - nil. Rent loss declined."),
          ("HW", "Where the property was between tenancies when the damage happened, we will pay rent only from the date "
                 "on which you can show that a new tenancy, already agreed in writing, would have started.")),
        N("Kind regards,"),
    ]),
    ("H03", "HLC-27-0318", "Write to Ms Tarrant-Welby settling the damage part of her claim after Mr Lusk left.", [
        N("Dear Ms Tarrant-Welby,"),
        N("I was sorry to hear what you found when you got the flat back."),
        S("The RefCheck Direct report you sent shows that Mr Lusk was referenced and credit checked before his tenancy "
          "started in March 2025, so the tenant damage cover applies.",
          ("notes", "LL sent RefCheck Direct report dated 02.02.25 - reference and credit check for Mr Lusk (sole "
                    "tenant), tenancy began 01.03.25. B3 OK.")),
        S("Kirkgate Decorators' estimate came to £4,260.00; we have allowed £3,950.00 of it, as the £310.00 general "
          "clean is not something the policy pays for.",
          ("notes", "Repair estimate from Kirkgate Decorators £4,260.00, incl £310.00 general clean - excluded. Net "
                    "£3,950.00.")),
        U("The most your policy pays for damage by tenants is £7,500 a period, so your claim is well inside that.",
          "superseded", "£12,500 in any one period of insurance under endorsement HLE-07",
          ("HE", "The limit in clause B3 (Malicious damage by tenants) is increased to £12,500 in any one period of "
                 "insurance."),
          ("HS2", "HLE-07 Extended Unoccupancy and Tenant Damage applies to this schedule.")),
        S("The deposit scheme used all of the £1,065.00 deposit against the unpaid rent, so there is nothing to take off "
          "for that.",
          ("notes", "Deposit £1,065.00 - TDS applied it all to the rent arrears, none to damage. No deduction.")),
        S("After the £500 excess we will pay you £3,450.00 by bank transfer on 15 June.",
          ("notes", "Settlement £3,950.00 less xs £500.00 = £3,450.00. Within CH authority. Paid to LL by BACS 15.06.26.")),
        N("Best wishes,"),
    ]),
    ("H04", "HLC-27-0318", "Confirm in writing to Ms Tarrant-Welby why the unpaid rent is not covered.", [
        N("Dear Ms Tarrant-Welby,"),
        S("Further to our telephone conversation on 12 June, I am confirming in writing our decision on the unpaid rent "
          "of £1,850.00 that Mr Lusk owed when he left.",
          ("notes", "12.06.26 SMB: Rent arrears £1,850.00 not covered - C3. Explained to LL by phone; she understood.")),
        U("This covers the three months from March to May at £925 a month.",
          "period", "two months (April and May) at £925 a month",
          ("notes", "owing 2 months' rent (Apr + May at £925 pcm = £1,850)")),
        S("Your policy's loss of rent cover pays only when the flat cannot be lived in because of insured damage, and "
          "it specifically excludes rent a tenant simply fails to pay.",
          HW_C1,
          ("HW", "We do not cover rent that is unpaid because your tenant is unwilling or unable to pay (rent arrears).")),
        S("Cover for rent arrears is sold separately as rent guarantee insurance and does not form part of your policy.",
          ("HW", "Rent guarantee insurance is a separate product and is not part of this policy.")),
        U("Because the deposit went towards the arrears, we have deducted £1,065.00 from your damage settlement.",
          "negation", "nothing was deducted: the deposit was applied only to the rent arrears",
          ("notes", "Deposit £1,065.00 - TDS applied it all to the rent arrears, none to damage. No deduction."),
          ("HM", "Deposit money awarded for rent arrears or cleaning is not deducted.")),
        S("If you are unhappy with this decision, you can contact Harrowdene Customer Relations on 0113 496 0455.",
          HM_COMPLAINTS),
        N("Yours sincerely,"),
    ]),
    ("H05", "HLC-27-0326", "Write to Ms Tarrant-Welby accepting the escape of water claim at Flat 3 and explaining the rent cover.", [
        N("Dear Ms Tarrant-Welby,"),
        S("Thank you for reporting the leak you found under the kitchen sink at Flat 3 during your inspection on 3 August.",
          ("notes", "03.08.26 SMB: LL found leak at her inspection today - corroded joint under kitchen sink")),
        S("Although the flat had been empty for just over nine weeks, your schedule carries endorsement HLE-07, under "
          "which a property only counts as unoccupied after 90 days, so the unoccupancy condition does not affect this "
          "claim.",
          ("notes", "Unoccupied 64 days at discovery. HLE-07 on sched: unoccupied only after 90 days, so D1 not "
                    "triggered."),
          ("HS2", "HLE-07 Extended Unoccupancy and Tenant Damage applies to this schedule.")),
        U("We have agreed Kirkgate Decorators' estimate of £6,780.00 for the kitchen units, worktop, flooring and "
          "ceiling, and will also pay the £480.00 leak detection bill.",
          "entity", "Ketterby Joinery (Kirkgate Decorators did the repairs on the earlier tenant damage claim)",
          ("notes", "Ketterby Joinery estimate £6,780.00 (units, worktop, flooring, ceiling). Agreed."),
          ("notes", "Trace and access by Aire Valley Leak Detection £480.00 - within £5,000 limit.")),
        U("After the standard £250 excess, we are sending you £7,010.00 by bank transfer.",
          "value", "escape of water excess £350, payment £6,910.00",
          ("notes", "Buildings: £6,780.00 + T&A £480.00 - EoW xs £350.00 = £6,910.00."),
          ("HS2", "Escape of water Included £350")),
        S("We will also pay the rent you are losing from 15 August, when Miss Oyelaran should have moved in, until the "
          "flat is ready for her.",
          ("notes", "new tenancy signed 20.07.26 to start 15.08.26 at £975 pcm"),
          ("email-2026-08-14.eml", "the tenant, Miss Harriet Oyelaran, was due to move in on 15 August"),
          ("HW", "Where the property was between tenancies when the damage happened, we will pay rent only from the date "
                 "on which you can show that a new tenancy, already agreed in writing, would have started.")),
        S("You asked about an excess on the rent: there is none, and we will pay it monthly in arrears.",
          ("email-2026-08-14.eml", "Could you also confirm whether I have to pay an excess on the rent part of the claim?"),
          ("HW", "We pay loss of rent monthly in arrears. No excess applies to Section 2.")),
        N("Kind regards,"),
    ]),
    ("H06", "HLC-27-0326", "Write to Ms Tarrant-Welby closing the rent part of her claim now the tenant has moved in.", [
        N("Dear Imogen,"),
        S("I'm pleased to hear that the repairs to Flat 3 were finished on 13 October and that Miss Oyelaran has now "
          "moved in.",
          ("notes", "Repairs complete 13.10.26, tenant moved in 14.10.26."),
          ("email-2026-08-14.eml", "the tenant, Miss Harriet Oyelaran, was due to move in on 15 August")),
        U("Your rent claim therefore runs from 15 August to 14 October, which is three months at £975, £2,925.00 in total.",
          "period", "two months, £1,950.00",
          ("notes", "Rent lost 15.08.26 to 14.10.26 = 2 months = £1,950.00.")),
        S("The first month's rent of £975.00 was paid to you on 16 September and the second £975.00 followed on 15 "
          "October.",
          ("notes", "1st month £975.00 paid 16.09.26, 2nd £975.00 paid 15.10.26.")),
        U("As the total claim went over my own authority, it was approved by our Claims Team Manager before we paid.",
          "party", "approved by DPH, a Senior Claims Handler",
          ("notes", "Total over my £5k - referred to DPH (SCH)."),
          ("notes", "16.08.26 DPH: Approved £6,910.00 buildings.")),
        S("This brings the rent part of your claim to a close.",
          ("notes", "Rent claim closed.")),
        S("Thank you for keeping the inspection log going while the flat was empty.",
          ("email-2026-08-14.eml", "I have kept the log going since the last tenant left at the end of May.")),
        N("Best wishes, Sasha"),
    ]),
    ("H07", "HLC-27-0339", "Write to Mr Aukett declining the burst pipe claim at 14 Calder Row.", [
        N("Dear Mr Aukett,"),
        S("Fairclough & Dunne told us on 1 December that a frozen pipe in the loft at 14 Calder Row had burst, bringing "
          "down the ceilings in two bedrooms and on the landing.",
          ("notes", "01.12.26 RJK: FNOL from Tomasz Brenner (agent). Frozen pipe burst in loft, ceiling down in 2 "
                    "bedrooms and landing, water through to kitchen.")),
        S("The house had been empty since Ms Corrick moved out on 9 October, which is 52 days by the time the damage "
          "was found on 30 November.",
          ("notes", "Tenant Ms Aylin Corrick moved out 09.10.26 (job relocation). Property empty since 10.10.26 = 52 "
                    "days at discovery."),
          ("notes", "Found at agent's visit 30.11.26.")),
        S("Under your policy a property counts as unoccupied once nobody has lived there for more than 45 days in a row, "
          "and from then on escape of water is only covered if certain precautions are taken.",
          ("HW", "has not been lived in by a tenant or by you for more than 45 consecutive days."),
          HW_D1_OPEN,
          ("HS1", "Endorsements None.")),
        S("To keep that cover, the water needed to be turned off and the system drained, or the heating kept on so that "
          "the whole house stayed at 12°C or more, and someone needed to check inside the house at least once a week "
          "and keep a record.",
          HW_D1_A, HW_D1_B),
        S("The stopcock was left on, the heating was on its frost setting of about 10 degrees and the visits were made "
          "every fortnight, so neither precaution was met.",
          ("email-2026-12-01.txt", "The stopcock was left on. We left the heating on the frost setting, which on that "
                                   "boiler holds the house at about 10 degrees."),
          ("notes", "Inspection log: 14.10, 28.10, 11.11, 25.11 - fortnightly, not weekly. Fails D1(a) and D1(b).")),
        U("We can, however, pay the £1,180.00 quoted for drying out the property.",
          "negation", "the emergency drying quote of £1,180.00 is not covered either",
          ("notes", "Emergency drying quote £1,180.00 not covered either.")),
        S("If you disagree with our decision, please contact Harrowdene Customer Relations on 0113 496 0455.",
          HM_COMPLAINTS),
    ]),
    ("H08", "HLC-27-0339", "Reply to Mr Brenner's question about rent for 14 Calder Row.", [
        N("Dear Tomasz,"),
        S("Thank you for your email of 1 December about the burst pipe at 14 Calder Row.",
          ("email-2026-12-01.txt", "Sent: 01 December 2026 09:12"),
          ("email-2026-12-01.txt", "Subject: 14 Calder Row S6 - burst pipe - Mr Aukett")),
        S("You asked whether Mr Aukett's policy would pay the rent lost while the house is repaired.",
          ("email-2026-12-01.txt", "Mr Aukett would like to know if you can also cover the rent, as we had viewings "
                                   "booked for this week.")),
        S("Loss of rent is only payable where the house cannot be lived in because of damage the policy covers, and as "
          "the escape of water cover did not apply while the house was unoccupied, we cannot pay it.",
          HW_C1,
          ("notes", "Loss of rent also declined - C1 needs covered damage.")),
        U("Had a new tenancy already been signed before the pipe burst, we would have been able to pay rent from the day "
          "that tenancy was due to start.",
          "condition", "no rent is payable at all unless the damage itself is covered under Section 1",
          HW_C1,
          ("notes", "Loss of rent also declined - C1 needs covered damage.")),
        S("I have copied you into the decline letter to Mr Aukett.",
          ("notes", "Decline to go to LL, agent copied.")),
        N("Kind regards,"),
    ]),
    ("H09", None, "Schedule HLS-27-40512: Mr Aukett asks what he must do if 14 Calder Row is empty between tenancies this winter.", [
        N("Dear Mr Aukett,"),
        N("Thank you for your question about leaving the house empty between tenants."),
        S("Your policy treats the house as unoccupied once it has not been lived in for more than 45 consecutive days.",
          ("HW", "has not been lived in by a tenant or by you for more than 45 consecutive days."),
          ("HS1", "Endorsements None.")),
        S("From that point, escape of water, theft and malicious damage cover, including damage by tenants, stops unless "
          "the precautions in condition D1 are followed.",
          HW_D1_OPEN),
        S("In the winter months you can either drain down the water system or keep the heating on so that the whole "
          "house stays at 12°C or above.",
          HW_D1_A),
        U("Someone must also go inside at least every 14 days and keep a written note of each visit.",
          "period", "at least once every 7 days (HLE-07 is not on this schedule)",
          HW_D1_B,
          ("HS1", "Endorsements None.")),
        S("Fire, storm and your other covers carry on as normal while the house is empty.",
          ("HW", "All other cover continues while the property is")),
        N("Please get in touch if you would like to talk this through."),
    ]),
    ("H10", None, "Schedule HLS-27-40788: Ms Tarrant-Welby asks what her endorsement changes.", [
        N("Dear Ms Tarrant-Welby,"),
        S("Your schedule HLS-27-40788 includes our Extended Unoccupancy and Tenant Damage endorsement, HLE-07.",
          ("HS2", "HLE-07 Extended Unoccupancy and Tenant Damage applies to this schedule.")),
        S("With this endorsement, Flat 3 is not treated as unoccupied until it has been empty for more than 90 days in a "
          "row.",
          ("HE", "is replaced by \"90 consecutive days\"."),
          ("HW", "has not been lived in by a tenant or by you for more than 45 consecutive days.")),
        U("Once it is unoccupied, you or someone on your behalf will need to inspect inside at least once every 7 days.",
          "superseded", "at least once every 14 days under HLE-07",
          ("HE", "is replaced by \"at least once every 14 days\".")),
        S("The limit for deliberate damage by a tenant is £12,500 in each period of insurance, and the excess for that "
          "cover stays at £500.",
          ("HE", "The limit in clause B3 (Malicious damage by tenants) is increased to £12,500 in any one period of "
                 "insurance. The £500 excess for that cover is unchanged.")),
        S("Loss of rent is covered up to £42,000, which is 20% of the buildings sum insured.",
          ("HS2", "Section 2 Loss of rent 20% of buildings sum insured (£42,000) Nil")),
        U("This cover still only applies if you took up a written reference and a credit check for at least one of the "
          "tenants before the tenancy started.",
          "quantifier", "for each tenant named on the tenancy agreement",
          HW_B3_COND,
          ("HE", "All other terms, conditions, limits and exclusions of wording HLP-27 are unchanged.")),
        N("With kind regards,"),
    ]),

    # ================================================================ Larkspur Valley Mutual (US)
    ("L01", "LVC-26-5510", "Write to the Quinteros explaining the hail payment on their roof claim.", [
        N("Dear Mr. and Mrs. Quintero:"),
        S("This letter explains our payment for the hail damage to your home from the storm on April 14, 2026.",
          ("notes", "Date of loss: 04/14/2026 Cause: Hail")),
        S("Because your policy includes the Roof Surfacing Payment Schedule (LVE-RS14), we pay the roof at actual cash "
          "value, which for a 14-year-old roof means deducting 56% from the agreed replacement cost of $18,600.00.",
          ("LD1", "LVE-RS14 (04/26) Roof Surfacing Payment Schedule (Windstorm or Hail)."),
          ("LE", "depreciation of 4% for each full year of roof age at the date of loss"),
          ("notes", "Roof surfacing RCV $18,600.00, dep 14 x 4% = 56% ($10,416.00), ACV $8,184.00.")),
        S("That gives $8,184.00 for the roof, and with the gutters, the bedroom ceiling and your tarp invoice the total "
          "actual cash value comes to $10,295.00.",
          ("notes", "Gutters RCV $1,450.00 less dep $290.00 = ACV $1,160.00. Ceiling RCV $640.00 less dep $64.00 = ACV "
                    "$576.00. Tarp invoice $375.00 (reasonable repairs, no dep). Total ACV $10,295.00")),
        S("After your 2% windstorm or hail deductible of $6,240.00, we have issued a check for $4,055.00.",
          ("notes", "less W/H ded 2% $6,240.00 = $4,055.00."),
          ("LD1", "Windstorm or Hail: 2% of Coverage A ($6,240)")),
        U("The check is made out to the two of you only, so you can deposit it right away.",
          "party", "payable to Ramon and Tessa Quintero and Cimarron Plains Savings Bank (mortgagee)",
          ("notes", "Check $4,055.00 issued payable to Ramon and Tessa Quintero and Cimarron Plains Savings Bank."),
          ("LW", "any loss payable under Coverage A or B will be paid to the mortgagee and you, as interests appear.")),
        U("When the roof replacement is finished, send us the final invoice and we will release the $10,416.00 roof "
          "depreciation along with the rest.",
          "negation", "roof depreciation is not recoverable under LVE-RS14; only $354.00 (gutters and ceiling) is",
          LE_NO_DEP,
          ("notes", "Recoverable dep $354.00 (gutters $290.00 + ceiling $64.00)")),
        N("Sincerely,"),
    ]),
    ("L02", "LVC-26-5510", "Write to Mr. Quintero releasing the held-back depreciation and closing the hail claim.", [
        N("Dear Mr. Quintero:"),
        S("Thank you for sending Thunderhead Roofing's final invoice, which shows the gutters and the bedroom ceiling "
          "were completed on August 28, 2026.",
          ("notes", "Thunderhead final invoice rec'd, gutters and ceiling completed 08/28/2026.")),
        S("That was well inside the 180-day deadline of October 11, 2026, so we have released the remaining $354.00 of "
          "depreciation.",
          ("notes", "Recoverable dep $354.00 (gutters $290.00 + ceiling $64.00) on completion by 10/11/2026 (180 days)."),
          ("notes", "Released recoverable dep $354.00.")),
        S("That amount is $290.00 for the gutters and $64.00 for the ceiling.",
          ("notes", "Recoverable dep $354.00 (gutters $290.00 + ceiling $64.00)")),
        U("Thunderhead's original roof figure of $19,240.00 remains the basis of the roof settlement.",
          "superseded", "$18,600.00, agreed after the duplicated ice and water shield line was removed",
          ("notes", "Line for ice and water shield ($640.00) duplicated. Contractor agreed revised roof figure "
                    "$18,600.00. Use $18,600.00.")),
        S("As a reminder, the roof itself was paid at actual cash value under your roof surfacing endorsement, and there "
          "is no roof depreciation held back to release.",
          LE_NO_DEP,
          ("notes", "Roof surfacing at ACV, no roof dep release.")),
        S("Your claim is now closed.",
          ("notes", "Claim closed.")),
        N("Please call me if you have any questions."),
    ]),
    ("L03", "LVC-26-5527", "Write to Ms. Brennerman with the final additional living expense settlement.", [
        N("Dear Ms. Brennerman:"),
        S("I'm glad you and Biscuit were able to move back home on March 28 once the kitchen was usable again.",
          ("notes", "Insured back home 03/28/2026 - kitchen usable"),
          ("email-2026-03-12.eml", "The hotel charges me $20 a night for Biscuit (my dog).")),
        S("Your stay at the Prairie Rest Inn came to 21 nights at $139.00, or $2,919.00, and we have also paid the "
          "$20.00 nightly pet fee, $420.00 in all.",
          ("notes", "ALE final: hotel 21 nights x $139.00 = $2,919.00; pet fee 21 x $20.00 = $420.00;"),
          ("LG", "Hotel pet fees are allowed where the household had the pet at home before the loss.")),
        S("For meals, we paid the $798.00 difference between your $1,263.00 of receipts and the $465.00 you would "
          "normally have spent on groceries over those three weeks.",
          ("notes", "meals receipts $1,263.00 less normal groceries 3 wks x $155.00 = $465.00, so $798.00;")),
        U("Your extra driving of 210 miles was reimbursed at $0.55 per mile.",
          "value", "$0.40 per mile ($84.00)",
          ("notes", "extra mileage 210 mi x $0.40 = $84.00."),
          ("LG", "Extra mileage at $0.40 per mile.")),
        S("Taking off the $1,500.00 advance we sent on March 8, the balance of $2,721.00 was paid on April 2.",
          ("notes", "03/08/2026 | 08:30 AM | M. Okafor | Contacted insured. ALE advance $1,500.00 issued (guideline max)."),
          ("notes", "Total ALE $4,221.00 less advance $1,500.00 = $2,721.00. Check 04/02/2026.")),
        U("As with the dwelling payment, your 1% windstorm deductible was applied to the living expense payment.",
          "negation", "no deductible applies to Coverage D",
          ("LW", "No deductible applies to Coverage D."),
          ("notes", "No deductible on Cov D.")),
        N("Best regards,"),
    ]),
    ("L04", "LVC-26-5527", "Write to Ms. Brennerman with the dwelling payment after the tree fell on her house.", [
        N("Dear Ms. Brennerman:"),
        S("We have agreed the estimate for repairing the damage the red oak caused when it fell on the back of your house "
          "on March 7, 2026.",
          ("notes", "Straight-line winds uprooted red oak in back yard, fell on rear of house over kitchen and back "
                    "bedroom."),
          ("notes", "Date of loss: 03/07/2026")),
        S("The replacement cost of the repairs is $27,300.00; until the work is finished we pay actual cash value, which "
          "is $23,100.00 after $4,200.00 depreciation.",
          ("notes", "Dwelling estimate agreed: RCV $27,300.00, dep $4,200.00, ACV $23,100.00."),
          LW_ACV),
        S("Your windstorm or hail deductible of $2,450.00, which is 1% of your dwelling limit, has been taken off that "
          "amount.",
          ("LD2", "Windstorm or Hail: 1% of Coverage A ($2,450)"),
          ("notes", "Less W/H ded 1% $2,450.00 = $20,650.00.")),
        U("Sandoval Tree Care's bill of $1,150.00 for removing the tree has been paid in full.",
          "value", "$500.00, the most payable for any one tree",
          ("LW", "up to $1,000 in any one loss, but not more than $500 for any one tree."),
          ("notes", "One tree - Trees additional coverage pays $500.00 max.")),
        S("A check for $21,150.00, payable to you, is on its way.",
          ("notes", "Check $21,150.00 to Gail Brennerman (no mortgagee on decs).")),
        U("You can claim the $4,200.00 depreciation once the repairs are complete, as long as that is within 90 days of "
          "the loss.",
          "period", "within 180 days after the date of loss (by 09/03/2026)",
          LW_180),
        N("Sincerely,"),
    ]),
    ("L05", "LVC-26-5534", "Write to Ms. Brennerman with the first payment on her May hail claim.", [
        N("Dear Ms. Brennerman:"),
        S("Redtail Field Services inspected your home for us after the hail storm of May 21, 2026.",
          ("notes", "Assigned field inspection to Redtail Field Services (IA)."),
          ("redtail-inspection-RFS-26-1187.docx", "Date of loss: 05/21/2026. Inspection date: 05/26/2026.")),
        S("Their inspector found no functional hail damage to the main roof of your house, which was partly re-roofed "
          "after the March tree loss, so it is not part of this claim.",
          ("redtail-inspection-RFS-26-1187.docx", "No functional hail damage. The rear slope was re-roofed in part after "
                                                  "the March 2026 tree loss."),
          ("notes", "Main roof: no functional hail damage - not included.")),
        S("We are paying for the siding on the west and north sides, two windows and the roof of your detached garage.",
          ("notes", "Siding west and north, 2 windows, detached garage roof (Cov B).")),
        S("Because your policy does not include our roof surfacing endorsement, the garage roof is settled on a "
          "replacement cost basis like the rest of the claim.",
          ("notes", "Decs LVD-2207390 - no LVE-RS14, so garage roof at replacement cost with dep recoverable."),
          ("LD2", "LVM-HO3 (04/26) Homeowners 3 - Special Form. No endorsements.")),
        U("The actual cash value of the damage is $9,348.00, and after your $1,000 deductible we have sent you $8,348.00.",
          "value", "the 1% windstorm or hail deductible of $2,450 applies; payment $6,898.00",
          ("notes", "Total ACV $9,348.00 less W/H 1% $2,450.00 = $6,898.00."),
          ("LW", "For loss caused by windstorm or hail, the Windstorm or Hail deductible shown in the Declarations, a "
                 "percentage of the Coverage A limit, applies in place of the All Other Perils deductible.")),
        S("The $3,292.00 of depreciation we have held back will be paid on the items you have repaired or replaced by "
          "November 17, 2026.",
          ("notes", "Recoverable dep $3,292.00 if completed by 11/17/2026."),
          LW_180),
        N("Sincerely,"),
    ]),
    ("L06", "LVC-26-5534", "Write to Ms. Brennerman about the depreciation after her November invoices.", [
        N("Dear Ms. Brennerman:"),
        S("Thank you for the invoices showing that your new windows and the garage roof were finished on October 30, "
          "2026.",
          ("notes", "windows and garage roof completed 10/30/2026")),
        S("We have released the depreciation on those items: $252.00 for the windows and $1,170.00 for the garage roof, "
          "a total of $1,422.00.",
          ("notes", "Released dep windows $252.00 + garage roof $1,170.00 = $1,422.00.")),
        S("The siding has not yet been replaced because of your contractor's backlog, so the $1,870.00 depreciation on it "
          "cannot be released.",
          ("notes", "siding not yet done (contractor backlog)"),
          ("notes", "Siding dep $1,870.00 not released - not completed within 180 days.")),
        S("Your policy only allows us to pay depreciation where the work is finished within 180 days of the date of "
          "loss, and for this storm that date was November 17, 2026.",
          LW_180,
          ("notes", "Recoverable dep $3,292.00 if completed by 11/17/2026.")),
        U("Counting your first check, we have now paid $9,320.00 on this claim.",
          "value", "$8,320.00 ($6,898.00 plus $1,422.00)",
          ("notes", "Check $6,898.00 to Gail Brennerman."),
          ("notes", "Released dep windows $252.00 + garage roof $1,170.00 = $1,422.00.")),
        U("Your contractor has told us the siding will be completed by the end of January.",
          "not_found", None),
        N("Sincerely,"),
    ]),
    ("L07", "LVC-26-5541", "Write to Mrs. Quintero confirming the workshop and fence decision in writing.", [
        N("Dear Mrs. Quintero:"),
        S("As promised when we spoke on October 13, here in writing is our decision on the wind damage of October 3, "
          "2026 to your workshop roof and fence.",
          ("notes", "10/13/2026 | 09:00 AM | J. Whitcombe | Explained to Tessa by phone; she asked for it in writing."),
          ("notes", "Wind 10/03/2026 peeled metal panels off detached workshop roof and flattened 60 ft of wood privacy "
                    "fence.")),
        S("The metal panels on the workshop count as roof surfacing under your roof surfacing endorsement, so they are "
          "paid at actual cash value: $6,800.00 less 36% for nine years of age, or $4,352.00.",
          ("LE", "Roof surfacing means shingles, tiles, metal roof panels"),
          ("notes", "RCV $6,800.00, dep 9 x 4% = 36% ($2,448.00), ACV $4,352.00.")),
        S("The fence has an actual cash value of $1,680.00, bringing the total to $6,032.00, which is less than your "
          "$6,240.00 windstorm or hail deductible, so nothing is payable at this stage.",
          ("notes", "Fence RCV $2,100.00 less dep $420.00 = ACV $1,680.00. Total ACV $6,032.00 - below W/H ded "
                    "$6,240.00. Nothing payable now.")),
        U("Both items fall under your Other Structures coverage, which has a limit of $62,400.",
          "value", "$31,200 (the $62,400 is Coverage D)",
          ("LD1", "B - Other Structures $31,200"),
          ("notes", "Both items Coverage B.")),
        S("If you replace the fence by April 1, 2027, we will look at it again using the fence's full replacement cost of "
          "$2,100.00, which would leave $212.00 to pay after the deductible.",
          ("notes", "If fence replaced within 180 days (by 04/01/2027): $4,352.00 + $2,100.00 = $6,452.00 less $6,240.00 "
                    "= $212.00 payable.")),
        S("The depreciation on the workshop roof cannot be recovered, even if you replace it.",
          LE_NO_DEP,
          ("notes", "Workshop roof dep never recoverable (LVE-RS14 B).")),
        N("Sincerely,"),
    ]),
    ("L08", "LVC-26-5541", "Reply to Mr. Quintero, who called to ask why a deductible was applied again.", [
        N("Dear Mr. Quintero:"),
        N("I understand your frustration about the deductible, and I am sorry the news was not better."),
        S("The windstorm or hail deductible applies to each separate storm, and the October 3 windstorm was a different "
          "occurrence from your earlier hail claim.",
          ("LW", "It applies per occurrence to the total of all loss under Coverages A, B and C."),
          ("notes", "Separate occurrence from LVC-26-5510, so a new W/H deductible applies.")),
        U("Your deductible for windstorm or hail is 2% of your $312,000 dwelling limit, which is $6,420.00.",
          "value", "$6,240",
          ("LD1", "Windstorm or Hail: 2% of Coverage A ($6,240)")),
        S("The workshop and fence together came to $6,032.00 at actual cash value, just under the deductible.",
          ("notes", "Total ACV $6,032.00 - below W/H ded $6,240.00.")),
        U("Under the endorsement, the age deduction on the workshop roof is capped at 36%.",
          "value", "the cap is 70%; 36% is the deduction for nine full years",
          ("LE", "up to a maximum depreciation of 70%."),
          ("notes", "dep 9 x 4% = 36% ($2,448.00)")),
        S("Once the fence has been replaced, please send us the invoice so we can pay the balance due.",
          ("notes", "If fence replaced within 180 days (by 04/01/2027): $4,352.00 + $2,100.00 = $6,452.00 less $6,240.00 "
                    "= $212.00 payable.")),
        N("Sincerely,"),
    ]),
    ("L09", None, "Declarations LVD-2207390: Ms. Brennerman asks how a future roof claim would be settled.", [
        N("Dear Ms. Brennerman:"),
        N("Thank you for your question about how your roof would be handled if it were damaged in a future storm."),
        S("Your policy, LVD-2207390, does not carry our roof surfacing endorsement, so a covered roof loss would be "
          "settled at replacement cost.",
          ("LD2", "LVM-HO3 (04/26) Homeowners 3 - Special Form. No endorsements."),
          ("LW", "Buildings covered under Coverage A or B are settled at replacement cost without deduction for "
                 "depreciation")),
        S("We would first pay the actual cash value and then the depreciation once the roof has been replaced, provided "
          "that is done within 180 days of the storm.",
          LW_ACV, LW_180),
        U("For a windstorm or hail loss, the $1,000 all other perils deductible would apply.",
          "value", "1% of Coverage A ($2,450)",
          ("LD2", "Windstorm or Hail: 1% of Coverage A ($2,450)"),
          ("LW", "applies in place of the All Other Perils deductible.")),
        S("If a storm left your home unfit to live in, your policy would pay the extra cost of living elsewhere up to "
          "$49,000.",
          ("LD2", "D - Loss Of Use $49,000"),
          LW_ALE),
        U("You must report any windstorm or hail damage to us within 60 days.",
          "period", "within one year after the date of loss",
          ("LW", "A claim for loss caused by windstorm or hail must be reported to us within one year after the date of "
                 "loss.")),
        N("Sincerely,"),
    ]),
    ("L10", None, "Declarations LVD-2206841: the Quinteros ask what their policy pays if they have to leave home after a storm.", [
        N("Dear Mr. and Mrs. Quintero:"),
        N("Thank you for your e-mail asking what your policy would pay if you ever had to leave your home after a storm."),
        S("If a covered loss makes your home unfit to live in, Coverage D pays the necessary increase in your living "
          "costs so your household can keep its normal standard of living.",
          LW_ALE),
        S("Payment lasts for the shortest time needed to repair the damage, and it is not cut off just because the "
          "policy expires in the meantime.",
          ("LW", "Payment will be for the shortest time required to repair or replace the damage"),
          ("LW", "The periods of time above are not limited by expiration of this policy.")),
        S("The limit for this coverage on your policy is $62,400, and no deductible applies to it.",
          ("LD1", "D - Loss Of Use $62,400"),
          ("LW", "No deductible applies to Coverage D.")),
        U("If a civil authority stops you using your home because of storm damage next door, this cover applies for up "
          "to 30 days.",
          "period", "no more than two weeks",
          ("LW", "we cover the loss as provided in 1. above for no more than two weeks.")),
        U("We also pay your restaurant bills in full, without any deduction for what you would normally spend on "
          "groceries.",
          "negation", "the household's normal grocery spend is deducted from meal costs",
          ("LG", "Deduct the household's normal grocery spend from restaurant or hotel meal costs.")),
        N("Sincerely,"),
    ]),

    # ================================================================ Kittiwake Touring (UK)
    ("K01", "KTK-26-7702", "Write to Mr Penhallow with the settlement of his awning claim from Brittany.", [
        N("Dear Mr Penhallow,"),
        N("I hope the rest of your holiday went smoothly."),
        S("Thank you for the incident note from Camping Les Pins, which confirms that your awning was pegged down with "
          "its storm straps fitted when the storm hit on the night of 9 May.",
          ("campsite-incident-note.txt", "The awning was pegged on all sides and the storm straps were fitted."),
          ("campsite-incident-note.txt", "During the night of 9 to 10 May 2026 a storm with strong gusts passed over "
                                         "the site.")),
        S("That matters because the policy does not cover wind damage to an awning that was not properly pegged and "
          "strapped.",
          ("KW", "We will not pay for damage by wind unless the awning was pegged and secured with storm straps following "
                 "the maker's instructions.")),
        S("You were on day 22 of your trip, well inside the 60 days of European use that comes with your caravan policy.",
          ("notes", "Day count: 18 April to 9 May = day 22 of the trip"),
          ("KW", "European use (days in any period of insurance) 60 days 180 days")),
        U("Gannetside Leisure's price for a new awning and poles is £1,430.00, which is more than the £1,000 awning limit "
          "for caravans.",
          "value", "£1,340.00",
          ("gannetside-quote-GL-55012.pdf", "Total £1,340.00"),
          ("notes", "Gannetside Leisure quote GL-55012 for replacement awning and poles £1,340.00.")),
        S("We have therefore paid the £1,000 limit less your £75 awning excess, £925.00 in total, into your bank account "
          "on 3 June.",
          ("notes", "Settlement: lower of £1,340.00 and caravan awning limit £1,000.00 = £1,000.00, less awning excess "
                    "£75.00 = £925.00."),
          ("notes", "BACS to Mr Penhallow 3 June 2026.")),
        N("Best wishes,"),
    ]),
    ("K02", "KTK-26-7702", "Acknowledge Mr Penhallow's awning claim and say what we need.", [
        N("Dear Mr Penhallow,"),
        S("Thank you for calling us on 11 May from Camping Les Pins to tell us about the storm damage to your awning.",
          ("notes", "Entry 1 (Mon 11 May 2026, B. Quayle): Mr Penhallow called from Camping Les Pins, near Carnac, "
                    "Brittany.")),
        S("I understand the storm tore the canvas and bent two of the poles.",
          ("notes", "Storm night of 9 May 2026 tore the awning canvas and bent two poles.")),
        U("As you sailed from Plymouth to Roscoff on 8 April, the storm fell on day 32 of your trip, which is still within "
          "your European cover.",
          "period", "left the UK on 18 April; the storm was on day 22",
          ("notes", "Left the UK 18 April 2026 (Plymouth-Roscoff)"),
          ("notes", "18 April to 9 May = day 22 of the trip")),
        U("Because your awning was bought in 2023, we will settle it at its market value rather than the cost of a new "
          "one.",
          "negation", "only awnings more than 5 years old are settled at market value; this one is 3 years old",
          ("KW", "Awnings more than 5 years old are settled at market value."),
          ("notes", "Awning Brisa Air 390 bought 2023, 3 years old, so not market value.")),
        N("Please ask the campsite for a short written note about the storm and send it to us when you can."),
        S("Any payment will be subject to the £75 awning excess.",
          ("KW", "Awning excess £75 £75")),
        N("Kind regards,"),
    ]),
    ("K03", "KTK-26-7715", "Write to Mr Penhallow declining the theft of his caravan.", [
        N("Dear Mr Penhallow,"),
        N("I am very sorry that your caravan was stolen, and I know this is not the letter you were hoping for."),
        S("Your caravan was taken from your driveway overnight on 1 to 2 June 2026 and you reported it to Devon and "
          "Cornwall Police the same day, crime reference CR/026/114782.",
          ("notes", "Mr Penhallow reports caravan stolen from his driveway overnight 1 to 2 June 2026. Reported to Devon "
                    "and Cornwall Police 2 June 2026, crime ref CR/026/114782.")),
        S("Your policy requires both a wheel clamp and a hitch lock to be fitted and locked whenever the caravan is "
          "unhitched and left unattended, and this applies at home as well as in storage or on a site.",
          KW_21),
        S("In your email of 4 June you confirmed that the hitch lock was on but that the wheel clamp had been taken off on "
          "31 May and not put back.",
          ("email-2026-06-04.eml", "The hitch lock was on and locked. I had taken the wheel clamp off on Sunday 31 May "
                                   "to clean the alloys and I am afraid I had not put it back on before the caravan was "
                                   "taken.")),
        U("As the hitch lock was in use, we are able to consider the theft of the awning that was packed inside the "
          "caravan.",
          "negation", "there is no cover for the awning or contents either when the security condition is not met",
          KW_23,
          ("notes", "2.3: no cover for theft of caravan, awning or contents.")),
        S("If you disagree with our decision, please contact our complaints team on 01632 960 281; you can also refer the "
          "matter to the Financial Ombudsman Service.",
          KD_DECLINE,
          ("notes", "Letter to PH with complaints team and FOS details.")),
        N("Yours sincerely,"),
    ]),
    ("K04", "KTK-26-7715", "Reply to Mr Penhallow's request for a review of the caravan theft decline (Claims Lead).", [
        N("Dear Mr Penhallow,"),
        N("Thank you for asking us to look again at our decision on your caravan claim."),
        S("I have reviewed the file, including your email of 4 June, in which you told us you have owned caravans for 20 "
          "years and asked us to take the hitch lock into account.",
          ("email-2026-06-04.eml", "I have owned caravans for 20 years and never had a problem. I hope you can take into "
                                   "account that the hitch lock was in use.")),
        U("I agreed that decision with Ms Halloran on 2 June, and having looked again I am satisfied it was correct.",
          "period", "the decline was agreed on 5 June 2026",
          ("notes", "Entry 4 (Fri 5 June 2026, R. Halloran): Decline agreed with Claims Lead (T. Ashdown).")),
        S("The policy needs both a wheel clamp and a hitch lock to be in use whenever the caravan is unhitched and you "
          "are away from it, so the hitch lock on its own was not enough.",
          KW_21),
        U("The caravan's sum insured of £21,500 is therefore not payable.",
          "value", "£18,750",
          ("KC1", "Sum insured (caravan) £18,750"),
          ("notes", "Caravan sum insured was £18,750.")),
        S("If you remain unhappy, you can take your complaint to the Financial Ombudsman Service.",
          KD_DECLINE),
        N("Yours sincerely,"),
    ]),
    ("K05", "KTK-26-7728", "Write to Mrs Drury-Hobbs settling the break-in claim from Spain.", [
        N("Dear Mrs Drury-Hobbs,"),
        N("I was sorry to hear about the break-in, and I hope the rest of your trip has been more relaxing."),
        S("The Guardia Civil report confirms that the habitation door lock was forced and the frame bent, so the forced "
          "entry requirement for theft of personal effects is met.",
          ("guardia-civil-report-summary.txt", "The lock of the side (habitation) door had been forced and the door "
                                               "frame was bent."),
          ("KW", "We will only pay for theft of personal effects from a caravan or motorhome if entry was gained by "
                 "force, leaving visible damage.")),
        S("You left the UK on 2 February, so 14 August was day 194 of your trip; that is beyond the standard 180 days, "
          "but your Continental Touring Extension raises the limit to 270 days.",
          ("notes", "Left UK 2 February 2026 (Portsmouth-Santander), not yet back. Day 194 of the trip."),
          ("KE", "is increased from 180 to 270 days in any period of insurance.")),
        S("Each item is limited to £500 under your extension, so the laptop and camera are allowed at £500 each and your "
          "clothing at £380.00, £1,380.00 in all.",
          KE_PE,
          ("notes", "Items: laptop £1,150.00 (capped at KTE-04 single article £500.00), camera £640.00 (capped "
                    "£500.00), clothing £380.00. Personal effects £1,380.00")),
        S("We have added the £460.00 cost of repairing the door lock.",
          ("notes", "Door lock repair (quote from Taller Maestrat) £460.00 under Section 1.")),
        U("The total of £1,840.00, less the £500 theft excess, leaves £1,340.00, which we paid into your account on 27 "
          "August.",
          "value", "the £250 standard excess applies; payment £1,590.00",
          ("notes", "Standard excess motorhome £250.00 (theft of the motorhome excess does not apply - contents only). "
                    "Payable £1,590.00.")),
        N("With best wishes,"),
    ]),
    ("K06", "KTK-26-7728", "Acknowledge Mrs Drury-Hobbs's report of the break-in near Peniscola.", [
        N("Dear Mrs Drury-Hobbs,"),
        S("Thank you for letting us know about the break-in to your motorhome near Peniscola on 14 August.",
          ("notes", "Mrs Drury-Hobbs reports break-in to motorhome at an aire near Peniscola, Spain, afternoon of 14 "
                    "August 2026")),
        S("I have noted that your laptop, camera and a bag of clothes were taken.",
          ("guardia-civil-report-summary.txt", "A laptop computer, a digital camera and a bag of clothing had been "
                                               "taken.")),
        U("Your personal effects are covered up to £750 for this claim.",
          "superseded", "£1,500 per claim under endorsement KTE-04",
          KE_PE,
          ("KC2", "KTE-04 Continental Touring Extension applies to this certificate.")),
        S("Thank you also for getting a written report from the Guardia Civil, which we need for any theft outside the "
          "UK.",
          ("KW", "Outside the United Kingdom you must obtain a written report from the local police."),
          ("notes", "Guardia Civil report obtained 14 August.")),
        U("The report was made at 13:00, shortly after you returned to the motorhome.",
          "value", "the report was made at 19:40; the motorhome was left at 13:00 and she returned at about 18:30",
          ("guardia-civil-report-summary.txt", "Date and time of report: 14/08/2026 19:40"),
          ("guardia-civil-report-summary.txt", "The complainant left the vehicle locked at about 13:00 and returned at "
                                               "about 18:30.")),
        N("I will be in touch again once I have the repair quote for the door lock."),
        N("Kind regards,"),
    ]),
    ("K07", "KTK-26-7736", "Write to Mrs Drury-Hobbs settling the awning damaged by a falling branch.", [
        N("Dear Mrs Drury-Hobbs,"),
        S("Thank you for calling on 28 September to tell us that a branch had fallen on your awning at Scalebeck Touring "
          "Park on 26 September.",
          ("notes", "Entry 1 (Mon 28 September 2026, C. Nwachukwu): Mrs Drury-Hobbs called. Branch from an ash tree came "
                    "down on the awning at Scalebeck Touring Park, near Keswick, early on 26 September 2026.")),
        S("As the branch came down because it was rotten rather than in a high wind, the storm strap condition does not "
          "come into it.",
          ("notes", "No wind to speak of - branch was rotten per site warden."),
          ("KW", "We will not pay for damage by wind unless the awning was pegged and secured with storm straps following "
                 "the maker's instructions.")),
        S("The dealer's price for a replacement Drive-Away 420 is £2,180.00, and your Continental Touring Extension raises "
          "the awning limit to £2,500, so the full amount is covered.",
          ("notes", "Replacement cost from Vantage dealer £2,180.00. KTE-04 on certificate: awning limit £2,500.00 (not "
                    "the £1,500.00 in the table)."),
          KE_AWN),
        U("After deducting the £250 standard excess, we have paid you £1,930.00.",
          "value", "the £75 awning excess applies; payment £2,105.00",
          ("notes", "Settlement £2,180.00 less awning excess £75.00 = £2,105.00."),
          ("KW", "Awning excess £75 £75")),
        S("The payment went into your bank account on 5 October.",
          ("notes", "BACS to PH 5 October 2026.")),
        U("We have also included £140.00 for the two folding chairs that were broken.",
          "negation", "nothing was paid for the chairs: Mrs Drury-Hobbs chose not to claim for them",
          ("email-2026-10-01.eml", "They cost about £140 for the pair, but they were old and I don't want to claim for "
                                   "them."),
          ("notes", "about £140.00, but she does not want to claim for them.")),
        N("Best wishes, Chidi"),
    ]),
    ("K08", "KTK-26-7736", "Reply to Mrs Drury-Hobbs, who asked why her awning payment needed a second approval (Claims Lead).", [
        N("Dear Mrs Drury-Hobbs,"),
        S("Your awning claim came to £2,105.00, which was just over the £2,000 that Chidi can approve on his own, so he "
          "passed it to me.",
          ("notes", "Over my £2,000 (assistant) - referred, approved by T. Ashdown (Claims Lead)."),
          ("KD", "Claims Assistant £2,000")),
        U("I approved it the same day and the money was sent to you on 3 June.",
          "period", "the payment was sent on 5 October 2026",
          ("notes", "BACS to PH 5 October 2026.")),
        U("Your awning is covered up to £1,500 per claim under the table of benefits.",
          "superseded", "£2,500 per claim under endorsement KTE-04",
          KE_AWN,
          ("notes", "KTE-04 on certificate: awning limit £2,500.00 (not the £1,500.00 in the table).")),
        S("Thank you for letting us know that the tree at Scalebeck has since been taken down.",
          ("email-2026-10-01.eml", "The warden at Scalebeck has told us the tree has now been taken down.")),
        N("Thank you for your patience."),
        N("Kind regards,"),
    ]),
    ("K09", None, "Certificate KTC-26-118204: Mr Penhallow asks about touring Spain and Portugal with his caravan this winter.", [
        N("Dear Mr Penhallow,"),
        N("Thank you for your email about your plans to tour Spain and Portugal this winter."),
        S("Your touring caravan policy covers you in EU countries for 60 days in each period of insurance.",
          ("KW", "You are also covered in any country of the European Union and in Norway, Switzerland, Andorra and "
                 "Liechtenstein for the number of days shown in the table of benefits in any period of insurance."),
          ("KW", "European use (days in any period of insurance) 60 days 180 days"),
          ("KC1", "ENDORSEMENTS None.")),
        S("The day you leave the UK and the day you come back both count towards those 60 days.",
          ("KW", "Days are counted from the day you leave the United Kingdom to the day you return, both days included.")),
        U("Any days beyond that are covered automatically for an extra premium.",
          "negation", "there is no cover beyond the allowance unless an extension is agreed in writing",
          ("KW", "There is no cover for any day beyond that number unless we have agreed an extension in writing.")),
        S("Wherever you stay, when the caravan is unhitched and you are away from it, both the wheel clamp and the hitch "
          "lock must be on and locked, even on a campsite.",
          KW_21),
        U("Your caravan policy also includes emergency accommodation of up to £450 if the caravan cannot be used.",
          "value", "up to £300 for touring caravans (£450 is the motorhome figure)",
          ("KW", "Emergency accommodation £60 per person per night, up to £300 £75 per person per night, up to £450")),
        N("We hope you have a wonderful trip."),
    ]),
    ("K10", None, "Certificate KTC-26-118517: Mrs Drury-Hobbs asks what her Continental Touring Extension gives her.", [
        N("Dear Mrs Drury-Hobbs,"),
        S("Your certificate KTC-26-118517 includes endorsement KTE-04, our Continental Touring Extension.",
          ("KC2", "KTE-04 Continental Touring Extension applies to this certificate.")),
        S("It lets you spend up to 270 days in Europe in each period of insurance, instead of the usual 180 for "
          "motorhomes.",
          ("KE", "the number of days shown in the table of benefits for motorhomes is increased from 180 to 270 days in "
                 "any period of insurance.")),
        S("It also raises the personal effects limit to £1,500 per claim, with up to £500 for any one item.",
          KE_PE),
        U("Your awning is covered up to £2,000 per claim.",
          "value", "£2,500 per claim",
          KE_AWN),
        U("The extension also means your tracking device does not need to be active while you are abroad.",
          "condition", "the security conditions, including the working and subscribed tracking device, are unchanged",
          KE_UNCH,
          ("KW", "the tracking device shown on your certificate must be fitted, working and subscribed.")),
        S("Your excesses are not changed by the extension, so the standard excess on your motorhome remains £250.",
          KE_UNCH,
          ("KW", "Standard excess £150 £250")),
        N("Kind regards,"),
    ]),
]


def build():
    out = []
    for lid, ref, instr, sents in LETTERS:
        rows = []
        for s in sents:
            if s[0] == "N":
                rows.append({"text": s[1], "label": "not_a_claim", "evidence": [], "kind": None, "correct_value": None})
                continue
            if s[0] == "S":
                text, ev, kind, correct, label = s[1], s[2], None, None, "supported"
            else:
                text, kind, correct, ev, label = s[1], s[2], s[3], s[4], "unsupported"
            evid = []
            for key, quote in ev:
                if key in F:
                    path = "documents/" + F[key]
                elif key == "notes":
                    path = f"documents/claims/{ref}/notes.txt"
                else:
                    path = f"documents/claims/{ref}/{key}"
                evid.append({"file": path, "quote": quote})
            rows.append({"text": text, "label": label, "evidence": evid, "kind": kind, "correct_value": correct})
        out.append({"id": lid, "claim_ref": ref, "instruction": instr, "sentences": rows})
    return out


def main():
    with open(os.path.join(HERE, "letters.jsonl"), "w", encoding="utf-8", newline="\n") as f:
        for L in build():
            f.write(json.dumps(L, ensure_ascii=False) + "\n")
    print(f"wrote {len(LETTERS)} letters")


if __name__ == "__main__":
    main()
