import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './scripts/chromium/flags.mjs';

const PORT = Number(process.env.E2E_PORT ?? 3100);

// End-to-end runs against the built SPA + API (`npm run build`), on a fresh embedded database with the demo seed.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', testIgnore: /\.server-state\.spec\.ts$/ },
    // Tests that change server-wide settings run last, alone, so they never disturb a parallel test.
    // One worker: two of them at once (a flag off, registration off, auto-submission on) would disturb each other.
    { name: 'server-state', testMatch: /\.server-state\.spec\.ts$/, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT) },
  },
});
