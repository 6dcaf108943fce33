import { exportSummary } from './summary';

describe('exportSummary', () => {
  const exportedAt = new Date('2026-07-01T13:05:00Z');

  it('lists each section with its records, dates in Irish time, and any legal hold', () => {
    const text = exportSummary(
      'Ivy Car Insurance',
      {
        subject: {
          emails: ['aoife@example.ie'],
          phones: ['0871234567'],
          webReferences: ['IVY-7K3M-Q9TX'],
          policyNumbers: [],
          recordKeys: ['quote:1'],
        },
        sections: [
          {
            section: 'quotes',
            records: [
              { kind: 'Quote', reference: 'IVY-7K3M-Q9TX', at: new Date('2026-03-03T10:00:00Z') },
              {
                kind: 'Policy',
                reference: 'IVY-P-4HXM9R2C',
                hold: { reason: 'Kept for the law', until: new Date('2032-03-02T23:59:59Z') },
              },
            ],
          },
          { section: 'emails', records: [{ kind: 'Email sent', reference: 'Your quote' }] },
        ],
      },
      exportedAt,
    );
    expect(text).toBe(
      [
        'Personal data held by Ivy Car Insurance',
        'Exported 1 July 2026 at 14:05 (Irish time)',
        'Found by: email aoife@example.ie; phone 0871234567; web reference IVY-7K3M-Q9TX',
        '',
        'Quotes: 2 records',
        '  - Quote IVY-7K3M-Q9TX, 3 March 2026',
        '  - Policy IVY-P-4HXM9R2C (kept until 2 March 2032: Kept for the law)',
        '',
        'Emails: 1 record',
        '  - Email sent Your quote',
        '',
        'The archive (JSON) beside this summary holds every field of these records.',
        '',
      ].join('\n'),
    );
  });

  it('says plainly when nothing is held', () => {
    const text = exportSummary(
      'Ivy',
      {
        subject: { emails: ['x@y.ie'], phones: [], webReferences: [], policyNumbers: [], recordKeys: [] },
        sections: [],
      },
      exportedAt,
    );
    expect(text).toContain('We hold no records about this person.');
  });
});
