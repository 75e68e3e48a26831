import { statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { APP_VERSION, type JobStatus, type SystemStatus } from '@portale/shared';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import type { Database, Db } from '@/platform/db/database';
import { currentMigration } from '@/platform/db/migrate';
import { AppError } from '@/platform/http/errors';
import type { Mailer } from '@/platform/mail/mailer';
import { getTenantConfig } from '@/platform/tenant/tenant-config';

const startedAt = new Date(Date.now() - process.uptime() * 1000);

/** The file system holding `path`; a directory not created yet is measured on the nearest existing parent. */
async function diskOf(path: string): Promise<SystemStatus['disk']> {
  for (let dir = path; ; dir = dirname(dir)) {
    try {
      const stats = await statfs(dir);
      return { path, total_bytes: stats.blocks * stats.bsize, free_bytes: stats.bavail * stats.bsize };
    } catch {
      if (dirname(dir) === dir) return null;
    }
  }
}

export async function systemStatus(
  database: Database,
  _actor: Actor,
  context: { dataDir: string; jobs: JobStatus[]; poolMax: number },
): Promise<SystemStatus> {
  const memory = process.memoryUsage();
  const [size] = await database.query<{ bytes: string }>('select pg_database_size(current_database())::text as bytes');
  return {
    version: APP_VERSION,
    node_version: process.version,
    uptime_seconds: Math.round(process.uptime()),
    started_at: startedAt.toISOString(),
    memory: {
      rss_bytes: memory.rss,
      heap_used_bytes: memory.heapUsed,
      system_total_bytes: totalmem(),
      system_free_bytes: freemem(),
    },
    cpu: { cores: cpus().length, load_average: loadavg().map((l) => Math.round(l * 100) / 100) },
    database: {
      kind: database.kind,
      size_bytes: size ? Number(size.bytes) : null,
      migration: await currentMigration(database),
      pool: database.pool ? { ...database.pool, max: context.poolMax } : null,
    },
    disk: await diskOf(context.dataDir),
    jobs: context.jobs,
  };
}

/** Sends a test message through the configured SMTP server; the admin sees the server's error if it fails. */
export async function sendTestEmail(db: Db, mailer: Mailer, actor: Actor, to: string): Promise<string> {
  if (!mailer.enabled)
    throw new AppError(409, 'CONFLICT', 'SMTP non configurato: imposta la variabile SMTP_URL e riavvia il server');
  const company = (await getTenantConfig(db)).company.name;
  try {
    await mailer.send({
      to,
      subject: `Prova di invio e-mail — ${company}`,
      text: `Questa è un'e-mail di prova inviata dal portale di ${company} da ${actor.name}.\nSe la stai leggendo, l'invio delle e-mail funziona.`,
    });
  } catch (error) {
    throw new AppError(
      502,
      'SERVICE_UNAVAILABLE',
      `Invio non riuscito: ${error instanceof Error ? error.message : 'errore sconosciuto'}`,
    );
  }
  // Sending a message changes no data: the event is recorded on its own.
  await audit(db, actor, { action: 'system.smtp_test', details: { to } });
  return to;
}
