import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD, DEMO_USERS } from '@portale/shared';
import { buildApp, loggerOptions } from './app';
import { removeControlFile, writeControlFile } from './platform/backup/control';
import { loadConfig } from './platform/config';
import { openMigratedDatabase } from './platform/db/startup';
import { logSafeError } from './platform/http/log-safe-error';
import { createStorage, describeStorage } from './platform/storage/create';
import { convertLegacyFiles } from './platform/storage/jobs';
import { seed } from './seed/seed';

async function main() {
  const config = loadConfig();
  const { database, applied } = await openMigratedDatabase(config);
  // One storage for the demo seed's documents and the app, so the seeded bytes are where the app reads them.
  const storage = createStorage(config);
  const seeded = await seed(database.db, {
    demo: config.demoMode,
    sessionIdleMinutes: config.sessionIdleMinutes,
    sessionAbsoluteHours: config.sessionAbsoluteHours,
    firstAdmin: config.firstAdmin,
    storage,
  });
  const app = await buildApp({
    database,
    config,
    storage,
    logger: loggerOptions(config.logLevel, config.logPretty),
  });
  const converted = await convertLegacyFiles(database.db, app.storage, config.filesDir);
  if (converted > 0) app.log.info({ converted }, 'file caricati spostati nello storage per contenuto');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'arresto in corso: attendo le richieste in corso');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      if (app.backupControlToken) removeControlFile(config.dataDir);
      await app.close(); // stops accepting, drains in-flight requests
      await database.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'arresto non pulito');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // `npm run backup` reaches a running embedded server through this file (platform/backup/control.ts).
  if (app.backupControlToken) {
    writeControlFile(config.dataDir, (app.server.address() as AddressInfo).port, app.backupControlToken);
  }
  app.scheduler.start();
  const where = database.kind === 'embedded' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = [
    '',
    `  Portale è in esecuzione su http://localhost:${config.port}`,
    `  Database: ${where}${applied.length ? ` — migrazioni applicate: ${applied.join(', ')}` : ''}`,
    `  File caricati: ${describeStorage(config)}`,
  ];
  if (config.demoMode) {
    lines.push(
      `  Modalità demo${seeded.demoSeeded ? ' (dati demo appena creati)' : ''}. Accessi demo, password ${DEMO_PASSWORD}:`,
    );
    for (const u of DEMO_USERS) lines.push(`    ${u.role.padEnd(9)} ${u.username.padEnd(11)} ${u.email}`);
  }
  if (seeded.adminCreated) lines.push('  Creato il primo amministratore da ADMIN_EMAIL/ADMIN_PASSWORD.');
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error) => {
  const safe = logSafeError(error);
  console.error(safe instanceof Error ? safe.message : safe);
  process.exit(1);
});
