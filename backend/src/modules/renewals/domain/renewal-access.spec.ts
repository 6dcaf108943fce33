import { renewalAccessKey, renewalAccessToken, renewalAccessValid } from './renewal-access';

describe('renewal access tokens', () => {
  const key = renewalAccessKey(Buffer.alloc(32, 1));
  const id = '665f1c2b9d3e4a0012345678';
  const now = new Date('2026-11-21T10:00:00Z');
  const token = renewalAccessToken(id, new Date('2026-11-21T12:00:00Z'), key);

  it('opens the renewal it was made for until it expires', () => {
    expect(renewalAccessValid(id, token, key, now)).toBe(true);
    expect(renewalAccessValid(id, token, key, new Date('2026-11-21T12:00:01Z'))).toBe(false);
  });

  it('opens no other renewal, and cannot be extended or forged', () => {
    expect(renewalAccessValid('665f1c2b9d3e4a0012345679', token, key, now)).toBe(false);
    const [, signature] = token.split('.');
    expect(renewalAccessValid(id, `9999999999.${signature}`, key, now)).toBe(false);
    expect(renewalAccessValid(id, token, renewalAccessKey(Buffer.alloc(32, 2)), now)).toBe(false);
    expect(renewalAccessValid(id, 'garbage', key, now)).toBe(false);
  });
});
