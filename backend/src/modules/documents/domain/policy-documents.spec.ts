import { renderPdf, type PdfBlock, type PdfDocumentModel } from '#src/common/pdf/pdf-document';
import { readPdf } from '#src/common/pdf/pdf-text.fixture';
import { DOCUMENT_BRAND, documentInput } from './document-input.fixture';
import {
  certificateModel,
  insuranceDiscModel,
  POLICY_DOCUMENT_LAYOUTS,
  policyScheduleModel,
  quoteStatementOfFactModel,
  RENEWAL_DOCUMENT_LAYOUTS,
  renewalNoticeModel,
  statementOfFactModel,
  verifyUrl,
} from './policy-documents';

/** Every piece of text a model puts on the page, in order. */
function textOf(model: PdfDocumentModel): string {
  const blockText = (block: PdfBlock): string[] => {
    switch (block.kind) {
      case 'table':
        return [...(block.head ?? []), ...block.rows.flat()];
      case 'cutout':
        return [block.heading, ...block.rows.map(([label, value]) => `${label}: ${value}`), block.note];
      case 'qr':
        return [block.caption ?? ''];
      default:
        return [block.text];
    }
  };
  return model.blocks.flatMap(blockText).join('\n');
}

const input = documentInput();

/** The address the model's QR code (a figure, or the disc's) holds. */
function qrData(model: PdfDocumentModel): string | undefined {
  const block = model.blocks.find((b) => b.kind === 'qr' || b.kind === 'cutout');
  return block?.kind === 'qr' ? block.data : block?.kind === 'cutout' ? block.qr.data : undefined;
}

function expectAll(model: PdfDocumentModel, expected: string[]): void {
  const text = textOf(model);
  for (const part of expected) expect(text).toContain(part);
}

describe('policy documents', () => {
  it('schedule: policy, holder, vehicle, drivers, cover, excesses, premium with levy and instalments', () => {
    expectAll(policyScheduleModel(input), [
      'IVY-482913',
      'Aoife Byrne',
      '191-D-12345',
      'Siobhán Byrne',
      'Comprehensive',
      'Breakdown assistance',
      '27 November 2026 to 26 November 2027',
      'Compulsory excess\n€300.00',
      'Voluntary excess\n€250.00',
      '€618.30, including the 3% Government levy of €18.01',
      '10 of €58.32',
      'APR 15.1%',
    ]);
  });

  it('schedule after a mid-term change: each Direct Debit as the change left it, and what they add up to', () => {
    const changed = documentInput();
    changed.policy.premium.schedule = [
      { dueDate: '2026-12-27', amountCents: 5_832 },
      ...Array.from({ length: 9 }, (_, i) => ({ dueDate: `2027-0${(i % 9) + 1}-27`, amountCents: 6_001 })),
    ];
    const text = textOf(policyScheduleModel(changed));
    expect(text).toContain('Monthly, by Direct Debit, as changed mid-term');
    expect(text).toContain('Direct Debit 1 of 10\n€58.32 on 27 December 2026');
    expect(text).toContain('Direct Debit 10 of 10\n€60.01 on 27 September 2027');
    // 92.75 deposit + 58.32 + 9 × 60.01
    expect(text).toContain('Total payable\n€691.16');
    expect(text).not.toContain('10 of €58.32');
  });

  it('certificate and disc: certificate number, registration, period and a QR code to the public check', () => {
    const url =
      'https://www.ivycarinsurance.ie/verify-document?certificate=IVC-7K3M9QXP2A&registration=191-D-12345';
    expect(verifyUrl(DOCUMENT_BRAND.siteUrl, 'IVC-7K3M9QXP2A', '191-D-12345')).toBe(url);
    for (const model of [certificateModel(input), insuranceDiscModel(input)]) {
      expectAll(model, ['IVC-7K3M9QXP2A', '191-D-12345', '26 November 2027']);
      expect(qrData(model)).toBe(url);
    }
    expect(textOf(certificateModel(input))).toContain('named drivers: Siobhán Byrne');
  });

  it('statement of fact: every answer, and how to report a mistake', () => {
    expectAll(statementOfFactModel(input), [
      'Please check every answer below',
      'The price based on these answers: €618.30, including the 3% Government levy of €18.01.',
      'support@ivycarinsurance.ie',
      // Kept as +353871234567, shown as written at home.
      'Phone\n087 123 4567',
      'Nurse',
      'Kept on a driveway overnight',
      'Social use and commuting',
      '12,000 km',
      'Full Irish licence',
      'Penalty points\n0',
      'Liffey Insurance',
      'Brother or sister',
      'Claims\nNone',
      'Voluntary excess\n€250.00',
    ]);
  });

  it('statement of a quote before purchase: the same answers under the web reference', () => {
    const model = quoteStatementOfFactModel({
      brand: DOCUMENT_BRAND,
      webReference: 'IVY-7K3M-Q9TX',
      answers: input.answers,
      premium: input.policy.premium,
      issuedAt: input.issuedAt,
    });
    const text = textOf(model);
    expect(text).toContain('Quote IVY-7K3M-Q9TX. Prepared');
    expect(text).not.toContain('IVY-482913');
    const policyStatement = textOf(statementOfFactModel(input));
    const body = (all: string) => all.slice(all.indexOf('Please check every answer'));
    expect(body(text)).toBe(body(policyStatement));
    expect(model.title).toBe('Statement of fact IVY-7K3M-Q9TX | Ivy Car Insurance');
  });

  it('marks a reissued version as replacing the earlier ones', () => {
    expect(textOf(policyScheduleModel({ ...input, version: 2 }))).toContain(
      'version 2: it replaces every earlier version',
    );
  });

  it('renders each as a PDF whose text holds the policy number, the registration and the premium', async () => {
    const pdfs = await Promise.all(
      Object.values(POLICY_DOCUMENT_LAYOUTS).map(async (layout) => readPdf(await renderPdf(layout(input)))),
    );
    for (const pdf of pdfs) {
      expect(pdf.text).toContain('IVY-482913');
      expect(pdf.text).toContain('191-D-12345');
      expect(pdf.lang).toBe('en-IE');
    }
    const [schedule] = pdfs;
    expect(schedule.title).toBe('Policy schedule IVY-482913 | Ivy Car Insurance');
    expect(schedule.text).toContain('€618.30, including the 3% Government levy of €18.01');
  }, 30_000);
});

/** The renewal of the insurer's sheet both renewal tests print. */
const RENEWAL = {
  policyNumber: 'IVY-100200',
  customerName: 'Aoife Byrne',
  registration: '162-C-4821',
  vehicle: '2016 Toyota Yaris',
  coverType: 'comprehensive',
};

describe('renewalNoticeModel', () => {
  const notice = (current: number, renewal: number) =>
    renewalNoticeModel({
      brand: DOCUMENT_BRAND,
      issuedAt: new Date('2026-11-02T09:00:00Z'),
      renewUrl: 'https://www.ivycarinsurance.ie/renewals/abc?token=t',
      renewal: {
        ...RENEWAL,
        renewalDate: '2026-12-20',
        currentPremiumCents: current,
        renewalPremiumCents: renewal,
        noClaimsYears: 6,
      },
    });

  it("shows this year's premium beside next year's, and the difference", async () => {
    const model = notice(61_240, 58_910);
    const table = model.blocks.find((b) => b.kind === 'table');
    expect(table).toEqual(
      expect.objectContaining({
        head: ['', 'This year', 'From renewal'],
        rows: [['Premium, including the 3% Government levy', '€612.40', '€589.10']],
      }),
    );
    expect(textOf(model)).toContain('Your premium goes down by €23.30.');
    expect(textOf(notice(50_000, 52_500))).toContain('Your premium goes up by €25.00.');
    expect(textOf(notice(50_000, 50_000))).toContain('Your premium is unchanged.');
    const pdf = await readPdf(await renderPdf(model));
    expect(pdf.text).toContain('€612.40');
    expect(pdf.text).toContain('€589.10');
    expect(pdf.text).toContain('20 December 2026');
  });
});

describe('the documents of a paid renewal', () => {
  const input = {
    brand: DOCUMENT_BRAND,
    certificateNumber: 'IVC-4RT8W2KQ9M',
    issuedAt: new Date('2026-12-01T10:00:00Z'),
    version: 1,
    renewal: {
      ...RENEWAL,
      startDate: '2026-12-20',
      endDate: '2027-12-19',
      premiumCents: 58_910,
      noClaimsYears: 6,
    },
  };

  it('schedule: the new period and premium, and plainly what carries on unchanged', () => {
    expectAll(RENEWAL_DOCUMENT_LAYOUTS.schedule(input), [
      'IVY-100200',
      'IVC-4RT8W2KQ9M',
      '20 December 2026 to 19 December 2027',
      '€589.10, including the 3% Government levy',
      'Drivers, add-ons and excesses\nAs on your policy before this renewal, unchanged',
      'Comprehensive',
      '6 years',
    ]);
  });

  it('certificate and disc: the new period and a QR code to the public check', () => {
    const url = verifyUrl(DOCUMENT_BRAND.siteUrl, 'IVC-4RT8W2KQ9M', '162-C-4821');
    for (const layout of [RENEWAL_DOCUMENT_LAYOUTS.certificate, RENEWAL_DOCUMENT_LAYOUTS.disc]) {
      const model = layout(input);
      expectAll(model, ['162-C-4821', '19 December 2027']);
      expect(qrData(model)).toBe(url);
    }
    expect(textOf(RENEWAL_DOCUMENT_LAYOUTS.certificate(input))).toContain(
      'The policyholder and any named drivers, as on your policy before this renewal, unchanged.',
    );
  });
});
