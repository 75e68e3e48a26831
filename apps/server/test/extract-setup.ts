import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
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
