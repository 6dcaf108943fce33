import type { OpenAPIObject } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, WAIT_MS } from '../common/idempotency/idempotent-request';

/**
 * What the access guard admits on one route: visitors (`public`), or a session, plus API keys holding
 * `scopes` when the route declares them.
 */
export interface RouteAccess {
  public: boolean;
  scopes?: string[];
}

type Json = Record<string, unknown>;
type Operation = Json & {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, Json>;
  parameters?: Json[];
  requestBody?: { content: Record<string, Json> };
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
const ERROR_ENVELOPE = { $ref: '#/components/schemas/ErrorEnvelopeDto' };

function operations(document: OpenAPIObject): Operation[] {
  return Object.values(document.paths).flatMap((item) =>
    METHODS.map((method) => (item as Record<string, Operation | undefined>)[method]).filter(
      (op): op is Operation => op !== undefined,
    ),
  );
}

/**
 * The finishing pass over the document the decorators describe, so that every operation states its
 * security, its client errors and an example body in one place rather than on each controller.
 */
export function finishContract(
  document: OpenAPIObject,
  accessOf: (operationId: string) => RouteAccess,
): OpenAPIObject {
  const finished = toOpenApi31(document);
  for (const op of operations(finished)) {
    if (!op.operationId) throw new Error('An operation has no operation id.');
    const access = accessOf(op.operationId);
    op.security = securityOf(access);
    describeScopes(op, access);
    addClientErrors(op, access);
    addIdempotencyErrors(op);
    addRequestExample(op, finished);
  }
  return finished;
}

/** The session works on every route that is not public; a key only where the route names its scopes. */
export function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if (access.public) return [];
  return [{ session: [] }, ...(access.scopes ? [{ apiKey: access.scopes }] : [])];
}

/** An operation open to API keys says in its description which scope a key needs. */
function describeScopes(op: Operation, access: RouteAccess): void {
  if (!access.scopes) return;
  const sentence = `An API key needs the ${access.scopes.map((scope) => `\`${scope}\``).join(' and ')} scope.`;
  op.description = typeof op.description === 'string' ? `${op.description}\n\n${sentence}` : sentence;
}

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_ENVELOPE } } };
}

/** Fills in the client errors the guard itself answers, and a catch-all where a route names none. */
function addClientErrors(op: Operation, access: RouteAccess): void {
  const { responses } = op;
  if (!access.public) {
    responses['401'] ??= errorResponse('No valid session or API key.');
    responses['403'] ??= errorResponse(
      'Not allowed: an administrator account is needed, two-factor is not finished, the CSRF token is missing, or the key lacks the scope.',
    );
  }
  if (!Object.keys(responses).some((code) => code.startsWith('4'))) {
    responses['4XX'] = errorResponse('A request the server cannot read, such as a malformed JSON body.');
  }
}

/** What an operation that takes an Idempotency-Key answers to a key misused (common/idempotency). */
function addIdempotencyErrors(op: Operation): void {
  if (!op.parameters?.some((p) => p.in === 'header' && p.name === IDEMPOTENCY_KEY_HEADER)) return;
  const also = (status: string, sentence: string, headers?: Json) => {
    const previous = op.responses[status];
    // A response an operation declares without words (a bare 400) is about its input.
    const before = previous && (String(previous.description) || 'Invalid input').replace(/\.?$/, '.');
    op.responses[status] = {
      ...(previous ?? errorResponse(sentence)),
      ...(before ? { description: `${before} ${sentence}` } : {}),
      ...(headers ? { headers: { ...(previous?.headers as Json | undefined), ...headers } } : {}),
    };
  };
  also('400', 'A malformed Idempotency-Key.');
  also(
    '409',
    `A request with this Idempotency-Key still running after ${WAIT_MS / 1000} s (see \`Retry-After\`).`,
    {
      'Retry-After': { description: 'Seconds to wait before sending it again', schema: { type: 'integer' } },
    },
  );
  also('422', 'This Idempotency-Key sent before with another request.');
}

function addRequestExample(op: Operation, document: OpenAPIObject): void {
  for (const media of Object.values(op.requestBody?.content ?? {})) {
    if (media.example === undefined && media.examples === undefined && media.schema) {
      media.example = exampleOf(media.schema as Json, document);
    }
  }
}

/** Placeholder values for a string the schema gives no example for, by format. */
const STRING_EXAMPLES: Record<string, string> = {
  date: '2026-03-01',
  'date-time': '2026-03-01T09:30:00.000Z',
  email: 'aoife.byrne@example.ie',
  uri: 'https://example.ie/',
  uuid: '4f9c2a3e-8b1d-4c6e-9a57-2d3b8e0f1a6c',
  binary: '(file contents)',
};

/** How many references deep an example follows, so that a schema that contains itself ends. */
const MAX_REF_DEPTH = 8;

/**
 * An example value that the schema accepts, built from the examples and defaults its properties
 * declare (DTOs carry them for the reader), and `<name>` placeholders where they declare none.
 */
export function exampleOf(schema: Json, document: OpenAPIObject, depth = 0, name = 'value'): unknown {
  // A DTO's example of a list of objects, or of an object, is often a sketch; its fields' own are complete.
  const items = schema.items as Json | undefined;
  const structured =
    schema.properties !== undefined || (items !== undefined && (items.$ref ?? items.properties));
  if (schema.example !== undefined && !structured) return schema.example;
  if (schema.default !== undefined && !structured) return schema.default;
  if (typeof schema.$ref === 'string') {
    const target = document.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')] as Json;
    return exampleOf(target, document, depth + 1, name);
  }
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined;
  if (choices)
    return exampleOf(choices.find((choice) => choice.type !== 'null') ?? choices[0], document, depth, name);
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part as Json, document, depth, name)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return depth > MAX_REF_DEPTH || !schema.properties ? {} : objectExample(schema, document, depth);
    case 'array': {
      const item = exampleOf(items ?? {}, document, depth, name);
      return Array.from({ length: Math.max(1, Number(schema.minItems ?? 1)) }, () => item);
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'string':
      return (
        STRING_EXAMPLES[String(schema.format)] ??
        `<${name}>`.padEnd(Number(schema.minLength ?? 0), '.').slice(0, Number(schema.maxLength ?? Infinity))
      );
    default:
      return null;
  }
}

/**
 * The required fields and the optional ones a DTO shows an example of (a placeholder in an optional
 * field, a form's honeypot say, would only mislead); every field when that leaves none.
 */
function objectExample(schema: Json, document: OpenAPIObject, depth: number): Json {
  const properties = Object.entries(schema.properties as Record<string, Json>);
  const required = (schema.required ?? []) as string[];
  const shown = properties.filter(
    ([key, property]) => required.includes(key) || property.example !== undefined,
  );
  return Object.fromEntries(
    (shown.length > 0 ? shown : properties).map(([key, property]) => [
      key,
      exampleOf(property, document, depth, key),
    ]),
  );
}

/**
 * @nestjs/swagger writes OpenAPI 3.0 idioms that 3.1 (JSON Schema) says directly: `nullable` becomes a
 * `null` type, and a reference wrapped in a one-item `allOf` only to carry a description or `nullable`
 * beside it becomes the reference itself, which 3.1 allows siblings for.
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  return { ...(convertSchemas(document) as OpenAPIObject), openapi: '3.1.0' };
}

function convertSchemas(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convertSchemas);
  if (!value || typeof value !== 'object') return value;
  const converted: Json = {};
  for (const [key, child] of Object.entries(value as Json)) {
    // Examples are data, not schemas: a field in one may well be called `nullable`.
    converted[key] = key === 'example' || key === 'examples' ? child : convertSchemas(child);
  }
  const single =
    Array.isArray(converted.allOf) && converted.allOf.length === 1 ? (converted.allOf[0] as Json) : undefined;
  if (single?.$ref) {
    delete converted.allOf;
    Object.assign(converted, single);
  }
  if (converted.nullable !== true) return converted;
  delete converted.nullable;
  if (converted.$ref) {
    const { $ref, ...siblings } = converted;
    return { ...siblings, anyOf: [{ $ref }, { type: 'null' }] };
  }
  converted.type = [converted.type, 'null'];
  if (Array.isArray(converted.enum)) converted.enum = [...converted.enum, null];
  return converted;
}
