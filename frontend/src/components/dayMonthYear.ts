import { formatShortDate, readDayMonthYear } from '../language/dates';
import type { Validator } from './validators';

export const DAY_MONTH_YEAR_MESSAGE = 'Please enter the date as DD/MM/YYYY, for example 25/11/1990';

const isCalendarDay = (value: string) => readDayMonthYear(value) === value;

/**
 * What a date of birth box needs, for either form kit: a text box that always reads DD/MM/YYYY,
 * whatever the browser's language, instead of the browser's locale-dependent date picker. The form
 * keeps 'YYYY-MM-DD' once the text is a whole date, and the text as typed until then.
 */
export const DAY_MONTH_YEAR_INPUT = {
  inputMode: 'numeric',
  placeholder: 'DD/MM/YYYY',
  parse: (text: string) => readDayMonthYear(text) ?? text,
  format: (value: string | undefined) =>
    value && isCalendarDay(value) ? formatShortDate(value) : (value ?? ''),
} as const;

/** Refuses text that is not (yet) a whole date; composes before the date rules, which read 'YYYY-MM-DD'. */
export const wholeDay: Validator<string | undefined> = (value) =>
  value && !isCalendarDay(value) ? DAY_MONTH_YEAR_MESSAGE : undefined;
