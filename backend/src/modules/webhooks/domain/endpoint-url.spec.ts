import { endpointAddressProblem, endpointUrlProblem, isPublicAddress } from './endpoint-url';

describe('webhook endpoint URLs', () => {
  it('takes https to a public host in production', () => {
    expect(endpointUrlProblem('https://crm.example.com/hooks', true)).toBeUndefined();
    expect(endpointUrlProblem('https://93.184.215.14/hooks', true)).toBeUndefined();
  });

  it('refuses http in production, even to this machine', () => {
    expect(endpointUrlProblem('http://crm.example.com/hooks', true)).toMatch(/https/);
    expect(endpointUrlProblem('http://127.0.0.1:4000/hooks', true)).toMatch(/https/);
  });

  it('allows http to this machine only outside production', () => {
    for (const url of ['http://127.0.0.1:4000/h', 'http://localhost:4000/h', 'http://[::1]:4000/h']) {
      expect(endpointUrlProblem(url, false)).toBeUndefined();
    }
    expect(endpointUrlProblem('http://crm.example.com/hooks', false)).toMatch(/this machine/);
    expect(endpointUrlProblem('http://10.0.0.5/hooks', false)).toMatch(/this machine/);
  });

  it('refuses other schemes, credentials and text that is not a URL', () => {
    expect(endpointUrlProblem('ftp://example.com/x', false)).toMatch(/https/);
    expect(endpointUrlProblem('https://user:pw@example.com/x', false)).toMatch(/password/);
    expect(endpointUrlProblem('example.com/hooks', false)).toMatch(/full URL/);
  });

  it('refuses private, loopback and link-local addresses written in the URL in production', () => {
    for (const host of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '169.254.169.254',
      '[::1]',
      '[fd00::1]',
      '[fe80::1]',
      '[::ffff:10.0.0.1]',
      'localhost',
    ]) {
      expect(endpointUrlProblem(`https://${host}/hooks`, true)).toMatch(/public address/);
    }
  });

  it('tells public addresses from the rest', () => {
    expect(['8.8.8.8', '2606:4700::1111'].map(isPublicAddress)).toEqual([true, true]);
    expect(['100.64.0.1', '0.0.0.0', '::', '224.0.0.1', '::ffff:127.0.0.1'].map(isPublicAddress)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('resolves the host in production and refuses a name that points inside (SSRF)', async () => {
    const lookup = (answers: Record<string, string[]>) => (host: string) =>
      answers[host] ? Promise.resolve(answers[host]) : Promise.reject(new Error('ENOTFOUND'));
    const dns = lookup({
      'crm.example.com': ['93.184.215.14'],
      'inside.example.com': ['93.184.215.14', '10.0.0.8'],
    });
    expect(await endpointAddressProblem('https://crm.example.com/h', true, dns)).toBeUndefined();
    expect(await endpointAddressProblem('https://inside.example.com/h', true, dns)).toMatch(/public address/);
    expect(await endpointAddressProblem('https://nowhere.example.com/h', true, dns)).toMatch(
      /could not be found/,
    );
    // Outside production nothing is looked up.
    expect(await endpointAddressProblem('https://nowhere.example.com/h', false, dns)).toBeUndefined();
  });
});
