import type { components } from '@ivy/api-client';
import type { QuoteAnswers, QuoteOption, QuoteOptions } from '#src/api/quotes';
import { addressLabel } from '../formValues';
import { formatEuro } from '#src/language/money';
import { QUOTE_STEPS } from '../quoteSteps';
import { formatDate } from '#src/language/dates';
import { plural } from '#src/language/plural';
import { nationalPhone } from '#src/components/phone';

type Schemas = components['schemas'];

export interface SummaryRow {
  label: string;
  value: string;
}

export interface SummarySection {
  step: number;
  title: string;
  /** Empty while the page is unanswered. */
  rows: SummaryRow[];
}

/** The words the quote options give a stored value (the value itself if the options no longer have it). */
const labelOf = (choices: readonly QuoteOption[], value: string | undefined) =>
  choices.find((choice) => choice.value === value)?.label ?? value ?? '';

const row = (label: string, value: string): SummaryRow => ({ label, value });
const listOr = (items: string[], none = 'None') => (items.length > 0 ? items.join('; ') : none);

function claimText(claim: Schemas['ClaimDto'], options: QuoteOptions): string {
  return [
    formatDate(claim.date),
    claim.type && labelOf(options.claimTypes, claim.type).toLowerCase(),
    claim.fault ? 'at fault' : 'not at fault',
    claim.amountCents !== undefined && formatEuro(claim.amountCents),
  ]
    .filter(Boolean)
    .join(', ');
}

function convictionsText(convictions: Schemas['ConvictionDto'][], options: QuoteOptions): string {
  return listOr(convictions.map((c) => `${labelOf(options.convictions, c.code)} (${formatDate(c.date)})`));
}

type Rows = {
  [P in keyof QuoteAnswers]-?: (answer: NonNullable<QuoteAnswers[P]>, options: QuoteOptions) => SummaryRow[];
};

const ROWS: Rows = {
  your_details: (d, options) => [
    row('Name', [d.title, d.firstName, d.lastName].filter(Boolean).join(' ')),
    row('Date of birth', formatDate(d.dateOfBirth)),
    row('Email', d.email),
    row('Mobile', nationalPhone(d.phone)),
    row('Address', addressLabel(d.address)),
    row('Marital status', labelOf(options.maritalStatuses, d.maritalStatus)),
    row('Employment status', labelOf(options.employmentStatuses, d.employmentStatus)),
    row('Occupation', d.occupation.title),
    row("Employer's business", d.businessType?.name ?? 'Not given'),
  ],
  your_car: (car, options) => [
    row('Car', `${car.vehicle.make} ${car.vehicle.model} ${car.vehicle.engine} (${car.vehicle.year})`),
    ...(car.registration ? [row('Registration', car.registration)] : []),
    row('Value', formatEuro(car.valueCents)),
    row(
      'Modifications',
      listOr(
        [car.modifications.performance && 'Performance', car.modifications.cosmetic && 'Appearance'].filter(
          (item): item is string => typeof item === 'string',
        ),
      ),
    ),
    row('Kept overnight', labelOf(options.overnightLocations, car.overnightLocation)),
    row('Use', labelOf(options.usages, car.usage)),
    row('Yearly mileage', `${car.annualMileageKm.toLocaleString('en-IE')} km`),
  ],
  your_driving_history: (h, options) => [
    row('Licence', `${labelOf(options.licenceTypes, h.licenceType)}, held ${plural(h.licenceYears, 'year')}`),
    ...(h.driverNumber ? [row('Driver number', h.driverNumber)] : []),
    ...(h.permitExpiryDate ? [row('Learner permit expires', formatDate(h.permitExpiryDate))] : []),
    ...(h.testDate ? [row('Driving test booked', formatDate(h.testDate))] : []),
    row('No-claims bonus', plural(h.ncbYears, 'year')),
    row('Penalty points', String(h.penaltyPoints)),
    row('Convictions', convictionsText(h.convictions, options)),
    row(
      'Previous insurance',
      listOr(h.most_recent_insurance.map((p) => `${p.insurer}, ended ${formatDate(p.expiryDate)}`)),
    ),
  ],
  claims: ({ claims }, options) =>
    claims.length === 0
      ? [row('Claims', 'None')]
      : claims.map((claim, i) => row(`Claim ${i + 1}`, claimText(claim, options))),
  additional_drivers: ({ drivers }, options) =>
    drivers.length === 0
      ? [row('Other drivers', 'None')]
      : drivers.map((driver, i) =>
          row(
            `Driver ${i + 1}`,
            [
              `${driver.firstName} ${driver.lastName}`,
              labelOf(options.relationships, driver.relationship).toLowerCase(),
              `${labelOf(options.licenceTypes, driver.licenceType)}, held ${plural(driver.licenceYears, 'year')}`,
              `${plural(driver.penaltyPoints, 'penalty point')}`,
              `claims: ${listOr(driver.claims.map((claim) => claimText(claim, options)))}`,
              `convictions: ${convictionsText(driver.convictions, options)}`,
            ].join(', '),
          ),
        ),
  cover: (cover, options) => [
    row('Cover', labelOf(options.coverTypes, cover.type)),
    row(
      'Voluntary excess',
      cover.voluntaryExcessCents === 0 ? 'None' : formatEuro(cover.voluntaryExcessCents),
    ),
    row('Extras', listOr(cover.addOns.map((addOn) => labelOf(options.addOns, addOn)))),
    row('Start date', formatDate(cover.startDate)),
  ],
};

function rowsOf(page: keyof QuoteAnswers, answers: QuoteAnswers, options: QuoteOptions): SummaryRow[] {
  const answer = answers[page];
  // TypeScript cannot pair ROWS[page] with answers[page] for a page it only knows as a union.
  const rows = ROWS[page] as (answer: unknown, options: QuoteOptions) => SummaryRow[];
  return answer === undefined ? [] : rows(answer, options);
}

/** The six summary sections (SPEC §4), in step order, each listing that page's answers in words. */
export function summarySections(answers: QuoteAnswers, options: QuoteOptions): SummarySection[] {
  return QUOTE_STEPS.map(({ number, page, title }) => ({
    step: number,
    title,
    rows: rowsOf(page, answers, options),
  }));
}
