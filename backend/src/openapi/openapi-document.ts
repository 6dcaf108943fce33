import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SCOPES_EXTENSION } from '../common/auth/access.decorators';
import { SESSION_COOKIE } from '../common/auth/session-cookie';

/** Operation ids are the controller method names, which the typed client exposes. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Ivy Car Insurance API')
    .setDescription(
      'The API of the Ivy Car Insurance site and back office. Every answer carries `ok`, `message` and ' +
        '`errors`. Staff use a session cookie (and send the CSRF token header on writes); back-office ' +
        'integrators use an API key as `Authorization: Bearer <key>`.',
    )
    .setVersion('1')
    .addCookieAuth(SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }, 'session')
    .addBearerAuth({ type: 'http', scheme: 'bearer', description: 'An integrator API key' }, 'apiKey')
    .build();
  return withScopesDescribed(
    SwaggerModule.createDocument(app, config, {
      operationIdFactory: (_controllerKey, methodKey) => methodKey,
    }),
  );
}

/**
 * Each operation open to API keys also says, in its description, which scope a key needs. A route's
 * `@Staff` under its controller's repeats the session requirement, listed once.
 */
function withScopesDescribed(document: OpenAPIObject): OpenAPIObject {
  for (const item of Object.values(document.paths)) {
    for (const operation of [item.get, item.post, item.put, item.patch, item.delete]) {
      if (!operation) continue;
      operation.security = operation.security?.filter(
        (requirement, i, all) =>
          all.findIndex((other) => JSON.stringify(other) === JSON.stringify(requirement)) === i,
      );
      const scopes = (operation as unknown as Record<string, unknown>)[SCOPES_EXTENSION] as
        string[] | undefined;
      if (!scopes) continue;
      const sentence = `An API key needs the ${scopes.map((scope) => `\`${scope}\``).join(' and ')} scope.`;
      operation.description = operation.description ? `${operation.description}\n\n${sentence}` : sentence;
    }
  }
  return document;
}

export function serveApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
    customSiteTitle: 'Ivy Car Insurance API',
  });
}
