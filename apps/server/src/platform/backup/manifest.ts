import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_VERSION } from '@portale/shared';
import type { DatabaseKind } from '@/platform/db/database';

/** What `manifest.json` at the root of every backup archive says about it. */
export interface BackupManifest {
  format: 1;
  app: 'portale';
  app_version: string;
  created_at: string;
  /** `embedded`: a copy of the PGlite data directory; `server`: a pg_dump archive in custom format. */
  database: DatabaseKind;
  /** Migrations applied to the database when it was copied, in order. */
  migrations: string[];
  /** Uploaded files included (their bytes under `files/`). */
  files: number;
}

/** Where each part lives inside the archive. */
export const ARCHIVE = {
  manifest: 'manifest.json',
  embeddedDir: 'database/pgdata',
  serverDump: 'database/portale.dump',
  filesDir: 'files',
} as const;

export class BackupError extends Error {}

export function newManifest(database: DatabaseKind, migrations: string[], files: number): BackupManifest {
  return {
    format: 1,
    app: 'portale',
    app_version: APP_VERSION,
    created_at: new Date().toISOString(),
    database,
    migrations,
    files,
  };
}

/** Reads and checks the manifest of an extracted archive against the database and code it is restored into. */
export function readManifest(dir: string, target: DatabaseKind, migrationsDir: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(join(dir, ARCHIVE.manifest), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError('Il file non è un backup di Portale: manca manifest.json o non è leggibile.');
  }
  if (manifest.app !== 'portale' || manifest.format !== 1 || !Array.isArray(manifest.migrations)) {
    throw new BackupError('Il file non è un backup di Portale in un formato noto.');
  }
  if (manifest.database !== target) {
    const name = (kind: DatabaseKind) => (kind === 'embedded' ? 'integrato (PGlite)' : 'PostgreSQL');
    throw new BackupError(
      `Il backup viene da un database ${name(manifest.database)} e non si può ripristinare su un database ${name(target)}.`,
    );
  }
  const known = new Set(readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')));
  const unknown = manifest.migrations.filter((m) => !known.has(m));
  if (unknown.length) {
    throw new BackupError(
      `Il backup viene da una versione più recente di Portale (${manifest.app_version}, migrazione ${unknown[0]}): aggiorna Portale prima di ripristinarlo.`,
    );
  }
  return manifest;
}
