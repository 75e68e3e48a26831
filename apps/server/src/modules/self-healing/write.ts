import { randomInt } from 'node:crypto';
import type { Database } from '@/platform/db/database';

// The ingestion write: drafts of what a submission adds, merged across concurrent submissions and written as
// one SQL statement.

/** A resolved pattern seen again within this many seconds of being resolved is a late arrival, not a regression. */
export const REGRESSION_GRACE_SECONDS = 60;
/** Rows per counter and hour (see selfHealingErrorCounts). */
export const COUNT_SHARDS = 8;

export interface PatternDraft {
  fingerprint: string;
  error_type: string;
  title: string;
  message: string;
  source: 'automatic' | 'manual';
  severity_rank: number;
  occurrences: number;
  sampled: number;
  last_url: string | null;
  top_frames: string[];
  offer_sample: 0 | 1;
}

export interface SampleDraft {
  fingerprint: string;
  /** The submission it came with: the tracking id its browser got back. */
  batch_id: string;
  type: string;
  message: string;
  severity: string;
  automatic: boolean;
  stack: string | null;
  url: string | null;
  filename: string | null;
  lineno: number | null;
  colno: number | null;
  user_agent: string | null;
  session_id: string | null;
  user_id: string | null;
  occurred_at: string | null;
  page_context: unknown;
  browser_context: unknown;
  error_context: unknown;
}

export interface SessionDraft {
  fingerprint: string;
  session_key: string;
  user_id: string | null;
}

export interface WrittenPattern {
  id: string;
  fingerprint: string;
  title: string;
  error_type: string;
  regressed: boolean;
}

export interface WriteInput {
  patterns: PatternDraft[];
  samples: SampleDraft[];
  sessions: SessionDraft[];
}

/** Submissions merged into one statement at most; bounds the statement's size. */
const MAX_MERGED_SUBMISSIONS = 100;
/** A write within this many milliseconds of the previous one means the server is busy… */
const BUSY_WINDOW_MS = 50;
/** …and then a write waits this long for more submissions to merge (an idle server writes at once). */
const GATHER_MS = 5;

/** Several submissions as one write: counters added per fingerprint, one sample per pattern, sessions deduplicated. */
export function mergeWrites(inputs: WriteInput[]): WriteInput {
  const patterns = new Map<string, PatternDraft>();
  const samples = new Map<string, SampleDraft>();
  const sessions = new Map<string, SessionDraft>();
  for (const input of inputs) {
    for (const draft of input.patterns) {
      const merged = patterns.get(draft.fingerprint);
      if (!merged) {
        patterns.set(draft.fingerprint, { ...draft });
        continue;
      }
      merged.occurrences += draft.occurrences;
      merged.sampled += draft.sampled;
      merged.severity_rank = Math.max(merged.severity_rank, draft.severity_rank);
      merged.last_url = draft.last_url ?? merged.last_url;
      merged.offer_sample = merged.offer_sample || draft.offer_sample ? 1 : 0;
    }
    for (const sample of input.samples) if (!samples.has(sample.fingerprint)) samples.set(sample.fingerprint, sample);
    for (const session of input.sessions) sessions.set(`${session.fingerprint}|${session.session_key}`, session);
  }
  return { patterns: [...patterns.values()], samples: [...samples.values()], sessions: [...sessions.values()] };
}

/**
 * Group commit: while one write runs, the submissions that arrive wait and then go together as one statement.
 * An idle server writes each submission at once; a busy one pays one round trip and one commit for many,
 * and a pattern hit by all of them is updated once. A failed merged write is retried one submission at a
 * time, so one bad submission cannot fail the others.
 */
export class WriteCoalescer {
  private pending: { input: WriteInput; resolve: (rows: WrittenPattern[]) => void; reject: (e: unknown) => void }[] =
    [];
  private draining = false;
  private lastWriteAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly database: Database) {}

  write(input: WriteInput): Promise<WrittenPattern[]> {
    return new Promise((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.pending.length) {
        // Busy (a write just finished): give the submissions already on their way a moment to join this one.
        if (performance.now() - this.lastWriteAt < BUSY_WINDOW_MS && this.pending.length < MAX_MERGED_SUBMISSIONS) {
          await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
        }
        const jobs = this.pending.splice(0, MAX_MERGED_SUBMISSIONS);
        let rows: WrittenPattern[];
        try {
          rows = await writePatterns(
            this.database,
            jobs.length === 1 ? jobs[0]!.input : mergeWrites(jobs.map((j) => j.input)),
          );
        } catch (error) {
          if (jobs.length === 1) {
            jobs[0]!.reject(error);
            continue;
          }
          for (const job of jobs) await writePatterns(this.database, job.input).then(job.resolve, job.reject);
          continue;
        }
        this.lastWriteAt = performance.now();
        const byFingerprint = new Map(rows.map((row) => [row.fingerprint, row]));
        for (const job of jobs) {
          const mine: WrittenPattern[] = [];
          for (const draft of job.input.patterns) {
            const row = byFingerprint.get(draft.fingerprint);
            if (!row) continue;
            mine.push(row);
            // A regression is announced once, by the first submission that saw it.
            if (row.regressed) byFingerprint.set(draft.fingerprint, { ...row, regressed: false });
          }
          job.resolve(mine);
        }
      }
    } finally {
      this.draining = false;
    }
  }
}

export interface ReportDraft {
  id: string;
  user_id: string | null;
  error_type: string;
  severity: string;
  quick_report: boolean;
  message: string;
  url: string | null;
  user_agent: string | null;
  error_context: unknown;
}

const SEVERITY_ARRAY = `array['low','medium','high','critical']`;

/**
 * The ingestion statement: upsert the patterns, then (only when there is something) samples, sessions and a
 * manual report, then the hourly counters. Plain SQL text, built once per shape and cached, with the data as
 * JSON parameters: this is the hot path, so no query builder runs per submission.
 */
function ingestionSql(withSamples: boolean, withSessions: boolean, withReport: boolean): string {
  let n = 3; // $1 patterns, $2 regression grace (s), $3 counter shard
  const regress = `p.status = 'resolved' and p.resolved_at < now() - make_interval(secs => $2)`;
  const parts = [
    `with incoming as (
      select * from jsonb_to_recordset($1::jsonb) as t(
        fingerprint text, error_type text, title text, message text, source text, severity_rank smallint,
        occurrences bigint, sampled bigint, last_url text, top_frames jsonb, offer_sample integer)
    ), up as (
      insert into self_healing_patterns as p (fingerprint, error_type, title, message, source, severity, severity_rank,
        occurrence_count, sampled_count, last_url, top_frames, sample_seq)
      select fingerprint, error_type, title, message, source, (${SEVERITY_ARRAY})[severity_rank],
        severity_rank, occurrences, sampled, last_url, top_frames, offer_sample
      from incoming order by fingerprint
      on conflict (fingerprint) do update set
        occurrence_count = p.occurrence_count + excluded.occurrence_count,
        sampled_count = p.sampled_count + excluded.sampled_count,
        severity_rank = greatest(p.severity_rank, excluded.severity_rank),
        severity = case when excluded.severity_rank > p.severity_rank then excluded.severity else p.severity end,
        last_seen_at = now(),
        last_url = coalesce(excluded.last_url, p.last_url),
        sample_seq = p.sample_seq + excluded.sample_seq,
        status = case when ${regress} then 'open' else p.status end,
        resolved_at = case when ${regress} then null else p.resolved_at end,
        regression_count = p.regression_count + case when ${regress} then 1 else 0 end,
        regressed_at = case when ${regress} then now() else p.regressed_at end,
        updated_at = now()
      returning id, fingerprint, title, error_type, status, sample_seq, coalesce(regressed_at = now(), false) as regressed
    )`,
  ];
  if (withSamples) {
    n++;
    parts.push(`, sample_rows as (
      select * from jsonb_to_recordset($${n}::jsonb) as s(
        fingerprint text, batch_id uuid, type text, message text, severity text, automatic boolean, stack text,
        url text, filename text, lineno integer, colno integer, user_agent text, session_id text, user_id uuid,
        occurred_at timestamptz, page_context jsonb, browser_context jsonb, error_context jsonb)
    ), new_samples as (
      insert into self_healing_error_samples as e (pattern_id, slot, batch_id, occurred_at, type, message, severity,
        automatic, stack, url, filename, lineno, colno, user_agent, session_id, user_id, page_context, browser_context,
        error_context)
      select up.id,
        -- slots 0-4: the first five samples, kept; slots 5-9: a ring of the latest five
        case when up.sample_seq <= 5 then up.sample_seq - 1 else 5 + (up.sample_seq - 6) % 5 end,
        s.batch_id, s.occurred_at, s.type, s.message, s.severity, s.automatic, s.stack, s.url, s.filename,
        s.lineno, s.colno, s.user_agent, s.session_id, s.user_id, s.page_context, s.browser_context, s.error_context
      from sample_rows s join up on up.fingerprint = s.fingerprint
      order by up.id
      on conflict (pattern_id, slot) do update set
        batch_id = excluded.batch_id, received_at = now(), occurred_at = excluded.occurred_at, type = excluded.type,
        message = excluded.message, severity = excluded.severity, automatic = excluded.automatic,
        stack = excluded.stack, url = excluded.url, filename = excluded.filename, lineno = excluded.lineno,
        colno = excluded.colno, user_agent = excluded.user_agent, session_id = excluded.session_id,
        user_id = excluded.user_id, page_context = excluded.page_context, browser_context = excluded.browser_context,
        error_context = excluded.error_context, updated_at = now()
    )`);
  }
  if (withSessions) {
    n++;
    parts.push(`, session_rows as (
      select * from jsonb_to_recordset($${n}::jsonb) as x(fingerprint text, session_key text, user_id uuid)
    ), new_sessions as (
      insert into self_healing_pattern_sessions (pattern_id, session_key, user_id)
      select up.id, x.session_key, x.user_id from session_rows x join up on up.fingerprint = x.fingerprint
      order by 1, 2
      on conflict do nothing
    )`);
  }
  if (withReport) {
    n++;
    parts.push(`, report_row as (
      select * from jsonb_to_record($${n}::jsonb) as r(id uuid, user_id uuid, error_type text, severity text,
        quick_report boolean, message text, url text, user_agent text, error_context jsonb)
    ), new_report as (
      insert into self_healing_reports (id, pattern_id, user_id, error_type, severity, quick_report, message, url,
        user_agent, error_context)
      select r.id, up.id, r.user_id, r.error_type, r.severity, r.quick_report, r.message, r.url, r.user_agent,
        r.error_context
      from report_row r cross join up
    )`);
  }
  parts.push(`, count_rows as (
      -- errors of ignored patterns do not weigh on the health score
      select c.counter, sum(c.n)::bigint as n from (
        select (${SEVERITY_ARRAY})[i.severity_rank] as counter, i.occurrences as n
        from incoming i join up on up.fingerprint = i.fingerprint where up.status <> 'ignored'
        union all
        select 'sampled', i.sampled from incoming i where i.sampled > 0
      ) c group by c.counter
    ), new_counts as (
      insert into self_healing_error_counts as c (bucket, counter, shard, occurrences)
      select date_trunc('hour', now()), counter, $3, n from count_rows order by counter
      on conflict (bucket, counter, shard) do update set occurrences = c.occurrences + excluded.occurrences
    )
    select id, fingerprint, title, error_type, regressed from up`);
  return parts.join('');
}

const statements = new Map<string, string>();

/** Adds errors aggregated per fingerprint; rate-limited errors are counted by `recordRateLimited`. */
export async function writePatterns(
  database: Database,
  input: WriteInput,
  report?: ReportDraft,
): Promise<WrittenPattern[]> {
  const shape = `${input.samples.length > 0}|${input.sessions.length > 0}|${report !== undefined}`;
  let text = statements.get(shape);
  if (!text) {
    text = ingestionSql(input.samples.length > 0, input.sessions.length > 0, report !== undefined);
    statements.set(shape, text);
  }
  // Sorted, so concurrent submissions lock pattern rows in the same order and cannot deadlock.
  const patterns = [...input.patterns].sort((a, b) => (a.fingerprint < b.fingerprint ? -1 : 1));
  const params: unknown[] = [JSON.stringify(patterns), REGRESSION_GRACE_SECONDS, randomInt(COUNT_SHARDS)];
  if (input.samples.length) params.push(JSON.stringify(input.samples));
  if (input.sessions.length) params.push(JSON.stringify(input.sessions));
  if (report) params.push(JSON.stringify(report));
  return database.query<WrittenPattern>(text, params);
}

/** Adds errors refused by the rate limit to the hourly counters (called in bulk, not per refusal). */
export async function recordRateLimited(database: Database, errors: number): Promise<void> {
  if (errors <= 0) return;
  await database.query(
    `insert into self_healing_error_counts as c (bucket, counter, shard, occurrences)
     values (date_trunc('hour', now()), 'rate_limited', $1, $2)
     on conflict (bucket, counter, shard) do update set occurrences = c.occurrences + excluded.occurrences`,
    [randomInt(COUNT_SHARDS), errors],
  );
}
