import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(m?js|css|svg|json|txt|xml|webmanifest)$/i;
/** Below about one packet, compression saves no round trip and costs a file. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `<file>.br` (brotli at its best, quality 11) and `<file>.gz` (gzip level 9) beside each text file
 * the build writes. On the fly the server can only afford brotli's quality 4, about as small as gzip: the
 * app's own JavaScript, which a phone waits for before the first paint, is about 15% smaller at quality
 * 11. The server sends the smallest the browser accepts (backend/src/web/precompressed.ts).
 */
export function precompress(): Plugin {
  let dir = '';
  return {
    name: 'ivy-precompress',
    apply: 'build',
    configResolved(config) {
      dir = path.resolve(config.root, config.build.outDir);
    },
    // Once everything is written (a few seconds of brotli, which no other step waits for).
    async closeBundle() {
      const files = (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((file) =>
        COMPRESSIBLE.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(dir, file);
          const body = readFileSync(full);
          if (body.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gzipped(body, { level: 9 }),
          ]);
          writeFileSync(`${full}.br`, br);
          writeFileSync(`${full}.gz`, gz);
        }),
      );
    },
  };
}
