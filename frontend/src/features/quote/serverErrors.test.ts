import { ApiFailure } from '@ivy/api-client';
import { FORM_ERROR } from 'final-form';
import { CHECK_MARKED, pageFieldPath, submissionErrors } from './serverErrors';

const failure = (errors: Record<string, string[]>, message = 'Please correct the highlighted fields.') =>
  new ApiFailure(400, { ok: false, message, errors });

describe('the server’s field names in the form', () => {
  it('puts each page’s fields under the page, and the two lists at the top', () => {
    expect(pageFieldPath('your_details', 'dateOfBirth')).toBe('your_details.dateOfBirth');
    expect(pageFieldPath('your_driving_history', 'most_recent_insurance.0.insurer')).toBe(
      'your_driving_history.most_recent_insurance.0.insurer',
    );
    expect(pageFieldPath('claims', 'claims.1.date')).toBe('claims.1.date');
    expect(pageFieldPath('additional_drivers', 'drivers.0.dateOfBirth')).toBe(
      'additional_drivers.0.dateOfBirth',
    );
  });

  it('names a chosen code by the box it was typed in, and cents by the euro box', () => {
    expect(pageFieldPath('your_details', 'addressId')).toBe('your_details.addressText');
    expect(pageFieldPath('your_details', 'occupationCode')).toBe('your_details.occupationText');
    expect(pageFieldPath('your_car', 'valueCents')).toBe('your_car.value');
    expect(pageFieldPath('your_car', 'annualMileageKm')).toBe('your_car.annualMileage');
    expect(pageFieldPath('additional_drivers', 'drivers.0.claims.2.amountCents')).toBe(
      'additional_drivers.0.claims.2.amount',
    );
    expect(pageFieldPath('cover', 'voluntaryExcessCents')).toBe('cover.voluntaryExcess');
  });
});

describe('submission errors', () => {
  it('places each message beside its field on screen and says so at the top', () => {
    const errors = submissionErrors(
      failure({ 'drivers.0.dateOfBirth': ['Every driver must be 17 or over to be insured on a car.'] }),
      ['additional_drivers[0].dateOfBirth', 'additional_drivers[0].firstName'],
      (path) => pageFieldPath('additional_drivers', path),
    );
    expect(errors).toEqual({
      additional_drivers: [{ dateOfBirth: 'Every driver must be 17 or over to be insured on a car.' }],
      [FORM_ERROR]: CHECK_MARKED,
    });
  });

  it('says at the top what it cannot place, once each', () => {
    const errors = submissionErrors(
      failure({
        lookupType: ['Not a choice'],
        engine: ['Please choose your car from the lists.'],
        other: ['Not a choice'],
      }),
      ['your_car.registration'],
      (path) => pageFieldPath('your_car', path),
    );
    expect(errors).toEqual({ [FORM_ERROR]: 'Not a choice Please choose your car from the lists.' });
  });

  it('gives the answer’s own message when it names no field', () => {
    const errors = submissionErrors(failure({}, 'We could not find a quote with those details.'), [
      'webReference',
    ]);
    expect(errors).toEqual({ [FORM_ERROR]: 'We could not find a quote with those details.' });
  });

  it('uses the server’s names as they are by default', () => {
    expect(
      submissionErrors(failure({ webReference: ['Please enter your web reference'] }), ['webReference']),
    ).toEqual({
      webReference: 'Please enter your web reference',
      [FORM_ERROR]: CHECK_MARKED,
    });
  });
});
