import { contentHash, renewalIdOf, RenewalFields } from './renewal-terms';
import { insertAsUpdate, outcomeOf, renewalWrite } from './import-plan';

const FIELDS: RenewalFields = {
  policyNumber: 'IVY-R-1',
  customerName: 'Aoife Byrne',
  email: 'aoife@example.ie',
  dateOfBirth: '1985-04-12',
  registration: '191-D-12345',
  vehicle: 'Toyota Corolla',
  coverType: 'comprehensive',
  renewalDate: '2027-01-15',
  currentPremiumCents: 61240,
  renewalPremiumCents: 59800,
  noClaimsYears: 6,
  history: [],
};
const context = { importId: 'imp1', fileName: 'jan.csv', now: new Date('2026-11-21T10:00:00Z') };

describe('planning the write of an import row', () => {
  it('keys a renewal by its policy number, the same every time', () => {
    expect(String(renewalIdOf('IVY-R-1'))).toBe(String(renewalIdOf('IVY-R-1')));
    expect(String(renewalIdOf('IVY-R-1'))).not.toBe(String(renewalIdOf('IVY-R-2')));
  });

  it('inserts a new renewal, as imported, with its derived fields', () => {
    expect(outcomeOf(contentHash(FIELDS), undefined)).toBe('new');
    expect(renewalWrite(FIELDS, undefined, context)).toEqual({
      insertOne: {
        document: {
          _id: renewalIdOf('IVY-R-1'),
          ...FIELDS,
          renewalMonth: '2027-01',
          policyKey: 'IVYR1',
          nameKey: 'aoife byrne',
          surnameKey: 'byrne aoife',
          emailKey: 'aoife@example.ie',
          registrationKey: '191D12345',
          contentHash: contentHash(FIELDS),
          importId: 'imp1',
          updatedAt: context.now,
          status: 'imported',
          autoRenew: true,
          createdAt: context.now,
          events: [{ at: context.now, type: 'imported', note: 'Imported from jan.csv' }],
        },
      },
    });
  });

  it('stores a phone number only when the row gives one', () => {
    const documentOf = (fields: RenewalFields) =>
      (renewalWrite(fields, undefined, context) as { insertOne: { document: object } }).insertOne.document;
    expect(documentOf(FIELDS)).not.toHaveProperty('phone');
    expect(documentOf({ ...FIELDS, phone: '087 123 4567' })).toMatchObject({ phone: '087 123 4567' });
  });

  it('turns an insert that met the renewal already into an update of the imported fields only', () => {
    const update = insertAsUpdate(renewalWrite(FIELDS, undefined, context)!) as {
      updateOne: { filter: object; update: { $set: Record<string, unknown> } };
    };
    expect(update.updateOne.filter).toEqual({ _id: renewalIdOf('IVY-R-1') });
    expect(update.updateOne.update.$set).toMatchObject({ policyNumber: 'IVY-R-1', importId: 'imp1' });
    for (const key of ['status', 'events', 'createdAt', 'autoRenew', '_id']) {
      expect(update.updateOne.update.$set).not.toHaveProperty(key);
    }
  });

  it('writes nothing for an unchanged row, so re-importing a file changes nothing', () => {
    const existing = { contentHash: contentHash(FIELDS), renewalDate: FIELDS.renewalDate };
    expect(outcomeOf(contentHash(FIELDS), existing)).toBe('unchanged');
    expect(outcomeOf('other', existing)).toBe('updated');
    expect(renewalWrite(FIELDS, existing, context)).toBeUndefined();
  });

  it('updates a changed row in place, keeping where the customer is', () => {
    const existing = { contentHash: 'old', renewalDate: FIELDS.renewalDate };
    const write = renewalWrite(FIELDS, existing, context) as { updateOne: { update: Record<string, any> } }; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(write.updateOne.update.$set.status).toBeUndefined();
    expect(write.updateOne.update.$unset).toEqual({ phone: '' });
    expect(write.updateOne.update.$push.events).toMatchObject({
      type: 'updated',
      note: 'Updated from jan.csv',
    });
  });

  it("starts over with next year's renewal date", () => {
    const existing = { contentHash: 'old', renewalDate: '2026-01-15' };
    const write = renewalWrite({ ...FIELDS, phone: '0871234567' }, existing, context) as {
      updateOne: { update: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
    };
    expect(write.updateOne.update.$set).toMatchObject({ status: 'imported', autoRenew: true });
    expect(Object.keys(write.updateOne.update.$unset)).toEqual([
      'invitedAt',
      'viewedAt',
      'paidAt',
      'paymentReference',
      'madeCurrentAt',
    ]);
  });
});
