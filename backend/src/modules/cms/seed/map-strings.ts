/** A deep copy of `value` with every string passed through `map`, which also gets the string's dotted path. */
export function mapStrings<T>(value: T, map: (text: string, path: string) => string, path = ''): T {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') return map(value, path) as T;
  if (Array.isArray(value)) return value.map((item: unknown, index) => mapStrings(item, map, at(index))) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, map, at(key))]),
    ) as T;
  }
  return value;
}
