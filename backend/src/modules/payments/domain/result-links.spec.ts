import { randomBytes } from 'node:crypto';
import { resultLinkKey, resultSignature, resultSignatureMatches, resultUrl } from './result-links';

describe('result links', () => {
  const key = resultLinkKey(randomBytes(32));
  const id = '665f1c2b9d3e4a0012345678';

  it('signs a payment id so that only that id verifies', () => {
    const sig = resultSignature(id, key);
    expect(sig).toMatch(/^[\w-]{43}$/);
    expect(resultSignatureMatches(id, sig, key)).toBe(true);
    expect(resultSignatureMatches('665f1c2b9d3e4a0012345679', sig, key)).toBe(false);
    expect(resultSignatureMatches(id, sig.slice(1), key)).toBe(false);
    expect(resultSignatureMatches(id, sig, resultLinkKey(randomBytes(32)))).toBe(false);
  });

  it('derives a key unlike the encryption key it comes from', () => {
    const encryptionKey = randomBytes(32);
    expect(resultLinkKey(encryptionKey).equals(encryptionKey)).toBe(false);
    expect(resultLinkKey(encryptionKey).equals(resultLinkKey(encryptionKey))).toBe(true);
  });

  it('builds the success and failed links of a result path', () => {
    const url = new URL(resultUrl('https://ivy.ie', '/get-a-quote/payment', 'failed', id, key));
    expect(url.pathname).toBe('/get-a-quote/payment/failed');
    expect(url.searchParams.get('payment')).toBe(id);
    expect(resultSignatureMatches(id, url.searchParams.get('sig')!, key)).toBe(true);
  });
});
