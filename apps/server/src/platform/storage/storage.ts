import type { Readable } from 'node:stream';

/** A stored blob: its key is the SHA-256 of its bytes (64 hex digits), so identical files are stored once. */
export interface StoredBlob {
  key: string;
  size: number;
}

export interface BlobInfo {
  key: string;
  size: number;
  modifiedAt: Date;
}

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live (docs/storage.md). Content-addressed and streaming: no method holds a whole file in
 * memory. `LocalDiskStorage` (default, under `DATA_DIR/files`) and `S3Storage` (`STORAGE_URL=s3://…`) implement it.
 */
export interface FileStorage {
  /** 'local' or 's3', for logs and the backup. */
  readonly driver: 'local' | 's3';
  /**
   * Stores a stream, hashing it on the way to a temporary file, then moves it under its hash. Bytes already stored
   * are not written twice; concurrent puts of the same bytes are safe. When the source fails (a size limit, a
   * client gone), nothing is left behind and the source's error is thrown.
   */
  put(source: Readable): Promise<StoredBlob>;
  /** The bytes of a blob (or of a range of it), streamed; null when there is no such blob. */
  open(key: string, range?: ByteRange): Promise<Readable | null>;
  stat(key: string): Promise<BlobInfo | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a blob; a missing one is fine. Use `releaseBlobs` (files.ts), which checks no file row still needs it. */
  delete(key: string): Promise<void>;
  /**
   * Every stored blob, one by one (the backup copies them with `open`; the orphan sweep deletes unreferenced ones).
   * Temporary files of uploads in progress are not listed.
   */
  list(): AsyncIterable<BlobInfo>;
  /** Releases connections (the S3 client's); called when the app closes. */
  close?(): void;
}

const SHA256_KEY = /^[0-9a-f]{64}$/;

/** Whether a key is a content address (our keys are lower-case SHA-256 hex; anything else is not ours). */
export const isBlobKey = (key: string): boolean => SHA256_KEY.test(key);

/** `ab/cd/abcd…`: two levels of fan-out keep directories (and S3 listings) small. */
export const blobPath = (key: string): string => `${key.slice(0, 2)}/${key.slice(2, 4)}/${key}`;

export class InvalidBlobKeyError extends Error {
  constructor() {
    super('Chiave di storage non valida');
  }
}

export function checkedKey(key: string): string {
  if (!isBlobKey(key)) throw new InvalidBlobKeyError();
  return key;
}
