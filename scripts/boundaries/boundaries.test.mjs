import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSide, SIDES } from './check.mjs';

// A small tree under fixtures/ with the same layout as the real one, holding forbidden imports on purpose.
const FIXTURES = resolve(import.meta.dirname, 'fixtures');
const side = (name) => SIDES.find((candidate) => candidate.name === name);

/** "rule: from → to" of each violation, without the explanation line. */
async function violations(name) {
  const { roots: _roots, ...rest } = side(name);
  const lines = await checkSide({ ...rest, roots: [`apps/${name}/src`] }, FIXTURES);
  return lines.map((line) => line.split('\n')[0].replaceAll(`apps/${name}/src/`, '')).sort();
}

describe('import boundaries', () => {
  it('reports every forbidden import of the web app by its rule, and nothing that is allowed', async () => {
    expect(await violations('web')).toEqual([
      'modules-never-import-app: modules/alpha/page.ts → app/shell.ts',
      'modules-never-import-each-other: modules/alpha/page.ts → modules/beta/thing.ts',
      'no-circular: platform/first.ts → platform/second.ts → platform/first.ts',
      'platform-below-modules: platform/store.ts → modules/beta/thing.ts',
      'ui-imports-only-shared: ui/button.ts → platform/store.ts',
    ]);
  });

  it('reports every forbidden import of the server by its rule', async () => {
    expect(await violations('server')).toEqual([
      'modules-never-import-composition: modules/m/service.ts → seed/seed.ts',
      'modules-never-import-each-other: modules/m/service.ts → modules/n/service.ts',
      'platform-never-imports-modules: platform/registry.ts → modules/m/tables.ts',
    ]);
  });
});
