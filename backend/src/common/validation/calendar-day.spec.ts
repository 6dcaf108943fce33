import { IsOptional } from 'class-validator';
import { FieldErrorsException } from '../http/problem';
import {
  CALENDAR_DAY_MESSAGE,
  INSTANT_MESSAGE,
  isCalendarDay,
  IsCalendarDay,
  IsInstant,
  parseInstant,
} from './calendar-day';
import { createValidationPipe } from './validation';

describe('isCalendarDay', () => {
  it.each(['2024-02-29', '2000-02-29', '2023-02-28', '2026-01-31', '2026-04-30', '2026-12-31', '0001-01-01'])(
    'takes %s',
    (day) => expect(isCalendarDay(day)).toBe(true),
  );

  it.each([
    ['a day past the end of February', '2024-02-30'],
    ['29 February in a common year', '2023-02-29'],
    ['29 February in a century year that is not a leap year', '1900-02-29'],
    ['31 April', '2026-04-31'],
    ['day 0', '2026-01-00'],
    ['day 32', '2026-01-32'],
    ['month 0', '2026-00-10'],
    ['month 13', '2026-13-01'],
    ['a day without leading zeros', '2026-1-5'],
    ['a day with a time', '2026-01-05T00:00:00Z'],
    ['the Irish order', '05/01/2026'],
    ['text', 'yesterday'],
  ])('refuses %s (%s)', (_name, day) => expect(isCalendarDay(day)).toBe(false));

  it('refuses anything but text', () => {
    for (const value of [undefined, null, 20260105, new Date('2026-01-05'), ['2026-01-05']]) {
      expect(isCalendarDay(value)).toBe(false);
    }
  });
});

describe('parseInstant', () => {
  it('reads a real day as midnight UTC and an ISO 8601 date-time as its instant', () => {
    expect(parseInstant('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseInstant('2026-02-01T09:30:00Z')?.toISOString()).toBe('2026-02-01T09:30:00.000Z');
    expect(parseInstant('2026-06-01T09:30:00.250+01:00')?.toISOString()).toBe('2026-06-01T08:30:00.250Z');
  });

  it.each([
    '2024-02-30',
    '2024-02-30T10:00:00Z',
    '2026-02-01T25:00:00Z',
    '2026-02-01T09:30:00+01',
    'yesterday',
    '1',
  ])('refuses %s', (text) => expect(parseInstant(text)).toBeUndefined());
});

class RangeQuery {
  @IsOptional()
  @IsCalendarDay()
  from?: string;

  @IsOptional()
  @IsInstant()
  since?: Date;
}

describe('the calendar-day decorators in the validation pipe', () => {
  const check = (query: Record<string, string>) =>
    createValidationPipe().transform(query, { type: 'query', metatype: RangeQuery });
  const refusal = (query: Record<string, string>) =>
    check(query).then(
      () => undefined,
      (error: unknown) => error as FieldErrorsException,
    );

  it('passes real days and reads instants into dates', async () => {
    await expect(check({ from: '2024-02-29', since: '2026-02-01T09:30:00Z' })).resolves.toEqual({
      from: '2024-02-29',
      since: new Date('2026-02-01T09:30:00Z'),
    });
  });

  it('answers 400 naming each field that holds an impossible date', async () => {
    const error = await refusal({ from: '2024-02-30', since: '2023-02-29T10:00:00Z' });
    expect(error).toBeInstanceOf(FieldErrorsException);
    expect(error?.getStatus()).toBe(400);
    expect(error?.fieldErrors).toEqual({ from: [CALENDAR_DAY_MESSAGE], since: [INSTANT_MESSAGE] });
  });
});
