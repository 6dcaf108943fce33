import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { htmlViolations } from '../html/html-allowlist';

/** Whether a field is needed: always, never, or depending on the rest of the form. */
export type Requirement = boolean | ((form: Record<string, unknown>) => boolean);

export interface FieldOptions {
  required?: Requirement;
  description?: string;
  example?: unknown;
}

type Problem = (value: unknown, form: Record<string, unknown>) => string | undefined;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * One check and one message per field (class-validator would list every failed constraint). A blank
 * value answers 'Required' when the field is needed and passes otherwise, whatever the check.
 */
export function FieldCheck(name: string, required: Requirement, problem: Problem): PropertyDecorator {
  const needed = (form: Record<string, unknown>) =>
    typeof required === 'function' ? required(form) : required;
  const run: Problem = (value, form) => {
    if (isBlank(value)) return needed(form) ? 'Required' : undefined;
    return problem(value, form);
  };
  return ValidateBy({
    name,
    validator: {
      validate: (value, args) => run(value, (args?.object ?? {}) as Record<string, unknown>) === undefined,
      defaultMessage: (args) =>
        (args && run(args.value, args.object as Record<string, unknown>)) || 'Invalid value',
    },
  });
}

/**
 * The OpenAPI description of a field: required unless said otherwise; a conditional requirement
 * shows as optional, described in words.
 */
export function fieldDoc(options: FieldOptions, extra: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({
    required: (options.required ?? true) === true,
    description: options.description,
    example: options.example,
    ...extra,
  } as ApiPropertyOptions);
}

export const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TAB_AND_LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);

/**
 * Control characters in a one-line field could forge email headers or hide text from staff; text of
 * several lines may hold tabs and line breaks, and nothing else of the kind.
 */
function hasControlCharacters(text: string, multiline: boolean): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    const control = code < 0x20 || code === 0x7f;
    return control && !(multiline && TAB_AND_LINE_BREAKS.has(code));
  });
}

/** Trimmed text of at most `max` characters; one line unless `multiline`. */
export const TextField = (max: number, options: FieldOptions & { multiline?: boolean } = {}) =>
  applyDecorators(
    fieldDoc(options, { type: String, maxLength: max }),
    Transform(trimmed),
    FieldCheck('text', options.required ?? true, (value) => {
      if (typeof value !== 'string') return 'Must be text';
      if (value.length > max) return `At most ${max} characters`;
      if (hasControlCharacters(value, options.multiline ?? false))
        return 'Contains characters that are not allowed';
      return undefined;
    }),
  );

/**
 * A link or image address that items show as plain attributes: site-relative, or one of `schemes`
 * (such as `https:` or `tel:`). No whitespace or quotes, so it cannot smuggle a second scheme.
 */
export const LinkField = (max: number, schemes: readonly string[], options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc(options, { type: String, maxLength: max }),
    Transform(trimmed),
    FieldCheck('link', options.required ?? true, (value) => {
      if (typeof value !== 'string') return 'Must be text';
      if (value.length > max) return `At most ${max} characters`;
      const allowed = /^\/(?!\/)/.test(value) || schemes.some((scheme) => value.startsWith(scheme));
      if (!allowed || /[\s"'<>\\]/.test(value))
        return `Must start with one of: ${['/', ...schemes].join(', ')} (no spaces or quotes)`;
      return undefined;
    }),
  );

/** One of a fixed list of values. */
export const ChoiceField = (values: readonly string[], options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc(options, { enum: values, type: String }),
    FieldCheck('choice', options.required ?? true, (value) =>
      typeof value === 'string' && values.includes(value) ? undefined : `Choose one of: ${values.join(', ')}`,
    ),
  );

/** A whole number from `min` to `max`. */
export const WholeNumberField = (min: number, max: number, options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc(options, { type: Number, minimum: min, maximum: max }),
    FieldCheck('wholeNumber', options.required ?? true, (value) =>
      Number.isInteger(value) && (value as number) >= min && (value as number) <= max
        ? undefined
        : `A whole number from ${min} to ${max}`,
    ),
  );

/** true or false (a JSON boolean, not a string). */
export const YesNoField = (options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc(options, { type: Boolean }),
    FieldCheck('yesNo', options.required ?? true, (value) =>
      typeof value === 'boolean' ? undefined : 'Must be true or false',
    ),
  );

/**
 * HTML that staff write and the site renders as HTML: only the allow-list of common/html/html-allowlist.ts
 * (until a sanitiser is installed, refusing is safer than cleaning).
 */
export const SafeHtmlField = (max: number, options: FieldOptions = {}) =>
  applyDecorators(
    fieldDoc(options, {
      type: String,
      maxLength: max,
      description: `${options.description ?? 'Simple HTML'}: p, h2, h3, ul, ol, li, strong, em, br, and a with an https or site-relative href`,
    }),
    FieldCheck('safeHtml', options.required ?? true, (value) => {
      if (typeof value !== 'string') return 'Must be text';
      if (value.length > max) return `At most ${max} characters`;
      const problems = htmlViolations(value);
      return problems.length > 0 ? `Only simple formatting is allowed: ${problems[0]}` : undefined;
    }),
  );
