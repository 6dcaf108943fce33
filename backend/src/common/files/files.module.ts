import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

/** Provides the `FileStore` port to every module. */
@Global()
@Module({
  providers: [
    {
      provide: FileStore,
      useFactory: (config: AppConfig) => new LocalFileStore(config.filesDir),
      inject: [AppConfig],
    },
  ],
  exports: [FileStore],
})
export class FilesModule {}
