import type { NextFunction, Request, Response } from 'express';
import { FieldErrors } from '../http/envelope';
import { FieldErrorsException } from '../http/problem';

/**
 * Far deeper than any operation's input (a rating table is six levels), and shallow enough that no
 * recursive walk of the input (class-transformer, class-validator, Mongoose) can run out of stack.
 */
export const MAX_DEPTH = 32;

/**
 * Keys that name an object's prototype: the DTOs' transformation skips them instead of refusing them as
 * unknown fields, and a walk that copies input into an object could change its prototype.
 */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The first key that could act as a query operator or a dotted path (`$where`, `a.b`) or name a
 * prototype, or the first value nested deeper than MAX_DEPTH, with the reason it is refused.
 */
export function findUnsafeKey(value: unknown, path = '', depth = 0): FieldErrors | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth >= MAX_DEPTH) return { [path]: [`Nested more than ${MAX_DEPTH} levels deep`] };
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const here = path ? `${path}.${key}` : key;
    if (key.startsWith('$') || key.includes('.'))
      return { [here]: ['Keys may not start with $ or contain a dot'] };
    if (PROTOTYPE_KEYS.has(key)) return { [here]: [`${key} is not an allowed field`] };
    const nested = findUnsafeKey(child, here, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Refuses request bodies and query strings carrying `$` or dotted keys, so no client input can
 * reach a Mongo query as an operator, whatever a DTO declares as a free-form object; prototype keys;
 * and input nested deeper than MAX_DEPTH, before anything walks it.
 */
export function rejectOperatorKeys(req: Request, _res: Response, next: NextFunction): void {
  const problem = findUnsafeKey(req.body) ?? findUnsafeKey(req.query);
  next(problem ? new FieldErrorsException(problem) : undefined);
}
