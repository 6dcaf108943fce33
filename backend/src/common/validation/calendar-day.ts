import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsDate, ValidateBy, ValidationOptions } from 'class-validator';

/**
 * Calendar days written `YYYY-MM-DD`. A pattern alone lets `2024-02-30` through, and `new Date` reads
 * it as 1 March, so a filter would quietly answer for another day: these checks take only days that
 * exist (month 1 to 12, the day within that month, 29 February in leap years only).
 */
export const CALENDAR_DAY_MESSAGE = 'Enter a real date as YYYY-MM-DD';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whether `value` is a `YYYY-MM-DD` day that exists on the calendar. */
export function isCalendarDay(value: unknown): value is string {
  const match = typeof value === 'string' ? DAY.exec(value) : null;
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A `YYYY-MM-DD` day that exists; anything else answers 400 with "Enter a real date as YYYY-MM-DD". */
export function IsCalendarDay(options: ValidationOptions = {}): PropertyDecorator {
  return ValidateBy(
    { name: 'isCalendarDay', validator: { validate: (value: unknown) => isCalendarDay(value) } },
    { message: CALENDAR_DAY_MESSAGE, ...options },
  );
}

/** A real day, optionally followed by an ISO 8601 time and offset: `2026-02-01`, `2026-02-01T09:30:00Z`. */
const INSTANT = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The instant `value` names (a bare day is midnight UTC), or undefined when its day does not exist. */
export function parseInstant(value: unknown): Date | undefined {
  const match = typeof value === 'string' ? INSTANT.exec(value) : null;
  if (!match || !isCalendarDay(match[1])) return undefined;
  const instant = new Date(value as string);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

export const INSTANT_MESSAGE = 'Enter a real date as YYYY-MM-DD, or a date and time (ISO 8601)';

/**
 * An instant given as a real day or an ISO 8601 date-time, read into a `Date`; anything else (an
 * impossible day, a time of 25:00, "yesterday") stays as sent and answers 400 with `message`.
 */
export function IsInstant(options: ValidationOptions = {}): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) => parseInstant(value) ?? value),
    IsDate({ message: INSTANT_MESSAGE, ...options }),
  );
}
