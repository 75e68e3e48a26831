import { createReadStream } from 'node:fs';
import { link, mkdir, opendir, rm, stat, utimes } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { spoolToTempFile } from './hashing';
import {
  type BlobInfo,
  type ByteRange,
  blobPath,
  checkedKey,
  type FileStorage,
  isBlobKey,
  type StoredBlob,
} from './storage';

const TEMP_DIR = '.tmp';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Blobs as files under `root` (default `DATA_DIR/files`), at `ab/cd/<sha256>`; uploads in progress under `.tmp/`. */
export class LocalDiskStorage implements FileStorage {
  readonly driver = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** Only ever a path built from a checked hash: no key can name anything outside the root. */
  private pathOf(key: string): string {
    return join(this.root, blobPath(checkedKey(key)));
  }

  async put(source: Readable): Promise<StoredBlob> {
    const temp = await spoolToTempFile(source, join(this.root, TEMP_DIR));
    const target = this.pathOf(temp.key);
    try {
      await mkdir(dirname(target), { recursive: true });
      // link() fails when the target exists, unlike rename(): the first complete copy wins and is never rewritten
      // under a reader, and a concurrent put of the same bytes simply finds it there.
      await link(temp.path, target).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error;
        // Fresh again: the orphan sweep leaves young blobs alone while their new row is being recorded.
        const now = new Date();
        await utimes(target, now, now);
      });
    } finally {
      await rm(temp.path, { force: true });
    }
    return { key: temp.key, size: temp.size };
  }

  async open(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.pathOf(key);
    if (!(await this.stat(key))) return null;
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<BlobInfo | null> {
    try {
      const info = await stat(this.pathOf(key));
      return { key, size: info.size, modifiedAt: info.mtime };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.stat(key)) !== null;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(): AsyncIterable<BlobInfo> {
    for (const first of await subdirs(this.root)) {
      for (const second of await subdirs(join(this.root, first))) {
        const dir = await opendir(join(this.root, first, second)).catch((error) => {
          if (isMissing(error)) return null;
          throw error;
        });
        if (!dir) continue;
        for await (const entry of dir) {
          if (!entry.isFile() || !isBlobKey(entry.name)) continue;
          const info = await this.stat(entry.name);
          if (info) yield info;
        }
      }
    }
  }
}

/** The two-hex-digit fan-out directories under `dir`. */
async function subdirs(dir: string): Promise<string[]> {
  try {
    const names: string[] = [];
    for await (const entry of await opendir(dir))
      if (entry.isDirectory() && /^[0-9a-f]{2}$/.test(entry.name)) names.push(entry.name);
    return names.sort();
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}
