import { cp, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerConfig } from '@/platform/config';

// The uploaded files a backup carries. Today they are the tree under FILES_DIR on local disk; the storage layer
// may change (an S3 driver), so the backup reaches them only through these functions.

async function countFiles(dir: string): Promise<number> {
  let count = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    if (entry.isDirectory()) count += await countFiles(join(dir, entry.name));
    else if (entry.isFile()) count += 1;
  }
  return count;
}

/** Copies every uploaded file into `targetDir` (keys kept as paths); resolves to how many. */
export async function copyUploadedFiles(config: ServerConfig, targetDir: string): Promise<number> {
  await mkdir(targetDir, { recursive: true });
  const exists = await stat(config.filesDir).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!exists) return 0;
  await cp(config.filesDir, targetDir, { recursive: true, filter: (source) => !source.endsWith('.tmp') });
  return countFiles(targetDir);
}

/** Whether any uploaded file is stored now (a restore over them needs --force). */
export async function hasUploadedFiles(config: ServerConfig): Promise<boolean> {
  return (await countFiles(config.filesDir)) > 0;
}

/** Replaces the uploaded files with those under `sourceDir`; resolves to how many. */
export async function restoreUploadedFiles(config: ServerConfig, sourceDir: string): Promise<number> {
  await mkdir(config.filesDir, { recursive: true });
  for (const entry of await readdir(config.filesDir)) await rm(join(config.filesDir, entry), { recursive: true });
  const count = await countFiles(sourceDir);
  if (count) await cp(sourceDir, config.filesDir, { recursive: true });
  return count;
}
