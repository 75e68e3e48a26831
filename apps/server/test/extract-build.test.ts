import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ExtractorPool, extractorWorkerEntry, extractText, makeThumbnail } from '@/platform/storage/extract';
import { fixture, MIME, tempStorage } from './extract-setup';

// The built server (build.mjs) must find and run its worker without tsx: build it, then extract the way
// dist/main.js would, from the worker bundle beside it. Inside the repository, so the bundle finds node_modules.
const serverDir = fileURLToPath(new URL('..', import.meta.url));
const out = fileURLToPath(new URL(`../../../.builds/extract-test-${process.pid}/server`, import.meta.url));
const files = tempStorage();
let pool: ExtractorPool;

beforeAll(() => {
  execFileSync(process.execPath, ['build.mjs', out], { cwd: serverDir, stdio: 'pipe' });
  const entry = extractorWorkerEntry(pathToFileURL(`${out}/main.js`).href);
  expect(entry).toEqual({ script: `${out}/extract-worker.js`, execArgv: [] });
  expect(existsSync(entry.script)).toBe(true);
  pool = new ExtractorPool({ entry, memoryLimitMb: 128, idleMs: 1000 });
}, 120_000);

afterAll(async () => {
  await pool?.close();
  files.remove();
  rmSync(fileURLToPath(new URL('..', pathToFileURL(`${out}/`))), { recursive: true, force: true });
});

it('extracts a PDF and a DOCX through the built worker', async () => {
  const pdf = await extractText(files.storage, await files.store(fixture('verbale.pdf')), MIME.pdf, {}, pool);
  expect(pdf).toMatchObject({ state: 'done', pageCount: 2, text: expect.stringContaining('La perequazione dei') });
  const docx = await extractText(files.storage, await files.store(fixture('contratto.docx')), MIME.docx, {}, pool);
  expect(docx).toMatchObject({ state: 'done', text: expect.stringContaining('La perequazione dei canoni') });
});

it('draws a PDF thumbnail through the built worker, with pdf.js and the canvas left external', async () => {
  const thumbnail = await makeThumbnail(files.storage, await files.store(fixture('verbale.pdf')), MIME.pdf, {}, pool);
  expect(thumbnail).toMatchObject({ state: 'done', width: 480, mimeType: 'image/webp' });
});
