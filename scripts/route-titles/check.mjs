// `node scripts/route-titles/check.mjs` (part of `npm run lint`): route files take their `staticData` titles from a
// module's `titles.ts`, never from a strings file. Every route's options are in the entry chunk, which every visitor
// of the public site downloads, so a route file importing a module's whole strings file puts it there
// (docs/benchmarks.md, "Public site"). Prints each route file that imports a `strings` file, and exits 1.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { routeFiles } from '../route-loaders/check.mjs';

const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** Comments out of the way, so an import named in a comment does not count. */
const code = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

/** The web file an import names (relative or `@/`), or undefined for a package. */
function resolveImport(specifier, fromFile, srcDir) {
  let base;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return undefined;
  if (existsSync(base) && statSync(base).isFile()) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate)) ?? base;
}

/** A strings file: `strings.ts(x)`, or a module's `…/strings/index.ts`. */
const isStrings = (file) => /^strings\.tsx?$/.test(basename(file)) || /\/strings(?:\/index)?(?:\.tsx?)?$/.test(file);

/** The route files under `<srcDir>/routes` that import a strings file, one readable line each. */
export function checkRouteTitles(srcDir) {
  const routesDir = join(srcDir, 'routes');
  const problems = [];
  for (const route of routeFiles(routesDir)) {
    const file = join(routesDir, route);
    for (const match of code(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const target = resolveImport(match[1], file, srcDir);
      if (target && isStrings(target)) {
        problems.push(`${route}: imports ${relative(srcDir, target)}; take the title from the module's titles.ts`);
      }
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = checkRouteTitles(resolve(process.argv[2] ?? 'apps/web/src'));
  for (const line of problems) console.error(line);
  if (problems.length) {
    console.error(
      `\n${problems.length} route file da sistemare: i titoli di staticData vengono dal titles.ts del modulo, non dal ` +
        'suo file di testi, che finirebbe nel bundle del sito pubblico (docs/benchmarks.md, "Public site").',
    );
    process.exit(1);
  }
  console.log('Titoli dei route file: tutti da titles.ts, nessun file di testi nel bundle iniziale.');
}
