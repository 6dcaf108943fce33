import type { NextFunction, Request, Response } from 'express';
import { FieldErrorsException } from '../http/problem';

const MAX_DEPTH = 12;

/** Finds the first key that could act as a query operator or a dotted path (`$where`, `a.b`). */
export function findOperatorKey(value: unknown, path = '', depth = 0): string | undefined {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const here = path ? `${path}.${key}` : key;
    if (key.startsWith('$') || key.includes('.')) return here;
    const nested = findOperatorKey(child, here, depth + 1);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Refuses request bodies and query strings carrying `$` or dotted keys, so no client input can
 * reach a Mongo query as an operator, whatever a DTO declares as a free-form object.
 */
export function rejectOperatorKeys(req: Request, _res: Response, next: NextFunction): void {
  const key = findOperatorKey(req.body) ?? findOperatorKey(req.query);
  if (key) {
    next(new FieldErrorsException({ [key]: ['Keys may not start with $ or contain a dot'] }));
    return;
  }
  next();
}
