import { ConsoleLogger, Logger } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsArray, IsIn, IsString, ValidateNested, ValidationError } from 'class-validator';
import { FieldErrorsException } from '../http/problem';
import { findUnsafeKey, MAX_DEPTH } from './operator-keys';
import { createValidationPipe, flattenValidationErrors } from './validation';

function error(property: string, constraints?: Record<string, string>, children: ValidationError[] = []) {
  return Object.assign(new ValidationError(), { property, constraints, children });
}

describe('flattenValidationErrors', () => {
  it('flattens nested errors into dotted paths and names unknown fields', () => {
    const flat = flattenValidationErrors([
      error('email', { isEmail: 'email must be an email' }),
      error('drivers', undefined, [error('0', undefined, [error('dateOfBirth', { isDate: 'bad date' })])]),
      error('isAdmin', { whitelistValidation: 'property isAdmin should not exist' }),
    ]);
    expect(flat).toEqual({
      email: ['email must be an email'],
      'drivers.0.dateOfBirth': ['bad date'],
      isAdmin: ['isAdmin is not an allowed field'],
    });
  });
});

class StepDto {
  @IsIn(['step']) kind: 'step';
  @IsString() title: string;
}

class SectionDto {
  @IsString()
  @Transform(({ value }: { value: string }) => value.trim())
  title: string;

  @IsArray()
  @ValidateNested({ each: true })
  @Type(() => StepDto, {
    discriminator: { property: 'kind', subTypes: [{ value: StepDto, name: 'step' }] },
    keepDiscriminatorProperty: true,
  })
  items: StepDto[];
}

describe('the validation pipe', () => {
  // The pipe warns of each unreadable input; the answers are what these tests read.
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(new ConsoleLogger()));

  const check = (body: unknown) =>
    createValidationPipe().transform(body, { type: 'body', metatype: SectionDto });

  it('answers 400 naming the fields when input breaks the transformation, not 500', async () => {
    const nullItem = await check({ title: 'Steps', items: [null] }).catch((error: unknown) => error);
    expect(nullItem).toBeInstanceOf(FieldErrorsException);
    expect((nullItem as FieldErrorsException).fieldErrors).toEqual({
      'items.0': [expect.stringContaining('object')],
    });

    const numberTitle = await check({ title: 42, items: [] }).catch((error: unknown) => error);
    expect((numberTitle as FieldErrorsException).fieldErrors).toEqual({ title: ['title must be a string'] });
  });

  it('transforms what it can read', async () => {
    await expect(check({ title: ' Steps ', items: [{ kind: 'step', title: 'One' }] })).resolves.toEqual({
      title: 'Steps',
      items: [{ kind: 'step', title: 'One' }],
    });
  });
});

describe('findUnsafeKey', () => {
  const operatorKey = (value: unknown) => Object.keys(findUnsafeKey(value) ?? {})[0];

  it('finds $ and dotted keys at any depth', () => {
    expect(operatorKey({ a: { b: [{ $where: 'x' }] } })).toBe('a.b.0.$where');
    expect(operatorKey({ 'profile.isAdmin': true })).toBe('profile.isAdmin');
    expect(operatorKey({ a: 'x$', b: ['.'] })).toBeUndefined();
    expect(operatorKey(null)).toBeUndefined();
  });

  it('refuses input nested deeper than any operation takes, wherever an operator key would hide', () => {
    let deep: unknown = { $where: 'x' };
    for (let level = 0; level < MAX_DEPTH; level++) deep = [deep];
    const problem = findUnsafeKey({ list: deep });
    expect(Object.values(problem ?? {})).toEqual([[`Nested more than ${MAX_DEPTH} levels deep`]]);
    expect(Object.keys(problem ?? {})[0]).toMatch(/^list(\.0)+$/);
    expect(findUnsafeKey({ a: { b: { c: [[{ d: 1 }]] } } })).toBeUndefined();
  });
});
