import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRouteLoaders } from './check.mjs';

const CHECK = resolve(import.meta.dirname, 'check.mjs');
// A small web tree: one route file with a loader, one reading data without one, one static, one allowed.
const FIXTURE = resolve(import.meta.dirname, 'fixtures/src');

describe('route loaders', () => {
  it('reports a route file whose page reads server data without a loader, with the import chain', () => {
    const problems = checkRouteLoaders(FIXTURE, { 'allowed.tsx': 'a reason' });
    expect(problems).toEqual([
      'without-loader.tsx: reads server data without a loader\n' +
        '    routes/without-loader.tsx → modules/m/thing-page.tsx → modules/m/api/get-thing.ts',
    ]);
  });

  it('reports allow-list entries that name no route file or are no longer needed', () => {
    const problems = checkRouteLoaders(FIXTURE, {
      'allowed.tsx': 'a reason',
      'without-loader.tsx': 'a reason',
      'with-loader.tsx': 'a reason',
      'static.tsx': 'a reason',
      'gone.tsx': 'a reason',
    });
    expect(problems).toEqual([
      'static.tsx: reads no server data now, remove it from the allow-list',
      'with-loader.tsx: has a loader now, remove it from the allow-list',
      'gone.tsx: in the allow-list, but no such route file',
    ]);
  });

  it('fails the lint run on the fixture and passes on the web app', () => {
    expect(() => execFileSync('node', [CHECK, FIXTURE], { stdio: 'pipe' })).toThrow(/without-loader\.tsx/);
    expect(checkRouteLoaders(resolve(import.meta.dirname, '../../apps/web/src'))).toEqual([]);
  });
});
