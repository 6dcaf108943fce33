import type { DestinationStream } from 'pino';
import { type Options, pinoHttp } from 'pino-http';
import { AppConfig } from '../../config/app-config';
import { REDACTED_PATHS } from './redaction';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

export function requestLoggingOptions(config: AppConfig): Options {
  return {
    level: config.LOG_LEVEL,
    genReqId: (req, res) => {
      const id = requestIdFor(req);
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    autoLogging: { ignore: (req) => req.url === '/api/v1/health' },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
      }),
    },
    transport:
      config.NODE_ENV === 'development' && process.stdout.isTTY
        ? { target: 'pino-pretty', options: { singleLine: true } }
        : undefined,
  };
}

/**
 * Gives each request its id (the X-Request-Id header) and its log line. It is the app's first
 * middleware, so no answer goes without them: not a malformed path that fails before routing, not a
 * page, a static file or a 404 outside the API. `destination` lets a test read the lines.
 */
export function requestLogging(config: AppConfig, destination?: DestinationStream) {
  return destination
    ? pinoHttp({ ...requestLoggingOptions(config), transport: undefined }, destination)
    : pinoHttp(requestLoggingOptions(config));
}
