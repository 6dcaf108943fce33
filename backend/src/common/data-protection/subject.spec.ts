import { isEmptySubject, subjectOf, widenSubject } from './subject';

describe('subjects', () => {
  it('normalises what staff typed: email in lower case, phone in national digits, references in upper case', () => {
    expect(
      subjectOf({
        email: ' Aoife@Example.IE ',
        phone: '+353 87 123 4567',
        webReference: 'ab12',
        policyNumber: 'ivy-1',
      }),
    ).toEqual({
      emails: ['aoife@example.ie'],
      phones: ['0871234567'],
      webReferences: ['AB12'],
      policyNumbers: ['IVY-1'],
      recordKeys: [],
    });
  });

  it('grows only when an identifier is new', () => {
    const start = subjectOf({ email: 'a@b.ie' });
    const same = widenSubject(start, { emails: ['A@B.IE'], phones: [''] });
    expect(same.grew).toBe(false);
    expect(same.subject).toEqual(start);
    const wider = widenSubject(start, { recordKeys: ['quote:1'], phones: ['087 123 4567'] });
    expect(wider.grew).toBe(true);
    expect(wider.subject).toMatchObject({
      emails: ['a@b.ie'],
      phones: ['0871234567'],
      recordKeys: ['quote:1'],
    });
  });

  it('knows a query that names nobody', () => {
    expect(isEmptySubject(subjectOf({ email: '  ' }))).toBe(true);
    expect(isEmptySubject(subjectOf({ phone: '087' }))).toBe(false);
    expect(isEmptySubject(subjectOf({ email: null as unknown as string }))).toBe(true);
  });
});
