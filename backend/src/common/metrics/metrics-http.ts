import { timingSafeEqual } from 'node:crypto';
import { Logger, NotFoundException, UnauthorizedException } from '@nestjs/common';
import express, { NextFunction, Request, Response } from 'express';
import { sendProblem } from '../http/all-exceptions.filter';
import { Metrics } from './metrics';

const logger = new Logger('Metrics');
export const METRICS_PATH = '/metrics';

/**
 * Times every request into the HTTP histogram, labelled by the route template that answered it
 * (`/api/v1/quotes/:id`, never the id itself, so the series stay few). Requests no route matched
 * (static files, a malformed path) share the label `unmatched`.
 */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const stop = metrics.httpRequests.startTimer();
    res.once('finish', () => {
      const route = (req.route as { path?: unknown } | undefined)?.path;
      stop({
        method: req.method,
        route: typeof route === 'string' ? `${req.baseUrl}${route}` : 'unmatched',
        status: String(res.statusCode),
      });
    });
    next();
  };
}

/**
 * `GET /metrics` in Prometheus's text format, for a scraper that sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured the endpoint does not exist (404), so the SPA never answers it either;
 * a caller without the right token gets 401.
 */
export function metricsHandler(metrics: Metrics, token: string | undefined) {
  const router = express.Router();
  router.get(METRICS_PATH, (req: Request, res: Response) => {
    if (!token) return sendProblem(new NotFoundException('Not found.'), req, res, logger);
    if (!bearerMatches(req.headers.authorization, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendProblem(new UnauthorizedException('A metrics token is required.'), req, res, logger);
    }
    metrics.registry
      .metrics()
      .then((text) =>
        res.setHeader('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text),
      )
      .catch((error: unknown) => sendProblem(error, req, res, logger));
  });
  return router;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
