import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { flattenValidationErrors } from '#src/common/validation/validation';
import { PolicyChangeFormDto } from './policy-change.dto';
import {
  checkPolicyChange,
  PolicyChangeInput,
  POLICY_CHANGE_TYPES,
  REQUIRED_DETAILS,
} from './policy-change.rules';

// 10:00 on 21 November 2026 in Dublin.
const NOW = new Date('2026-11-21T10:00:00Z');

const base = {
  policyNumber: 'IVY-1',
  name: 'Gráinne',
  email: 'g@example.ie',
  phone: '0871234567',
  effectiveDate: '2026-11-22',
};

async function problemsOf(body: object) {
  return flattenValidationErrors(await validate(plainToInstance(PolicyChangeFormDto, body)));
}

describe('policy change: what each type needs (the form)', () => {
  it.each(POLICY_CHANGE_TYPES.map((type) => [type]))('%s needs exactly its details', async (requestType) => {
    const { effectiveDate: _date, ...undated } = base;
    const problems = await problemsOf({ ...undated, requestType });
    expect(Object.keys(problems).sort()).toEqual([...REQUIRED_DETAILS[requestType]].sort());
    for (const messages of Object.values(problems)) expect(messages).toEqual(['Required']);
  });

  it('asks when a change takes effect, but not of a query, which changes nothing', async () => {
    const { effectiveDate: _none, ...undated } = base;
    for (const requestType of ['Direct Debit Query', 'Other'] as const) {
      expect(await problemsOf({ ...undated, requestType, message: 'When is my next debit?' })).toEqual({});
    }
    expect(await problemsOf({ ...undated, requestType: 'Change of address' })).toMatchObject({
      effectiveDate: ['Required'],
    });
    const { request } = checkPolicyChange(
      { ...base, requestType: 'Direct Debit Query', message: 'x', effectiveDate: '2020-01-01' },
      NOW,
    );
    expect(request.effectiveDate).toBeUndefined();
  });

  it('checks a detail the type does not need only for its shape', async () => {
    const problems = await problemsOf({
      ...base,
      requestType: 'Other',
      message: 'x',
      driverLicenceYears: 200,
    });
    expect(problems).toEqual({ driverLicenceYears: ['A whole number from 0 to 80'] });
  });

  it('asks for the request type before anything that depends on it', async () => {
    const problems = await problemsOf({ ...base });
    expect(Object.keys(problems)).toEqual(['requestType']);
  });
});

describe('checkPolicyChange (the rules that need today)', () => {
  const car: PolicyChangeInput = {
    requestType: 'Temporary change of car',
    effectiveDate: '2026-11-21',
    endDate: '2026-11-28',
    newCarRegistration: '231 d 456',
    newCarMake: 'Kia',
    newCarModel: 'Picanto',
  };

  it('accepts today in Ireland and normalises the registration', () => {
    const { problems, request } = checkPolicyChange(car, NOW);
    expect(problems).toEqual({});
    expect(request.newCarRegistration).toBe('231-D-456');
  });

  it('counts today in Irish time, not UTC', () => {
    // 23:30 UTC on 31 March is already 1 April in Ireland.
    const late = new Date('2026-03-31T23:30:00Z');
    const { problems } = checkPolicyChange(
      { ...car, effectiveDate: '2026-03-31', endDate: '2026-04-02' },
      late,
    );
    expect(problems).toEqual({ effectiveDate: ['The date cannot be in the past'] });
  });

  it('refuses an end before the start, and a registration from the future', () => {
    const { problems } = checkPolicyChange(
      { ...car, endDate: '2026-11-20', newCarRegistration: '272-D-1' },
      NOW,
    );
    expect(problems).toEqual({
      endDate: ['The end date cannot be before the effective date'],
      newCarRegistration: ['That registration is from a date in the future. Please check it.'],
    });
  });

  it('needs an additional driver aged at least 17 on the effective date', () => {
    const driver: PolicyChangeInput = {
      requestType: 'Permanent additional driver',
      effectiveDate: '2026-12-01',
    };
    expect(checkPolicyChange({ ...driver, driverDateOfBirth: '2009-12-01' }, NOW).problems).toEqual({});
    expect(checkPolicyChange({ ...driver, driverDateOfBirth: '2009-12-02' }, NOW).problems).toEqual({
      driverDateOfBirth: ['The driver must be at least 17 years old'],
    });
    expect(checkPolicyChange({ ...driver, driverDateOfBirth: '2027-01-01' }, NOW).problems).toEqual({
      driverDateOfBirth: ['The date of birth cannot be in the future'],
    });
  });

  it('keeps only the details the type uses, and the message', () => {
    const { request } = checkPolicyChange(
      {
        requestType: 'Change of address',
        effectiveDate: '2026-11-25',
        newAddressLine1: '4 Main Street',
        newAddressLine2: 'Kilkenny',
        newEircode: 'R95 AB12',
        driverName: 'from an earlier choice',
        endDate: '2020-01-01',
        message: 'Moving next week',
      },
      NOW,
    );
    expect(request).toEqual({
      requestType: 'Change of address',
      effectiveDate: '2026-11-25',
      newAddressLine1: '4 Main Street',
      newAddressLine2: 'Kilkenny',
      newEircode: 'R95 AB12',
      message: 'Moving next week',
    });
  });
});
