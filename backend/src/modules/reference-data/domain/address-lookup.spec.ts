import { AddressCandidate, getAddress, searchAddresses } from './address-lookup';
import { normaliseEircode } from './eircode';

const summary = (address: AddressCandidate): string =>
  [address.line1, address.line2, address.town, address.county, address.routingKey, address.area]
    .filter(Boolean)
    .join(', ');

describe('searchAddresses', () => {
  it.each([
    ['12 Main Street Naas', '12 Main Street, Naas, Kildare, W91, Commuter Belt'],
    ['12 main st, naas, co. kildare', '12 Main Street, Naas, Kildare, W91, Commuter Belt'],
    ['12 Main Street, Naas, Kildare', '12 Main Street, Naas, Kildare, W91, Commuter Belt'],
    [
      '4 castlewood ave, rathmines, dublin 6',
      '4 Castlewood Avenue, Rathmines, Dublin 6, Dublin, D06, Dublin City',
    ],
    ['5 Kildare Street, Dublin 2', '5 Kildare Street, Dublin 2, Dublin, D02, Dublin City'],
    ['7 the green dún laoghaire', '7 The Green, Dún Laoghaire, Dublin, A96, Dublin County'],
    [
      '1 Harolds Cross Road, Harolds Cross',
      "1 Harolds Cross Road, Harold's Cross, Dublin 6W, Dublin, D6W, Dublin City",
    ],
    ["3 o'connell st carrick-on-shannon", "3 O'Connell Street, Carrick-on-Shannon, Leitrim, N41, Rural"],
    ['22 Salthill Road, Salthill, Galway', '22 Salthill Road, Salthill, Galway, Galway, H91, Other City'],
  ])('reads %j', (text, expected) => {
    const [first] = searchAddresses(text);
    expect(first && summary(first)).toBe(expected);
  });

  it('gives every candidate a valid Eircode in its routing key', () => {
    for (const address of searchAddresses('3 Church Road Co Cork')) {
      expect(normaliseEircode(address.eircode)).toBe(address.eircode);
      expect(address.eircode.startsWith(address.routingKey)).toBe(true);
      expect(address.county).toBe('Cork');
    }
  });

  it('offers at most ten candidates, the places starting with an unfinished word', () => {
    const candidates = searchAddresses('3 church road kil');
    expect(candidates.length).toBe(10);
    for (const address of candidates) expect(`${address.line2 ?? ''} ${address.town}`).toMatch(/\bKil/);
    expect(searchAddresses('3 church road kil', 3)).toHaveLength(3);
  });

  it('gives an Eircode to one address only: a street typed with another Eircode keeps its own', () => {
    const [own, typed, ...others] = searchAddresses('12 Main Street W91 X2K4');
    expect(others).toEqual([]);
    expect(own).toEqual(searchAddresses('W91 X2K4')[0]);
    expect(own).toMatchObject({ town: 'Naas', eircode: 'W91 X2K4' });
    expect(typed).toEqual(searchAddresses('12 Main Street Naas')[0]);
    expect(typed.eircode).not.toBe('W91 X2K4');
    // The same Eircode in another place of its routing key is still the one address.
    expect(searchAddresses('1 Main Street Temple Bar D02 NX3D')[0]).toEqual(searchAddresses('D02 NX3D')[0]);
  });

  it('resolves a full Eircode on its own to one address', () => {
    const [address, ...others] = searchAddresses('d02xk52');
    expect(others).toEqual([]);
    expect(address).toMatchObject({ town: 'Dublin 2', eircode: 'D02 XK52', area: 'Dublin City' });
    expect(address.line1).toMatch(/^\d+ \w+/);
    expect(searchAddresses('D02 XK52')).toEqual([address]);
  });

  it('is deterministic', () => {
    expect(searchAddresses('12 Main Street Naas')).toEqual(searchAddresses('12 MAIN STREET, NAAS'));
  });

  it.each([
    ['Dublin 4', ['Dublin 4']],
    ['dublin 4', ['Dublin 4']],
    ['D04', ['Dublin 4', 'Ballsbridge', 'Donnybrook', 'Sandymount', 'Ringsend']],
    ['D4', ['Dublin 4', 'Ballsbridge', 'Donnybrook', 'Sandymount', 'Ringsend']],
    ['Ballsbridge', ['Ballsbridge']],
    ['Ballsbridge, Dublin 4', ['Ballsbridge']],
    ['Cork', ['Cork']],
    ['Naas', ['Naas']],
    ['12 Naas', ['Naas']],
  ])('offers the streets of the place typed on its own: %j', (text, places) => {
    const candidates = searchAddresses(text);
    expect(candidates).toHaveLength(10);
    expect(new Set(candidates.map((address) => address.line2 ?? address.town))).toEqual(new Set(places));
    expect(candidates[0].line1).toBe('Main Street');
    for (const candidate of candidates) expect(getAddress(candidate.id)).toEqual(candidate);
  });

  it('reads a county on its own, or with "Co.", as its towns, and a town named like its county as the town', () => {
    for (const text of ['Kerry', 'Co. Kerry', 'county kerry']) {
      const candidates = searchAddresses(text);
      expect(candidates).toHaveLength(10);
      for (const address of candidates) expect(address.county).toBe('Kerry');
    }
    expect(new Set(searchAddresses('Cork').map((address) => address.routingKey))).toEqual(
      new Set(['T12', 'T23']),
    );
    expect(searchAddresses('Dublin 4', 3)).toHaveLength(3);
  });

  it.each(['', '12', '12 Main Street', '12 Main Street Atlantis', 'Atlantis'])(
    'finds nothing without a known place in %j',
    (text) => {
      expect(searchAddresses(text)).toEqual([]);
    },
  );
});

describe('getAddress', () => {
  it('returns exactly the candidate that was listed', () => {
    for (const text of [
      '12 Main Street Naas',
      '4 castlewood ave rathmines',
      'D02 XK52',
      '3 church road kil',
    ]) {
      for (const candidate of searchAddresses(text)) expect(getAddress(candidate.id)).toEqual(candidate);
    }
  });

  it('rejects ids it could not have produced', () => {
    const [candidate] = searchAddresses('12 Main Street Naas');
    const forge = (content: string): string => `ie1.${Buffer.from(content).toString('base64url')}`;
    expect(getAddress('')).toBeUndefined();
    expect(getAddress('nonsense')).toBeUndefined();
    expect(getAddress(`${candidate.id}x`)).toBeUndefined();
    expect(getAddress(forge('W91/naas|X2K4|12 Main Street'))).toBeDefined();
    expect(getAddress(forge('W91/naas|X2K4|<script>alert(1)</script>'))).toBeUndefined();
    expect(getAddress(forge('W91/atlantis|X2K4|12 Main Street'))).toBeUndefined();
    expect(getAddress(forge('W91/naas|XBK4|12 Main Street'))).toBeUndefined();
    expect(getAddress(forge('W91/naas|X2K4|12 Main Street|extra'))).toBeUndefined();
  });
});
