// Brotli and gzip copies of the built SPA's text files, written next to them at build time (the Vite plugin in
// apps/web/precompress-plugin.ts runs it after every `vite build`), so the server sends them with @fastify/static's
// `preCompressed` option instead of compressing the same bytes on every request. Maximum levels: it runs once.
//   node scripts/precompress/precompress.mjs DIR   (by hand, on an existing build)
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; source maps are not served to browsers, images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs (the server's on-the-fly threshold too). */
export const MIN_BYTES = 1024;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `dir` of at least MIN_BYTES, keeping a copy
 * only when it is smaller than the original. Returns the totals, for the build's log line.
 */
export async function precompressDir(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const files = filesUnder(dir).filter((path) => COMPRESSIBLE.test(path) && statSync(path).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (path) => {
      const source = readFileSync(path);
      const [br, gzipped] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gz(source, { level: 9 }),
      ]);
      totals.files += 1;
      totals.bytes += source.length;
      totals.br += Math.min(br.length, source.length);
      totals.gzip += Math.min(gzipped.length, source.length);
      if (br.length < source.length) writeFileSync(`${path}.br`, br);
      if (gzipped.length < source.length) writeFileSync(`${path}.gz`, gzipped);
    }),
  );
  return totals;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} kB`;

/** The build log line, e.g. "precompressi 42 file: 1200 kB → br 310 kB, gzip 380 kB". */
export function describeTotals(totals) {
  return `precompressi ${totals.files} file: ${kb(totals.bytes)} → br ${kb(totals.br)}, gzip ${kb(totals.gzip)}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('uso: node scripts/precompress/precompress.mjs CARTELLA');
    process.exit(2);
  }
  console.log(describeTotals(await precompressDir(dir)));
}
