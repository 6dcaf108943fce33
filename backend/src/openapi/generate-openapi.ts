import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { applyRouting } from '../common/http/routing';
import { loadConfig } from '../config/app-config';
import { buildOpenApiDocument } from './openapi-document';
import { sortKeys } from './sort-keys';

/** Writes the OpenAPI document without a database: preview mode builds the module graph only. */
async function generate(outFile: string): Promise<void> {
  const config = loadConfig({
    ...process.env,
    MONGODB_URI: 'mongodb://127.0.0.1:1/openapi',
    LOG_LEVEL: 'silent',
  });
  const app = await NestFactory.create(AppModule.forRoot(config), { preview: true, logger: false });
  applyRouting(app);
  const document = buildOpenApiDocument(app, config);
  writeFileSync(outFile, `${JSON.stringify(sortKeys(document), null, 2)}\n`);
  await app.close();
}

const outFile = process.argv[2];
if (!outFile) {
  console.error('usage: node dist/openapi/generate-openapi.js <out.json>');
  process.exit(2);
}
generate(outFile).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
