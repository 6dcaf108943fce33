/**
 * The SWR key for a templated API path: the path exactly as the client requests it, so it matches the
 * key of the server's preloaded answer. openapi-fetch fills templates the same way (encodeURIComponent).
 */
export function apiPath(template: string, params: Record<string, string> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for {${name}} in ${template}`);
    return encodeURIComponent(value);
  });
}
