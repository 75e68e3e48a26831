import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last run of every scheduled job, shared by all instances: an instance claims a run by moving
 * `last_started_at` forward (only when the previous run is at least most of an interval old), so several
 * instances with the same interval run each job once per period, and every status page shows the same runs.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  last_started_at: timestamp('last_started_at', { withTimezone: true }).notNull(),
  last_finished_at: timestamp('last_finished_at', { withTimezone: true }),
  last_duration_ms: integer('last_duration_ms'),
  last_error: text('last_error'),
  /** Which instance ran it: host name and process id. */
  last_instance: text('last_instance').notNull(),
});
