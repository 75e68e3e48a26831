import { cp, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import type { ServerConfig } from '@/platform/config';
import { createPglite } from '@/platform/db/database';
import { DataDirLockedError, lockDataDir } from '@/platform/db/lock';
import { fetchRunningDump } from './control';
import { BackupError } from './manifest';

/** What belongs to PGlite in DATA_DIR: the rest (uploaded files, lock, control file) is not the database's. */
const PG_ENTRY = /^(PG_VERSION|base|global|pg_[\w.]+|postgresql(\.auto)?\.conf|postmaster\.(opts|pid))$/;

const topLevel = (path: string) => path.replace(/^\/+/, '').split('/')[0] ?? '';

/** Takes the data directory itself: only when no server holds it. */
async function dumpByOpening(config: ServerConfig): Promise<Buffer> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `Il server è in esecuzione su ${config.dataDir} ma non risponde sul canale di controllo del backup: ` +
        'controlla che ascolti anche su 127.0.0.1, oppure arrestalo e riprova.',
    );
  }
  try {
    const entries = await readdir(config.dataDir);
    if (!entries.includes('PG_VERSION')) throw new BackupError(`Nessun database integrato in ${config.dataDir}.`);
    const client = await createPglite({ dataDir: config.dataDir });
    try {
      await client.query('checkpoint');
      return Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Copies the embedded database into `targetDir` (the PostgreSQL data directory files only), asking the running
 * server when there is one; then opens the copy to check it and read its migrations.
 */
export async function dumpEmbedded(
  config: ServerConfig,
  targetDir: string,
): Promise<{ migrations: string[]; viaServer: boolean }> {
  const running = await fetchRunningDump(config.dataDir);
  const tarball = running ?? (await dumpByOpening(config));
  await mkdir(targetDir, { recursive: true });
  await pipeline(
    Readable.from(tarball),
    tar.x({ cwd: targetDir, filter: (path) => PG_ENTRY.test(topLevel(path)), onwarn: () => undefined }),
  );
  const client = await createPglite({ dataDir: targetDir });
  try {
    const rows = await client.query<{ name: string }>('select name from schema_migrations order by name');
    return { migrations: rows.rows.map((r) => r.name), viaServer: running !== null };
  } finally {
    await client.close();
  }
}

/** Whether DATA_DIR already holds an embedded database. */
export async function hasEmbeddedDatabase(dataDir: string): Promise<boolean> {
  return (await readdir(dataDir).catch(() => [] as string[])).includes('PG_VERSION');
}

/**
 * Puts the copy under `sourceDir` in place of the embedded database, under the data directory's lock (so never
 * while a server runs on it); `prepare` runs under the same lock before anything is touched.
 */
export async function restoreEmbedded(
  config: ServerConfig,
  sourceDir: string,
  prepare: () => Promise<void>,
): Promise<void> {
  let unlock: () => void;
  try {
    unlock = lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `Il server è in esecuzione su ${config.dataDir}: arrestalo prima del ripristino (il database integrato ammette un solo processo).`,
    );
  }
  try {
    await prepare();
    for (const entry of await readdir(config.dataDir)) {
      if (PG_ENTRY.test(entry)) await rm(join(config.dataDir, entry), { recursive: true, force: true });
    }
    await cp(sourceDir, config.dataDir, { recursive: true });
    // Opening it replays what the copy's log holds and proves it is a working database.
    const client = await createPglite({ dataDir: config.dataDir });
    try {
      await client.query('select 1 from schema_migrations limit 1');
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}
