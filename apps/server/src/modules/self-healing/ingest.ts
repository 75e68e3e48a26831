import {
  type AutomaticErrorRecord,
  classifyErrorSeverity,
  ERROR_REPORT_TYPES,
  type ErrorBatchPayload,
  type ErrorReportType,
  ignoredClientErrorReason,
  type ManualErrorReport,
  type QuickErrorReport,
  redactDeep,
  redactSecrets,
  SEVERITY_RANK,
  sanitizeUrl,
} from '@portale/shared';
import type { Database } from '@/platform/db/database';
import { FINGERPRINT_FRAMES, fingerprintFrom, inAppFrames } from './fingerprint';
import { DetailBudget, SampleThrottle } from './rate-limit';
import {
  type PatternDraft,
  type SampleDraft,
  type SessionDraft,
  WriteCoalescer,
  type WrittenPattern,
  writePatterns,
} from './write';

const LAST_URL_MAX = 500;
/** Distinct browser sessions recorded per pattern per submission. */
const SESSIONS_PER_PATTERN = 5;

/** Who sent a submission: the key the rate limits and budgets use, and the user if logged in. */
export interface Submitter {
  key: string;
  userId: string | null;
}

export interface IngestOutcome {
  received: number;
  accepted: number;
  ignored: number;
  sampled: number;
  /** Worst severity rank among accepted errors (0 when none). */
  worstRank: number;
  patterns: WrittenPattern[];
}

/** A client timestamp we can store: a valid date not more than a day in the future, else null. */
function occurredAt(timestamp: string | null): string | null {
  if (!timestamp) return null;
  const time = Date.parse(timestamp);
  if (Number.isNaN(time) || time > Date.now() + 86_400_000) return null;
  return new Date(time).toISOString();
}

function componentPathOf(context: Record<string, unknown> | null): string[] | null {
  const path = context?.component_path;
  return Array.isArray(path) ? path.filter((p): p is string => typeof p === 'string') : null;
}

function shortUrl(url: string | null): string | null {
  return url ? url.slice(0, LAST_URL_MAX) : null;
}

interface Group {
  pattern: PatternDraft;
  first: AutomaticErrorRecord;
  firstSeverity: string;
  sessions: Set<string>;
}

/** What grouping needs of a record, computed once per distinct (type, message, frames) in a submission. */
interface Identity {
  fingerprint: string;
  title: string;
  message: string;
  frames: string[];
}

/**
 * Turns submissions into one database statement each: errors are grouped by fingerprint in memory, then one
 * upsert per pattern adds to its counters, takes a capped sample, records new sessions and bumps the hourly
 * counters. No per-error round trip, whatever the batch size.
 */
export class Ingestor {
  private readonly writer: WriteCoalescer;

  constructor(
    private readonly database: Database,
    private readonly budget = new DetailBudget(),
    private readonly samples = new SampleThrottle(),
  ) {
    this.writer = new WriteCoalescer(database);
  }

  async ingestBatch(payload: ErrorBatchPayload, submitter: Submitter, batchId: string): Promise<IngestOutcome> {
    const groups = new Map<string, Group>();
    const identities = new Map<string, Identity>();
    let ignored = 0;
    let worstRank = 0;
    for (const record of payload.errors) {
      if (ignoredClientErrorReason(record)) {
        ignored++;
        continue;
      }
      // Severity is judged on the raw text (spec §4); everything stored is sanitised first.
      const severity = classifyErrorSeverity(record);
      const rank = SEVERITY_RANK[severity];
      worstRank = Math.max(worstRank, rank);
      const type = record.type.trim() || 'javascript_error';
      // Frames come from the raw stack (code locations, query strings dropped); the whole stack is sanitised
      // only if it is kept as a sample.
      let frames = inAppFrames(record.stack);
      if (frames.length === 0) frames = componentPathOf(record.error_context)?.slice(0, FINGERPRINT_FRAMES) ?? [];
      const key = `${type}\n${record.message}\n${frames.join('\n')}`;
      let identity = identities.get(key);
      if (!identity) {
        const message = redactSecrets(record.message);
        const print = fingerprintFrom(
          'automatic',
          type,
          message,
          frames.map((f) => redactSecrets(f)),
        );
        identity = { ...print, message };
        identities.set(key, identity);
      }
      const sessionId = record.session_id ?? payload.session_metadata.session_id;
      let group = groups.get(identity.fingerprint);
      if (!group) {
        group = {
          pattern: {
            fingerprint: identity.fingerprint,
            error_type: type,
            title: identity.title,
            message: identity.message,
            source: 'automatic',
            severity_rank: rank,
            occurrences: 0,
            sampled: 0,
            last_url: null,
            top_frames: identity.frames,
            offer_sample: 0,
          },
          first: record,
          firstSeverity: severity,
          sessions: new Set(),
        };
        groups.set(identity.fingerprint, group);
      }
      group.pattern.occurrences++;
      group.pattern.severity_rank = Math.max(group.pattern.severity_rank, rank);
      if (record.url) group.pattern.last_url = record.url;
      if (group.sessions.size < SESSIONS_PER_PATTERN) group.sessions.add(sessionId);
    }

    const patterns: PatternDraft[] = [];
    const samples: SampleDraft[] = [];
    const sessions: SessionDraft[] = [];
    let sampled = 0;
    for (const group of groups.values()) {
      const { pattern, first } = group;
      pattern.last_url = pattern.last_url ? shortUrl(sanitizeUrl(pattern.last_url)) : null;
      const { detailed, first: firstInWindow } = this.budget.take(
        `${submitter.key}|${pattern.fingerprint}`,
        pattern.occurrences,
      );
      pattern.sampled = pattern.occurrences - detailed;
      sampled += pattern.sampled;
      if (detailed > 0 && this.samples.due(pattern.fingerprint)) {
        pattern.offer_sample = 1;
        samples.push({
          fingerprint: pattern.fingerprint,
          batch_id: batchId,
          type: pattern.error_type,
          message: redactSecrets(first.message),
          severity: group.firstSeverity,
          automatic: first.automatic,
          stack: first.stack ? redactSecrets(first.stack) : null,
          url: first.url ? sanitizeUrl(first.url) : null,
          filename: first.filename ? sanitizeUrl(first.filename) : null,
          lineno: first.lineno === null ? null : Math.trunc(first.lineno),
          colno: first.colno === null ? null : Math.trunc(first.colno),
          user_agent: first.user_agent,
          session_id: first.session_id ?? payload.session_metadata.session_id,
          user_id: submitter.userId,
          occurred_at: occurredAt(first.timestamp),
          page_context: first.page_context ? redactDeep(first.page_context) : null,
          browser_context: first.browser_context,
          error_context: first.error_context ? redactDeep(first.error_context) : null,
        });
      }
      if (firstInWindow) {
        for (const sessionId of group.sessions) {
          // The browser's session id is the client's word: keyed with the user, one user cannot take another's.
          sessions.push({
            fingerprint: pattern.fingerprint,
            session_key: `s:${submitter.userId ?? 'anonimo'}:${sessionId}`,
            user_id: submitter.userId,
          });
        }
        if (submitter.userId && group.sessions.size === 0) {
          sessions.push({
            fingerprint: pattern.fingerprint,
            session_key: `u:${submitter.userId}`,
            user_id: submitter.userId,
          });
        }
      }
      patterns.push(pattern);
    }

    const written = patterns.length ? await this.writer.write({ patterns, samples, sessions }) : [];
    const accepted = payload.errors.length - ignored;
    return { received: payload.errors.length, accepted, ignored, sampled, worstRank, patterns: written };
  }

  /** A detailed or quick manual report: the pattern upsert and the report itself, in one statement. */
  async ingestManual(
    report: { kind: 'manual'; payload: ManualErrorReport } | { kind: 'quick'; payload: QuickErrorReport },
    submitter: Submitter,
    reportId: string,
  ): Promise<IngestOutcome> {
    const quick = report.kind === 'quick';
    const errorType: ErrorReportType = quick
      ? (ERROR_REPORT_TYPES as readonly string[]).includes(report.payload.error_category)
        ? (report.payload.error_category as ErrorReportType)
        : 'other'
      : report.payload.error_type;
    const description = quick ? report.payload.description : report.payload.message;
    // A user's own words keep their e-mail addresses; credentials are still masked.
    const message = redactSecrets(description, { emails: false });
    const severity = quick ? 'medium' : report.payload.severity;
    const rawUrl = quick ? report.payload.url : (report.payload.error_context.system_info?.url ?? null);
    const url = rawUrl ? sanitizeUrl(rawUrl) : null;
    const print = fingerprintFrom('manual', errorType, message, []);
    const context = quick
      ? { quick_report: true, error_category: report.payload.error_category }
      : (redactDeep(report.payload.error_context, { emails: false }) as Record<string, unknown>);
    const pattern: PatternDraft = {
      fingerprint: print.fingerprint,
      error_type: errorType,
      title: print.title,
      message,
      source: 'manual',
      severity_rank: SEVERITY_RANK[severity],
      occurrences: 1,
      sampled: 0,
      last_url: shortUrl(url),
      top_frames: [],
      offer_sample: 0,
    };
    const sessions: SessionDraft[] = submitter.userId
      ? [{ fingerprint: print.fingerprint, session_key: `u:${submitter.userId}`, user_id: submitter.userId }]
      : [];
    // One statement: the pattern and the report are written together or not at all.
    const written = await writePatterns(
      this.database,
      { patterns: [pattern], samples: [], sessions },
      {
        id: reportId,
        user_id: submitter.userId,
        error_type: errorType,
        severity,
        quick_report: quick,
        message,
        url,
        user_agent: quick ? report.payload.user_agent : (report.payload.error_context.system_info?.browser ?? null),
        error_context: context,
      },
    );
    return { received: 1, accepted: 1, ignored: 0, sampled: 0, worstRank: SEVERITY_RANK[severity], patterns: written };
  }
}
