import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { users } from '@/platform/auth/tables';
import { createBackup, restoreBackup } from '@/platform/backup/backup';
import { CONTROL_FILE, CONTROL_ROUTE, removeControlFile, writeControlFile } from '@/platform/backup/control';
import type { BackupManifest } from '@/platform/backup/manifest';
import { loadConfig, type ServerConfig } from '@/platform/config';
import type { Database } from '@/platform/db/database';
import { openMigratedDatabase } from '@/platform/db/startup';
import { notifications } from '@/platform/notifications/tables';
import { LocalDiskStorage } from '@/platform/storage/local-disk';
import { blobPath } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { seed } from '@/seed/seed';
import { withDatabase } from './global-setup';
import { TINY_PNG } from './helpers';

// Backup and restore (docs/operations.md, "Backup and restore"): a round trip on an embedded database on disk,
// made while its server runs, and on a throwaway PostgreSQL database when TEST_DATABASE_URL is set.

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function tempRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'portale-backup-test-'));
  roots.push(root);
  return root;
}

const ADMIN = { email: 'it@azienda.it', password: 'una-password-lunga-e-sicura' };

/** The data the round trip must bring back: an administrator, a notification, an uploaded file's row and bytes. */
async function createData(database: Database, config: ServerConfig) {
  await seed(database.db, { demo: false, sessionIdleMinutes: 30, sessionAbsoluteHours: 12, firstAdmin: ADMIN });
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  await database.db.insert(notifications).values({ user_id: admin!.id, title: 'Prima del backup', type: 'info' });
  const bytes = Buffer.concat([TINY_PNG, randomBytes(64)]);
  const { key } = await new LocalDiskStorage(config.filesDir).put(Readable.from([bytes]));
  await database.db.insert(files).values({
    owner_user_id: admin!.id,
    purpose: 'avatar',
    original_name: 'foto.png',
    mime_type: 'image/png',
    size_bytes: bytes.length,
    storage_key: key,
  });
  return { key, bytes };
}

async function expectData(database: Database, config: ServerConfig, file: { key: string; bytes: Buffer }) {
  const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN.email));
  expect(admin).toBeTruthy();
  const titles = await database.db.select({ title: notifications.title }).from(notifications);
  expect(titles.map((n) => n.title)).toContain('Prima del backup');
  const [row] = await database.db.select().from(files).where(eq(files.storage_key, file.key));
  expect(row?.original_name).toBe('foto.png');
  expect(readFileSync(join(config.filesDir, blobPath(file.key))).equals(file.bytes)).toBe(true);
}

async function manifestOf(path: string): Promise<BackupManifest> {
  const dir = tempRoot();
  await tar.x({ file: path, cwd: dir, onwarn: () => undefined });
  return JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
}

describe('embedded database', { timeout: 240_000 }, () => {
  const root = tempRoot();
  const config: ServerConfig = {
    ...loadConfig({ DATA_DIR: join(root, 'data') }),
    webDistDir: null,
  };
  const archive = join(root, 'backups', 'primo.tar.gz');
  let file: { key: string; bytes: Buffer };

  it('copies the database through the running server, and refuses to restore while it runs', async () => {
    const { database } = await openMigratedDatabase(config);
    const app = await buildApp({ database, config });
    try {
      file = await createData(database, config);
      await app.listen({ port: 0, host: '127.0.0.1' });
      writeControlFile(config.dataDir, (app.server.address() as AddressInfo).port, app.backupControlToken!);
      expect(statSync(join(config.dataDir, CONTROL_FILE)).mode & 0o777).toBe(0o600);

      // The control route answers only with the token.
      const port = (app.server.address() as AddressInfo).port;
      const guessed = await fetch(`http://127.0.0.1:${port}${CONTROL_ROUTE}`, {
        headers: { 'x-portale-control-token': 'indovinato' },
      });
      expect(guessed.status).toBe(404);

      const result = await createBackup(config, archive);
      expect(result.viaServer).toBe(true);
      expect(statSync(archive).mode & 0o777).toBe(0o600);
      expect(result.manifest).toMatchObject({ database: 'embedded', files: 1, app: 'portale' });
      expect(result.manifest.migrations).toContain('0000_init.sql');
      expect(await manifestOf(archive)).toEqual(result.manifest);
      // The server keeps working after the copy.
      expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await expect(restoreBackup(config, archive, { force: true })).rejects.toThrow(/in esecuzione/);
    } finally {
      removeControlFile(config.dataDir);
      await app.close();
      await database.close();
    }
  });

  it('restores into an emptied data directory, and refuses to overwrite it without --force', async () => {
    rmSync(config.dataDir, { recursive: true, force: true });
    const manifest = await restoreBackup(config, archive, { force: false });
    expect(manifest.files).toBe(1);
    const { database, applied } = await openMigratedDatabase(config);
    try {
      expect(applied).toEqual([]);
      await expectData(database, config, file);
    } finally {
      await database.close();
    }
    await expect(restoreBackup(config, archive, { force: false })).rejects.toThrow(/--force/);
  });

  it('copies it by itself when no server runs, and --force replaces what is there', async () => {
    const second = join(root, 'secondo.tar.gz');
    // A control file left by a killed server points nowhere: the script opens the directory itself.
    writeFileSync(join(config.dataDir, CONTROL_FILE), JSON.stringify({ port: 1, token: 'x', pid: 1 }));
    const result = await createBackup(config, second);
    expect(result.viaServer).toBe(false);
    removeControlFile(config.dataDir);

    const { database } = await openMigratedDatabase(config);
    try {
      await database.db.delete(notifications);
    } finally {
      await database.close();
    }
    rmSync(join(config.filesDir, blobPath(file.key)));
    await restoreBackup(config, second, { force: true });
    const reopened = await openMigratedDatabase(config);
    try {
      await expectData(reopened.database, config, file);
    } finally {
      await reopened.database.close();
    }
  });

  it('says in Italian what is wrong with a file that is not a backup', async () => {
    const bogus = join(root, 'non-un-backup.tar.gz');
    writeFileSync(bogus, 'non sono un archivio');
    await expect(restoreBackup(config, bogus, { force: true })).rejects.toThrow(/non è un archivio tar\.gz/);
    await expect(restoreBackup(config, join(root, 'manca.tar.gz'), { force: true })).rejects.toThrow(/non trovato/);
    const serverKind = join(root, 'altro.tar.gz');
    const dir = tempRoot();
    writeFileSync(
      join(dir, 'manifest.json'),
      JSON.stringify({ app: 'portale', format: 1, database: 'server', migrations: [] }),
    );
    await tar.c({ gzip: true, file: serverKind, cwd: dir }, ['manifest.json']);
    await expect(restoreBackup(config, serverKind, { force: true })).rejects.toThrow(/PostgreSQL/);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('PostgreSQL', { timeout: 240_000 }, () => {
  const name = `portale_backup_${randomBytes(4).toString('hex')}`;
  const root = tempRoot();

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  afterAll(() => admin(`drop database if exists ${name} with (force)`));

  it('dumps, restores into an emptied database, and refuses a non-empty one without --force', async () => {
    await admin(`create database ${name}`);
    const config: ServerConfig = {
      ...loadConfig({ DATABASE_URL: withDatabase(url!, name), DATA_DIR: join(root, 'data') }),
      webDistDir: null,
    };
    const archive = join(root, 'pg.tar.gz');
    let file: { key: string; bytes: Buffer };
    {
      const { database } = await openMigratedDatabase(config);
      try {
        file = await createData(database, config);
      } finally {
        await database.close();
      }
    }
    const result = await createBackup(config, archive);
    expect(result.manifest).toMatchObject({ database: 'server', files: 1 });
    expect(result.manifest.migrations).toContain('0000_init.sql');

    await expect(restoreBackup(config, archive, { force: false })).rejects.toThrow(/contiene già dati/);
    // Wipe: a new empty database and no files.
    await admin(`drop database ${name} with (force)`);
    await admin(`create database ${name}`);
    rmSync(config.filesDir, { recursive: true, force: true });
    await restoreBackup(config, archive, { force: false });
    const { database, applied } = await openMigratedDatabase(config);
    try {
      expect(applied).toEqual([]);
      await expectData(database, config, file);
      // The search extensions came back with the schema.
      const extensions = await database.query<{ extname: string }>('select extname from pg_extension');
      expect(extensions.map((e) => e.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    } finally {
      await database.close();
    }
    // --force over the restored database works too.
    await restoreBackup(config, archive, { force: true });
    expect(existsSync(join(config.filesDir, blobPath(file.key)))).toBe(true);
  });
});
