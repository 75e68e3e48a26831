// Bundles the server (and @portale/shared, which ships as TypeScript) into dist/; other dependencies stay external.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => name !== '@portale/shared');

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { main: 'src/main.ts', 'admin-create': 'src/scripts/admin-create.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('drizzle', 'dist/drizzle', { recursive: true });
cpSync('src/platform/auth/common-passwords.txt', 'dist/common-passwords.txt');
console.log('server built to apps/server/dist');
