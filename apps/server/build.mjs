// Bundles the server (and @portale/shared, which ships as TypeScript) into dist/; other dependencies stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@portale/shared');

const outdir = process.argv[2] ?? 'dist';
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/scripts/admin-create.ts',
    backup: 'src/scripts/backup.ts',
    restore: 'src/scripts/restore.ts',
    // A worker thread's file (platform/storage/extract/pool.ts finds it beside main.js).
    'extract-worker': 'src/platform/storage/extract/worker.ts',
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('drizzle', `${outdir}/drizzle`, { recursive: true });
cpSync('src/platform/auth/common-passwords.txt', `${outdir}/common-passwords.txt`);
console.log(`server built to ${outdir}`);
