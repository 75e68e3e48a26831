import { afterAll, describe, expect, it } from 'vitest';
import { extractText, isExtractable, stopTextExtraction } from '@/platform/storage/extract';
import { cleanText } from '@/platform/storage/extract/clean';
import { fixture, MIME, tempStorage } from './extract-setup';

const files = tempStorage();
afterAll(async () => {
  await stopTextExtraction();
  files.remove();
});

const extract = async (bytes: Buffer | string, mime: string, options = {}) =>
  extractText(files.storage, await files.store(bytes), mime, options);

describe('isExtractable', () => {
  it('takes the documents it reads and refuses images, archives and legacy Office', () => {
    for (const mime of Object.values(MIME)) expect(isExtractable(mime), mime).toBe(true);
    expect(isExtractable('text/plain; charset=utf-8')).toBe(true);
    for (const mime of ['image/png', 'image/jpeg', 'application/zip', 'application/x-cfb', 'image/svg+xml'])
      expect(isExtractable(mime), mime).toBe(false);
  });
});

describe('extractText', () => {
  it('reads every page of a PDF in order', async () => {
    const outcome = await extract(fixture('verbale.pdf'), MIME.pdf);
    expect(outcome).toEqual({
      state: 'done',
      truncated: false,
      pageCount: 2,
      text:
        'Verbale del consiglio di amministrazione\n' +
        "La perequazione dei compensi è approvata all'unanimità.\n\n" +
        'Seconda pagina: il bilancio è depositato presso la sede.',
    });
  });

  it('reads a DOCX paragraph by paragraph', async () => {
    const outcome = await extract(fixture('contratto.docx'), MIME.docx);
    expect(outcome).toEqual({
      state: 'done',
      truncated: false,
      text: 'Contratto di fornitura\n\nLa perequazione dei canoni avviene ogni anno.\n\nCittà di Bologna',
    });
  });

  it("reads an ODT's content.xml with its headings, spaces, tabs, entities and lists", async () => {
    const outcome = await extract(fixture('procedura.odt'), MIME.odt);
    expect(outcome).toEqual({
      state: 'done',
      truncated: false,
      text: 'Procedura di perequazione\nPrimo passo: verificare i dati & le firme.\nPerché è utile',
    });
  });

  it('reads an ODS row by row, an XLSX by its strings and a PPTX slide by slide in order', async () => {
    expect(await extract(fixture('preventivo.ods'), MIME.ods)).toEqual({
      state: 'done',
      truncated: false,
      text: 'Voce Importo\nPerequazione 1200',
    });
    expect(await extract(fixture('budget.xlsx'), MIME.xlsx)).toEqual({
      state: 'done',
      truncated: false,
      text: 'Perequazione\nCosto del personale\nNota in linea & altro',
    });
    expect(await extract(fixture('presentazione.pptx'), MIME.pptx)).toEqual({
      state: 'done',
      truncated: false,
      pageCount: 3,
      text: 'Piano annuale\nLa perequazione in tre passi\n\nSecondo passo\n\nConclusioni',
    });
  });

  it('reads a Windows-1252 CSV (accents, euro sign, CRLF) as the office wrote it', async () => {
    const bytes = fixture('importi-cp1252.csv');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const outcome = await extract(bytes, MIME.csv);
    expect(outcome).toEqual({
      state: 'done',
      truncated: false,
      text: 'Città;Qualità;Importo\nForlì;perequazione dell’anno;1.000 €\nCantù;però – saldo;12 €',
    });
  });

  it('reads UTF-8 text and Markdown, dropping the BOM, NULs and control bytes and collapsing spaces', async () => {
    const text = '\uFEFF# Titolo\r\n\r\n\r\n\r\nPerché   il\tcaffè\u0000 è\u00A0buono\u0007.\rFine\u2028riga';
    expect(await extract(text, MIME.markdown)).toEqual({
      state: 'done',
      truncated: false,
      text: '# Titolo\n\nPerché il caffè è buono .\nFine\nriga',
    });
  });

  it('keeps a UTF-8 file with a stray Latin-1 byte as UTF-8, not as mojibake', async () => {
    const bytes = Buffer.concat([Buffer.from('Perché è così: '), Buffer.from([0xe0]), Buffer.from(' però sì')]);
    expect(await extract(bytes, MIME.text)).toEqual({
      state: 'done',
      truncated: false,
      text: 'Perché è così: \uFFFD però sì',
    });
  });

  it('replaces lone surrogates, which are not UTF-8 and PostgreSQL would refuse', () => {
    expect(cleanText('a\uD800b \uDC00c 😀')).toBe('a\uFFFDb \uFFFDc 😀');
  });

  it('cuts long text at maxChars and says so, without splitting an emoji', async () => {
    const outcome = await extract(`${'a'.repeat(9)}😀 coda`, MIME.text, { maxChars: 10 });
    expect(outcome).toEqual({ state: 'done', truncated: true, text: 'a'.repeat(9) });
    const pdf = await extract(fixture('verbale.pdf'), MIME.pdf, { maxChars: 20 });
    expect(pdf).toMatchObject({ state: 'done', truncated: true, text: 'Verbale del consigli' });
  });

  it('reads a text file far past maxChars only as far as it needs', async () => {
    const outcome = await extract('perequazione '.repeat(200_000), MIME.text, { maxChars: 1000 });
    expect(outcome).toMatchObject({ state: 'done', truncated: true });
    expect(outcome.state === 'done' && outcome.text.length).toBe(1000);
  });

  it('answers unsupported for types it does not read, without reading them', async () => {
    expect(await extractText(files.storage, 'f'.repeat(64), 'image/png')).toEqual({ state: 'unsupported' });
  });

  it('fails, without throwing, for a blob the storage does not have', async () => {
    expect(await extractText(files.storage, 'e'.repeat(64), MIME.pdf)).toEqual({
      state: 'failed',
      reason: 'blob not found in storage',
    });
  });
});
