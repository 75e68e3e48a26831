// `npm run restore -- <file.tar.gz> [--force]`: puts a backup back (server stopped when the database is embedded).
import { resolve } from 'node:path';
import { plural } from '@portale/shared';
import { restoreBackup } from '@/platform/backup/backup';
import { loadConfig } from '@/platform/config';
import { logSafeError } from '@/platform/http/log-safe-error';

async function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('-'));
  if (!file || args.includes('--help') || args.includes('-h')) {
    console.log('Uso: npm run restore -- <file.tar.gz> [--force]');
    console.log('  --force  sostituisce un database o dei file già presenti');
    process.exit(file ? 0 : 1);
  }
  const config = loadConfig();
  const manifest = await restoreBackup(config, resolve(file), { force: args.includes('--force') });
  console.log(
    `Ripristinato il backup del ${manifest.created_at} (versione ${manifest.app_version}, ${plural(manifest.migrations.length, { one: '{n} migrazione', other: '{n} migrazioni' })}, ${plural(manifest.files, { one: '{n} file', other: '{n} file' })}).`,
  );
  console.log('  Avvia il server: applicherà le migrazioni più recenti, se ce ne sono.');
}

main().catch((error) => {
  const safe = logSafeError(error);
  console.error(safe instanceof Error ? safe.message : safe);
  process.exit(1);
});
