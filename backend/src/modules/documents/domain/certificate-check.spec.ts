import { checkCertificate } from './certificate-check';
import { generateCertificateNumber, normaliseCertificateNumber } from './certificate-number';

const facts = {
  registrationKey: '191D12345',
  validFrom: '2026-11-27',
  validTo: '2027-11-26',
  superseded: false,
};
const notValid = {
  valid: false,
  startsLater: false,
  checkedOn: '2026-12-01',
  validFrom: null,
  validTo: null,
};

describe('checkCertificate', () => {
  it('answers valid, with the period, for the right car on a day within it', () => {
    expect(checkCertificate(facts, '191D12345', '2026-12-01')).toEqual({
      valid: true,
      startsLater: false,
      checkedOn: '2026-12-01',
      validFrom: '2026-11-27',
      validTo: '2027-11-26',
    });
    expect(checkCertificate(facts, '191D12345', '2027-11-26').valid).toBe(true);
  });

  it('says when the right certificate for the right car starts later, with its period', () => {
    expect(checkCertificate(facts, '191D12345', '2026-11-26')).toEqual({
      valid: false,
      startsLater: true,
      checkedOn: '2026-11-26',
      validFrom: '2026-11-27',
      validTo: '2027-11-26',
    });
    expect(checkCertificate(facts, '162C4821', '2026-11-26')).toEqual({
      ...notValid,
      checkedOn: '2026-11-26',
    });
    expect(checkCertificate({ ...facts, superseded: true }, '191D12345', '2026-11-26').startsLater).toBe(
      false,
    );
  });

  it('answers unknown, mismatched, superseded and expired alike', () => {
    expect(checkCertificate(undefined, '191D12345', '2026-12-01')).toEqual(notValid);
    expect(checkCertificate(facts, '162C4821', '2026-12-01')).toEqual(notValid);
    expect(checkCertificate({ ...facts, superseded: true }, '191D12345', '2026-12-01')).toEqual(notValid);
    expect(checkCertificate(facts, '191D12345', '2027-11-27')).toEqual({
      ...notValid,
      checkedOn: '2027-11-27',
    });
  });
});

describe('certificate numbers', () => {
  it('are a prefix and 10 unambiguous characters, different each time', () => {
    const numbers = new Set(Array.from({ length: 50 }, () => generateCertificateNumber('IVC')));
    expect(numbers.size).toBe(50);
    for (const n of numbers) expect(n).toMatch(/^IVC-[0-9A-HJKMNP-TV-Z]{10}$/);
  });

  it('read what a person types: case, spaces, and O, I, L for 0, 1, 1', () => {
    expect(normaliseCertificateNumber(' ivc-7k3m 9qxp2a ')).toBe('IVC-7K3M9QXP2A');
    expect(normaliseCertificateNumber('IVC 7K3MOQXPIL')).toBe('IVC-7K3M0QXP11');
  });
});
