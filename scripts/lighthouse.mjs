// `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on the public home page of the built app,
// in Debian's Chromium, against a fresh demo server (e2e/serve.mjs). Three runs; the median performance score must
// reach LIGHTHOUSE_MIN_SCORE (default 95). Reports in reports/lighthouse-home.{json,html}.
//   LIGHTHOUSE_DIST=.builds/NAME   serve a private build (scripts/build-to.mjs) instead of apps/*/dist
//   LIGHTHOUSE_PORT=3290           the server's port
//   LIGHTHOUSE_RUNS=3              how many runs the median is taken over
//   LIGHTHOUSE_URL=https://…/      audit a server already running (no demo server is started)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from './chromium/flags.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3290);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const MIN_SCORE = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
const URL_UNDER_TEST = process.env.LIGHTHOUSE_URL ?? `http://127.0.0.1:${PORT}/`;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];

async function waitForHealth(deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`il server non risponde su :${PORT}`);
}

const env = { ...process.env, PORT: String(PORT) };
if (process.env.LIGHTHOUSE_DIST) env.E2E_DIST = process.env.LIGHTHOUSE_DIST;
const server = process.env.LIGHTHOUSE_URL
  ? null
  : spawn(process.execPath, ['e2e/serve.mjs'], { stdio: 'inherit', env });
const stopServer = () =>
  new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', resolve);
    server.kill('SIGTERM');
  });

let chrome;
let failed = false;
try {
  if (server) await waitForHealth(Date.now() + 120_000);
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    // The default config: mobile emulation, simulated throttling (slow 4G, 4x CPU slowdown).
    const result = await lighthouse(URL_UNDER_TEST, {
      port: chrome.port,
      output: ['json', 'html'],
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      logLevel: 'error',
    });
    const { lhr } = result;
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const run = {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      other: Object.fromEntries(
        ['accessibility', 'best-practices', 'seo'].map((id) => [
          id,
          Math.round((lhr.categories[id]?.score ?? 0) * 100),
        ]),
      ),
      report: result.report,
    };
    runs.push(run);
    console.log(
      `Lighthouse ${i + 1}/${RUNS}: prestazioni ${run.score}, FCP ${Math.round(run.fcp)} ms, LCP ${Math.round(run.lcp)} ms, ` +
        `TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)} (accessibilità ${run.other.accessibility}, ` +
        `best practice ${run.other['best-practices']}, SEO ${run.other.seo})`,
    );
  }
  const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
  mkdirSync('reports', { recursive: true });
  writeFileSync('reports/lighthouse-home.json', median.report[0]);
  writeFileSync('reports/lighthouse-home.html', median.report[1]);
  console.log(
    `Lighthouse (mobile) sulla home, mediana di ${RUNS}: prestazioni ${median.score} (minimo ${MIN_SCORE}); ` +
      'rapporto in reports/lighthouse-home.html',
  );
  if (median.score < MIN_SCORE) {
    console.error(`Prestazioni ${median.score} sotto il minimo di ${MIN_SCORE}`);
    failed = true;
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await chrome?.kill();
  await stopServer();
}
process.exit(failed ? 1 : 0);
