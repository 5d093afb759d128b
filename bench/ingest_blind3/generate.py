"""Generate the third blind ingest corpus for Vouch (deterministic).

Run:  .venv/bin/python bench/ingest_blind3/generate.py      (from the repository root, or any working directory)
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

# ============================================================ 1. Bramblecote pet policy wording (PDF, A4, 2 columns, condensed sans)
def bramblecote_wording():
    path = start('bramblecote-pet-insurance-lifetime-plus-wording-BPI-LT-26.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('DVCond', 7.5)
        c.drawString(16 * mm, Hh - 11 * mm, 'Bramblecote Pet Insurance Ltd  |  Lifetime Plus policy wording')
        c.drawRightString(W - 16 * mm, 10 * mm, 'BPI-LT-26 · %d of %d' % (n, N))
        c.setLineWidth(0.3); c.line(16 * mm, Hh - 12.5 * mm, W - 16 * mm, Hh - 12.5 * mm)
    def banner(c):
        c.setFillGray(0.2); c.rect(16 * mm, Hh - 36 * mm, W - 32 * mm, 18 * mm, stroke=0, fill=1); c.setFillGray(1)
        c.setFont('DVCond-B', 17); c.drawString(21 * mm, Hh - 27 * mm, 'Lifetime Plus Pet Insurance')
        c.setFont('DVCond', 9); c.drawString(21 * mm, Hh - 32.5 * mm, 'Policy wording for dogs and cats · for policies starting on or after 1 March 2026')
        c.setFillGray(0)
    f = Flow(path, A4, (16 * mm, 16 * mm, 18 * mm, 18 * mm), 'DVCond', 'DVCond-B', 8.6, 11.2, cols=2, gutter=7 * mm,
             hf=hf, hf_first=True, banner=banner, banner_h=24 * mm, title='Lifetime Plus Pet Insurance policy wording',
             author='Bramblecote Pet Insurance Ltd')
    f.heading('Your policy', before=0)
    f.para('This wording, your schedule and your certificate make up your policy with Bramblecote Pet Insurance Ltd. Words in bold are explained under Meaning of words. Your schedule shows which sections apply to your pet and the limits, excess and co-payment that apply.')
    H = 'Meaning of words'
    f.heading(H)
    defs = [
        ('Accident', '– A sudden, unexpected event that causes physical injury to your pet and that happens during the period of insurance.', 'Does an injury have to happen during the policy period to count as an accident?'),
        ('Clinical signs', '– Changes in your pet\'s normal healthy state, its bodily functions or behaviour, whether or not you or your vet noticed them at the time.', 'Do clinical signs count even if nobody noticed them at the time?'),
        ('Condition', '– Any illness or injury, and every illness or injury that results from it or has the same diagnosis, whichever part of the body is affected.', 'If the same diagnosis shows up in the other leg, is it a new condition?'),
        ('Co-payment', '– The percentage of each claim for vet fees that you pay after the excess has been taken off, as shown in your schedule.', 'Is the co-payment worked out before or after the excess is taken off?'),
        ('Pre-existing condition', '– A condition which first showed clinical signs, or was diagnosed, before your pet\'s cover started or in the first 14 days of cover.', 'Does a condition diagnosed in the first fortnight of cover count as pre-existing?'),
        ('Treatment', '– Any examination, consultation, advice, test, x-ray, medication, surgery, nursing or hospital stay provided by a vet.', 'Does a vet\'s advice on its own count as treatment?'),
        ('Vet', '– A veterinary surgeon registered with the Royal College of Veterinary Surgeons who is treating your pet.', None),
        ('Your pet', '– The dog or cat named in your schedule, which must be at least 8 weeks old and no older than 8 years when this policy first starts.', 'What is the oldest age a cat can be when the Lifetime Plus policy first starts?'),
    ]
    for term, body, q in defs:
        k = K('definition', H, None, q=q)
        f.para(body, term=term, key=k, after=2.5)
    def sec(title):
        f.heading(title, size=10.5)
        return title
    def cl(hd, num, body, q=None, sub=None, key=True):
        f.para(body, label=num, hang=8 * mm, key=K('clause', hd, num, q=q) if key else None)
        for lab, txt, qq in (sub or []):
            f.para(txt, label='(%s)' % lab, indent=8 * mm, hang=6 * mm, key=K('clause', hd, '%s(%s)' % (num, lab), q=qq), after=1.5)
    S = sec('Section 1 – Veterinary fees')
    cl(S, '1.1', 'We will pay the cost of treatment your vet gives your pet for an injury or illness during the period of insurance, up to the vet fee limit shown in your schedule for each period of insurance. The limit is renewed each time you renew, as long as the policy has continued without a break.',
       'Does the vet fee limit start again at renewal?')
    cl(S, '1.2', 'Under Section 1 we do not pay for:', None, [
        ('a', 'the excess and any co-payment shown in your schedule;', None),
        ('b', 'treatment for an illness that first showed clinical signs in the first 14 days of your pet\'s first period of insurance;', 'Is an illness that started ten days into the first policy year covered?'),
        ('c', 'treatment for an injury caused by an accident in the first 2 days of your pet\'s first period of insurance;', 'The dog was hurt the day after the policy started – are the vet fees covered?'),
        ('d', 'routine, preventive or elective treatment, including vaccinations, flea and worm treatment, neutering, nail clipping and grooming;', 'Will the policy pay for the dog to be neutered?'),
        ('e', 'dental treatment, unless your pet had a dental check with your vet in the 12 months before the treatment and any treatment the vet advised at that check was carried out.', 'What must have happened before dental treatment is covered?')], key=False)
    cl(S, '1.3', 'We will pay for acupuncture, hydrotherapy, physiotherapy and chiropractic treatment that your vet refers your pet for, given by a practitioner on a recognised register, up to £750 in each period of insurance. This forms part of the vet fee limit and is not paid in addition to it.',
       'How much hydrotherapy will the pet policy pay for each year?')
    cl(S, '1.4', 'We will pay for prescription diets your vet prescribes to dissolve bladder stones or crystals, for up to 90 days in total for each condition. We do not pay for any food given to manage weight or allergies.',
       'Is prescription food for a weight problem covered?')
    cl(S, '1.5', 'If your pet is referred to a specialist, we will only pay referral fees where your vet arranged the referral. Where your pet is treated out of normal surgery hours, we will pay the extra out-of-hours fee only if your vet confirms the treatment could not wait until the practice reopened.',
       'Will we pay the extra charge for an out-of-hours emergency visit?')
    S = sec('Section 2 – Death from illness or injury')
    cl(S, '2.1', 'If your pet dies, or your vet has to put your pet to sleep, because of an injury or an illness during the period of insurance, we will pay the price you paid for your pet up to the limit in your schedule. For an illness we will only pay if your pet was younger than 9 years (dogs) or 11 years (cats) when it died.',
       'A 10-year-old dog died of an illness – does the death benefit apply?')
    cl(S, '2.2', 'You must send us the receipt or other proof of the price you paid. If you cannot do so, we will pay the market value of a pet of the same breed and age, not exceeding the limit.',
       'What do we pay for a dead pet if the owner has lost the receipt?')
    S = sec('Section 3 – Third party liability (dogs only)')
    cl(S, '3.1', 'We will pay up to £2,000,000 for any one incident for which you are legally liable, as the owner of your dog, for accidental injury to another person or accidental damage to their property, together with legal costs we agree to in writing.',
       'What is the most the liability section pays for one incident?')
    cl(S, '3.2', 'Under Section 3 we do not pay for liability:', None, [
        ('a', 'arising from a dog of a type listed in the Dangerous Dogs Act 1991;', 'Is there liability cover for a dog of a type banned under the Dangerous Dogs Act?'),
        ('b', 'to you, a member of your family or anyone who lives with you, or for damage to property belonging to them or in their care;', 'The dog bit the policyholder\'s son – will Section 3 cover his claim?'),
        ('c', 'arising from your trade, business or profession, including dog walking, boarding or breeding for money.', 'Is there liability cover while the owner is running a paid dog walking business?')], key=False)
    S = sec('Section 4 – Theft or straying')
    cl(S, '4.1', 'If your pet is stolen or strays during the period of insurance, we will pay up to £1,000 in total for local advertising and for a reward. We will only pay a reward that we have agreed in writing before it is offered, and never to you, a member of your family or anyone who lives with you.',
       'Can a reward be paid to a member of the owner\'s family who found the cat?')
    cl(S, '4.2', 'If your pet has not been found or returned 45 days after you reported the loss to the police or the local dog warden, we will pay the price you paid for your pet up to the limit in your schedule.',
       'How long after reporting the loss do we wait before paying for a stolen dog?')
    S = sec('Section 5 – Boarding fees')
    cl(S, '5.1', 'If you have to go into hospital for more than 4 days in a row during the period of insurance, we will pay kennel or cattery fees for your pet for the time you are in hospital, up to £1,500 in any one period of insurance.',
       'What is the limit for cattery fees while the owner is in hospital?')
    S = sec('Section 6 – Holiday cancellation')
    cl(S, '6.1', 'If you have to cancel or cut short a holiday because your pet needs emergency surgery to save its life in the 7 days before you leave or while you are away, we will pay the travel and accommodation costs you cannot get back, up to £3,000.',
       'How close to departure must the emergency surgery be for a holiday cancellation claim?')
    f.heading('Exclusions that apply to every section', size=10.5)
    EX = [
        ('1', 'Pre-existing conditions', 'We do not pay any claim arising from a pre-existing condition, unless your schedule shows that we have agreed in writing to cover it.', 'Can a pre-existing condition ever be covered?'),
        ('2', 'Breeding', 'We do not pay for treatment arising from pregnancy, giving birth or breeding, or for caesarean sections, unless the treatment follows an accident.', 'Is a caesarean section covered if it is needed after an accident?'),
        ('3', 'Behaviour', 'We do not pay for behavioural treatment unless it is given by a member of the Animal Behaviour and Training Council and your vet referred you, up to £300 in any one period of insurance.', 'How much is covered for behavioural training in a year?'),
        ('4', 'Quarantine and travel', 'We do not pay for treatment abroad, or for costs arising from quarantine, except treatment in the European Union for up to 60 days in any one trip.', 'Is the dog covered for vet treatment while on holiday in France?'),
        ('5', 'Cosmetic procedures', 'We do not pay for docking tails, removing dew claws, or any treatment which is not needed because of an injury or illness.', None),
    ]
    for n, title, body, q in EX:
        hd = 'Exclusion %s – %s' % (n, title)
        f.para(body, runin=hd + '.', key=K('clause', hd, 'Exclusion ' + n, q=q), after=3)
    f.heading('General conditions', size=10.5)
    GC = [
        ('1', 'Vaccinations', 'You must keep your pet vaccinated against the diseases your vet recommends. We will not pay for any illness that could have been prevented by a vaccination your pet did not have.', 'Will we pay for parvovirus if the dog was never vaccinated against it?'),
        ('2', 'Paying your vet direct', 'We can pay your vet direct if your vet agrees and you have paid the excess and any co-payment to the practice. We will tell you in writing what we have paid.', 'What must the owner have paid before we pay the vet direct?'),
        ('3', 'Claim forms', 'You must send us a completed claim form, signed by you and your vet, within 90 days of the treatment. We may refuse a claim sent in later unless you can show good reason for the delay.', 'What is the deadline for sending in a claim form after treatment?'),
        ('4', 'Changes you must tell us about', 'You must tell us within 30 days if you move home, if your pet is used for breeding, or if your pet is no longer kept mainly at your home.', None),
        ('5', 'Cancellation', 'You may cancel within 14 days of receiving your policy and we will refund your premium in full, as long as you have not made a claim. After that, you may cancel at any time and we will refund the premium for the unused period, less an administration charge of £25.', 'Is there a charge for cancelling after the cooling-off period?'),
        ('6', 'Fraud', 'If any claim is fraudulent, we will not pay it, we may cancel your policy from the date of the fraud and we may keep any premium you have paid.', 'What can we do with the premium if a claim is fraudulent?'),
    ]
    for n, title, body, q in GC:
        hd = 'General condition %s – %s' % (n, title)
        f.para(body, runin=hd + '.', key=K('clause', hd, 'General condition ' + n, q=q), after=3)
    f.heading('Complaints', size=10.5)
    f.para('If you are unhappy with our service, please contact our Customer Relations Team on 01632 960418 or at customer.relations@bramblecote-pet.example. If we cannot resolve your complaint within eight weeks, you may refer it to the Financial Ombudsman Service.',
           key=K('paragraph', 'Complaints', None, q='How long do we have to resolve a complaint before it can go to the ombudsman?'))
    return f.save()

# ============================================================ 2. Bramblecote schedule (PDF, merged header cells, table split across pages)
def bramblecote_schedule():
    path = start('bramblecote-pet-schedule-BPI-7730418.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('DVSans', 7)
        c.drawCentredString(W / 2, 9 * mm, '— %d —' % n)
        c.drawString(20 * mm, Hh - 12 * mm, 'Policy BPI-7730418')
        c.drawRightString(W - 20 * mm, Hh - 12 * mm, 'Schedule of insurance')
    f = Flow(path, A4, (20 * mm, 20 * mm, 20 * mm, 20 * mm), 'DVSans', 'DVSans-B', 8.8, 11.8, hf=hf, hf_first=False,
             title='Pet insurance schedule BPI-7730418', author='Bramblecote Pet Insurance Ltd')
    f.heading('BRAMBLECOTE PET INSURANCE', size=15, before=0, after=2)
    f.heading('Schedule of insurance – Lifetime Plus', size=11, before=0, after=6)
    for s in ['Policy number: BPI-7730418', 'Policyholder: Ms Harriet Quarmby, 27 Sorrel Way, Thrushcombe TC4 8RB',
              'Period of insurance: 1 December 2026 to 30 November 2027', 'Policy wording: BPI-LT-26 (March 2026)']:
        f.para(s, after=0.5)
    T1 = 'Table A – Your pet'
    rows = [['Pepper', 'Dog', 'Labrador Retriever', 'Female', '14/05/2021', '£950']]
    ks = rowkeys(T1, rows, ['What price did Ms Quarmby pay for Pepper according to the schedule?'])
    f.table([28 * mm, 18 * mm, 42 * mm, 20 * mm, 30 * mm, 32 * mm], ['Name', 'Species', 'Breed', 'Sex', 'Date of birth', 'Price paid'],
            rows, ['L', 'L', 'L', 'L', 'L', 'R'], style='grid', keys=ks, caption=T1, header_fill=0.9)
    T2 = 'Table B – Limits, excess and co-payment'
    rows = [['Veterinary fees', '£8,000', 'No limit', '£125', '20%'],
            ['Complementary treatment', '£750', 'No limit', '£125', '20%'],
            ['Death from illness or injury', '£950', 'n/a', 'nil', 'nil'],
            ['Third party liability', 'n/a', '£2,000,000', '£250', 'nil'],
            ['Theft or straying', '£950', 'n/a', 'nil', 'nil'],
            ['Advertising and reward', '£1,000', 'n/a', 'nil', 'nil'],
            ['Boarding fees', '£1,500', 'n/a', '£50', 'nil'],
            ['Holiday cancellation', '£3,000', 'n/a', '£100', 'nil']]
    qs = ['What is Pepper\'s vet fee limit for the year?', 'What excess applies to a complementary treatment claim on the Quarmby policy?',
          None, 'What excess applies to a liability claim on Pepper\'s policy?', 'What is the most the schedule pays if Pepper is stolen and never found?',
          None, 'Is there an excess on a boarding fees claim for Pepper?', 'What excess is taken from a holiday cancellation claim under the Quarmby schedule?']
    ks = rowkeys(T2, rows, qs)
    f.table([58 * mm, 27 * mm, 27 * mm, 28 * mm, 30 * mm], ['Section', 'Per period', 'Per incident', 'Excess', 'Co-payment'],
            rows, ['L', 'R', 'R', 'R', 'R'], style='grid', keys=ks, caption=T2, header_fill=0.9,
            group=[('', 1), ('Limit', 2), ('You pay for each claim', 2)])
    f.para('From the renewal after your pet\'s 9th birthday the co-payment for veterinary fees and complementary treatment rises from 20% to 30%.', after=2,
           key=K('paragraph', T2, None, q='When does Pepper\'s co-payment go up, and to what?'))
    f.para('Special terms: none. Pre-existing conditions agreed for cover: none.', after=4)
    f.heading('Premium', size=10)
    f.para('Annual premium £461.07 including Insurance Premium Tax at 12%. You have chosen to pay by twelve monthly direct debits shown in Table C.', after=3)
    T3 = 'Table C – Direct debit instalments'
    months = ['1 December 2026', '1 January 2027', '1 February 2027', '1 March 2027', '1 April 2027', '1 May 2027', '1 June 2027',
              '1 July 2027', '1 August 2027', '1 September 2027', '1 October 2027', '1 November 2027']
    rows = [['%d' % (i + 1), m, '£38.45' if i == 0 else '£38.42', 'Collected' if i == 0 else 'Due'] for i, m in enumerate(months)]
    qs = ['How much was the first direct debit on the pet policy?', None, None, 'What is the March 2027 instalment on the Quarmby policy?', None, None, None,
          'When is the eighth monthly payment due?', None, None, None, 'When is the last instalment taken for Pepper\'s policy?']
    ks = rowkeys(T3, rows, qs)
    f.table([22 * mm, 52 * mm, 34 * mm, 40 * mm], ['No.', 'Collection date', 'Amount', 'Status'], rows, ['L', 'L', 'R', 'L'],
            style='rows', keys=ks, caption=T3, split_after=7, cont='Table C – Direct debit instalments (continued)')
    f.para('Instalments are collected by Bramblecote Pet Insurance Ltd under direct debit reference BPI7730418DD. If an instalment is missed we will write to you and try to collect it again after 10 days.', after=3,
           key=K('paragraph', 'Premium', None, q='What happens if one of the monthly payments is missed?'))
    return f.save()

# ============================================================ 3. Bramblecote claim notes (TXT, bracketed timestamps)
def bramblecote_notes():
    path = start('bramblecote-claim-notes-BPC-26-04471.txt')
    entries = [
        ('2026-12-14 09:12', 'Gemma Okafor, pet claims', 'Ms Quarmby called. Pepper started limping on the left hind leg on 11 December 2026 after running in the park. Seen at Wychgate Veterinary Centre on 12 December 2026. Vet suspects a cruciate ligament tear. Claim form sent by e-mail.',
         'When did Pepper start limping?'),
        ('2026-12-18 15:40', 'Gemma Okafor, pet claims', 'Clinical history received from Wychgate Veterinary Centre covering the last two years. One earlier visit for stiffness in the right hind leg on 3 March 2026, treated with anti-inflammatories. No earlier notes about the left leg.',
         'Which leg had the earlier stiffness in March 2026?'),
        ('2026-12-22 11:05', 'Tomasz Wrobel, vet nurse adviser', 'Reviewed history. The March 2026 visit was for the right leg and no diagnosis was made. The left cruciate tear is a new condition under this policy. Recommend cover. Surgery (TPLO) planned for 5 January 2027 at Wychgate.',
         'Did the vet nurse adviser treat the left cruciate tear as a new condition?'),
        ('2027-01-08 10:30', 'Gemma Okafor, pet claims', 'Itemised invoice WVC-118204 received from Wychgate, scanned to file, total £4,212.00. Practice has asked us to pay them direct. Ms Quarmby confirms she has paid the £125 excess and the 20% co-payment to the practice.',
         'What was the total on the Wychgate invoice?'),
        ('2027-01-11 14:22', 'Gemma Okafor, pet claims', 'Removed the £48.00 line for the nail clip and the £36.00 line for flea treatment, which are routine care. Allowed amount £4,128.00. Less excess £125.00 leaves £4,003.00; less co-payment of 20% (£800.60) leaves £3,202.40 payable to the practice.',
         'How much did we pay Wychgate for Pepper\'s surgery?'),
        ('2027-01-12 09:47', 'Priya Raman, team manager', 'Payment of £3,202.40 authorised to Wychgate Veterinary Centre by BACS. Letter to Ms Quarmby explaining the deductions to go out today. Vet fee limit remaining for this period of insurance: £4,797.60.',
         'How much of Pepper\'s vet fee limit is left after the surgery claim?'),
        ('2027-01-26 16:05', 'Gemma Okafor, pet claims', 'Ms Quarmby asked whether hydrotherapy after the surgery is covered. Confirmed that up to £750 is covered if the vet refers Pepper, within the remaining vet fee limit. Referral letter requested from Wychgate.',
         'What did we tell Ms Quarmby about hydrotherapy after the operation?'),
    ]
    out = ['BRAMBLECOTE PET INSURANCE LTD', 'Claim notes – BPC-26-04471', 'Policy BPI-7730418 / Ms H. Quarmby / Pepper (Labrador Retriever)',
           'Condition: cruciate ligament tear, left hind leg', '-' * 68]
    for i, (ts, who, body, q) in enumerate(entries, 1):
        out.append('')
        out.append('#%d  [%s]  %s' % (i, ts, who))
        out += ['    ' + l for l in textwrap.wrap(body, 64, break_on_hyphens=False, break_long_words=False)]
        K('file_note_entry', 'Claim notes – BPC-26-04471', None, text='[%s] %s %s' % (ts, who, body), q=q, entry='#%d' % i)
    out += ['', '-' * 68, 'End of notes. Printed 27/01/2027.']
    with open(path, 'w', encoding='utf-8', newline='\r\n') as fh:
        fh.write('\n'.join(out) + '\n')

# ============================================================ 4. Bramblecote scan: vet invoice (PNG, ruled grid, merged header)
def bramblecote_scan(tmp):
    path = start('scan-wychgate-vet-invoice-WVC-118204.png')
    H = 'Invoice WVC-118204 – Pepper (Labrador), owner Ms H. Quarmby'
    rows = [['05/01/27', 'Pre-operative blood profile', '1', '96.00', '115.20'],
            ['05/01/27', 'General anaesthetic and monitoring', '1', '410.00', '492.00'],
            ['05/01/27', 'TPLO surgery, left stifle, with implant', '1', '2,380.00', '2,856.00'],
            ['05/01/27', 'Post-operative radiographs (2 views)', '2', '145.00', '174.00'],
            ['06/01/27', 'Hospitalisation, one night', '1', '120.00', '144.00'],
            ['06/01/27', 'Pain relief and antibiotics to take home', '1', '289.00', '346.80'],
            ['06/01/27', 'Nail clip', '1', '40.00', '48.00'],
            ['06/01/27', 'Flea treatment (spot-on, 3 doses)', '1', '30.00', '36.00'],
            ['', 'Invoice total', '', '3,510.00', '4,212.00']]
    qs = ['How much did the blood test before Pepper\'s operation cost including VAT?', 'What was charged for the anaesthetic, including VAT?',
          'What did the TPLO surgery itself cost before VAT?', 'How many x-ray views were taken after the operation?',
          'What did Pepper\'s overnight stay cost?', 'What was charged for the take-home medication including VAT?',
          'What was the gross price of the nail clip on the vet invoice?', 'How many doses of flea treatment were on the invoice?', 'What was the net total of the Wychgate invoice before VAT?']
    rowkeys(H, rows, qs, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSans.ttf', bold=DV + 'DejaVuSans-Bold.ttf', size=29, x0=110,
        titles=[('WYCHGATE VETERINARY CENTRE', True, 40), ('Mill Street, Thrushcombe TC2 6JW  ·  Tel 01632 960552  ·  VAT reg. 418 2207 61', False, 24),
                (H, True, 30), ('Client account 20931  ·  Invoice date 08 January 2027', False, 26)],
        header=['Date', 'Treatment', 'Qty', 'Net', 'Gross'], group=[('', 3), ('Amount £', 2)], rows=rows,
        widths=[190, 700, 100, 180, 190], aligns=['L', 'L', 'R', 'R', 'R'], style='rows', angle=-0.4, blur=0.8, seed=31, edge='top',
        footer=[('VAT charged at 20%. Direct claim to Bramblecote Pet Insurance, claim BPC-26-04471.', False, 24)]))
    save_png(img, path)

# ============================================================ 5. Gullhaven pleasure craft wording (PDF, A4, 1 column, serif condensed)
def gullhaven_wording():
    path = start('gullhaven-pleasure-craft-policy-GMP-2026.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('DVSerC', 7.5)
        c.drawString(22 * mm, 11 * mm, 'Gullhaven Marine Underwriting Ltd · Pleasure Craft Policy GMP-2026')
        c.drawRightString(W - 22 * mm, 11 * mm, 'Page %d' % n)
    f = Flow(path, A4, (22 * mm, 22 * mm, 20 * mm, 20 * mm), 'DVSerC', 'DVSerC-B', 9.4, 12.4, hf=hf, hf_first=False,
             title='Pleasure Craft Policy GMP-2026', author='Gullhaven Marine Underwriting Ltd')
    f.heading('GULLHAVEN MARINE UNDERWRITING LTD', size=13, before=0, after=1, align='center')
    f.heading('Pleasure Craft Policy', size=11, before=0, after=8, align='center')
    f.para('In return for the premium, we will insure the vessel described in the schedule against the events set out in this policy during the period of insurance, subject to its terms, conditions, exclusions and limits. Words in capitals have the meanings given below.')
    H = 'Definitions'
    f.heading(H)
    defs = [
        ('VESSEL', 'means the craft named in the schedule, including its machinery, masts, spars, sails, rigging, fittings and equipment which are normally sold with it, and its TENDER.', 'Does the definition of the insured boat include its sails and rigging?'),
        ('TENDER', 'means the dinghy shown in the schedule, not more than 3.5 metres long, used to go to and from the VESSEL, and any outboard motor of 6 hp or less used with it.', 'What is the largest outboard that can count as part of the tender?'),
        ('NAVIGATION LIMITS', 'means the waters shown in the schedule within which the VESSEL is covered while afloat.', None),
        ('LAID UP', 'means out of commission, not used for living aboard, and either ashore in a boatyard or afloat in a marina berth.', 'Can a boat count as laid up while it is afloat?'),
        ('PERSONAL EFFECTS', 'means clothing and personal belongings of you and your guests while on board the VESSEL, but not money, jewellery, mobile phones, tablets or cameras.', 'Is a camera on board covered as a personal effect?'),
        ('SEAWORTHY', 'means fit in all respects, including crew and equipment, for the voyage or use being undertaken.', 'Does seaworthiness include having enough crew?'),
        ('SWINGING MOORING', 'means a mooring buoy or anchor at which the VESSEL is free to swing with the wind and tide, other than a marina berth or pontoon.', 'Is a marina pontoon a swinging mooring?'),
    ]
    for term, body, q in defs:
        f.para(body, term=term, key=K('definition', H, None, q=q), hang=0, after=2.5)
    def sect(num, title):
        hd = '%s %s' % (num, title)
        f.heading(hd, size=10.5, before=7)
        return hd
    def cl(hd, num, body, q=None, sub=None, key=True):
        f.para(body, label=num, hang=10 * mm, key=K('clause', hd, num, q=q) if key else None)
        for lab, txt, qq in (sub or []):
            f.para(txt, label='(%s)' % lab, indent=10 * mm, hang=7 * mm, key=K('clause', hd, '%s(%s)' % (num, lab), q=qq), after=1.5)
    S = sect('1', 'Loss of or damage to the vessel')
    cl(S, '1.1', 'We will pay for accidental loss of or damage to the VESSEL while it is within the NAVIGATION LIMITS, while it is being lifted in or out of the water, and while it is LAID UP or stored ashore at the place shown in the schedule.',
       'Is the boat covered while it is being craned out of the water?')
    cl(S, '1.2', 'If the VESSEL is a total loss we will pay the agreed value shown in the schedule. The VESSEL is a total loss if it is stolen and not recovered within 60 days, or if the cost of recovery and repair would be more than its agreed value.',
       'When is a stolen yacht treated as a total loss?')
    cl(S, '1.3', 'We will not pay for sails, covers or running rigging split by the wind or blown away while set, unless the mast or spars were damaged at the same time or the VESSEL was stranded, sunk, on fire or in collision.',
       'The genoa split in a gust but nothing else was damaged – will we pay?')
    cl(S, '1.4', 'We will only pay for theft of an outboard motor if it was locked to the VESSEL or TENDER by an anti-theft device, or locked in a building, when it was stolen. We will not pay for an outboard motor lost overboard unless it was secured by a safety chain or lanyard.',
       'Will the policy pay for an outboard that fell into the sea without a safety lanyard?')
    S = sect('2', 'Salvage and costs of preventing loss')
    cl(S, '2.1', 'We will pay reasonable costs you incur to prevent or reduce loss or damage which would be covered by this policy, and salvage charges you are legally liable to pay, in addition to the agreed value.',
       'Are salvage charges paid on top of the agreed value?')
    cl(S, '2.2', 'We will pay up to £250,000 to raise, remove or destroy the wreck of the VESSEL where you are required to do so by law or by a harbour or port authority.',
       'How much will Gullhaven pay to remove the wreck if the harbour authority requires it?')
    S = sect('3', 'Liability to others')
    cl(S, '3.1', 'We will pay up to £3,000,000 in respect of any one accident or series of accidents arising from one event for which you are legally liable as owner or user of the VESSEL for death or injury to any person, or damage to property.',
       'What is the limit for liability to other people under the pleasure craft policy?')
    cl(S, '3.2', 'We will not pay liability arising:', None, [
        ('a', 'while the VESSEL is towing a water-skier, wakeboarder or inflatable, unless the schedule shows that water sports cover applies;', 'Is there liability cover while towing a wakeboarder?'),
        ('b', 'from the VESSEL being used for hire, charter or any commercial purpose;', 'Is liability covered if the boat is chartered out for money?'),
        ('c', 'from racing, other than club racing within the NAVIGATION LIMITS.', 'Does the liability cover apply during a club race?')], key=False)
    S = sect('4', 'Personal effects')
    cl(S, '4.1', 'We will pay for accidental loss of or damage to PERSONAL EFFECTS while on board the VESSEL or while being carried to or from it, up to £1,500 in total and £300 for any one item, less a deduction for wear and tear.',
       'What is the single-item limit for personal effects on board?')
    cl(S, '4.2', 'We will only pay for theft of PERSONAL EFFECTS from the VESSEL when it is left unattended if there is evidence of forcible entry to a locked cabin or locker.',
       'Are personal belongings covered if they were stolen from an unlocked cabin?')
    S = sect('5', 'Where and when you are covered')
    cl(S, '5.1', 'The VESSEL is covered while afloat within the coastal waters of England, Wales and Scotland not more than 20 nautical miles from the coast, and on the inland waterways of the United Kingdom.',
       'How far offshore can the boat go under the standard navigation limits?')
    cl(S, '5.2', 'From 1 December to 28 February the VESSEL must be LAID UP. If it is afloat on a SWINGING MOORING during that period, there is no cover for loss or damage caused by storm unless we have agreed otherwise in writing.',
       'Is storm damage covered on a swinging mooring in January under the standard policy?')
    cl(S, '5.3', 'You must check the VESSEL and its mooring at least once every 14 days while it is afloat and unattended, and keep a record of each visit.',
       'How often must the owner check the boat while it is on its mooring?')
    S = sect('6', 'Excess')
    cl(S, '6.1', 'You must pay the first £500 of each claim under section 1 and section 4.', 'What is the standard excess for damage to the boat?')
    cl(S, '6.2', 'The excess does not apply to a total loss of the VESSEL, to a claim under section 2 alone, or to a claim under section 3.', 'Is there an excess on a liability claim?')
    cl(S, '6.3', 'Where loss or damage happens while the VESSEL is on a SWINGING MOORING, the excess is £750 instead of the amount in 6.1.', 'What excess applies to damage on a swinging mooring under the wording itself?')
    S = sect('7', 'What is not covered')
    cl(S, '7.1', 'We will not pay for:', None, [
        ('a', 'wear and tear, gradual deterioration, osmosis, corrosion, marine growth, rot or damage by insects, rodents or vermin;', 'Is osmosis in the hull covered?'),
        ('b', 'mechanical or electrical breakdown of machinery, unless caused by fire, lightning, collision, stranding, sinking or theft;', 'Will we pay for the engine failing on its own?'),
        ('c', 'damage caused by ice or frost to machinery or pipework, unless the VESSEL was LAID UP and winterised in line with the manufacturer\'s instructions;', 'Is frost damage to the engine covered if the boat was winterised as the maker says?'),
        ('d', 'loss or damage while the VESSEL is being used for living aboard for more than 60 days in any period of insurance.', 'Is the boat covered if the owner lives aboard for three months?')], key=False)
    S = sect('8', 'Conditions')
    cl(S, '8.1', 'You must keep the VESSEL in a SEAWORTHY condition and take all reasonable steps to prevent loss or damage. We will not pay a claim arising from the VESSEL not being SEAWORTHY if you knew, or should reasonably have known, about it.',
       'What happens to a claim caused by the boat being unseaworthy when the owner knew about it?')
    cl(S, '8.2', 'If the VESSEL is more than 25 years old, you must give us a condition survey by a qualified marine surveyor dated within the last 5 years, and carry out the surveyor\'s recommendations within the time the surveyor sets.',
       'How old must a boat be before a condition survey is needed?')
    cl(S, '8.3', 'You must tell us about any loss, damage or accident as soon as possible, and in any case within 30 days. You must report theft or malicious damage to the police within 48 hours.',
       'How quickly must a theft from the boat be reported to the police?')
    cl(S, '8.4', 'You may cancel this policy at any time. If no claim has been made, we will refund the premium for the unexpired period less a charge of £35.',
       'What is the charge for cancelling the pleasure craft policy?')
    f.space(6)
    f.para('Gullhaven Marine Underwriting Ltd, 4 Ropewalk Quay, Porthkerran PK3 1ZD. Claims: 01632 960274 (24 hours) or claims@gullhaven-marine.example.', size=8.5)
    return f.save()

# ============================================================ 6. Gullhaven endorsement (PDF, 1 page, changes figures)
def gullhaven_endorsement():
    path = start('gullhaven-endorsement-E7-GMP-40217.pdf')
    W, Hh = A4
    def hf(c, n, N):
        c.setFont('Helvetica', 7)
        c.drawCentredString(W / 2, 10 * mm, 'Gullhaven Marine Underwriting Ltd is authorised and regulated by the Financial Conduct Authority (firm reference 960311).')
    f = Flow(path, A4, (24 * mm, 24 * mm, 24 * mm, 24 * mm), 'Helvetica', 'Helvetica-Bold', 9.6, 13.5, hf=hf, hf_first=True,
             title='Endorsement E7', author='Gullhaven Marine Underwriting Ltd')
    f.heading('ENDORSEMENT E7', size=14, before=0, after=2)
    H = 'Endorsement E7 – Extended navigation limits and mooring excess'
    f.heading(H, size=10.5, before=0, after=8)
    for s in ['Attaching to policy GMP-40217 issued to Mr Alasdair Pennick', 'Vessel: Sea Pipit (Westerly Centaur 26, built 1998)',
              'Effective date: 1 April 2026']:
        f.para(s, after=0.5)
    f.space(8)
    items = [
        ('E7.1', 'Clause 5.1 of the policy is replaced by: the VESSEL is covered while afloat within the coastal waters of England, Wales and Scotland not more than 40 nautical miles from the coast, and the coast of France between Dunkirk and Brest, and on the inland waterways of the United Kingdom.',
         'Can Sea Pipit sail to the coast of Brittany under the endorsement?'),
        ('E7.2', 'In clause 6.3 of the policy the excess of £750 is deleted and replaced by £1,000.', 'What excess applies to Sea Pipit on a swinging mooring after the endorsement?'),
        ('E7.3', 'By agreement under clause 5.2, the VESSEL may remain afloat on its SWINGING MOORING at Tregarrow Creek from 1 December 2026 to 28 February 2027, and storm cover continues during that period subject to the excess in E7.2.',
         'Is Sea Pipit covered for storm damage on its mooring over the 2026–27 winter?'),
        ('E7.4', 'An additional premium of £86.00 has been charged for this endorsement. All other terms of the policy are unchanged.', 'How much extra premium was charged for Endorsement E7?'),
    ]
    for num, body, q in items:
        f.para(body, label=num, hang=14 * mm, key=K('clause', H, num, q=q), after=6)
    f.space(10)
    f.para('Issued at Porthkerran on 24 March 2026 for Gullhaven Marine Underwriting Ltd by J. Trevaskis, Yacht Underwriter.', size=8.5)
    return f.save()

# ============================================================ 7. Gullhaven claims guide (DOCX, headings, tables, merged header cell)
def gullhaven_guide():
    import docx
    from docx.shared import Pt
    path = start('gullhaven-pleasure-craft-claims-guide-GCH-04-v2.docx')
    d = docx.Document()
    st = d.styles['Normal']; st.font.name = 'Cambria'; st.font.size = Pt(10.5)
    d.add_paragraph('Pleasure craft claims handling guide', style='Title')
    d.add_paragraph('GCH-04 · version 2 · issued 2 February 2026 · Gullhaven Marine Underwriting Ltd, Yacht Claims')
    d.add_heading('1 Scope', level=1)
    p = 'This guide is for yacht claims handlers dealing with claims under the Pleasure Craft Policy GMP-2026. It does not apply to commercial vessels, houseboats or jet skis, which are handled by the specialist marine team.'
    d.add_paragraph(p); K('paragraph', '1 Scope', None, text=p, q='Does the yacht claims guide cover jet ski claims?')
    def h2(num, title, body, q=None):
        d.add_heading(num + ' ' + title, level=2); d.add_paragraph(body)
        K('clause', num + ' ' + title, num, text=body, q=q)
    d.add_heading('2 First notification', level=1)
    h2('2.1', 'Checks at notification', 'Confirm the vessel was within the navigation limits, check any endorsement on the policy, and ask where the vessel was moored or stored and when it was last visited. Ask for the mooring visit record required by clause 5.3.',
       'What record should the handler ask for about visits to the mooring?')
    h2('2.2', 'Theft claims', 'Obtain the police crime reference and the make, model and serial number of every stolen item. For outboard motors, ask for a photograph of the anti-theft lock or its remains.',
       'What evidence should be asked for when an outboard has been stolen?')
    h2('2.3', 'Appointing a surveyor', 'Appoint a marine surveyor from the panel list for any damage to the hull, mast or engine estimated at more than £2,500, and for every total loss.',
       'At what estimate must a surveyor be appointed for hull damage?')
    d.add_heading('3 Settling the claim', level=1)
    h2('3.1', 'Wear and tear', 'Apply the deductions in Table 1 to sails, outboard motors, electronics and personal effects, based on the age of the item on the date of loss. Do not apply a deduction to hull or structural repairs.',
       'Is a wear and tear deduction taken off hull repairs?')
    d.add_paragraph().add_run('Table 1 – Wear and tear deductions').bold = True
    T1 = 'Table 1 – Wear and tear deductions'
    t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
    a = t.cell(0, 1).merge(t.cell(0, 3)); a.text = 'Age of item on the date of loss'
    t.cell(0, 0).merge(t.cell(1, 0)).text = 'Item'
    for i, h in enumerate(['Under 2 years', '2 to 5 years', 'Over 5 years'], 1):
        t.cell(1, i).text = h
    rows = [('Sails and covers', '10%', '30%', '50%'), ('Outboard motors', 'nil', '15%', '35%'),
            ('Electronics and navigation equipment', 'nil', '20%', '40%'), ('Clothing and personal effects', '10%', '20%', '40%'),
            ('Batteries', '15%', '40%', '70%')]
    qs = ['How much is deducted from a four-year-old mainsail?', 'What deduction applies to a three-year-old outboard motor?',
          'What is the deduction for a chartplotter bought six years ago?', 'How much is taken off a jacket that is 18 months old?', 'What deduction applies to a boat battery older than five years?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
        K('table_row', T1, None, text=' '.join(r), table=list(r), q=q)
    h2('3.2', 'Excess on moorings', 'Where the loss happened on a swinging mooring, apply the mooring excess from clause 6.3 or from any endorsement that changes it. Only one excess is taken for each event, even where section 1 and section 4 both apply.',
       'If a theft claim involves both the boat equipment and personal effects, how many excesses are taken?')
    h2('3.3', 'Payment', 'Pay by bank transfer to the policyholder unless the schedule shows a marine mortgage, in which case a total loss is paid to the lender first.',
       'Who gets paid first on a total loss where there is a marine mortgage?')
    d.add_heading('4 Authority', level=1)
    d.add_paragraph().add_run('Table 2 – Settlement authority').bold = True
    T2 = 'Table 2 – Settlement authority'
    t = d.add_table(rows=1, cols=2); t.style = 'Table Grid'
    t.rows[0].cells[0].text = 'Claim value'; t.rows[0].cells[1].text = 'Who may agree the settlement'
    rows = [('Up to £5,000', 'Yacht claims handler'), ('£5,001 to £25,000', 'Senior yacht claims handler'),
            ('Over £25,000, or any total loss', 'Marine claims manager')]
    qs = ['Can a yacht claims handler agree a £4,000 theft claim?', 'Who signs off a yacht claim of £18,000?', 'Who must approve a total loss of a yacht?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells; cells[0].text, cells[1].text = r
        K('table_row', T2, None, text=' '.join(r), table=list(r), q=q)
    cp = d.core_properties
    cp.author = 'Yacht Claims'; cp.title = 'GCH-04 Pleasure craft claims handling guide'; cp.version = '2'
    cp.revision = 4; cp.last_modified_by = 'Yacht Claims'; cp.subject = 'Claims guide'
    cp.created = datetime.datetime(2026, 1, 20, 10, 0, 0); cp.modified = datetime.datetime(2026, 2, 2, 12, 0, 0)
    cp.last_printed = datetime.datetime(2026, 2, 2, 12, 0, 0)
    buf = io.BytesIO(); d.save(buf); fixed_zip(buf.getvalue(), path)

# ============================================================ 8. Gullhaven scanned claim form (image-only PDF, form fields + ruled grid)
def gullhaven_scan(tmp):
    path = start('scan-gullhaven-claim-form-GMC-26-1183.pdf')
    H = 'Part C – Items lost, stolen or damaged'
    rows = [['1', 'Outboard motor', 'Tohatsu MFS 5', '03/2023', '1,249.00'],
            ['2', 'Handheld VHF radio', 'Icom IC-M37E', '06/2024', '229.00'],
            ['3', 'Chartplotter', 'Garmin echoMAP 74sv', '04/2022', '699.00'],
            ['4', 'Binoculars 7x50', 'Steiner Navigator', '08/2021', '310.00'],
            ['5', 'Foul weather jacket', 'Musto BR1', '09/2024', '265.00'],
            ['6', 'Mobile phone', 'Samsung Galaxy A55', '02/2025', '399.00'],
            ['', 'Total claimed', '', '', '3,151.00']]
    qs = ['When did Mr Pennick buy the stolen outboard?', 'What price did the customer give for the handheld radio?', 'What model of chartplotter was stolen from Sea Pipit?',
          'How much did the stolen binoculars cost?', 'What make was the foul weather jacket on the claim form?', 'What phone was listed on the boat theft claim form?',
          'What was the total amount claimed on the boat theft form?']
    rowkeys(H, rows, qs, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSerifCondensed.ttf', bold=DV + 'DejaVuSerifCondensed-Bold.ttf', size=31, x0=120, pad=20,
        titles=[('GULLHAVEN MARINE – CLAIM FORM', True, 40), ('Part A  Policy number: GMP-40217     Claim number: GMC-26-1183', False, 27),
                ('Part B  Vessel: Sea Pipit, Westerly Centaur 26   Where: Tregarrow Creek mooring', False, 27),
                ('Date of loss: 14/11/2026   Police ref: DC/26/44071   Last visit: 09/11/2026', False, 27),
                (H, True, 30)],
        header=['No.', 'Item', 'Make and model', 'Bought', 'Price paid £'], rows=rows,
        widths=[90, 400, 440, 170, 230], aligns=['L', 'L', 'L', 'L', 'R'], style='rows', angle=0.3, blur=0.8, seed=47, edge='left',
        footer=[('Part D  I declare the above is true.  Signed: A. Pennick   Date: 16/11/2026', False, 26)]))
    save_image_pdf(img, path, tmp, 'scan')

# ============================================================ 9. Gullhaven e-mail thread (EML, base64, Outlook-style separators)
def gullhaven_email():
    from email.message import EmailMessage
    from email import policy
    path = start('email-thread-GMC-26-1183-sea-pipit-theft.eml')
    HC = 'Morwenna Tregear <morwenna.tregear@gullhaven-marine.example>'
    AP = 'Alasdair Pennick <a.pennick@seamail.example>'
    m1 = ('Good morning,\n\nWhen I rowed out to Sea Pipit on 14 November I found the washboards forced and the cabin locker broken open. The outboard was still locked to the pushpit bracket but the lock had been cut. I last checked the boat on 9 November. I have reported it to the police, reference DC/26/44071.\n\nPlease send me a claim form.\n\nRegards,\nAlasdair Pennick')
    m2 = ('Dear Mr Pennick,\n\nThank you for letting us know, and I am sorry to hear about the break-in. I attach a claim form. Please list every item with its make, model and the date you bought it, and send us a photograph of the cut lock.\n\nAs Sea Pipit was on her swinging mooring, the mooring excess of £1,000 under Endorsement E7 will apply to this claim. Please note that mobile phones are not covered as personal effects.\n\nKind regards,\nMorwenna Tregear\nYacht Claims Handler, Gullhaven Marine')
    m3 = ('Dear Mr Pennick,\n\nWe have now settled your claim. For the outboard, radio and chartplotter we have allowed £1,804.05 after the wear and tear deductions in our guide. For your personal effects we have allowed £186.00 for the binoculars and £212.00 for the jacket. The mobile phone is not covered.\n\nThe total of £2,202.05, less the £1,000 mooring excess, leaves £1,202.05, which we will pay to your bank account within three working days.\n\nKind regards,\nMorwenna Tregear\nYacht Claims Handler, Gullhaven Marine')
    s1 = 'Break-in on Sea Pipit, policy GMP-40217'
    s2 = 'RE: Break-in on Sea Pipit, policy GMP-40217'
    s3 = 'Claim GMC-26-1183 – settlement'
    K('email_message', s3, text=' '.join(m3.split()), q='How much is being paid to Mr Pennick for the break-in after the excess?')
    K('email_message', s2, text=' '.join(m2.split()), q='Which excess did we say would apply to the Sea Pipit break-in?')
    K('email_message', s1, text=' '.join(m1.split()), q='Had the thieves cut the outboard lock or was the motor left unlocked?')
    sep = lambda frm, sent, to, subj: '\n\n-----Original Message-----\nFrom: %s\nSent: %s\nTo: %s\nSubject: %s\n\n' % (frm, sent, to, subj)
    body = (m3 + sep(HC, 'Wednesday, November 18, 2026 10:14 AM', AP, s2) + m2 +
            sep(AP, 'Monday, November 16, 2026 8:02 AM', 'claims@gullhaven-marine.example', s1) + m1 + '\n')
    msg = EmailMessage(policy=policy.SMTP)
    msg['From'] = HC; msg['To'] = AP
    msg['Subject'] = s3
    msg['Date'] = 'Fri, 04 Dec 2026 15:31:09 +0000'
    msg['Message-ID'] = '<GMC261183.20261204153109@gullhaven-marine.example>'
    msg.set_content(body, charset='utf-8', cte='base64')
    with open(path, 'wb') as fh:
        fh.write(msg.as_bytes(policy=policy.SMTP))

# ============================================================ 10. Lanternbay renters policy (PDF, US Letter, 2 columns, Helvetica)
def lanternbay_wording():
    path = start('lanternbay-renters-policy-LC-RT-100-07-26.pdf')
    W, Hh = LETTER
    def hf(c, n, N):
        c.setFont('Helvetica', 7)
        c.drawString(0.6 * 72, 0.45 * 72, 'LC-RT 100 07 26')
        c.drawCentredString(W / 2, 0.45 * 72, 'Includes copyrighted material of Lanternbay Casualty Company')
        c.drawRightString(W - 0.6 * 72, 0.45 * 72, 'Page %d of %d' % (n, N))
    def banner(c):
        c.setFont('Helvetica-Bold', 15); c.drawCentredString(W / 2, Hh - 0.75 * 72, 'LANTERNBAY CASUALTY COMPANY')
        c.setFont('Helvetica', 10); c.drawCentredString(W / 2, Hh - 0.97 * 72, 'RENTERS POLICY – BROAD FORM')
        c.setLineWidth(1); c.line(0.6 * 72, Hh - 1.08 * 72, W - 0.6 * 72, Hh - 1.08 * 72)
    f = Flow(path, LETTER, (0.6 * 72, 0.6 * 72, 0.55 * 72, 0.7 * 72), 'Helvetica', 'Helvetica-Bold', 8.4, 10.6, cols=2, gutter=16,
             hf=hf, hf_first=False, banner=banner, banner_h=0.6 * 72, title='Renters Policy LC-RT 100', author='Lanternbay Casualty Company')
    f.heading('AGREEMENT', before=0)
    f.para('We will provide the insurance described in this policy in return for the premium and compliance with all applicable provisions of this policy. Throughout this policy, "you" and "your" refer to the named insured shown in the Declarations and the spouse if a resident of the same household.')
    H = 'DEFINITIONS'
    f.heading(H)
    defs = [
        ('"Actual cash value" means the cost to replace damaged property with new property of like kind and quality, less a deduction for physical depreciation based on its age and condition at the time of loss.', 'How is actual cash value worked out on the renters policy?'),
        ('"Business" means any full-time, part-time or occasional activity engaged in for money or other compensation, other than babysitting by an insured under age 19.', 'Does babysitting by a teenager count as a business?'),
        ('"Insured" means you and residents of your household who are your relatives, or other persons under the age of 21 in your care or the care of a resident relative.', 'Is a 22-year-old foster child living with the policyholder an insured?'),
        ('"Residence premises" means the apartment, unit or dwelling rented by you where you reside, shown as the residence premises in the Declarations.', None),
        ('"Occurrence" means an accident, including continuous or repeated exposure to substantially the same harmful conditions, which results in bodily injury or property damage during the policy period.', 'Can repeated exposure to the same condition be one occurrence?'),
        ('"Scheduled property" means an article listed, with its own amount of insurance, in the Scheduled Personal Property endorsement.', None),
    ]
    for body, q in defs:
        k = K('definition', H, None, q=q); f.para(body, key=k, after=2.5)
    pn = ['']
    def part(t):
        f.heading(t, size=9.4, before=7); pn[0] = t.split()[1]; return t
    def it(hd, n, body, q=None, sub=None, key=True):
        num = '(%s)' % n
        f.para(body, label=num, hang=16, key=K('clause', hd, '%s(%s)' % (pn[0], n), q=q) if key else None, after=2)
        for lab, txt, qq in (sub or []):
            f.para(txt, label='(%s)' % lab, indent=16, hang=14, key=K('clause', hd, '%s(%s)(%s)' % (pn[0], n, lab), q=qq), after=1.5)
    P = part('PART 1 – PERSONAL PROPERTY (COVERAGE C)')
    it(P, '1', 'We cover personal property owned or used by an insured while it is anywhere in the world. At your request, we will cover personal property owned by a guest while the property is in that part of the residence premises occupied by an insured.',
       'Are a visiting friend\'s belongings in the apartment covered?')
    it(P, '2', 'Our limit of liability for personal property usually located at an insured\'s residence, other than the residence premises, is 10% of the limit of liability for Coverage C, or $1,000, whichever is greater.',
       'How much cover is there for a student\'s belongings at a college dorm?')
    it(P, '3', 'Special limits of liability. These limits do not increase the Coverage C limit. The special limit for each category is the total limit for each loss for all property in that category:', None, [
        ('a', '$250 on money, bank notes, bullion, gold other than goldware, coins, medals and stored value cards;', 'What is the limit for cash stolen in a burglary?'),
        ('b', '$1,500 on securities, accounts, deeds, passports, tickets and stamps;', None),
        ('c', '$1,500 on watercraft of all types, including their trailers, furnishings and outboard engines;', 'How much is a kayak covered for?'),
        ('d', '$2,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones;', 'What is the theft limit for unscheduled jewelry?'),
        ('e', '$2,500 for loss by theft of firearms and related equipment;', None),
        ('f', '$5,000 on property, on the residence premises, used primarily for business purposes;', 'How much cover is there for a home-office printer used mainly for work?'),
        ('g', '$1,500 on electronic apparatus while in or upon a motor vehicle.', 'Is a laptop stolen from the car covered in full?')], key=True)
    it(P, '4', 'We do not cover property separately described and specifically insured in this or other insurance, animals, birds or fish, motor vehicles, or property of roomers, boarders and other tenants, except property of roomers and boarders related to an insured.',
       'Is a roommate\'s TV covered if the roommate is not related to the policyholder?')
    P = part('PART 2 – LOSS OF USE (COVERAGE D)')
    it(P, '1', 'If a loss covered under this policy makes that part of the residence premises where you reside not fit to live in, we cover any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living, for the shortest time required to repair or replace the damage or to settle your household elsewhere.',
       'How long is additional living expense paid for?')
    it(P, '2', 'If a civil authority prohibits you from use of the residence premises as a direct result of damage to neighboring premises by a peril insured against, we cover the additional living expense for no more than two weeks.',
       'The fire department closed the building because of a fire next door – how long are hotel costs covered?')
    P = part('PART 3 – PERILS INSURED AGAINST')
    f.para('We insure for direct physical loss to the property described in Part 1 caused by a peril listed below unless the loss is excluded in Part 4.', after=2)
    it(P, '1', 'Fire or lightning.', None, key=False)
    it(P, '2', 'Windstorm or hail, but not loss to property inside a building caused by rain, snow, sleet, sand or dust unless the direct force of wind or hail makes an opening in a roof or wall and the precipitation enters through this opening.',
       'Rain came in through an open window during a storm – is the damage to the sofa covered?')
    it(P, '3', 'Theft, including attempted theft and loss of property from a known place when it is likely that the property has been stolen. This peril does not include loss caused by theft:', None, [
        ('a', 'committed by an insured;', None),
        ('b', 'in or to a dwelling under construction, or of materials and supplies for use in the construction, until the dwelling is finished and occupied;', None),
        ('c', 'from that part of the residence premises rented by you to other than an insured.', 'Is theft from the room the policyholder sublets to a stranger covered?')], key=True)
    it(P, '4', 'Sudden and accidental discharge or overflow of water or steam from within a plumbing, heating or air conditioning system or from within a household appliance. We do not cover loss caused by continuous or repeated seepage or leakage over a period of 14 days or more.',
       'Water had been seeping from the dishwasher for three weeks – is the damage covered?')
    it(P, '5', 'Freezing of a plumbing, heating or air conditioning system or of a household appliance, but only if you have used reasonable care to maintain heat in the building.',
       'Are frozen pipe losses covered if the tenant turned the heating off?')
    it(P, '6', 'Sudden and accidental damage from smoke, other than smoke from agricultural smudging or industrial operations.', None)
    P = part('PART 4 – EXCLUSIONS')
    f.para('We do not insure for loss caused directly or indirectly by any of the following, regardless of any other cause or event contributing concurrently or in any sequence to the loss:', after=2)
    it(P, '1', 'Earth movement, meaning earthquake, landslide, mudflow, subsidence or sinkhole. Direct loss by fire or explosion resulting from earth movement is covered.', 'Is a fire caused by an earthquake covered?')
    it(P, '2', 'Water damage, meaning flood, surface water, waves, tidal water or overflow of a body of water, or water below the surface of the ground which seeps through a foundation, wall or floor.', 'Is groundwater seeping through the basement floor covered?')
    it(P, '3', 'Neglect, meaning neglect of an insured to use all reasonable means to save and preserve property at and after the time of a loss.', None)
    it(P, '4', 'Intentional loss, meaning any loss arising out of any act an insured commits or conspires to commit with the intent to cause a loss.', None)
    P = part('PART 5 – LIABILITY (COVERAGES E AND F)')
    it(P, '1', 'If a claim is made or a suit is brought against an insured for damages because of bodily injury or property damage caused by an occurrence to which this coverage applies, we will pay up to our limit of liability for the damages for which the insured is legally liable, and provide a defense at our expense by counsel of our choice.',
       'Who chooses the defense lawyer under the liability coverage?')
    it(P, '2', 'We will pay the necessary medical expenses that are incurred or medically ascertained within three years from the date of an accident causing bodily injury, to a person on the residence premises with the permission of an insured. This coverage does not apply to you or regular residents of your household.',
       'Within what time must medical expenses arise to be paid under medical payments to others?')
    it(P, '3', 'Coverages E and F do not apply to bodily injury or property damage:', None, [
        ('a', 'arising out of the ownership, maintenance or use of motor vehicles, other than a motorized golf cart or a vehicle used to service an insured\'s residence;', None),
        ('b', 'arising out of or in connection with a business conducted from the residence premises by an insured;', 'Does the liability cover apply to an injury to a client visiting the tenant\'s home business?'),
        ('c', 'caused by a dog or other animal owned by an insured that has previously bitten a person, if the Declarations show that the animal liability exclusion applies.', 'When is a dog bite excluded from the renters liability cover?')], key=True)
    P = part('PART 6 – CONDITIONS')
    it(P, '1', 'Duties after loss. In case of a loss to covered property, you must see that the following are done:', None, [
        ('a', 'give prompt notice to us or our agent, and notify the police in case of loss by theft;', None),
        ('b', 'prepare an inventory of damaged or stolen personal property, showing the quantity, description, actual cash value and amount of loss, with bills, receipts and related documents that justify the figures;', 'What must the inventory of stolen items show?'),
        ('c', 'send to us, within 60 days after our request, your signed, sworn proof of loss.', 'How long does the renter have to send a sworn proof of loss?')], key=False)
    it(P, '2', 'Loss settlement. Covered property losses are settled at replacement cost, but we will pay no more than the actual cash value of the damage until actual repair or replacement is complete. You may make a claim for the additional amount within 180 days after the loss.',
       'How long does the renter have to claim the replacement cost holdback?')
    it(P, '3', 'Deductible. Unless otherwise noted in this policy, the following deductible provision applies: subject to the policy limits, we will pay only that part of the total of all loss payable that exceeds the deductible amount shown in the Declarations. Only one deductible applies to each occurrence.',
       'If several items are stolen in one burglary, how many deductibles are taken?')
    it(P, '4', 'Cancellation. We may cancel this policy by letting you know at least 10 days before the date cancellation takes effect when you have not paid the premium, and at least 30 days before that date in any other case.',
       'How much notice must Lanternbay give to cancel for non-payment?')
    it(P, '5', 'Appraisal. If you and we fail to agree on the amount of loss, either may demand an appraisal of the loss. Each party will choose a competent and impartial appraiser within 20 days after receiving a written request from the other.',
       'How soon after a written appraisal request must each side choose an appraiser?')
    return f.save()

# ============================================================ 11. Lanternbay declarations (PDF, Letter, merged header cells, schedule split across pages)
def lanternbay_declarations():
    path = start('lanternbay-renters-declarations-LCR-5520914.pdf')
    W, Hh = LETTER
    def hf(c, n, N):
        c.setFont('Vera', 7)
        c.drawString(54, Hh - 30, 'LANTERNBAY CASUALTY COMPANY · RENTERS DECLARATIONS')
        c.drawRightString(W - 54, Hh - 30, 'Policy LCR-5520914 · Page %d' % n)
    f = Flow(path, LETTER, (54, 54, 48, 54), 'Vera', 'Vera-B', 8.5, 11.4, hf=hf, hf_first=True,
             title='Renters Declarations LCR-5520914', author='Lanternbay Casualty Company')
    f.heading('Renters Policy Declarations', size=14, before=0, after=6)
    for s in ['Named insured: Danielle Okonkwo-Reyes', 'Residence premises: 412 Alder Street, Apt 3B, Millbrook Falls, OR 97990',
              'Policy period: 09/01/2026 to 09/01/2027, 12:01 a.m. standard time at the residence premises',
              'Agent: Corliss Insurance Agency, (503) 555-0148', 'Policy form: LC-RT 100 07 26']:
        f.para(s, after=0.5)
    T1 = 'Coverages and Limits of Liability'
    rows = [['C', 'Personal Property', '$35,000', 'n/a', '$142.00'],
            ['D', 'Loss of Use', '$10,500', 'n/a', 'Included'],
            ['E', 'Personal Liability', '$300,000', 'n/a', '$21.00'],
            ['F', 'Medical Payments to Others', '$2,000', '$25,000', '$6.00']]
    qs = ['What is the personal property limit on Ms Okonkwo-Reyes\'s renters policy?', 'How much loss of use cover does the renter have?',
          'What is the liability limit on the renters declarations?', 'What is the per-person medical payments limit, and the aggregate?']
    ks = rowkeys(T1, rows, qs)
    f.table([50, 170, 90, 90, 90], ['Coverage', 'Description', 'Each person or occurrence', 'Aggregate', 'Premium'], rows,
            ['L', 'L', 'R', 'R', 'R'], style='rows', keys=ks, caption=T1, group=[('', 2), ('Limit of Liability', 2), ('', 1)])
    T2 = 'Deductibles'
    rows = [['All perils except as shown below', '$500'], ['Windstorm or hail', '1% of Coverage C ($350)'], ['Scheduled property', 'None']]
    qs = ['What is the standard deductible on the renters policy?', 'What deductible applies to hail damage on the renters policy?', 'Is any deductible taken from a scheduled jewelry claim?']
    ks = rowkeys(T2, rows, qs)
    f.table([300, 190], ['Applies to', 'Deductible'], rows, ['L', 'R'], style='rows', keys=ks, caption=T2)
    f.para('Forms and endorsements: LC-RT 100 07 26 Renters Policy; LC-SP 12 Scheduled Personal Property; LC-AL 03 Animal Liability Exclusion – does not apply.', after=3)
    f.para('Total annual premium: $169.00 plus scheduled property premium $212.40. Total $381.40.', after=6)
    T3 = 'Scheduled Personal Property (endorsement LC-SP 12)'
    rows = [['1', 'Engagement ring, 1.2 ct diamond, platinum', '03/14/2024', 'Castellan Jewelers', '$6,800'],
            ['2', 'Wedding band, platinum', '03/14/2024', 'Castellan Jewelers', '$1,450'],
            ['3', 'Wristwatch, Tissot Le Locle', '11/02/2025', 'Castellan Jewelers', '$895'],
            ['4', 'Pearl necklace, 18 in.', '05/20/2023', 'Harlow Appraisal Co.', '$2,300'],
            ['5', 'Violin, Eastman VL305, with bow', '01/09/2025', 'Strand Music', '$3,150'],
            ['6', 'Road bicycle, Trek Domane SL 6', '04/18/2025', 'Bill of sale', '$4,199'],
            ['7', 'Camera body, Fujifilm X-T5', '06/30/2025', 'Bill of sale', '$1,699'],
            ['8', 'Lens, Fujinon XF 16-55mm', '06/30/2025', 'Bill of sale', '$1,199'],
            ['9', 'Oil painting, "Estuary at Dusk"', '09/12/2022', 'Harlow Appraisal Co.', '$2,750'],
            ['10', 'Gold bracelet, 14k', '05/20/2023', 'Harlow Appraisal Co.', '$1,180'],
            ['11', 'Silver flatware, 48 pieces', '05/20/2023', 'Harlow Appraisal Co.', '$1,620'],
            ['12', 'Drone, DJI Air 3', '08/01/2025', 'Bill of sale', '$1,099'],
            ['', 'Total scheduled', '', '', '$28,341']]
    qs = ['What is the engagement ring scheduled for?', 'Who appraised the wedding band, and when?', 'What is the watch scheduled at on Ms Okonkwo-Reyes\'s policy?',
          'When was the pearl necklace appraised?', 'What amount of insurance applies to the violin?', 'What is the road bike insured for on the schedule?',
          'What is the scheduled amount for the camera body?', None, 'Who valued the painting on the renters schedule?',
          'What is the gold bracelet scheduled for?', 'How many pieces of flatware are scheduled?', 'Is the drone on the scheduled property list, and for how much?',
          'What is the total of all scheduled items on the renters policy?']
    ks = rowkeys(T3, rows, qs)
    f.table([26, 196, 70, 118, 80], ['Item', 'Description', 'Date', 'By', 'Amount of insurance'], rows, ['L', 'L', 'L', 'L', 'R'],
            style='grid', keys=ks, caption=T3, header_fill=0.9, group=[('', 2), ('Appraisal or receipt', 2), ('', 1)],
            split_after=6, cont='Scheduled Personal Property (continued)')
    f.para('Scheduled property is covered for the amount shown against each item, at the place shown or anywhere in the world, without any deductible. We will pay the least of the amount of insurance, the cost to repair, or the cost to replace with a substantially identical article.', after=3,
           key=K('paragraph', T3, None, q='How is a loss to a scheduled item settled?'))
    f.para('Countersigned: R. Haldane, Authorized Representative, 08/24/2026', size=7.5)
    return f.save()

# ============================================================ 12. Lanternbay scanned inventory (PNG, no rules, merged header)
def lanternbay_scan(tmp):
    path = start('scan-lanternbay-theft-inventory-LCC-26-30877.png')
    H = 'Inventory of stolen property – claim LCC-26-30877'
    rows = [['Laptop, Dell XPS 14', '2 yrs', '1', '1,499.00', '1,049.30'],
            ['Television, 55 in. TCL QM7', '1 yr', '1', '799.00', '639.20'],
            ['Gold bracelet, 14k (sched. item 10)', '3 yrs', '1', '1,180.00', '1,180.00'],
            ['Costume jewelry, assorted', 'various', '1 lot', '420.00', '294.00'],
            ['Cash', '–', '–', '380.00', '380.00'],
            ['Game console, PlayStation 5', '2 yrs', '1', '499.00', '349.30'],
            ['Headphones, Sony WH-1000XM5', '1 yr', '1', '399.00', '319.20'],
            ['Totals', '', '', '5,176.00', '4,211.00']]
    qs = ['What actual cash value did the inventory give for the stolen laptop?', 'How old was the stolen television?',
          'Which scheduled item appears on the theft inventory?', 'What replacement cost was claimed for the costume jewelry?',
          'How much cash did the renter say was stolen?', 'What is the replacement cost of the game console on the inventory?',
          'What were the stolen headphones worth at actual cash value?', 'What was the total actual cash value on the theft inventory?']
    rowkeys(H, rows, qs, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSansCondensed.ttf', bold=DV + 'DejaVuSansCondensed-Bold.ttf', size=30, x0=120,
        titles=[('LANTERNBAY CASUALTY COMPANY', True, 38), ('Personal property inventory – renters claims', False, 27),
                (H, True, 31), ('Insured: D. Okonkwo-Reyes   Date of loss: 10/17/2026   Adjuster: B. Sandoval', False, 27)],
        header=['Item description', 'Age', 'Qty', 'Replacement', 'Actual cash'], group=[('', 3), ('Value claimed ($)', 2)], rows=rows,
        widths=[640, 160, 130, 260, 250], aligns=['L', 'L', 'L', 'R', 'R'], style='none', angle=0.45, blur=0.75, seed=60, edge='right',
        footer=[('Prepared by the insured 10/21/2026. Receipts attached for items 1, 2 and 6.', False, 25)]))
    save_png(img, path)

# ============================================================ 13. Lanternbay e-mail thread (TXT, Outlook-style blocks, CRLF)
def lanternbay_email():
    path = start('lanternbay-email-thread-LCC-26-30877.txt')
    BS = 'Brianna Sandoval <bsandoval@lanternbay-casualty.example>'
    DO = 'Danielle Okonkwo-Reyes <dokreyes@webpost.example>'
    m1 = ('Hi,\n\nMy apartment was broken into on Saturday October 17 while I was at work. The police report number is MFPD 26-118342. I have attached my inventory. Can you tell me if my bracelet is covered in full, since it is on my schedule, and whether the $380 in cash is covered?\n\nThank you,\nDanielle')
    m2 = ('Hello Danielle,\n\nThanks for sending the inventory and the police report. Your gold bracelet is scheduled item 10, so it is covered for its scheduled amount of $1,180 with no deductible. Cash is covered, but the special limit for money is $250.\n\nThe other items will be paid at actual cash value first, less your $500 deductible. When you replace them, send me the receipts within 180 days of the loss and we will pay the difference up to replacement cost.\n\nBest regards,\nBrianna Sandoval\nProperty Claims Adjuster, Lanternbay Casualty Company\n(503) 555-0162')
    m3 = ('Hello Danielle,\n\nYour payment has been issued today. For the unscheduled items we allowed $2,901.00 at actual cash value, including $250 for cash, and took off the $500 deductible, leaving $2,401.00. With $1,180.00 for the scheduled bracelet, the total payment is $3,581.00.\n\nUp to $965.00 more is available as replacement cost holdback for the laptop, television, costume jewelry, game console and headphones once you send proof of replacement.\n\nBest regards,\nBrianna Sandoval\nProperty Claims Adjuster, Lanternbay Casualty Company\n(503) 555-0162')
    s1 = 'Break-in at my apartment - policy LCR-5520914'
    s2 = 'RE: Break-in at my apartment - policy LCR-5520914'
    s3 = 'Claim LCC-26-30877 - payment issued'
    K('email_message', s3, text=' '.join(m3.split()), q='What was the total first payment on Ms Okonkwo-Reyes\'s burglary claim?')
    K('email_message', s2, text=' '.join(m2.split()), q='What did the adjuster say about the cash stolen from the apartment?')
    K('email_message', s1, text=' '.join(m1.split()), q='What is the police report number for the apartment break-in?')
    blk = lambda frm, sent, to, subj: '\n\n________________________________\nFrom: %s\nSent: %s\nTo: %s\nSubject: %s\n\n' % (frm, sent, to, subj)
    out = ('From: %s\nSent: Thursday, November 5, 2026 3:47 PM\nTo: %s\nSubject: %s\n\n' % (BS, DO, s3) + m3 +
           blk(BS, 'Friday, October 23, 2026 11:20 AM', DO, s2) + m2 +
           blk(DO, 'Wednesday, October 21, 2026 9:05 PM', 'claims@lanternbay-casualty.example', s1) + m1 + '\n')
    with open(path, 'w', encoding='utf-8', newline='\r\n') as fh:
        fh.write(out)

# ============================================================ 14. Copperwick retail schedule (DOCX, headings, merged header cells)
def copperwick_schedule():
    import docx
    from docx.shared import Pt
    path = start('copperwick-retail-combined-schedule-CRC-118830.docx')
    d = docx.Document()
    st = d.styles['Normal']; st.font.name = 'Arial'; st.font.size = Pt(10)
    d.add_paragraph('Copperwick Commercial Insurance plc', style='Title')
    d.add_paragraph('Retail Combined Policy – Schedule · Policy CRC-118830 · Renewal date 1 July 2026')
    d.add_heading('1 The insured', level=1)
    for s in ['Insured: Larder & Vine Ltd, trading as Larder & Vine Delicatessen', 'Premises: 6 Market Row, Kestrelford KF1 4DW',
              'Business: delicatessen and café with off-licence, no cooking other than reheating', 'Period of insurance: 1 July 2026 to 30 June 2027']:
        d.add_paragraph(s)
    d.add_heading('2 Sections in force', level=1)
    d.add_paragraph().add_run('Table 1 – Sections and sums insured').bold = True
    T1 = 'Table 1 – Sections and sums insured'
    t = d.add_table(rows=2, cols=4); t.style = 'Table Grid'
    t.cell(0, 0).merge(t.cell(1, 0)).text = 'Section'
    t.cell(0, 1).merge(t.cell(1, 1)).text = 'Cover'
    t.cell(0, 2).merge(t.cell(0, 3)).text = 'Sum insured or limit of indemnity'
    t.cell(1, 2).text = 'Amount'; t.cell(1, 3).text = 'Basis'
    rows = [('Section 1', 'Contents – trade fixtures, fittings and equipment', '£65,000', 'Reinstatement as new'),
            ('Section 1', 'Contents – stock and materials in trade', '£48,000', 'Cost price'),
            ('Section 2', 'Business interruption – gross profit', '£180,000', 'Indemnity period 12 months'),
            ('Section 3', 'Money – on the premises in business hours or in transit', '£5,000', 'Any one loss'),
            ('Section 4', 'Employers\' liability', '£10,000,000', 'Any one occurrence'),
            ('Section 5', 'Public and products liability', '£2,000,000', 'Any one occurrence'),
            ('Section 6', 'Glass – shop front and internal glass', '£7,500', 'Any one loss')]
    qs = ['What are the shop fittings insured for at Larder & Vine?', 'On what basis is the deli\'s stock insured?', 'How long is the indemnity period for business interruption?',
          'What is the money limit on the retail policy?', None, 'What is the public liability limit for Larder & Vine?', 'How much cover is there for the shop front glass?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells
        for i, v in enumerate(r):
            cells[i].text = v
        K('table_row', T1, None, text=' '.join(r), table=list(r), q=q)
    d.add_heading('3 Excesses', level=1)
    d.add_paragraph().add_run('Table 2 – Excesses').bold = True
    T2 = 'Table 2 – Excesses'
    t = d.add_table(rows=1, cols=2); t.style = 'Table Grid'
    t.rows[0].cells[0].text = 'Applies to'; t.rows[0].cells[1].text = 'Excess each and every loss'
    rows = [('Section 1 – all claims unless shown below', '£250'), ('Section 1 – deterioration of stock (END 03)', '£500'),
            ('Section 1 – theft or attempted theft', '£350'), ('Section 2 – failure of public utilities (END 20)', 'First 24 hours'),
            ('Section 6 – glass', '£100')]
    qs = ['What is the standard contents excess for the deli?', 'What excess applies to spoilt stock under END 03?', 'What is the theft excess on the Larder & Vine policy?',
          'What part of a utilities-failure interruption is not paid?', 'What excess applies to a broken shop window?']
    for r, q in zip(rows, qs):
        cells = t.add_row().cells; cells[0].text, cells[1].text = r
        K('table_row', T2, None, text=' '.join(r), table=list(r), q=q)
    d.add_heading('4 Endorsements', level=1)
    def end(code, title, body, q):
        d.add_heading(code + ' ' + title, level=2); d.add_paragraph(body)
        K('clause', code + ' ' + title, code, text=body, q=q)
    end('END 03', 'Deterioration of stock', 'Section 1 is extended to cover deterioration of stock in refrigerated units caused by a rise or fall in temperature resulting from breakdown of the unit or from failure of the public electricity supply, up to £15,000 any one loss. We will not pay if the unit is more than 10 years old or is not covered by a maintenance contract.',
        'What is the limit for stock that spoils when the chillers fail?')
    end('END 11', 'Minimum security', 'Cover for theft under Section 1 only applies if, when the premises are closed, all external doors are secured by a five-lever mortice deadlock and the intruder alarm is set. The alarm must be maintained under a contract with a company approved by NSI or SSAIB.',
        'What locks must be on the deli doors for theft cover to apply?')
    end('END 14', 'Money in the premises overnight', 'The Section 3 limit for money kept in a locked safe on the premises out of business hours is £2,500. Money not in a locked safe out of business hours is limited to £250.',
        'How much cash can be left in the safe overnight under the policy?')
    end('END 20', 'Failure of public utilities', 'Section 2 is extended to cover loss resulting from interruption of the business caused by failure of the public electricity, gas or water supply at the terminal point of the supplier, up to £25,000 any one loss, excluding the first 24 hours of each interruption.',
        'What is the most the business interruption cover pays after a power cut?')
    d.add_heading('5 Premium', level=1)
    p = 'Annual premium £2,846.20 including Insurance Premium Tax. Paid in full at renewal through the broker, Brackenridge & Lowe Commercial Ltd (agency 50771).'
    d.add_paragraph(p); K('paragraph', '5 Premium', None, text=p, q='Which broker placed the Larder & Vine policy?')
    cp = d.core_properties
    cp.author = 'Copperwick Commercial'; cp.title = 'Retail Combined schedule CRC-118830'; cp.version = '1'
    cp.revision = 2; cp.last_modified_by = 'Copperwick Commercial'; cp.subject = 'Schedule'
    cp.created = datetime.datetime(2026, 6, 10, 9, 0, 0); cp.modified = datetime.datetime(2026, 6, 12, 11, 15, 0)
    cp.last_printed = datetime.datetime(2026, 6, 12, 11, 15, 0)
    buf = io.BytesIO(); d.save(buf); fixed_zip(buf.getvalue(), path)

# ============================================================ 15. Copperwick claim file (TXT, "NOTE n | date | author")
def copperwick_notes():
    path = start('copperwick-claim-file-CCC-26-7704.txt')
    entries = [
        ('02.11.2026 | 08:55 | D. Oyelaran, Commercial Claims', 'Ms Ines Larder (director) reported that a fault at the Kestrelford substation cut the power to Market Row from 22:10 on 31 October 2026 to 17:05 on 1 November 2026. The walk-in chiller and two display fridges warmed up and all chilled stock has been thrown away. Shop closed on 1 and 2 November.',
         'How long was the power off at Market Row?'),
        ('02.11.2026 | 10:30 | D. Oyelaran, Commercial Claims', 'Checked END 03: chillers are 4 and 6 years old and covered by a maintenance contract with Polarline Refrigeration. Deterioration of stock cover applies. Appointed Kittiwake Loss Adjusters to list and agree the spoilt stock.',
         'Why did the deterioration of stock cover apply to the Larder & Vine claim?'),
        ('05.11.2026 | 14:15 | F. Abernethy, Kittiwake Loss Adjusters', 'Visited. Spoilt stock schedule agreed with Ms Larder and signed (scanned to file), cost price £4,255.40. Supplier invoices seen for cheese, charcuterie and smoked fish. Stock figures reasonable for a Saturday trading day.',
         'What cost price was agreed for the spoilt stock?'),
        ('06.11.2026 | 09:40 | D. Oyelaran, Commercial Claims', 'Stock: £4,255.40 less the £500 END 03 excess gives £3,755.40. Business interruption: power cut lasted under 19 hours, inside the 24-hour exclusion under END 20, but the shop stayed closed on 2 November to restock. Asked the accountant for gross profit for the two closed days.',
         'How much is payable for the spoilt stock after the excess?'),
        ('12.11.2026 | 16:20 | D. Oyelaran, Commercial Claims', 'Accountant (Threlfall Pryce) confirms average daily gross profit of £1,070 for November trading. First 24 hours are excluded, so one day is payable under END 20: £1,070.00.',
         'How much business interruption was paid to Larder & Vine, and why only that much?'),
        ('13.11.2026 | 11:05 | M. Castellanos, claims team leader', 'Authorised total payment of £4,825.40 (stock £3,755.40 and business interruption £1,070.00) to Larder & Vine Ltd by BACS. Broker Brackenridge & Lowe copied on the settlement letter.',
         'What was the total payment authorised on the power-cut claim?'),
        ('20.11.2026 | 15:50 | D. Oyelaran, Commercial Claims', 'Ms Larder asked whether the cost of the electrician who reset the chillers (£180) can be added. Declined: no damage to the units, and the callout is a maintenance cost not covered by END 03 or END 20. Customer accepted.',
         'Did we pay for the electrician who reset the chillers?'),
    ]
    out = ['COPPERWICK COMMERCIAL INSURANCE PLC', 'CLAIM FILE  CCC-26-7704', 'Policy CRC-118830  Larder & Vine Ltd  6 Market Row, Kestrelford',
           'Cause: failure of public electricity supply – deterioration of stock / business interruption', '']
    for i, (hd, body, q) in enumerate(entries, 1):
        out.append('NOTE %d | %s' % (i, hd))
        out += ['    ' + l for l in textwrap.wrap(body, 70, break_on_hyphens=False, break_long_words=False)]
        out.append('')
        K('file_note_entry', 'Claim file CCC-26-7704', None, text=hd + ' ' + body, q=q, entry='NOTE %d' % i)
    out.append('*** END OF FILE ***')
    with open(path, 'w', encoding='utf-8', newline='\n') as fh:
        fh.write('\n'.join(out) + '\n')

# ============================================================ 16. Copperwick scanned stock schedule (image-only PDF, rules between rows, merged header)
def copperwick_scan(tmp):
    path = start('scan-kittiwake-spoilt-stock-schedule-CCC-26-7704.pdf')
    H = 'Schedule of spoilt chilled stock – Larder & Vine Ltd'
    rows = [['1', 'Cheese, whole and cut', '42 kg', '19.50', '819.00'],
            ['2', 'Charcuterie and cured meats', '31 kg', '27.00', '837.00'],
            ['3', 'Fresh pasta and sauces', '96 units', '3.25', '312.00'],
            ['4', 'Dairy: milk, cream, butter', '140 units', '1.85', '259.00'],
            ['5', 'Prepared salads and deli pots', '210 units', '2.40', '504.00'],
            ['6', 'Smoked fish', '18 kg', '31.50', '567.00'],
            ['7', 'Chilled desserts', '120 units', '2.75', '330.00'],
            ['8', 'Pies and quiches', '64 units', '4.10', '262.40'],
            ['9', 'Olives and antipasti, open counter', '25 kg', '14.60', '365.00'],
            ['', 'Total at cost price', '', '', '4,255.40']]
    qs = ['How much cheese was thrown away at the deli?', 'What was the cost price per kilo of the charcuterie?', 'How many units of fresh pasta were lost?',
          'What was the dairy stock loss worth?', 'How many salad pots were thrown out?', 'What did the smoked fish cost in total?',
          'What was the unit cost of the chilled desserts?', 'How many pies and quiches were spoilt?', 'How many kilos of olives and antipasti were lost?',
          'What was the total cost price on the adjuster\'s spoilt stock schedule?']
    rowkeys(H, rows, qs, scanned=True)
    img = scan_page(dict(font=DV + 'DejaVuSans.ttf', bold=DV + 'DejaVuSans-Bold.ttf', size=30, x0=110, pad=16,
        titles=[('KITTIWAKE LOSS ADJUSTERS', True, 40), ('Harbour Chambers, Kestrelford KF2 9PL  ·  01632 960893', False, 25),
                (H, True, 30), ('Insurer: Copperwick Commercial, claim CCC-26-7704   Visit: 05/11/2026', False, 26)],
        header=['No.', 'Stock', 'Quantity', 'Unit', 'Total'], group=[('', 3), ('Cost price £', 2)], rows=rows,
        widths=[80, 580, 210, 150, 200], aligns=['L', 'L', 'R', 'R', 'R'], style='none', angle=-0.4, blur=0.7, seed=67, edge='left',
        footer=[('Agreed with the insured: I. Larder, director.   Adjuster: F. Abernethy ACII', False, 25)]))
    save_image_pdf(img, path, tmp, 'scan')

# ============================================================ main
def main():
    if os.path.isdir(DOCS):
        shutil.rmtree(DOCS)
    os.makedirs(DOCS)
    tmp = tempfile.mkdtemp()
    pdf_pages = {}
    for fn in [bramblecote_wording, bramblecote_schedule, bramblecote_notes, bramblecote_scan,
               gullhaven_wording, gullhaven_endorsement, gullhaven_guide, gullhaven_scan, gullhaven_email,
               lanternbay_wording, lanternbay_declarations, lanternbay_scan, lanternbay_email,
               copperwick_schedule, copperwick_notes, copperwick_scan]:
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
