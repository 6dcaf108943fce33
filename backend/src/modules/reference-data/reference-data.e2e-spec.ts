import { startTestApp, TestApp } from '#test/harness/test-app';
import { ADDRESS_NOT_CHOSEN } from './reference-data.service';

describe('reference data API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const get = (path: string, query: Record<string, string | number> = {}) =>
    t.http().get(`/api/v1/reference/${path}`).query(query);

  it('lists the 26 counties of the Republic, A to Z, without a session', async () => {
    const res = await get('counties').expect(200);
    expect(res.body.counties).toHaveLength(26);
    expect(res.body.counties).toEqual([...res.body.counties].sort());
    expect(res.body.counties).toEqual(expect.arrayContaining(['Carlow', 'Dublin', 'Wicklow']));
  });

  describe('vehicle lookup', () => {
    it('finds the same car however the registration is typed', async () => {
      const res = await get('vehicles/lookup', { registration: '191 d 12345' }).expect(200);
      expect(res.body).toMatchObject({
        ok: true,
        registration: '191-D-12345',
        registrationCounty: 'Dublin',
        vehicle: { year: 2019, make: expect.any(String), vehicleGroup: expect.any(Number) },
      });
      const again = await get('vehicles/lookup', { registration: '191-D-12345' }).expect(200);
      expect(again.body.vehicle).toEqual(res.body.vehicle);
    });

    it.each([
      ['12-XX-123', /isn't an Irish county code/],
      ['121-D-1', /two-digit year/],
      ['hello', /doesn't look like an Irish registration/],
    ])('answers 400 saying why %j is not a registration', async (registration, reason) => {
      const res = await get('vehicles/lookup', { registration }).expect(400);
      expect(res.body.ok).toBe(false);
      expect(res.body.message).toMatch(reason);
      expect(res.body.errors.registration[0]).toMatch(reason);
    });

    it('answers 400 for a missing or oversized registration', async () => {
      const missing = await get('vehicles/lookup').expect(400);
      expect(missing.body.errors.registration).toContain('Required');
      await get('vehicles/lookup', { registration: 'x'.repeat(101) }).expect(400);
    });
  });

  describe('manual selection', () => {
    it('walks make, model, year and engine down to one car', async () => {
      const makes = await get('vehicles/makes').expect(200);
      expect(makes.body.makes).toContain('Toyota');
      const models = await get('vehicles/models', { make: 'Toyota' }).expect(200);
      expect(models.body.models).toContain('Yaris');
      const years = await get('vehicles/years', { make: 'Toyota', model: 'Yaris' }).expect(200);
      expect(years.body.years).toContain(2019);
      const engines = await get('vehicles/engines', { make: 'Toyota', model: 'Yaris', year: 2019 }).expect(
        200,
      );
      expect(engines.body.engines.map((e: { engine: string }) => e.engine)).toContain('1.5 Hybrid');
      const car = await get('vehicles', {
        make: 'toyota',
        model: 'yaris',
        year: 2019,
        engine: '1.5 hybrid',
      }).expect(200);
      expect(car.body.vehicle).toMatchObject({ make: 'Toyota', model: 'Yaris', year: 2019, fuel: 'hybrid' });
    });

    it('answers empty lists for unknown choices and 404 for an unknown car', async () => {
      expect((await get('vehicles/models', { make: 'Trabant' }).expect(200)).body.models).toEqual([]);
      const res = await get('vehicles', { make: 'Toyota', model: 'Yaris', year: 2019, engine: 'V12' }).expect(
        404,
      );
      expect(res.body).toMatchObject({
        ok: false,
        message: expect.stringMatching(/choose it from the lists/),
      });
    });

    it('answers 400 for a year that is not a number', async () => {
      const res = await get('vehicles/engines', { make: 'Toyota', model: 'Yaris', year: 'soon' }).expect(400);
      expect(res.body.errors.year).toBeDefined();
    });
  });

  describe('addresses and areas', () => {
    it('searches, then gets the chosen address back by its id, with its area', async () => {
      const res = await get('addresses', { search: '12 main st, naas, co. kildare' }).expect(200);
      const [first] = res.body.addresses;
      expect(first).toMatchObject({
        line1: '12 Main Street',
        town: 'Naas',
        county: 'Kildare',
        area: 'Commuter Belt',
      });
      const one = await get(`addresses/${encodeURIComponent(first.id)}`).expect(200);
      expect(one.body.address).toEqual(first);
      const areas = await get('areas', { addressId: first.id }).expect(200);
      expect(areas.body.areas).toEqual([
        { routingKey: 'W91', postTown: 'Naas', county: 'Kildare', ratingArea: 'Commuter Belt' },
      ]);
    });

    it('finds nothing for a search without a place, and limits the list', async () => {
      expect((await get('addresses', { search: '12 Main Street' }).expect(200)).body.addresses).toEqual([]);
      expect(
        (await get('addresses', { search: '3 church road kil', limit: 3 }).expect(200)).body.addresses,
      ).toHaveLength(3);
      await get('addresses', { search: '3 church road kil', limit: 500 }).expect(400);
    });

    it('answers 404 with the SPEC words for an address id the search never gave', async () => {
      const forged = `ie1.${Buffer.from('W91/atlantis|X2K4|12 Main Street').toString('base64url')}`;
      for (const id of ['nonsense', forged]) {
        const res = await get(`addresses/${id}`).expect(404);
        expect(res.body).toMatchObject({ ok: false, message: ADDRESS_NOT_CHOSEN });
      }
      const areas = await get('areas', { addressId: 'nonsense' }).expect(404);
      expect(areas.body.message).toBe(ADDRESS_NOT_CHOSEN);
    });

    it('lists the areas of a county, and needs an address or a county', async () => {
      const res = await get('areas', { county: 'Dublin' }).expect(200);
      expect(res.body.areas.length).toBeGreaterThan(20);
      expect(res.body.areas.every((area: { county: string }) => area.county === 'Dublin')).toBe(true);
      await get('areas').expect(400);
      await get('areas', { county: 'Atlantis' }).expect(400);
    });

    it('checks an Eircode', async () => {
      const res = await get(`eircodes/${encodeURIComponent('d02 xk52')}`).expect(200);
      expect(res.body).toMatchObject({
        eircode: 'D02 XK52',
        area: { routingKey: 'D02', ratingArea: 'Dublin City' },
      });
      const bad = await get('eircodes/Z99XXXX').expect(400);
      expect(bad.body.errors.eircode).toEqual(['Please enter a valid Eircode, for example D02 XK52.']);
    });
  });

  describe('occupations and business types', () => {
    it('searches occupations without showing their rating class', async () => {
      const res = await get('occupations', { search: 'nur' }).expect(200);
      expect(res.body.occupations[0]).toEqual({ code: 'nurse', title: 'Nurse' });
      expect(JSON.stringify(res.body)).not.toContain('ratingClass');
    });

    it('searches business types', async () => {
      const res = await get('business-types', { search: 'health' }).expect(200);
      expect(res.body.businessTypes).toContainEqual({ code: 'health-service', name: 'Health Service' });
      expect((await get('business-types', { search: '' }).expect(200)).body.businessTypes).toEqual([]);
    });

    it('answers 400 naming an unknown query parameter', async () => {
      const res = await get('occupations', { search: 'nurse', ratingClass: 1 }).expect(400);
      expect(res.body.errors.ratingClass).toEqual(['ratingClass is not an allowed field']);
    });
  });

  it('rate-limits lookups per client', async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_MULTIPLIER: '1' } });
    try {
      const lookups = Array.from({ length: 600 }, () =>
        limited.http().get('/api/v1/reference/vehicles/makes').expect(200),
      );
      await Promise.all(lookups);
      const res = await limited.http().get('/api/v1/reference/vehicles/makes').expect(429);
      expect(res.body.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  }, 30_000);
});
