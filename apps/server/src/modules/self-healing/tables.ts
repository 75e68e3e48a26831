import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, users } from '@/platform/auth/tables';

/**
 * One row per group of similar errors (spec §1, self-healing monitoring). Ingestion never inserts a row per error: it upserts one row
 * per fingerprint per submission, adding to the counters.
 */
export const selfHealingPatterns = pgTable(
  'self_healing_patterns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fingerprint: text('fingerprint').notNull(),
    error_type: text('error_type').notNull(),
    /** The normalised message the pattern groups by. */
    title: text('title').notNull(),
    /** The first real message seen (sanitised). */
    message: text('message').notNull(),
    source: text('source').notNull(),
    /** Worst severity seen; the rank (1 low … 4 critical) keeps "worst" a plain greatest(). */
    severity: text('severity').notNull(),
    severity_rank: smallint('severity_rank').notNull(),
    status: text('status').notNull().default('open'),
    occurrence_count: bigint('occurrence_count', { mode: 'number' }).notNull().default(0),
    sampled_count: bigint('sampled_count', { mode: 'number' }).notNull().default(0),
    first_seen_at: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_seen_at: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    last_url: text('last_url'),
    /** Top in-app stack frames ("function@file"), part of the fingerprint and the suspected files. */
    top_frames: jsonb('top_frames').$type<string[]>().notNull().default([]),
    /** How many samples were offered so far: picks the sample slot (see samples). */
    sample_seq: integer('sample_seq').notNull().default(0),
    resolved_at: timestamp('resolved_at', { withTimezone: true }),
    regressed_at: timestamp('regressed_at', { withTimezone: true }),
    regression_count: integer('regression_count').notNull().default(0),
    status_note: text('status_note'),
    status_changed_at: timestamp('status_changed_at', { withTimezone: true }),
    status_changed_by: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    analysis: jsonb('analysis'),
    analyzed_at: timestamp('analyzed_at', { withTimezone: true }),
    ...timestamps,
  },
  // No index on the counters or last_seen_at, on purpose: ingestion updates those on every submission, and
  // leaving them unindexed keeps those updates HOT (no index writes; migration 0007 also sets fillfactor 70).
  // The table holds one row per distinct error, so lists sort it in memory.
  (t) => [
    uniqueIndex('self_healing_patterns_fingerprint_key').on(t.fingerprint),
    index('self_healing_patterns_status_idx').on(t.status, t.severity_rank),
    index('self_healing_patterns_type_idx').on(t.error_type),
  ],
);

/**
 * Who met a pattern: one row per browser session (and its user, if logged in). Affected users and sessions
 * are counted from here; an insert is attempted at most once a minute per client and pattern.
 */
export const selfHealingPatternSessions = pgTable(
  'self_healing_pattern_sessions',
  {
    pattern_id: uuid('pattern_id')
      .notNull()
      .references(() => selfHealingPatterns.id, { onDelete: 'cascade' }),
    session_key: text('session_key').notNull(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.pattern_id, t.session_key] })],
);

/**
 * Capped samples of a pattern: slots 0–4 keep the first five occurrences for good, slots 5–9 are a ring of
 * the latest five. Never more than ten rows per pattern, however large the flood.
 */
export const selfHealingErrorSamples = pgTable(
  'self_healing_error_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pattern_id: uuid('pattern_id')
      .notNull()
      .references(() => selfHealingPatterns.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    /** The submission it came with: the tracking id the browser got back. */
    batch_id: uuid('batch_id').notNull(),
    received_at: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    occurred_at: timestamp('occurred_at', { withTimezone: true }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    severity: text('severity').notNull(),
    automatic: boolean('automatic').notNull(),
    stack: text('stack'),
    url: text('url'),
    filename: text('filename'),
    lineno: integer('lineno'),
    colno: integer('colno'),
    user_agent: text('user_agent'),
    session_id: text('session_id'),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    page_context: jsonb('page_context'),
    browser_context: jsonb('browser_context'),
    error_context: jsonb('error_context'),
    ...timestamps,
  },
  (t) => [uniqueIndex('self_healing_error_samples_slot_key').on(t.pattern_id, t.slot)],
);

/** Every manual and quick report, kept whole: the id is the tracking id the user sees. */
export const selfHealingReports = pgTable(
  'self_healing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pattern_id: uuid('pattern_id')
      .notNull()
      .references(() => selfHealingPatterns.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    error_type: text('error_type').notNull(),
    severity: text('severity').notNull(),
    quick_report: boolean('quick_report').notNull(),
    message: text('message').notNull(),
    url: text('url'),
    user_agent: text('user_agent'),
    error_context: jsonb('error_context'),
    ...timestamps,
  },
  (t) => [index('self_healing_reports_pattern_idx').on(t.pattern_id, t.created_at)],
);

/**
 * Hourly counters for the health score and the quick stats. `counter` is a severity, 'sampled' or
 * 'rate_limited'. Each submission adds to one of SHARDS rows per counter, so concurrent submissions on a real
 * server do not queue on one hot row; readers sum the shards.
 */
export const selfHealingErrorCounts = pgTable(
  'self_healing_error_counts',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    counter: text('counter').notNull(),
    shard: smallint('shard').notNull(),
    occurrences: bigint('occurrences', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.counter, t.shard] })],
);

/** The health trend: one row per recomputation (scheduled job, admin update, manual report). */
export const selfHealingHealthSnapshots = pgTable(
  'self_healing_health_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    score: smallint('score').notNull(),
    error_count_24h: bigint('error_count_24h', { mode: 'number' }).notNull(),
    critical_errors: bigint('critical_errors', { mode: 'number' }).notNull(),
    pending_issues: integer('pending_issues').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('self_healing_health_snapshots_created_idx').on(t.created_at)],
);

/** A healing session: a prompt generated for a pattern and handed to a coding assistant, until completed. */
export const selfHealingSessions = pgTable(
  'self_healing_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pattern_id: uuid('pattern_id')
      .notNull()
      .references(() => selfHealingPatterns.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('in_progress'),
    prompt: text('prompt').notNull(),
    started_at: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    started_by: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    completed_at: timestamp('completed_at', { withTimezone: true }),
    completed_by: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    outcome_notes: text('outcome_notes'),
    pattern_resolved: boolean('pattern_resolved').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('self_healing_sessions_started_idx').on(t.started_at),
    index('self_healing_sessions_pattern_idx').on(t.pattern_id),
    index('self_healing_sessions_status_idx').on(t.status).where(sql`status = 'in_progress'`),
  ],
);
