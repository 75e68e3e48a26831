import type { Database } from '@/platform/db/database';

export type WindowVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Rows whose window ended this long ago are deleted by the housekeeping job. */
export const RATE_LIMIT_WINDOW_RETENTION_HOURS = 24;

/**
 * A fixed-window counter every instance shares through the database: one upsert per hit, on one row per key,
 * that starts a new count when the window has moved on. Used on top of an in-memory limiter (which turns a flood
 * away without a round trip) so that N instances together allow what one does, not N times as much.
 */
export class SharedWindowCounter {
  constructor(
    private readonly database: Database,
    private readonly windowSeconds: number,
  ) {}

  /** Counts one hit for `key`; refused when the window already holds `limit` hits. */
  async take(key: string, limit: number): Promise<WindowVerdict> {
    const [row] = await this.database.query<{ count: number; retry: number }>(
      `insert into rate_limit_windows as w (key, window_start, count)
       values ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
       on conflict (key) do update set
         count = case when w.window_start = excluded.window_start then w.count + 1 else 1 end,
         window_start = excluded.window_start
       returning count, ceil(extract(epoch from window_start) + $2 - extract(epoch from now()))::int as retry`,
      [key, this.windowSeconds],
    );
    if (!row || row.count <= limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Number(row.retry)) };
  }
}
