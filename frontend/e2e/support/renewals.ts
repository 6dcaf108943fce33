/** The renewals file as the insurer sends it (the renewals module's columns, in their order). */
const HEADER =
  'Policy number,Customer name,Email,Phone,Date of birth,Vehicle registration,Make and model,Cover type,' +
  'Renewal date,Current premium,Renewal premium,No-claims years,Premium 1 year ago,Claims 1 year ago';

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A good row for `policyNumber`, due in 45 days; `n` makes its customer's details its own. */
export const renewalRow = (policyNumber: string, n: number) =>
  `${policyNumber},Customer ${n},customer${n}@example.ie,087 123 4567,1980-01-01,` +
  `191-D-${n},Toyota Corolla,Comprehensive,${inDays(45)},610.00,595.50,4,610.00,0`;

/** The file of the given rows under the header, with the CRLF line ends spreadsheets write. */
export const renewalsCsv = (rows: readonly string[]) => Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`);
