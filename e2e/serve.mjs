// Starts the built server for Playwright on a brand-new embedded database (demo seed), and cleans it up after.
// E2E_DIST points at a private build (see scripts/build-to.mjs) so parallel runs never share one dist.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const dist = process.env.E2E_DIST ? resolve(process.env.E2E_DIST) : null;
const serverEntry = dist ? join(dist, 'server/main.js') : 'apps/server/dist/main.js';
const dataDir = mkdtempSync(join(tmpdir(), 'portale-e2e-'));
const server = spawn(process.execPath, [serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_MODE: 'true',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Every spec registers its users from this one address.
    REGISTRATION_LIMIT_PER_HOUR: '1000',
    ...(dist ? { WEB_DIST_DIR: join(dist, 'web') } : {}),
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
