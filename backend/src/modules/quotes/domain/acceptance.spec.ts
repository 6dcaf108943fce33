import { ACCEPTANCE_NEEDED, ACCEPTANCE_OUTDATED, acceptanceProblem, answersFingerprint } from './acceptance';

const CURRENT = {
  statementOfFact: 'sof-1',
  ipid: 'IPID-2',
  policyBooklet: 'PB-2',
  termsOfBusiness: 'TOB-1',
};

describe('answersFingerprint', () => {
  it('is the same whatever order the fields come back in, and changes with any answer', () => {
    const answers = { cover: { type: 'comprehensive', addOns: ['windscreen'] }, claims: { claims: [] } };
    const reordered = { claims: { claims: [] }, cover: { addOns: ['windscreen'], type: 'comprehensive' } };
    expect(answersFingerprint(reordered)).toBe(answersFingerprint(answers));
    expect(answersFingerprint(answers)).toMatch(/^sof-[0-9a-f]{16}$/);
    const changed = { ...answers, cover: { type: 'third_party', addOns: ['windscreen'] } };
    expect(answersFingerprint(changed)).not.toBe(answersFingerprint(answers));
    const reorderedList = { ...answers, cover: { type: 'comprehensive', addOns: ['windscreen', 'x'] } };
    const otherOrder = { ...answers, cover: { type: 'comprehensive', addOns: ['x', 'windscreen'] } };
    expect(answersFingerprint(reorderedList)).not.toBe(answersFingerprint(otherOrder));
  });
});

describe('acceptanceProblem', () => {
  const acceptedAt = new Date('2026-11-26T09:00:00Z');

  it('asks for the confirmation when there is none', () => {
    expect(acceptanceProblem(undefined, CURRENT)).toBe(ACCEPTANCE_NEEDED);
  });

  it('accepts a confirmation of the current versions', () => {
    expect(acceptanceProblem({ acceptedAt, versions: { ...CURRENT } }, CURRENT)).toBeUndefined();
  });

  it.each(Object.keys(CURRENT))('asks again when the %s changed since', (document) => {
    const versions = { ...CURRENT, [document]: 'older' };
    expect(acceptanceProblem({ acceptedAt, versions }, CURRENT)).toBe(ACCEPTANCE_OUTDATED);
  });
});
