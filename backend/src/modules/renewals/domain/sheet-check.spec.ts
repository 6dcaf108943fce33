import { Readable } from 'node:stream';
import { csvRows } from '../import/sheet-readers';
import { sniffDelimiter } from './csv-cells';
import { templateRows } from './renewal-columns';
import { CheckedRow, SheetCheck, SheetProblem } from './sheet-check';

const NOW = new Date('2026-11-21T10:00:00Z');
const [HEADER, EXAMPLE] = templateRows();

/** The template's example row with some cells changed, by header. */
function row(changes: Record<string, string> = {}): string[] {
  return HEADER.map((header, i) => changes[header] ?? EXAMPLE[i]);
}

async function check(text: string): Promise<{ rows: CheckedRow[]; ignored: string[] }> {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0];
  const sheet = new SheetCheck(NOW);
  const rows: CheckedRow[] = [];
  for await (const checked of sheet.rows(csvRows(Readable.from([text]), sniffDelimiter(firstLine))))
    rows.push(checked);
  return { rows, ignored: sheet.ignored };
}

const csv = (rows: string[][], delimiter = ',') =>
  rows.map((cells) => cells.map((c) => (c.includes(delimiter) ? `"${c}"` : c)).join(delimiter)).join('\r\n');

const errorsOf = (rows: CheckedRow[]) => rows.flatMap((r) => (r.ok ? [] : r.errors));

describe('checking an import file', () => {
  it('reads the template example as one valid renewal, normalised', async () => {
    const { rows } = await check(csv([HEADER, EXAMPLE]));
    expect(rows).toEqual([
      {
        row: 2,
        ok: true,
        fields: {
          policyNumber: 'IVY-R-100001',
          customerName: 'Aoife Byrne',
          email: 'aoife.byrne@example.ie',
          phone: '087 123 4567',
          dateOfBirth: '1985-04-12',
          registration: '191-D-12345',
          vehicle: 'Toyota Corolla',
          coverType: 'comprehensive',
          renewalDate: '2027-01-15',
          currentPremiumCents: 61240,
          renewalPremiumCents: 59800,
          noClaimsYears: 6,
          history: [
            { yearsAgo: 1, premiumCents: 61240, claims: 0 },
            { yearsAgo: 2, premiumCents: 64000, claims: 0 },
          ],
        },
      },
    ]);
  });

  it('refuses bad dates, naming the row and column', async () => {
    const { rows } = await check(
      csv([
        HEADER,
        row({ 'Renewal date': '31/02/2027' }),
        row({ 'Policy number': 'P-0002', 'Date of birth': '2015-01-01' }),
        row({ 'Policy number': 'P-0003', 'Renewal date': 'next week' }),
        row({ 'Policy number': 'P-0004', 'Renewal date': '15/01/2027', 'Date of birth': '12.04.1985' }),
      ]),
    );
    expect(errorsOf(rows)).toEqual([
      { row: 2, column: 'Renewal date', value: '31/02/2027', message: expect.stringMatching(/real date/) },
      {
        row: 3,
        column: 'Date of birth',
        value: '2015-01-01',
        message: expect.stringMatching(/aged 17 to 110/),
      },
      { row: 4, column: 'Renewal date', value: 'next week', message: expect.stringMatching(/real date/) },
    ]);
    expect(rows[3]).toMatchObject({
      ok: true,
      fields: { renewalDate: '2027-01-15', dateOfBirth: '1985-04-12' },
    });
  });

  it('refuses bad registrations with the reason, and writes good ones the standard way', async () => {
    const { rows } = await check(
      csv([
        HEADER,
        row({ 'Vehicle registration': '12-XX-123' }),
        row({ 'Policy number': 'P-0002', 'Vehicle registration': 'ABC 123' }),
        row({ 'Policy number': 'P-0003', 'Vehicle registration': '151 d 123' }),
      ]),
    );
    expect(errorsOf(rows)).toEqual([
      {
        row: 2,
        column: 'Vehicle registration',
        value: '12-XX-123',
        message: "XX isn't an Irish county code.",
      },
      {
        row: 3,
        column: 'Vehicle registration',
        value: 'ABC 123',
        message: expect.stringMatching(/Irish registration/),
      },
    ]);
    expect(rows[2]).toMatchObject({ ok: true, fields: { registration: '151-D-123' } });
  });

  it('keeps the first of a policy number given twice and refuses the rest', async () => {
    const { rows } = await check(csv([HEADER, EXAMPLE, row({ 'Customer name': 'Someone Else' }), EXAMPLE]));
    expect(rows.map((r) => r.ok)).toEqual([true, false, false]);
    expect(errorsOf(rows)[0]).toEqual({
      row: 3,
      column: 'Policy number',
      value: 'IVY-R-100001',
      message: 'IVY-R-100001 is also on row 2; each policy may appear once.',
    });
  });

  it('refuses a file that lacks required columns, naming them', async () => {
    const without = (name: string) => HEADER.filter((h) => h !== name);
    await expect(
      check(csv([without('Renewal premium').filter((h) => h !== 'Email'), EXAMPLE])),
    ).rejects.toEqual(new SheetProblem(['Missing column(s): Email, Renewal premium.']));
  });

  it('ignores extra columns and says which, and matches headers whatever their case and punctuation', async () => {
    const header = [...HEADER.map((h) => h.toUpperCase().replace(/ /g, '_')), 'Broker notes'];
    const { rows, ignored } = await check(csv([header, [...EXAMPLE, '=cmd|calc']]));
    expect(ignored).toEqual(['Broker notes']);
    expect(rows[0].ok).toBe(true);
  });

  it('reads a file with a byte order mark', async () => {
    const { rows } = await check(`\uFEFF${csv([HEADER, EXAMPLE])}`);
    expect(rows).toHaveLength(1);
    expect(rows[0].ok).toBe(true);
  });

  it('reads a semicolon file with decimal commas, as Excel saves it in many European locales', async () => {
    const cells = row({ 'Current premium': '612,40', 'Renewal premium': '€1,234.50' });
    const second = row({ 'Policy number': 'P-0002', 'Make and model': 'Ford Focus, 1.6 diesel' });
    const { rows } = await check(csv([HEADER, cells, second], ';'));
    expect(rows[0]).toMatchObject({
      ok: true,
      fields: { currentPremiumCents: 61240, renewalPremiumCents: 123450 },
    });
    expect(rows[1]).toMatchObject({ ok: true, fields: { vehicle: 'Ford Focus, 1.6 diesel' } });
  });

  it('refuses an empty file and a file with only its header', async () => {
    await expect(check('')).rejects.toEqual(new SheetProblem(['The file is empty.']));
    await expect(check('\r\n\r\n')).rejects.toEqual(new SheetProblem(['The file is empty.']));
    await expect(check(csv([HEADER]))).rejects.toEqual(
      new SheetProblem(['The file has a header but no renewals.']),
    );
  });

  it('lists every problem of a row, and skips blank rows', async () => {
    const { rows } = await check(
      csv([
        HEADER,
        HEADER.map(() => ''),
        row({
          Email: 'not-an-email',
          'Cover type': 'Gold',
          'Renewal premium': '-5',
          'Claims 1 year ago': 'two',
        }),
      ]),
    );
    expect(errorsOf(rows).map((e) => [e.row, e.column])).toEqual([
      [3, 'Email'],
      [3, 'Cover type'],
      [3, 'Renewal premium'],
      [3, 'Claims 1 year ago'],
    ]);
  });
});
