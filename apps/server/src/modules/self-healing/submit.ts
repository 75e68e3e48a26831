import { randomUUID, timingSafeEqual } from 'node:crypto';
import { type ApiErrorBody, type ErrorSubmission, SEVERITY_RANK, type SubmitErrorResult } from '@portale/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { rolePermissions } from '@/platform/access/tables';
import { users } from '@/platform/auth/tables';
import type { Database, Db } from '@/platform/db/database';
import { AppError } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { SharedWindowCounter } from '@/platform/rate-limit/shared-window';
import { getTenantConfig } from '@/platform/tenant/tenant-config';
import { HealthRefresher } from './health';
import { Ingestor, type Submitter } from './ingest';
import { SHARED_WINDOW_SECONDS, SUBMIT_RATE_LIMITS, sharedLimitOf, TokenBuckets } from './rate-limit';
import { recordRateLimited, type WrittenPattern } from './write';

export const AUTO_SUBMISSION_DISABLED = "L'invio automatico degli errori è disattivato";
/** Refused errors are added to the counters at most this often, not one write per refusal. */
const RATE_LIMITED_FLUSH_MS = 2_000;

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** How many errors a raw (unvalidated) body claims to carry, for the rate-limit counters. */
function errorsClaimed(body: unknown): number {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? Math.min(errors.length, 100) : 1;
}

/**
 * Error submission (spec §7 submit-error): who is submitting, flood protection, ingestion, health refresh and
 * regression notices. One per app instance.
 */
export class ErrorSubmissions {
  private readonly users = new TokenBuckets(SUBMIT_RATE_LIMITS.user);
  private readonly anonymous = new TokenBuckets(SUBMIT_RATE_LIMITS.anonymous);
  /** On PostgreSQL, the limit every instance shares; the embedded database has one process only. */
  private readonly shared: SharedWindowCounter | null;
  private readonly health: HealthRefresher;
  private readonly ingestor: Ingestor;
  private readonly db: Db;
  private refused = 0;
  private flushTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {
    this.db = database.db;
    this.shared = database.kind === 'server' ? new SharedWindowCounter(database, SHARED_WINDOW_SECONDS) : null;
    this.health = new HealthRefresher(this.db);
    this.ingestor = new Ingestor(database);
  }

  /**
   * A logged-in user is credited only with a matching CSRF token (the route is public, so nothing else
   * proves the request came from our page); anyone else counts as an anonymous visitor of that IP.
   */
  submitterOf(request: FastifyRequest): Submitter & { anonymous: boolean } {
    const actor = request.actor;
    const csrf = request.headers['x-csrf-token'];
    if (actor && typeof csrf === 'string' && sameToken(csrf, actor.csrfToken)) {
      // Per login session: a browser tab in an error loop is limited, the same user's other devices are not.
      return { key: `session:${actor.sessionId}`, userId: actor.userId, anonymous: false };
    }
    return { key: `ip:${request.ip}`, userId: null, anonymous: true };
  }

  /**
   * Refuses a submission over its client's rate limit (429, the error envelope), counting the refused errors.
   * Answered here rather than thrown: under a flood this runs thousands of times a second, and an error object
   * with its stack trace is the most expensive part of a refusal. This instance's buckets turn a flood away
   * without a database round trip; what they let through is then counted in the window all instances share.
   */
  async admit(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const submitter = this.submitterOf(request);
    let verdict = (submitter.anonymous ? this.anonymous : this.users).take(submitter.key);
    if (verdict.ok && this.shared) verdict = await this.sharedVerdict(submitter.key, submitter.anonymous);
    if (verdict.ok) return undefined;
    this.tallyRefused(errorsClaimed(request.body));
    const body: ApiErrorBody = {
      success: false,
      message: `Troppe segnalazioni di errore. Riprova tra ${verdict.retryAfterSeconds} secondi.`,
      code: 'RATE_LIMITED',
    };
    return reply.code(429).header('retry-after', String(verdict.retryAfterSeconds)).send(body);
  }

  private async sharedVerdict(key: string, anonymous: boolean) {
    const policy = anonymous ? SUBMIT_RATE_LIMITS.anonymous : SUBMIT_RATE_LIMITS.user;
    try {
      return await (this.shared as SharedWindowCounter).take(`self-healing:${key}`, sharedLimitOf(policy));
    } catch (error) {
      // The local limit still holds; an unreachable database fails the submission itself a moment later.
      this.log.warn({ err: error }, 'limite condiviso delle segnalazioni non verificato');
      return { ok: true } as const;
    }
  }

  async submit(request: FastifyRequest, submission: ErrorSubmission): Promise<SubmitErrorResult> {
    const submitter = this.submitterOf(request);
    const trackingId = randomUUID();
    if (submission.kind === 'batch') {
      // The admin setting (off by default) governs automatic sending; manual reports are always accepted.
      if (!(await getTenantConfig(this.db)).monitoring.auto_error_submission) {
        throw new AppError(403, 'FORBIDDEN', AUTO_SUBMISSION_DISABLED);
      }
      const outcome = await this.ingestor.ingestBatch(submission.payload, submitter, trackingId);
      await this.announceRegressions(outcome.patterns);
      // Critical errors refresh the health at once (at most every few seconds); others wait for the job.
      const healthUpdated = outcome.worstRank >= SEVERITY_RANK.critical ? await this.health.refresh() : false;
      return { tracking_id: trackingId, id: trackingId, health_updated: healthUpdated, ...counts(outcome) };
    }
    const outcome = await this.ingestor.ingestManual(submission, submitter, trackingId);
    await this.announceRegressions(outcome.patterns);
    const healthUpdated = await this.health.refresh({ force: true });
    return { tracking_id: trackingId, id: trackingId, health_updated: healthUpdated, ...counts(outcome) };
  }

  /** Writes the refused-error tally now (also on shutdown). */
  async flush(): Promise<void> {
    if (this.flushTimer) clearTimeout(this.flushTimer);
    this.flushTimer = null;
    const refused = this.refused;
    this.refused = 0;
    await recordRateLimited(this.database, refused).catch((error) =>
      this.log.warn({ err: error }, 'conteggio degli errori rifiutati non salvato'),
    );
  }

  private tallyRefused(errors: number): void {
    this.refused += errors;
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => void this.flush(), RATE_LIMITED_FLUSH_MS);
    this.flushTimer.unref();
  }

  /** A resolved pattern seen again has been reopened: tell everyone who watches system health. */
  private async announceRegressions(patterns: WrittenPattern[]): Promise<void> {
    const regressed = patterns.filter((p) => p.regressed);
    if (regressed.length === 0) return;
    try {
      const watchers = await this.db
        .select({ id: users.id })
        .from(users)
        .innerJoin(rolePermissions, eq(rolePermissions.role, users.role))
        .where(and(eq(rolePermissions.permission, 'view_system_health'), eq(users.status, 'active')));
      const ids = watchers.map((w) => w.id);
      for (const pattern of regressed) {
        await notify(this.db, ids, {
          title: 'Errore ricomparso',
          message: `«${pattern.title}» era stato risolto ed è ricomparso: lo schema di errore è stato riaperto.`,
          type: 'system',
          link: `/app/admin/self-healing/patterns?pattern=${pattern.id}`,
        });
      }
    } catch (error) {
      // The errors are recorded already; a failed notice must not fail the submission.
      this.log.error({ err: error }, 'notifica di regressione non inviata');
    }
  }
}

function counts(outcome: { received: number; accepted: number; ignored: number; sampled: number }) {
  return { received: outcome.received, accepted: outcome.accepted, ignored: outcome.ignored, sampled: outcome.sampled };
}
