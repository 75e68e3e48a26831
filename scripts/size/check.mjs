// `node scripts/size/check.mjs` (part of `npm run lint`): no source file, tests included, grows past 400 lines.
// A file that long does several things; split it by what it does (queries and writes, one component per file,
// one test file per behaviour) before adding to it. Generated files and SQL migrations are not counted.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const MAX_LINES = 400;
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs|jsx|css)$/;
const GENERATED = [/(^|\/)routeTree\.gen\.ts$/, /(^|\/)fixtures\//, /(^|\/)dist\//];

/** Lines of a file's text, as an editor numbers them (a final newline does not open a new line). */
export function countLines(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

/** Repository-relative paths of the files to check: tracked and new ones, ignored ones left out. */
export function sourceFiles(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((path) => SOURCE.test(path) && !GENERATED.some((pattern) => pattern.test(path)));
}

/** "path: N lines" for each file over the limit, longest first. */
export function oversized(root, files, max = MAX_LINES) {
  return files
    .map((path) => {
      let text;
      try {
        text = readFileSync(join(root, path), 'utf8');
      } catch {
        return null; // listed but deleted in the work tree
      }
      return { path, lines: countLines(text) };
    })
    .filter((file) => file !== null && file.lines > max)
    .sort((a, b) => b.lines - a.lines)
    .map((file) => `${file.path}: ${file.lines} righe`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const files = sourceFiles(root);
  const found = oversized(root, files);
  if (found.length > 0) {
    console.error(`File oltre ${MAX_LINES} righe (dividili per responsabilità):`);
    for (const line of found) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`Dimensioni dei file rispettate: ${files.length} file, nessuno oltre ${MAX_LINES} righe.`);
}
