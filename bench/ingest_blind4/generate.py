"""Generate the fourth blind ingest corpus for Vouch (deterministic).

Run:  .venv/bin/python generate.py      (from this folder, or with any working directory)
Writes documents/, answer_key.jsonl and questions.jsonl next to this file.
"""
import os, sys, json, shutil, tempfile, datetime, io, textwrap
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine import Flow, fixed_zip, scan_page, save_png, save_image_pdf, DV
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.lib.units import mm

DOCS = os.path.join(HERE, 'documents')
KEYS, CUR = [], {'file': None}

def K(kind, heading, clause=None, text=None, q=None, entry=None, table=None, scanned=False):
    k = dict(id=None, file=CUR['file'], page=None, kind=kind, heading=heading, clause=clause, entry=entry,
             text=text, table=table, scanned=scanned, ends_on_page=None)
    k['_q'] = [q] if isinstance(q, str) else (q or [])
    KEYS.append(k)
    return k

def start(name):
    CUR['file'] = 'documents/' + name
    return os.path.join(DOCS, name)

def rowkeys(heading, rows, qs, scanned=False):
    out = []
    for r, q in zip(rows, qs):
        cells = [c.replace('\n', ' ') for c in r]
        out.append(K('table_row', heading, None, text=' '.join(c for c in cells if c), table=cells, q=q, scanned=scanned))
    return out

def docx_props(d, author, title, version, revision, created, modified, subject):
    cp = d.core_properties
    cp.author = author; cp.title = title; cp.version = version
    cp.revision = revision; cp.last_modified_by = author; cp.subject = subject
    cp.created = created; cp.modified = modified; cp.last_printed = modified

# ============================================================ 1. Oxleaze farm policy wording (PDF, A4, 2 columns, DejaVu Serif)
def oxleaze_wording():
    path = start('oxleaze-farmguard-policy-wording-OX-FG-26.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('DVSerif-I', 7.5)
        c.drawCentredString(W / 2, Hh - 12 * mm, 'Oxleaze Rural Insurance Ltd – Farmguard Policy Wording')
        c.setFont('DVSerif', 7)
        c.drawString(18 * mm, 10 * mm, 'OX-FG-26')
        c.drawRightString(W - 18 * mm, 10 * mm, 'Page %d' % n)
        c.drawCentredString(W / 2, 10 * mm, 'Oxleaze Rural Insurance Ltd is authorised by the Prudential Regulation Authority')
    def banner(c):
        c.setFont('DVSerif-B', 16); c.drawString(18 * mm, Hh - 25 * mm, 'FARMGUARD')
        c.setFont('DVSerif', 9.5); c.drawString(18 * mm, Hh - 30.5 * mm, 'Combined farm insurance · policy wording OX-FG-26 · edition April 2026')
        c.setLineWidth(1.2); c.line(18 * mm, Hh - 33 * mm, W - 18 * mm, Hh - 33 * mm)
    f = Flow(path, A4, (18 * mm, 18 * mm, 17 * mm, 17 * mm), 'DVSerif', 'DVSerif-B', 7.9, 10.3, cols=2, gutter=6 * mm,
             hf=hf, hf_first=False, banner=banner, banner_h=19 * mm, title='Farmguard policy wording OX-FG-26',
             author='Oxleaze Rural Insurance Ltd')
    f.heading('About this policy', before=0)
    f.para('This wording, the Schedule and any endorsements form one contract between the Insured and Oxleaze Rural Insurance Ltd. A Section only applies where the Schedule says it is insured. Words defined in the Interpretation have the same meaning wherever they appear.')
    H = 'Interpretation'
    f.heading(H)
    defs = [
        ('Farm Buildings:', 'barns, sheds, silos, stables, greenhouses and other outbuildings at the Farm Premises used for the Business, including their fixed services, gates and fences, but not the farmhouse or any let cottage.', 'Is a let cottage on the farm part of the insured farm buildings?'),
        ('Farm Premises:', 'the land and buildings named in the Schedule that are farmed by the Insured, whether owned, rented or occupied under a grazing licence.', 'Does land grazed under licence count as part of the insured premises?'),
        ('Livestock:', 'cattle, sheep, pigs, goats, horses and poultry owned by the Insured or in the Insured\'s care, custody or control, kept for the Business.', 'Are animals kept for someone else covered as livestock?'),
        ('Produce:', 'harvested crops, hay, straw, silage, fodder, seed, fertiliser and feedstuffs, whether grown on the Farm Premises or bought in.', 'Does bought-in feed count as produce?'),
        ('Dog:', 'any dog, including one belonging to the Insured or to a member of the Insured\'s household or staff, unless a Memorandum says otherwise.', None),
        ('Valuation Date:', 'the date at the start of each Period of Insurance on which the Insured declares the numbers and values of Livestock, as shown in the Schedule.', 'What date are the livestock numbers declared at?'),
    ]
    for term, body, q in defs:
        f.para(body, term=term, key=K('definition', H, None, q=q), after=2)
    def sec(title):
        f.heading(title, size=9.2, before=7)
        return title
    def cl(hd, num, body, q=None, sub=None, key=True):
        f.para(body, label=num, hang=9 * mm, key=K('clause', hd, num, q=q) if key else None, label_font='DVSerif')
        for lab, txt, qq in (sub or []):
            f.para(txt, label='(%s)' % lab, indent=9 * mm, hang=5.5 * mm, key=K('clause', hd, '%s(%s)' % (num, lab), q=qq), after=1.5, label_font='DVSerif')
    S = sec('SECTION 1 – FARM BUILDINGS')
    cl(S, '1.01', 'The Insurer will pay for loss of or damage to Farm Buildings caused by fire, lightning, explosion, storm, flood, escape of water, impact, malicious damage or theft, up to the sum insured for each building shown in the Schedule.',
       'Which perils are covered for the barns under the farm policy?')
    cl(S, '1.02', 'The Insurer will not pay for:', None, [
        ('a', 'damage by storm or flood to gates, hedges or fences, unless the building they belong to is damaged by the same event;', 'Is a gate blown down in a gale covered if the shed next to it is untouched?'),
        ('b', 'damage to polytunnels or their covers by storm, frost or snow;', 'Are storm-torn polytunnel covers covered?'),
        ('c', 'loss by theft from any building that is not securely locked, unless there are visible signs of forced entry;', 'What must there be if a theft happens from an unlocked shed?'),
        ('d', 'damage by subsidence, unless the Schedule shows Section 1 extended to include it.', None)], key=False)
    cl(S, '1.03', 'Where a Farm Building is damaged, the Insurer will pay the cost of repair or reinstatement to a condition equal to but not better than when new, provided the work is carried out without unreasonable delay. If the Insured decides not to reinstate, the Insurer will pay no more than the market value of the building immediately before the damage.',
       'What do we pay for a damaged barn if the farmer decides not to rebuild it?')
    cl(S, '1.04', 'The sum insured for each Farm Building includes up to 10% of that sum for the cost of removing debris and for architects\' and surveyors\' fees necessarily incurred in reinstating it.',
       'How much of the building sum insured is available for debris removal and surveyors\' fees?')
    S = sec('SECTION 2 – FARM CONTENTS AND PRODUCE')
    cl(S, '2.01', 'The Insurer will pay for loss of or damage to machinery, tools, equipment and Produce at the Farm Premises, or elsewhere in the United Kingdom while temporarily removed, caused by any of the perils listed in clause 1.01.',
       'Is farm machinery covered when it is taken to another farm in the UK?')
    cl(S, '2.02', 'Produce is valued at the market price on the date of the damage, less any costs of harvesting, storing or transporting it which the Insured has not incurred.',
       'How is damaged silage valued?')
    cl(S, '2.03', 'The Insurer will pay up to £5,000 for any one loss for spontaneous heating of hay or straw, but not for the hay or straw that heats itself.',
       'If a hay stack heats and catches fire, is the stack itself paid for?')
    S = sec('SECTION 3 – LIVESTOCK')
    cl(S, '3.01', 'The Insurer will pay for the death of Livestock, or its slaughter on the instructions of a veterinary surgeon to end suffering, caused by fire, lightning, explosion, electrocution, flood, collision with a vehicle, theft or attack by a Dog, while on the Farm Premises or in transit between them.',
       'Does the livestock section pay when the vet says an injured animal must be put down?')
    cl(S, '3.02', 'Each animal is valued at its market value at the time of death, but not more than the maximum value per head for its class shown in the Schedule. The Insurer will deduct any salvage value of the carcass.',
       'What is the most we pay for a single animal that dies?')
    cl(S, '3.03', 'In addition the Insurer will pay reasonable veterinary fees for treating Livestock injured by a peril in clause 3.01, up to £250 for each animal and £3,000 for any one event.',
       'What vet fees are paid for sheep injured in a dog attack?')
    cl(S, '3.04', 'If on the Valuation Date the number of animals in a class is more than the number declared, the Insurer will pay only that proportion of any claim for that class which the number declared bears to the number actually kept.',
       'What happens to a livestock claim if the farmer had more sheep than he declared?')
    f.heading('MEMORANDA applying to Section 3', size=9.2, before=6)
    MEM = [
        ('1', 'Worrying by dogs', 'Death or injury caused by worrying by a Dog is covered only if it is reported to the police within 48 hours of its discovery and the Insured has taken all reasonable steps to identify the owner of the Dog.', 'How quickly must sheep worrying be reported to the police?'),
        ('2', 'Electrocution', 'Electrocution is covered only where it results from lightning or from a fault in the fixed electrical installation, and not from electric fencing.', 'Is a heifer killed by an electric fence covered?'),
        ('3', 'Straying', 'The Insurer will not pay for Livestock that strays from the Farm Premises and is not recovered, unless it is stolen and the theft is reported to the police.', None),
        ('4', 'Disease', 'The Insurer will not pay for death caused by disease, or for slaughter ordered by a government authority, including under the Animal Health Act 1981.', 'Is a cow slaughtered on government orders because of TB covered?'),
    ]
    for n, title, body, q in MEM:
        hd = 'Memorandum %s – %s' % (n, title)
        f.para(body, runin=hd + '.', key=K('clause', hd, 'Memorandum ' + n, q=q), after=2.5)
    S = sec('SECTION 4 – FARMERS\' LIABILITY')
    cl(S, '4.01', 'The Insurer will indemnify the Insured against legal liability for damages in respect of accidental bodily injury to any person, or accidental loss of or damage to property, happening during the Period of Insurance in connection with the Business, up to the limit of indemnity in the Schedule for any one occurrence.',
       'On what basis does the farm liability limit apply?')
    cl(S, '4.02', 'This Section does not cover liability:', None, [
        ('a', 'for bodily injury to any employee of the Insured arising out of their employment, which is insured under Section 5;', None),
        ('b', 'arising from the spraying of crops from the air or from spraying any land not farmed by the Insured;', 'Is there liability cover if the farmer sprays a neighbour\'s field as a favour?'),
        ('c', 'arising from any motor vehicle for which insurance is required by road traffic law;', 'Does the farm liability section cover an accident caused by the farm pick-up on the road?'),
        ('d', 'arising from contracting work for others where the income from it exceeds £15,000 in the Period of Insurance, unless declared.', 'How much contracting income can be earned before it must be declared?')], key=False)
    cl(S, '4.03', 'Cover includes liability arising from Livestock straying onto a highway, provided the Insured has kept fences, hedges and gates in a reasonable state of repair.',
       'Is the farmer covered if his cattle get onto the road and cause a crash?')
    f.heading('GENERAL CONDITIONS', size=9.2, before=7)
    GC = [
        ('GC 1', 'Reasonable precautions', 'The Insured must take all reasonable precautions to prevent loss, damage or injury and keep the Farm Premises, machinery and fences in a good state of repair.', None),
        ('GC 2', 'Fire extinguishers', 'Every building used for storing Produce or housing machinery must have at least one fire extinguisher which is serviced every 12 months.', 'How often must the barn fire extinguishers be serviced?'),
        ('GC 3', 'Stock records', 'The Insured must keep a record of Livestock, including ear tag numbers and movements, as required by law, and produce it to the Insurer on request. A claim for Livestock will not be paid until the record has been produced.', 'Can we hold a livestock claim until the farmer shows his flock register?'),
        ('GC 4', 'Notification of claims', 'The Insured must tell the Insurer as soon as reasonably possible and in any case within 14 days of any event that may give rise to a claim, and report any theft or malicious damage to the police immediately.', 'What is the time limit for telling us about a farm claim?'),
        ('GC 5', 'Carcasses', 'The Insured must not dispose of any carcass without the Insurer\'s consent unless required to do so by law, in which case the Insured must keep a record of the animal\'s ear tag and obtain a collection note.', 'Can the farmer get rid of the dead ewes before we see them?'),
        ('GC 6', 'Arbitration', 'If the Insurer accepts liability, any dispute over the amount to be paid will be referred to an arbitrator appointed jointly by the parties, or by the President of the Central Association of Agricultural Valuers if they cannot agree.', 'Who appoints the arbitrator if we cannot agree on one in a farm claim?'),
    ]
    for code, title, body, q in GC:
        hd = code + ' ' + title
        f.heading(hd, size=8.4, before=3, after=1, keep=1)
        f.para(body, key=K('clause', hd, code, q=q), after=2)
    return f.save()

# ============================================================ 2. Oxleaze farm schedule (DOCX, headings, merged header cells, endorsements as Heading 2)
def oxleaze_schedule():
    import docx
    from docx.shared import Pt
    path = start('oxleaze-farmguard-schedule-OXF-448120.docx')
    d = docx.Document()
    st = d.styles['Normal']; st.font.name = 'Georgia'; st.font.size = Pt(10)
    d.add_paragraph('Farmguard Schedule', style='Title')
    d.add_paragraph('Oxleaze Rural Insurance Ltd · Policy OXF-448120 · issued 24 March 2026 · replaces all earlier schedules')
    d.add_heading('Part A – The Insured', level=1)
    for s in ['Insured: G. and E. Pryce, trading in partnership as Lower Hollins Farm', 'Farm Premises: Lower Hollins Farm, Brackwater, Hensworth HW7 3QP, and 38 acres of grazing at Tolley Bank under licence',
              'Business: mixed livestock farming (sheep and suckler cattle) with hedge cutting and baling for neighbours', 'Period of Insurance: 1 April 2026 to 31 March 2027', 'Wording: OX-FG-26 (April 2026)']:
        d.add_paragraph(s)
    d.add_heading('Part B – Farm Buildings and Contents', level=1)
    T1 = 'Table 1 – Farm Buildings'
    d.add_paragraph().add_run(T1).bold = True
    t = d.add_table(rows=2, cols=5); t.style = 'Table Grid'
    t.cell(0, 0).merge(t.cell(1, 0)).text = 'No.'
    t.cell(0, 1).merge(t.cell(1, 1)).text = 'Building'
    t.cell(0, 2).merge(t.cell(1, 2)).text = 'Construction'
    t.cell(0, 3).merge(t.cell(0, 4)).text = 'Sum insured £'
    t.cell(1, 3).text = 'Building'; t.cell(1, 4).text = 'Contents'
    rows = [('B1', 'Six-bay general purpose shed', 'Steel frame, fibre cement roof', '145,000', '60,000'),
            ('B2', 'Lambing shed', 'Timber frame, box profile sheeting', '72,000', '8,500'),
            ('B3', 'Stone threshing barn (listed grade II)', 'Stone and slate', '310,000', '4,000'),
            ('B4', 'Hay and straw Dutch barn', 'Steel frame, open sided', '38,000', '22,000'),
            ('B5', 'Workshop and fuel store', 'Block and steel sheet', '41,000', '35,000')]
    qs = ['What is the lambing shed insured for at Lower Hollins?', 'How is the listed barn built, and what is it insured for?', None,
          'What is the contents sum insured for the Dutch barn?', 'What are the contents of the workshop insured for?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
        K('table_row', T1, None, text=' '.join(r), table=list(r), q=q)
    d.add_heading('Part C – Livestock', level=1)
    T2 = 'Table 2 – Livestock'
    d.add_paragraph().add_run(T2).bold = True
    t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
    t.cell(0, 0).merge(t.cell(1, 0)).text = 'Class'
    t.cell(0, 1).merge(t.cell(0, 2)).text = 'Declared at Valuation Date 1 April 2026'
    t.cell(1, 1).text = 'Number'; t.cell(1, 2).text = 'Maximum value per head'
    t.cell(0, 3).merge(t.cell(1, 3)).text = 'Sum insured'
    rows = [('Breeding ewes', '420', '£200', '£84,000'), ('Rams', '12', '£600', '£7,200'),
            ('Ewe lambs and hoggs', '150', '£110', '£16,500'), ('Suckler cows', '60', '£1,600', '£96,000'),
            ('Stock bulls', '2', '£4,500', '£9,000'), ('Store cattle', '45', '£1,100', '£49,500')]
    qs = ['What is the total sum insured for the breeding ewes on the farm schedule?', 'What is the sum insured for the rams on the farm schedule?', 'What is the most we pay for one ewe lamb?',
          'How many suckler cows are on the farm schedule?', 'What are the stock bulls insured for each?', None]
    for r, q in zip(rows, qs):
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
        K('table_row', T2, None, text=' '.join(r), table=list(r), q=q)
    d.add_heading('Part D – Limits and excesses', level=1)
    T3 = 'Table 3 – Limits and excesses'
    d.add_paragraph().add_run(T3).bold = True
    t = d.add_table(rows=1, cols=3); t.style = 'Table Grid'
    for i, h in enumerate(['Section', 'Limit', 'Excess']):
        t.rows[0].cells[i].text = h
    rows = [('Section 1 – Farm Buildings', 'As Table 1', '£500 each claim'), ('Section 2 – Farm Contents and Produce', 'As Table 1; Produce £40,000', '£250 each claim'),
            ('Section 3 – Livestock', 'As Table 2', '£100 each claim'), ('Section 4 – Farmers\' Liability', '£5,000,000 any one occurrence', '£250 property damage only'),
            ('Section 5 – Employers\' Liability', '£10,000,000 any one occurrence', 'Nil')]
    qs = ['What excess applies to a claim for storm damage to a farm building?', 'What is the produce limit on the Pryce farm policy?', 'What is the normal livestock excess?',
          'What is the public liability limit on the farm policy, and is there an excess for injury claims?', 'Is there an excess on an employers\' liability claim?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
        K('table_row', T3, None, text=' '.join(r), table=list(r), q=q)
    d.add_heading('Part E – Endorsements', level=1)
    def end(code, title, body, q):
        d.add_heading(code + ' ' + title, level=2); d.add_paragraph(body)
        K('clause', code + ' ' + title, code, text=body, q=q)
    end('OX07', 'Subsidence', 'Section 1 is extended to include damage to Farm Buildings B1, B2 and B5 caused by subsidence, heave or landslip, subject to an excess of £1,000 for each claim. Building B3 is not included.',
        'Is the listed threshing barn covered for subsidence?')
    end('OX12', 'Sheep worrying excess', 'The excess under Section 3 for death or injury caused by worrying by a Dog is £250 for each event, instead of the excess shown in Table 3.',
        'Which endorsement changes the livestock excess for dog attacks, and to what?')
    end('OX21', 'Contracting work declared', 'The Insured has declared income from hedge cutting and baling for others of £28,000 for the Period of Insurance. Clause 4.02(d) does not apply to this work, but cover does not extend to any contracting work using machinery hired in without an operator.',
        'Is the Pryces\' hedge cutting for neighbours covered under the liability section?')
    end('OX30', 'Roof-mounted solar panels', 'The solar panels on Building B1 are included in its sum insured. The Insurer will not pay for loss of income from the feed-in tariff or export payments while the panels are out of action.',
        'Do we pay for the lost export payments while the shed\'s solar panels are broken?')
    d.add_heading('Part F – Premium', level=1)
    p = 'Annual premium £6,214.50 including Insurance Premium Tax, payable by ten monthly instalments of £621.45 from April 2026. Broker: Wendover Agricultural Insurance Services, Hensworth (01632 960527).'
    d.add_paragraph(p); K('paragraph', 'Part F – Premium', None, text=p, q='How much is each monthly instalment on the farm policy?')
    docx_props(d, 'Oxleaze Rural', 'Farmguard schedule OXF-448120', '3', 3, datetime.datetime(2026, 3, 20, 9, 30, 0),
               datetime.datetime(2026, 3, 24, 14, 0, 0), 'Schedule')
    buf = io.BytesIO(); d.save(buf); fixed_zip(buf.getvalue(), path)

# ============================================================ 3. Oxleaze claim file notes (Markdown, "**N-3** · date, time · author")
def oxleaze_notes():
    path = start('oxleaze-claim-file-ORC-26-2290.md')
    HD = 'File notes – claim ORC-26-2290'
    entries = [
        ('14 Oct 2026, 11:20', 'Jo Pryor, rural claims', 'Mr Gareth Pryce phoned. Found dead and injured sheep in Long Meadow at about 07:10 this morning; two loose dogs were seen on the lane late last night. Reported to the police at 09:30, ref. HW-26-118842. Told him to keep the carcasses until the vet has examined them and to keep his flock register ready.',
         'When did Mr Pryce report the sheep attack to the police?'),
        ('14 Oct 2026, 16:45', 'Jo Pryor, rural claims', 'Hensworth Farm Vets (Ms Ruth Akintola MRCVS) attended at 12:30. Three ewes had to be put down on welfare grounds; six ewes injured and being treated. Vet will send a schedule of the dead animals. Memorandum 1 satisfied: police told within 48 hours of discovery.',
         'How many ewes did the vet put down at Lower Hollins?'),
        ('16 Oct 2026, 10:05', 'Jo Pryor, rural claims', 'Vet schedule received (scanned to file): 17 head dead in total, 16 sheep from the flock plus one Texel tup, valued at £3,335.00. Police have traced the dogs to a house on Tolley Lane; the owner has admitted they got out. Details passed to recoveries.',
         'Has the owner of the dogs been found?'),
        ('19 Oct 2026, 14:30', 'Jo Pryor, rural claims', 'Flock register checked (GC 3). On the Valuation Date there were 418 breeding ewes against 420 declared, so no reduction under clause 3.04. The tup was valued by the vet at £650 but the Schedule maximum for rams is £600, so £600 allowed.',
         'Why was the tup paid at less than the vet\'s valuation?'),
        ('22 Oct 2026, 09:15', 'Jo Pryor, rural claims', 'Vet invoice for treating the six injured ewes: £612.00, under £250 per head and within the £3,000 event limit in clause 3.03. Carcasses collected by Brackwater Fallen Stock on 15 October; collection note with ear tags on file (GC 5).',
         'How much were the vet fees for the injured ewes?'),
        ('23 Oct 2026, 12:00', 'Simon Ashdown, claims team leader', 'Approved: livestock £3,285.00 (vet schedule £3,335.00 less £50 over the ram maximum) plus vet fees £612.00, less the £250 sheep worrying excess under OX12. Total £3,647.00 to be paid to the partnership account.',
         'What was the total settlement for the sheep worrying claim?'),
        ('30 Oct 2026, 15:40', 'Jo Pryor, rural claims', 'Recovery letter sent to the dog owner, Mr Keith Varley, for £3,897.00 (our outlay plus the insured\'s excess). He has household insurance with another insurer and has passed the letter on to them.',
         'How much are we trying to recover from the dog owner?'),
    ]
    out = ['# ' + HD, '', 'Policy OXF-448120 · G. and E. Pryce, Lower Hollins Farm · Section 3 – Livestock (worrying by dogs)', '']
    for i, (when, who, body, q) in enumerate(entries, 1):
        out.append('**N-%d** · %s · %s' % (i, when, who))
        out += textwrap.wrap(body, 88, break_on_hyphens=False, break_long_words=False)
        out.append('')
        K('file_note_entry', HD, None, text='%s · %s %s' % (when, who, body), q=q, entry='N-%d' % i)
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(out))

# ============================================================ 4. Oxleaze scan: vet's schedule of dead animals (PNG, rules between rows, merged header)
def oxleaze_scan(tmp):
    path = start('scan-hensworth-vets-schedule-ORC-26-2290.png')
    H = 'Schedule of sheep dead or destroyed'
    rows = [['1', 'Texel cross ewes', '2-3 yrs', 'Dead at scene', '5', '190.00', '950.00'],
            ['2', 'Texel cross ewes', '4-5 yrs', 'Dead at scene', '4', '165.00', '660.00'],
            ['3', 'Mule ewes', '2 yrs', 'Dead at scene', '2', '180.00', '360.00'],
            ['4', 'Mule ewes', '3 yrs', 'Destroyed on welfare grounds', '3', '175.00', '525.00'],
            ['5', 'Ewe lambs', '7 months', 'Dead at scene', '2', '95.00', '190.00'],
            ['6', 'Texel tup', '4 yrs', 'Dead at scene', '1', '650.00', '650.00'],
            ['', 'Total', '', '', '17', '', '3,335.00']]
    qs = ['How many of the younger Texel cross ewes were found dead?', 'What value did the vet put on each older Texel cross ewe?',
          'How old were the Mule ewes found dead in the field?', 'What was the total value of the ewes destroyed by the vet?',
          'What were the dead ewe lambs valued at each?', 'What value did the vet give the dead tup?', 'How many sheep died in total according to the vet?']
    rowkeys(H, rows, qs, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSans.ttf', bold=DV + 'DejaVuSans-Bold.ttf', size=29, x0=100, pad=15,
        titles=[('HENSWORTH FARM VETS', True, 40), ('Market Street, Hensworth HW7 1AA  ·  01632 960314', False, 25),
                ('Client: G. & E. Pryce, Lower Hollins Farm   Visit: 14/10/2026 12:30', False, 26), (H, True, 31)],
        header=['No.', 'Class', 'Age', 'Outcome', 'Head', 'Each', 'Total'], group=[('', 5), ('Value £', 2)], rows=rows,
        widths=[70, 330, 170, 450, 100, 150, 170], aligns=['L', 'L', 'L', 'L', 'R', 'R', 'R'], style='rows', angle=-0.35, blur=0.75,
        seed=41, edge='right',
        footer=[('Carcass salvage value: nil.  Six further ewes injured and under treatment.', False, 25),
                ('Signed: R. Akintola MRCVS', False, 25)]))
    save_png(img, path)

# ============================================================ 5. Cindermill contractors' plant and tools wording (PDF, A4, 1 column, Times)
def cindermill_wording():
    path = start('cindermill-contractors-plant-and-tools-wording-CPT-2026.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('Times-Roman', 8)
        c.drawString(22 * mm, Hh - 13 * mm, 'Cindermill Plant Insurance Ltd')
        c.drawRightString(W - 22 * mm, Hh - 13 * mm, "Contractors' Plant and Tools · CPT/2026")
        c.setLineWidth(0.4); c.line(22 * mm, Hh - 14.5 * mm, W - 22 * mm, Hh - 14.5 * mm)
        c.drawCentredString(W / 2, 11 * mm, '%d of %d' % (n, N))
    f = Flow(path, A4, (22 * mm, 22 * mm, 22 * mm, 20 * mm), 'Times-Roman', 'Times-Bold', 10, 12.6, hf=hf, hf_first=True,
             title="Contractors' Plant and Tools policy wording CPT/2026", author='Cindermill Plant Insurance Ltd')
    f.heading("CONTRACTORS' PLANT AND TOOLS POLICY", size=15, before=0, after=2, align='center')
    f.heading('Policy wording CPT/2026', size=10.5, font='Times-Roman', before=0, after=8, align='center')
    f.para('In return for the premium, Cindermill Plant Insurance Ltd ("we") will insure the business named in the schedule ("you") under the terms of this wording and the schedule. The schedule shows the sums insured, limits and excesses, and any item of Own Plant must be listed in it to be insured.')
    H = 'Definitions'
    f.heading(H, size=11.5)
    defs = [
        ('Contract Site', 'Any place in Great Britain where you are carrying out work under a contract, including any site compound, welfare area or storage area used for that contract.', 'Does a welfare area next to the works count as part of the contract site?'),
        ('Own Plant', 'Machinery, site huts, trailers and equipment owned by you, or held by you under a hire purchase or lease agreement, which are listed in the schedule.', 'Is a digger on hire purchase treated as the contractor\'s own plant?'),
        ('Hired-in Plant', 'Machinery and equipment hired in by you without an operator under the CPA Model Conditions or on terms no more onerous, for which you are responsible under the hire agreement.', 'Is a crane hired with its driver covered as hired-in plant?'),
        ('Tools', 'Hand tools, power tools and small equipment, each worth £1,500 or less when new, belonging to you or to your employees and used in your business.', 'Is a tool worth more than £1,500 new covered as a tool?'),
        ('Secure Compound', 'An area enclosed on every side by steel mesh or palisade fencing at least 2 metres high, with all gates closed and locked by a padlock or chain.', 'How high must the fence be for a compound to count as secure?'),
    ]
    for term, body, q in defs:
        f.para(body, term=term, term_line=True, key=K('definition', H, None, q=q), after=4)
    def sec(title):
        f.heading(title, size=11.5, before=8)
        return title
    def cl(hd, num, body, q=None, sub=None, key=True):
        f.para(body, label=num, hang=12 * mm, key=K('clause', hd, num, q=q) if key else None)
        for lab, txt, qq in (sub or []):
            f.para(txt, label=lab, indent=12 * mm, hang=13 * mm, key=K('clause', hd, lab, q=qq), after=2, label_font='Times-Roman')
    S = sec('1 What is covered')
    cl(S, '1.1', 'We will pay for sudden and unforeseen physical loss of or damage to Own Plant, Hired-in Plant and Tools while at a Contract Site, at your premises or in transit between them, during the period of insurance.',
       'Is plant covered while being moved between the yard and a site?')
    cl(S, '1.2', 'We will also pay the cost of recovering Own Plant or Hired-in Plant which has overturned, sunk or become stuck, up to £10,000 for any one event, even where the plant itself is not damaged.',
       'Will the policy pay to pull a dumper out of a ditch if it is undamaged?')
    S = sec('2 How we settle claims')
    cl(S, '2.1', 'We will decide whether to repair the item, replace it or pay you the cost of doing so. We will not pay more than the sum insured for the item shown in the schedule.', 'Who decides whether damaged plant is repaired or replaced?')
    cl(S, '2.2', 'For Own Plant:', None, [
        ('2.2.1', 'less than 3 years old, if the item is lost or cannot be economically repaired, we will pay the cost of replacing it with a new item of the same make and specification;', 'Is a two-year-old excavator that is written off replaced new?'),
        ('2.2.2', '3 years old or more, we will pay its market value immediately before the loss, taking account of age, condition and hours worked;', 'How is a five-year-old roller valued if it is stolen?'),
        ('2.2.3', 'where the item is recovered after we have paid the claim, it becomes our property, but you may buy it back by refunding the amount we paid less the cost of any repair needed.', 'Can the contractor buy back a stolen machine that turns up after we have paid?')], key=False)
    cl(S, '2.3', 'For Tools, we will pay the cost of replacement less an allowance for wear and tear of 10% for each full year since the tool was bought, up to a maximum deduction of 50%.', 'What deduction is made for wear and tear on stolen tools?')
    S = sec('3 Hired-in Plant')
    cl(S, '3.1', 'We will pay the amount you are legally liable to pay the owner under the hire agreement for loss of or damage to Hired-in Plant, up to the limit in the schedule for any one item and any one event.',
       'What do we pay the hire company when hired-in plant is stolen?')
    cl(S, '3.2', 'We will also pay the hire charges you must continue to pay under the hire agreement after loss or damage, until the item is replaced or repaired or the hire agreement ends, for up to 26 weeks and up to the continuing hire charges limit in the schedule.',
       'For how long will we pay continuing hire charges?')
    S = sec('4 Theft')
    cl(S, '4.1', 'We will not pay for theft or attempted theft of Own Plant or Hired-in Plant left at a Contract Site outside working hours unless:', None, [
        ('4.1.1', 'the ignition keys have been removed and kept off the site, and every security or immobilising device fitted has been put into operation;', 'Can the digger keys be left in the site cabin overnight?'),
        ('4.1.2', 'the item is inside a Secure Compound or, for tracked and wheeled machines, a tracking device approved by us is fitted and working;', 'Is an excavator left outside the compound covered if it has a working tracker?'),
        ('4.1.3', 'any trailer is secured by a wheel clamp or a hitch lock.', 'How must a trailer be secured on site overnight?')], key=False)
    cl(S, '4.2', 'We will not pay for theft of Tools from a Contract Site outside working hours unless they are in a locked steel container or locked building and there are visible signs of forced entry.',
       'What must there be for tools stolen from a site container to be covered?')
    cl(S, '4.3', 'We will not pay for theft of Tools left in an unattended vehicle between 7pm and 7am unless the vehicle is locked and parked in a locked garage or inside a Secure Compound.',
       'Are tools stolen from a locked van parked on the street overnight covered?')
    S = sec('5 What is not covered')
    cl(S, '5.1', 'Wear and tear, rust, gradual deterioration, and mechanical or electrical breakdown, unless these cause other damage to the item that is covered.', 'Is an engine that seizes through wear covered?')
    cl(S, '5.2', 'Damage to tyres, tracks, buckets, breaker points and other parts that wear out, unless the item is damaged in the same event or the loss is caused by theft.', 'Is a damaged excavator bucket covered on its own?')
    cl(S, '5.3', 'Loss or damage while plant is being used for demolition, work on or over water, or work below ground in tunnels, unless we have agreed it in writing.', 'Is plant covered while working on a river bank project?')
    cl(S, '5.4', 'Theft by deception, including where plant is hired out to someone who gives false identity details, or loss which is only discovered when taking an inventory.', 'Is plant stolen by a fraudster who hired it with fake ID covered?')
    cl(S, '5.5', 'Loss or damage to any vehicle which needs to be registered for use on a public road, other than while it is being used as a tool of trade on a Contract Site.', None)
    S = sec('6 Claims conditions')
    cl(S, '6.1', 'You must tell us about any loss or damage as soon as possible and within 7 days, and report any theft to the police within 24 hours of discovering it.', 'How soon must a theft of plant be reported to the police?')
    cl(S, '6.2', 'For any theft of Own Plant you must give us the serial number, the tracking device report for the 48 hours before the theft, and proof of ownership.', 'What tracker information must be sent to us after a theft?')
    cl(S, '6.3', 'You must not dispose of any damaged item or start any repair costing more than £2,500 until we have had the chance to inspect it, other than work needed to make the site safe.', 'Can the contractor start a £3,000 repair before we inspect?')
    cl(S, '6.4', 'If you make a claim that is fraudulent or exaggerated, we will not pay it and we may treat this policy as ended from the date of the fraudulent act.', None)
    return f.save()

# ============================================================ 6. Cindermill schedule (PDF, Helvetica, merged header cells, table split across pages)
def cindermill_schedule():
    path = start('cindermill-plant-schedule-CPT-771903.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('Helvetica', 7)
        c.drawString(18 * mm, 9 * mm, 'Cindermill Plant Insurance Ltd, 40 Foundry Lane, Calderbrook CB1 2JE. Registered in England No. 09917733.')
        c.drawRightString(W - 18 * mm, 9 * mm, 'Schedule CPT-771903  p.%d' % n)
    def banner(c):
        c.setFillGray(0.85); c.rect(18 * mm, Hh - 32 * mm, W - 36 * mm, 16 * mm, stroke=0, fill=1); c.setFillGray(0)
        c.setFont('Helvetica-Bold', 14); c.drawString(22 * mm, Hh - 24 * mm, 'CINDERMILL')
        c.setFont('Helvetica', 9); c.drawString(22 * mm, Hh - 29 * mm, "Contractors' Plant and Tools – Policy Schedule")
    f = Flow(path, A4, (18 * mm, 18 * mm, 18 * mm, 18 * mm), 'Helvetica', 'Helvetica-Bold', 8.6, 11.4, hf=hf, hf_first=False,
             banner=banner, banner_h=18 * mm, title='Plant schedule CPT-771903', author='Cindermill Plant Insurance Ltd')
    for s in ['Policy number: CPT-771903', 'Insured: Ravenhill Groundworks Ltd, Unit 4 Slatebrook Yard, Calderbrook CB3 6TN',
              'Period of insurance: 1 August 2026 to 31 July 2027', 'Wording: CPT/2026', 'Broker: Tamsin Ogundipe, Keel & Anvil Insurance Brokers (01632 960771)']:
        f.para(s, after=0.5)
    T1 = 'Schedule of Own Plant'
    rows = [['1', 'Mini excavator', 'Kubota KX027-4', 'KUB27-40518', '2022', '31,500', 'Yes'],
            ['2', 'Midi excavator', 'Takeuchi TB290-2', 'TB29-118374', '2021', '52,000', 'Yes'],
            ['3', 'Site dumper 3t', 'Thwaites MACH2090', 'TW3-660124', '2020', '18,750', 'Yes'],
            ['4', 'Ride-on roller', 'Bomag BW 90 AD-5', 'BOM90-22871', '2019', '14,200', 'No'],
            ['5', 'Telehandler', 'JCB 535-95', 'JCB-2744103', '2023', '78,000', 'Yes'],
            ['6', 'Skid steer loader', 'Bobcat S450', 'BOB-S450-9931', '2021', '26,400', 'Yes'],
            ['7', 'Tracked dumper', 'Yanmar C12R-B', 'YAN-C12-3307', '2022', '21,900', 'No'],
            ['8', 'Generator 20 kVA', 'Pramac GBW22P', 'PRM22-7715', '2020', '6,300', 'No'],
            ['9', 'Lighting tower', 'Towerlight VT-1', 'TLVT1-0482', '2021', '7,850', 'No'],
            ['10', 'Plant trailer', 'Ifor Williams GX126', 'IW-GX126-5120', '2022', '5,400', 'No'],
            ['11', 'Plate compactor', 'Belle PCX 450', 'BEL450-1187', '2023', '1,950', 'No'],
            ['', 'Total Own Plant', '', '', '', '264,250', '']]
    qs = ['What is the serial number of Ravenhill\'s mini excavator?', 'What is the Takeuchi insured for?', 'Does the site dumper have a tracker?',
          'What year was the ride-on roller built?', 'What is the telehandler\'s sum insured on the plant schedule?', None,
          'Is the tracked dumper fitted with a tracker?', 'What is the generator insured for?', 'What is the serial number of the lighting tower?',
          'What is the plant trailer insured for, and what make is it?', 'What is the sum insured for the plate compactor?', 'What is the total sum insured for Ravenhill\'s own plant?']
    ks = rowkeys(T1, rows, qs)
    f.table([11 * mm, 31 * mm, 34 * mm, 28 * mm, 14 * mm, 25 * mm, 31 * mm], ['Item', 'Type', 'Make and model', 'Serial no.', 'Year', 'Sum insured £', 'Tracker fitted'],
            rows, ['L', 'L', 'L', 'L', 'L', 'R', 'C'], style='grid', keys=ks, caption=T1, header_fill=0.88,
            group=[('', 2), ('Identification', 3), ('Insurance', 2)], split_after=8, cont='Schedule of Own Plant (continued)')
    T2 = 'Limits and excesses'
    rows = [['Own Plant', 'As schedule', '£264,250', '£500', '10%, minimum £1,500'],
            ['Hired-in Plant', '£60,000', '£150,000', '£750', '10%, minimum £2,000'],
            ['Tools', '£1,500', '£15,000', '£250', '£500'],
            ['Continuing hire charges', 'n/a', '£25,000', 'nil', 'nil'],
            ['Recovery costs', 'n/a', '£10,000', '£250', 'n/a']]
    qs = ['What excess applies to theft of Ravenhill\'s own plant?', 'What is the most we pay for one item of hired-in plant?', 'What is the most the Ravenhill policy pays for tools in one event?',
          'What is the limit for continuing hire charges on the Ravenhill policy?', 'What excess applies to recovery costs for stuck plant?']
    ks = rowkeys(T2, rows, qs)
    f.table([40 * mm, 28 * mm, 28 * mm, 24 * mm, 44 * mm], ['Cover', 'Any one item', 'Any one event', 'Standard', 'Theft'], rows,
            ['L', 'R', 'R', 'R', 'R'], style='rows', keys=ks, caption=T2, group=[('', 1), ('Limit', 2), ('Excess', 2)])
    f.heading('Endorsements', size=10, before=4)
    f.para('Cover is extended to include plant working within 10 metres of a river or canal bank on the Marlbury flood defence contract only, with an additional excess of £2,500 for any one event.',
           runin='Endorsement CP4 – Working near water.', key=K('clause', 'Endorsement CP4 – Working near water', 'CP4', q='Is there cover for plant working by the canal on the flood defence job, and on what terms?'), after=3)
    f.para('The tracking devices approved for clause 4.1.2 are those monitored by Sentinet Telematics or Trakvault, with alerts sent to the named contact Dean Ravenhill (07700 900418).',
           runin='Endorsement CP9 – Tracking devices.', key=K('clause', 'Endorsement CP9 – Tracking devices', 'CP9', q='Which tracker companies are approved on the Ravenhill policy?'), after=3)
    f.heading('Premium', size=10, before=4)
    f.para('Annual premium £7,482.00 plus Insurance Premium Tax £897.84. Estimated annual hire charges declared for Hired-in Plant: £96,000, adjustable at expiry.',
           key=K('paragraph', 'Premium', None, q='What hire spend did Ravenhill declare for the year?'), after=3)
    return f.save()

# ============================================================ 7. Cindermill e-mail thread (EML, multipart/alternative, quoted-printable)
def cindermill_email():
    from email.message import EmailMessage
    from email import policy
    import html
    path = start('email-thread-CPC-26-5518-foxley-road-theft.eml')
    CM = 'Ciaran Moult <c.moult@cindermill-plant.example>'
    DR = 'Dean Ravenhill <dean@ravenhill-groundworks.example>'
    m1 = ('Hi,\n\nWe have had a break-in at our Foxley Road housing site in Marlbury overnight on 7 to 8 November. They cut the compound padlock, took the Kubota mini digger (item 1 on our schedule) and forced the tool container open. A Hilti breaker we had on hire from Marlbury Tool Hire has gone too. The Sentinet tracker sent an alert at 02:14 and the police have it, crime number MB/26/330917.\n\nKeys were in the office safe in Calderbrook, not on site. I will send a list of the tools.\n\nThanks,\nDean Ravenhill\nDirector, Ravenhill Groundworks Ltd')
    m2 = ('Dear Dean,\n\nThank you for reporting this so quickly. Please send us the Sentinet report for the 48 hours before the theft, the purchase invoice for the Kubota, your tool list with what each item cost, and the hire contract for the breaker.\n\nSo that you know where you stand: the theft excess for your own plant is 10% with a minimum of £1,500, for hired-in plant 10% with a minimum of £2,000, and for tools £500. Any single tool that cost more than £1,500 new is limited to £1,500.\n\nKind regards,\nCiaran Moult\nPlant Claims, Cindermill Plant Insurance')
    m3 = ('Dear Dean,\n\nGood news first: the police found the Kubota on 18 November at a farm near Ashby Parva, using the tracker. Calder Plant Repairs have quoted £4,860.00 to replace the cab door, ignition and hydraulic hoses, which we have agreed. We will pay them direct, less the £1,500 minimum theft excess, so £3,360.00.\n\nFor the tools, your list comes to £5,544.00. The laser level is limited to £1,500, so we allow £5,324.00, less the £500 tools excess, and will pay you £4,824.00 by BACS. For the Hilti breaker, Marlbury Tool Hire value it at £2,150.00; after the £2,000 minimum excess £150.00 is payable, which we will pay to them.\n\nKind regards,\nCiaran Moult\nPlant Claims, Cindermill Plant Insurance')
    s1 = 'Theft from Foxley Road site - policy CPT-771903'
    s2 = 'RE: Theft from Foxley Road site - policy CPT-771903'
    s3 = 'Claim CPC-26-5518 - settlement of theft claim'
    K('email_message', s3, text=' '.join(m3.split()), q='How much are we paying Ravenhill for the stolen tools?')
    K('email_message', s2, text=' '.join(m2.split()), q='Which documents did we ask Ravenhill for after the Foxley Road theft?')
    K('email_message', s1, text=' '.join(m1.split()), q='Where were the digger keys kept on the night of the theft?')
    sep = lambda frm, date, to, subj: '\n\n---------- Forwarded history ----------\nFrom: %s\nDate: %s\nTo: %s\nSubject: %s\n\n' % (frm, date, to, subj)
    body = (m3 + sep(CM, 'Mon, 9 Nov 2026 at 10:02', DR, s2) + m2 +
            sep(DR, 'Sun, 8 Nov 2026 at 07:41', 'plantclaims@cindermill-plant.example', s1) + m1 + '\n')
    msg = EmailMessage(policy=policy.SMTP)
    msg['From'] = CM; msg['To'] = DR
    msg['Cc'] = 'Tamsin Ogundipe <t.ogundipe@keelandanvil.example>'
    msg['Subject'] = s3
    msg['Date'] = 'Wed, 25 Nov 2026 16:08:44 +0000'
    msg['Message-ID'] = '<CPC265518.20261125160844@cindermill-plant.example>'
    msg.set_content(body, charset='utf-8', cte='quoted-printable')
    hb = '<html><body>' + ''.join('<p>%s</p>' % html.escape(p).replace('\n', '<br>') for p in body.split('\n\n')) + '</body></html>'
    msg.add_alternative(hb, subtype='html', charset='utf-8', cte='quoted-printable')
    b = msg.as_bytes(policy=policy.SMTP)
    import re as _re
    b = _re.sub(rb'boundary="=+\d+=="', b'boundary="==CPC265518-ALT=="', b)
    b = _re.sub(rb'--=+\d+==', b'--==CPC265518-ALT==', b)
    with open(path, 'wb') as fh:
        fh.write(b)

# ============================================================ 8. Cindermill scan: site manager's list of stolen tools (image-only PDF, grid)
def cindermill_scan(tmp):
    path = start('scan-ravenhill-stolen-tools-list-CPC-26-5518.pdf')
    H = 'List of tools stolen from site container'
    rows = [['1', 'Cordless combi drill, Makita DHP486', '2', '2025', '189.00', '378.00'],
            ['2', 'Rotating laser level, Leica Rugby 640', '1', '2024', '1,720.00', '1,720.00'],
            ['3', 'Petrol cut-off saw, Stihl TS 420', '1', '2023', '849.00', '849.00'],
            ['4', 'Demolition hammer, Makita HM1317C', '1', '2024', '615.00', '615.00'],
            ['5', 'Cable locator and signal generator', '1', '2025', '1,395.00', '1,395.00'],
            ['6', 'Hand tool sets in tool bags', '3', '2022', '145.00', '435.00'],
            ['7', '110V extension leads, 14m', '4', '2024', '38.00', '152.00'],
            ['', 'Total', '', '', '', '5,544.00']]
    qs = ['How many combi drills were taken from the container?', 'What did the laser level cost new?', 'What make of cut-off saw was stolen?',
          'When was the demolition hammer bought?', 'What was the cable locator worth?', 'How many hand tool sets were stolen and at what cost each?',
          'How much were the stolen extension leads worth altogether?', 'What is the total on the Foxley Road tool list?']
    rowkeys(H, rows, qs, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSerif.ttf', bold=DV + 'DejaVuSerif-Bold.ttf', size=28, x0=95, pad=14,
        titles=[('RAVENHILL GROUNDWORKS LTD', True, 38), ('Foxley Road, Marlbury – site no. RG-114', False, 26),
                (H, True, 30), ('Container forced 7/8 Nov 2026.  Crime no. MB/26/330917.  Cindermill claim CPC-26-5518', False, 25)],
        header=['No.', 'Tool', 'Qty', 'Bought', 'Each', 'Total'], group=[('', 4), ('Cost new £', 2)], rows=rows,
        widths=[75, 690, 90, 140, 180, 190], aligns=['L', 'L', 'R', 'L', 'R', 'R'], style='rows', angle=0.3, blur=0.6,
        seed=58, edge='right', specks=170, noise=6,
        footer=[('Prices from supplier invoices (copies attached).  Signed: D. Ravenhill, director  9/11/2026', False, 24)]))
    save_image_pdf(img, path, tmp, 'scan')

# ============================================================ 9. Cedar Hollow CGL coverage form (PDF, US Letter, 2 columns, DejaVu Serif Condensed)
def cedar_form():
    path = start('cedar-hollow-cgl-coverage-form-CH-GL-00-01-04-26.pdf')
    W, Hh = LETTER
    def hf(c, n, N):
        c.setFont('DVSerC', 7)
        c.drawString(0.55 * 72, 0.42 * 72, 'CH-GL 00 01 04 26')
        c.drawRightString(W - 0.55 * 72, 0.42 * 72, 'Page %d of %d' % (n, N))
        c.drawCentredString(W / 2, 0.42 * 72, '© Cedar Hollow Indemnity Company, 2026')
        c.drawRightString(W - 0.55 * 72, Hh - 0.45 * 72, 'COMMERCIAL GENERAL LIABILITY')
    def banner(c):
        c.setFont('DVSerC-B', 13.5); c.drawCentredString(W / 2, Hh - 0.85 * 72, 'COMMERCIAL GENERAL LIABILITY COVERAGE FORM')
        c.setFont('DVSerC', 8.5); c.drawCentredString(W / 2, Hh - 1.05 * 72, 'Cedar Hollow Indemnity Company · Occurrence basis')
    f = Flow(path, LETTER, (0.55 * 72, 0.55 * 72, 0.62 * 72, 0.62 * 72), 'DVSerC', 'DVSerC-B', 7.7, 9.8, cols=2, gutter=16,
             hf=hf, hf_first=True, banner=banner, banner_h=0.62 * 72, title='Commercial General Liability Coverage Form CH-GL 00 01 04 26',
             author='Cedar Hollow Indemnity Company')
    f.para('Various provisions in this policy restrict coverage. Read the entire policy carefully to determine rights, duties and what is and is not covered. Throughout this policy the words "you" and "your" refer to the Named Insured shown in the Declarations, and "we", "us" and "our" refer to the company providing this insurance.')
    def hd(t, size=8.8, before=6):
        f.heading(t, size=size, before=before, after=2)
    def titled(num, title):
        f.heading(num + ' ' + title, size=7.9, before=3, after=1, keep=1)
        return title
    def item(heading, clause, lab, body, q, runin=None, indent=12):
        f.para(body, label=lab, indent=indent, hang=11, runin=runin, key=K('clause', heading, clause, q=q), after=1.6, label_font='DVSerC')
    hd('SECTION I – COVERAGES', size=9.5)
    hd('COVERAGE A – BODILY INJURY AND PROPERTY DAMAGE LIABILITY')
    T = titled('1.', 'Insuring Agreement')
    item(T, 'A.1.a', 'a.', 'We will pay those sums that the insured becomes legally obligated to pay as damages because of "bodily injury" or "property damage" to which this insurance applies. We will have the right and duty to defend the insured against any "suit" seeking those damages, but we have no duty to defend a "suit" to which this insurance does not apply.',
         'Do we have to defend a suit for damages that the policy does not cover?')
    item(T, 'A.1.b', 'b.', 'This insurance applies only if the "bodily injury" or "property damage" is caused by an "occurrence" that takes place in the "coverage territory", and occurs during the policy period.',
         'Does the injury itself have to happen during the policy period?')
    item(T, 'A.1.c', 'c.', 'The amount we will pay for damages is limited as described in Section III – Limits Of Insurance. Our right and duty to defend end when we have used up the applicable limit of insurance in the payment of judgments or settlements.',
         'When does our duty to defend come to an end?')
    titled('2.', 'Exclusions')
    f.para('This insurance does not apply to:', indent=12, after=1.5)
    EX = [('a', 'Expected Or Intended Injury', '"Bodily injury" or "property damage" expected or intended from the standpoint of the insured. This exclusion does not apply to "bodily injury" resulting from the use of reasonable force to protect persons or property.', 'Is injury caused by reasonable force used to protect property excluded?'),
          ('b', 'Contractual Liability', '"Bodily injury" or "property damage" for which the insured is obligated to pay damages by reason of the assumption of liability in a contract or agreement. This exclusion does not apply to liability assumed in an "insured contract", or liability the insured would have in the absence of the contract.', 'Is liability taken on under a hold-harmless clause in an insured contract covered?'),
          ('c', 'Workers\' Compensation', 'Any obligation of the insured under a workers\' compensation, disability benefits or unemployment compensation law or any similar law.', None),
          ('d', 'Employer\'s Liability', '"Bodily injury" to an "employee" of the insured arising out of and in the course of employment by the insured, or performing duties related to the conduct of the insured\'s business.', 'Is an injury to one of the landscaper\'s own crew covered under the CGL?'),
          ('e', 'Pollution', '"Bodily injury" or "property damage" arising out of the actual, alleged or threatened discharge, dispersal, release or escape of "pollutants", including herbicides and pesticides applied by or for any insured.', 'Is damage from weedkiller drifting onto a neighbor\'s garden covered?'),
          ('f', 'Aircraft, Auto Or Watercraft', '"Bodily injury" or "property damage" arising out of the ownership, maintenance or use of any aircraft, "auto" or watercraft owned or operated by or rented or loaned to any insured. This exclusion does not apply to "mobile equipment" being used at a job site.', 'Is an injury caused by a skid steer working at a job site excluded as an auto?'),
          ('g', 'Damage To Property', '"Property damage" to that particular part of real property on which you or any contractors working on your behalf are performing operations, if the "property damage" arises out of those operations.', 'Is damage to the part of the lawn the crew was working on covered?'),
          ('h', 'Damage To Your Work', '"Property damage" to "your work" arising out of it or any part of it and included in the "products-completed operations hazard". This exclusion does not apply if the damaged work or the work out of which the damage arises was performed on your behalf by a subcontractor.', 'Is a patio that cracks after completion covered if a subcontractor laid it?')]
    for lab, title, body, q in EX:
        item(title, 'A.2.' + lab, lab + '.', body, q, runin=title + '.')
    hd('COVERAGE B – PERSONAL AND ADVERTISING INJURY LIABILITY')
    T = titled('1.', 'Insuring Agreement')
    item(T, 'B.1.a', 'a.', 'We will pay those sums that the insured becomes legally obligated to pay as damages because of "personal and advertising injury" to which this insurance applies, caused by an offense arising out of your business and committed in the "coverage territory" during the policy period.',
         'Does personal and advertising injury cover depend on when the offense was committed?')
    titled('2.', 'Exclusions')
    item('Knowing Violation Of Rights Of Another', 'B.2.a', 'a.', '"Personal and advertising injury" caused by or at the direction of the insured with the knowledge that the act would violate the rights of another.',
         'Is a deliberately false claim about a competitor in an ad covered?', runin='Knowing Violation Of Rights Of Another.')
    hd('COVERAGE C – MEDICAL PAYMENTS')
    T = titled('1.', 'Insuring Agreement')
    item(T, 'C.1.a', 'a.', 'We will pay medical expenses for "bodily injury" caused by an accident on premises you own or rent, on ways next to premises you own or rent, or because of your operations, provided the expenses are incurred and reported to us within one year of the date of the accident.',
         'How long after the accident can medical expenses be reported under medical payments?')
    item(T, 'C.1.b', 'b.', 'We will make these payments regardless of fault. These payments will not exceed the applicable limit of insurance, and we will pay reasonable expenses for first aid at the time of an accident, necessary medical, surgical, x-ray and dental services, and necessary ambulance, hospital and professional nursing services.',
         'Does the injured person have to prove the insured was at fault to get medical payments?')
    hd('SECTION III – LIMITS OF INSURANCE', size=9.5)
    S = 'SECTION III – LIMITS OF INSURANCE'
    LIM = [('1', 'The Limits of Insurance shown in the Declarations and the rules below fix the most we will pay regardless of the number of insureds, claims made or "suits" brought, or persons or organizations making claims or bringing "suits".', 'Does the limit go up if several people bring suits over the same accident?'),
           ('2', 'The General Aggregate Limit is the most we will pay for the sum of medical expenses under Coverage C, damages under Coverage A except damages included in the "products-completed operations hazard", and damages under Coverage B.', 'Which payments erode the general aggregate?'),
           ('3', 'Subject to the General Aggregate Limit, the Each Occurrence Limit is the most we will pay for the sum of damages under Coverage A and medical expenses under Coverage C because of all "bodily injury" and "property damage" arising out of any one "occurrence".', 'Do medical payments count against the each occurrence limit?'),
           ('4', 'Subject to the Each Occurrence Limit, the Medical Expense Limit is the most we will pay under Coverage C for all medical expenses because of "bodily injury" sustained by any one person.', None),
           ('5', 'The Limits of Insurance apply separately to each consecutive annual period and to any remaining period of less than 12 months, starting with the beginning of the policy period shown in the Declarations.', 'Does the aggregate reset each policy year?')]
    for n, body, q in LIM:
        item(S, 'III.' + n, n + '.', body, q, indent=0)
    hd('SECTION IV – COMMERCIAL GENERAL LIABILITY CONDITIONS', size=9.5)
    T = titled('2.', 'Duties In The Event Of Occurrence, Offense, Claim Or Suit')
    item(T, 'IV.2.a', 'a.', 'You must see to it that we are notified as soon as practicable of an "occurrence" or an offense which may result in a claim. To the extent possible, notice should include how, when and where the "occurrence" or offense took place, and the names and addresses of any injured persons and witnesses.',
         'What should the first notice of an occurrence tell us?')
    item(T, 'IV.2.b', 'b.', 'If a claim is made or "suit" is brought against any insured, you must immediately record the specifics of the claim and the date received, and notify us as soon as practicable. You must see to it that we receive written notice of the claim or "suit" as soon as practicable.',
         'Must the insured give us written notice once a suit is filed?')
    item(T, 'IV.2.c', 'c.', 'No insured will, except at that insured\'s own cost, voluntarily make a payment, assume any obligation, or incur any expense, other than for first aid, without our consent.',
         'Can the insured pay the injured woman\'s bills himself and claim them back from us?')
    T = titled('4.', 'Other Insurance')
    item(T, 'IV.4.a', 'a.', 'This insurance is primary except when it is excess over other valid and collectible insurance. If other primary insurance is available, we will share with all that other insurance by contribution by equal shares, where all the other insurance permits it, and otherwise by limits.',
         'How is a loss shared with another primary policy?')
    T = titled('8.', 'Transfer Of Rights Of Recovery Against Others To Us')
    item(T, 'IV.8', '', 'If the insured has rights to recover all or part of any payment we have made under this Coverage Part, those rights are transferred to us. The insured must do nothing after loss to impair them. At our request, the insured will bring "suit" or transfer those rights to us and help us enforce them.',
         'Can the insured waive his right to recover from a subcontractor after the loss?', indent=0)
    hd('SECTION V – DEFINITIONS', size=9.5)
    S = 'SECTION V – DEFINITIONS'
    DEFS = [('3.', '"Bodily injury" means bodily injury, sickness or disease sustained by a person, including death resulting from any of these at any time.', 'Does bodily injury include a later death from the injury?'),
            ('9.', '"Insured contract" means a lease of premises, a sidetrack agreement, an easement or license agreement, and that part of any other contract pertaining to your business under which you assume the tort liability of another party to pay for "bodily injury" or "property damage" to a third person.', 'Is a subcontract where the landscaper takes on the owner\'s tort liability an insured contract?'),
            ('12.', '"Mobile equipment" means land vehicles, including bulldozers, farm machinery, forklifts and other vehicles designed for use principally off public roads, and vehicles maintained for use solely on or next to premises you own or rent.', 'Is a skid steer loader mobile equipment?'),
            ('13.', '"Occurrence" means an accident, including continuous or repeated exposure to substantially the same general harmful conditions.', 'Can repeated exposure to the same conditions be one occurrence?'),
            ('16.', '"Products-completed operations hazard" includes all "bodily injury" and "property damage" occurring away from premises you own or rent and arising out of "your product" or "your work", except work that has not yet been completed or abandoned.', 'Is an injury from unfinished work part of the completed operations hazard?'),
            ('17.', '"Property damage" means physical injury to tangible property, including all resulting loss of use of that property, or loss of use of tangible property that is not physically injured.', 'Does loss of use of undamaged property count as property damage?'),
            ('18.', '"Suit" means a civil proceeding in which damages because of "bodily injury", "property damage" or "personal and advertising injury" to which this insurance applies are alleged, including an arbitration or any other alternative dispute resolution proceeding to which the insured submits with our consent.', 'Does an arbitration count as a suit?')]
    for lab, body, q in DEFS:
        f.para(body, label=lab, hang=14, key=K('definition', S, None, q=q), after=1.6, label_font='DVSerC')
    return f.save()

# ============================================================ 10. Cedar Hollow CGL declarations (PDF, Letter, monospaced, merged header cells, split table)
def cedar_declarations():
    path = start('cedar-hollow-cgl-declarations-CGL-3318460.pdf')
    W, Hh = LETTER
    def hf(c, n, N):
        c.setFont('DVMono', 6.8)
        c.drawString(48, Hh - 28, 'CEDAR HOLLOW INDEMNITY COMPANY   CG DEC 01 04 26')
        c.drawRightString(W - 48, Hh - 28, 'POLICY CGL-3318460   PAGE %d OF %d' % (n, N))
        c.drawString(48, 28, 'THESE DECLARATIONS, THE COVERAGE FORM AND ENDORSEMENTS COMPLETE THE POLICY.')
    f = Flow(path, LETTER, (48, 48, 46, 50), 'DVMono', 'DVMono-B', 7.6, 10.4, hf=hf, hf_first=False,
             title='CGL Declarations CGL-3318460', author='Cedar Hollow Indemnity Company')
    f.heading('COMMERCIAL GENERAL LIABILITY DECLARATIONS', size=11, before=0, after=6)
    for s in ['NAMED INSURED: BRIGHTWATER LANDSCAPE & HARDSCAPE LLC', 'MAILING ADDRESS: 2210 JUNIPER ROAD, SUMNER FALLS, WI 53999',
              'POLICY PERIOD: FROM 05/01/2026 TO 05/01/2027 AT 12:01 A.M. STANDARD TIME', 'FORM OF BUSINESS: LIMITED LIABILITY COMPANY',
              'PRODUCER: HOLLISTER-GRANT AGENCY, SUMNER FALLS (262) 555-0139']:
        f.para(s, after=0.5)
    T1 = 'LIMITS OF INSURANCE'
    rows = [['Each Occurrence Limit', '$1,000,000', ''],
            ['Damage To Premises Rented To You Limit', '$100,000', 'Any one premises'],
            ['Medical Expense Limit', '$5,000', 'Any one person'],
            ['Personal And Advertising Injury Limit', '$1,000,000', 'Any one person or organization'],
            ['General Aggregate Limit', '$2,000,000', 'Other than products-completed operations'],
            ['Products-Completed Operations Aggregate Limit', '$2,000,000', '']]
    qs = ['What is Brightwater\'s each occurrence limit?', 'How much cover is there for damage to premises Brightwater rents?', 'What is the most medical payments will pay for one injured person?',
          'What is the personal and advertising injury limit on the Brightwater policy?', 'What is the general aggregate on the landscaping policy?', 'What is the aggregate for completed operations claims?']
    ks = rowkeys(T1, rows, qs)
    f.table([214, 90, 212], ['Coverage', 'Limit', 'Applies'], rows, ['L', 'R', 'L'], style='grid', keys=ks, caption=T1,
            group=[('', 1), ('Amount of insurance', 2)], size=7.4)
    f.para('DEDUCTIBLE: $1,000 PER CLAIM, PROPERTY DAMAGE LIABILITY ONLY (ENDORSEMENT CH-GL 03 00). NO DEDUCTIBLE APPLIES TO BODILY INJURY OR MEDICAL PAYMENTS.',
           key=K('paragraph', T1, None, q='Is there a deductible on a bodily injury claim under Brightwater\'s CGL?'), after=5)
    T2 = 'SCHEDULE OF LOCATIONS AND CLASSIFICATIONS'
    data = [('1', 'Landscape gardening', '97047', 'Payroll', 612000, 14.82, 1.31),
            ('1', 'Lawn care services', '97050', 'Payroll', 288000, 11.46, 0.94),
            ('1', 'Snow and ice removal', '49763', 'Payroll', 74000, 21.30, 0.00),
            ('2', 'Hardscape - patios and walls to 4 ft', '97653', 'Payroll', 344000, 18.27, 4.65),
            ('2', 'Fence erection contractors', '94276', 'Payroll', 96000, 12.51, 3.88),
            ('2', 'Irrigation systems installation', '98483', 'Payroll', 121000, 9.75, 2.24),
            ('3', 'Tree trimming - no work over 20 ft', '99080', 'Payroll', 54000, 31.60, 0.55),
            ('3', 'Nursery - retail sales', '16501', 'Gross sales', 410000, 1.12, 0.62),
            ('3', 'Landscape supply yard - mulch, stone', '18438', 'Gross sales', 265000, 1.48, 0.37)]
    rows, tot = [], 0
    for loc, cls, code, basis, ex, r1, r2 in data:
        prem = round(ex / 1000 * (r1 + r2)); tot += prem
        rows.append([loc, cls, code, basis, '${:,}'.format(ex), '%.3f' % r1, '%.3f' % r2, '${:,}'.format(prem)])
    rows.append(['', 'Total advance premium', '', '', '', '', '', '${:,}'.format(tot)])
    qs = ['What payroll is declared for landscape gardening?', 'What is the class code for lawn care on the Brightwater schedule?', 'Is there a products rate for snow removal?',
          'What is the premises/operations rate for hardscape work?', 'What advance premium is charged for the fence work?', 'What payroll was declared for irrigation installation?',
          'What height limit applies to Brightwater\'s tree trimming?', 'What basis is the nursery premium rated on?', None, 'What is the total advance premium on the classification schedule?']
    ks = rowkeys(T2, rows, qs)
    f.table([24, 170, 40, 62, 62, 46, 46, 66], ['Loc', 'Classification', 'Code', 'Basis', 'Exposure', 'Prem/Ops', 'Prod/CO', 'Premium'], rows,
            ['L', 'L', 'L', 'L', 'R', 'R', 'R', 'R'], style='rows', keys=ks, caption=T2, size=7.1,
            group=[('', 3), ('Premium basis', 2), ('Rate per $1,000', 2), ('', 1)], split_after=6, cont='SCHEDULE OF LOCATIONS AND CLASSIFICATIONS (CONTINUED)')
    f.para('LOCATION 1: 2210 JUNIPER ROAD, SUMNER FALLS, WI. LOCATION 2: ALL JOB SITES IN WISCONSIN AND ILLINOIS. LOCATION 3: 4780 COUNTY ROAD K, TRELLIS GROVE, WI.',
           key=K('paragraph', T2, None, q='Which location on the schedule covers work at job sites?'), after=4)
    f.heading('FORMS AND ENDORSEMENTS', size=8.6, before=4)
    ends = [('CH-GL 00 01 04 26', 'Commercial General Liability Coverage Form'),
            ('CH-GL 03 00 04 26', 'Deductible Liability Insurance - Property Damage $1,000 per claim'),
            ('CH-GL 20 10 04 26', 'Additional Insured - Scheduled Person: Orchard Lane Dental Group PC'),
            ('CH-GL 21 47 04 26', 'Employment-Related Practices Exclusion'),
            ('CH-GL 21 56 04 26', 'Exclusion - Designated Professional Services: landscape architecture and design')]
    T3 = 'FORMS AND ENDORSEMENTS'
    qs = [None, None, 'Who is scheduled as an additional insured on Brightwater\'s policy?', None, 'Is landscape design work excluded from Brightwater\'s liability cover?']
    ks = rowkeys(T3, [list(e) for e in ends], qs)
    f.table([110, 406], [], [list(e) for e in ends], ['L', 'L'], style='none', keys=ks, size=7.1)
    f.para('AUDIT PERIOD: ANNUAL. MINIMUM RETAINED PREMIUM: 25% OF THE ADVANCE PREMIUM. COUNTERSIGNED 04/22/2026 BY M. ESTRADA-KOHL, AUTHORIZED REPRESENTATIVE.',
           key=K('paragraph', T3, None, q='How much of the premium is kept as a minimum if the CGL policy is cancelled?'), after=3)
    return f.save()

# ============================================================ 11. Cedar Hollow claim activity log (TXT, CRLF, "[A-04] date time / adjuster")
def cedar_notes():
    path = start('cedar-hollow-claim-log-CHI-GL-26-04417.txt')
    HD = 'Claim activity log CHI-GL-26-04417'
    entries = [
        ('09/24/2026 9:12 AM CT / R. Voss, Sr. GL Adjuster', 'First notice from insured (Kyle Brightwater, owner). On 09/22/2026 about 3:40 PM a pedestrian, Dolores Wicklund, 62, tripped over a water hose the crew had run across the public sidewalk outside Orchard Lane Dental, 88 Orchard Lane, Sumner Falls, while laying pavers. She fell and hurt her right wrist; taken to St. Agnes Regional by ambulance.',
         'What did the pedestrian trip over outside the dental office?'),
        ('09/25/2026 1:30 PM CT / R. Voss, Sr. GL Adjuster', 'Coverage reviewed: occurrence within policy period 05/01/2026-05/01/2027, job site is a Location 2 operation. Orchard Lane Dental Group PC is an additional insured under CH-GL 20 10. No BI deductible. Reserve set at $45,000 indemnity and $7,500 expense.',
         'What reserves were set on the Wicklund claim?'),
        ('09/29/2026 10:05 AM CT / R. Voss, Sr. GL Adjuster', 'Recorded statement of crew lead Marco Delsanto: hose was run across the sidewalk for about 20 minutes to wet the base; no cones or warning sign were out. Two witnesses from the dental office confirm. Liability looks clear, estimate 80% insured, 20% claimant for not looking ahead.',
         'Were there warning cones around the hose?'),
        ('10/09/2026 4:20 PM CT / R. Voss, Sr. GL Adjuster', 'Coverage C medical payments: itemized bills received (scanned to file), billed $19,016.40, allowed $12,689.10. Paid the $5,000 medical expense limit to St. Agnes Regional ED and Sumner Falls Fire & Rescue, regardless of fault.',
         'How much was paid under medical payments and to whom?'),
        ('10/19/2026 11:45 AM CT / R. Voss, Sr. GL Adjuster', 'Letter of representation from Hal Pruett, Pruett & Dunning LLP. Claimant had ORIF surgery on the right distal radius on 09/25/2026 and 12 physical therapy visits. She is right-handed and a retired piano teacher who still gives lessons; claims $6,800 lost lesson income.',
         'What lost income is the claimant asking for?'),
        ('11/17/2026 2:10 PM CT / R. Voss, Sr. GL Adjuster', 'Demand received: $95,000. Evaluated at $38,000 to $46,000 given the allowed medicals, surgery, the lost lesson income and a 20% comparative fault argument. Authority requested from J. Amundsen, claims manager.',
         'How much did the claimant\'s attorney demand?'),
        ('11/30/2026 3:55 PM CT / J. Amundsen, Claims Manager', 'Settled for $41,500 under Coverage A in full and final settlement, release signed by claimant and counsel, releasing Brightwater and Orchard Lane Dental. Medical payments already made are in addition. Check to Pruett & Dunning trust account. Close file after payment clears.',
         'What was the final liability settlement with Ms Wicklund?'),
    ]
    out = ['CEDAR HOLLOW INDEMNITY COMPANY - LIABILITY CLAIMS', HD, 'Insured: Brightwater Landscape & Hardscape LLC   Policy CGL-3318460   DOL 09/22/2026',
           'Claimant: Dolores Wicklund (BI)   Venue: Brook County, WI', '-' * 70]
    for i, (hd, body, q) in enumerate(entries, 1):
        out.append('[A-%02d] %s' % (i, hd))
        out += ['  ' + l for l in textwrap.wrap(body, 66, break_on_hyphens=False, break_long_words=False)]
        out.append('')
        K('file_note_entry', HD, None, text=hd + ' ' + body, q=q, entry='A-%02d' % i)
    with open(path, 'w', encoding='utf-8', newline='\r\n') as fh:
        fh.write('\n'.join(out) + '\n')

# ============================================================ 12. Cedar Hollow scan: itemized medical charges (PNG, no rules, merged header)
def cedar_scan(tmp):
    path = start('scan-wicklund-medical-charges-CHI-GL-26-04417.png')
    H = 'Itemized medical charges - Dolores Wicklund'
    rows = [['09/22/2026', 'Sumner Falls Fire & Rescue', 'Ambulance transport', '1,180.00', '1,180.00'],
            ['09/22/2026', 'St. Agnes Regional ED', 'Emergency visit, x-rays', '3,962.40', '2,406.10'],
            ['09/25/2026', 'Lakeshore Orthopedics', 'ORIF right distal radius', '9,850.00', '6,120.00'],
            ['09/25/2026', 'Lakeshore Surgery Center', 'Facility fee', '2,274.00', '1,655.00'],
            ['10/06/2026', 'Lakeshore Orthopedics', 'Follow-up, cast removal', '310.00', '224.00'],
            ['10/13/2026', 'Harbor Physical Therapy', 'Therapy, 12 visits', '1,440.00', '1,104.00'],
            ['', 'Totals', '', '19,016.40', '12,689.10']]
    qs = ['What did the ambulance charge for Ms Wicklund?', 'How much of the emergency room bill was allowed?', 'What was billed for the wrist surgery?',
          'What facility fee did the surgery center bill?', 'What was allowed for the follow-up visit when the cast came off?', 'How many physical therapy visits were billed, and for how much?',
          'What were the total billed charges for the claimant\'s treatment?']
    rowkeys(H, rows, qs, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSansCondensed.ttf', bold=DV + 'DejaVuSansCondensed-Bold.ttf', size=29, x0=95, pad=15,
        titles=[('PRUETT & DUNNING LLP', True, 38), ('Attorneys at Law  ·  Sumner Falls, WI  ·  (262) 555-0174', False, 25),
                (H, True, 30), ('Re: your insured Brightwater Landscape & Hardscape LLC, claim CHI-GL-26-04417, DOL 09/22/2026', False, 24)],
        header=['Date', 'Provider', 'Service', 'Billed', 'Allowed'], group=[('', 3), ('Charges ($)', 2)], rows=rows,
        widths=[190, 390, 380, 190, 190], aligns=['L', 'L', 'L', 'R', 'R'], style='none', angle=0.4, blur=0.65, seed=61, edge='left', specks=180,
        footer=[('Physical therapy 10/13/2026 to 11/24/2026.  Copies of all bills enclosed.', False, 24)]))
    save_png(img, path)

# ============================================================ 13. Sablewood group life policy terms (DOCX, Heading 1 parts, Heading 2 rules, merged header cells)
def sablewood_terms():
    import docx
    from docx.shared import Pt
    path = start('sablewood-group-life-policy-terms-SGL-20417.docx')
    d = docx.Document()
    st = d.styles['Normal']; st.font.name = 'Calibri'; st.font.size = Pt(10.5)
    d.add_paragraph('Group Life Assurance – Policy Terms', style='Title')
    d.add_paragraph('Sablewood Life Assurance plc · Policy SGL-20417 · Employer: Fenwick & Oduya Engineering Ltd · Terms GLA-7 · effective 1 January 2026')
    d.add_heading('Part 1 Introduction', level=1)
    p = 'This policy is issued to the trustees of the Fenwick & Oduya Engineering Ltd Group Life Scheme. It pays a lump sum if a member dies while insured. It does not provide any cash value, and it ends if the employer stops paying the premium.'
    d.add_paragraph(p); K('paragraph', 'Part 1 Introduction', None, text=p, q='Does the group life policy build up a cash value?')
    def rule(num, title, body, q):
        d.add_heading('Rule %s %s' % (num, title), level=2); d.add_paragraph(body)
        K('clause', 'Rule %s %s' % (num, title), num, text=body, q=q)
    d.add_heading('Part 2 Membership', level=1)
    rule('2.1', 'Eligible employees', 'An employee becomes a member on the later of the date they join the employer and the date they reach age 16, if they are employed under a contract of employment in the United Kingdom for at least 16 hours a week. Contractors and agency workers are not eligible.',
         'Can an agency worker be a member of the group life scheme?')
    rule('2.2', 'Actively at work', 'An employee who is not actively at work on the date they would otherwise become a member, or on the date their benefit would increase, becomes a member, or has the increase, only when they have returned to work and carried out their normal duties for 28 consecutive days.',
         'When does an employee who was off sick on his joining date become covered?')
    rule('2.3', 'Age limit', 'Cover ends at the member\'s 75th birthday, or at their retirement if earlier. A member who stays in employment after their State Pension age stays insured until the earlier of these dates.',
         'Does cover stop at State Pension age if the employee carries on working?')
    rule('2.4', 'Leaving service', 'Cover ends on the date the member leaves employment. If the member dies within 30 days of leaving and has not joined another employer, we will pay the benefit that applied on the day before they left.',
         'Is a member covered if he dies two weeks after leaving the company?')
    d.add_heading('Part 3 Benefits', level=1)
    rule('3.1', 'Lump sum benefit', 'On the death of a member we will pay a lump sum equal to the multiple of Salary for the member\'s category in Schedule 1, up to the maximum shown there, subject to Rule 3.3.',
         'How is the group life lump sum worked out?')
    rule('3.2', 'Salary', 'Salary means the member\'s basic annual salary on the later of the last 1 January and the date the member joined, excluding bonus, commission, overtime and benefits in kind.',
         'Is a member\'s bonus included in the salary used for the death benefit?')
    rule('3.3', 'Free cover limit', 'Any part of a member\'s benefit above the free cover limit is only insured once we have received and accepted the medical evidence in Schedule 2. Until then we will pay no more than the free cover limit on death.',
         'What do we pay if a member dies before we accept his medical evidence for cover above the free cover limit?')
    rule('3.4', 'Payment of benefit', 'We will pay the benefit to the trustees, who decide who receives it under the scheme rules, taking account of any expression of wish form the member completed.',
         'Who decides which family member receives the death benefit?')
    rule('3.5', 'Exclusions', 'We will not pay any benefit for a death caused by war or active service in the armed forces of any country, or by taking part in a riot. There is no exclusion for suicide.',
         'Is there a suicide exclusion on the group life policy?')
    T1 = 'Schedule 1 – Benefit basis'
    d.add_paragraph().add_run(T1).bold = True
    t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
    t.cell(0, 0).merge(t.cell(1, 0)).text = 'Category'
    t.cell(0, 1).merge(t.cell(1, 1)).text = 'Who is in it'
    t.cell(0, 2).merge(t.cell(0, 3)).text = 'Lump sum benefit'
    t.cell(1, 2).text = 'Multiple of Salary'; t.cell(1, 3).text = 'Maximum'
    rows = [('Category A', 'Directors', '6 x Salary', '£1,500,000'), ('Category B', 'Managers and senior engineers', '4 x Salary', '£800,000'),
            ('Category C', 'All other employees', '3 x Salary', '£400,000')]
    qs = ['What multiple of salary do directors get under the group life scheme?', 'What is the maximum death benefit for a manager?', 'What benefit do ordinary employees get on death?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
        K('table_row', T1, None, text=' '.join(r), table=list(r), q=q)
    T2 = 'Schedule 2 – Medical evidence above the free cover limit'
    d.add_paragraph().add_run(T2).bold = True
    t = d.add_table(rows=1, cols=2); t.style = 'Table Grid'
    t.rows[0].cells[0].text = 'Total benefit for the member'; t.rows[0].cells[1].text = 'Evidence we need'
    rows = [('Above the free cover limit, up to £1,000,000', 'Health questionnaire'), ('£1,000,001 to £2,000,000', 'Health questionnaire and GP report'),
            ('Over £2,000,000', 'Medical examination, blood tests and GP report')]
    qs = ['What evidence do we need for a member with £900,000 of cover?', 'Is a GP report needed for cover of £1.5 million?', 'What is required for cover of more than £2 million?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells; cells[0].text, cells[1].text = r
        K('table_row', T2, None, text=' '.join(r), table=list(r), q=q)
    p = 'The free cover limit for this policy is £750,000 for each member. A member must return any evidence we ask for within 6 months, or the part of their benefit above the free cover limit stays uninsured until they do.'
    d.add_paragraph(p); K('paragraph', T2, None, text=p, q='What free cover limit does the group life policy set, and how long does a member have to send evidence?')
    d.add_heading('Part 4 Claims', level=1)
    rule('4.1', 'Telling us about a death', 'The employer or the trustees must tell us about a member\'s death within 6 months. We may refuse a claim notified more than 12 months after the death unless there is a good reason for the delay.',
         'How long after a member\'s death can a claim be notified before we may refuse it?')
    rule('4.2', 'Documents', 'We need a certified copy of the death certificate, confirmation from the employer of the member\'s Salary, category and last day at work, and any expression of wish form. If the death is referred to a coroner, we may wait for the coroner\'s certificate.',
         'What does the employer have to confirm when a member dies?')
    rule('4.3', 'Interest', 'If we pay more than 2 months after receiving all the documents we need, we will add interest at the Bank of England base rate from the end of those 2 months to the date of payment.',
         'Do we pay interest if a group life claim is paid late?')
    docx_props(d, 'Sablewood Group Risk', 'Group Life policy terms SGL-20417', '7', 5, datetime.datetime(2025, 12, 8, 9, 0, 0),
               datetime.datetime(2025, 12, 15, 16, 30, 0), 'Policy terms')
    buf = io.BytesIO(); d.save(buf); fixed_zip(buf.getvalue(), path)

# ============================================================ 14. Sablewood key person schedule (PDF, 1 page, Vera, merged header cells, run-in conditions)
def sablewood_keyperson():
    path = start('sablewood-key-person-schedule-SKP-88214.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('Vera', 6.8)
        c.drawString(20 * mm, 12 * mm, 'Sablewood Life Assurance plc, Sablewood House, 3 Ferrier Street, Dunholm DN2 5XA · 01632 960640 · keyperson@sablewood-life.example')
    f = Flow(path, A4, (20 * mm, 20 * mm, 20 * mm, 22 * mm), 'Vera', 'Vera-B', 8.7, 11.6, hf=hf, hf_first=True,
             title='Key Person Protection schedule SKP-88214', author='Sablewood Life Assurance plc')
    f.heading('Sablewood Life Assurance', size=16, before=0, after=1)
    f.heading('Key Person Protection – Policy Schedule', size=11, font='Vera', before=0, after=8)
    for s in ['Policy number: SKP-88214', 'Policyholder: Fenwick & Oduya Engineering Ltd, 12 Turbine Way, Dunholm DN4 7QQ',
              'Life assured: Ms Adaeze Oduya, managing director, date of birth 19/07/1979', 'Start date: 1 March 2026   Policy terms: KPP-3']:
        f.para(s, after=0.5)
    T1 = 'Benefits'
    rows = [['Life cover', '£1,200,000', '10 years, ends 1 March 2036', '£148.60'],
            ['Critical illness cover (accelerated)', '£400,000', '10 years, ends 1 March 2036', '£212.35'],
            ['Total monthly premium', '', '', '£360.95']]
    qs = ['How much life cover is there on Ms Oduya?', 'What is the critical illness sum assured on the key person policy?', 'What is the monthly premium for the key person policy?']
    ks = rowkeys(T1, rows, qs)
    f.table([58 * mm, 30 * mm, 52 * mm, 30 * mm], ['Benefit', 'Sum assured', 'Term', 'Monthly'], rows, ['L', 'R', 'L', 'R'], style='grid',
            keys=ks, caption=T1, header_fill=0.9, group=[('', 1), ('Cover', 2), ('Premium', 1)])
    f.para('Critical illness cover is accelerated: any amount we pay for a critical illness reduces the life cover by the same amount, and the critical illness cover then ends.', after=4,
           key=K('paragraph', T1, None, q='What happens to the life cover after a critical illness payment?'))
    f.heading('Special conditions', size=10)
    SC = [('K1', 'Insurable interest', 'The sum assured was based on the life assured\'s contribution to the policyholder\'s gross profit and on the cost of recruiting a replacement, as set out in the financial questionnaire dated 2 February 2026.', 'What was the key person sum assured based on?'),
          ('K2', 'Change of role', 'The policyholder must tell us within 30 days if the life assured stops being a director or employee. We may then reduce the sum assured to a level that reflects the loss the policyholder would suffer.', 'What must the company do if Ms Oduya stops being a director?'),
          ('K3', 'Payment', 'Any benefit is paid to the policyholder and not to the life assured or her family. Premiums are paid by the policyholder, which must not recharge them to the life assured.', 'Can Ms Oduya\'s family receive the key person payout?'),
          ('K4', 'Hazardous pursuits', 'No benefit is payable for a death or critical illness resulting from motor racing, which the life assured declared in her application. Other sports and pastimes are covered.', 'Is a death caused by motor racing covered on the key person policy?')]
    for code, title, body, q in SC:
        hd = code + ' ' + title
        f.para(body, runin=hd + ':', key=K('clause', hd, code, q=q), after=3)
    return f.save()

# ============================================================ 15. Sablewood group life claim notes (TXT, LF, "Item n:  date time  author")
def sablewood_notes():
    path = start('sablewood-group-life-claim-notes-SGC-26-0391.txt')
    HD = 'Group life claim SGC-26-0391'
    entries = [
        ('20/10/2026 09:35 Priya Ramdass, Group Risk Claims', 'Fenwick & Oduya HR (Lorna Baptiste) reported the death of Mr Raymond Achterberg, engineering director, on 18 October 2026 after a cardiac arrest while cycling. Category A. Joined on 1 March 2026 on a basic salary of £162,000.',
         'How did Mr Achterberg die?'),
        ('20/10/2026 11:10 Priya Ramdass, Group Risk Claims', 'Benefit under Schedule 1: 6 x £162,000 = £972,000. This is above the £750,000 free cover limit, so the excess of £222,000 needed a health questionnaire. Underwriting records show the questionnaire was sent on 9 March 2026 and chased twice, but never returned.',
         'Why was the excess over the free cover limit in doubt on the Achterberg claim?'),
        ('22/10/2026 14:50 Priya Ramdass, Group Risk Claims', 'Employer confirms Mr Achterberg was actively at work and had no absences from joining to 16 October 2026. Bonus of £18,500 paid in September is excluded from Salary under Rule 3.2.',
         'Was the September bonus counted in Mr Achterberg\'s salary?'),
        ('03/11/2026 10:22 Priya Ramdass, Group Risk Claims', 'Death certificate, employer\'s confirmation and expression of wish form (naming his wife Mrs Ingrid Achterberg and two children) received on 2 November 2026. All documents now held.',
         'On what date did we have all the documents for the Achterberg claim?'),
        ('05/11/2026 16:05 Martin Eze, Group Risk Claims Manager', 'Approved payment of £750,000 to the trustees under Rule 3.3: the £222,000 above the free cover limit was never insured because the evidence was not received. Letter to trustees and HR to explain. Trustees have asked to appeal; passed to Chief Underwriter.',
         'How much was paid on the Achterberg death claim?'),
        ('12/11/2026 12:40 Priya Ramdass, Group Risk Claims', 'Chief Underwriter (Dr Helen Marsh) upholds the decision: no evidence was received within 6 months, so only the free cover limit applies. Paid £750,000 by CHAPS to the scheme trustees\' account on 12 November 2026, within 2 months of full documents, so no interest is due.',
         'Did we pay interest on the group life payment?'),
    ]
    out = ['SABLEWOOD LIFE ASSURANCE PLC - GROUP RISK CLAIMS', 'Claim SGC-26-0391 / policy SGL-20417 / Fenwick & Oduya Engineering Ltd Group Life Scheme',
           'Member: Raymond Achterberg (Category A)', '=' * 64, '']
    for i, (hd, body, q) in enumerate(entries, 1):
        d_, t_, who = hd.split(' ', 2)
        out.append('Item %d:  %s %s  %s' % (i, d_, t_, who))
        out += textwrap.wrap(body, 64, break_on_hyphens=False, break_long_words=False)
        out.append('')
        K('file_note_entry', HD, None, text=hd + ' ' + body, q=q, entry='Item %d' % i)
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(out))

# ============================================================ main
def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    os.makedirs(DOCS)
    tmp = tempfile.mkdtemp()
    pdf_pages = {}
    for fn in [oxleaze_wording, oxleaze_schedule, oxleaze_notes, oxleaze_scan,
               cindermill_wording, cindermill_schedule, cindermill_email, cindermill_scan,
               cedar_form, cedar_declarations, cedar_notes, cedar_scan,
               sablewood_terms, sablewood_keyperson, sablewood_notes]:
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
                qs.append({'id': 'Q%03d' % (len(qs) + 1), 'question': q, 'answer': k['id']})
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
