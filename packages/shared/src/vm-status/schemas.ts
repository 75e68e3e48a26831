import { z } from 'zod';
import { AuditActionFilter } from '../audit/actions';
import { isoDate } from '../dates';
import { PaginationQuery, paginated } from '../pagination';

export const AdminSession = z.object({
  id: z.uuid(),
  user: z.object({ id: z.uuid(), name: z.string(), username: z.string() }),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  is_current: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSession>;

export const AdminSessionQuery = PaginationQuery.extend({ search: z.string().trim().max(100).optional() });

export const FailedLogin = z.object({ ip: z.string(), account: z.string(), created_at: z.string() });
export type FailedLogin = z.infer<typeof FailedLogin>;

/** An IP or an account currently over the brute-force limit, and until when. */
export const Lockout = z.object({
  kind: z.enum(['ip', 'account']),
  key: z.string(),
  failures: z.number(),
  until: z.string(),
});

export type Lockout = z.infer<typeof Lockout>;

/** Failed logins of the last 24 hours, a page at a time; the current lockouts are always all listed. */
export const LoginActivityQuery = PaginationQuery;
export const LoginActivity = z.object({ failed: paginated(FailedLogin), lockouts: z.array(Lockout) });
export type LoginActivity = z.infer<typeof LoginActivity>;

export const AuditEntry = z.object({
  id: z.uuid(),
  actor_user_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** The object's name now, or (deleted since) the name its entry recorded; null when it has none. */
  target_name: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogQuery = PaginationQuery.extend({
  actor: z.string().trim().max(100).optional(),
  action: AuditActionFilter.optional(),
  from: isoDate('Data iniziale non valida').optional(),
  to: isoDate('Data finale non valida').optional(),
});
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const SecurityStatus = z.object({
  password_policy: z.object({
    min_length: z.number(),
    common_passwords_blocked: z.number(),
    hashing: z.string(),
  }),
  sessions: z.object({ idle_minutes: z.number(), absolute_hours: z.number(), active: z.number() }),
  login_limits: z.object({ per_ip_per_minute: z.number(), per_account_per_hour: z.number() }),
  registration_enabled: z.boolean(),
  headers: z.record(z.string(), z.string()),
});
export type SecurityStatus = z.infer<typeof SecurityStatus>;

export const JobStatus = z.object({
  name: z.string(),
  description: z.string(),
  interval_seconds: z.number(),
  last_run_at: z.string().nullable(),
  last_duration_ms: z.number().nullable(),
  last_error: z.string().nullable(),
  /** The instance (host:pid) that made the last run: with several instances, any of them. */
  last_run_by: z.string().nullable(),
  /** When this instance last skipped the job because the period's run was already taken. */
  last_skipped_at: z.string().nullable(),
  next_run_at: z.string().nullable(),
});
export type JobStatus = z.infer<typeof JobStatus>;

export const SystemStatus = z.object({
  version: z.string(),
  node_version: z.string(),
  uptime_seconds: z.number(),
  started_at: z.string(),
  memory: z.object({
    rss_bytes: z.number(),
    heap_used_bytes: z.number(),
    system_total_bytes: z.number(),
    system_free_bytes: z.number(),
  }),
  cpu: z.object({ cores: z.number(), load_average: z.array(z.number()) }),
  database: z.object({
    kind: z.enum(['embedded', 'server']),
    size_bytes: z.number().nullable(),
    migration: z.string().nullable(),
    /** Server PostgreSQL only: connections open, idle, requests waiting for one, and the configured maximum. */
    pool: z.object({ total: z.number(), idle: z.number(), waiting: z.number(), max: z.number() }).nullable(),
  }),
  disk: z.object({ path: z.string(), total_bytes: z.number(), free_bytes: z.number() }).nullable(),
  jobs: z.array(JobStatus),
});
export type SystemStatus = z.infer<typeof SystemStatus>;
