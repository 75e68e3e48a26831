import { afterAll, describe, expect, it } from 'vitest';
import { ExtractorPool, extractorWorkerEntry, extractText } from '@/platform/storage/extract';
import { fixture, MIME, pdfBomb, tempStorage } from './extract-setup';

// A pool of its own, with a small memory cap so hostile files meet it fast; started from source as under Vitest.
const pool = new ExtractorPool({
  entry: extractorWorkerEntry(new URL('../src/platform/storage/extract/pool.ts', import.meta.url).href),
  memoryLimitMb: 64,
  idleMs: 5_000,
});
const files = tempStorage();
afterAll(async () => {
  await pool.close();
  files.remove();
});

const VERBALE_START = 'Verbale del consiglio di amministrazione\nLa perequazione';

async function extract(bytes: Buffer, mime: string, options = {}) {
  return extractText(files.storage, await files.store(bytes), mime, options, pool);
}

async function expectWorking() {
  const outcome = await extract(fixture('verbale.pdf'), MIME.pdf);
  expect(outcome.state === 'done' && outcome.text.startsWith(VERBALE_START), JSON.stringify(outcome)).toBe(true);
}

describe('hostile and broken input', () => {
  it('fails on a truncated PDF and on garbage after a PDF header, and carries on', async () => {
    const pdf = fixture('verbale.pdf');
    expect(await extract(pdf.subarray(0, pdf.length / 2), MIME.pdf)).toEqual({
      state: 'failed',
      reason: 'Invalid PDF structure.',
    });
    const garbage = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256));
    const outcome = await extract(Buffer.concat([Buffer.from('%PDF-1.7\n'), garbage]), MIME.pdf);
    expect(outcome.state).toBe('failed');
    await expectWorking();
  });

  it('fails on a DOCX or ODT that is not a zip, and on one without its text part', async () => {
    const notZip = Buffer.from('PK\x03\x04 not really a zip');
    expect((await extract(notZip, MIME.docx)).state).toBe('failed');
    expect((await extract(notZip, MIME.odt)).state).toBe('failed');
    expect(await extract(fixture('contratto.docx'), MIME.odt)).toEqual({
      state: 'failed',
      reason: 'content.xml missing from the OpenDocument file',
    });
    await expectWorking();
  });

  it('stops a PDF bomb at the memory cap, without blocking the event loop, and the next job works', async () => {
    const bomb = pdfBomb(48);
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 10);
    const started = Date.now();
    const outcome = await extract(bomb, MIME.pdf);
    clearInterval(ticker);
    expect(outcome).toEqual({
      state: 'failed',
      reason: expect.stringMatching(/^extractor stopped/),
    });
    // The main thread went on ticking while the worker chewed: at least a third of the ticks it could have had.
    expect(ticks).toBeGreaterThan((Date.now() - started) / 10 / 3);
    await expectWorking();
  });

  it('refuses a zip whose text part declares a size past the limit, without inflating it', async () => {
    const docx = Buffer.from(fixture('contratto.docx'));
    // The central directory's record of word/document.xml: its uncompressed size, at offset 24, says 2 GB.
    const entry = docx.lastIndexOf('word/document.xml') - 46;
    expect(docx.toString('latin1', entry, entry + 4)).toBe('PK\x01\x02');
    docx.writeUInt32LE(0x7fffffff, entry + 24);
    expect(await extract(docx, MIME.docx)).toEqual({
      state: 'failed',
      reason: 'zip parts inflate past the extraction limit',
    });
  });

  it('refuses a file over maxBytes without parsing it', async () => {
    expect(await extract(fixture('verbale.pdf'), MIME.pdf, { maxBytes: 100 })).toEqual({
      state: 'failed',
      reason: 'file larger than the extraction limit of 100 bytes',
    });
    await expectWorking();
  });
});

describe('time limits and cancellation', () => {
  it('fails a job past its timeout, and the next job gets a new worker', async () => {
    expect(await extract(pdfBomb(8), MIME.pdf, { timeoutMs: 5 })).toEqual({
      state: 'failed',
      reason: 'timed out after 5 ms',
    });
    await expectWorking();
  });

  it('rejects with the reason when the signal aborts, and the next job works', async () => {
    const controller = new AbortController();
    const pending = extract(pdfBomb(8), MIME.pdf, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('server stopping')), 20);
    await expect(pending).rejects.toThrow('server stopping');
    const aborted = AbortSignal.abort(new Error('already gone'));
    await expect(extract(fixture('verbale.pdf'), MIME.pdf, { signal: aborted })).rejects.toThrow('already gone');
    await expectWorking();
  });

  it('runs concurrent jobs one after another, each with its own result, one timing out among them', async () => {
    const keys = await Promise.all([
      files.store(fixture('verbale.pdf')),
      files.store(fixture('contratto.docx')),
      files.store('perequazione in un file di testo'),
      files.store(pdfBomb(8)),
    ]);
    const outcomes = await Promise.all([
      extractText(files.storage, keys[0]!, MIME.pdf, {}, pool),
      extractText(files.storage, keys[1]!, MIME.docx, {}, pool),
      extractText(files.storage, keys[2]!, MIME.text, {}, pool),
      extractText(files.storage, keys[3]!, MIME.pdf, { timeoutMs: 50 }, pool),
      extractText(files.storage, keys[2]!, MIME.text, {}, pool),
    ]);
    expect(outcomes.map((o) => (o.state === 'done' ? o.text.slice(0, 20) : o.state))).toEqual([
      'Verbale del consigli',
      'Contratto di fornitu',
      'perequazione in un f',
      'failed',
      'perequazione in un f',
    ]);
  });
});

it('fails, without hanging or throwing, when the worker cannot start', async () => {
  const broken = new ExtractorPool({
    entry: { script: '/nonexistent/extract-worker.js', execArgv: [] },
    memoryLimitMb: 64,
    idleMs: 1000,
  });
  const key = await files.store(fixture('verbale.pdf'));
  const outcome = await extractText(files.storage, key, MIME.pdf, { timeoutMs: 20_000 }, broken);
  expect(outcome).toEqual({ state: 'failed', reason: expect.stringMatching(/^extractor (stopped|unavailable)/) });
  await broken.close();
});
