import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { countLines, MAX_LINES, oversized } from './check.mjs';

const dir = mkdtempSync(join(tmpdir(), 'size-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const lines = (n) => `${Array.from({ length: n }, (_, i) => `const a${i} = ${i};`).join('\n')}\n`;

describe('file size check', () => {
  it('counts lines as an editor numbers them', () => {
    expect(countLines('')).toBe(0);
    expect(countLines('a')).toBe(1);
    expect(countLines('a\n')).toBe(1);
    expect(countLines('a\nb')).toBe(2);
  });

  it('reports only the files over the limit, longest first', () => {
    writeFileSync(join(dir, 'ok.ts'), lines(MAX_LINES));
    writeFileSync(join(dir, 'long.ts'), lines(MAX_LINES + 1));
    writeFileSync(join(dir, 'longer.tsx'), lines(MAX_LINES + 50));
    expect(oversized(dir, ['ok.ts', 'long.ts', 'longer.tsx', 'gone.ts'])).toEqual([
      `longer.tsx: ${MAX_LINES + 50} righe`,
      `long.ts: ${MAX_LINES + 1} righe`,
    ]);
  });
});
