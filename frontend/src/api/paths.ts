/** A query parameter's value; unset ones are left out, as openapi-fetch leaves them out. */
export type QueryValue = string | number | undefined;

/**
 * The SWR key for an API path: the path and query string exactly as the client requests them, so it
 * matches the key of the server's preloaded answer. openapi-fetch fills templates and writes queries the
 * same way: encodeURIComponent, parameters in the order given, undefined ones skipped.
 */
export function apiPath(
  template: string,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
  const search = Object.entries(query)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
