"""Generate blind ingest corpus 5 (deterministic). Run: .venv/bin/python generate.py"""
import os, json, shutil, email.policy
from email.message import EmailMessage
import docx
from docx.shared import Pt
from reportlab.lib.pagesizes import A4, letter
from engine5 import Flow, norm, scan, fix_docx, sw

HERE = os.path.dirname(os.path.abspath(__file__))
DOC = os.path.join(HERE, 'documents')
shutil.rmtree(DOC, ignore_errors=True); os.makedirs(DOC)
KEYS, QS = [], []

def key(file, page, kind, heading, clause, entry, text, table=None, scanned=False, q=None):
    KEYS.append({'id': None, 'file': 'documents/' + file, 'page': page, 'kind': kind, 'heading': heading, 'clause': clause,
                 'entry': entry, 'text': norm(text), 'table': table, 'scanned': scanned, 'ends_on_page': None})
    if q: QS.append((len(KEYS) - 1, q))

# ------------------------------------------------------------------ generic wording renderer
def render(file, make_flow, spec, defstyle, record, hang=30):
    """spec items:
    ('H', text, size, smallcaps)        section heading (current heading for untitled items)
    ('D', term, body, q)                definition (kept with its term)
    ('C', label, clause, body, q)       untitled numbered item (heading = current section heading)
    ('R', label, clause, runin, body, q) clause with bold run-in title (heading = run-in title without full stop)
    ('S', label, clause, body, q)       sub-item (heading = the current clause heading)
    ('P', body, q)                      paragraph
    ('T', caption, header, rows, widths, aligns, rules, qs)
    """
    total = 1
    for rnd in (0, 1):
        f = make_flow(total)
        sect = clh = None
        for it in spec:
            k = it[0]
            if k == 'H':
                f.heading(it[1], it[2], smallcaps=it[3])
                sect = clh = it[1].upper() if it[3] else it[1]
            elif k == 'D':
                term, body = it[1], it[2]
                if defstyle == 'hang':
                    pg = f.text(term, [(body, f.reg)], hang=92, label_font=f.bold)
                elif defstyle == 'ownline':
                    f.text(None, [(term, f.bold)], gap=0); pg = f.text(None, [(body, f.reg)], indent=12)
                    pg = f.page
                else:
                    pg = f.text(None, [(term + ' ', f.bold), (body, f.reg)])
                if rnd: key(file, pg, 'definition', sect, None, None, term + ' ' + body, q=it[3])
            elif k == 'C':
                pg = f.text(it[1], [(it[3], f.reg)], hang=hang)
                clh = sect
                if rnd: key(file, pg, 'clause', sect, it[2], None, it[3], q=it[4])
            elif k == 'R':
                pg = f.text(it[1], [(it[3] + ' ', f.bold), (it[4], f.reg)], hang=hang if it[1] else 0)
                clh = (it[1] + ' ' if it[1] else '') + it[3].rstrip('.')
                if rnd: key(file, pg, 'clause', clh, it[2], None, it[4], q=it[5])
            elif k == 'S':
                pg = f.text(it[1], [(it[3], f.reg)], indent=30, hang=24)
                if rnd: key(file, pg, 'clause', clh, it[2], None, it[3], q=it[4])
            elif k == 'P':
                pg = f.text(None, [(it[1], f.reg)])
                if rnd: key(file, pg, 'paragraph', sect, None, None, it[1], q=it[2])
            elif k == 'T':
                cap, header, rows, widths, aligns, rules, qs = it[1:]
                sect = cap  # a paragraph under a table takes the table's caption
                pages = f.table(cap, header, rows, widths, aligns, rules)
                if rnd:
                    for r, pg, q in zip(rows, pages, list(qs) + [None] * (len(rows) - len(qs))):
                        cells = [c.replace('\n', ' ') for c in r]
                        key(file, pg, 'table_row', cap, None, None, ' '.join(c for c in cells if c), table=cells, q=q)
        total = f.finish()

# ================================================================== 1 WYVERNHAY classic car (agreed value)
WY = 'wyvernhay-heritage-agreed-value-policy-WCM-AV-26.pdf'
def wy_hf(c, n, N):
    c.setFont('DejaVuSerif', 7.5)
    c.drawString(56, A4[1] - 34, 'Wyvernhay Classic Motor Insurance Ltd')
    c.drawRightString(A4[0] - 56, A4[1] - 34, 'Heritage Agreed Value Policy')
    c.setLineWidth(0.4); c.line(56, A4[1] - 38, A4[0] - 56, A4[1] - 38)
    c.drawCentredString(A4[0] / 2, 30, 'WCM-AV-26 \u2014 page %d of %d' % (n, N))
wy_spec = [
    ('H', 'Your Heritage Agreed Value Policy', 15, False),
    ('P', 'This policy is a contract between you and Wyvernhay Classic Motor Insurance Ltd. It covers the classic vehicle shown in '
          'your schedule for the sections and limits printed there. Please read it with your schedule and any endorsements, which '
          'may change the cover described below.', None),
    ('H', 'Definitions', 11, True),
    ('D', 'Agreed Value', 'The value of your vehicle agreed between you and us before cover starts, supported by a valuation report or '
          'photographs we accepted, and shown in the schedule.', 'What does the policy mean by the value that was settled with the customer up front?'),
    ('D', 'Classic Vehicle', 'A car at least 20 years old, or a make and model we have accepted as a future classic, kept as a second '
          'vehicle for pleasure, club runs and shows.', 'Would a 15 year old car ever qualify as a classic under this wording?'),
    ('D', 'Limited Mileage', 'The annual mileage band shown in the schedule, counted from the odometer reading you gave us when the '
          'period of insurance started.', None),
    ('D', 'Original Parts', 'Parts made by the manufacturer of your vehicle, or authentic period parts of the same specification, '
          'including those bought and kept as spares.', 'Do period-correct spares from another maker count as original parts?'),
    ('D', 'Laid Up', 'Declared to us as off the road and kept in secure storage, with no driving other than to and from an MOT test or a '
          'garage booked in advance.', None),
    ('D', 'Secure Storage', 'A locked brick, block or steel garage at the address in the schedule, or another locked building we have '
          'agreed in writing.', 'Is a carport acceptable as secure storage?'),
    ('H', 'Section 1 \u2014 Liability to Other People', 11, True),
    ('C', '1.1', '1.1', 'We will cover your legal liability for the death of or injury to any person, and for damage to property, caused '
          'by an accident involving your vehicle while it is being driven by you or by a named driver.', None),
    ('C', '1.2', '1.2', 'For damage to property the most we will pay for any one claim, or series of claims arising from one event, is '
          '\u00a320,000,000, plus legal costs and expenses agreed by us in writing.', 'What is the property damage limit under the liability section?'),
    ('C', '1.3', '1.3', 'We will not cover liability for damage to a vehicle being towed by your vehicle, or to anything carried in or on '
          'a trailer, unless the trailer is a car transporter shown in the schedule.', 'Is damage to the trailer load covered under liability?'),
    ('H', 'Section 2 \u2014 Loss of or Damage to Your Vehicle', 11, True),
    ('C', '2.1', '2.1', 'If your vehicle is lost, stolen and not recovered within 28 days, or damaged so badly that we decide it cannot '
          'be repaired economically, we will pay the agreed value shown in the schedule, less any excess.', 'If the car is written off, how much do we pay?'),
    ('C', '2.2', '2.2', 'Where your vehicle can be repaired we will pay for repairs by a repairer experienced with vehicles of its age '
          'and type. You may choose the repairer, but we must approve the estimate before work starts.', 'Can the customer pick their own restorer for repairs?'),
    ('S', '(a)', '2.2(a)', 'We will pay for original parts where they can be obtained at a reasonable cost; if they cannot, we will pay '
          'for good-quality reproduction parts and tell you before they are fitted.', 'What happens if original parts cannot be sourced at a sensible price?'),
    ('S', '(b)', '2.2(b)', 'We will not reduce a repair settlement for betterment where the work returns paint, chrome or trim to the '
          'condition it was in immediately before the damage.', None),
    ('C', '2.3', '2.3', 'Spare parts belonging to your vehicle are covered while kept in secure storage, up to \u00a31,500 in total in '
          'any period of insurance.', 'What is the standard limit in the wording for spare parts kept in the garage?'),
    ('C', '2.4', '2.4', 'After a total loss you may buy back the salvage at the figure our salvage agent quotes, and we will deduct it '
          'from the agreed value before payment.', 'Can the customer keep the wreck after a total loss?'),
    ('C', '2.5', '2.5', 'We will not pay for loss of value after a repair, for loss of use, or for the cost of hiring another vehicle.', 'Is diminution in value after repair covered?'),
    ('H', 'Section 3 \u2014 Laid-Up and Restoration Cover', 11, True),
    ('C', '3.1', '3.1', 'While your vehicle is laid up we cover it against fire, theft and accidental damage in secure storage; Section 1 '
          'still applies to any journey allowed by the definition of laid up.', None),
    ('C', '3.2', '3.2', 'While your vehicle is under restoration, the agreed value is replaced by the restoration value stated on your '
          'latest declaration to us, and:', None),
    ('S', '(a)', '3.2(a)', 'parts removed from the vehicle for restoration are covered at a restorer\u2019s premises as well as in secure '
          'storage, up to 25% of the restoration value;', 'Are panels away at the restorer covered while the car is being restored?'),
    ('S', '(b)', '3.2(b)', 'you must tell us within 30 days when the restoration is finished so that a new agreed value can be set; until '
          'then we will pay no more than the restoration value.', 'What is the deadline for reporting that a restoration is complete?'),
    ('H', 'Section 4 \u2014 Club Events and Shows', 11, True),
    ('C', '4.1', '4.1', 'Your vehicle is covered while taking part in club runs, concours events, static displays and road rallies that do '
          'not involve timing or speed tests.', 'Is the car covered on a timed hill climb?'),
    ('C', '4.2', '4.2', 'We will also pay up to \u00a3250 towards the entry fee and non-refundable accommodation for an event you cannot '
          'attend because your vehicle was damaged in a claim we accept in the 14 days before it.', 'Can the customer recover the show entry fee if the car was damaged a week before?'),
    ('H', 'Exclusions', 11, True),
    ('R', '', 'Exclusion 1', 'Exclusion 1 \u2014 Wear and tear.', 'We do not cover wear and tear, rust, corrosion, perished rubber or '
          'the gradual failure of wiring, seals and hoses.', 'Is perished rubber on the seals ever payable?'),
    ('R', '', 'Exclusion 2', 'Exclusion 2 \u2014 Mechanical breakdown.', 'We do not cover mechanical, electrical or electronic breakdown, '
          'or damage to the engine caused by a lack of oil, coolant or antifreeze.', None),
    ('R', '', 'Exclusion 3', 'Exclusion 3 \u2014 Excess mileage.', 'If your vehicle has been driven more than 110% of the limited mileage '
          'in the period of insurance, we will add \u00a31,000 to the excess for any claim under Section 2.', 'What is the penalty if the car has gone over its mileage band?'),
    ('H', 'General Conditions', 11, True),
    ('R', '', 'Condition 5', 'Condition 5 \u2014 Keeping your vehicle safe.', 'You must keep your vehicle in secure storage overnight when '
          'it is at the address in the schedule, and remove the keys whenever it is left unattended.', 'Does the car have to be garaged overnight?'),
    ('R', '', 'Condition 6', 'Condition 6 \u2014 Valuation evidence.', 'You must keep the valuation report, photographs and receipts '
          'supporting the agreed value and send them to us within 14 days of a request.', 'How long does the customer have to send the valuation evidence when asked?'),
    ('R', '', 'Condition 7', 'Condition 7 \u2014 Title.', 'Before we pay a total loss you must show that you own your vehicle outright, '
          'by the registration certificate and a purchase receipt or bill of sale; where there is finance we will pay the finance '
          'company first.', 'What proof of ownership is needed before a total loss payment?'),
    ('R', '', 'Condition 8', 'Condition 8 \u2014 Mileage declaration.', 'At renewal you must give us the odometer reading; if you cannot '
          'show it, we may ask for an MOT certificate or a dated photograph of the odometer.', None),
    ('R', '', 'Condition 9', 'Condition 9 \u2014 Revaluation.', 'We may ask for a fresh valuation every three years, or sooner after a '
          'restoration; the agreed value stays the same until we confirm the new figure in writing.', 'How often can the insurer ask for the car to be revalued?'),
    ('S', '(a)', 'Condition 9(a)', 'If you do not provide a fresh valuation within 60 days of our request, the most we will pay for a '
          'total loss is the market value at the date of the loss.', 'What happens to the settlement basis if no new valuation is supplied?'),
]
render(WY, lambda N: Flow(os.path.join(DOC, WY), A4, ('DejaVuSerif', 'DejaVuSerif-Bold', 'DejaVuSerif-Italic'), 9, 12.2,
                          (56, 56, 58, 52), wy_hf, True, N, 'Heritage Agreed Value Policy'), wy_spec, 'hang', True)

WYS = 'wyvernhay-schedule-WCM-4471806.pdf'
def wys_hf(c, n, N):
    c.setFont('DejaVuSans', 7)
    c.drawString(50, 28, 'Wyvernhay Classic Motor Insurance Ltd, Tamsin House, 4 Quarry Lane, Hexbridge HX4 9QT \u00b7 01632 960418')
    c.drawRightString(A4[0] - 50, 28, 'Schedule WCM-4471806')
wys_spec = [
    ('H', 'Policy Schedule \u2014 Heritage Agreed Value', 14, False),
    ('P', 'Policyholder: Mr Edmund Carrow-Blythe, Ivy Cottage, 11 Mill Bank, Hexbridge HX7 2LP. Policy number WCM-4471806. Period of '
          'insurance: 14 March 2026 to 13 March 2027 (both dates inclusive).', 'Who is the policyholder on WCM-4471806 and when does cover end?'),
    ('T', 'Insured vehicles', ['Vehicle', 'Reg.', 'Agreed value', 'Excess', 'Storage'],
     [['1967 Rover P5B Coupé', 'KRV 58E', '\u00a338,500', '\u00a3250', 'Brick garage, Ivy Cottage'],
      ['1972 Triumph GT6 Mk3', 'UDH 714K', '\u00a321,750', '\u00a3250', 'Steel unit 3, Mill Bank Yard\n(agreed in writing 02/03/2026)'],
      ['1989 Morris Minor Traveller', 'F402 OWC', '\u00a314,200', '\u00a3350', 'Brick garage, Ivy Cottage\n(under restoration)']],
     [150, 62, 72, 52, 160], ['l', 'l', 'r', 'r', 'l'], 'none',
     ['What agreed value is shown for the Rover?', 'Where is the Triumph kept and was that storage approved?',
      'What is the excess on the Morris Traveller?']),
    ('T', 'Mileage and use', ['Vehicle', 'Mileage band', 'Odometer at start', 'Use'],
     [['KRV 58E', 'up to 3,000 miles', '61,204', 'Social, domestic and pleasure; club events'],
      ['UDH 714K', 'up to 1,500 miles', '44,918', 'Social, domestic and pleasure'],
      ['F402 OWC', 'laid up', '88,377', 'Laid up \u2014 restoration declared 09/06/2026']],
     [70, 90, 90, 246], ['l', 'l', 'r', 'l'], 'rows',
     ['What mileage limit applies to the Rover and what did the odometer read at the start?',
      'What use is UDH 714K insured for?', 'When was F402 OWC declared laid up for restoration?']),
    ('T', 'Named drivers', ['Name', 'Date of birth', 'Licence held', 'Vehicles'],
     [['Edmund Carrow-Blythe', '17/08/1958', '47 years', 'All'],
      ['Philippa Carrow-Blythe', '03/02/1961', '44 years', 'KRV 58E and UDH 714K only']],
     [150, 90, 80, 176], ['l', 'l', 'r', 'l'], 'rows',
     [None, 'Can Philippa drive the Morris?']),
    ('T', 'Endorsements', None,
     [['WE3', 'Restoration value for F402 OWC: \u00a39,000 until completion is notified under Section 3.2(b).'],
      ['WE7', 'Spare parts limit in Section 2.3 increased to \u00a34,000 for KRV 58E (spare engine and gearbox listed 02/03/2026).'],
      ['WE11', 'Car transporter trailer ref. TT-2204 covered under Section 1.3, towing by UDH 714K excluded.']],
     [50, 446], ['l', 'l'], 'none',
     ['What restoration value does the endorsement set for F402 OWC?', 'Is the spares limit raised for KRV 58E?',
      'Which trailer is covered and which car may not tow it?']),
    ('P', 'Premium: \u00a3612.40 including Insurance Premium Tax, paid in full on 02/03/2026. Your broker is Fenmoor Classic Brokers, '
          'telephone 01632 960733.', 'How much was the premium and who is the broker?'),
]
render(WYS, lambda N: Flow(os.path.join(DOC, WYS), A4, ('DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique'), 8.5, 11.5,
                           (50, 50, 50, 50), wys_hf, False, N, 'Schedule WCM-4471806'), wys_spec, 'inline', True)

# file notes, house style A (TXT, CRLF, mainframe style)
WYN = 'wyvernhay-claim-file-WCC-26-3307.txt'
wyn = [
    ('FN/1', '19Oct26 0912 DHALLWORTH Classic Claims',
     'FNOL by phone from PH Mr Carrow-Blythe. Rover P5B KRV 58E hit by reversing van in Hexbridge Market car park 18/10 approx 14:30. '
     'Offside rear wing and bumper, chrome overrider bent. Car driveable. Van driver details obtained, TP insurer not known yet.',
     'When and where did the Rover get hit?'),
    ('FN/2', '19Oct26 1140 DHALLWORTH Classic Claims',
     'PH wants Corlett & Daughters Coachworks (Hexbridge) to repair, specialist in Rovers. Told him ok under 2.2 but estimate to us '
     'before any work. Excess 250. Sent claim form by email.', 'Which repairer did the customer ask for?'),
    ('FN/3', '27Oct26 1505 SKHAN Engineer desk',
     'Corlett estimate rec\'d (scanned to file). Total 4,386.00 inc VAT. Labour rate in line with marque specialists. Overrider is '
     'NOS original part 312.00 - ok under 2.2(a). Approve subject to photos of rust on wing seam, may be pre-existing.',
     'What did the engineer think of the repair estimate?'),
    ('FN/4', '02Nov26 1020 SKHAN Engineer desk',
     'Photos in. Seam corrosion pre-dates impact - Exclusion 1. Remove rust treatment line 185.00 + VAT (222.00) from estimate. '
     'Revised authority 4,164.00 inc VAT less 250 xs = 3,914.00 payable to repairer.', 'Why was part of the estimate taken off?'),
    ('FN/5', '03Nov26 0955 DHALLWORTH Classic Claims',
     'Called PH, explained rust deduction. Not happy but accepts. Asked about show on 14/11 (Rover owners concours, Stellbury) - car '
     'will not be back in time. Told him 4.2 gives up to 250 for entry fee and non-refundable hotel if claim accepted and damage within '
     '14 days before event. Damage was 18/10 = 27 days before. Not payable. PH to put complaint in writing if he wishes.',
     'Did we pay the concours entry fee, and why?'),
    ('FN/6', '10Nov26 1610 DHALLWORTH Classic Claims',
     'Recovery: TP insurer now confirmed as Gannet Lane Motor, ref GLM/26/88120. Liability accepted 100%. Outlay 3,914.00 plus PH '
     'excess 250 to be claimed back. File diarised 10/12.', 'Has the other side admitted fault?'),
]
with open(os.path.join(DOC, WYN), 'w', encoding='utf-8', newline='\r\n') as fh:
    fh.write('WYVERNHAY CLASSIC MOTOR INSURANCE LTD        CLAIM FILE WCC-26-3307\n')
    fh.write('POLICY WCM-4471806   INSURED: E CARROW-BLYTHE   VEH: KRV 58E\n')
    fh.write('-' * 70 + '\n')
    import textwrap
    for lab, head, body, q in wyn:
        fh.write(lab + '  ' + head + '\n')
        for ln in textwrap.wrap(body, 62): fh.write('      ' + ln + '\n')
        fh.write('\n')
        key(WYN, 1, 'file_note_entry', 'Claim file WCC-26-3307', None, lab, head + ' ' + body, q=q)

# scan 1: repairer's estimate, ruled grid, multi-line description
WYSC = 'scan-corlett-coachworks-estimate-WCC-26-3307.png'
sc_rows = [['1', 'Offside rear wing \u2014 repair and\nreshape, lead load seam', '14.0 hrs', '980.00'],
           ['2', 'Rear bumper blade and\noffside overrider (NOS)', 'parts', '742.00'],
           ['3', 'Paint \u2014 Arden green, blend\ninto boot lid and door', '11.5 hrs', '1,265.00'],
           ['4', 'Rust treatment to wing seam', '2.5 hrs', '185.00'],
           ['5', 'Paint materials and\nconsumables', 'sundry', '483.00']]
scan(os.path.join(DOC, WYSC), 'DejaVuSerif', ['Corlett & Daughters Coachworks', 'Unit 6, Weir Road, Hexbridge HX3 1DD  \u00b7  01632 960552',
     'ESTIMATE No. 2611 \u2014 Rover P5B Coupé KRV 58E', 'Customer: E. Carrow-Blythe   Date: 24/10/2026'],
     ['Item', 'Description', 'Labour', 'Amount \u00a3'], sc_rows, [18, 88, 30, 34], ['l', 'l', 'l', 'r'], 'grid',
     ['Net total 3,655.00   VAT 731.00   Total 4,386.00', 'Valid 30 days. Original parts supplied where available.'],
     0.9, 501, edge='left')
sc_q = ['How much did the coachworks quote for reshaping the wing?', 'What was the charge for the bumper and overrider?',
        'What was quoted for the paintwork?', 'How much was the rust treatment line on the estimate?', None]
for r, q in zip(sc_rows, sc_q):
    cells = [c.replace('\n', ' ') for c in r]
    key(WYSC, 1, 'table_row', 'ESTIMATE No. 2611 \u2014 Rover P5B Coupé KRV 58E', None, None, ' '.join(cells), table=cells, scanned=True, q=q)

# ================================================================== 2 STONECHAT self-build and renovation site policy
SC = 'stonechat-sitesure-self-build-policy-SSB-26.docx'
d = docx.Document()
d.styles['Normal'].font.name = 'Calibri'; d.styles['Normal'].font.size = Pt(10)
d.add_heading('SiteSure Self-Build and Renovation Policy', 0)
d.add_paragraph('Stonechat Self-Build Insurance Ltd \u00b7 Policy wording SSB-26 \u00b7 for sites starting on or after 1 January 2026')
def dh1(t):
    d.add_heading(t, 1); return t
def dh2(t, body, clause, q=None):
    d.add_heading(t, 2); d.add_paragraph(body); key(SC, 1, 'clause', t, clause, None, body, q=q)
def dpara(label, body, heading, clause, q=None, kind='clause'):
    d.add_paragraph((label + ' ' if label else '') + body); key(SC, 1, kind, heading, clause, None, body, q=q)
h = dh1('1 DEFINITIONS')
for term, body, q in [
    ('Contract Works', 'the permanent and temporary works carried out at the site to build, extend or renovate the building described '
     'in the schedule, including materials delivered to the site for incorporation in them.', 'Are materials delivered but not yet fixed part of the works?'),
    ('Existing Structure', 'any building at the site before the contract works began, including its foundations, roof and services, '
     'but not its contents.', None),
    ('Practical Completion', 'the date the building control body issues a completion certificate, or the date the building is first '
     'occupied as a home, whichever is earlier.', 'When is a self-build treated as finished?'),
    ('Site', 'the land at the address in the schedule, within its boundary fence or hoarding, together with any compound we have agreed '
     'next to it.', None),
    ('Site Huts', 'lockable steel containers, welfare cabins and stores used at the site, which belong to you or are hired by you.', None)]:
    d.add_paragraph(term + ' \u2014 ' + body)
    key(SC, 1, 'definition', h, None, None, term + ' \u2014 ' + body, q=q)
h = dh1('2 CONTRACT WORKS')
dh2('2.1 What is covered', 'We will pay for physical loss of or damage to the contract works, materials on site and your own tools '
    'and site huts, occurring at the site during the period of insurance, up to the sums insured in Table A.', '2.1',
    'Does the policy cover the self-builder\u2019s own tools?')
dh2('2.2 Materials in transit and off site', 'Materials bought for the contract works are also covered while in transit to the site '
    'or stored at a supplier\u2019s premises awaiting delivery, up to \u00a310,000 in any one loss.', '2.2',
    'Is timber still at the merchant\u2019s yard covered?')
dh2('2.3 Theft from the site', 'We will only pay for theft of materials, tools or plant from the site if there was forcible and '
    'violent entry into a locked site hut, or the items were fixed in place as part of the contract works.', '2.3',
    'Are loose materials stolen from the open site covered?')
dpara('2.3(a)', 'Materials left loose on the site overnight are not covered for theft unless they weigh more than 250 kg per item or '
      'are inside a compound fenced to 2 metres and locked.', '2.3 Theft from the site', '2.3(a)', 'Is a pallet of bricks left in the open covered if stolen at night?')
dpara('2.3(b)', 'The excess for theft is shown in Table A and applies to each incident.', '2.3 Theft from the site', '2.3(b)', None)
dh2('2.4 Debris removal and professional fees', 'We will also pay the reasonable cost of removing debris and the fees of architects '
    'and engineers needed to reinstate the damage, up to 15% of the claim for the damage itself.', '2.4',
    'Will the architect\u2019s fees for redesigning the damaged work be paid?')
h = dh1('3 EXISTING STRUCTURE (RENOVATION SITES)')
dpara('3.1', 'Where the schedule shows a renovation site, the existing structure is covered for fire, lightning, explosion, storm, '
      'flood, escape of water and impact, up to its sum insured.', h, '3.1', 'What perils cover the existing house on a renovation?')
dpara('3.2', 'We will not pay for damage to the existing structure caused by the contract works themselves, such as subsidence '
      'from excavation or collapse when walls are removed, unless a structural engineer approved the method in writing.', h, '3.2',
      'Is collapse during knocking through a wall covered?')
dpara('3.3', 'Storm damage to the existing structure is only covered while the roof is complete or temporarily covered with '
      'tarpaulins fixed to battens; we will not pay where the roof was open to the weather.', h, '3.3', None)
h = dh1('4 EMPLOYERS\u2019 AND PUBLIC LIABILITY')
dh2('4.1 Public liability', 'We will indemnify you against legal liability for injury to members of the public and damage to their '
    'property arising from the contract works, up to \u00a32,000,000 any one occurrence.', '4.1', 'What is the public liability limit on the site policy?')
dh2('4.2 Employers\u2019 liability', 'We will indemnify you against legal liability for injury to anyone you employ directly at the '
    'site, including labour-only subcontractors, up to \u00a310,000,000 any one occurrence.', '4.2',
    'Are labour-only subcontractors treated as employees for liability?')
dpara('4.2(c)', 'Subcontractors who supply their own labour and materials are not your employees and must hold their own liability '
      'insurance; you must see a copy before they start work.', '4.2 Employers\u2019 liability', '4.2(c)', 'What should be checked before a bricklaying firm starts on site?')
h = dh1('7 CONDITIONS')
dh2('7.1 Site security', 'Between 6 pm and 7 am, and at weekends, the site must be enclosed by a fence or hoarding at least 1.8 metres '
    'high with its gates locked, and site huts must be locked with a close-shackle padlock.', '7.1', 'What security must be in place on site at night?')
dpara('7.1(a)', 'If this condition has not been met we will not pay for theft or malicious damage, but other claims are unaffected.',
      '7.1 Site security', '7.1(a)', 'Does breaking the site security condition affect a storm claim?')
dh2('7.2 Notifying us of changes', 'You must tell us straight away about any of the changes below; we may then change the premium or '
    'the terms.', '7.2', None)
dpara('7.2(a)', 'a change to the start date, the estimated contract value or the estimated completion date in the schedule;',
      '7.2 Notifying us of changes', '7.2(a)', None)
dpara('7.2(b)', 'work stopping for more than 60 consecutive days, after which cover is limited to fire, lightning and explosion '
      'until you tell us work has restarted;', '7.2 Notifying us of changes', '7.2(b)', 'What happens to cover if the build stalls for three months?')
dpara('7.2(c)', 'anyone moving into the building before practical completion.', '7.2 Notifying us of changes', '7.2(c)',
      'Must we be told if the family moves in before completion?')
dh2('7.3 Completion and conversion', 'This policy ends at practical completion. You should arrange household buildings insurance '
    'from that date; we will not pay for loss or damage that happens afterwards.', '7.3', 'Does site cover continue after the house is signed off?')
d.add_paragraph('Table A \u2014 Sums insured and excesses').runs[0].bold = True
ta_rows = [['Contract works', 'Estimated contract value, up to \u00a3650,000', '\u00a31,000', 'Theft \u00a32,500'],
           ['Existing structure', 'As shown in the schedule', '\u00a3500', 'Subsidence \u00a35,000'],
           ['Own tools and site huts', '\u00a315,000', '\u00a3250', 'Each tool over \u00a31,000 must be listed'],
           ['Hired-in plant', '\u00a350,000', '\u00a3500', 'Hire charges for up to 12 weeks after a loss'],
           ['Public liability', '\u00a32,000,000', '\u00a3250 property damage', 'Heat work condition applies']]
t = d.add_table(rows=1, cols=4); t.style = 'Table Grid'
for c, txt in zip(t.rows[0].cells, ['Cover', 'Sum insured / limit', 'Excess', 'Notes']): c.text = txt
ta_q = ['In the wording\u2019s table, what is the normal theft excess for contract works?', 'What excess applies to subsidence of the existing building?',
        'Do expensive tools have to be itemised?', 'Does the policy pay ongoing hire charges for stolen hired plant?', None]
for r, q in zip(ta_rows, ta_q):
    cells = t.add_row().cells
    for c, txt in zip(cells, r): c.text = txt
    key(SC, 1, 'table_row', 'Table A \u2014 Sums insured and excesses', None, None, ' '.join(r), table=r, q=q)
p = d.add_paragraph('Sums insured in Table A are the most we will pay in total during the period of insurance for each cover, '
                    'except public liability, which applies to each occurrence.')
key(SC, 1, 'paragraph', 'Table A \u2014 Sums insured and excesses', None, None, p.text, q='Is the tools limit per claim or for the whole period?')
cp = d.core_properties
cp.title = 'SiteSure Self-Build and Renovation Policy'; cp.author = 'Stonechat Self-Build Insurance Ltd'; cp.revision = 4
import datetime
cp.created = cp.modified = datetime.datetime(2025, 11, 20, 9, 0, 0); cp.last_modified_by = ''
d.save(os.path.join(DOC, SC)); fix_docx(os.path.join(DOC, SC))

SCS = 'stonechat-site-schedule-SSB-309117.pdf'
def scs_hf(c, n, N):
    c.setFont('DejaVuSansCondensed-Bold', 8); c.drawString(48, A4[1] - 30, 'STONECHAT SELF-BUILD INSURANCE LTD')
    c.setFont('DejaVuSansCondensed', 8); c.drawRightString(A4[0] - 48, A4[1] - 30, 'Site schedule SSB-309117')
    c.drawString(48, 26, 'Issued 06/04/2026'); c.drawRightString(A4[0] - 48, 26, 'Sheet %d/%d' % (n, N))
ss_rows = [
    ['1', 'Groundworks, drainage, strip foundations', '04/2026', '\u00a348,000', 'Complete'],
    ['2', 'Timber frame kit (Hallan Homes HH-5530)', '06/2026', '\u00a3112,500', 'Erected 22/06/2026'],
    ['3', 'Roof trusses, membrane, natural slate', '07/2026', '\u00a338,750', 'Slating 60% done,\nbalance tarpaulined'],
    ['4', 'Windows and doors (triple glazed, 14)', '08/2026', '\u00a327,300', 'Delivered, stored in\nsite hut 2'],
    ['5', 'First fix electrics and plumbing', '09/2026', '\u00a321,400', 'In progress'],
    ['6', 'Air source heat pump, underfloor heating', '10/2026', '\u00a318,900', 'Pump on order'],
    ['7', 'Plastering and screed', '11/2026', '\u00a316,200', 'Not started'],
    ['8', 'Kitchen and bathrooms (supply and fit)', '01/2027', '\u00a334,600', 'Not started'],
    ['9', 'External cladding, larch board and render', '02/2027', '\u00a325,800', 'Boards delivered\n03/11/2026'],
    ['10', 'Landscaping, drive and boundary walls', '04/2027', '\u00a319,500', 'Not started'],
]
ss_q = [None, 'What is the value of the timber frame stage and when did it go up?', 'How far had the slating got?',
        'Where were the new windows kept?', None, 'Has the heat pump been delivered?', None,
        'When is the kitchen due and what is it worth?', 'When was the larch cladding delivered to site?', None]
filler = ('The works are to be carried out by the policyholder as self-builder, using the subcontractors named in the proposal '
          'dated 28/03/2026. The build programme below was supplied with the proposal and is used to check the contract value '
          'at each stage; it does not limit the cover.')
scs_spec = [
    ('H', 'Site Schedule', 15, False),
    ('P', 'Policyholders: Ms Ffion Tregarth and Mr Osian Tregarth. Site: Plot 2, Cae Mawr Lane, Llanwyddan LL59 8RT (new build, '
          'timber frame, four bedrooms). Period of insurance: 12 April 2026 to 11 April 2027.', 'What is the site address and what kind of build is it?'),
    ('P', 'The estimated completion date is 30 April 2027. Under Condition 7.2 you must tell us if this date moves by more than '
          'three months or if work stops.', 'When is the Tregarth build expected to finish?'),
    ('T', 'Cover and sums insured', ['Section', 'Sum insured', 'Excess'],
     [['Contract works', '\u00a3362,950', '\u00a31,000'], ['Own tools and site huts', '\u00a38,000', '\u00a3250'],
      ['Hired-in plant', '\u00a335,000', '\u00a3500'], ['Employers\u2019 liability', '\u00a310,000,000', 'nil']],
     [200, 110, 90], ['l', 'r', 'r'], 'grid',
     ['What is the contract works sum insured on the Tregarth site?', 'How much tools cover do the Tregarths have?',
      'What limit applies to hired plant on this site?', None]),
    ('P', filler, None),
    ('T', 'Named subcontractors', ['Trade', 'Firm', 'Liability cover seen'],
     [['Groundworks', 'Penrhos Civils Ltd', '\u00a35,000,000 PL, certificate to 31/07/2026'],
      ['Timber frame erection', 'Hallan Homes Erection Team', '\u00a310,000,000 PL, certificate to 31/12/2026'],
      ['Roofing', 'D. & M. Caerwyn Roofing', '\u00a32,000,000 PL, certificate to 30/09/2026,\nrenewal not yet seen'],
      ['Electrical', 'Sparkwell Electrical', 'Labour only \u2014 covered under Section 4.2'],
      ['Plumbing and heating', 'Owain Jenkins', 'Labour only \u2014 covered under Section 4.2']],
     [120, 150, 226], ['l', 'l', 'l'], 'rows',
     ['Who did the groundworks and when does their liability certificate expire?', None,
      'Has the roofer\u2019s renewed liability certificate been provided?', 'Is the electrician insured under the Tregarths\u2019 own policy?', None]),
    ('H', 'Special conditions', 11, False),
    ('C', 'S1', 'S1', 'Hot work: no welding, grinding or use of blow torches on the site unless a fire extinguisher is within 5 metres '
          'and the area is checked for an hour after the work ends.', 'What must be done after using a blow torch on site?'),
    ('C', 'S2', 'S2', 'Site huts holding tools or materials worth more than \u00a35,000 must be fitted with an anti-drill lock box or a '
          'monitored alarm.', 'Is an alarm required on the site container?'),
    ('C', 'S3', 'S3', 'The theft excess for contract works under Table A is increased to \u00a33,500 for any theft between 1 November 2026 '
          'and 31 March 2027 unless the site has CCTV recording to an off-site monitoring centre.', 'What theft excess applies to this site in winter without CCTV?'),
    ('T', 'Build programme and stage values', ['Stage', 'Description', 'Month', 'Value', 'Position at 01/11/2026'], ss_rows,
     [34, 196, 48, 66, 152], ['l', 'l', 'l', 'r', 'l'], 'grid', ss_q),
]
render(SCS, lambda N: Flow(os.path.join(DOC, SCS), A4, ('DejaVuSansCondensed', 'DejaVuSansCondensed-Bold', 'DejaVuSansCondensed'), 10, 14,
                           (48, 48, 52, 48), scs_hf, False, N, 'Site schedule SSB-309117'), scs_spec, 'inline', True)
assert [k['page'] for k in KEYS if k['heading'] == 'Build programme and stage values'][-3:] == [2, 2, 2]

# e-mail thread (multipart/mixed: text/plain 8bit + a small CSV attachment)
EM = 'email-thread-SSC-26-0714-cladding-theft.eml'
m1 = ('Dear Ms Tregarth,\n\nThank you for the CCTV stills and the police reference (NW/26/118452). I have now looked at Special '
      'Condition S3 on your schedule. Your camera records to a hard drive in the site hut, not to a monitoring centre, so the '
      'winter theft excess of \u00a33,500 applies to this loss instead of the usual theft excess of \u00a32,500.\n\nThe larch boards were stacked '
      'on pallets inside the locked compound, so Section 2.3(a) does not stop the claim. Subject to the adjuster\u2019s report I '
      'expect to settle the boards at the merchant\u2019s invoice price less the excess.\n\nKind regards,\nAnwen Pugh\nSite Claims '
      'Handler, Stonechat Self-Build Insurance Ltd\n01632 960291')
m2 = ('Hello Anwen,\n\nAttached is our list of what went. The thieves cut the compound padlock some time on Saturday night, 7 November. '
      'They took most of the larch cladding delivered on the 3rd and two bags of fixings. The hut itself wasn\u2019t touched. We '
      'have a camera on the gate but it only saves to a box in the hut.\n\nThanks,\nFfion Tregarth')
m3 = ('Anwen,\n\nI attended Plot 2, Cae Mawr Lane on 10 November. The compound fence is 2.1 m mesh panel, the padlock was cut with '
      'bolt croppers and is retained as evidence. 64 of the 180 larch boards remain. The merchant\u2019s delivery note and the '
      'insured\u2019s list agree on quantities. I recommend settlement on the delivery note figures; a full report follows.\n\n'
      'Regards,\nGareth Moel, Moel & Pryce Loss Adjusters')
msg = EmailMessage(policy=email.policy.SMTP)
msg['From'] = 'Anwen Pugh <anwen.pugh@stonechat-selfbuild.example>'
msg['To'] = 'Ffion Tregarth <ffion.tregarth@mailbox.example>'
msg['Cc'] = 'Gareth Moel <g.moel@moelpryce.example>'
msg['Date'] = 'Thu, 12 Nov 2026 15:42:10 +0000'
msg['Subject'] = 'RE: SSC-26-0714 Theft of cladding from Plot 2'
msg['Message-ID'] = '<ssc260714.3@stonechat-selfbuild.example>'
body = (m1 + '\n\nBegin forwarded message:\n\nFrom: Gareth Moel <g.moel@moelpryce.example>\nDate: 11 November 2026 at 09:05\nTo: Anwen Pugh '
        '<anwen.pugh@stonechat-selfbuild.example>\nSubject: Site visit SSC-26-0714 Plot 2 Cae Mawr Lane\n\n' + m3 +
        '\n\nBegin forwarded message:\n\nFrom: Ffion Tregarth <ffion.tregarth@mailbox.example>\nDate: 9 November 2026 at 08:17\nTo: '
        'Anwen Pugh <anwen.pugh@stonechat-selfbuild.example>\nSubject: Cladding stolen - Plot 2\n\n' + m2 + '\n')
msg.set_content(body, cte='8bit')
msg.add_attachment('item,qty\nlarch board 4.8m,116\nfixings bag,2\n', subtype='csv', filename='stolen-items.csv')
msg.set_boundary('=_stonechat_SSC-26-0714_3')
with open(os.path.join(DOC, EM), 'wb') as fh: fh.write(msg.as_bytes())
key(EM, 1, 'email_message', 'RE: SSC-26-0714 Theft of cladding from Plot 2', None, None, m1,
    q='Why is the higher theft excess being applied to the cladding claim?')
key(EM, 1, 'email_message', 'Site visit SSC-26-0714 Plot 2 Cae Mawr Lane', None, None, m3,
    q='How many boards did the adjuster find still on site?')
key(EM, 1, 'email_message', 'Cladding stolen - Plot 2', None, None, m2, q='How did the thieves get into the compound and when?')

# scan 2: merchant's delivery note, unruled, right-aligned amounts, image-only PDF
SCSC = 'scan-brynmor-timber-delivery-note-SSC-26-0714.pdf'
dn_rows = [['LB48-22', 'Siberian larch cladding board 4.8 m', '180', '21.40', '3,852.00'],
           ['LB-FIX', 'Stainless ring shank nails, 5 kg bag', '4', '38.50', '154.00'],
           ['BT-3825', 'Treated batten 38 x 25 mm, 4.8 m', '220', '3.15', '693.00'],
           ['MEM-BR', 'Breather membrane roll 50 m', '3', '96.00', '288.00'],
           ['DEL', 'Delivery, crane offload', '1', '65.00', '65.00']]
scan(os.path.join(DOC, SCSC), 'DejaVuSans', ['Brynmor Timber & Builders Merchants', 'Ffordd y Felin, Llanwyddan LL59 4AB  \u00b7  01632 960877',
     'DELIVERY NOTE / INVOICE DN-77310', 'Deliver to: Plot 2, Cae Mawr Lane   Account: TREGARTH01   Date: 03/11/2026'],
     ['Code', 'Description', 'Qty', 'Unit \u00a3', 'Line \u00a3'], dn_rows, [24, 80, 14, 22, 28], ['l', 'l', 'r', 'r', 'r'], 'none',
     ['Goods total 5,052.00   VAT 1,010.40   Invoice total 6,062.40', 'Received in good condition: F. Tregarth'],
     -1.1, 502, as_pdf=True, edge='right')
dn_q = ['What did the merchant charge per larch board and for how many?', 'How many bags of nails were delivered?',
        'What was the cost of the battens?', None, 'Was a delivery charge made for the timber?']
for r, q in zip(dn_rows, dn_q):
    key(SCSC, 1, 'table_row', 'DELIVERY NOTE / INVOICE DN-77310', None, None, ' '.join(r), table=r, scanned=True, q=q)

# ================================================================== 3 COYOTE RIDGE earthquake DIC (US)
CR = 'coyote-ridge-earthquake-dic-form-CRS-EQ-07-26.pdf'
def cr_hf(c, n, N):
    c.setFont('DejaVuSans', 7)
    c.drawString(54, letter[1] - 32, 'CRS-EQ 07 26'); c.drawRightString(letter[0] - 54, letter[1] - 32, 'Page %d of %d' % (n, N))
    c.drawCentredString(letter[0] / 2, 26, 'Includes copyrighted material of Coyote Ridge Surplus Lines Insurance Company, with its permission.')
cr_spec = [
    ('H', 'EARTHQUAKE DIFFERENCE IN CONDITIONS COVERAGE FORM', 12, False),
    ('P', 'THIS POLICY IS WRITTEN BY A SURPLUS LINES INSURER AND IS NOT PROTECTED BY THE STATE GUARANTY FUND. Various provisions restrict '
          'coverage. Read the entire policy carefully to determine rights, duties and what is and is not covered.', 'Is this earthquake policy backed by the state guaranty fund?'),
    ('H', 'SECTION A \u2014 DEFINITIONS', 10, False),
    ('D', '\u201cEarthquake\u201d', 'means a shaking or trembling of the earth\u2019s crust caused by underground tectonic or volcanic forces, '
          'including aftershocks, and any resulting landslide, liquefaction or earth sinking.', 'Does liquefaction count as part of an earthquake?'),
    ('D', '\u201cOccurrence\u201d', 'means all earthquake shocks that happen within any 168-hour period; the start of the period is chosen by '
          'the insured but no two periods may overlap.', 'How are aftershocks over several days grouped into one loss?'),
    ('D', '\u201cPrimary policy\u201d', 'means the property insurance shown in the Declarations that covers the scheduled locations for fire '
          'and other perils, whether or not it is collectible.', None),
    ('D', '\u201cTotal insured value\u201d', 'means the full replacement cost of the building, business personal property and twelve months of '
          'business income at a location, as shown in the Schedule of Locations.', 'What makes up the total insured value for the percentage deductible?'),
    ('H', 'SECTION B \u2014 COVERAGE', 10, False),
    ('R', 'Art. 1', 'Art. 1', 'Insuring Agreement.', 'We will pay for direct physical loss of or damage to Covered Property at a scheduled '
          'location caused by earthquake during the policy period, in excess of the deductible and up to the applicable limit.', None),
    ('R', 'Art. 2', 'Art. 2', 'Covered Property.', 'Covered Property means buildings, business personal property and business income '
          'shown for a location in the Schedule of Locations.', None),
    ('S', '(a)', 'Art. 2(a)', 'Building includes permanently installed fixtures, machinery and equipment, and foundations below the '
          'lowest basement floor.', 'Are foundations covered under building?'),
    ('S', '(b)', 'Art. 2(b)', 'Business personal property includes tenant improvements and betterments you paid for but do not own.', None),
    ('R', 'Art. 3', 'Art. 3', 'Difference in Conditions.', 'This policy covers earthquake, which the primary policy excludes. We will '
          'not pay for loss caused by fire following an earthquake, or by sprinkler leakage, where the primary policy covers that loss.',
     'Does the DIC policy pay for fire after the quake?'),
    ('R', 'Art. 4', 'Art. 4', 'Additional Coverages.', 'The following apply within, and do not increase, the limit for the location:', None),
    ('S', '(a)', 'Art. 4(a)', 'Debris removal, up to 10% of the building limit at the location.', 'How much is available for debris removal?'),
    ('S', '(b)', 'Art. 4(b)', 'Increased cost of construction to comply with a building ordinance in force at the time of loss, up to '
          '$250,000 per location.', 'Is there cover for extra costs of meeting current seismic codes?'),
    ('S', '(c)', 'Art. 4(c)', 'Business income during the period of restoration, starting 72 hours after the occurrence, for no longer '
          'than twelve months.', 'When does business income cover start after the earthquake?'),
    ('H', 'SECTION C \u2014 EXCLUSIONS', 10, False),
    ('R', 'Art. 7', 'Art. 7', 'Tsunami and Flood.', 'We will not pay for loss caused by tsunami, tidal wave, flood or surface water, even '
          'if caused by earthquake.', 'Is tsunami damage covered?'),
    ('R', 'Art. 8', 'Art. 8', 'Unreinforced Masonry.', 'We will not pay for loss to a building of unreinforced masonry construction unless '
          'the Schedule of Locations shows it as retrofitted and we accepted it.', None),
    ('R', 'Art. 9', 'Art. 9', 'Glass and Signs.', 'We will not pay more than $5,000 per occurrence for exterior glass and signs.', None),
    ('H', 'SECTION D \u2014 CONDITIONS', 10, False),
    ('R', 'Art. 10', 'Art. 10', 'Deductible.', 'The deductible is the percentage shown in the Declarations, applied separately to the total '
          'insured value of each location involved in the occurrence, subject to the minimum deductible shown.', 'How is the percentage deductible calculated?'),
    ('R', 'Art. 11', 'Art. 11', 'Duties After Loss.', 'You must:', None),
    ('S', '(a)', 'Art. 11(a)', 'notify us promptly and within 60 days of the occurrence, giving the locations involved;', 'What is the deadline to report earthquake damage?'),
    ('S', '(b)', 'Art. 11(b)', 'have a licensed structural engineer inspect any building with visible cracking before it is reoccupied;', None),
    ('S', '(c)', 'Art. 11(c)', 'keep damaged property available for inspection until our adjuster has seen it.', None),
    ('R', 'Art. 12', 'Art. 12', 'Cancellation.', 'The first Named Insured may cancel at any time by written notice. We may cancel only for '
          'nonpayment of premium, on 10 days\u2019 notice; 25% of the premium is fully earned at inception.', 'How much premium is kept if the insured cancels early?'),
    ('R', 'Art. 13', 'Art. 13', 'Valuation.', 'We will pay replacement cost if the property is repaired or replaced within 24 months of the '
          'occurrence; otherwise actual cash value.', 'What valuation applies if the building is not rebuilt within two years?'),
    ('R', 'Art. 14', 'Art. 14', 'Appraisal.', 'If we and you disagree on the amount of loss, either may demand appraisal in writing; each '
          'selects an appraiser within 20 days and the two appraisers select an umpire.', None),
]
render(CR, lambda N: Flow(os.path.join(DOC, CR), letter, ('DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSans-Oblique'), 9.6, 13,
                          (54, 54, 52, 46), cr_hf, True, N, 'CRS-EQ 07 26'), cr_spec, 'inline', True, hang=44)

CRD = 'coyote-ridge-declarations-CRS-4408125.pdf'
def crd_hf(c, n, N):
    c.setFont('DejaVuSansMono', 7.5); c.drawString(50, 26, 'POLICY CRS-4408125  DECLARATIONS  PAGE %d OF %d' % (n, N))
crd_spec = [
    ('H', 'COYOTE RIDGE SURPLUS LINES INSURANCE COMPANY', 11, False),
    ('H', 'EARTHQUAKE DIC DECLARATIONS', 10, False),
    ('P', 'Named Insured: Almendro Vista Holdings LLC, 2210 Mesquite Row, Sable Bluff, CA 95019. Policy period: 07/01/2026 to '
          '07/01/2027, 12:01 a.m. standard time at the mailing address. Broker: Ridgeback Excess & Surplus, 555-0147.', 'Who is the named insured on the earthquake policy?'),
    ('T', 'SCHEDULE OF LOCATIONS', ['Loc.', 'Address', 'Building', 'BPP', 'Bus. income', 'Construction'],
     [['1', '2210 Mesquite Row, Sable Bluff', '$6,400,000', '$850,000', '$1,200,000', 'Tilt-up concrete'],
      ['2', '48 Quarry Flats Rd, Sable Bluff', '$2,150,000', '$310,000', '$420,000', 'Steel frame'],
      ['3', '9 Old Mission Ln, Corvallo', '$1,780,000', '$95,000', '$260,000', 'Unreinforced masonry,\nretrofitted 2019']],
     [24, 140, 66, 58, 64, 124], ['l', 'l', 'r', 'r', 'r', 'l'], 'none',
     ['What building limit applies at the Mesquite Row location?', 'What is the business income limit at Quarry Flats?',
      'Is the Old Mission Lane building retrofitted?']),
    ('T', 'DEDUCTIBLES AND LIMITS', ['Item', 'Amount'],
     [['Deductible, % of total insured value per location', '5%'], ['Minimum deductible per occurrence', '$100,000'],
      ['Policy aggregate limit, all locations', '$7,500,000'], ['Sublimit, Loc. 3 (masonry)', '$1,000,000']],
     [300, 100], ['l', 'r'], 'rows',
     ['What percentage deductible applies?', 'What is the minimum deductible per earthquake?',
      'What is the most the policy pays for all locations together?', 'Is there a lower limit for the masonry building?']),
    ('T', 'FORMS AND ENDORSEMENTS', None,
     [['CRS-EQ 07 26', 'Earthquake Difference in Conditions Coverage Form'],
      ['CRS-EQ 21 26', 'Sprinkler Leakage Following Earthquake \u2014 included'],
      ['CRS-EQ 34 26', 'Ordinance or Law sublimit amended to $500,000 at Loc. 1 only']],
     [90, 360], ['l', 'l'], 'none', [None, 'Has sprinkler leakage after an earthquake been added back?',
                                      'Does the ordinance or law limit change at any location?']),
    ('P', 'Premium $48,610.00. Surplus lines tax $1,458.30. Stamping fee $87.50. Total $50,155.80.', 'What was the total cost of the earthquake policy including taxes?'),
]
render(CRD, lambda N: Flow(os.path.join(DOC, CRD), letter, ('DejaVuSansMono', 'DejaVuSansMono-Bold', 'DejaVuSansMono'), 7.6, 10.5,
                           (50, 50, 50, 46), crd_hf, False, N, 'Declarations CRS-4408125'), crd_spec, 'inline', True)

# claim log, house style B (Markdown, LF)
CRL = 'coyote-ridge-claim-log-CRS-EQ-26-0093.md'
crl = [
    ('Log 1', '10/14/2026 8:05 AM PT | M. Ochoa, Earthquake Desk',
     'M5.9 event 10/12/2026 23:48 PT, epicenter near Corvallo. Insured\u2019s risk manager Dana Whitcombe reports cracking at Loc. 3 (Old '
     'Mission Ln) and racking damage to storage at Loc. 1. Loc. 2 not affected. Reserve set at $400,000.', 'Which locations did the insured say were damaged?'),
    ('Log 2', '10/16/2026 1:30 PM PT | M. Ochoa, Earthquake Desk',
     'Aftershock M4.7 on 10/15 at 06:10 PT. Told D. Whitcombe both shocks fall in one 168-hour occurrence if she picks a start of '
     '10/12 23:48, so one deductible per location. She agrees.', 'Will the aftershock be treated as a separate occurrence?'),
    ('Log 3', '10/22/2026 10:45 AM PT | T. Brandvold, Field Adjuster',
     'Inspected Loc. 3 with engineer Lucia Farrant, SE. Parapet partly collapsed, diagonal cracks to east wall, retrofit anchors held. '
     'Building red-tagged by Corvallo city pending shoring. Loc. 1: pallet racking down, forklift damaged, tilt-up panels sound.', 'What did the field adjuster find at the masonry building?'),
    ('Log 4', '11/03/2026 3:15 PM PT | M. Ochoa, Earthquake Desk',
     'Deductible, Loc. 3: 5% x TIV $2,135,000 = $106,750 (above $100,000 minimum). Loc. 1: 5% x $8,450,000 = $422,500; Loc. 1 '
     'loss est. $180,000, so nothing payable at Loc. 1. Advised Whitcombe by phone, letter to follow.', 'Is anything payable for the racking at Loc. 1?'),
    ('Log 5', '11/18/2026 9:20 AM PT | M. Ochoa, Earthquake Desk',
     'Engineer\u2019s repair estimate for Loc. 3 received (scanned). Total $612,400. Parapet rebuild needs current-code bracing; '
     'code upgrade portion $88,300 within the Art. 4(b) sublimit. Loc. 3 sublimit $1,000,000 not reached.', 'What is the total repair estimate for the Corvallo building?'),
    ('Log 6', '11/24/2026 4:40 PM PT | M. Ochoa, Earthquake Desk',
     'Advance of $250,000 approved against Loc. 3 building claim, net of deductible. Business income claim awaiting accountant\u2019s '
     'figures; 72-hour waiting period ends 10/15 23:48 PT.', 'How much was advanced on the Old Mission Lane claim?'),
]
import textwrap
with open(os.path.join(DOC, CRL), 'w', encoding='utf-8', newline='\n') as fh:
    fh.write('# Claim log \u2014 CRS-EQ-26-0093\n\nPolicy CRS-4408125 \u00b7 Almendro Vista Holdings LLC \u00b7 earthquake of 10/12/2026\n\n')
    for lab, head, body, q in crl:
        fh.write('### ' + lab + ' | ' + head + '\n\n' + '\n'.join(textwrap.wrap(body, 80)) + '\n\n')
        key(CRL, 1, 'file_note_entry', 'Claim log \u2014 CRS-EQ-26-0093', None, lab, head + ' ' + body, q=q)

# scan 3: engineer's repair estimate, no rules, right-aligned $
CRSC = 'scan-farrant-engineering-repair-estimate-CRS-EQ-26-0093.png'
fe_rows = [['A', 'Shoring and temporary bracing, east wall', '$46,800'],
           ['B', 'Parapet demolition and rebuild with steel bracing', '$158,200'],
           ['C', 'Epoxy injection of wall cracks, 340 linear ft', '$61,900'],
           ['D', 'Roof diaphragm repairs and new anchors', '$97,600'],
           ['E', 'Code upgrade, parapet bracing to current code', '$88,300'],
           ['F', 'Interior finishes, electrical and fire sprinkler', '$159,600']]
scan(os.path.join(DOC, CRSC), 'DejaVuSans', ['Farrant Structural Engineering, Inc.', '71 Alder Grade, Sable Bluff, CA 95019  \u00b7  555-0162',
     'REPAIR COST ESTIMATE \u2014 9 Old Mission Ln, Corvallo', 'Claim CRS-EQ-26-0093   Prepared by L. Farrant, SE   11/16/2026'],
     ['Ref', 'Scope of work', 'Estimate'], fe_rows, [14, 118, 34], ['l', 'l', 'r'], 'none',
     ['TOTAL ESTIMATE $612,400', 'Excludes contents and business income.'], 1.3, 503, edge='left')
fe_q = ['What did the engineer allow for shoring?', 'How much is the parapet rebuild?', 'What will the crack injection cost?', None,
        'How much of the estimate is code upgrade work?', 'What is allowed for interior finishes and sprinklers?']
for r, q in zip(fe_rows, fe_q):
    key(CRSC, 1, 'table_row', 'REPAIR COST ESTIMATE \u2014 9 Old Mission Ln, Corvallo', None, None, ' '.join(r), table=r, scanned=True, q=q)

# ================================================================== 4 LYCHGATE charity and community hall combined
LY = 'lychgate-community-hall-combined-policy-LCH-26.pdf'
def ly_hf(c, n, N):
    c.setFont('DejaVuSerifCondensed-Italic', 8); c.drawCentredString(A4[0] / 2, A4[1] - 30, 'Community Hall and Charity Combined Policy')
    c.setFont('DejaVuSerifCondensed', 6.8)
    c.drawString(52, 26, 'Lychgate Community Insurance plc. Registered in England No. 09551720. Authorised and regulated by the '
                 'Financial Conduct Authority.')
    c.drawRightString(A4[0] - 52, 26, 'LCH-26 | %d' % n)
ly_spec = [
    ('H', 'COMMUNITY HALL AND CHARITY COMBINED POLICY', 13, False),
    ('P', 'This policy is issued to the management committee or trustees named in the schedule, on behalf of the charity or community '
          'organisation that runs the hall. Decisions about claims are made with the committee, not with individual members.', 'Who is the policy issued to for a village hall?'),
    ('H', 'WORDS WITH SPECIAL MEANINGS', 10, False),
    ('D', 'Hall', 'The building named in the schedule, its outbuildings, car park surfacing, walls, gates and fences, and fixtures the '
          'trustees are responsible for under the lease or trust deed.', 'Is the car park surface part of the insured hall?'),
    ('D', 'Hirer', 'A person or group who books the hall under a written hiring agreement, whether or not a fee is paid.', None),
    ('D', 'Money', 'Cash, cheques, postal orders, unused postage stamps and vouchers belonging to the organisation or held by it for '
          'others.', 'Are raffle vouchers held for another group counted as money?'),
    ('D', 'Volunteer', 'A person who helps the organisation without pay, including committee members and trustees, when acting on its '
          'behalf.', None),
    ('H', 'PART I \u2014 BUILDINGS', 10, False),
    ('C', 'I.1', 'I.1', 'We insure the hall against loss or damage by any accidental cause during the period of insurance, up to the '
          'buildings sum insured.', None),
    ('C', 'I.2', 'I.2', 'We will not pay for damage caused while the hall has been unoccupied for more than 45 days in a row; a hall is '
          'not unoccupied while it is used at least once a week.', 'Is the hall treated as unoccupied if it is used for a weekly meeting only?'),
    ('C', 'I.3', 'I.3', 'Theft of lead, copper or other metal from the roof is covered up to \u00a37,500 in any period of insurance, '
          'provided a roof alarm or anti-climb paint has been fitted.', 'How much is covered for stolen roof lead?'),
    ('H', 'PART II \u2014 CONTENTS', 10, False),
    ('C', 'II.1', 'II.1', 'We insure contents belonging to the organisation, or for which it is responsible, while in the hall.', None),
    ('C', 'II.2', 'II.2', 'Contents are also covered while temporarily removed to a fete, show or other event the organisation runs, '
          'anywhere in the United Kingdom, up to \u00a32,500.', 'Are chairs taken to the summer fete covered?'),
    ('S', '(a)', 'II.2(a)', 'Contents in an unattended vehicle are covered only if the vehicle was locked and the items were out of sight '
          'in a closed boot.', None),
    ('C', 'II.3', 'II.3', 'Property of hirers is not covered unless the schedule shows the hirers\u2019 property extension.', 'Is the playgroup\u2019s own equipment covered under the hall policy?'),
    ('H', 'PART III \u2014 LOSS OF INCOME', 10, False),
    ('C', 'III.1', 'III.1', 'If damage covered under Part I or Part II stops the hall being used, we will pay the hire income lost and '
          'the extra cost of hiring other premises, for up to 12 months.', 'Do we pay for hiring a temporary venue while the hall is repaired?'),
    ('C', 'III.2', 'III.2', 'Lost income is worked out from the bookings diary and hire receipts for the 12 months before the damage.', None),
    ('H', 'PART IV \u2014 MONEY AND ASSAULT', 10, False),
    ('C', 'IV.1', 'IV.1', 'We insure money against loss, up to the limits in the summary of limits below.', None),
    ('C', 'IV.2', 'IV.2', 'Money kept in the hall overnight must be in a locked safe; money in a locked cash tin is covered up to '
          '\u00a3250 only.', 'How much cash in a tin left in the hall is covered?'),
    ('C', 'IV.3', 'IV.3', 'Money in the home of a volunteer is covered up to \u00a3500, if it is kept in a locked drawer or cupboard.', None),
    ('C', 'IV.4', 'IV.4', 'If a volunteer is injured in a robbery or attempted robbery while carrying money for the organisation, we '
          'will pay \u00a315,000 for death or permanent disablement and \u00a3150 a week for up to 52 weeks of temporary disablement.', 'What is paid each week if a treasurer is hurt in a mugging while banking takings?'),
    ('T', 'Summary of limits', ['Cover', 'Limit', 'Conditions'],
     [['Money in transit', '\u00a33,000', 'Two volunteers over \u00a31,500'],
      ['Money in a locked safe', '\u00a32,000', 'Safe bolted to floor or wall'],
      ['Money at an event', '\u00a31,000', 'While a volunteer is present'],
      ['Money in a volunteer\u2019s home', '\u00a3500', 'Locked drawer or cupboard,\nsee Endorsement L9']],
     [180, 80, 236], ['l', 'r', 'l'], 'rows',
     ['How many volunteers must carry the takings to the bank?', 'What is the limit for cash in the safe?',
      'How much money is covered at a coffee morning?', None]),
    ('H', 'PART V \u2014 LIABILITY', 10, False),
    ('C', 'V.1', 'V.1', 'We cover the organisation\u2019s legal liability for injury and damage to property arising from its activities and '
          'from the ownership of the hall, up to \u00a35,000,000 any one event.', 'What is the public liability limit for the hall?'),
    ('C', 'V.2', 'V.2', 'Volunteers are covered as if they were employees for injury they suffer while helping the organisation, '
          'up to \u00a310,000,000 any one event.', None),
    ('C', 'V.3', 'V.3', 'We do not cover liability of a hirer unless the hirer is a small private party or a club of fewer than 50 '
          'members, and has no liability insurance of its own.', 'Does the hall policy cover a hirer\u2019s liability for a child\u2019s birthday party?'),
    ('H', 'PART VI \u2014 CONDITIONS', 10, False),
    ('C', 'VI.1', 'VI.1', 'The trustees must keep a bookings diary and an inventory of contents and give us copies after a loss.', None),
    ('C', 'VI.2', 'VI.2', 'Electrical wiring must be inspected by a qualified electrician at least every five years, and portable '
          'appliances tested every year.', 'How often must portable appliances in the hall be tested?'),
    ('C', 'VI.3', 'VI.3', 'Cooking on open flames or deep fat frying by hirers is not allowed unless the kitchen has a fire blanket and '
          'a wet chemical extinguisher.', 'Can hirers deep fry in the kitchen?'),
    ('C', 'VI.4', 'VI.4', 'The excess in the schedule applies to each claim, except under Part IV.4 and Part V, where no excess applies.', 'Is there an excess on a liability claim?'),
]
render(LY, lambda N: Flow(os.path.join(DOC, LY), A4, ('DejaVuSerifCondensed', 'DejaVuSerifCondensed-Bold', 'DejaVuSerifCondensed-Italic'),
                          9, 12, (52, 52, 52, 46), ly_hf, False, N, 'Community Hall and Charity Combined Policy'), ly_spec, 'ownline', True)

LYE = 'lychgate-endorsement-L9-LCH-5520318.pdf'
def lye_hf(c, n, N):
    c.setFont('DejaVuSerif', 7); c.drawString(52, 28, 'Endorsement L9 \u00b7 attaching to policy LCH-5520318 \u00b7 effective 01/09/2026')
lye_spec = [
    ('H', 'ENDORSEMENT L9 \u2014 MONEY IN A VOLUNTEER\u2019S HOME', 12, False),
    ('P', 'Policyholder: The Trustees of Hollin Green Village Hall (registered charity 1187342). This endorsement forms part of policy '
          'LCH-5520318 and replaces Clause IV.3 of the policy wording.', 'Which clause of the hall wording does endorsement L9 replace?'),
    ('C', 'L9.1', 'L9.1', 'Money in the home of the treasurer or the bookings secretary named below is covered up to \u00a31,200, if it '
          'is kept in a locked safe or a locked steel cash box inside a locked cupboard.', 'How much cash can the treasurer keep at home under the endorsement?'),
    ('C', 'L9.2', 'L9.2', 'Money in the home of any other volunteer remains covered up to \u00a3500, as in the original Clause IV.3.', None),
    ('C', 'L9.3', 'L9.3', 'Named volunteers: Mrs Hazel Ormerod (treasurer), 6 Brook Terrace, Hollin Green; Mr Tunde Akinola (bookings '
          'secretary), 19 Sexton Lane, Hollin Green.', 'Who is the hall\u2019s bookings secretary?'),
    ('C', 'L9.4', 'L9.4', 'All other terms of the policy are unchanged. Additional premium: \u00a318.00.', None),
]
render(LYE, lambda N: Flow(os.path.join(DOC, LYE), A4, ('DejaVuSerif', 'DejaVuSerif-Bold', 'DejaVuSerif-Italic'), 9.5, 13,
                           (52, 52, 60, 48), lye_hf, True, N, 'Endorsement L9'), lye_spec, 'inline', True)

# claim file, house style C (TXT, LF)
LYN = 'lychgate-claim-notes-LCC-26-1406.txt'
lyn = [
    ('(1)', '23.11.26 at 09.20, Ruth Okafor, Charity Claims Team:',
     'Call from Hazel Ormerod, treasurer, Hollin Green Village Hall. Hollin Beck overtopped Sat 21.11 overnight, 15 cm of water in '
     'main hall and kitchen. Hall shut. Three bookings this week cancelled. Sent claim pack and asked for the bookings diary.',
     'When did the village hall flood and how deep was the water?'),
    ('(2)', '23.11.26 at 14.05, Ruth Okafor, Charity Claims Team:',
     'Appointed Beckside Loss Assessors (Colm Reddan) to visit. Mrs Ormerod also says the cash tin from the Saturday jumble sale, '
     '\u00a3410, was in the kitchen and is soaked but recovered. No money loss.', 'Was any money lost in the flood?'),
    ('(3)', '26.11.26 at 11.30, Colm Reddan, Beckside Loss Assessors:',
     'Visited. Floor screed and timber skirting saturated, dehumidifiers in. Kitchen units and fridge beyond repair. Inventory of '
     'damaged contents agreed with trustees (scan on file). Drying 4-6 weeks. Suggest Hollin Green Methodist schoolroom as '
     'temporary venue, \u00a345 a session.', 'How long will the drying take and what temporary venue was suggested?'),
    ('(4)', '27.11.26 at 10.10, Ruth Okafor, Charity Claims Team:',
     'Cover confirmed under Parts I and II (flood is an accidental cause, hall in weekly use so I.2 does not bite). Excess \u00a3250 '
     'per schedule. Loss of income under III.1 agreed in principle; need 12 months of hire receipts per III.2.', 'Did the handler confirm cover for the flood, and what is outstanding for loss of income?'),
    ('(5)', '30.11.26 at 16.45, Ruth Okafor, Charity Claims Team:',
     'Trustees asked if the toddler group\u2019s toys and the Brownies\u2019 cupboard contents are covered. No \u2014 II.3, hirers\u2019 '
     'property extension not on schedule. Told Mrs Ormerod to ask the groups to claim on their own insurance.', 'Are the Brownies\u2019 things covered?'),
    ('(6)', '01.12.26 at 12.00, Ruth Okafor, Charity Claims Team:',
     'Interim payment \u00a33,000 authorised for kitchen replacement and schoolroom hire, paid to the hall account. Awaiting PAT '
     'certificate before reconnecting appliances (VI.2).', 'How much was paid on account to the hall?'),
]
with open(os.path.join(DOC, LYN), 'w', encoding='utf-8', newline='\n') as fh:
    fh.write('Lychgate Community Insurance plc \u2014 Claim notes LCC-26-1406\nHollin Green Village Hall, policy LCH-5520318\n\n')
    for lab, head, body, q in lyn:
        fh.write(lab + ' ' + head + '\n' + '\n'.join(textwrap.wrap(body, 70)) + '\n\n')
        key(LYN, 1, 'file_note_entry', 'Claim notes LCC-26-1406', None, lab, head + ' ' + body, q=q)

# scan 4: damaged contents inventory, fully ruled grid, multi-line cells
LYSC = 'scan-hollin-green-hall-flood-inventory-LCC-26-1406.png'
inv_rows = [['1', 'Stacking chairs, beech,\nupholstered seats', '40', 'Write off', '1,560.00'],
            ['2', 'Folding trestle tables', '12', 'Clean and dry', '96.00'],
            ['3', 'Kitchen base units and\nworktop, 4.2 m run', '1', 'Write off', '3,850.00'],
            ['4', 'Commercial fridge, double\ndoor (Frostline FD2)', '1', 'Write off', '1,120.00'],
            ['5', 'Upright piano (Bentley,\n1962), keys and action', '1', 'Repair', '680.00'],
            ['6', 'Stage curtains, velvet', '2', 'Specialist clean', '340.00']]
scan(os.path.join(DOC, LYSC), 'DejaVuSerif', ['Beckside Loss Assessors', 'Mill House, Hollin Bridge  \u00b7  01632 960615',
     'INVENTORY OF DAMAGED CONTENTS \u2014 Hollin Green Village Hall', 'Claim LCC-26-1406   Flood of 21/11/2026   Agreed with trustees 26/11/2026'],
     ['No.', 'Item', 'Qty', 'Treatment', 'Claimed \u00a3'], inv_rows, [14, 66, 14, 36, 30], ['l', 'l', 'r', 'l', 'r'], 'grid',
     ['Total claimed 7,646.00 before excess of 250.00', 'Signed for the trustees: H. Ormerod'], -0.6, 504, edge='right')
inv_q = ['How many chairs were written off and at what cost?', None, 'What was claimed for the kitchen units?',
         'Is the fridge being repaired or replaced?', 'What is happening to the piano?', 'How are the stage curtains being dealt with?']
for r, q in zip(inv_rows, inv_q):
    cells = [c.replace('\n', ' ') for c in r]
    key(LYSC, 1, 'table_row', 'INVENTORY OF DAMAGED CONTENTS \u2014 Hollin Green Village Hall', None, None, ' '.join(cells), table=cells,
        scanned=True, q=q)

# ================================================================== write key and questions
with open(os.path.join(HERE, 'answer_key.jsonl'), 'w', encoding='utf-8') as fh:
    for i, k in enumerate(KEYS):
        k['id'] = 'K%03d' % (i + 1); fh.write(json.dumps(k, ensure_ascii=False) + '\n')
with open(os.path.join(HERE, 'questions.jsonl'), 'w', encoding='utf-8') as fh:
    for i, (ki, q) in enumerate(QS):
        fh.write(json.dumps({'id': 'Q%03d' % (i + 1), 'question': q, 'answer': KEYS[ki]['id']}, ensure_ascii=False) + '\n')
print(len(KEYS), 'keys', len(QS), 'questions', len(os.listdir(DOC)), 'documents')
