import { randomUUID } from 'node:crypto';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Never let credentials, tokens or personal secrets reach a log line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.passwordResetToken',
  '*.token',
  '*.secret',
  '*.iban',
  // The sandbox card page's fields: its handler never logs them, this is in case one ever does.
  '*.cardNumber',
  '*.number',
  '*.cvc',
  '*.expiry',
  '*.passwordHash',
  '*.sealedSecret',
  '*.twoFactor.sealedSecret',
  '*.tokenHash',
  '*.secretHash',
  '*.csrfToken',
  '*.otpauth_url',
  '*.key',
];

@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: {
          level: config.LOG_LEVEL,
          genReqId: (req, res) => {
            const incoming = req.headers['x-request-id'];
            const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
            res.setHeader('X-Request-Id', id);
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
        },
      }),
    }),
  ],
})
export class LoggingModule {}
