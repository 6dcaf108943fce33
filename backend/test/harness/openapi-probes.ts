import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Requests that an operation must refuse, derived from the committed OpenAPI document (the
 * bad-input tests send them). Just enough of OpenAPI 3.1 is read for that.
 */
export interface Schema {
  $ref?: string;
  /** A list when the value may also be null, e.g. `['string', 'null']`. */
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  example?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface RawOperation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: Schema }> };
}

export interface Operation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The path as documented, e.g. `/api/v1/cms/sections/{id}`. */
  template: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** The JSON body's schema, resolved one level (undefined without a JSON body). */
  jsonBody?: Schema;
  /** The multipart body's schema (undefined unless the operation takes multipart/form-data). */
  multipartBody?: Schema;
}

/** What a probe sends besides the method and the path. */
export type ProbeBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'fields'; fields: Record<string, string> };

export interface Probe {
  label: string;
  /** Concrete path, already percent-encoded. */
  path: string;
  query?: Record<string, string | string[]>;
  body?: ProbeBody;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function loadOpenApiDocument(): {
  paths: Record<string, Record<string, RawOperation>>;
  components: { schemas: Record<string, Schema> };
} {
  return JSON.parse(
    readFileSync(path.resolve(__dirname, '..', '..', '..', 'openapi', 'openapi.json'), 'utf8'),
  ) as ReturnType<typeof loadOpenApiDocument>;
}

export class OpenApiProbes {
  private readonly schemas: Record<string, Schema>;
  readonly operations: Operation[];

  constructor(document = loadOpenApiDocument()) {
    this.schemas = document.components.schemas;
    this.operations = Object.entries(document.paths).flatMap(([template, item]) =>
      METHODS.filter((method) => item[method]).map((method) =>
        this.operation(template, method, item[method]),
      ),
    );
  }

  private operation(template: string, method: Operation['method'], raw: RawOperation): Operation {
    const parameters = raw.parameters ?? [];
    const content = raw.requestBody?.content ?? {};
    return {
      method,
      template,
      pathParams: parameters.filter((p) => p.in === 'path'),
      queryParams: parameters.filter((p) => p.in === 'query'),
      jsonBody: content['application/json']?.schema && this.resolve(content['application/json'].schema),
      multipartBody:
        content['multipart/form-data']?.schema && this.resolve(content['multipart/form-data'].schema),
    };
  }

  /**
   * Follows `$ref`, merges `allOf` and drops the `null` alternative, so callers see one schema with its
   * properties and a single type.
   */
  resolve(schema: Schema): Schema {
    if (schema.$ref) return this.resolve(this.schemas[schema.$ref.split('/').pop() as string]);
    if (schema.allOf) {
      const parts = schema.allOf.map((part) => this.resolve(part));
      return {
        type: 'object',
        properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
        required: parts.flatMap((part) => part.required ?? []),
      };
    }
    const choices = schema.oneOf ?? schema.anyOf;
    if (choices) return this.resolve(choices.find((choice) => choice.type !== 'null') ?? choices[0]);
    if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((type) => type !== 'null') };
    return schema;
  }

  /** A plausible value of a schema: its example, first choice or a value of its type and bounds. */
  sample(raw: Schema, depth = 0): unknown {
    const schema = this.resolve(raw);
    if (schema.example !== undefined) return schema.example;
    if (schema.enum) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    switch (schema.type) {
      case 'string':
        return sampleText(schema);
      case 'number':
      case 'integer':
        return Math.min(schema.maximum ?? Infinity, Math.max(schema.minimum ?? 1, 1));
      case 'boolean':
        return true;
      case 'array':
        return depth > 4 || !schema.items ? [] : [this.sample(schema.items, depth + 1)];
      default:
        return depth > 4
          ? {}
          : Object.fromEntries(
              Object.entries(schema.properties ?? {}).map(([name, property]) => [
                name,
                this.sample(property, depth + 1),
              ]),
            );
    }
  }

  /** The path with each parameter given by `values` (a real record's id) or else its documented example. */
  concretePath(operation: Operation, values: Record<string, string>): string {
    return operation.template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(values[name] ?? this.pathExample(operation, name)),
    );
  }

  private pathExample(operation: Operation, name: string): string {
    const param = operation.pathParams.find((p) => p.name === name);
    return String(param?.schema ? this.sample(param.schema) : 'probe');
  }

  /** Every probe of an operation that a server must refuse with a 4xx and no write. */
  badInput(operation: Operation, values: Record<string, string>): Probe[] {
    const path = this.concretePath(operation, values);
    return [
      ...this.badPathParams(operation, values),
      ...this.badQueries(operation, path),
      ...(operation.jsonBody ? this.badJsonBodies(operation.jsonBody, path) : []),
      ...(operation.multipartBody ? badMultipartBodies(operation.multipartBody, path) : []),
      {
        label: 'truncated JSON body',
        path,
        body: { kind: 'raw', contentType: 'application/json', text: truncatedJson(operation, this) },
      },
    ];
  }

  /** Nulls where a property may be left out: no server fault, whatever the answer. */
  optionalNulls(operation: Operation, values: Record<string, string>): Probe[] {
    if (!operation.jsonBody) return [];
    const path = this.concretePath(operation, values);
    const base = this.sample(operation.jsonBody);
    return this.propertyPaths(operation.jsonBody)
      .filter(({ required }) => !required)
      .map(({ at }) => ({
        label: `${at.join('.')}: null`,
        path,
        body: { kind: 'json', value: setAt(base, at, null) },
      }));
  }

  private badPathParams(operation: Operation, values: Record<string, string>): Probe[] {
    return operation.pathParams.flatMap((param) =>
      BAD_PATH_SEGMENTS.map((segment) => ({
        label: `path ${param.name} = ${segment}`,
        path: operation.template.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === param.name
            ? segment
            : encodeURIComponent(values[name] ?? this.pathExample(operation, name)),
        ),
      })),
    );
  }

  private badQueries(operation: Operation, path: string): Probe[] {
    const required = operation.queryParams.filter((p) => p.required);
    const valid = Object.fromEntries(required.map((p) => [p.name, String(this.sample(p.schema ?? {}))]));
    const probes: Probe[] = required.map((param) => ({
      label: `query ${param.name} missing`,
      path,
      query: omit(valid, param.name),
    }));
    for (const param of operation.queryParams) {
      for (const [what, value] of this.badQueryValues(param.schema ?? {})) {
        probes.push({ label: `query ${param.name} ${what}`, path, query: { ...valid, [param.name]: value } });
      }
    }
    return probes;
  }

  private badQueryValues(raw: Schema): [string, string | string[]][] {
    const schema = this.resolve(raw);
    // A repeated key reaches a handler as an array, whatever type the parameter has.
    const values: [string, string | string[]][] = [['repeated', ['a', 'b']]];
    if (schema.type === 'number' || schema.type === 'integer') values.push(['not a number', 'x1']);
    if (schema.type === 'boolean') values.push(['not a boolean', 'maybe']);
    if (schema.enum) values.push(['not a choice', 'not-a-choice']);
    if (isDate(schema)) {
      values.push(['not a date', 'not-a-date'], ['an impossible date', impossibleDate(schema)]);
    }
    return values;
  }

  private badJsonBodies(schema: Schema, path: string): Probe[] {
    const base = this.sample(schema);
    const json = (label: string, value: unknown): Probe => ({ label, path, body: { kind: 'json', value } });
    const probes = [json('body: an array', [base]), json('body: an array of nulls', [null, null])];
    if (schema.required?.length) probes.push(json('body: {}', {}));
    for (const { at, property, required } of this.propertyPaths(schema)) {
      const name = at.join('.');
      if (required) {
        probes.push(json(`${name}: missing`, setAt(base, at, undefined)));
        if (!isNullable(property)) probes.push(json(`${name}: null`, setAt(base, at, null)));
      }
      for (const wrong of this.wrongTypes(property)) {
        probes.push(json(`${name}: ${JSON.stringify(wrong).slice(0, 30)}`, setAt(base, at, wrong)));
      }
      const resolved = this.resolve(property);
      if (resolved.type === 'string' && isDate(resolved)) {
        probes.push(json(`${name}: an impossible date`, setAt(base, at, impossibleDate(resolved))));
      }
      probes.push(json(`${name}: deeply nested`, setAt(base, at, DEEPLY_NESTED)));
      if (this.resolve(property).type === 'array') {
        probes.push(json(`${name}: [null]`, setAt(base, at, [null])));
        probes.push(json(`${name}: [deeply nested]`, setAt(base, at, [DEEPLY_NESTED])));
      }
    }
    return probes;
  }

  /** Values of another JSON type than the schema's (none for free-form values). */
  private wrongTypes(raw: Schema): unknown[] {
    const schema = this.resolve(raw);
    switch (schema.type) {
      case 'string':
        return [12345, true, ['text']];
      case 'number':
      case 'integer':
        return ['twelve', true, [1]];
      case 'boolean':
        return ['yes', 1];
      case 'array':
        return ['not a list', { 0: 'a' }];
      case 'object':
        return schema.properties ? ['not an object', 7, [{}]] : [];
      default:
        return schema.properties ? ['not an object', 7] : [];
    }
  }

  /** Every property down to nested objects and the first item of lists, with the path to it in `sample`. */
  private propertyPaths(
    raw: Schema,
    at: (string | number)[] = [],
  ): { at: (string | number)[]; property: Schema; required: boolean }[] {
    const schema = this.resolve(raw);
    if (at.length > 6) return [];
    return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const here = [...at, name];
      const resolved = this.resolve(property);
      const nested =
        resolved.type === 'array' && resolved.items
          ? this.propertyPaths(resolved.items, [...here, 0])
          : this.propertyPaths(resolved, here);
      return [{ at: here, property, required: schema.required?.includes(name) ?? false }, ...nested];
    });
  }
}

function isNullable(schema: Schema): boolean {
  const types = [schema.type, ...(schema.anyOf ?? schema.oneOf ?? []).map((choice) => choice.type)].flat();
  return types.includes('null');
}

/** Path segments no route may take: not an id, an over-long one, malformed percent-encoding. */
const BAD_PATH_SEGMENTS = ['not%20valid!', 'x'.repeat(600), '%E0%A4%A', '%'];

/** Dates are documented by format or, for some, only by an example. */
function isDate(schema: Schema): boolean {
  return (
    schema.format === 'date' ||
    schema.format === 'date-time' ||
    (typeof schema.example === 'string' && /^\d{4}-\d{2}-\d{2}/.test(schema.example))
  );
}

/** 30 February: the shape of a date, a day that does not exist (`new Date` reads it as 1 March). */
function impossibleDate(schema: Schema): string {
  return schema.format === 'date-time' ? '2030-02-30T09:00:00.000Z' : '2030-02-30';
}

function sampleText(schema: Schema): string {
  if (schema.format === 'date-time') return '2030-01-01T00:00:00.000Z';
  if (schema.format === 'date') return '2030-01-01';
  if (schema.format === 'email') return 'probe@example.ie';
  const text = 'probe'.padEnd(schema.minLength ?? 0, 'x');
  return schema.maxLength === undefined ? text : text.slice(0, schema.maxLength);
}

/**
 * Stands for `{"a":{"a":…}}` nested deeper than JSON.stringify (or any recursive walk with the
 * default stack) can go, but within the body size limit: `jsonText` writes it out.
 */
export const DEEPLY_NESTED = 'ivy-probe:deeply-nested';
const DEPTH = 10_000;

/** The JSON text of a value, with DEEPLY_NESTED written out. */
export function jsonText(value: unknown): string {
  const deep = '{"a":'.repeat(DEPTH) + '"bottom"' + '}'.repeat(DEPTH);
  return JSON.stringify(value).replaceAll(JSON.stringify(DEEPLY_NESTED), deep);
}

/** A copy of `value` with the property at `at` set (or removed when `to` is undefined). */
function setAt(value: unknown, at: (string | number)[], to: unknown): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of at.slice(0, -1)) {
    if (parent[key] === null || typeof parent[key] !== 'object')
      parent[key] = typeof key === 'number' ? [] : {};
    parent = parent[key] as Record<string | number, unknown>;
  }
  const last = at[at.length - 1];
  if (to === undefined) delete parent[last];
  else parent[last] = to;
  return copy;
}

function omit<T extends object>(value: T, key: string): T {
  const copy = { ...value } as Record<string, unknown>;
  delete copy[key];
  return copy as T;
}

function truncatedJson(operation: Operation, probes: OpenApiProbes): string {
  const whole = JSON.stringify(operation.jsonBody ? probes.sample(operation.jsonBody) : { probe: 'value' });
  return whole.slice(0, Math.max(2, Math.floor(whole.length / 2)));
}

export const MULTIPART_BOUNDARY = 'ivy-probe-boundary';

/** The start of a multipart body with one file part, cut off before the part ends. */
export function truncatedMultipart(field: string): string {
  return [
    `--${MULTIPART_BOUNDARY}`,
    `Content-Disposition: form-data; name="${field}"; filename="probe.bin"`,
    'Content-Type: application/octet-stream',
    '',
    'the file goes on but the body stops he',
  ].join('\r\n');
}

function badMultipartBodies(schema: Schema, path: string): Probe[] {
  const fileField =
    Object.entries(schema.properties ?? {}).find(([, property]) => property.format === 'binary')?.[0] ??
    'file';
  const truncated = truncatedMultipart(fileField);
  return [
    {
      label: 'multipart: truncated',
      path,
      body: {
        kind: 'raw',
        contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        text: truncated,
      },
    },
    {
      label: 'multipart: no boundary',
      path,
      body: { kind: 'raw', contentType: 'multipart/form-data', text: truncated },
    },
    {
      label: 'multipart: not form-data',
      path,
      body: { kind: 'raw', contentType: `multipart/mixed; boundary=${MULTIPART_BOUNDARY}`, text: truncated },
    },
    {
      label: 'multipart: the file sent as text',
      path,
      body: { kind: 'fields', fields: { [fileField]: 'not a file' } },
    },
    {
      label: 'multipart: no parts',
      path,
      body: {
        kind: 'raw',
        contentType: `multipart/form-data; boundary=${MULTIPART_BOUNDARY}`,
        text: `--${MULTIPART_BOUNDARY}--\r\n`,
      },
    },
    { label: 'JSON instead of multipart', path, body: { kind: 'json', value: {} } },
  ];
}
