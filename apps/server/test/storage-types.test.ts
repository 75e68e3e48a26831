import { describe, expect, it } from 'vitest';
import { parseStorageUrl } from '@/platform/storage/create';
import { asciiFallback, contentDisposition, sanitizeFileName } from '@/platform/storage/file-names';
import { detectType, judgeType } from '@/platform/storage/file-types';
import { TINY_PNG } from './helpers';
import { EXE, PDF } from './storage-setup';

/** The start of a zip whose first entry has this name (and, for ODF, this uncompressed content). */
function zipStart(firstEntry: string, content = ''): Buffer {
  const header = Buffer.alloc(30);
  header.write('PK\x03\x04', 0, 'latin1');
  header.writeUInt16LE(firstEntry.length, 26);
  return Buffer.concat([header, Buffer.from(firstEntry + content, 'latin1'), Buffer.alloc(64)]);
}

describe('detectType', () => {
  it('tells office documents apart inside their zip', () => {
    expect(detectType(zipStart('mimetype', 'application/vnd.oasis.opendocument.text'))?.mime).toBe(
      'application/vnd.oasis.opendocument.text',
    );
    expect(detectType(zipStart('[Content_Types].xml', 'word/document.xml'))?.extensions).toContain('docx');
    expect(detectType(zipStart('[Content_Types].xml', 'xl/workbook.xml'))?.extensions).toContain('xlsx');
    expect(detectType(zipStart('[Content_Types].xml'), 'Offerta.pptx')?.extensions).toContain('pptx');
    expect(detectType(zipStart('foto/01.jpg'))?.mime).toBe('application/zip');
  });

  it('recognises text as valid UTF-8 without binary controls, and markup within it', () => {
    expect(detectType(Buffer.from('Perché sì\r\n'), 'nota.txt')?.mime).toBe('text/plain');
    expect(detectType(Buffer.from('# Titolo'), 'leggimi.md')?.mime).toBe('text/markdown');
    expect(detectType(Buffer.from('a\u0000b'))).toBeNull();
    expect(detectType(Buffer.from([0x63, 0x69, 0xe0, 0x6f]))).toBeNull(); // "ciào" in Latin-1: not UTF-8
    // Windows-1252 text (accents, euro sign) is text when its name says so, as Italian offices' CSVs are.
    const cp1252 = Buffer.from('Città;Importo\r\nForlì;12 \x80\r\n', 'latin1');
    expect(detectType(cp1252, 'importi.csv')?.mime).toBe('text/csv');
    expect(detectType(cp1252, 'nota.txt')?.mime).toBe('text/plain');
    expect(detectType(cp1252, 'importi.bin')).toBeNull();
    expect(detectType(Buffer.concat([cp1252, Buffer.from([0x81])]), 'importi.csv')).toBeNull(); // undefined in 1252
    expect(detectType(Buffer.concat([cp1252, Buffer.from([0x01])]), 'importi.csv')).toBeNull();
    expect(detectType(Buffer.from('\uFEFF <?xml version="1.0"?><svg/>'))?.mime).toBe('image/svg+xml');
    expect(detectType(Buffer.from('<!DOCTYPE html><p>'))?.mime).toBe('text/html');
    // A multi-byte character cut at the end of the sample is still text.
    expect(detectType(Buffer.from('è').subarray(0, 1))?.mime).toBe('text/plain');
  });

  it('refuses executables of every platform', () => {
    for (const head of [
      EXE,
      Buffer.from('\x7fELF\x02\x01', 'latin1'),
      Buffer.from('#!/bin/sh\nrm -rf /'),
      Buffer.from([0xcf, 0xfa, 0xed, 0xfe, 0, 0]),
    ]) {
      expect(judgeType(head, 'innocuo.txt', ['text', 'image', 'pdf', 'office', 'archive'])).toEqual({
        ok: false,
        reason: 'executable',
      });
    }
  });

  it('accepts a JPEG named .png and a .csv that is plain text, not a PDF named .docx', () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    expect(judgeType(jpeg, 'foto.png', ['image'])).toMatchObject({ ok: true, type: { mime: 'image/jpeg' } });
    expect(judgeType(TINY_PNG, 'foto', ['image'])).toMatchObject({ ok: true });
    expect(judgeType(PDF, 'Offerta.docx', ['pdf', 'office'])).toEqual({ ok: false, reason: 'mismatch' });
  });
});

describe('file names', () => {
  it('keeps accents and drops paths', () => {
    expect(sanitizeFileName('cartella/Città – più.pdf')).toBe('Città – più.pdf');
    expect(sanitizeFileName('e\u0301.txt')).toBe('é.txt');
    expect(sanitizeFileName('.bashrc')).toBe('bashrc');
  });

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(asciiFallback('Perché "sì" – 100%.pdf')).toBe('Perche _si_ - 100_.pdf');
    expect(contentDisposition('attachment', "l'offerta (2).pdf")).toBe(
      `attachment; filename="l'offerta (2).pdf"; filename*=UTF-8''l%27offerta%20%282%29.pdf`,
    );
  });
});

describe('STORAGE_URL', () => {
  const none = { accessKeyId: null, secretAccessKey: null };
  it('reads bucket, prefix, endpoint and region', () => {
    expect(
      parseStorageUrl('s3://portale/allegati?endpoint=http://127.0.0.1:9000&region=eu-south-1', none),
    ).toMatchObject({
      bucket: 'portale',
      prefix: 'allegati/',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-south-1',
      forcePathStyle: true,
    });
    expect(parseStorageUrl('s3://portale', none)).toMatchObject({ prefix: '', endpoint: null, forcePathStyle: false });
  });

  it('refuses credentials in the URL without repeating them', () => {
    expect(() => parseStorageUrl('s3://AKIA:segreto@portale', none)).toThrow(/S3_ACCESS_KEY_ID/);
    try {
      parseStorageUrl('s3://AKIA:segreto@portale', none);
    } catch (error) {
      expect((error as Error).message).not.toContain('segreto');
    }
    expect(() => parseStorageUrl('ftp://portale', none)).toThrow(/solo s3/);
  });
});
