import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { offences } from './check.mjs';

const dir = mkdtempSync(join(tmpdir(), 'italian-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('Italian plurals and times check', () => {
  it('finds hand-made plurals, English time abbreviations and slash forms, and nothing else', () => {
    writeFileSync(
      join(dir, 'bad.ts'),
      [
        "const a = (n: number) => (n === 1 ? '1 giorno' : `${n} giorni`);",
        'const b = (m: number) => `${m}m fa`;',
        'const c = `${name} si è valutato/a`;',
        "const d = (n: number) => plural(n, { one: '{n} giorno', other: '{n} giorni' });",
        'const e = n === 1 ? first : rest; // a choice, not a plural',
        "const f = (n: number) => (n === 1 ? 'uno' : 'tanti'); // italian-ok: a test fixture",
        "const g = 'api/v1/a';",
      ].join('\n'),
    );
    expect(offences(dir, ['bad.ts', 'gone.ts']).map((line) => line.split(':').slice(0, 2).join(':'))).toEqual([
      'bad.ts:1',
      'bad.ts:2',
      'bad.ts:3',
    ]);
  });
});
