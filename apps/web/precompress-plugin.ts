import type { Plugin } from 'vite';
import { describeTotals, precompressDir } from '../../scripts/precompress/precompress.mjs';

/**
 * After `vite build`, writes Brotli and gzip copies of the text assets beside them (docs/operations.md,
 * "Compression"): the server sends those with the right Content-Encoding instead of compressing per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portale-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const totals = await precompressDir(outDir);
      this.info(describeTotals(totals));
    },
  };
}
