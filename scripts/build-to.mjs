// `node scripts/build-to.mjs NAME`: builds the SPA into .builds/NAME/web and the server into .builds/NAME/server,
// leaving apps/*/dist alone, so several people (or agents) can run end-to-end tests at once:
//   node scripts/build-to.mjs mine && E2E_DIST=.builds/mine E2E_PORT=3110 npx playwright test
// The build stays inside the repository so the server bundle finds node_modules.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const name = process.argv[2];
if (!name || !/^[\w-]+$/.test(name)) {
  console.error('uso: node scripts/build-to.mjs NOME   (lettere, numeri, - e _)');
  process.exit(2);
}
const out = resolve('.builds', name);
execFileSync('npx', ['vite', 'build', '--outDir', `${out}/web`, '--emptyOutDir'], {
  cwd: 'apps/web',
  stdio: 'inherit',
});
execFileSync(process.execPath, ['build.mjs', `${out}/server`], { cwd: 'apps/server', stdio: 'inherit' });
