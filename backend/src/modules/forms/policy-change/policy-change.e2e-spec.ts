import { AuditService } from '../../audit/audit.service';
import { appWithAdmin } from '#test/harness/app.fixture';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { dublinDay, mailsTo } from '../inbox/forms.fixture';

const request = (overrides: object = {}) => ({
  requestType: 'Permanent change of car',
  policyNumber: 'IVY-100200',
  name: 'Gráinne Kelly',
  email: 'grainne.change@example.ie',
  phone: '+353 87 123 4567',
  effectiveDate: dublinDay(3),
  newCarRegistration: '191 d 4567',
  newCarMake: 'Toyota',
  newCarModel: 'Yaris',
  ...overrides,
});

const driver = {
  driverName: 'Ciara Kelly',
  driverDateOfBirth: '2001-05-20',
  driverLicenceType: 'Full Irish licence',
  driverLicenceYears: 4,
  driverRelationship: 'Son or daughter',
};

describe('policy change requests', () => {
  const app = appWithAdmin();

  const send = (body: object) => app.t.http().post('/api/v1/utility/policy-change').send(body);

  it('stores a request with only the details its type uses, and sends both emails', async () => {
    const res = await send(request({ driverName: 'left over from another type' })).expect(201);
    expect(res.body).toMatchObject({ ok: true, message: 'Thank you. We have received your request.' });
    const reference = res.body.reference;
    expect(reference).toMatch(/^PCR-/);

    const list = await app.admin
      .get('/api/v1/utility/policy-change')
      .query({ search: reference })
      .expect(200);
    const stored = list.body.data[0];
    expect(stored).toMatchObject({
      requestType: 'Permanent change of car',
      policyNumber: 'IVY-100200',
      newCarRegistration: '191-D-4567',
      newCarMake: 'Toyota',
      status: 'new',
    });
    expect(stored.driverName).toBeUndefined();

    const [ack] = await mailsTo(app.t, 'grainne.change@example.ie');
    expect(ack.subject).toBe(`We have received your policy change request (${reference})`);
    expect(ack.text).toContain('Your policy does not change until we confirm it.');
    const [toBroker] = (await mailsTo(app.t, 'quotes@ivycarinsurance.ie')).filter((m) =>
      m.subject.includes(reference),
    );
    expect(toBroker.text).toContain('Request: Permanent change of car');
    expect(toBroker.text).toContain('New car registration: 191-D-4567');
  });

  it.each([
    ['Temporary change of car', {}, ['endDate']],
    [
      'Permanent additional driver',
      {},
      ['driverDateOfBirth', 'driverLicenceType', 'driverLicenceYears', 'driverName', 'driverRelationship'],
    ],
    ['Temporary additional driver', driver, ['endDate']],
    ['Change of address', {}, ['newAddressLine1', 'newEircode']],
    ['Direct Debit Query', {}, ['message']],
    ['Other', {}, ['message']],
  ])('needs the details of a %s', async (requestType, extra, missing) => {
    const res = await send(request({ requestType, ...extra })).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(missing);
    for (const field of missing) expect(res.body.errors[field]).toEqual(['Required']);
  });

  it('accepts each type with its details', async () => {
    await send(
      request({ requestType: 'Temporary additional driver', ...driver, endDate: dublinDay(10) }),
    ).expect(201);
    await send(
      request({ requestType: 'Change of address', newAddressLine1: '4 Main Street', newEircode: 'd02xk52' }),
    ).expect(201);
    await send(request({ requestType: 'Direct Debit Query', message: 'Can I move my payment date?' })).expect(
      201,
    );
    const { effectiveDate: _none, ...undated } = request({ requestType: 'Other', message: 'A question' });
    await send(undated).expect(201);
  });

  it('checks the dates against today in Ireland, the registration and the driver’s age', async () => {
    const past = await send(request({ effectiveDate: dublinDay(-1) })).expect(400);
    expect(past.body.errors).toEqual({ effectiveDate: ['The date cannot be in the past'] });
    await send(request({ effectiveDate: dublinDay(0) })).expect(201);

    const endBeforeStart = await send(
      request({ requestType: 'Temporary change of car', effectiveDate: dublinDay(5), endDate: dublinDay(4) }),
    ).expect(400);
    expect(endBeforeStart.body.errors).toEqual({
      endDate: ['The end date cannot be before the effective date'],
    });

    const badRegistration = await send(request({ newCarRegistration: '12-ZZ-1' })).expect(400);
    expect(badRegistration.body.errors.newCarRegistration[0]).toMatch(/isn't an Irish county code/);

    const young = await send(
      request({
        requestType: 'Permanent additional driver',
        ...driver,
        driverDateOfBirth: dublinDay(-365 * 10),
      }),
    ).expect(400);
    expect(young.body.errors).toEqual({ driverDateOfBirth: ['The driver must be at least 17 years old'] });
  });

  it('checks each field’s shape: type, email, dates, Eircode', async () => {
    const res = await send(
      request({
        requestType: 'Change of car',
        email: 'grainne@example',
        effectiveDate: '2026-02-30',
        newEircode: 'Z99 0000',
      }),
    ).expect(400);
    expect(res.body.errors.requestType[0]).toMatch(
      /^Choose one of: Permanent change of car, Temporary change of car/,
    );
    expect(res.body.errors.email).toEqual(['Invalid email address']);
    expect(res.body.errors.effectiveDate).toEqual(['Enter a real date as YYYY-MM-DD']);
    expect(res.body.errors.newEircode).toEqual(['Please enter a valid Eircode, for example D02 XK52.']);
  });

  it('lets an administrator filter by status and update a request', async () => {
    const res = await send(request()).expect(201);
    const [stored] = (
      await app.admin.get('/api/v1/utility/policy-change').query({ search: res.body.reference })
    ).body.data;
    await app.admin
      .put(`/api/v1/utility/policy-change/${stored._id}`)
      .send({ status: 'done', note: 'New car on cover.' })
      .expect(200);
    const done = await app.admin.get('/api/v1/utility/policy-change').query({ status: 'done' }).expect(200);
    expect(done.body.data.map((r: { reference: string }) => r.reference)).toEqual([res.body.reference]);
    const one = await app.admin.get(`/api/v1/utility/policy-change/${stored._id}`).expect(200);
    expect(one.body.request).toMatchObject({ status: 'done', note: 'New car on cover.' });
    await app.admin.delete(`/api/v1/utility/policy-change/${stored._id}`).expect(200);
    const audit = await app.t.app.get(AuditService).list({ targetType: 'policy-change-request' });
    expect(audit.data.map((e) => e.action).sort()).toEqual([
      'policy-change-request.delete',
      'policy-change-request.update',
    ]);
  });

  it('keeps the inbox for staff with the enquiries permission', async () => {
    const id = '665f1c2b9d3e4a0012345678';
    await expectStaffOnly(app.t, 'enquiries', [
      ['get', '/api/v1/utility/policy-change'],
      ['get', `/api/v1/utility/policy-change/${id}`],
      ['put', `/api/v1/utility/policy-change/${id}`],
      ['delete', `/api/v1/utility/policy-change/${id}`],
    ]);
  });
});
