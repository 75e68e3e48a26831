// `node scripts/boundaries/check.mjs`: checks the import rules of scripts/boundaries/rules.mjs over the web app and
// the server (each with its own tsconfig, for its own `@/` alias); prints each violation with its rule and exits 1.
import { resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { serverRules, webRules } from './rules.mjs';

export const SIDES = [
  {
    name: 'web',
    roots: ['apps/web/src', 'packages/shared/src'],
    tsconfig: 'apps/web/tsconfig.json',
    alias: 'apps/web/src',
    rules: webRules,
  },
  {
    name: 'server',
    roots: ['apps/server/src', 'apps/server/test', 'packages/shared/src'],
    tsconfig: 'apps/server/tsconfig.json',
    alias: 'apps/server/src',
    rules: serverRules,
  },
];

/**
 * Cruises `roots` (relative to `baseDir`) and returns the violations as readable lines.
 * @param {{ roots: string[], tsconfig: string, alias: string, rules: import('dependency-cruiser').IForbiddenRuleType[] }} side
 * @param {string} baseDir
 */
export async function checkSide(side, baseDir = process.cwd()) {
  const tsConfigFile = resolve(baseDir, side.tsconfig);
  const { output } = await cruise(
    side.roots,
    {
      baseDir,
      validate: true,
      ruleSet: { forbidden: side.rules },
      // Type-only imports count too: a circle through types is still a circle (DESIGN.md §3).
      tsPreCompilationDeps: true,
      tsConfig: { fileName: tsConfigFile },
      doNotFollow: { path: 'node_modules' },
      moduleSystems: ['es6'],
    },
    // `@/…` as in the side's tsconfig paths (enhanced-resolve matches `@/…` only, never `@portale/…`).
    { extensions: ['.ts', '.tsx', '.mjs', '.js'], alias: { '@': resolve(baseDir, side.alias) } },
    { tsConfig: extractTSConfig(tsConfigFile) },
  );
  if (typeof output === 'string') throw new Error(output);
  return output.summary.violations.map((violation) => {
    const path = violation.cycle?.length
      ? [violation.from, ...violation.cycle.map((step) => step.name)].join(' → ')
      : `${violation.from} → ${violation.to}`;
    const rule = side.rules.find((candidate) => candidate.name === violation.rule.name);
    return `${violation.rule.name}: ${path}\n    ${rule?.comment ?? ''}`;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0;
  for (const side of SIDES) {
    const violations = await checkSide(side);
    failed += violations.length;
    for (const line of violations) console.error(`[${side.name}] ${line}`);
  }
  if (failed) {
    console.error(`\n${failed} violazioni delle regole di import (DESIGN.md §3, scripts/boundaries/rules.mjs).`);
    process.exit(1);
  }
  console.log('Regole di import rispettate: nessun ciclo, nessun import vietato.');
}
