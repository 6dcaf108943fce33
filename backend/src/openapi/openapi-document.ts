import { readFileSync } from 'node:fs';
import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { SESSION_COOKIE } from '../common/auth/session-cookie';
import { AppConfig } from '../config/app-config';
import { loadBrand } from '../config/brand';
import { fromRoot } from '../config/paths';
import { finishContract } from './contract';
import { routeAccessLookup } from './route-access';

/** The page an integrator reads first, shown above the operations in the Swagger UI. */
export const API_GUIDE_FILE = fromRoot('backend', 'assets', 'api-guide.md');

/** The contract's semantic version is the typed client's: the breaking-change gate compares its major. */
const CONTRACT_PACKAGE_FILE = fromRoot('openapi', 'package.json');

/** Operation ids are the controller method names, which the typed client exposes. */
export function buildOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const brand = loadBrand(config.BRAND_FILE);
  const builder = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle(`${brand.name} API`)
    .setDescription(readFileSync(API_GUIDE_FILE, 'utf8'))
    .setVersion((JSON.parse(readFileSync(CONTRACT_PACKAGE_FILE, 'utf8')) as { version: string }).version)
    // Paths carry the /api/v1 prefix, so the base is the site's own origin, wherever it is deployed.
    .addServer('/', `This ${brand.shortName} site; every path starts with /api/v1`)
    .addCookieAuth(
      SESSION_COOKIE,
      {
        type: 'apiKey',
        in: 'cookie',
        name: SESSION_COOKIE,
        description: 'A staff session from POST /api/v1/auth/login; writes also send X-CSRF-Token.',
      },
      'session',
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'ivy_<prefix>_<secret>',
        description: "An integrator API key; the requirement's scopes are the ones the key must hold.",
      },
      'apiKey',
    );
  const documentConfig = builder.build();
  // The builder's setContact insists on a URL, and the site's own address differs per deployment.
  documentConfig.info.contact = { name: `${brand.name} integrations`, email: brand.email.support };
  const document = SwaggerModule.createDocument(app, documentConfig, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  return finishContract(document, routeAccessLookup(app));
}

export function serveApiDocs(app: INestApplication, config: AppConfig): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app, config), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
    customSiteTitle: `${loadBrand(config.BRAND_FILE).name} API`,
  });
}
