import { completeAnswers } from '../../quotes/quote-journey.fixture';
import type { DocumentBrand, PolicyDocumentInput } from './policy-documents';

export const DOCUMENT_BRAND: DocumentBrand = {
  name: 'Ivy Car Insurance',
  legalName: 'Ivy Insurance Brokers Limited',
  regulatorStatement:
    'Ivy Insurance Brokers Limited trading as Ivy Car Insurance is regulated by the Central Bank of Ireland.',
  underwriter: 'Emerald Insurance DAC',
  supportEmail: 'support@ivycarinsurance.ie',
  phone: '01 555 0142',
  siteUrl: 'https://www.ivycarinsurance.ie',
};

/** A monthly-paying policy of the quote journey's answers, with one named driver. */
export function documentInput(now = new Date('2026-11-20T10:00:00Z')): PolicyDocumentInput {
  const answers = completeAnswers(now);
  answers.additional_drivers.drivers = [
    {
      firstName: 'Siobhán',
      lastName: 'Byrne',
      relationship: 'sibling',
      dateOfBirth: '1998-02-14',
      licenceType: 'full_irish',
      licenceYears: 6,
      penaltyPoints: 0,
      convictions: [],
      claims: [],
    },
  ];
  const { your_details: you, your_car: car, cover } = answers;
  return {
    brand: DOCUMENT_BRAND,
    answers,
    certificateNumber: 'IVC-7K3M9QXP2A',
    issuedAt: now,
    version: 1,
    policy: {
      policyNumber: 'IVY-482913',
      webReference: 'IVY-7QK2-M4',
      holder: {
        firstName: you.firstName,
        lastName: you.lastName,
        email: you.email,
        dateOfBirth: you.dateOfBirth,
        address: you.address,
      },
      vehicle: {
        registration: car.registration,
        make: car.vehicle.make,
        model: car.vehicle.model,
        engine: car.vehicle.engine,
        year: car.vehicle.year,
        valueCents: car.valueCents,
      },
      cover: { type: cover.type, voluntaryExcessCents: 25_000, excessCents: 55_000, addOns: cover.addOns },
      startDate: '2026-11-27',
      endDate: '2027-11-26',
      premium: {
        totalCents: 61_830,
        levyCents: 1_801,
        monthly: {
          depositCents: 9_275,
          instalments: 10,
          instalmentCents: 5_832,
          creditChargeCents: 5_765,
          apr: 15.1,
          totalPayableCents: 67_595,
        },
      },
      paymentOption: 'monthly',
    },
  };
}
