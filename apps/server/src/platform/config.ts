import { join, resolve } from 'node:path';

/** Everything the server reads from its environment, read once at start-up. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded PGlite data directory, used when `databaseUrl` is null. */
  dataDir: string;
  /** Uploaded files (local disk storage), `DATA_DIR/files` by default. */
  filesDir: string;
  /** `s3://bucket?endpoint=…` to keep uploaded files in an S3-compatible bucket instead (docs/storage.md). */
  storageUrl: string | null;
  s3Credentials: { accessKeyId: string | null; secretAccessKey: string | null };
  /** Largest upload a module accepts unless it sets a smaller limit (avatars, logos: 2 MB). */
  maxUploadBytes: number;
  databaseUrl: string | null;
  databasePoolMax: number;
  /** Demo mode seeds Demo S.r.l. on an empty database and shows the demo logins on the login page. */
  demoMode: boolean;
  trustProxy: boolean;
  logLevel: string;
  /** Human-readable logs through pino-pretty (`npm run dev` sets LOG_PRETTY); JSON lines otherwise. */
  logPretty: boolean;
  /** Bearer token for GET /metrics; without it only loopback and private-network clients may scrape. */
  metricsToken: string | null;
  /** Directory of the built SPA; null when it is not served (tests, API-only deployments). */
  webDistDir: string | null;
  /** Seed defaults for the session timeouts; admins change them later in the tenant settings. */
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  firstAdmin: { email: string; password: string } | null;
  /** Public address used in e-mailed links; without it links use the address of the admin's request. */
  publicUrl: string | null;
  notificationRetentionDays: number;
  /** Self-registrations accepted per IP address per hour (docs/security.md, "Registration"). */
  registrationLimitPerHour: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** LLM provider for the self-healing analysis (spec §7, analyze): 'anthropic' or 'openai' (any OpenAI-compatible endpoint). */
  ai: { provider: string | null; model: string | null; baseUrl: string | null; apiKey: string | null };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} deve essere un numero intero positivo`);
  return parsed;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    filesDir: resolve(env.FILES_DIR ?? join(env.DATA_DIR ?? './data', 'files')),
    storageUrl: env.STORAGE_URL?.trim() || null,
    s3Credentials: {
      accessKeyId: env.S3_ACCESS_KEY_ID?.trim() || null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY?.trim() || null,
    },
    maxUploadBytes: intFrom(env.MAX_UPLOAD_MB, 50, 'MAX_UPLOAD_MB') * 1_048_576,
    databaseUrl,
    databasePoolMax: intFrom(env.DATABASE_POOL_MAX, 10, 'DATABASE_POOL_MAX'),
    // The embedded database is the zero-set-up demo; a real server is a real deployment.
    demoMode: boolFrom(env.DEMO_MODE, databaseUrl === null),
    trustProxy: boolFrom(env.TRUST_PROXY, false),
    logLevel: env.LOG_LEVEL ?? 'info',
    logPretty: boolFrom(env.LOG_PRETTY, false),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    webDistDir: env.WEB_DIST_DIR === '' ? null : resolve(env.WEB_DIST_DIR ?? 'apps/web/dist'),
    sessionIdleMinutes: intFrom(env.SESSION_IDLE_MINUTES, 30, 'SESSION_IDLE_MINUTES'),
    sessionAbsoluteHours: intFrom(env.SESSION_ABSOLUTE_HOURS, 12, 'SESSION_ABSOLUTE_HOURS'),
    firstAdmin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : null,
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || null,
    notificationRetentionDays: intFrom(env.NOTIFICATION_RETENTION_DAYS, 90, 'NOTIFICATION_RETENTION_DAYS'),
    registrationLimitPerHour: intFrom(env.REGISTRATION_LIMIT_PER_HOUR, 5, 'REGISTRATION_LIMIT_PER_HOUR'),
    smtpUrl: env.SMTP_URL?.trim() || null,
    mailFrom: env.MAIL_FROM ?? 'Portale <noreply@localhost>',
    ai: {
      provider: env.AI_PROVIDER?.trim() || null,
      model: env.AI_MODEL?.trim() || null,
      baseUrl: env.AI_BASE_URL?.trim() || null,
      apiKey: env.AI_API_KEY?.trim() || null,
    },
  };
}
