import { ValidationError } from 'class-validator';
import { findOperatorKey } from './operator-keys';
import { flattenValidationErrors } from './validation';

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

describe('findOperatorKey', () => {
  it('finds $ and dotted keys at any depth', () => {
    expect(findOperatorKey({ a: { b: [{ $where: 'x' }] } })).toBe('a.b.0.$where');
    expect(findOperatorKey({ 'profile.isAdmin': true })).toBe('profile.isAdmin');
    expect(findOperatorKey({ a: 'x$', b: ['.'] })).toBeUndefined();
    expect(findOperatorKey(null)).toBeUndefined();
  });
});
