import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';
import { requestLoggingOptions } from './request-logging';

/**
 * The app's logger. Request ids and lines come from `requestLogging`, which the app mounts before
 * anything else (`useExisting`): Nest would mount it under the API prefix, after the app's own
 * handlers, so pages, files and paths that fail before routing would go without.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        pinoHttp: requestLoggingOptions(config),
        useExisting: true,
      }),
    }),
  ],
})
export class LoggingModule {}
