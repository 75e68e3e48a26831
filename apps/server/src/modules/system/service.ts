import { statfs } from 'node:fs/promises';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { APP_VERSION, type JobStatus, type SystemStatus } from '@portale/shared';
import type { Actor } from '../../platform/auth/actor';
import type { Database } from '../../platform/db/database';
import { currentMigration } from '../../platform/db/migrate';

const startedAt = new Date(Date.now() - process.uptime() * 1000);

async function diskOf(path: string): Promise<SystemStatus['disk']> {
  try {
    const stats = await statfs(path);
    return { path, total_bytes: stats.blocks * stats.bsize, free_bytes: stats.bavail * stats.bsize };
  } catch {
    return null;
  }
}

export async function systemStatus(
  database: Database,
  _actor: Actor,
  context: { dataDir: string; jobs: JobStatus[] },
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
      pool: database.pool,
    },
    disk: await diskOf(context.dataDir),
    jobs: context.jobs,
  };
}
