import type { OpenAPIObject } from '@nestjs/swagger';
import { exampleOf, finishContract, RouteAccess, toOpenApi31 } from './contract';

const ERROR = { $ref: '#/components/schemas/ErrorEnvelopeDto' };

function documentWith(paths: OpenAPIObject['paths'], schemas: Record<string, unknown> = {}): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths,
    components: { schemas: schemas as never },
  };
}

const ACCESS: Record<string, RouteAccess> = {
  login: { public: true },
  listRenewals: { public: false, scopes: ['renewals:read'] },
  deleteUser: { public: false },
};

describe('finishContract', () => {
  const finish = (document: OpenAPIObject) => finishContract(document, (id) => ACCESS[id]);

  it("states each operation's security as the access guard admits it", () => {
    const doc = finish(
      documentWith({
        '/login': { post: { operationId: 'login', responses: { 400: { description: 'bad' } } } },
        '/renewals': { get: { operationId: 'listRenewals', responses: {} } },
        '/users/{id}': { delete: { operationId: 'deleteUser', responses: {} } },
      }),
    );
    expect(doc.paths['/login'].post?.security).toEqual([]);
    expect(doc.paths['/renewals'].get?.security).toEqual([{ session: [] }, { apiKey: ['renewals:read'] }]);
    expect(doc.paths['/users/{id}'].delete?.security).toEqual([{ session: [] }]);
  });

  it('adds the 401 and 403 of guarded routes, and a client error where a route names none, in the envelope', () => {
    const doc = finish(
      documentWith({
        '/login': { post: { operationId: 'login', responses: { 400: { description: 'bad' } } } },
        '/users/{id}': {
          delete: { operationId: 'deleteUser', responses: { 403: { description: 'Needs users' } } },
        },
        '/renewals': { get: { operationId: 'listRenewals', responses: { 200: { description: 'ok' } } } },
      }),
    );
    expect(Object.keys(doc.paths['/login'].post!.responses)).toEqual(['400']);
    const deleteUser = doc.paths['/users/{id}'].delete!.responses;
    expect(deleteUser['403']).toEqual({ description: 'Needs users' });
    expect(deleteUser['401']).toMatchObject({ content: { 'application/json': { schema: ERROR } } });
    expect(Object.keys(deleteUser)).not.toContain('4XX');
    const health = finish(
      documentWith({
        '/login': { get: { operationId: 'login', responses: { 200: { description: 'ok' } } } },
      }),
    );
    expect(health.paths['/login'].get!.responses['4XX']).toMatchObject({
      content: { 'application/json': { schema: ERROR } },
    });
  });

  it('adds to an operation taking an Idempotency-Key what a misused key answers, keeping its own causes', () => {
    const header = { in: 'header' as const, name: 'Idempotency-Key', required: false };
    const doc = finish(
      documentWith({
        '/login': {
          post: {
            operationId: 'login',
            parameters: [header],
            responses: { 400: { description: '' }, 409: { description: 'The email has an account' } },
          },
        },
      }),
    );
    const { responses } = doc.paths['/login'].post!;
    expect(responses['400']).toEqual({ description: 'Invalid input. A malformed Idempotency-Key.' });
    expect(responses['409']).toMatchObject({
      description: expect.stringMatching(/^The email has an account\. A request with this Idempotency-Key/),
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
    expect(responses['422']).toMatchObject({ content: { 'application/json': { schema: ERROR } } });
  });

  it('refuses an operation whose access it cannot tell', () => {
    expect(() =>
      finishContract(documentWith({ '/x': { get: { operationId: 'x', responses: {} } } }), () => {
        throw new Error('no handler');
      }),
    ).toThrow('no handler');
  });

  it('gives each request body an example of its required fields and those with examples, following references and lists', () => {
    const doc = finish(
      documentWith(
        {
          '/login': {
            post: {
              operationId: 'login',
              responses: {},
              requestBody: {
                content: { 'application/json': { schema: { $ref: '#/components/schemas/LoginDto' } } },
              },
            },
          },
        },
        {
          LoginDto: {
            type: 'object',
            required: ['email', 'code', 'remember', 'attempts', 'role'],
            properties: {
              website: { type: 'string', description: 'A honeypot: left out, having no example' },
              email: { type: 'string', format: 'email' },
              code: { type: 'string', minLength: 6, maxLength: 6 },
              remember: { type: 'boolean', default: false },
              attempts: { type: 'integer', minimum: 0 },
              role: { type: 'string', enum: ['staff', 'admin'] },
              devices: {
                type: 'array',
                example: [{}],
                items: { $ref: '#/components/schemas/DeviceDto' },
              },
            },
          },
          DeviceDto: { type: 'object', properties: { name: { type: 'string', example: 'Laptop' } } },
        },
      ),
    );
    const media = doc.paths['/login'].post!.requestBody as { content: Record<string, { example: unknown }> };
    expect(media.content['application/json'].example).toEqual({
      email: 'aoife.byrne@example.ie',
      code: '<code>',
      remember: false,
      attempts: 0,
      role: 'staff',
      devices: [{ name: 'Laptop' }],
    });
  });
});

describe('exampleOf', () => {
  const doc = documentWith({}, {});

  it('shows every field of an update whose fields are all optional and show no example', () => {
    const update = {
      type: 'object',
      properties: { note: { type: 'string' }, status: { type: 'string', enum: ['new', 'done'] } },
    };
    expect(exampleOf(update, doc)).toEqual({ note: '<note>', status: 'new' });
  });

  it('takes a list of words as the DTO gives it', () => {
    const rows = { type: 'array', items: { type: 'string' }, example: ['createdDay'] };
    expect(exampleOf(rows, doc)).toEqual(['createdDay']);
  });
});

describe('toOpenApi31', () => {
  it('says nullable with a null type and unwraps a lone allOf reference, keeping its description', () => {
    const doc = toOpenApi31(
      documentWith(
        {},
        {
          Post: {
            type: 'object',
            properties: {
              cover: {
                allOf: [{ $ref: '#/components/schemas/Image' }],
                nullable: true,
                description: 'Cover',
              },
              kind: { allOf: [{ $ref: '#/components/schemas/Kind' }] },
              publishAt: { type: 'string', format: 'date-time', nullable: true },
              status: { type: 'string', enum: ['draft', 'live'], nullable: true },
            },
            example: { nullable: true },
          },
        },
      ),
    );
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components?.schemas?.Post).toEqual({
      type: 'object',
      properties: {
        cover: { anyOf: [{ $ref: '#/components/schemas/Image' }, { type: 'null' }], description: 'Cover' },
        kind: { $ref: '#/components/schemas/Kind' },
        publishAt: { type: ['string', 'null'], format: 'date-time' },
        status: { type: ['string', 'null'], enum: ['draft', 'live', null] },
      },
      example: { nullable: true },
    });
  });
});
