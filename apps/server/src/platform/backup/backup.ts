import { chmod, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import * as tar from 'tar';
import type { ServerConfig } from '@/platform/config';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';
import { createStorage, describeStorage } from '@/platform/storage/create';
import type { FileStorage } from '@/platform/storage/storage';
import { dumpEmbedded, hasEmbeddedDatabase, restoreEmbedded } from './embedded';
import { copyUploadedFiles, hasUploadedFiles, restoreUploadedFiles } from './files';
import { ARCHIVE, BackupError, type BackupManifest, newManifest, readManifest } from './manifest';
import { pgDump, pgRestore, serverHasData, serverMigrations } from './postgres';

export interface BackupResult {
  path: string;
  bytes: number;
  manifest: BackupManifest;
  /** Embedded only: whether the running server made the copy. */
  viaServer: boolean;
}

/** `portale-backup-20261125-031500.tar.gz` (UTC), the default name of an archive. */
export function defaultBackupName(now = new Date()): string {
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return `portale-backup-${stamp}.tar.gz`;
}

/** The configured storage driver for the length of `fn`, closed afterwards (the S3 client's connections). */
async function withStorage<T>(config: ServerConfig, fn: (storage: FileStorage) => Promise<T>): Promise<T> {
  const storage = createStorage(config);
  try {
    return await fn(storage);
  } finally {
    storage.close?.();
  }
}

async function withStaging<T>(fn: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'portale-backup-'));
  try {
    return await fn(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Writes one archive holding the database (a consistent copy, even while the server runs), the uploaded files
 * and a manifest. Readable only by its owner: it holds personal data and password hashes.
 */
export async function createBackup(config: ServerConfig, path: string): Promise<BackupResult> {
  return withStaging(async (staging) => {
    let migrations: string[];
    let viaServer = false;
    if (config.databaseUrl) {
      await mkdir(join(staging, dirname(ARCHIVE.serverDump)), { recursive: true });
      migrations = await serverMigrations(config.databaseUrl);
      await pgDump(config.databaseUrl, join(staging, ARCHIVE.serverDump));
    } else {
      ({ migrations, viaServer } = await dumpEmbedded(config, join(staging, ARCHIVE.embeddedDir)));
    }
    // Files after the database: every file the copied rows point to was already there.
    const files = await withStorage(config, (storage) => copyUploadedFiles(storage, join(staging, ARCHIVE.filesDir)));
    const manifest = newManifest(config.databaseUrl ? 'server' : 'embedded', migrations, files);
    await writeFile(join(staging, ARCHIVE.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(dirname(path), { recursive: true });
    await tar.c({ gzip: true, file: path, cwd: staging, portable: true }, [
      ARCHIVE.manifest,
      dirname(ARCHIVE.serverDump),
      ARCHIVE.filesDir,
    ]);
    await chmod(path, 0o600);
    return { path, bytes: (await stat(path)).size, manifest, viaServer };
  });
}

/**
 * Restores an archive made by `createBackup` into the configured database and files. Refuses to replace a
 * database or files that exist unless `force`; the embedded database only while no server runs on it.
 */
export async function restoreBackup(
  config: ServerConfig,
  path: string,
  options: { force: boolean },
): Promise<BackupManifest> {
  const exists = await stat(path).then(
    (s) => s.isFile(),
    () => false,
  );
  if (!exists) throw new BackupError(`Archivio di backup non trovato: ${path}`);
  return withStaging(async (staging) => {
    try {
      await tar.x({ file: path, cwd: staging, onwarn: () => undefined });
    } catch {
      throw new BackupError(`${path} non è un archivio tar.gz leggibile.`);
    }
    const manifest = readManifest(staging, config.databaseUrl ? 'server' : 'embedded', MIGRATIONS_DIR);
    const refuseOverData = async (hasDatabase: boolean) => {
      if (options.force) return;
      if (hasDatabase) {
        throw new BackupError(
          'Il database di destinazione contiene già dati: usa --force per sostituirli con il backup.',
        );
      }
      if (await withStorage(config, (storage) => hasUploadedFiles(storage, config.filesDir))) {
        throw new BackupError(
          `Lo storage dei file (${describeStorage(config)}) contiene già dei file: usa --force per sostituirli con il backup.`,
        );
      }
    };
    if (config.databaseUrl) {
      await refuseOverData(await serverHasData(config.databaseUrl));
      await pgRestore(config.databaseUrl, join(staging, ARCHIVE.serverDump));
    } else {
      await restoreEmbedded(config, join(staging, ARCHIVE.embeddedDir), async () =>
        refuseOverData(await hasEmbeddedDatabase(config.dataDir)),
      );
    }
    await withStorage(config, (storage) =>
      restoreUploadedFiles(storage, config.filesDir, join(staging, ARCHIVE.filesDir)),
    );
    return manifest;
  });
}
