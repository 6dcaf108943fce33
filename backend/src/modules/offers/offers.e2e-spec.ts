import { getModelToken } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { appWithAdmin } from '#test/harness/app.fixture';
import { expectStaffOnly } from '#test/harness/access.fixture';
import { dublinDay, mailsTo } from '../forms/inbox/forms.fixture';
import { AssociationQuote } from './schemas/association-quote.schema';

const quote = (overrides: object = {}) => ({
  name: 'Orla Murphy',
  email: 'orla.member@example.ie',
  phone: '086 765 4321',
  membershipNumber: 'BI-204060',
  club: 'Killester Basketball Club',
  county: 'Dublin',
  vehicleRegistration: '172-ke-99',
  renewalDate: dublinDay(30),
  consentToContact: true,
  ...overrides,
});

describe('association offers: quote requests', () => {
  const app = appWithAdmin();

  const send = (body: object) => app.t.http().post('/api/v1/offers/association-quotes').send(body);

  it('stores a request with a reference, tells the broker and acknowledges the member', async () => {
    const res = await send(quote({ message: 'Two cars in the house.' })).expect(201);
    expect(res.body).toMatchObject({ ok: true, message: 'Thank you. We will be in touch with your quote.' });
    const reference = res.body.reference;
    expect(reference).toMatch(/^ASQ-/);

    const [ack] = await mailsTo(app.t, 'orla.member@example.ie');
    expect(ack.subject).toBe(`We have received your quote request (${reference})`);
    expect(ack.text).toContain("Basketball Ireland members' discount");
    const [toBroker] = (await mailsTo(app.t, 'quotes@ivycarinsurance.ie')).filter((m) =>
      m.subject.includes(reference),
    );
    expect(toBroker.text).toContain('Membership number: BI-204060');
    expect(toBroker.text).toContain('Vehicle registration: 172-KE-99');

    const list = await app.admin.get('/api/v1/offers/association-quotes').expect(200);
    expect(list.body).toMatchObject({ ok: true, total_items: 1 });
    expect(list.body.data[0]).toMatchObject({
      reference,
      county: 'Dublin',
      consentToContact: true,
      status: 'new',
    });
  });

  it('needs consent to contact, a county, a renewal date not passed and a real registration', async () => {
    const res = await send(
      quote({
        consentToContact: false,
        county: 'Gotham',
        renewalDate: dublinDay(-2),
        vehicleRegistration: '',
      }),
    ).expect(400);
    expect(res.body.errors).toEqual({
      consentToContact: ['Please agree to be contacted about your quote'],
      county: [expect.stringMatching(/^Choose one of: Carlow, /)],
    });
    const past = await send(quote({ renewalDate: dublinDay(-2), vehicleRegistration: '99-XX-1' })).expect(
      400,
    );
    expect(Object.keys(past.body.errors).sort()).toEqual(['renewalDate', 'vehicleRegistration']);
    const missing = await send({}).expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(
      [
        'club',
        'consentToContact',
        'county',
        'email',
        'membershipNumber',
        'name',
        'phone',
        'renewalDate',
      ].sort(),
    );
  });

  it('keeps nothing from a bot', async () => {
    const quotes = app.t.app.get<Model<AssociationQuote>>(getModelToken(AssociationQuote.name));
    const before = await quotes.countDocuments();
    await send(quote({ website: 'x' })).expect(201);
    expect(await quotes.countDocuments()).toBe(before);
  });

  it('lets an administrator get, update and delete a request, audited', async () => {
    const res = await send(quote({ email: 'second.member@example.ie' })).expect(201);
    const [stored] = (
      await app.admin.get('/api/v1/offers/association-quotes').query({ search: res.body.reference })
    ).body.data;
    const updated = await app.admin
      .put(`/api/v1/offers/association-quotes/${stored._id}`)
      .send({ status: 'in progress', note: 'Quote sent by email.' })
      .expect(200);
    expect(updated.body.quote).toMatchObject({ status: 'in progress', note: 'Quote sent by email.' });
    expect(
      (await app.admin.get(`/api/v1/offers/association-quotes/${stored._id}`).expect(200)).body.quote
        .reference,
    ).toBe(res.body.reference);
    await app.admin.delete(`/api/v1/offers/association-quotes/${stored._id}`).expect(200);
    await app.admin.delete(`/api/v1/offers/association-quotes/${stored._id}`).expect(404);
    const audit = await app.t.app.get(AuditService).list({ targetType: 'association-quote' });
    expect(audit.data.map((e) => e.action).sort()).toEqual([
      'association-quote.delete',
      'association-quote.update',
    ]);
  });

  it('keeps the requests for staff with the enquiries permission', async () => {
    const id = '665f1c2b9d3e4a0012345678';
    await expectStaffOnly(app.t, 'enquiries', [
      ['get', '/api/v1/offers/association-quotes'],
      ['get', `/api/v1/offers/association-quotes/${id}`],
      ['put', `/api/v1/offers/association-quotes/${id}`],
      ['delete', `/api/v1/offers/association-quotes/${id}`],
    ]);
  });
});
