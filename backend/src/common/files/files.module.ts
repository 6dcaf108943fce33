import { Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

/** The store FILE_STORE names: the local directory, or the S3-compatible bucket of the S3_* settings. */
export async function fileStoreFor(config: AppConfig): Promise<FileStore> {
  if (config.FILE_STORE === 'local') return new LocalFileStore(config.filesDir);
  // The AWS SDK loads only where the bucket is the store: every local start and test skips it.
  const { S3FileStore } = await import('./s3-file-store');
  return new S3FileStore({
    bucket: config.S3_BUCKET as string,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}

/** Provides the `FileStore` port to every module. */
@Global()
@Module({
  providers: [{ provide: FileStore, useFactory: fileStoreFor, inject: [AppConfig] }],
  exports: [FileStore],
})
export class FilesModule implements OnApplicationShutdown {
  constructor(@Inject(FileStore) private readonly store: FileStore) {}

  onApplicationShutdown(): void {
    this.store.destroy();
  }
}
