import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { deflateSync } from 'node:zlib';
import { LocalDiskStorage } from '@/platform/storage/local-disk';

/** The documents scripts/fixtures/extract-fixtures.mjs writes. */
export const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/extract/${name}`, import.meta.url));

/** A local-disk storage in a temporary directory, as the server's default driver keeps files. */
export function tempStorage() {
  const root = mkdtempSync(join(tmpdir(), 'portale-extract-'));
  const storage = new LocalDiskStorage(root);
  return {
    storage,
    /** Stores the bytes and answers their storage key. */
    store: async (bytes: Buffer | string) => (await storage.put(Readable.from([Buffer.from(bytes)]))).key,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

export const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  csv: 'text/csv',
  text: 'text/plain',
  markdown: 'text/markdown',
} as const;

/**
 * A PDF whose one content stream inflates from well under 1 MB to `megabytes` of text operators: pdf.js builds a
 * string of it, which no sane memory cap holds.
 */
export function pdfBomb(megabytes: number): Buffer {
  const operators = Buffer.concat([
    Buffer.from('BT /F1 12 Tf 72 720 Td ('),
    Buffer.alloc(megabytes * 1024 * 1024, 'A'),
    Buffer.from(') Tj ET'),
  ]);
  const stream = deflateSync(operators, { level: 1 });
  const head =
    '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>\nendobj\n' +
    `4 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`;
  const tail = '\nendstream\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';
  return Buffer.concat([Buffer.from(head, 'latin1'), stream, Buffer.from(tail, 'latin1')]);
}
