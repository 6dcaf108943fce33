/**
 * Just enough structural checking for uploaded JSON, with errors that name the exact path
 * (`factors.age[3].upTo`) so that an admin can fix a table without guessing.
 */
export interface TableError {
  path: string;
  message: string;
}

export type Trend = { direction: 'up' | 'down'; because: string };

interface NumberRule {
  min?: number;
  max?: number;
  /** Strict lower bound, for factors and prices that must be positive. */
  above?: number;
  integer?: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const MAX_FACTOR = 10;

export const child = (path: string, key: string): string =>
  IDENTIFIER.test(key) ? (path ? `${path}.${key}` : key) : `${path}[${JSON.stringify(key)}]`;
export const element = (path: string, index: number): string => `${path}[${index}]`;

export class JsonChecker {
  readonly errors: TableError[] = [];

  fail(path: string, message: string): void {
    this.errors.push({ path, message });
  }

  /**
   * The object, once it has every required field and no unknown ones (a typo is an unknown field);
   * `optional: 'any'` accepts other keys, for maps keyed by data such as amounts.
   */
  object(
    value: unknown,
    path: string,
    required: readonly string[],
    optional: readonly string[] | 'any' = [],
  ): Record<string, unknown> | undefined {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      this.fail(path, 'must be an object');
      return undefined;
    }
    const record = value as Record<string, unknown>;
    for (const key of required) if (!(key in record)) this.fail(child(path, key), 'is required');
    if (optional === 'any') return record;
    for (const key of Object.keys(record)) {
      if (!required.includes(key) && !optional.includes(key))
        this.fail(child(path, key), 'is not a known field');
    }
    return record;
  }

  number(value: unknown, path: string, rule: NumberRule = {}): value is number {
    if (typeof value !== 'number' || !Number.isFinite(value)) return this.reject(path, 'must be a number');
    if (rule.integer && !Number.isInteger(value)) return this.reject(path, 'must be a whole number');
    if (rule.min !== undefined && value < rule.min) return this.reject(path, `must be at least ${rule.min}`);
    if (rule.above !== undefined && value <= rule.above)
      return this.reject(path, `must be more than ${rule.above}`);
    if (rule.max !== undefined && value > rule.max) return this.reject(path, `must be at most ${rule.max}`);
    return true;
  }

  cents(value: unknown, path: string): value is number {
    return this.number(value, path, { integer: true, min: 0 });
  }

  factor(value: unknown, path: string): value is number {
    return this.number(value, path, { above: 0, max: MAX_FACTOR });
  }

  rate(value: unknown, path: string): value is number {
    return this.number(value, path, { min: 0, max: 1 });
  }

  string(value: unknown, path: string): value is string {
    if (typeof value === 'string' && value.trim() !== '') return true;
    return this.reject(path, 'must be a non-empty string');
  }

  /** An object with exactly these keys, each a factor. */
  factorMap(value: unknown, path: string, keys: readonly string[]): void {
    const record = this.object(value, path, keys);
    if (record) for (const key of keys) if (key in record) this.factor(record[key], child(path, key));
  }

  /** A list drawn from `allowed`, without repeats. */
  codeList(value: unknown, path: string, allowed: readonly string[]): string[] {
    if (!Array.isArray(value)) {
      this.fail(path, 'must be a list');
      return [];
    }
    value.forEach((code, index) => {
      if (typeof code !== 'string' || !allowed.includes(code)) {
        this.fail(element(path, index), `must be one of ${allowed.join(', ')}`);
      } else if (value.indexOf(code) !== index) {
        this.fail(element(path, index), `${code} is listed twice`);
      }
    });
    return value.filter((code): code is string => typeof code === 'string');
  }

  /** Ascending whole-number `upTo` bounds, an open last band, and factors that follow `trend`. */
  bands(value: unknown, path: string, trend?: Trend): void {
    if (!Array.isArray(value) || value.length === 0) {
      this.fail(path, 'must be a non-empty list of bands');
      return;
    }
    let previousUpTo: number | undefined;
    let previousFactor: number | undefined;
    value.forEach((item, index) => {
      const bandPath = element(path, index);
      const band = this.object(item, bandPath, ['factor'], ['upTo']);
      if (!band) return;
      const last = index === value.length - 1;
      const upToPath = child(bandPath, 'upTo');
      const factorPath = child(bandPath, 'factor');
      if (last && 'upTo' in band) this.fail(upToPath, 'the last band takes everything above: remove upTo');
      if (!last && !('upTo' in band)) this.fail(upToPath, 'is required on every band but the last');
      if ('upTo' in band && this.number(band.upTo, upToPath, { integer: true, min: 0 })) {
        if (previousUpTo !== undefined && band.upTo <= previousUpTo) {
          this.fail(upToPath, `must be greater than the previous band's upTo (${previousUpTo})`);
        }
        previousUpTo = band.upTo;
      }
      if (!this.factor(band.factor, factorPath)) return;
      if (trend && previousFactor !== undefined && breaks(trend, previousFactor, band.factor)) {
        const relation = trend.direction === 'up' ? 'lower' : 'higher';
        this.fail(
          factorPath,
          `must not be ${relation} than the band before (${previousFactor}): ${trend.because}`,
        );
      }
      previousFactor = band.factor;
    });
  }

  private reject(path: string, message: string): false {
    this.fail(path, message);
    return false;
  }
}

function breaks(trend: Trend, before: number, after: number): boolean {
  return trend.direction === 'up' ? after < before : after > before;
}
