import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.mjs';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress', () => {
  it('writes brotli and gzip copies of big text files that decode to the original, and nothing else', async () => {
    mkdirSync(join(dir, 'assets'));
    const script = `export const saluti = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `ciao ${i}`))};\n`;
    writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html><title>Portale</title>${'<p>testo</p>'.repeat(200)}`);
    writeFileSync(join(dir, 'small.css'), 'body{margin:0}');
    writeFileSync(join(dir, 'assets', 'index-abc.js.map'), 'x'.repeat(MIN_BYTES * 4));
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(MIN_BYTES * 4));

    const totals = await precompressDir(dir);

    expect(totals.files).toBe(2);
    expect(totals.br).toBeLessThan(totals.bytes / 2);
    const js = join(dir, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(dir, 'small.css.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'index-abc.js.map.br'))).toBe(false);
    expect(existsSync(join(dir, 'logo.png.gz'))).toBe(false);
  });

  it('never compresses its own copies again on a second run', async () => {
    await precompressDir(dir);
    expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz.gz'))).toBe(false);
  });
});
