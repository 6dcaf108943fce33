import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { FieldCheck, fieldDoc, FieldOptions, trimmed } from '../../common/validation/fields';
import { parseIsoDate } from '../../common/time/dates';
import { normaliseEircode, parseEircode } from '../reference-data';

const PHONE = /^\+?[\d ()-]{7,20}$/;
const MIN_PHONE_DIGITS = 7;
const POLICY_NUMBER = /^[A-Z0-9][A-Z0-9/-]{3,29}$/;

const upperCase = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value;

/** An Irish or international phone number: digits, spaces, brackets, dashes and a leading +. */
export const PhoneField = (options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc({ example: '087 123 4567', ...options }, { type: String, maxLength: 20 }),
    Transform(trimmed),
    FieldCheck('phone', options.required ?? true, (value) =>
      typeof value === 'string' && PHONE.test(value) && value.replace(/\D/g, '').length >= MIN_PHONE_DIGITS
        ? undefined
        : 'Invalid phone number',
    ),
  );

/** As printed on the policy schedule; kept in capitals. */
export const PolicyNumberField = (options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc({ example: 'IVY-123456', ...options }, { type: String, maxLength: 30 }),
    Transform(upperCase),
    FieldCheck('policyNumber', options.required ?? true, (value) =>
      typeof value === 'string' && POLICY_NUMBER.test(value) ? undefined : 'Invalid policy number',
    ),
  );

/** A calendar date as YYYY-MM-DD; rules about today are the form's, which knows the time. */
export const IsoDateField = (options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc({ example: '2026-12-01', ...options }, { type: String, format: 'date' }),
    FieldCheck('isoDate', options.required ?? true, (value) =>
      parseIsoDate(value) ? undefined : 'Enter a real date as YYYY-MM-DD',
    ),
  );

/** An Eircode with a routing key that exists, kept as `D02 XK52`. */
export const EircodeField = (options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc({ example: 'D02 XK52', ...options }, { type: String, maxLength: 8 }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? (normaliseEircode(value) ?? value) : value,
    ),
    FieldCheck('eircode', options.required ?? true, (value) => {
      if (typeof value !== 'string') return 'Must be text';
      const parsed = parseEircode(value);
      return parsed.ok ? undefined : parsed.reason;
    }),
  );
