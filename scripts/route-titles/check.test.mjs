import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRouteTitles } from './check.mjs';

const CHECK = resolve(import.meta.dirname, 'check.mjs');
// A small web tree: one route file taking its title from titles.ts, two from the strings file (by `@/` and relative).
const FIXTURE = resolve(import.meta.dirname, 'fixtures/src');

describe('route titles', () => {
  it('reports each route file importing a strings file, by `@/` or relative path', () => {
    expect(checkRouteTitles(FIXTURE)).toEqual([
      "from-strings.tsx: imports modules/m/strings.ts; take the title from the module's titles.ts",
      "nested/relative-strings.tsx: imports modules/m/strings.ts; take the title from the module's titles.ts",
    ]);
  });

  it('fails the lint run on the fixture and passes on the web app', () => {
    expect(() => execFileSync('node', [CHECK, FIXTURE], { stdio: 'pipe' })).toThrow(/from-strings\.tsx/);
    expect(checkRouteTitles(resolve(import.meta.dirname, '../../apps/web/src'))).toEqual([]);
  });
});
