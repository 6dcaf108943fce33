import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AppModule } from '../app.module';
import { FileStore } from '../common/files/file-store';
import { requestLogging } from '../common/logging/request-logging';
import { Metrics } from '../common/metrics/metrics';
import { httpMetrics, metricsHandler } from '../common/metrics/metrics-http';
import { AppConfig } from '../config/app-config';
import { answerHealthAtEdge, HealthService, Readiness } from '../modules/health';
import { serveUploads } from '../modules/uploads';
import { UPLOADS_URL_PATH } from '../common/files/upload-urls';
import { serveApiDocs } from '../openapi/openapi-document';
import { documentHandlers } from '../web/documents/documents';
import { TermsOfBusinessDocument } from '../web/documents/terms-of-business-document.service';
import { PageHeadService } from '../web/page-head.service';
import { PreloadedStateService } from '../web/preloaded-state.service';
import { siteFileHandlers } from '../web/site-files.handlers';
import { SiteFilesService } from '../web/site-files.service';
import { spaHandlers } from '../web/spa';
import { bodyParsing } from './body-parsing';
import { applyRouting } from '../common/http/routing';
import { securityHeaders } from './security';

/** Builds the whole HTTP app; the same function serves `main.ts`, the tests and the benchmarks. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), NEST_OPTIONS);
  await configureApp(app, config);
  return app;
}

export const NEST_OPTIONS = { bodyParser: false, bufferLogs: true } as const;

/** Everything around the routes: headers, parsing, docs, the SPA. Tests apply it to their own module graph. */
export async function configureApp(app: NestExpressApplication, config: AppConfig): Promise<void> {
  app.useLogger(app.get(Logger));
  app.use(requestLogging(config));
  app.use(httpMetrics(app.get(Metrics)));
  app.set('trust proxy', config.TRUST_PROXY ? 1 : false);
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(cookieParser());
  app.use(UPLOADS_URL_PATH, serveUploads(app.get(FileStore), config));
  for (const handler of bodyParsing(config.BODY_LIMIT_BYTES)) app.use(handler);
  applyRouting(app);
  serveApiDocs(app, config);
  for (const handler of documentHandlers(app.get(TermsOfBusinessDocument))) app.use(handler);
  app.use(metricsHandler(app.get(Metrics), config.METRICS_TOKEN));
  for (const handler of siteFileHandlers(app.get(SiteFilesService))) app.use(handler);
  for (const handler of spaHandlers(
    config.SPA_DIST,
    app.get(PreloadedStateService),
    app.get(PageHeadService),
  ))
    app.use(handler);
  await app.init();
  app.get(Readiness).markStarted();
  answerHealthAtEdge(app.getHttpServer(), app.get(HealthService));
}
