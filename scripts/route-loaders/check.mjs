// `node scripts/route-loaders/check.mjs` (part of `npm run lint`): every route file whose page reads server data
// declares a `loader` that prefetches it (DESIGN.md §4.7: entering a page waits for its data, the page reads it
// with `useSuspenseQuery`). A route file "reads server data" when it, or a file it imports from the web app
// (followed transitively through relative and `@/` imports), calls a TanStack Query hook. Exceptions are listed in
// allow-list.mjs, each with its reason. Prints each route file missing a loader, with the import chain to the
// first query hook, and exits 1.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { ALLOWED_WITHOUT_LOADER } from './allow-list.mjs';

const QUERY_HOOK = /\buse(?:Suspense)?(?:Infinite)?Quer(?:y|ies)\s*[<(]/;
const LOADER = /^\s*loader\s*:/m;
const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g;
const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];

/** Every route file under `routesDir`, as paths relative to it with `/`. */
export function routeFiles(routesDir) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(routesDir, dir), { withFileTypes: true })) {
      const path = dir ? `${dir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) files.push(path);
    }
  };
  walk('');
  return files.sort();
}

/** The web file an import specifier names, or undefined for a package (`react`, `@portale/shared`…). */
function resolveImport(specifier, fromFile, srcDir) {
  let base;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(fromFile), specifier);
  else return undefined;
  if (existsSync(base) && statSync(base).isFile()) return base;
  return EXTENSIONS.map((extension) => base + extension).find((candidate) => existsSync(candidate));
}

/** Comments out of the way, so a hook or a loader named in a comment does not count. */
function code(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/**
 * The import chain from `entry` to the first file that calls a query hook (breadth-first, so the shortest), or
 * undefined when nothing it reaches reads server data.
 */
export function queryChain(entry, srcDir) {
  const seen = new Set([entry]);
  const queue = [[entry]];
  while (queue.length) {
    const chain = queue.shift();
    const file = chain[chain.length - 1];
    const source = code(readFileSync(file, 'utf8'));
    if (QUERY_HOOK.test(source)) return chain;
    for (const match of source.matchAll(IMPORT)) {
      const target = resolveImport(match[1], file, srcDir);
      if (target && !seen.has(target)) {
        seen.add(target);
        queue.push([...chain, target]);
      }
    }
  }
  return undefined;
}

/**
 * The route files under `<srcDir>/routes` that reach a query hook but declare no loader and are not allowed
 * without one, as readable lines; plus the allow-list entries that name no route file or no longer need to be
 * there, so the list cannot rot.
 */
export function checkRouteLoaders(srcDir, allowed = ALLOWED_WITHOUT_LOADER) {
  const routesDir = join(srcDir, 'routes');
  const problems = [];
  const files = routeFiles(routesDir);
  for (const route of files) {
    const file = join(routesDir, route);
    if (LOADER.test(code(readFileSync(file, 'utf8')))) {
      if (allowed[route]) problems.push(`${route}: has a loader now, remove it from the allow-list`);
      continue;
    }
    const chain = queryChain(file, srcDir);
    if (!chain) {
      if (allowed[route]) problems.push(`${route}: reads no server data now, remove it from the allow-list`);
      continue;
    }
    if (allowed[route]) continue;
    const path = chain.map((step) => relative(srcDir, step)).join(' → ');
    problems.push(`${route}: reads server data without a loader\n    ${path}`);
  }
  for (const route of Object.keys(allowed)) {
    if (!files.includes(route)) problems.push(`${route}: in the allow-list, but no such route file`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Another source tree may be named (the test's fixture); the allow-list is the web app's.
  const srcDir = process.argv[2];
  const problems = srcDir ? checkRouteLoaders(resolve(srcDir), {}) : checkRouteLoaders(resolve('apps/web/src'));
  for (const line of problems) console.error(line);
  if (problems.length) {
    console.error(
      `\n${problems.length} route file da sistemare: una pagina che legge dati dal server li precarica nel loader ` +
        '(DESIGN.md §4.7); le eccezioni motivate sono in scripts/route-loaders/allow-list.mjs.',
    );
    process.exit(1);
  }
  console.log('Loader dei route file: ogni pagina che legge dati dal server li precarica.');
}
