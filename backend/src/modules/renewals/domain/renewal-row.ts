import {
  daysBetween,
  dublinDate,
  formatIsoDate,
  parseIsoDate,
  wholeYearsBetween,
} from '#src/common/time/dates';
import type { CoverType } from '../../rating';
import { parseRegistration } from '../../reference-data';
import { ColumnMap, columnHeader } from './renewal-columns';
import { HISTORY_YEARS, HistoryYear, RenewalFields } from './renewal-terms';

/** One problem of one row, as the error report lists it. */
export interface RowError {
  /** The row's number in the file, the header being row 1. */
  row: number;
  column: string;
  /** The cell as given (staff see what was wrong). */
  value: string;
  message: string;
}

/** A cell's own reason for being refused, when the column's usual message would not say it. */
class Invalid {
  constructor(readonly message: string) {}
}

export type RowResult = { ok: true; fields: RenewalFields } | { ok: false; errors: RowError[] };

const POLICY_NUMBER = /^[A-Z0-9][A-Z0-9/-]{3,29}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^\+?[0-9 ()-]{7,20}$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const MAX_PREMIUM_CENTS = 10_000_000;
const COVER_TYPES: Record<string, CoverType> = {
  comprehensive: 'comprehensive',
  comp: 'comprehensive',
  thirdpartyfireandtheft: 'third_party_fire_theft',
  thirdpartyfiretheft: 'third_party_fire_theft',
  tpft: 'third_party_fire_theft',
  thirdpartyonly: 'third_party_only',
  thirdparty: 'third_party_only',
  tpo: 'third_party_only',
};

/** Excel keeps a date as days since 1899-12-30 when its cell has no date format. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);
const EXCEL_SERIAL = /^\d{5}$/;

/**
 * A date as staff type it: '2027-01-15', or Irish day-first '15/01/2027' (also with - or .), or an
 * unformatted Excel date ('46402').
 */
export function parseDate(text: string): string | undefined {
  if (EXCEL_SERIAL.test(text)) {
    return new Date(EXCEL_EPOCH_MS + Number(text) * 86_400_000).toISOString().slice(0, 10);
  }
  const dayFirst = DAY_FIRST.exec(text);
  const iso = dayFirst
    ? `${dayFirst[3]}-${dayFirst[2].padStart(2, '0')}-${dayFirst[1].padStart(2, '0')}`
    : text;
  return parseIsoDate(iso) ? iso : undefined;
}

/**
 * Euro amounts to cents: '612.40', '€1,234.56', '612' and, from semicolon files, the decimal
 * comma '612,40'. Undefined when it is not an amount.
 */
export function parseMoney(text: string): number | undefined {
  const plain = text.replace(/[€\s]/g, '').replace(/^EUR/i, '');
  let decimal: string | undefined;
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(plain)) decimal = plain.replace(/,/g, '');
  else if (/^\d+,\d{1,2}$/.test(plain)) decimal = plain.replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(plain)) decimal = plain;
  return decimal === undefined ? undefined : Math.round(Number(decimal) * 100);
}

function parseCount(text: string, max: number): number | undefined {
  if (!/^\d{1,3}$/.test(text)) return undefined;
  const value = Number(text);
  return value <= max ? value : undefined;
}

/** Checks one data row against the header's columns; `today` bounds the dates. */
export class RowValidator {
  private readonly todayIso: string;

  constructor(
    private readonly columns: ColumnMap,
    private readonly now: Date,
  ) {
    this.todayIso = formatIsoDate(dublinDate(now));
  }

  validate(cells: readonly string[], row: number): RowResult {
    const errors: RowError[] = [];
    const cell = (key: string) => {
      const index = this.columns.get(key);
      return index === undefined ? '' : (cells[index] ?? '').trim();
    };
    const fail = (key: string, message: string) => {
      errors.push({ row, column: columnHeader(key), value: cell(key), message });
      return undefined;
    };
    const required = <T>(key: string, parse: (text: string) => T | Invalid | undefined, message: string) => {
      const text = cell(key);
      if (text === '') return fail(key, 'This is required.');
      const value = parse(text);
      if (value instanceof Invalid) return fail(key, value.message);
      return value ?? fail(key, message);
    };

    const policyNumber = required(
      'policyNumber',
      (text) => (POLICY_NUMBER.test(text.toUpperCase()) ? text.toUpperCase() : undefined),
      'Use 4 to 30 letters, digits, dashes or slashes.',
    );
    const customerName = required(
      'customerName',
      (text) => (text.length >= 2 && text.length <= 100 ? text.replace(/\s+/g, ' ') : undefined),
      'Use 2 to 100 characters.',
    );
    const email = required(
      'email',
      (text) => (EMAIL.test(text) && text.length <= 254 ? text.toLowerCase() : undefined),
      'This is not an email address.',
    );
    const phoneText = cell('phone');
    const phone =
      phoneText === '' || PHONE.test(phoneText) ? phoneText : fail('phone', 'This is not a phone number.');
    const dateOfBirth = required(
      'dateOfBirth',
      (text) => this.birthDate(text),
      'Use a real date of birth, e.g. 1985-04-12 or 12/04/1985, of someone aged 17 to 110.',
    );
    const registration = required(
      'registration',
      (text) => this.registration(text),
      'This is not an Irish registration.',
    );
    const vehicle = required(
      'vehicle',
      (text) => (text.length <= 100 ? text.replace(/\s+/g, ' ') : undefined),
      'Use up to 100 characters.',
    );
    const coverType = required(
      'coverType',
      (text) => COVER_TYPES[text.toLowerCase().replace(/[^a-z]/g, '')],
      'Use Comprehensive, Third party, fire and theft, or Third party only.',
    );
    const renewalDate = required(
      'renewalDate',
      (text) => this.renewalDate(text),
      'Use a real date within a year of today, e.g. 2027-01-15 or 15/01/2027.',
    );
    const premium = (text: string) => {
      const cents = parseMoney(text);
      return cents !== undefined && cents > 0 && cents <= MAX_PREMIUM_CENTS ? cents : undefined;
    };
    const moneyMessage = 'Use an amount in euro above 0, e.g. 612.40.';
    const currentPremiumCents = required('currentPremium', premium, moneyMessage);
    const renewalPremiumCents = required('renewalPremium', premium, moneyMessage);
    const noClaimsYears = required(
      'noClaimsYears',
      (text) => parseCount(text, 50),
      'Use a whole number of years from 0 to 50.',
    );
    const history = this.history(cell, fail, premium, moneyMessage);

    if (errors.length > 0) return { ok: false, errors };
    return {
      ok: true,
      fields: {
        policyNumber: policyNumber!,
        customerName: customerName!,
        email: email!,
        ...(phone ? { phone } : {}),
        dateOfBirth: dateOfBirth!,
        registration: registration!,
        vehicle: vehicle!,
        coverType: coverType!,
        renewalDate: renewalDate!,
        currentPremiumCents: currentPremiumCents!,
        renewalPremiumCents: renewalPremiumCents!,
        noClaimsYears: noClaimsYears!,
        history,
      },
    };
  }

  private history(
    cell: (key: string) => string,
    fail: (key: string, message: string) => undefined,
    premium: (text: string) => number | undefined,
    moneyMessage: string,
  ): HistoryYear[] {
    const years: HistoryYear[] = [];
    for (let yearsAgo = 1; yearsAgo <= HISTORY_YEARS; yearsAgo++) {
      const premiumText = cell(`premium${yearsAgo}`);
      const claimsText = cell(`claims${yearsAgo}`);
      const premiumCents =
        premiumText === '' ? undefined : (premium(premiumText) ?? fail(`premium${yearsAgo}`, moneyMessage));
      const claims =
        claimsText === ''
          ? undefined
          : (parseCount(claimsText, 20) ??
            fail(`claims${yearsAgo}`, 'Use a whole number of claims from 0 to 20.'));
      if (premiumCents !== undefined || claims !== undefined) {
        years.push({
          yearsAgo,
          ...(premiumCents !== undefined ? { premiumCents } : {}),
          ...(claims !== undefined ? { claims } : {}),
        });
      }
    }
    return years;
  }

  private birthDate(text: string): string | undefined {
    const iso = parseDate(text);
    const date = iso && parseIsoDate(iso);
    const today = parseIsoDate(this.todayIso)!;
    if (!date) return undefined;
    const age = wholeYearsBetween(date, today);
    return age >= 17 && age <= 110 ? iso : undefined;
  }

  private renewalDate(text: string): string | undefined {
    const iso = parseDate(text);
    const date = iso && parseIsoDate(iso);
    if (!date) return undefined;
    return Math.abs(daysBetween(parseIsoDate(this.todayIso)!, date)) <= 366 ? iso : undefined;
  }

  /** Irish registrations, written as the quote journey writes them (151-D-123). */
  private registration(text: string): string | Invalid {
    const parsed = parseRegistration(text, this.now);
    return parsed.ok ? parsed.registration : new Invalid(parsed.reason);
  }
}
