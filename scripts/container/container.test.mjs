import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildServerInto,
  composeProblems,
  containerProblems,
  parseDockerfile,
  serverOutputProblems,
} from './check.mjs';

// The image cannot be built here (no container engine): these checks keep Dockerfile and compose.yaml in step
// with the code (docs/operations.md, "Container image").
const root = join(import.meta.dirname, '../..');

describe('container image files', () => {
  it('Dockerfile and compose.yaml have their essentials', () => {
    expect(containerProblems(root)).toEqual([]);
  });

  describe('the server build', () => {
    const dist = buildServerInto(root);
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    it('writes what the runtime stage starts and the documented scripts', () => {
      expect(serverOutputProblems(dist)).toEqual([]);
    });
  });

  it('catches a root user, a curl health check and a missing build output', () => {
    const text = readFileSync(join(root, 'Dockerfile'), 'utf8');
    const stages = parseDockerfile(text);
    expect(stages.map((s) => s.name)).toEqual(['build', 'runtime']);
    const broken = text
      .replace('USER node', 'USER root')
      .replace(/CMD \["node", "-e".*\]/, 'CMD curl -f http://localhost:3000/api/health');
    expect(broken).not.toBe(text);
    const problems = containerProblems(root, { Dockerfile: broken });
    expect(problems).toContain('runtime: deve girare come utente non root (USER)');
    expect(problems).toContain('runtime: HEALTHCHECK senza curl/wget (non ci sono nell’immagine)');
    const noSpa = text.replace('COPY --from=build /src/apps/web/dist apps/web/dist', '');
    expect(containerProblems(root, { Dockerfile: noSpa })).toContain('runtime: manca la COPY di apps/web/dist');
    const wrongPath = text.replace('/src/apps/server/dist apps', '/src/apps/server/build apps');
    expect(containerProblems(root, { Dockerfile: wrongPath })).toContain(
      'runtime: COPY di apps/server/build, che non esiste né viene costruito',
    );
    expect(serverOutputProblems(join(root, 'docs'))).toContain('build del server: manca main.js');
  });

  it('refuses a secret written in compose.yaml', () => {
    const text = readFileSync(join(root, 'compose.yaml'), 'utf8');
    const leaked = text.replace(/POSTGRES_PASSWORD: \$\{[^}]+\}/, 'POSTGRES_PASSWORD: segreta');
    expect(leaked).not.toBe(text);
    expect(composeProblems(leaked)).toContain('compose.yaml: POSTGRES_PASSWORD deve venire dal file .env');
    expect(composeProblems(text.replace('service_healthy', 'service_started'))).toContain(
      'compose.yaml: app deve attendere db service_healthy',
    );
  });
});
