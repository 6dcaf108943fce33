import 'reflect-metadata';
import { copyStore } from '../common/files/copy-store';
import { fileStoreFor } from '../common/files/files.module';
import { LocalFileStore } from '../common/files/local-file-store';
import { loadConfigOrExit } from '../config/app-config';
import { loadDotEnv } from '../config/dotenv';

/**
 * `make migrate-files`: copies the local file store (FILES_DIR, by default DATA_DIR/files) into the
 * S3-compatible store of the S3_* settings, before the app runs with FILE_STORE=s3. Safe to run twice:
 * a file the bucket has already is skipped.
 */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfigOrExit();
  if (config.FILE_STORE !== 's3') {
    console.error(
      'Set FILE_STORE=s3 and the S3_* settings (see .env.example): the files are copied into that bucket.',
    );
    process.exit(2);
  }
  const target = await fileStoreFor(config);
  await target.ping();
  console.log(`Copying ${config.filesDir} into the bucket ${config.S3_BUCKET}...`);
  const outcome = await copyStore(new LocalFileStore(config.filesDir), target, (key, copied) => {
    if (copied) console.log(`  ${key}`);
  });
  const megabytes = (outcome.copiedBytes / 1024 / 1024).toFixed(1);
  console.log(`Copied ${outcome.copied} files (${megabytes} MB); ${outcome.skipped} were there already.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
