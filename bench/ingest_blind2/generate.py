"""Generate the second blind ingest corpus for Vouch (deterministic).

Run:  .venv/bin/python bench/ingest_blind2/generate.py      (from the repository root, or with any working directory)
Writes documents/, answer_key.jsonl and questions.jsonl next to this file.
"""
import os, sys, json, shutil, tempfile, datetime, io
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine import Flow, fixed_zip, scan_page, save_png, save_image_pdf, DV
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm

DOCS = os.path.join(HERE, 'documents')
KEYS, CUR = [], {'file': None}
TW = {'kmi': 24, 'psm': 6, 'dti': 24, 'vcl': 0, 'ehp': 15}  # layout nudges (points)

def K(kind, heading, clause=None, text=None, q=None, entry=None, table=None, scanned=False):
    k = dict(id=None, file=CUR['file'], page=None, kind=kind, heading=heading, clause=clause, entry=entry,
             text=text, table=table, scanned=scanned, ends_on_page=None)
    k['_q'] = [q] if isinstance(q, str) else (q or [])
    KEYS.append(k)
    return k

def start(name):
    CUR['file'] = 'documents/' + name
    return os.path.join(DOCS, name)

# ============================================================ 1. Elmstead home policy booklet (PDF, serif, 1 col)
def elmstead_wording():
    path = start('elmstead-home-insurance-policy-booklet-EHP-26-1.pdf')
    def hf(c, n, N):
        c.setFont('DVSerif-B', 8); c.drawString(25 * mm, 842 - 14 * mm, 'Elmstead Insurance plc')
        c.setFont('DVSerif', 8); c.drawRightString(595 - 25 * mm, 842 - 14 * mm, 'Home Insurance – Policy Booklet')
        c.setLineWidth(0.4); c.line(25 * mm, 842 - 15.5 * mm, 595 - 25 * mm, 842 - 15.5 * mm)
        c.setFont('DVSerif', 7.5); c.drawString(25 * mm, 12 * mm, 'EHP 26/1 (04/26)')
        c.drawRightString(595 - 25 * mm, 12 * mm, 'page %d' % n)
    def banner(c):
        c.setFont('DVSerif-B', 20); c.drawString(25 * mm, 842 - 34 * mm, 'Your Home Insurance')
        c.setFont('DVSerif', 10); c.drawString(25 * mm, 842 - 41 * mm, 'Policy booklet for policies starting or renewing on or after 1 April 2026')
    f = Flow(path, A4, (25 * mm, 25 * mm, 22 * mm, 20 * mm), 'DVSerif', 'DVSerif-B', 9.2, 12.2, hf=hf, hf_first=False,
             banner=banner, banner_h=26 * mm, title='Elmstead Home Insurance Policy Booklet', author='Elmstead Insurance plc')
    f.heading('About this booklet', before=0)
    f.para('This booklet, your schedule and any endorsements form your contract with Elmstead Insurance plc. Please read them together and keep them safe. Words shown in bold have the meanings given in the definitions below.')
    f.heading('Definitions')
    H = 'Definitions'
    defs = [
        ('Accidental damage', 'Sudden, unexpected and visible damage which has not been caused on purpose and which is caused by a single identifiable event.', 'Does accidental damage have to come from one specific event?'),
        ('Buildings', 'The structure of your home, its permanent fixtures and fittings, swimming pools, tennis courts, drives, patios, terraces, walls, gates and fences, all at the address shown in your schedule.', 'Is the patio counted as part of the buildings on the Elmstead policy?'),
        ('Home', 'The private dwelling at the address shown in your schedule, together with its garages and outbuildings used for domestic purposes.', None),
        ('Money', 'Current legal tender, cheques, postal orders, unused postage stamps, gift vouchers and pre-paid phone cards, all held for domestic purposes.', 'Do gift vouchers count as money under the home policy?'),
        ('Period of insurance', 'The length of time for which this policy is in force, as shown in your schedule, and for which you have paid and we have accepted your premium.', None),
        ('Valuables', 'Jewellery, watches, furs, articles of gold, silver or other precious metals, pictures and works of art.', 'Would a fur coat be treated as a valuable?'),
        ('Unfurnished', 'Not furnished enough for normal living purposes.', None),
        ('Subsidence', 'Downward movement of the ground beneath the buildings, other than by settlement.', 'Does ordinary settlement count as subsidence?'),
    ]
    for term, body, q in defs:
        k = K('definition', H, None, q=q)
        f.para(body, label=term, hang=40 * mm, key=k, after=2.5)
        k['text'] = term + ' ' + body  # definition entries keep their term
    S1 = 'Section 1 – Buildings'
    f.heading(S1, size=12)
    def cl(num, title, body, q=None, sub=None):
        hd = num + ' ' + title
        f.para(body, label=num, runin=title + '.', hang=10 * mm, key=K('clause', hd, num, q=q))
        for lab, txt, qq, subsub in (sub or []):
            f.para(txt, label='(%s)' % lab, indent=10 * mm, hang=8 * mm, key=K('clause', hd, '%s(%s)' % (num, lab), q=qq), after=1.5)
            for rl, rt, rq in (subsub or []):
                f.para(rt, label='(%s)' % rl, indent=18 * mm, hang=8 * mm, key=K('clause', hd, '%s(%s)(%s)' % (num, lab, rl), q=rq), after=1.5)
    cl('1.1', 'Fire, smoke, explosion, lightning and earthquake', 'We will pay for loss or damage to the buildings caused by fire, smoke, explosion, lightning or earthquake. We will not pay for damage caused by smoke from a fireplace or stove used in the normal way, or for scorching where there is no flame.',
       'A candle scorched the windowsill but nothing caught light – is that a fire claim?')
    cl('1.2', 'Storm or flood', 'We will pay for loss or damage to the buildings caused by storm or flood. We will not pay for damage to gates, hedges and fences caused by storm or flood, or for damage caused by frost, by rising groundwater alone or by a change in the water table.',
       'The garden fence blew down in the gale – does the Elmstead buildings cover pay for it?')
    cl('1.3', 'Escape of water or oil', 'We will pay for loss or damage to the buildings caused by water or oil escaping from a fixed water or heating installation. We will not pay for:', None, [
        ('a', 'the first £450 of each claim, which is the escape of water excess and applies instead of the standard excess;', 'What is the standard escape of water excess in the Elmstead booklet before any endorsement?', None),
        ('b', 'damage to the installation itself, except that we will pay to repair a frozen or burst pipe up to £1,000;', 'Will Elmstead pay to fix the burst pipe itself, and up to how much?', None),
        ('c', 'loss or damage caused by water escaping from a shower tray, bath or basin because the grouting or sealant has failed or worn away; or', 'Water got under the shower tray because the sealant had worn – is that covered?', None),
        ('d', 'loss or damage while your home is unfurnished or has not been lived in for more than 45 days in a row.', 'The house has been empty for seven weeks – does the escape of water cover still apply?', None)])
    cl('1.4', 'Theft', 'We will pay for loss or damage caused by theft or attempted theft. If your home is lent, let or sublet, we will only pay where the theft involved forcible and violent entry to or exit from your home.',
       'The customer lets a room to a lodger and things were stolen without a break-in – will we pay?')
    cl('1.5', 'Subsidence, heave or landslip', 'We will pay for loss or damage to the buildings caused by subsidence or heave of the site on which the buildings stand, or by landslip. We will not pay for:', None, [
        ('a', 'the first £1,000 of each claim, or any higher subsidence excess shown in your schedule;', 'How much is the subsidence excess on the Elmstead home booklet?', None),
        ('b', 'damage to swimming pools, tennis courts, patios, terraces, drives, paths, walls, gates and fences unless the main building is damaged by the same cause at the same time; or', 'Only the driveway has cracked from subsidence and the house is fine – is it covered?', None),
        ('c', 'damage caused by the settlement or shrinkage of new structures, or by coastal or river erosion.', None, None)])
    cl('1.6', 'Trace and access', 'If water or oil escapes from a fixed installation, we will pay the cost of finding where it is escaping from and making good afterwards, up to £3,500 in any one period of insurance.',
       'What is the booklet limit for finding the source of a leak and making good?')
    cl('1.7', 'Alternative accommodation', 'If your home cannot be lived in because of damage covered by this section, we will pay the reasonable cost of alternative accommodation for you, your family and your domestic pets, up to 20% of the buildings sum insured.',
       'If the family has to move out after an insured flood, how much will we pay towards somewhere else to stay?')
    cl('1.8', 'Glass and sanitaryware', 'We will pay for accidental breakage of fixed glass in windows, doors and roof lights, ceramic hobs, and fixed sanitaryware such as baths, basins, toilets and shower trays.',
       'The ceramic hob cracked when a pan was dropped on it – which cover applies?')
    S2 = 'Section 2 – Contents'
    f.heading(S2, size=12)
    cl('2.1', 'Theft from outbuildings', 'We will pay up to £3,000 for theft of contents from garages and outbuildings, provided the theft involved forcible and violent entry.',
       'Bikes were taken from the garage after the lock was forced – what is the most we pay?')
    cl('2.2', 'Limits on valuables and money', 'The most we will pay for any claim under this section is the contents sum insured, subject to the following limits:', None, [
        ('a', 'for any one article of valuables, £2,500 unless the article is specified in your schedule;', 'A single unspecified necklace worth £4,000 was stolen – what is the maximum payable?', None),
        ('b', 'for all valuables in total, one third of the contents sum insured;', 'Is there an overall cap on jewellery and watches together?', None),
        ('c', 'for money, the lower of:', None, [
            ('i', '£500 in total; and', 'How much cash in the house is covered in total?'),
            ('ii', '£250 for money belonging to a paying guest or lodger.', "The lodger's cash was stolen too – what is the limit for that?")])])
    cl('2.3', 'Freezer contents', 'We will pay for food in your fridge or freezer that is spoiled because of a rise or fall in temperature, up to £400. We will not pay if the failure was caused by the deliberate act of your electricity supplier or happened within the first 14 days of the policy.',
       'The freezer broke down and all the food is ruined – how much can the customer claim?')
    cl('2.4', 'Students\' belongings', 'We will pay up to £2,000 for contents belonging to a member of your family while they are away at university and living in term-time accommodation in the United Kingdom. Theft is only covered if there has been forcible and violent entry.',
       "Our customer's son had his laptop stolen from his university halls – is that covered under the parents' policy?")
    f.heading('General exclusions', size=12)
    f.para('These exclusions apply to every section of this booklet. We will not pay for the following.')
    def rc(num, title, body, q=None, sub=None, kind='Exclusion'):
        hd = '%s %s – %s' % (kind, num, title)
        f.para(body, runin=hd + '.', key=K('clause', hd, '%s %s' % (kind, num), q=q))
        for lab, txt, qq in (sub or []):
            f.para(txt, label='(%s)' % lab, indent=6 * mm, hang=7 * mm, key=K('clause', hd, '%s %s(%s)' % (kind, num, lab), q=qq), after=1.5)
    rc('1', 'Wear and tear', 'Loss or damage caused by wear and tear, gradual deterioration, rot, fungus, mould, or damage which happens gradually over a period of time.',
       'The roof timbers have rotted over years – can the customer claim for that?')
    rc('2', 'Pets and vermin', 'Loss or damage caused by chewing, scratching, tearing or fouling by domestic pets, or by insects, rodents or other vermin.',
       'Mice chewed through the cables in the loft – is the damage covered?')
    rc('3', 'Pre-existing damage', 'Any loss or damage which happened before the period of insurance started.', None)
    rc('4', 'Faulty workmanship', 'The cost of correcting faulty design, workmanship or materials, although we will pay for resulting damage that is otherwise covered.',
       'A builder fitted the flashing badly and rain came in – what will and will not be paid?')
    rc('5', 'Cyber', 'Loss of or damage to any computer, data or software caused by a computer virus or by hacking, unless a fire or escape of water results.', None)
    f.space(TW['ehp'])
    f.heading('General conditions', size=12)
    f.para('You must keep to these conditions. If you do not, we may refuse a claim, reduce what we pay or cancel your policy.')
    rc('1', 'Telling us about changes', 'You must tell us within 30 days if you intend to carry out building work costing more than £40,000, if your home will be lived in by anyone other than your family, or if any part of your home is used for business other than clerical work.',
       'The customer is planning a £55,000 extension – do they need to tell us?', kind='Condition')
    rc('2', 'Keeping your home in good repair', 'You must keep your home in a good state of repair and take all reasonable steps to prevent loss or damage. We will not pay any claim where the damage results from a lack of maintenance that you knew about or should reasonably have known about.',
       'Can we turn down a claim because the customer ignored a gutter they knew was leaking?', kind='Condition')
    rc('3', 'Cancellation', 'You may cancel this policy within 14 days of receiving it and we will refund your premium in full, provided you have not made a claim. After that:', 'Can the customer get all their premium back if they cancel in the first fortnight?', [
        ('a', 'you may cancel at any time and we will refund the premium for the unexpired period of insurance, less a charge of £25; and', 'Is there a fee if the customer cancels the home policy halfway through the year?'),
        ('b', 'we may cancel by giving you 14 days\' notice in writing to your last known address, for a valid reason such as non-payment of premium or the use of threatening language.', 'How much notice does Elmstead have to give if it cancels the policy?')], kind='Condition')
    rc('4', 'Claims procedure', 'You must report any claim to us as soon as reasonably possible and in any event within 30 days, tell the police within 24 hours of discovering any theft, malicious damage or lost property, and obtain a crime reference number.',
       'How quickly does a burglary have to be reported to the police under the home booklet?', kind='Condition')
    rc('5', 'Other insurance', 'If there is any other insurance covering the same loss or damage, we will pay only our rateable share of the claim.',
       'The ring is also on a separate jewellery policy – do we pay the full claim?', kind='Condition')
    rc('6', 'Fraud', 'If you or anyone acting for you makes a claim that is fraudulent or exaggerated in any way, we will not pay the claim, we may cancel this policy from the date of the fraudulent act and keep the premium, and we may recover from you any sums already paid.',
       'What can Elmstead do if it finds the customer inflated a claim?', kind='Condition')
    rc('7', 'Index-linking', 'We will adjust the buildings and contents sums insured each month in line with the Elmstead Rebuild Index and the Household Goods Index. We will not reduce the sums insured below the amounts shown in your schedule without your agreement.',
       'Do the sums insured go up automatically during the year?', kind='Condition')
    return f.save()

# ============================================================ 2. Elmstead endorsement (PDF, sans, 1 page)
def elmstead_endorsement():
    path = start('elmstead-endorsement-14-EHP-2214-8830-61.pdf')
    def hf(c, n, N):
        c.setFont('DVSans', 6.5)
        c.drawString(20 * mm, 12 * mm, 'Elmstead Insurance plc. Registered in England No. 04417720. Registered office: 3 Quarry Lane, Ashcombe Regis AR4 9QT.')
    f = Flow(path, A4, (20 * mm, 20 * mm, 22 * mm, 22 * mm), 'DVSans', 'DVSans-B', 9.5, 13, hf=hf, hf_first=True,
             title='Endorsement 14', author='Elmstead Insurance plc')
    f.heading('ELMSTEAD INSURANCE PLC', size=14, before=0)
    H = 'Endorsement 14 – Escape of water excess and trace and access limit'
    f.heading(H, size=11.5, after=6)
    f.para('Policy number: EHP-2214-8830-61', after=0)
    f.para('Policyholder: Mrs Adaeze Whitcombe, 14 Larkspur Road, Ashcombe Regis AR7 2LW', after=0)
    f.para('Effective from: 14 June 2026 until the policy is renewed or this endorsement is removed', after=8)
    items = [
        ('14.1', 'Clause 1.3(a) of the policy booklet is deleted and replaced by: the first £1,250 of each claim, which is the escape of water excess and applies instead of the standard excess;', 'Which clause of the booklet does Endorsement 14 replace, and what excess does it bring in?'),
        ('14.2', 'Clause 1.6 of the policy booklet is amended so that the most we will pay for trace and access is £1,500 in any one period of insurance.', 'How does Endorsement 14 change the trace and access cover?'),
        ('14.3', 'This endorsement is applied because of two escape of water claims at the home in the three years before 14 June 2026. We will review it at renewal if a plumber\'s certificate confirms that the water installation has been replaced.', 'Why was the higher water excess put on the policy, and can it be taken off?'),
        ('14.4', 'All other terms, conditions and exclusions of the policy remain unchanged.', None),
    ]
    for num, body, q in items:
        f.para(body, label=num, hang=13 * mm, key=K('clause', H, num, q=q), after=5)
    f.space(10)
    f.para('Signed for and on behalf of Elmstead Insurance plc: L. Penhaligon, Underwriting Manager, Household', size=8.5)
    return f.save()

# ============================================================ 3. Elmstead claim file notes (TXT)
def elmstead_notes():
    path = start('elmstead-claim-file-notes-EHC-60418.txt')
    entries = [
        ('02 Oct 2026 — P. Naidoo (claims handler)', 'Mrs Whitcombe phoned to report water coming through the kitchen ceiling from the first-floor bathroom, first noticed on 30 September 2026. Stopcock turned off by the customer. Endorsement 14 is on the policy, so the £1,250 escape of water excess applies. Emergency plumber approved up to £300.',
         'When did Mrs Whitcombe first notice the water coming through the ceiling?'),
        ('03 Oct 2026 — P. Naidoo (claims handler)', 'Plumber\'s invoice received for £276.00. Leak traced to a failed compression joint under the bath. Appointed Calder Loss Adjusting to inspect because the kitchen ceiling has partly collapsed.',
         'What actually caused the leak at Larkspur Road?'),
        ('07 Oct 2026 — R. Fairweather (loss adjuster)', 'Inspected. Kitchen ceiling plaster down over roughly 6 square metres, kitchen wall units swollen at the base, laminate flooring in the hall lifted. Moisture readings high in the party wall. Drying needed for about three weeks before reinstatement. Home remains habitable; no alternative accommodation needed.',
         'Does the Whitcombe family need to move out while the repairs are done?'),
        ('09 Oct 2026 — P. Naidoo (claims handler)', 'Customer asked whether the bath panel and sealant can be replaced under the claim. Explained that the failed joint itself is not covered, but the cost of getting to it and making good is covered under trace and access, limited to £1,500 by the endorsement.',
         'What did we tell Mrs Whitcombe about replacing the bath panel?'),
        ('21 Oct 2026 — R. Fairweather (loss adjuster)', 'Repair estimate from Ashcombe Building Services reviewed (scanned to file). Agreed at £8,940.00 including VAT after removing the line for the bathroom extractor fan, which was not damaged by the escape.',
         'Why was the adjuster-agreed repair figure lower than the builder\'s estimate?'),
        ('28 Oct 2026 — T. Mbeki (team leader)', 'Authorised settlement of the building claim at £8,940.00 less the £1,250 excess, making £7,690.00, payable to the customer by bank transfer. Drying costs of £1,120.00 to be paid direct to the drying contractor.',
         'How much is being paid to Mrs Whitcombe for the building repairs after the excess?'),
        ('04 Nov 2026 — P. Naidoo (claims handler)', 'Customer complained that the excess had risen from £450. Explained that the endorsement letter of 14 June 2026 set the higher excess after two previous escape of water claims. Complaint logged as a query, not a formal complaint, at her request.',
         'Was the customer\'s unhappiness about the excess recorded as a formal complaint?'),
    ]
    import textwrap
    out = ['ELMSTEAD INSURANCE PLC — HOUSEHOLD CLAIMS', 'CLAIM FILE NOTES', '',
           'Claim:        EHC-60418', 'Policy:       EHP-2214-8830-61', 'Insured:      Mrs Adaeze Whitcombe',
           'Risk address: 14 Larkspur Road, Ashcombe Regis AR7 2LW', 'Peril:        Escape of water (buildings)', '',
           '=' * 72, '']
    for i, (hd, body, q) in enumerate(entries, 1):
        out.append('Entry %d — %s' % (i, hd))
        out += textwrap.wrap(body, 72)
        out.append('')
        K('file_note_entry', 'Claim file notes EHC-60418', None, text=hd + ' ' + body, q=q, entry='Entry %d' % i)
    out.append('— end of notes —')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(out) + '\n')

# ============================================================ 4. Elmstead scan (PNG, ruled grid, multi-line cell)
def elmstead_scan(tmp):
    path = start('scan-ashcombe-building-estimate-EHC-60418.png')
    H = 'Estimate ABS-2291 – reinstatement works, 14 Larkspur Road'
    rows = [
        ['1', 'Take down damaged kitchen ceiling, supply\nand fix new plasterboard, skim and decorate', '6 sq m', '1,860.00'],
        ['2', 'Remove and refit kitchen wall units,\nreplace two swollen carcasses', '1', '2,140.00'],
        ['3', 'Lift and replace hall laminate flooring', '11 sq m', '1,265.00'],
        ['4', 'Replace bath panel and reseal bath', '1', '385.00'],
        ['5', 'Redecorate kitchen walls and ceiling', '1', '1,180.00'],
        ['6', 'Electrician to test and certify kitchen\nlighting circuit', '1', '620.00'],
        ['7', 'Replace bathroom extractor fan', '1', '420.00'],
        ['', 'Total including VAT at 20%', '', '9,444.00'],
    ]
    qs = ['How much did the builder price for the new kitchen ceiling?', 'What was the cost of refitting the kitchen wall units?',
          'What did the estimate allow for the hall flooring?', 'How much was the bath panel and resealing on the estimate?', None,
          'What was the electrician\'s charge on the builder\'s estimate?', 'How much was the extractor fan line that the adjuster took out?',
          'What was the builder\'s total estimate before the adjuster\'s changes?']
    for r, q in zip(rows, qs):
        cells = [c.replace('\n', ' ') for c in r]
        K('table_row', H, None, text=' '.join(c for c in cells if c), q=q, table=cells, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSerif.ttf', bold=DV + 'DejaVuSerif-Bold.ttf', size=32, x0=130,
        titles=[('ASHCOMBE BUILDING SERVICES LTD', True, 42), ('Unit 3, Tanyard Court, Ashcombe Regis AR2 5HF  ·  01632 960731', False, 26),
                ('Estimate ABS-2291 – reinstatement works, 14 Larkspur Road', True, 32),
                ('For: Calder Loss Adjusting (ref. CLA/66120)      Date: 18 October 2026', False, 28)],
        header=['Item', 'Description of works', 'Qty', 'Amount £'], rows=rows, widths=[130, 830, 200, 260],
        aligns=['L', 'L', 'L', 'R'], style='grid', angle=0.45, blur=0.75, seed=12, edge='left',
        footer=[('Prices include VAT. Estimate valid for 60 days.', False, 26)]))
    save_png(img, path)

# ============================================================ 5. Kingsbarn private car policy (PDF, 2 columns)
def kingsbarn_wording():
    path = start('kingsbarn-private-car-policy-KMI-PC-11-26.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('Vera-B', 7.5); c.drawString(16 * mm, Hh - 11 * mm, 'KINGSBARN MOTOR INSURANCE')
        c.setFont('Vera', 7.5); c.drawRightString(W - 16 * mm, Hh - 11 * mm, 'Private Car Policy')
        c.setFont('Vera', 7); c.drawString(16 * mm, 9 * mm, 'KMI/PC/11.26'); c.drawRightString(W - 16 * mm, 9 * mm, str(n))
    def banner(c):
        c.setFillGray(0.15); c.rect(16 * mm, Hh - 36 * mm, W - 32 * mm, 18 * mm, stroke=0, fill=1)
        c.setFillGray(1); c.setFont('Vera-B', 17); c.drawString(20 * mm, Hh - 28 * mm, 'Private Car Policy')
        c.setFont('Vera', 8.5); c.drawString(20 * mm, Hh - 33 * mm, 'Policy wording KMI/PC/11.26 – for policies starting on or after 1 November 2026')
        c.setFillGray(0)
    f = Flow(path, A4, (16 * mm, 16 * mm, 18 * mm, 16 * mm), 'Vera', 'Vera-B', 8.2, 10.6, cols=2, gutter=8 * mm,
             hf=hf, hf_first=True, banner=banner, banner_h=24 * mm, title='Kingsbarn Private Car Policy', author='Kingsbarn Motor Insurance')
    f.space(TW['kmi'])
    f.heading('Definitions', before=0)
    f.para('The words below have the same meaning wherever they appear in bold in this policy.')
    for term, body, q in [
        ('Market value', 'means the cost of replacing your car with one of the same make, model, age, mileage and condition at the time of the loss, based on our own research of trade guides and dealer prices.', 'How does the motor policy wording define what the car is worth?'),
        ('Approved repairer', 'means a repairer in our network who we have authorised to repair your car on our behalf.', None),
        ('Commuting', 'means driving to and from a single permanent place of work, but not driving in connection with your work at any other time.', 'Does commuting cover driving between two work sites during the day?'),
        ('Track day', 'means any event where your car is driven on a racing circuit, airfield or test track, whether or not the event is timed.', 'Would an untimed lap session at an airfield count as a track day?')]:
        f.para(body, term=term, key=K('definition', 'Definitions', None, q=q))
    def part(title):
        f.heading(title, size=9.5, before=7)
    def c(lab, body, heading, q=None, sub=None, style='%s(%s)'):
        f.para(body, label=lab, hang=8 * mm, key=K('clause', heading, lab, q=q))
        for sl, st, sq in (sub or []):
            f.para(st, label=sl, indent=8 * mm, hang=7 * mm, key=K('clause', heading, lab + '(' + sl.strip('()') + ')', q=sq), after=1.5)
    PA = 'PART A: LIABILITY TO OTHERS'
    part(PA)
    c('A1', 'We will cover you for your legal liability for the death of or injury to any person, and for damage to their property up to £20,000,000, arising from an accident involving your car.', PA,
      'What is the limit for damage to third-party property on the Kingsbarn policy?')
    c('A2', 'We will also cover any person you allow to drive your car, provided your certificate of motor insurance allows them to drive and they do not have any other insurance covering them.', PA,
      "Is a friend who borrows the policyholder's car covered if the certificate allows it?")
    c('A3', 'We will pay legal fees for representation at any coroner\'s inquest, fatal accident inquiry or magistrates\' court hearing arising from an accident covered under this Part.', PA,
      'Will Kingsbarn pay for a solicitor at the magistrates\' court after an accident?')
    c('A4', 'We will not cover liability for damage to your car itself, or to any property belonging to or in the care of the person claiming under this Part.', PA, None)
    PB = 'PART B: DRIVING OTHER CARS'
    part(PB)
    c('B1', 'If your certificate of motor insurance says so, you may drive a private car that does not belong to you and is not hired to you, with the owner\'s permission. This cover is for third party liability only.', PB,
      'If the policyholder drives a colleague\'s car, is damage to that car covered?')
    c('B2', 'This cover does not apply:', PB, None, [
        ('a)', 'if you are under 25 years of age;', 'Can a 23-year-old policyholder use the driving other cars extension?'),
        ('b)', 'to a car registered outside the United Kingdom; or', None),
        ('c)', 'if you no longer have your car or it has been written off and not yet replaced.', 'The policyholder\'s own car was written off last week – can they still drive other cars on this policy?')])
    PC = 'PART C: YOUR CAR'
    part(PC)
    c('C1', 'We will pay for loss of or damage to your car and its accessories caused by accidental damage, fire, theft or attempted theft, after deducting the excesses shown in your schedule.', PC, None)
    def tc(lab, title, body, q=None, sub=None):
        hd = lab + ' ' + title
        f.heading(hd, size=8.6, before=4, after=1.5)
        f.para(body, key=K('clause', hd, lab, q=q))
        for sl, st, sq in (sub or []):
            f.para(st, label=sl, indent=3 * mm, hang=7 * mm, key=K('clause', hd, lab + '(' + sl.strip('()') + ')', q=sq), after=1.5)
    tc('C2', 'How we settle claims', 'We may choose to repair your car, replace it, or pay you the cost of the loss or damage. The most we will pay is the market value of your car immediately before the loss.', 'Is Kingsbarn limited to paying what the car was worth just before the accident?', [
        ('a)', 'If your car is less than 12 months old and you are its first registered keeper, we will replace it with a new car of the same make and model if the cost of repair is more than 50% of its list price.', 'The car is nine months old and the repair costs over half its list price – does the customer get a new car?'),
        ('b)', 'If your car is being bought under a hire purchase or leasing agreement, we will pay the finance company first and pay any balance to you.', 'What does the Kingsbarn policy wording say about settling a claim on a car bought on hire purchase?'),
        ('c)', 'If we settle your claim as a total loss, your car becomes our property and your cover for it ends.', 'Once we pay out a total loss, who owns the wreck?')])
    tc('C3', 'Windscreen and windows', 'We will pay to repair or replace broken glass in the windscreen, windows or sunroof of your car. If you use our windscreen helpline the glass excess shown in your schedule applies; if you use another supplier we will pay no more than £200 for a repair or replacement.',
       'The customer used their own local glass firm for the windscreen – is there a cap on what we pay?')
    tc('C4', 'Keys and locks', 'If the keys or the locking device of your car are lost or stolen, we will pay up to £1,000 to replace the locks, keys and alarm handset, provided the identity or address of the car is known to the person who may have them.',
       'The customer lost their car keys in town along with a letter showing their address – what can we pay?')
    tc('C5', 'Personal belongings', 'We will pay up to £300 for personal belongings in your car that are lost or damaged by accident, fire or theft. We will not pay for money, tickets, documents, goods carried for business, or belongings in an open or convertible car unless they are in a locked boot.',
       'A handbag was taken from the back seat of the car – how much is covered?')
    tc('C6', 'Electric vehicles', 'We will cover your home charging cable and wall box, and the battery of your car whether owned or leased, for loss or damage caused by accidental damage, fire or theft. We will not pay for the battery losing capacity gradually over time.',
       'The EV battery only holds 80% charge after four years – can the customer claim?')
    tc('C7', 'What is not covered under Part C', 'Part C does not cover:', None, [
        ('(i)', 'loss of use, wear and tear, depreciation, or mechanical, electrical or computer failures;', 'The gearbox failed on the motorway – will Part C pay for the repair?'),
        ('(ii)', 'damage to tyres caused by braking, punctures, cuts or bursts;', None),
        ('(iii)', 'theft or attempted theft if the keys were left in or on your car, or if your car was left unlocked or with a window or roof open;', 'The car was stolen while the keys were in the ignition at a petrol station – are we paying?'),
        ('(iv)', 'loss or damage caused by the wrong type or grade of fuel being used; or', 'The customer put petrol in a diesel car – is the engine damage covered?'),
        ('(v)', 'loss of value after the car has been repaired.', 'Can the customer claim for the drop in resale value after the repair?')])
    PD = 'PART D: GENERAL EXCEPTIONS'
    part(PD)
    f.para('These exceptions apply to the whole policy.')
    c('D1', 'We will not provide cover while your car is being driven by anyone not permitted by your certificate of motor insurance, or by someone who does not hold a valid driving licence for that type of vehicle.', PD, None)
    c('D2', 'We will not provide cover while your car is used for a purpose not allowed by your certificate, including hire or reward, racing, pace-making, or any track day.', PD,
      'The car was damaged at a circuit event – is there any cover?')
    c('D3', 'We will not cover any claim where the driver was over the legal limit for alcohol or drugs, or failed to provide a specimen without lawful excuse, except that we will meet our obligations under Part A as required by the Road Traffic Act.', PD,
      'The driver was over the drink-drive limit – do we still deal with the third party?')
    PE = 'PART E: GENERAL CONDITIONS'
    part(PE)
    c('E1', 'You must keep your car in a roadworthy condition and have a valid MOT certificate where one is required by law. You must let us examine your car at any reasonable time.', PE,
      'Does the policyholder have to keep an MOT in force?')
    c('E2', 'You must tell us about any accident, loss or damage within 48 hours, even if you do not intend to claim, and send us any letter, claim or summons unanswered as soon as you receive it.', PE,
      'Does the customer have to tell Kingsbarn about a minor bump they are not claiming for?')
    c('E3', 'You must tell us straight away about any change of address, change of main driver, modification to your car, motoring conviction, or change in how the car is used.', PE,
      'The customer fitted alloy wheels and a remap – did they need to tell us?')
    c('E4', 'If you pay by monthly instalments and miss a payment, we will write to you. If the payment is still not made within 14 days, we may cancel the policy by giving you 7 days\' notice.', PE,
      'What happens if the customer misses a monthly instalment on the motor policy?')
    c('E5', 'If you make a claim that is not your fault and we recover all our costs from the person responsible, your no claims discount will not be affected. Any other claim will reduce your discount at renewal as set out in your schedule.', PE,
      'Will a non-fault claim where we get all our money back hit the no claims discount?')
    return f.save()

# ============================================================ 6. Kingsbarn schedule (PDF, ruled tables)
def kingsbarn_schedule():
    path = start('kingsbarn-motor-schedule-KMI-PC-5530172.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('Helvetica', 7); c.drawString(18 * mm, 10 * mm, 'Kingsbarn Motor Insurance, Weir House, Castleford Lane, Brackwater BW3 8NE  ·  0800 960 455 (claims)')
        c.drawRightString(W - 18 * mm, 10 * mm, 'Schedule page %d' % n)
    f = Flow(path, A4, (18 * mm, 18 * mm, 18 * mm, 18 * mm), 'Helvetica', 'Helvetica-Bold', 9, 12, hf=hf,
             title='Motor Insurance Schedule', author='Kingsbarn Motor Insurance')
    f.heading('Motor Insurance Schedule', size=16, before=0, after=6)
    for s in ['Policy number: KMI-PC-5530172', 'Policyholder: Mr Callum Rafferty, 9 Orchard Rise, Brackwater BW6 1TJ',
              'Period of insurance: 1 November 2026 to 31 October 2027 (both dates inclusive)', 'Cover: Comprehensive  ·  Use: Class 1 (social, domestic, pleasure and commuting)',
              'Policy wording: KMI/PC/11.26']:
        f.para(s, after=0.5)
    def tbl(caption, header, rows, widths, aligns, qs):
        keys = []
        for r, q in zip(rows, qs):
            keys.append(K('table_row', caption, None, text=' '.join(r), table=list(r), q=q))
        f.table(widths, header, rows, aligns, style='grid', keys=keys, caption=caption, header_fill=0.88)
    tbl('Table 1 – Vehicle insured', ['Registration', 'Make and model', 'Year', 'Value declared'],
        [['KB71 XRF', 'Kia Niro EV 2 64kWh', '2021', '£17,500']], [35 * mm, 70 * mm, 25 * mm, 40 * mm], ['L', 'L', 'L', 'R'],
        ['What value did Mr Rafferty declare for his Kia?'])
    tbl('Table 2 – Drivers', ['Driver', 'Date of birth', 'Licence', 'Relationship'],
        [['Mr Callum Rafferty', '12/04/1986', 'Full UK, held since 2004', 'Policyholder'],
         ['Mrs Ines Rafferty', '30/09/1988', 'Full UK, held since 2007', 'Spouse'],
         ['Miss Orla Rafferty', '03/02/2007', 'Full UK, held since 2025', 'Daughter']],
        [45 * mm, 30 * mm, 55 * mm, 40 * mm], ['L', 'L', 'L', 'L'],
        [None, 'Is Mr Rafferty\'s wife a named driver, and how long has she held her licence?', 'When did the Raffertys\' daughter pass her test?'])
    tbl('Table 3 – Excesses', ['Section', 'Compulsory', 'Voluntary', 'Total'],
        [['Accidental damage', '£350', '£250', '£600'], ['Fire and theft', '£350', '£250', '£700'],
         ['Windscreen – our helpline', '£95', 'nil', '£95'], ['Windscreen – other supplier', '£150', 'nil', '£150'],
         ['Additional – any driver under 25', '£400', 'nil', '£400'], ['Additional – approved repairer not used', '£250', 'nil', '£250']],
        [70 * mm, 32 * mm, 32 * mm, 36 * mm], ['L', 'R', 'R', 'R'],
        ['What is the total accidental damage excess on the Rafferty policy?', 'What are the compulsory and voluntary parts of the fire and theft excess on the Rafferty schedule?',
         'What does the customer pay towards a windscreen done through our helpline?', None,
         'Is there an extra excess when the daughter is driving?', 'Is there a penalty excess if the customer uses their own garage instead of ours?'])
    f.space(4)
    f.para('Endorsements applying: KE2 (driving other cars extension applies to the policyholder only) and KE9 (electric vehicle cover).')
    return f.save()

# ============================================================ 7. Kingsbarn total loss procedure (DOCX)
def kingsbarn_procedure():
    import docx
    from docx.shared import Pt
    path = start('kingsbarn-total-loss-procedure-KCP-09-v3-1.docx')
    d = docx.Document()
    st = d.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10.5)
    d.add_paragraph('Total loss and salvage procedure', style='Title')
    d.add_paragraph('KCP-09 · Version 3.1 · effective 1 September 2026 · owner: Motor Claims Technical')
    d.add_heading('1 Purpose', level=1)
    p = 'This procedure tells motor claims handlers how to decide whether a car is a total loss, how to value it, and how to pay the settlement and dispose of the salvage. It applies to all private car claims under policy wording KMI/PC/11.26.'
    d.add_paragraph(p); K('paragraph', '1 Purpose', None, text=p, q='Which policy wording does the total loss procedure apply to?')
    def h2(num, title, body, q=None):
        d.add_heading(num + ' ' + title, level=2); d.add_paragraph(body)
        K('clause', num + ' ' + title, num, text=body, q=q)
    d.add_heading('2 Deciding a total loss', level=1)
    h2('2.1', 'Repair threshold', 'Treat a car as a total loss where the estimated repair cost, including VAT, is more than 60% of its market value, or where the engineer says the car cannot be repaired safely. For electric cars with battery damage, always obtain the manufacturer\'s battery report before deciding.',
       'At what repair cost do we write a car off?')
    h2('2.2', 'Stolen cars not recovered', 'If a stolen car has not been recovered 21 days after the theft was reported to the police, settle the claim as a total loss. Ask the customer for both keys and the V5C registration certificate before payment.',
       'How long do we wait for a stolen car to turn up before paying out?')
    h2('2.3', 'Salvage category', 'The engineer assigns a salvage category using Table 1. Record the category on the claim and tell the customer in writing before the salvage is collected.', None)
    d.add_paragraph().add_run('Table 1 – Salvage categories').bold = True
    T1 = 'Table 1 – Salvage categories'
    rows = [('Cat A', 'Scrap only; no part may be reused', 'Crush; never offer retention'),
            ('Cat B', 'Body shell must be crushed; parts may be salvaged', 'Sell parts through salvage agent'),
            ('Cat S', 'Structural damage; can be repaired and returned to the road', 'Customer may keep the car'),
            ('Cat N', 'Non-structural damage only', 'Customer may keep the car')]
    qs = ['Can the customer keep a Category A write-off?', 'What happens to a Cat B car after settlement?',
          'If the engineer says Cat S, can the customer buy the car back?', None]
    t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
    for i, h in enumerate(['Category', 'Meaning', 'Handler action']):
        t.rows[0].cells[i].text = h
    for r, q in zip(rows, qs):
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
        K('table_row', T1, None, text=' '.join(r), table=list(r), q=q)
    d.add_heading('3 Valuing the car', level=1)
    h2('3.1', 'Sources', 'Value the car at market value using at least two trade guides and three dealer adverts for cars of the same model, age, mileage and condition. Where a guide gives both trade and retail prices, use the retail price.',
       'How many dealer adverts do we need when valuing a write-off?')
    h2('3.2', 'Customer challenges', 'If the customer disputes the valuation, ask for adverts for comparable cars within 14 days. Refer the claim to a senior handler if the customer\'s evidence is more than 5% above our figure.',
       'When should a disputed total loss valuation be passed to a senior handler?')
    h2('3.3', 'Retention', 'If the customer keeps a Cat S or Cat N car, deduct the salvage value offered by our salvage agent from the settlement and tell the DVLA.', 'How do we handle the settlement if the customer keeps the Cat N car?')
    d.add_heading('4 Paying the settlement', level=1)
    h2('4.1', 'Finance', 'Obtain a settlement figure from any finance company shown on the HPI check. Pay the finance company first, then the balance to the customer, after deducting the policy excesses.',
       'Which check tells the handler whether there is a finance company to settle with?')
    h2('4.2', 'Authority', 'Handlers may only agree settlements within their authority shown in Table 2.', None)
    h2('4.3', 'Timescale', 'Pay the settlement within five working days of receiving the keys, the V5C and any finance settlement figure.',
       'What do we need to have in hand before the five-day payment deadline on a total loss starts?')
    d.add_paragraph().add_run('Table 2 – Settlement authority').bold = True
    T2 = 'Table 2 – Settlement authority'
    t = d.add_table(rows=1, cols=2); t.style = 'Table Grid'
    t.rows[0].cells[0].text = 'Role'; t.rows[0].cells[1].text = 'Maximum settlement'
    for r, q in zip([('Claims handler', '£25,000'), ('Senior claims handler', '£60,000'), ('Team leader', '£120,000')],
                    ['Can an ordinary handler sign off a £30,000 total loss?', 'What is the settlement limit for a senior handler?', None]):
        cells = t.add_row().cells; cells[0].text, cells[1].text = r
        K('table_row', T2, None, text=' '.join(r), table=list(r), q=q)
    cp = d.core_properties
    cp.author = 'Motor Claims Technical'; cp.title = 'KCP-09 Total loss and salvage procedure'; cp.version = '3.1'
    cp.revision = 7; cp.last_modified_by = 'Motor Claims Technical'; cp.subject = 'Total loss'
    cp.created = datetime.datetime(2026, 8, 14, 9, 0, 0); cp.modified = datetime.datetime(2026, 8, 28, 16, 30, 0)
    cp.last_printed = datetime.datetime(2026, 8, 28, 16, 30, 0)
    buf = io.BytesIO(); d.save(buf); fixed_zip(buf.getvalue(), path)

# ============================================================ 8. Kingsbarn e-mail thread (EML, quoted-printable)
def kingsbarn_email():
    from email.message import EmailMessage
    from email import policy
    path = start('email-thread-KMC-771204-stolen-kia.eml')
    NB = 'Nadia Brennan <nadia.brennan@kingsbarn-motor.example>'
    CR = 'Callum Rafferty <callum.rafferty@mailbox.example>'
    m1 = ('Hello,\n\nMy car was stolen from outside my house on 2 November and the police have given me crime reference KB/26/118830. Your agent told me on the phone that the car will be treated as a total loss if it is not found within 21 days.\n\nCan you tell me how you will work out what it is worth, and whether the charging cable that was in the boot is included?\n\nThanks,\nCallum Rafferty')
    m2 = ('Dear Mr Rafferty,\n\nThank you for your e-mail. If your Kia is not recovered by 23 November 2026, we will value it using trade guides and dealer adverts for cars of the same model, age, mileage and condition, as set out in your policy. The charging cable that was in the boot is covered as part of the car.\n\nYour keys were with you, so the keys and locks cover does not apply. Please send both keys and the V5C logbook to us by recorded delivery.\n\nKind regards,\nNadia Brennan\nClaims Handler, Kingsbarn Motor Insurance')
    m3 = ('Dear Mr Rafferty,\n\nYour car has not been recovered, so we have settled the claim as a total loss. We have valued it at £16,850. After deducting the £700 theft excess, we will pay £16,150.\n\nAs there is outstanding finance of £9,412.60 with Northgate Motor Finance, we will pay them that amount and the balance of £6,737.40 to you by bank transfer within five working days. If you do not agree with the valuation, please send us adverts for comparable cars within 14 days.\n\nKind regards,\nNadia Brennan\nClaims Handler, Kingsbarn Motor Insurance')
    s1 = 'Claim KMC-771204 – stolen Kia Niro'
    s2 = 'RE: Claim KMC-771204 – stolen Kia Niro'
    s3 = 'Claim KMC-771204 – settlement of your claim'
    K('email_message', s3, text=' '.join(m3.split()), q=['How much is Mr Rafferty himself getting after the finance is paid off?', 'What theft excess was taken off the Rafferty settlement?'][0])
    K('email_message', s2, text=' '.join(m2.split()), q='Did we tell Mr Rafferty his charging cable was covered?')
    K('email_message', s1, text=' '.join(m1.split()), q='What crime reference did the customer give for the stolen Kia?')
    fwd = lambda subj, date, frm, to: '\n\n-------- Original Message --------\nSubject: %s\nDate: %s\nFrom: %s\nTo: %s\n\n' % (subj, date, frm, to)
    body = (m3 +
            fwd(s2, 'Thu, 12 Nov 2026 14:20:11 +0000', NB, CR) + m2 +
            fwd(s1, 'Mon, 9 Nov 2026 19:05:42 +0000', CR, 'claims@kingsbarn-motor.example') + m1 + '\n')
    msg = EmailMessage(policy=policy.SMTP)
    msg['From'] = NB
    msg['To'] = CR
    msg['Cc'] = 'Motor Claims File <motor.files@kingsbarn-motor.example>'
    msg['Subject'] = s3
    msg['Date'] = 'Thu, 26 Nov 2026 11:02:37 +0000'
    msg['Message-ID'] = '<20261126110237.KMC771204.4@kingsbarn-motor.example>'
    msg.set_content(body, charset='utf-8', cte='quoted-printable')
    with open(path, 'wb') as fh:
        fh.write(msg.as_bytes(policy=policy.SMTP))

# ============================================================ 9. Kingsbarn scan (image-only PDF, rules between rows)
def kingsbarn_scan(tmp):
    path = start('scan-marlow-engineer-valuation-KMC-771204.pdf')
    H = 'Valuation evidence – Kia Niro EV 2 64kWh, KB71 XRF'
    rows = [['Trade guide A (retail)', '2021, average condition', '38,000', '16,900'],
            ['Trade guide B (retail)', '2021, average condition', '38,000', '16,640'],
            ['Dealer advert 1', 'Fenbridge Kia, ref 22817', '35,210', '17,295'],
            ['Dealer advert 2', 'Whitlow Motors, ref N4410', '41,870', '16,495'],
            ['Dealer advert 3', 'Carrow Cars, ref 7731', '39,050', '16,750'],
            ['Recommended market value', '', '', '16,850']]
    qs = ['What did the first trade guide give as the retail value of the Kia?', None, 'What price was the Fenbridge Kia advert?',
          'What mileage was the Whitlow Motors car showing?', None, 'What value did the independent engineer recommend for the stolen Kia?']
    for r, q in zip(rows, qs):
        K('table_row', H, None, text=' '.join(c for c in r if c), table=r, q=q, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSansCondensed.ttf', bold=DV + 'DejaVuSansCondensed-Bold.ttf', size=30, x0=140,
        titles=[('MARLOW VEHICLE ASSESSORS', True, 40), ('Independent engineer\'s valuation report  ·  Kingsbarn claim KMC-771204', False, 28),
                (H, True, 31), ('Vehicle not recovered. Valuation date 24 November 2026.', False, 28)],
        header=['Source', 'Details', 'Mileage', 'Price £'], rows=rows, widths=[470, 520, 170, 200],
        aligns=['L', 'L', 'R', 'R'], style='rows', angle=-0.8, blur=0.8, seed=23, edge='right',
        footer=[('Engineer: S. Adeyemi IEng MIMI', False, 26)]))
    save_image_pdf(img, path, tmp, 'scan')

# ============================================================ 10. Prairie Shield homeowners form (PDF, Letter, 2 columns)
def prairie_wording():
    path = start('prairie-shield-homeowners-special-form-PSM-HO-3-09-26.pdf')
    W, Hh = LETTER
    def hf(c, n, N):
        c.setFont('Times-Bold', 8); c.drawString(0.6 * 72, Hh - 0.45 * 72, 'PRAIRIE SHIELD MUTUAL INSURANCE COMPANY')
        c.setFont('Times-Roman', 8); c.drawRightString(W - 0.6 * 72, Hh - 0.45 * 72, 'HOMEOWNERS POLICY – SPECIAL FORM')
        c.drawString(0.6 * 72, 0.4 * 72, 'PSM HO 3 09 26'); c.drawCentredString(W / 2, 0.4 * 72, '© Prairie Shield Mutual, 2026')
        c.drawRightString(W - 0.6 * 72, 0.4 * 72, 'Page %d of %d' % (n, N))
    f = Flow(path, LETTER, (0.6 * 72, 0.6 * 72, 0.65 * 72, 0.6 * 72), 'Times-Roman', 'Times-Bold', 9, 10.8, cols=2, gutter=0.3 * 72,
             hf=hf, hf_first=False, title='Homeowners Special Form PSM HO 3 09 26', author='Prairie Shield Mutual')
    f.space(TW['psm'])
    f.heading('HOMEOWNERS 3 – SPECIAL FORM', size=12, before=0)
    f.heading('AGREEMENT', size=9.5)
    f.para('We will provide the insurance described in this policy in return for the premium and compliance with all applicable provisions of this policy.')
    f.heading('DEFINITIONS', size=9.5)
    f.para('In this policy, "you" and "your" refer to the "named insured" shown in the Declarations and the spouse if a resident of the same household. "We", "us" and "our" refer to the Company providing this insurance. Certain words and phrases are defined as follows:')
    for body, q in [
        ('"Bodily injury" means bodily harm, sickness or disease, including required care, loss of services and death that results.', None),
        ('"Occurrence" means an accident, including continuous or repeated exposure to substantially the same general harmful conditions, which results, during the policy period, in "bodily injury" or "property damage".', 'Does repeated exposure to the same harmful condition count as one accident under the homeowners form?'),
        ('"Property damage" means physical injury to, destruction of, or loss of use of tangible property.', None),
        ('"Residence employee" means an employee of an "insured" whose duties are related to the maintenance or use of the "residence premises", including household or domestic services.', 'Is the Ekwuemes\' housekeeper a residence employee?'),
        ('"Residence premises" means the one-family dwelling where you reside, including the grounds and other structures, shown as the "residence premises" in the Declarations.', None)]:
        f.para(body, indent=3, key=K('definition', 'DEFINITIONS', None, q=q))
    def sec(t):
        f.heading(t, size=9.5, before=7)
    def cov(letter, title, body, q=None):
        hd = 'Coverage %s – %s' % (letter, title)
        f.heading(hd, size=9, before=3, after=1)
        f.para(body, key=K('clause', hd, 'Coverage ' + letter, q=q))
    sec('SECTION I – PROPERTY COVERAGES')
    cov('A', 'Dwelling', 'We cover the dwelling on the "residence premises" shown in the Declarations, including structures attached to the dwelling, and materials and supplies located on or next to the "residence premises" used to construct, alter or repair the dwelling.',
        'Are the lumber and supplies stacked in the yard for the remodel covered under the dwelling coverage?')
    cov('D', 'Loss Of Use', 'If a loss covered under Section I makes that part of the "residence premises" where you reside not fit to live in, we cover any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living. Payment will be for the shortest time required to repair or replace the damage.',
        'After the kitchen fire, how long will we keep paying the extra living costs?')
    def lst(parent, heading, items, sub_indent=10):
        # items: (num, runin or None, body, q, subitems)
        for num, runin, body, q, subs in items:
            hd = runin.rstrip('.') if runin else heading
            f.para(body, label=num + '.', runin=runin, indent=sub_indent, hang=11, key=K('clause', hd, '%s.%s' % (parent, num), q=q), after=2)
            for sl, st, sq in (subs or []):
                f.para(st, label=sl + '.', indent=sub_indent + 11, hang=11, key=K('clause', hd, '%s.%s.%s' % (parent, num, sl), q=sq), after=1.5)
    sec('SECTION I – EXCLUSIONS')
    f.para('We do not insure for loss caused directly or indirectly by any of the following. Such loss is excluded regardless of any other cause or event contributing concurrently or in any sequence to the loss.', label='A.', hang=11)
    lst('A', 'SECTION I – EXCLUSIONS', [
        ('1', 'Earth Movement.', 'Earth movement means earthquake, landslide, mudflow, sinkhole or the sinking, rising or shifting of the ground. However, we do cover direct loss by fire or explosion resulting from earth movement.', 'A sinkhole opened under the garage – is that covered, and what if it caused a fire?', None),
        ('2', 'Water.', 'This means:', None, [
            ('a', 'Flood, surface water, waves, tidal water or overflow of any body of water, or spray from any of these, whether or not driven by wind;', 'The creek overflowed into the basement – does the homeowners form pay?'),
            ('b', 'Water or water-borne material which backs up through sewers or drains or which overflows or is discharged from a sump pump or related equipment; or', 'The sump pump failed and the basement flooded – covered?'),
            ('c', 'Water below the surface of the ground, including water which seeps or leaks through a building, sidewalk, driveway, foundation or swimming pool.', None)]),
        ('3', 'Neglect.', 'Neglect means neglect of an "insured" to use all reasonable means to save and preserve property at and after the time of a loss.', None, None)])
    f.para('We do not insure for loss to property described in Coverages A and B caused by any of the following. However, any ensuing loss not precluded by any other provision in this policy is covered.', label='B.', hang=11)
    lst('B', 'SECTION I – EXCLUSIONS', [
        ('1', 'Weather Conditions.', 'However, this exclusion only applies if weather conditions contribute in any way with a cause or event excluded in A. above to produce the loss.', None, None),
        ('2', 'Faulty, Inadequate Or Defective Planning Or Workmanship.', 'Faulty, inadequate or defective design, specifications, workmanship, repair, construction, renovation, remodeling, grading or compaction, or materials used in repair, construction, renovation or remodeling.', 'The contractor used the wrong grade of roofing felt – will the form pay to redo it?', None)])
    sec('SECTION I – CONDITIONS')
    def lc(letter, runin, body, q=None, items=None, heading=None):
        hd = runin.rstrip('.')
        f.para(body, label=letter + '.', runin=runin, hang=11, key=K('clause', hd, letter, q=q), after=2)
        for num, t, qq, subs in (items or []):
            f.para(t, label=num + '.', indent=11, hang=11, key=K('clause', hd, '%s.%s' % (letter, num), q=qq), after=1.5)
            for sl, st, sq in (subs or []):
                f.para(st, label=sl + '.', indent=22, hang=11, key=K('clause', hd, '%s.%s.%s' % (letter, num, sl), q=sq), after=1.5)
    lc('A', 'Insurable Interest And Limit Of Liability.', 'Even if more than one person has an insurable interest in the property covered, we will not be liable in any one loss for more than the amount of such "insured\'s" interest at the time of loss or for more than the applicable limit of liability.', None)
    lc('B', 'Deductible.', 'Unless otherwise noted in this policy, the following deductible provision applies: With respect to any one loss, subject to the applicable limit of liability, we will pay only that part of the total of all loss payable that exceeds the deductible amount shown in the Declarations. A separate windstorm or hail deductible, shown as a percentage of the Coverage A limit, applies to loss caused by windstorm or hail.',
       'Hail damaged the roof – is it the normal deductible or a different one?')
    lc('C', 'Duties After Loss.', 'In case of a loss to covered property, we have no duty to provide coverage under this policy if the failure to comply with the following duties is prejudicial to us. These duties must be performed either by you, an "insured" seeking coverage, or a representative of either:', None, [
        ('1', 'Give prompt notice to us or our agent;', None, None),
        ('2', 'Notify the police in case of loss by theft;', 'Does the insured have to call the police about the stolen bicycles?', None),
        ('3', 'Protect the property from further damage, make reasonable and necessary repairs to protect the property, and keep an accurate record of repair expenses;', 'Should the homeowner tarp the roof and keep the receipts?', None),
        ('4', 'Prepare an inventory of damaged personal property showing the quantity, description, actual cash value and amount of loss, and attach all bills, receipts and related documents that justify the figures in the inventory;', 'What does the insured need to give us for the damaged furniture?', None),
        ('5', 'Send to us, within 60 days after our request, your signed, sworn proof of loss which sets forth, to the best of your knowledge and belief, the time and cause of loss.', 'How long does the insured have to return the sworn proof of loss?', None)])
    lc('D', 'Loss Settlement.', 'In this Condition D., the terms "cost to repair or replace" and "replacement cost" do not include the increased costs incurred to comply with the enforcement of any ordinance or law. Covered property losses are settled as follows:', None, [
        ('1', 'Personal property, awnings, carpeting, household appliances, outdoor antennas and outdoor equipment, whether or not attached to buildings, at actual cash value at the time of loss but not more than the amount required to repair or replace.', 'Are the damaged carpets settled at replacement cost or actual cash value?', None),
        ('2', 'Buildings covered under Coverage A or B at replacement cost without deduction for depreciation, subject to the following:', None, [
            ('a', 'If, at the time of loss, the amount of insurance in this policy on the damaged building is 80% or more of the full replacement cost of the building immediately before the loss, we will pay the cost to repair or replace, without deduction for depreciation, but not more than the least of the limit of liability, the replacement cost, or the necessary amount actually spent.', 'The dwelling is insured for 85% of its rebuild cost – do we deduct depreciation?'),
            ('b', 'We will pay no more than the actual cash value of the damage until actual repair or replacement is complete.', 'Do we pay full replacement cost before the roof has actually been replaced?')])])
    sec('SECTION II – LIABILITY COVERAGES')
    cov('E', 'Personal Liability', 'If a claim is made or a suit is brought against an "insured" for damages because of "bodily injury" or "property damage" caused by an "occurrence" to which this coverage applies, we will pay up to our limit of liability for the damages for which an "insured" is legally liable, and provide a defense at our expense by counsel of our choice.',
        'If the neighbor sues, do we choose the defense lawyer?')
    cov('F', 'Medical Payments To Others', 'We will pay the necessary medical expenses that are incurred or medically ascertained within three years from the date of an accident causing "bodily injury". This coverage does not apply to you or regular residents of your household except "residence employees".',
        'Can the insured\'s own teenage son claim his ER bill under medical payments?')
    sec('SECTION II – EXCLUSIONS')
    f.para('Coverage E – Personal Liability and Coverage F – Medical Payments To Others do not apply to the following:', label='E.', hang=11)
    lst('E', 'SECTION II – EXCLUSIONS', [
        ('1', 'Expected Or Intended Injury.', '"Bodily injury" or "property damage" which is expected or intended by an "insured", even if the resulting injury or damage is of a different kind or degree than initially expected.', 'The insured punched a guest at the party – will the liability coverage respond?', None),
        ('2', 'Business.', '"Bodily injury" or "property damage" arising out of or in connection with a "business" conducted from the "residence premises" by an "insured".', 'A client slipped at the insured\'s home hair salon – is that covered?', None),
        ('3', 'Animals.', '"Bodily injury" caused by any dog owned or kept by an "insured" which has previously bitten a person, unless the dog is listed on an endorsement to this policy.', 'The dog has bitten someone before – does liability cover apply to this new bite?', None),
        ('4', 'Trampolines.', '"Bodily injury" arising out of the use of a trampoline, skateboard ramp or bicycle ramp on the "residence premises", unless the trampoline has safety netting and is used under adult supervision.', 'A child broke an arm on the backyard trampoline with no net – covered?', None)])
    sec('SECTIONS I AND II – CONDITIONS')
    lc('A', 'Policy Period.', 'This policy applies only to loss in Section I or "bodily injury" or "property damage" in Section II which occurs during the policy period.', None)
    lc('B', 'Concealment Or Fraud.', 'We provide no coverage for an "insured" who, whether before or after a loss, has intentionally concealed or misrepresented any material fact or circumstance, engaged in fraudulent conduct, or made false statements relating to this insurance.',
       'What happens to coverage if the insured lied on the proof of loss?')
    lc('C', 'Cancellation.', 'The following provisions apply to cancellation of this policy.', None, [
        ('1', 'You may cancel this policy at any time by returning it to us or by letting us know in writing of the date cancellation is to take effect.', 'How does the homeowner cancel the policy?', None),
        ('2', 'We may cancel this policy only for the reasons stated below by letting you know in writing of the date cancellation takes effect.', None, [
            ('a', 'When you have not paid the premium, we may cancel at any time by letting you know at least 10 days before the date cancellation takes effect.', 'How much notice do we give when the premium has not been paid?'),
            ('b', 'When this policy has been in effect for less than 60 days and is not a renewal with us, we may cancel for any reason by letting you know at least 10 days before the date cancellation takes effect.', 'Can we cancel a brand-new policy after a month for any reason?'),
            ('c', 'When this policy has been in effect for 60 days or more, we may cancel if there has been a material misrepresentation of fact which, if known to us, would have caused us not to issue the policy, by letting you know at least 30 days before the date cancellation takes effect.', None)])])
    lc('D', 'Nonrenewal.', 'We may elect not to renew this policy. We may do so by delivering to you, or mailing to you at your mailing address shown in the Declarations, written notice at least 45 days before the expiration date of this policy.',
       'How far ahead must we warn the insured that we will not renew?')
    return f.save()

# ============================================================ 11. Prairie declarations (PDF, unruled tables)
def prairie_declarations():
    path = start('prairie-shield-declarations-PSM-HO-4471902.pdf')
    W, Hh = LETTER
    def hf(c, n, N):
        c.setFont('DVCond', 7); c.drawString(0.7 * 72, 0.45 * 72, 'PSM DEC HO 09 26   Insured copy   Agent: Cottonwood Insurance Agency, (620) 555-0110')
        c.drawRightString(W - 0.7 * 72, 0.45 * 72, '%d of %d' % (n, N))
    f = Flow(path, LETTER, (0.7 * 72, 0.7 * 72, 0.6 * 72, 0.7 * 72), 'DVCond', 'DVCond-B', 9.5, 12.5, hf=hf,
             title='Homeowners Policy Declarations', author='Prairie Shield Mutual')
    f.heading('PRAIRIE SHIELD MUTUAL INSURANCE COMPANY', size=13, before=0, after=1)
    f.heading('HOMEOWNERS POLICY DECLARATIONS', size=11, before=0, after=6)
    for s in ['Policy Number: PSM-HO-4471902', 'Named Insured: Dale and Marisol Ekwueme',
              'Residence Premises: 2718 Cottonwood Bend, Harlan Springs, KS 67000',
              'Policy Period: 09/15/2026 to 09/15/2027, 12:01 a.m. standard time at the residence premises',
              'Form: PSM HO 3 09 26 (Homeowners 3 – Special Form)']:
        f.para(s, after=0.5)
    def tbl(caption, header, rows, widths, aligns, qs):
        keys = [K('table_row', caption, None, text=' '.join(r), table=list(r), q=q) for r, q in zip(rows, qs)]
        f.table(widths, header, rows, aligns, style='none', keys=keys, caption=caption)
    tbl('Coverages and Limits of Liability', ['Coverage', 'Limit of Liability', 'Premium'],
        [['A – Dwelling', '$412,000', '$1,284.00'], ['B – Other Structures', '$41,200', '$96.00'],
         ['C – Personal Property', '$206,000', '$312.00'], ['D – Loss Of Use', '$82,400', 'Included'],
         ['E – Personal Liability (each occurrence)', '$300,000', '$38.00'], ['F – Medical Payments To Others (each person)', '$5,000', '$12.00']],
        [3.3 * 72, 1.6 * 72, 1.4 * 72], ['L', 'R', 'R'],
        ['What is the dwelling limit on the Ekwueme policy?', 'How much cover is there for the detached garage and fence?', 'What is the personal property limit?',
         'How much is available for additional living expenses on this policy?', 'What is the liability limit per occurrence for the Ekwuemes?', None])
    tbl('Deductibles', ['Peril', 'Deductible'],
        [['All other perils', '$1,500'], ['Windstorm or hail', '2% of Coverage A ($8,240)']], [3.3 * 72, 3.0 * 72], ['L', 'R'],
        ['What deductible applies to the kitchen fire claim?', 'In dollars, what is the wind and hail deductible?'])
    tbl('Forms and Endorsements', ['Form', 'Title', 'Premium'],
        [['PSM HO 04 90', 'Personal Property Replacement Cost', '$164.00'], ['PSM HO 04 61', 'Scheduled Personal Property – engagement ring ($9,800)', '$72.00']],
        [1.3 * 72, 3.6 * 72, 1.4 * 72], ['L', 'L', 'R'],
        ['Do the Ekwuemes have replacement cost on their contents?', 'Is the engagement ring scheduled, and for how much?'])
    f.space(6)
    f.para('Total annual premium: $1,978.00. No dog or animal liability endorsement is attached to this policy.')
    f.para('Countersigned: Harlan Springs, Kansas, 09/02/2026. Authorized representative: M. Ortega.')
    return f.save()

# ============================================================ 12. Prairie reservation of rights letter (DOCX)
def prairie_letter():
    import docx
    from docx.shared import Pt
    path = start('prairie-shield-reservation-of-rights-PSM-CL-30917.docx')
    d = docx.Document()
    st = d.styles['Normal']; st.font.name = 'Georgia'; st.font.size = Pt(11)
    for s in ['Prairie Shield Mutual Insurance Company', '400 Grange Avenue, Harlan Springs, KS 67000', '', 'October 19, 2026', '',
              'Dale and Marisol Ekwueme', '2718 Cottonwood Bend', 'Harlan Springs, KS 67000', '']:
        d.add_paragraph(s)
    subj = 'Re: Claim PSM-CL-30917 – Reservation of Rights'
    d.add_paragraph().add_run(subj).bold = True
    d.add_paragraph('Dear Mr. and Mrs. Ekwueme:')
    paras = [
        ('We are writing about the claim made by Ms. Renata Solberg on behalf of her son, who was bitten by your dog on October 3, 2026 in the back yard of your home. We have begun investigating the claim under Section II of your homeowners policy, form PSM HO 3 09 26.', 'When and where was the Solberg boy bitten?'),
        ('Our investigation so far indicates that your dog may have bitten a mail carrier in June 2025. Your policy does not cover bodily injury caused by a dog that has previously bitten a person unless the dog is listed on an endorsement, and no such endorsement appears on your Declarations. For this reason, Prairie Shield Mutual reserves its right to deny coverage for this claim under Coverage E.', 'Why are we reserving rights on the dog bite claim?'),
        ('While we complete our investigation, we will provide you with a defense through our appointed counsel, Whitford & Laine LLP, should a suit be filed. We will also consider the child\'s medical bills under Coverage F, which pays up to $5,000 per person regardless of fault.', 'Who will defend the Ekwuemes if the Solbergs file suit?'),
        ('Please send us any veterinary or animal control records about your dog within 30 days of the date of this letter. If you have questions, call me at (620) 555-0172 or e-mail m.ortega@prairieshield.example. Nothing in this letter waives any of Prairie Shield Mutual\'s rights under the policy.', 'What records have we asked the insureds to send, and by when?')]
    for p, q in paras:
        d.add_paragraph(p); K('paragraph', subj, None, text=p, q=q)
    for s in ['Sincerely,', 'Marco Ortega', 'Senior Liability Adjuster', 'cc: Cottonwood Insurance Agency']:
        d.add_paragraph(s)
    cp = d.core_properties
    cp.author = 'M. Ortega'; cp.title = 'Reservation of rights PSM-CL-30917'; cp.revision = 2; cp.last_modified_by = 'M. Ortega'
    cp.created = datetime.datetime(2026, 10, 19, 10, 0, 0); cp.modified = datetime.datetime(2026, 10, 19, 11, 45, 0)
    cp.last_printed = datetime.datetime(2026, 10, 19, 11, 45, 0)
    buf = io.BytesIO(); d.save(buf); fixed_zip(buf.getvalue(), path)

# ============================================================ 13. Prairie scan (PNG, no rules, right-aligned money)
def prairie_scan(tmp):
    path = start('scan-prairie-ale-worksheet-PSM-CL-31055.png')
    H = 'Additional Living Expense Worksheet – Claim PSM-CL-31055'
    rows = [['10/12/2026', 'Hotel, 6 nights', 'Harlan Springs Inn', '$714.00'],
            ['10/18/2026', 'Furnished rental, first month', 'Cottonwood Lets', '$2,150.00'],
            ['10/18/2026', 'Extra mileage to school (212 mi)', 'Insured vehicle', '$148.40'],
            ['10/21/2026', 'Laundry service', 'Bright Suds', '$63.75'],
            ['10/30/2026', 'Pet boarding, 2 dogs, 12 nights', 'Paws Ranch', '$432.00'],
            ['', 'Total claimed', '', '$3,508.15']]
    qs = ['How much was the hotel stay before the rental started?', 'What did the first month of the furnished rental cost?',
          'How much extra mileage did the insureds claim for the school run?', None, 'What was claimed for boarding the dogs?',
          'What is the total additional living expense claimed so far?']
    for r, q in zip(rows, qs):
        K('table_row', H, None, text=' '.join(c for c in r if c), table=r, q=q, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSans.ttf', bold=DV + 'DejaVuSans-Bold.ttf', size=29, x0=130,
        titles=[('Prairie Shield Mutual – Property Claims', True, 38), (H, True, 30),
                ('Insured: Dale and Marisol Ekwueme   Loss: kitchen fire 10/11/2026', False, 27),
                ('Coverage D – Loss Of Use   Adjuster: K. Vandermeer', False, 27)],
        header=['Date', 'Expense', 'Vendor', 'Amount'], rows=rows, widths=[230, 560, 390, 220],
        aligns=['L', 'L', 'L', 'R'], style='none', angle=1.2, blur=0.7, seed=37, edge='top', pad=12,
        footer=[('Receipts attached. Normal food costs to be deducted at final review.', False, 25)]))
    save_png(img, path)

# ============================================================ 14. Dunmore travel policy (PDF, 1 column, summary table)
def dunmore_wording():
    path = start('dunmore-travel-insurance-policy-DTI-2026.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('DVSans', 7.5); c.drawRightString(W - 20 * mm, Hh - 12 * mm, 'Dunmore Travel Insurance  |  Single Trip and Annual Multi-Trip')
        c.drawCentredString(W / 2, 11 * mm, 'DTI-2026 · %d' % n)
    f = Flow(path, A4, (20 * mm, 20 * mm, 20 * mm, 20 * mm), 'DVSans', 'DVSans-B', 8.8, 11.8, hf=hf, hf_first=False,
             title='Dunmore Travel Insurance Policy', author='Dunmore Travel')
    f.heading('Dunmore Travel Insurance', size=18, before=0, after=2)
    f.heading('Policy wording DTI-2026 – Essentials and Premier cover', size=10.5, font='DVSans', before=0, after=8)
    T = 'Summary of cover'
    rows = [['1', 'Cancellation and cutting short your trip', '£1,500', '£5,000'],
            ['2', 'Emergency medical and repatriation expenses', '£5,000,000', '£10,000,000'],
            ['3', 'Personal baggage', '£1,500', '£2,500'],
            ['4', 'Personal money', '£250', '£500'],
            ['5', 'Travel delay (for each full 12 hours)', '£25', '£40'],
            ['6', 'Personal liability', '£1,000,000', '£2,000,000'],
            ['', 'Excess for each claim under Sections 1 to 4', '£95', '£50']]
    qs = ['What is the cancellation limit on Essentials cover?', 'How much medical cover comes with Premier?', 'What is the baggage limit on the Premier level?',
          None, 'How much does Premier pay for each 12 hours of delay?', None, 'What is the per-claim excess on Premier cover?']
    keys = [K('table_row', T, None, text=' '.join(c for c in r if c), table=r, q=q) for r, q in zip(rows, qs)]
    f.table([16 * mm, 72 * mm, 41 * mm, 41 * mm], ['Section', 'Cover', 'Maximum per person\n(Essentials)', 'Maximum per person\n(Premier)'],
            rows, ['L', 'L', 'R', 'R'], style='rows', keys=keys, caption=T)
    f.space(TW['dti'])
    f.heading('Important words', size=11, before=8)
    for term, body, q in [
        ('Close relative', 'Your husband, wife or partner, parent, step-parent, parent-in-law, child, step-child, brother, sister, grandparent or grandchild.', 'Is a cousin a close relative for cancellation purposes?'),
        ('Pre-existing medical condition', 'Any illness or injury for which you have received treatment, taken prescribed medicine or been referred for tests in the 24 months before you bought this policy or booked your trip, whichever is later.', 'How far back do we look for a pre-existing medical condition on the travel policy?'),
        ('Trip', 'A holiday or journey which starts and ends in the United Kingdom during the period of insurance, lasting no more than 31 days.', 'Is a 40-day trip covered under the Dunmore wording?'),
        ('Unattended', 'Left where you are not in full view of the item and not in a position to prevent it being taken.', 'What counts as leaving belongings unattended?')]:
        f.para(body, term=term, term_line=True, indent=4 * mm, key=K('definition', 'Important words', None, q=q), after=3)
    def sec(t):
        f.heading(t, size=10.5, before=8)
    def c(num, body, heading, q=None, sub=None, sub_fmt='%s.'):
        f.para(body, label=num, hang=10 * mm, key=K('clause', heading, num, q=q), after=2.5)
        for sl, st, sq in (sub or []):
            lab = sub_fmt % sl
            f.para(st, label=lab, indent=10 * mm, hang=8 * mm, key=K('clause', heading, num + ('(%s)' % sl if sub_fmt.startswith('(') else '.' + sl), q=sq), after=1.5)
    S1 = 'Section 1 – Cancellation and cutting short your trip'
    sec(S1)
    c('1.1', 'We will pay up to the amount shown in the summary of cover for your share of unused travel and accommodation costs which you have paid or are contracted to pay, if you have to cancel or cut short your trip because of one of the reasons below.', S1, None)
    c('1.2', 'The reasons are:', S1, None, [
        ('a', 'you, a close relative or a person you were travelling with become ill, are injured or die;', 'Her father was taken into hospital before the holiday – can she claim for cancelling?'),
        ('b', 'you are called for jury service or as a witness in a court of law, but not as an expert witness; or', 'The customer was called as an expert witness and had to cancel – is that a valid reason?'),
        ('c', 'your home is made uninhabitable by fire, storm or flood in the 7 days before you are due to leave.', 'Their house flooded three days before departure – can they cancel under the policy?')])
    c('1.3', 'We will not pay if you cancel because of a pre-existing medical condition you did not declare to us, because you no longer want to travel, or because of Foreign, Commonwealth and Development Office advice that was in place when you booked.', S1,
      'The government was already advising against travel when they booked – will we pay the cancellation?')
    S2 = 'Section 2 – Emergency medical expenses'
    sec(S2)
    c('2.1', 'We will pay for emergency medical, surgical and hospital treatment and ambulance costs outside the United Kingdom if you become ill or are injured during your trip.', S2, None)
    c('2.2', 'If our medical advisers agree it is necessary, we will pay the extra cost of bringing you home, including the cost of a medical escort.', S2,
      'Will Dunmore pay for a nurse to fly home with the customer?')
    c('2.3', 'You must contact Dunmore Assist on +44 1632 960418 before you are admitted to hospital as an in-patient or if your treatment is likely to cost more than £500. If you do not, we may reduce what we pay by the amount our costs have increased as a result.', S2,
      'The customer was admitted to hospital abroad without calling the assistance line – can we cut the claim?')
    c('2.4', 'We will not pay for treatment that can wait until you return home, for the second and later months of prescribed medication, or for any claim arising from drinking so much alcohol that your judgement is seriously affected.', S2,
      'He fell off a balcony after a heavy night drinking – does the medical cover respond?')
    S3 = 'Section 3 – Personal baggage'
    sec(S3)
    c('3.1', 'We will pay for your baggage that is lost, stolen or damaged during your trip, after making an allowance for wear and tear and loss of value. The most we will pay for any one item, pair or set is £250 under Essentials and £400 under Premier.', S3,
      'What is the single-item limit for a stolen camera on Essentials?')
    c('3.2', 'If your baggage is delayed on your outward journey for more than 12 hours, we will pay up to £200 for essential replacement items. Any amount we pay will be deducted from your claim if the baggage is then permanently lost.', S3,
      'If a delayed bag later turns out to be lost for good, what happens to the emergency purchases payment?')
    c('3.3', 'Under this section we do not cover:', S3, None, [
        ('i', 'valuables or electronic equipment left unattended, unless they are locked in the safe of your accommodation;', 'Are valuables left in a hotel room covered if they were not put in the safe?'),
        ('ii', 'loss or theft that you do not report to the police within 24 hours and get a written report for;', 'Does the traveller need a police report for a stolen bag?'),
        ('iii', 'baggage lost or damaged by an airline unless you get a property irregularity report from them; or', 'What document do we need from the airline for a damaged suitcase?'),
        ('iv', 'sports equipment while it is being used.', None)], sub_fmt='(%s)')
    S4 = 'Section 4 – Personal money'
    sec(S4)
    c('4.1', 'We will pay up to the amount in the summary of cover if your cash, travellers\' cheques or pre-paid currency cards are lost or stolen during your trip. The limit for cash is £150 if you are under 18.', S4,
      'What is the cash limit for a 16-year-old traveller?')
    S5 = 'Section 5 – Travel delay'
    sec(S5)
    c('5.1', 'If your outward or return departure is delayed by more than 12 hours because of strike, bad weather or mechanical breakdown, we will pay the amount shown in the summary of cover for each full 12 hours of delay.', S5, None)
    c('5.2', 'If your outward departure is delayed by more than 24 hours, you may instead abandon the trip and claim under Section 1 as if you had cancelled.', S5,
      'The outbound flight is 26 hours late – can the family give up on the holiday and claim?')
    S6 = 'Section 6 – Personal liability'
    sec(S6)
    c('6.1', 'We will pay for your legal liability for accidental injury to a person or accidental damage to their property during your trip. We will not pay for liability arising from your use of a motor vehicle, boat or aircraft, or from your job.', S6,
      'He damaged a hire jet ski – does personal liability cover it?')
    S7 = 'Section 7 – Making a claim'
    sec(S7)
    c('7.1', 'You must send your claim form to us within 31 days of your return home, with original receipts, reports and, for medical claims, a doctor\'s certificate.', S7,
      'How long after getting home does the traveller have to send in the claim form?')
    c('7.2', 'We will not pay any claim if you or anyone acting for you are dishonest or exaggerate a claim, and we may cancel your policy and tell the police.', S7, None)
    return f.save()

# ============================================================ 15. Dunmore claim log (Markdown)
def dunmore_log():
    path = start('dunmore-claim-log-DTC-2026-08812.md')
    entries = [
        ('14 Oct 2026 09:05 · Rachel Amadi, claims assessor', 'Claim form received for a trip to Porto from 2 to 12 October 2026 on Essentials cover. Two parts: suitcase delayed on the outward flight and a laptop stolen on the beach at Matosinhos on 8 October.',
         'Which level of cover is Ms Oyelaran on, and where did she travel?'),
        ('14 Oct 2026 09:40 · Rachel Amadi, claims assessor', 'Airline confirms the suitcase arrived 30 hours after the flight landed. Receipts for toiletries, clothes and a phone charger total €236.40. Converted at 0.86 this is £203.30, so the £200 delayed baggage limit applies.',
         'How late was Ms Oyelaran\'s suitcase?'),
        ('16 Oct 2026 11:15 · Rachel Amadi, claims assessor', 'Spoke to Ms Oyelaran. She left the laptop in her beach bag while swimming, about 40 metres away. Police report obtained the same day. Explained the unattended exclusion; she disagrees because her friend was sitting nearby.',
         'How far away was the customer when the laptop was taken?'),
        ('20 Oct 2026 15:30 · Colm Varga, senior assessor', 'Friend\'s statement received: she was asleep on the towel next to the bag and did not see the theft. Reviewed against the definition of unattended. The laptop was not in full view of anyone able to stop it being taken, so the exclusion stands.',
         'What did the friend say in her statement about the laptop theft?'),
        ('21 Oct 2026 10:00 · Rachel Amadi, claims assessor', 'Paid £105 for delayed baggage: the £200 limit less the £95 Essentials excess. Declinature letter for the laptop sent the same day.',
         'How much did we pay on the delayed baggage part of the Porto claim?'),
        ('03 Nov 2026 16:45 · Colm Varga, senior assessor', 'Ms Oyelaran has asked for the laptop decision to be reviewed and mentioned the Financial Ombudsman Service. Final response letter to be issued within eight weeks of her complaint of 2 November 2026. Diary set for 30 November 2026.',
         'When is the final response due on the Oyelaran complaint?'),
    ]
    out = ['# Claim log — DTC-2026-08812', '',
           '**Insured:** Ms Harriet Oyelaran · **Policy:** DTI-ES-4471-20 (Essentials, single trip) · **Destination:** Portugal', '',
           '**Sections claimed:** 3 – Personal baggage (delay and theft)', '', '---', '']
    for i, (hd, body, q) in enumerate(entries, 1):
        out.append('#### Note %d · %s' % (i, hd))
        out.append(body)
        out.append('')
        K('file_note_entry', 'Claim log — DTC-2026-08812', None, text=hd + ' ' + body, q=q, entry='Note %d' % i)
    out.append('_Log exported from Dunmore ClaimDesk on 04 Nov 2026._')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(out) + '\n')

# ============================================================ 16. Dunmore scan (PNG, two-line header)
def dunmore_scan(tmp):
    path = start('scan-dunmore-receipts-schedule-DTC-2026-08812.png')
    H = 'Schedule of receipts – delayed baggage'
    rows = [['Toiletries', '03/10/2026', 'Farmacia Ribeira', '38.90', '33.45'],
            ['T-shirts and shorts', '03/10/2026', 'Loja Douro', '74.00', '63.64'],
            ['Swimwear', '03/10/2026', 'Loja Douro', '45.50', '39.13'],
            ['Sandals', '03/10/2026', 'Calcado Norte', '52.00', '44.72'],
            ['Phone charger', '03/10/2026', 'Tecno Porto', '26.00', '22.36'],
            ['Total', '', '', '236.40', '203.30']]
    qs = [None, 'How much did the clothes from Loja Douro come to in pounds?', None, 'What did the sandals cost in euros?',
          'Where did Ms Oyelaran buy the phone charger?', None]
    for r, q in zip(rows, qs):
        K('table_row', H, None, text=' '.join(c for c in r if c), table=r, q=q, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSerifCondensed.ttf', bold=DV + 'DejaVuSerifCondensed-Bold.ttf', size=32, x0=110,
        titles=[('DUNMORE TRAVEL – CLAIM FORM, PART 3', True, 38), ('Claim DTC-2026-08812   Insured: Ms H. Oyelaran', False, 28),
                (H, True, 32), ('Please list each item bought and attach the receipt.', False, 27)],
        header=['Item', 'Date bought', 'Shop', 'Amount\n(EUR)', 'Converted\n(GBP)'], rows=rows, widths=[380, 250, 360, 190, 220],
        aligns=['L', 'L', 'L', 'R', 'R'], style='rows', angle=-1.0, blur=0.65, seed=41, edge='left',
        footer=[('Rate used: 1 EUR = 0.86 GBP', False, 26), ('Signed: H. Oyelaran   Date: 13/10/2026', False, 26)]))
    save_png(img, path)

# ============================================================ 17. Vantage lease (PDF, Times, articles)
def vantage_lease():
    path = start('vantage-lease-unit-7-corvane-business-park.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('Times-Italic', 8.5); c.drawCentredString(W / 2, Hh - 13 * mm, 'Counterpart Lease – Unit 7, Corvane Business Park, Stellbridge')
        c.setFont('Times-Roman', 9); c.drawCentredString(W / 2, 12 * mm, '%d' % n)
    f = Flow(path, A4, (28 * mm, 28 * mm, 24 * mm, 22 * mm), 'Times-Roman', 'Times-Bold', 10.5, 13.6, hf=hf, hf_first=True,
             title='Lease Unit 7 Corvane Business Park', author='Corvane Estates Limited')
    f.heading('LEASE', size=16, before=0, align='center', after=2)
    f.heading('relating to Unit 7, Corvane Business Park, Stellbridge ST9 4RQ', size=10.5, font='Times-Roman', before=0, align='center', after=10)
    f.para('THIS LEASE is made on 3 March 2025 between CORVANE ESTATES LIMITED (company number 08812265) whose registered office is at 21 Mercer Row, Stellbridge ST1 2AB (the Landlord) and PELLHAM FABRICATIONS LTD (company number 11930418) whose registered office is at Unit 7, Corvane Business Park, Stellbridge ST9 4RQ (the Tenant).', after=6)
    def art(t):
        f.heading(t, size=11, before=8, after=4)
    A1 = 'Article 1 – Definitions and interpretation'
    f.space(TW['vcl'])
    art(A1)
    f.para('In this Lease the following definitions apply:', label='1.1', hang=11 * mm)
    for body, q in [
        ('"Insured Risks" means fire, lightning, explosion, storm, flood, escape of water, impact, riot, malicious damage, subsidence and such other risks as the Landlord reasonably decides to insure against from time to time.', 'Is subsidence one of the risks the landlord must insure the Corvane unit against?'),
        ('"Rent Suspension Period" means the period beginning on the date of damage by an Insured Risk and ending on the earlier of the date the Premises are again fit for occupation and three years after the date of damage.', 'For how long at most can the tenant stop paying rent after a fire?'),
        ('"Insurance Rent" means the sums the Landlord pays to insure the Building against the Insured Risks, including insurance premium tax and the cost of three years\' loss of rent cover, in the proportion that the lettable area of the Premises bears to the Building.', 'How is the tenant\'s share of the buildings insurance premium worked out?')]:
        f.para(body, indent=11 * mm, key=K('definition', A1, None, q=q), after=3)
    AR4 = 'Article 4 – Rent'
    art(AR4)
    f.para('The Tenant shall pay the Annual Rent of £48,600 by equal quarterly payments in advance on the usual quarter days.', label='4.1', hang=11 * mm, key=K('clause', AR4, '4.1', q='How often, and in advance or arrears, is the rent under the Corvane lease paid?'))
    f.para('The Tenant shall pay the Insurance Rent within 14 days of a written demand.', label='4.2', hang=11 * mm, key=K('clause', AR4, '4.2', q='How long does the tenant have to pay the insurance rent once asked?'))
    A9 = 'Article 9 – Insurance'
    art(A9)
    f.para('The Landlord shall insure the Building with Vantage Commercial or another reputable insurer against the Insured Risks for its full reinstatement cost, subject to such excesses and limitations as the insurer imposes.', label='9.1', hang=11 * mm, key=K('clause', A9, '9.1', q='What sum must the landlord insure the building for under the lease?'))
    f.para('The Tenant shall:', label='9.2', hang=11 * mm)
    f.para('notify the Landlord in writing immediately on becoming aware of any damage to the Premises by an Insured Risk;', label='(a)', indent=11 * mm, hang=9 * mm, key=K('clause', A9, '9.2(a)', q='Does the tenant have to tell the landlord about damage in writing?'))
    f.para('not do or omit to do anything which could:', label='(b)', indent=11 * mm, hang=9 * mm, key=K('clause', A9, '9.2(b)'))
    f.para('cause the insurance to become void or voidable; or', label='(i)', indent=20 * mm, hang=9 * mm, key=K('clause', A9, '9.2(b)(i)', q='Is the tenant forbidden from doing anything that could invalidate the landlord\'s insurance?'))
    f.para('increase the premium, unless the Tenant pays the increase; and', label='(ii)', indent=20 * mm, hang=9 * mm, key=K('clause', A9, '9.2(b)(ii)', q='If the tenant\'s new spray booth puts the premium up, who pays the extra?'))
    f.para('pay to the Landlord any excess payable under the insurance for damage caused by the Tenant or its employees, up to £10,000 for any one claim.', label='(c)', indent=11 * mm, hang=9 * mm, key=K('clause', A9, '9.2(c)', q='Who pays the policy excess when the tenant\'s staff cause the damage, and is there a cap?'))
    f.para('If the Building is damaged by an Insured Risk, the Landlord shall use reasonable endeavours to obtain planning permission and all other consents and shall reinstate the Building as soon as reasonably practicable using the insurance money received.', label='9.3', hang=11 * mm, key=K('clause', A9, '9.3', q='Is the landlord obliged to rebuild after an insured fire?'))
    f.para('The Annual Rent and the Insurance Rent, or a fair proportion of them according to the nature and extent of the damage, shall be suspended for the Rent Suspension Period, unless the insurance money is withheld because of any act or omission of the Tenant.', label='9.4', hang=11 * mm, key=K('clause', A9, '9.4', q='Does the rent stop if only part of the unit is damaged?'))
    f.para('If the Premises have not been reinstated within three years of the date of damage, either party may terminate this Lease by giving not less than one month\'s notice to the other.', label='9.5', hang=11 * mm, key=K('clause', A9, '9.5', q='Can the tenant walk away from the lease if the unit still is not rebuilt after three years?'))
    A10 = 'Article 10 – Uninsured Risks'
    art(A10)
    f.para('If the Premises are damaged by a risk which is not an Insured Risk and which makes them unfit for occupation, the Landlord shall within one year of the damage notify the Tenant whether it will reinstate the Premises at its own cost. If the Landlord does not so notify the Tenant, or notifies it that it will not reinstate, the Tenant may terminate this Lease by giving one month\'s notice.', label='10.1', hang=11 * mm, key=K('clause', A10, '10.1', q='What happens if the unit is wrecked by something the landlord\'s policy does not cover?'))
    f.para('The rent shall be suspended from the date of the damage until the Premises are reinstated or this Lease ends, whichever is sooner.', label='10.2', hang=11 * mm, key=K('clause', A10, '10.2'))
    f.space(10)
    f.para('Signed as a deed by CORVANE ESTATES LIMITED acting by a director in the presence of a witness, and by PELLHAM FABRICATIONS LTD acting by two directors.')
    return f.save()

# ============================================================ 18. Vantage scan (image-only PDF, ruled grid, mono font)
def vantage_scan(tmp):
    path = start('scan-vantage-buildings-schedule-VCP-220871.pdf')
    H = 'Schedule of buildings – Corvane Business Park'
    rows = [['Unit 5', 'Marrow Logistics Ltd', '1,240', '1,860,000', '86,800'],
            ['Unit 6', 'vacant', '980', '1,470,000', 'nil'],
            ['Unit 7', 'Pellham Fabrications Ltd', '650', '975,000', '48,600'],
            ['Unit 8', 'Stellbridge Print Co', '720', '1,080,000', '53,200'],
            ['Roads and car park', 'n/a', 'n/a', '310,000', 'nil'],
            ['Total', '', '3,590', '5,695,000', '188,600']]
    qs = [None, 'Is Unit 6 let at the moment?', 'What reinstatement value is insured for Unit 7?', 'What is the floor area of the print works unit?',
          'How much are the estate roads and car park insured for?', 'What is the total sum insured for the buildings on the estate?']
    for r, q in zip(rows, qs):
        K('table_row', H, None, text=' '.join(c for c in r if c), table=r, q=q, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSansMono.ttf', bold=DV + 'DejaVuSansMono-Bold.ttf', size=27, x0=100,
        titles=[('VANTAGE COMMERCIAL – PROPERTY OWNERS POLICY VCP-220871', True, 32), ('Insured: Corvane Estates Limited', False, 27),
                (H, True, 30), ('Period of insurance: 25/03/2026 to 24/03/2027', False, 27)],
        header=['Unit', 'Tenant', 'Area\nsq m', 'Reinstatement\nvalue £', 'Annual\nrent £'], rows=rows, widths=[390, 420, 150, 270, 200],
        aligns=['L', 'L', 'R', 'R', 'R'], style='none', angle=0.9, blur=0.7, seed=53, edge='right',
        footer=[('Loss of rent cover: 36 months. Excess: 1,000 each and every claim.', False, 25)]))
    save_image_pdf(img, path, tmp, 'scan')

# ============================================================ main
def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    os.makedirs(DOCS)
    tmp = tempfile.mkdtemp()
    pdf_pages = {}
    for fn in [elmstead_wording, elmstead_endorsement, elmstead_notes, elmstead_scan, kingsbarn_wording, kingsbarn_schedule,
               kingsbarn_procedure, kingsbarn_email, kingsbarn_scan, prairie_wording, prairie_declarations, prairie_letter,
               prairie_scan, dunmore_wording, dunmore_log, dunmore_scan, vantage_lease, vantage_scan]:
        r = fn(tmp) if fn.__code__.co_argcount else fn()
        if isinstance(r, int):
            pdf_pages[CUR['file']] = r
    shutil.rmtree(tmp)
    qs = []
    for i, k in enumerate(KEYS, 1):
        k['id'] = 'K%03d' % i
        if k['page'] is None:
            k['page'] = 1
        for q in k.pop('_q'):
            if q:
                qs.append({'id': 'Q%02d' % (len(qs) + 1), 'question': q, 'answer': k['id']})
    with open(os.path.join(HERE, 'answer_key.jsonl'), 'w', encoding='utf-8') as fh:
        for k in KEYS:
            fh.write(json.dumps(k, ensure_ascii=False) + '\n')
    with open(os.path.join(HERE, 'questions.jsonl'), 'w', encoding='utf-8') as fh:
        for q in qs:
            fh.write(json.dumps(q, ensure_ascii=False) + '\n')
    print('documents:', len(os.listdir(DOCS)), 'keys:', len(KEYS), 'questions:', len(qs), 'pdf pages:', pdf_pages)
    print('cross-page:', [(k['id'], k['file'], k['page'], k['ends_on_page']) for k in KEYS if k['ends_on_page']])

if __name__ == '__main__':
    main()
