import { Injectable } from '@nestjs/common';
import { FieldErrors } from '../../common/http/envelope';
import { FieldErrorsException } from '../../common/http/problem';
import { Clock } from '../../common/time/clock';
import { ActiveRatingTable, COVER_TYPE_LABELS, formatEuro } from '../rating';
import { dublinDate, parseIsoDate, wholeYearsBetween } from '../../common/time/dates';
import { ADDRESS_NOT_CHOSEN, ReferenceDataService } from '../reference-data';
import { formOptions } from './domain/form-options';
import { QuotePage } from './domain/pages';
import {
  AdditionalDriversDto,
  ClaimsDto,
  CoverDto,
  YourCarDto,
  YourDetailsDto,
  YourDrivingHistoryDto,
} from './dto/quote-pages.dto';
import { plain, QuoteAnswers, YourCarAnswers, YourDetailsAnswers } from './quote.views';

/** What each page's route receives. */
export interface PageInput {
  your_details: YourDetailsDto;
  your_car: YourCarDto;
  your_driving_history: YourDrivingHistoryDto;
  additional_drivers: AdditionalDriversDto;
  claims: ClaimsDto;
  cover: CoverDto;
}

/** In Ireland nobody under 17 may hold even a learner permit for a car, so no quote is possible. */
export const MIN_DRIVER_AGE = 17;

function throwIfAny(errors: FieldErrors, message?: string, status?: number): void {
  if (Object.keys(errors).length > 0) throw new FieldErrorsException(errors, message, status);
}

/**
 * Turns a page as sent into the page as stored: ids resolved against the reference data, choices
 * checked against the active rating table. Input that is well-formed but refers to nothing is a 400
 * on its field; a driver under 17 is a 422, since no answer to any other question could help.
 */
@Injectable()
export class QuoteAnswersService {
  private readonly resolvers: { [P in QuotePage]: (input: PageInput[P]) => Promise<QuoteAnswers[P]> } = {
    your_details: async (input) => this.yourDetails(input),
    your_car: async (input) => this.yourCar(input),
    your_driving_history: async (input) => plain(input),
    additional_drivers: async (input) => this.additionalDrivers(input),
    claims: async (input) => plain(input),
    cover: (input) => this.cover(input),
  };

  constructor(
    private readonly reference: ReferenceDataService,
    private readonly active: ActiveRatingTable,
    private readonly clock: Clock,
  ) {}

  resolve<P extends QuotePage>(page: P, input: PageInput[P]): Promise<NonNullable<QuoteAnswers[P]>> {
    return this.resolvers[page](input) as Promise<NonNullable<QuoteAnswers[P]>>;
  }

  async formOptions() {
    return formOptions((await this.active.current()).table);
  }

  yourDetails(input: YourDetailsDto): YourDetailsAnswers {
    const errors: FieldErrors = {};
    const address = this.reference.findAddress(input.addressId);
    if (!address) errors.addressId = [ADDRESS_NOT_CHOSEN];
    const occupation = this.reference.findOccupation(input.occupationCode);
    if (!occupation) errors.occupationCode = ['Please choose an occupation from the list.'];
    const businessType =
      input.businessTypeCode === undefined
        ? undefined
        : this.reference.findBusinessType(input.businessTypeCode);
    if (input.businessTypeCode !== undefined && !businessType) {
      errors.businessTypeCode = ['Please choose a type of business from the list.'];
    }
    throwIfAny(errors);
    this.assertOldEnough({ dateOfBirth: input.dateOfBirth });
    return plain({
      ...input,
      gender: input.gender ?? 'F',
      address: address!,
      occupation: { code: occupation!.code, title: occupation!.title },
      ...(businessType ? { businessType } : {}),
    });
  }

  private yourCar(input: YourCarDto): YourCarAnswers {
    const registration = this.reference.findVehicleByRegistration(input.registration);
    // A car chosen by hand may have a registration we know no car for (a new car): that is no error.
    if (!registration.ok && (registration.invalid || input.lookupType === 'REG')) {
      throw new FieldErrorsException({ registration: [registration.reason] }, registration.reason);
    }
    const canonical = registration.ok ? registration.lookup.registration : registration.registration;
    const vehicle =
      input.lookupType === 'REG'
        ? registration.ok && registration.lookup.vehicle
        : this.reference.findVehicle(input.make!, input.model!, input.year!, input.engine!);
    if (!vehicle) {
      throw new FieldErrorsException(
        { engine: ['Please choose your car from the lists.'] },
        'We could not find that car.',
      );
    }
    return plain({
      ...input,
      registration: canonical,
      vehicle,
      valueCents: input.valueCents ?? vehicle.valueEstimateCents,
    });
  }

  private additionalDrivers(input: AdditionalDriversDto): AdditionalDriversDto {
    this.assertOldEnough(
      Object.fromEntries(
        input.drivers.map((driver, index) => [`drivers.${index}.dateOfBirth`, driver.dateOfBirth]),
      ),
    );
    return plain(input);
  }

  /** The excess amounts and add-ons on offer are the active table's. */
  private async cover(input: CoverDto): Promise<CoverDto> {
    const { table } = await this.active.current();
    const errors: FieldErrors = {};
    const offered = Object.keys(table.factors.voluntaryExcessCents)
      .map(Number)
      .sort((a, b) => a - b);
    if (!offered.includes(input.voluntaryExcessCents)) {
      errors.voluntaryExcessCents = [`Please choose one of ${offered.map(formatEuro).join(', ')}`];
    }
    const unavailable = input.addOns.filter((addOn) => {
      const coverTypes = table.addOns[addOn]?.coverTypes;
      return coverTypes !== undefined && !coverTypes.includes(input.type);
    });
    if (unavailable.length > 0) {
      const labels = unavailable.map((addOn) => table.addOns[addOn].label).join(', ');
      errors.addOns = [`${labels} isn't available with ${COVER_TYPE_LABELS[input.type].toLowerCase()} cover`];
    }
    throwIfAny(errors);
    return plain(input);
  }

  private assertOldEnough(datesOfBirth: Record<string, string>): void {
    const today = dublinDate(this.clock.now());
    const errors: FieldErrors = {};
    for (const [field, dateOfBirth] of Object.entries(datesOfBirth)) {
      const born = parseIsoDate(dateOfBirth);
      if (born && wholeYearsBetween(born, today) < MIN_DRIVER_AGE) {
        errors[field] = [`Every driver must be ${MIN_DRIVER_AGE} or over to be insured on a car.`];
      }
    }
    throwIfAny(errors, `Drivers must be ${MIN_DRIVER_AGE} or over.`, 422);
  }
}
