// `node scripts/italian/check.mjs` (part of `npm run lint`): Italian counts and times are written by Intl, not by hand.
// A hand-made plural (`n === 1 ? '1 giorno' : …`) forgets the other words that agree with the count ("1 giorno
// usati"), prints 2.5 as "2.5", and there is one of it per file; an English abbreviation ("2m fa") or a slash
// form ("valutato/a") reads as a machine's. Use `plural()` and `formatRecent()`/`formatRelative()` from
// @portale/shared (Intl.PluralRules and Intl.RelativeTimeFormat('it')), and gender-neutral sentences.
// A line that must stay as it is carries `// italian-ok: <why>`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceFiles } from '../size/check.mjs';

const CHECKED = /^(apps\/(server|web)\/src|packages\/shared\/src)\/.*\.(ts|tsx)$/;
const TESTS = /\.test\.(ts|tsx)$/;

export const RULES = [
  {
    pattern: /[=!]==\s*1\s*\?\s*['"`]/,
    why: 'plurale scritto a mano: usa plural(n, { one, other }) di @portale/shared',
  },
  {
    pattern: /(\d|\})\s?[mhgd] fa\b/,
    why: 'abbreviazione inglese del tempo trascorso: usa formatRecent() o formatRelative() di @portale/shared',
  },
  {
    pattern: /[a-zà-ù]{3,}o\/a\b/i,
    why: 'forma con la barra (o/a): riscrivi la frase in modo neutro',
  },
];

/** "path:line: why" for each offending line of the given files. */
export function offences(root, files) {
  const found = [];
  for (const path of files) {
    let text;
    try {
      text = readFileSync(join(root, path), 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    text.split('\n').forEach((line, index) => {
      if (line.includes('italian-ok:')) return;
      const rule = RULES.find((r) => r.pattern.test(line));
      if (rule) found.push(`${path}:${index + 1}: ${rule.why}`);
    });
  }
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd();
  const files = sourceFiles(root).filter((path) => CHECKED.test(path) && !TESTS.test(path));
  const found = offences(root, files);
  if (found.length > 0) {
    console.error('Plurali e tempi in italiano da scrivere con Intl:');
    for (const line of found) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`Plurali e tempi in italiano: ${files.length} file, nessun plurale scritto a mano.`);
}
