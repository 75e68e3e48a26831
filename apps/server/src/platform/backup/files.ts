import { createReadStream, createWriteStream } from 'node:fs';
import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from '@/platform/storage/storage';
import { blobPath, isBlobKey } from '@/platform/storage/storage';
import { BackupError } from './manifest';

// The uploaded files a backup carries, read and written through the storage driver (docs/storage.md), so the
// same archive layout (`files/ab/cd/<sha256>`) serves the local disk and S3 alike.

/** Every regular file under `dir`, as paths relative to it. */
async function walk(dir: string, base = dir): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path, base)));
    else if (entry.isFile()) found.push(relative(base, path));
  }
  return found;
}

/** Copies every stored blob into `targetDir` under its content address; resolves to how many. */
export async function copyUploadedFiles(storage: FileStorage, targetDir: string): Promise<number> {
  await mkdir(targetDir, { recursive: true });
  let count = 0;
  for await (const blob of storage.list()) {
    const source = await storage.open(blob.key);
    if (!source) continue; // deleted since it was listed: no row points at it any more
    const target = join(targetDir, blobPath(blob.key));
    await mkdir(dirname(target), { recursive: true });
    await pipeline(source, createWriteStream(target));
    count += 1;
  }
  return count;
}

/** Whether any uploaded file is stored now (a restore over them needs --force). */
export async function hasUploadedFiles(storage: FileStorage, filesDir: string): Promise<boolean> {
  for await (const _blob of storage.list()) return true;
  // Files under names older than content addressing, not yet moved, count too on the local disk.
  return storage.driver === 'local' && (await walk(filesDir)).some((path) => !path.startsWith('.tmp'));
}

/**
 * Replaces the stored blobs with those under `sourceDir`; resolves to how many. Each blob is stored again through
 * the driver, which hashes it: a file whose bytes no longer match its name is a damaged archive.
 */
export async function restoreUploadedFiles(storage: FileStorage, filesDir: string, sourceDir: string): Promise<number> {
  const stale: string[] = [];
  for await (const blob of storage.list()) stale.push(blob.key);
  for (const key of stale) await storage.delete(key);
  let count = 0;
  for (const path of await walk(sourceDir)) {
    const name = path.split(/[\\/]/).pop() ?? '';
    if (isBlobKey(name)) {
      const stored = await storage.put(createReadStream(join(sourceDir, path)));
      if (stored.key !== name)
        throw new BackupError(`Il file ${path} nel backup è danneggiato: il contenuto non corrisponde.`);
      count += 1;
    } else if (storage.driver === 'local') {
      // A file from before content addressing: copied as it is; the start-up moves it under its hash.
      const target = join(filesDir, path);
      await rm(target, { force: true });
      await mkdir(dirname(target), { recursive: true });
      await cp(join(sourceDir, path), target);
      count += 1;
    }
  }
  return count;
}
