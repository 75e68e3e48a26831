// `npm run backup [-- <file or directory>]`: one archive with the database, the uploaded files and a manifest.
import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatNumber, plural } from '@portale/shared';
import { createBackup, defaultBackupName } from '@/platform/backup/backup';
import { loadConfig } from '@/platform/config';
import { logSafeError } from '@/platform/http/log-safe-error';

const size = (bytes: number) =>
  bytes < 1_048_576 ? `${formatNumber(Math.ceil(bytes / 1024))} kB` : `${formatNumber(bytes / 1_048_576, 1)} MB`;

function outputPath(arg: string | undefined): string {
  const target = resolve(arg ?? process.env.BACKUP_DIR ?? '.');
  const isDir = arg === undefined || arg.endsWith('/') || statSync(target, { throwIfNoEntry: false })?.isDirectory();
  return isDir ? join(target, defaultBackupName()) : target;
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log('Uso: npm run backup [-- <file.tar.gz o cartella>]  (predefinita: BACKUP_DIR o la cartella corrente)');
    return;
  }
  const config = loadConfig();
  const result = await createBackup(config, outputPath(args.find((a) => !a.startsWith('-'))));
  const source =
    result.manifest.database === 'server'
      ? 'PostgreSQL (pg_dump)'
      : `database integrato${result.viaServer ? ', copiato dal server in esecuzione' : ''}`;
  console.log(`Backup scritto in ${result.path} (${size(result.bytes)}).`);
  console.log(
    `  ${source}; ${plural(result.manifest.migrations.length, { one: '{n} migrazione', other: '{n} migrazioni' })}; ${plural(result.manifest.files, { one: '{n} file caricato', other: '{n} file caricati' })}; versione ${result.manifest.app_version}.`,
  );
}

main().catch((error) => {
  const safe = logSafeError(error);
  console.error(safe instanceof Error ? safe.message : safe);
  process.exit(1);
});
