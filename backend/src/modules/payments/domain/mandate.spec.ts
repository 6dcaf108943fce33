import { generateMandateReference, mandateText } from './mandate';

describe('Direct Debit mandates', () => {
  it('makes references of unambiguous characters within the SEPA length', () => {
    const reference = generateMandateReference();
    expect(reference).toMatch(/^IVY-DD-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{10}$/);
    expect(reference.length).toBeLessThanOrEqual(35);
    expect(generateMandateReference(() => 0)).toBe('IVY-DD-2222222222');
  });

  it('names the creditor and its identifier in the wording', () => {
    const text = mandateText('Ivy Car Insurance', 'IE31ZZZ654321');
    expect(text).toContain('you authorise (A) Ivy Car Insurance to send instructions to your bank');
    expect(text).toContain('within 8 weeks');
    expect(text).toContain('creditor identifier IE31ZZZ654321');
  });
});
