import type { Claim, Conviction, Driver, Risk } from '../../rating';
import { getOccupation } from '../../reference-data';
import type { CompleteAnswers } from '../quote.views';

/**
 * The answers reduced to what the evaluator rates. Every field is picked by name, never spread, so
 * nothing else reaches pricing: not the gender (unlawful to price on), names, contact details or
 * the address beyond its rating area.
 */
export function toRisk(answers: CompleteAnswers): Risk {
  const details = answers.your_details;
  const history = answers.your_driving_history;
  const car = answers.your_car;
  const cover = answers.cover;
  return {
    proposer: {
      ...driver({ ...history, dateOfBirth: details.dateOfBirth, claims: answers.claims.claims }),
      ncbYears: history.ncbYears,
      // An occupation withdrawn from the list has no class: the evaluator refers it.
      occupationClass: getOccupation(details.occupationCode)?.ratingClass ?? 0,
      businessTypeKnown: details.businessTypeCode !== undefined,
    },
    vehicle: {
      group: car.vehicle.vehicleGroup,
      valueCents: car.valueCents,
      year: car.vehicle.year,
      modified: { performance: car.modifications.performance, cosmetic: car.modifications.cosmetic },
    },
    area: details.address.area,
    usage: car.usage,
    annualMileageKm: car.annualMileageKm,
    overnightLocation: car.overnightLocation,
    additionalDrivers: answers.additional_drivers.drivers.map((named) => ({
      ...driver(named),
      relationship: named.relationship,
    })),
    cover: { type: cover.type, voluntaryExcessCents: cover.voluntaryExcessCents, addOns: [...cover.addOns] },
    startDate: cover.startDate,
  };
}

function driver(answers: Driver): Driver {
  return {
    dateOfBirth: answers.dateOfBirth,
    licenceType: answers.licenceType,
    licenceYears: answers.licenceYears,
    penaltyPoints: answers.penaltyPoints,
    claims: answers.claims.map((claim): Claim => ({
      date: claim.date,
      fault: claim.fault,
      ...(claim.amountCents === undefined ? {} : { amountCents: claim.amountCents }),
    })),
    convictions: answers.convictions.map((conviction): Conviction => ({
      code: conviction.code,
      date: conviction.date,
    })),
  };
}
