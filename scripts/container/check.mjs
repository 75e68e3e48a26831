// The container image's essentials, checked by scripts/container/container.test.mjs (the image itself is not
// built on the CI machine: it has no container engine). `node scripts/container/check.mjs` prints the findings.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';

/** Dockerfile instructions by stage: continuation lines joined, comments dropped. */
export function parseDockerfile(text) {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages = [];
  for (const line of lines) {
    const [keyword, ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      stages.push({ name: /\bAS\s+(\S+)/i.exec(instruction.args)?.[1] ?? String(stages.length), instructions: [] });
    }
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

const of = (stage, keyword) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** `ENV A=1 B=2` instructions of a stage as one object. */
function envOf(stage) {
  const env = {};
  for (const args of of(stage, 'ENV')) for (const [, k, v] of args.matchAll(/(\w+)=(\S+)/g)) env[k] = v;
  return env;
}

/** What the server build writes (run into a temporary directory): the paths the runtime stage relies on. */
export function buildServerInto(root) {
  const out = mkdtempSync(join(tmpdir(), 'portale-container-check-'));
  execFileSync('node', ['build.mjs', out], { cwd: join(root, 'apps/server'), stdio: 'pipe' });
  return out;
}

/** Problems found, one sentence each; empty when the image files are sound. `texts` stands in for files (tests). */
export function containerProblems(root, texts = {}) {
  const read = (name) => texts[name] ?? readFileSync(join(root, name), 'utf8');
  const problems = [];
  const need = (condition, message) => {
    if (!condition) problems.push(message);
  };
  const stages = parseDockerfile(read('Dockerfile'));
  const build = stages.find((s) => s.name === 'build');
  const runtime = stages.at(-1);
  need(build && runtime && build !== runtime, 'Dockerfile: servono uno stage "build" e uno stage finale distinto');
  if (!build || !runtime) return problems;

  const buildRuns = of(build, 'RUN').join('\n');
  need(/npm install --no-audit --no-fund/.test(buildRuns), 'build: manca "npm install --no-audit --no-fund"');
  need(/npm run build/.test(buildRuns), 'build: manca "npm run build"');
  need(/npm install --omit=dev/.test(of(runtime, 'RUN').join('\n')), 'runtime: manca "npm install --omit=dev"');

  // Every workspace's manifest is copied into both stages, or npm cannot resolve the workspaces.
  const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  for (const stage of [build, runtime]) {
    for (const ws of workspaces) {
      need(
        of(stage, 'COPY').some((c) => c.includes(`${ws}/package.json`)),
        `${stage.name}: manca la COPY di ${ws}/package.json`,
      );
    }
  }

  const users = of(runtime, 'USER');
  need(users.length > 0 && !/^(root|0)(:|$)/.test(users.at(-1)), 'runtime: deve girare come utente non root (USER)');
  const health = of(runtime, 'HEALTHCHECK').join(' ');
  need(/\/api\/health/.test(health) && /fetch\(/.test(health), 'runtime: HEALTHCHECK su /api/health con fetch di node');
  need(!/\bcurl\b|\bwget\b/.test(health), 'runtime: HEALTHCHECK senza curl/wget (non ci sono nell’immagine)');
  const env = envOf(runtime);
  need(
    of(runtime, 'EXPOSE').some((p) => p.split(/\s+/).includes(env.PORT)),
    'runtime: EXPOSE della porta PORT',
  );
  need(
    of(runtime, 'VOLUME').some((v) => v.includes(env.DATA_DIR)),
    'runtime: VOLUME su DATA_DIR',
  );

  // What the runtime copies from the build must be what the builds produce, where the server looks for it.
  const workdir = of(runtime, 'WORKDIR').at(-1);
  const copies = of(runtime, 'COPY')
    .filter((c) => c.startsWith('--from=build'))
    .map((c) => c.replace('--from=build', '').trim().split(/\s+/));
  const sources = copies.flatMap((parts) => parts.slice(0, -1).map((p) => p.replace(/^\/src\//, '')));
  const outputs = ['apps/server/dist', 'apps/web/dist'];
  for (const source of sources) {
    need(
      outputs.includes(source) || existsSync(join(root, source)),
      `runtime: COPY di ${source}, che non esiste né viene costruito`,
    );
  }
  for (const output of outputs) need(sources.includes(output), `runtime: manca la COPY di ${output}`);
  need(env.WEB_DIST_DIR === `${workdir}/apps/web/dist`, 'runtime: WEB_DIST_DIR deve puntare alla SPA copiata');
  const viteConfig = readFileSync(join(root, 'apps/web/vite.config.ts'), 'utf8');
  // Vite's default, or the config's `${webRoot}/dist` (the app's own directory).
  const outDir = /outDir:\s*([^,\n]+)/.exec(viteConfig)?.[1]?.trim();
  need(
    !outDir || /^`\$\{webRoot\}\/dist`$/.test(outDir) || outDir === "'dist'",
    'apps/web/vite.config.ts cambia outDir: aggiorna la COPY di apps/web/dist',
  );
  const cmd = of(runtime, 'CMD').at(-1) ?? '';
  need(cmd.includes('apps/server/dist/main.js'), 'runtime: CMD deve avviare apps/server/dist/main.js');

  const ignored = read('.dockerignore').split('\n');
  for (const entry of ['**/node_modules', '**/dist', '.env', 'data', '.git']) {
    need(ignored.includes(entry), `.dockerignore: manca ${entry}`);
  }
  problems.push(...composeProblems(read('compose.yaml')));
  return problems;
}

/** The server bundle holds everything the runtime stage's CMD and the documented scripts need. */
export function serverOutputProblems(dist) {
  const problems = [];
  for (const file of [
    'main.js',
    'admin-create.js',
    'backup.js',
    'restore.js',
    'extract-worker.js',
    'common-passwords.txt',
  ]) {
    if (!existsSync(join(dist, file))) problems.push(`build del server: manca ${file}`);
  }
  const sql = existsSync(join(dist, 'drizzle'))
    ? readdirSync(join(dist, 'drizzle')).filter((f) => f.endsWith('.sql'))
    : [];
  if (sql.length === 0) problems.push('build del server: mancano le migrazioni in drizzle/');
  return problems;
}

/** compose.yaml: PostgreSQL 16 with a health check, the app waiting for it, and no secret written in the file. */
export function composeProblems(text) {
  const problems = [];
  const need = (condition, message) => {
    if (!condition) problems.push(message);
  };
  const compose = parse(text);
  const db = compose?.services?.db;
  const app = compose?.services?.app;
  need(db && app, 'compose.yaml: servono i servizi db e app');
  if (!db || !app) return problems;
  need(/^postgres:16/.test(db.image ?? ''), 'compose.yaml: db deve usare postgres:16');
  need(
    JSON.stringify(db.healthcheck?.test ?? '').includes('pg_isready'),
    'compose.yaml: healthcheck di db con pg_isready',
  );
  need(
    (db.volumes ?? []).some((v) => String(v).includes('/var/lib/postgresql/data')),
    'compose.yaml: volume dei dati di db',
  );
  need(app.depends_on?.db?.condition === 'service_healthy', 'compose.yaml: app deve attendere db service_healthy');
  need(Boolean(app.restart), 'compose.yaml: app senza restart');
  need(String(app.environment?.DATABASE_URL ?? '').startsWith('postgres://'), 'compose.yaml: app senza DATABASE_URL');
  for (const key of ['ADMIN_EMAIL', 'ADMIN_PASSWORD', 'PUBLIC_URL', 'TRUST_PROXY']) {
    need(key in (app.environment ?? {}), `compose.yaml: app non passa ${key}`);
  }
  // Secrets come from .env: every password-like value must be a ${…} reference.
  const secrets = { ...db.environment, ...app.environment };
  for (const [key, value] of Object.entries(secrets)) {
    if (/PASSWORD|SMTP_URL|API_KEY|TOKEN/.test(key)) {
      need(/^\$\{[^}]+\}$/.test(String(value)), `compose.yaml: ${key} deve venire dal file .env`);
    }
  }
  need(
    /:\$\{POSTGRES_PASSWORD\}@/.test(String(app.environment.DATABASE_URL)),
    'compose.yaml: la password in DATABASE_URL deve venire dal file .env',
  );
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '../..');
  const dist = buildServerInto(root);
  const problems = [...containerProblems(root), ...serverOutputProblems(dist)];
  rmSync(dist, { recursive: true, force: true });
  for (const p of problems) console.error(`  ${p}`);
  console.log(
    problems.length ? `Problemi nei file del container: ${problems.length}.` : 'File del container coerenti.',
  );
  process.exit(problems.length ? 1 : 0);
}
