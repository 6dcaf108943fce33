import { describe, expect, it } from 'vitest';
import { erasureText, exportFiles, finderErrors, NO_IDENTIFIER, subjectQueryOf } from './subjectRequests';

describe('data-subject requests', () => {
  it('sends only the boxes filled in, trimmed', () => {
    expect(subjectQueryOf({ email: ' aoife@example.ie ', phone: '  ', policyNumber: undefined })).toEqual({
      email: 'aoife@example.ie',
    });
    expect(subjectQueryOf({ phone: ' ' })).toBeUndefined();
  });

  it('asks for at least one identifier', () => {
    expect(finderErrors({})).toEqual({ email: NO_IDENTIFIER });
    expect(finderErrors({ webReference: 'IVY-7K3M-Q9TX' })).toEqual({});
  });

  it('says what an erasure did, and whether anything was kept for the law', () => {
    const erasedAt = '2026-11-26T10:00:00.000Z';
    expect(
      erasureText({
        requestRef: 'DSR-1',
        erasedAt,
        remaining: [],
        outcomes: [
          { section: 'quotes', deleted: 1, anonymised: 1, held: 1 },
          { section: 'emails', deleted: 3, anonymised: 0, held: 0 },
        ],
      }),
    ).toBe(
      '4 records deleted and 1 record anonymised. 1 record kept, minimal, for the period the law requires.',
    );
    expect(
      erasureText({
        requestRef: 'DSR-3',
        erasedAt,
        keptUntil: '2033-11-30T23:59:59.999Z',
        remaining: [],
        outcomes: [{ section: 'quotes', deleted: 0, anonymised: 2, held: 2 }],
      }),
    ).toBe(
      '0 records deleted and 2 records anonymised. 2 records kept, minimal, until 30 November 2033, for the period the law requires.',
    );
    expect(
      erasureText({
        requestRef: 'DSR-2',
        erasedAt,
        remaining: [],
        outcomes: [{ section: 'quotes', deleted: 1, anonymised: 0, held: 0 }],
      }),
    ).toBe('1 record deleted and 0 records anonymised. Nothing about this person remains.');
  });

  it('names the export files after the request', () => {
    expect(exportFiles('DSR-0A1B2C3D4E')).toEqual({
      archive: 'DSR-0A1B2C3D4E-personal-data.json',
      summary: 'DSR-0A1B2C3D4E-summary.txt',
    });
  });
});
