import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsOptional, ValidateBy, ValidateNested } from 'class-validator';
import { CalendarDate, daysBetween, dublinDate, parseIsoDate } from '#src/common/time/dates';

/**
 * Field decorators for the quote and risk forms: each gives one clear message per field ('Required'
 * when the value is missing, as SPEC section 5 words it) where class-validator would list every
 * constraint that failed, and documents the field for the OpenAPI client at the same time.
 */
export type Problem = (value: unknown) => string | undefined;

export interface FieldOptions {
  optional?: boolean;
  /**
   * Required only where a `ValidateIf` beside it applies the rule (e.g. a registration when the car
   * is looked up by registration): documented as optional, still 'Required' when the rule applies.
   */
  conditional?: boolean;
  description?: string;
  example?: unknown;
}

export function Rule(name: string, problem: Problem): PropertyDecorator {
  return ValidateBy({
    name,
    validator: {
      validate: (value: unknown) => problem(value) === undefined,
      defaultMessage: (args) => problem(args?.value) ?? '',
    },
  });
}

const isMissing = (value: unknown): boolean => value === undefined || value === null;

/** `problem` sees only present values; an optional field may be left out or null. */
function field(name: string, docs: ApiPropertyOptions, options: FieldOptions, problem: Problem) {
  const described = {
    ...docs,
    description: options.description,
    example: options.example,
  } as ApiPropertyOptions;
  const rule = Rule(name, (value) => (isMissing(value) ? 'Required' : problem(value)));
  if (options.optional) return applyDecorators(ApiPropertyOptional(described), IsOptional(), rule);
  return applyDecorators(options.conditional ? ApiPropertyOptional(described) : ApiProperty(described), rule);
}

export const IntField = (min: number, max: number, options: FieldOptions = {}) =>
  field('int', { type: 'integer', minimum: min, maximum: max }, options, (value) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return 'Must be a whole number';
    return value < min || value > max ? `Must be between ${min} and ${max}` : undefined;
  });

export const BooleanField = (options: FieldOptions = {}) =>
  field('boolean', { type: Boolean }, options, (value) =>
    typeof value === 'boolean' ? undefined : 'Must be true or false',
  );

/** `enumName` makes the choices a named type in the generated client. */
export const ChoiceField = (choices: readonly string[], enumName: string, options: FieldOptions = {}) =>
  field('choice', { enum: [...choices], enumName }, options, (value) =>
    typeof value === 'string' && choices.includes(value)
      ? undefined
      : `Must be one of: ${choices.join(', ')}`,
  );

/** A list of distinct choices (add-ons); an empty list is an answer. */
export const ChoiceListField = (choices: readonly string[], enumName: string, options: FieldOptions = {}) =>
  field('choiceList', { enum: [...choices], enumName, isArray: true }, options, (value) => {
    if (!Array.isArray(value)) return 'Must be a list';
    if (value.some((item) => typeof item !== 'string' || !choices.includes(item))) {
      return `Each must be one of: ${choices.join(', ')}`;
    }
    return new Set(value).size === value.length ? undefined : 'Each may be chosen once';
  });

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const TextField = (
  maxLength: number,
  options: FieldOptions & { pattern?: RegExp; patternMessage?: string } = {},
) =>
  applyDecorators(
    Transform(trimmed),
    field('text', { type: String, maxLength }, options, (value) => {
      if (typeof value !== 'string') return 'Must be text';
      if (value === '') return 'Required';
      if (value.length > maxLength) return `At most ${maxLength} characters`;
      return options.pattern && !options.pattern.test(value) ? options.patternMessage : undefined;
    }),
  );

export interface DateRule {
  /** Today at the latest (dates of birth, claims). */
  notFuture?: boolean;
  /** From today up to this many days ahead (a cover start date). */
  maxDaysAhead?: number;
  /** From today up to the same day this many years ahead (a learner permit's expiry). */
  maxYearsAhead?: number;
}

const EARLIEST_YEAR = 1900;

/** Today as the customer sees it (Europe/Dublin), read when the request is validated. */
export const todayInDublin = (): CalendarDate => dublinDate(new Date());

export function dateProblem(value: unknown, rule: DateRule, today = todayInDublin()): string | undefined {
  const date = parseIsoDate(value);
  if (!date) return 'Must be a real date written YYYY-MM-DD';
  if (date.year < EARLIEST_YEAR) return 'Please check the year';
  const daysAhead = daysBetween(today, date);
  if (rule.notFuture && daysAhead > 0) return 'Cannot be in the future';
  if (rule.maxDaysAhead !== undefined) {
    if (daysAhead < 0) return 'Cannot be in the past';
    if (daysAhead > rule.maxDaysAhead) return `Must be within ${rule.maxDaysAhead} days from today`;
  }
  if (rule.maxYearsAhead !== undefined) {
    if (daysAhead < 0) return 'Cannot be in the past';
    // daysBetween counts through Date.UTC, which takes 29 February of a common year as 1 March.
    const latest = { ...today, year: today.year + rule.maxYearsAhead };
    if (daysAhead > daysBetween(today, latest))
      return `Must be within ${rule.maxYearsAhead} years from today`;
  }
  return undefined;
}

export const DateField = (rule: DateRule = {}, options: FieldOptions = {}) =>
  field('date', { type: String, format: 'date' }, options, (value) => dateProblem(value, rule));

type DtoClass = new () => object;

export const NestedField = (type: DtoClass, options: FieldOptions = {}) =>
  applyDecorators(
    ValidateNested(),
    Type(() => type),
    field('nested', { type }, options, (value) =>
      typeof value === 'object' && !Array.isArray(value) ? undefined : 'Must be an object',
    ),
  );

export const ListField = (type: DtoClass, maxItems: number, options: FieldOptions = {}) =>
  applyDecorators(
    ValidateNested({ each: true }),
    Type(() => type),
    field('list', { type, isArray: true, maxItems }, options, (value) => {
      if (!Array.isArray(value)) return 'Must be a list';
      return value.length > maxItems ? `At most ${maxItems} entries` : undefined;
    }),
  );
