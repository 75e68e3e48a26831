// Flood protection for error submission (spec §7, POST /api/self-healing/submit-error). The token buckets are kept
// in this process's memory on purpose: a browser stuck in an error loop must be turned away without a database
// round trip; every map is bounded, so memory stays flat under a flood. On PostgreSQL what they admit is also
// counted in a per-minute window shared by all instances (platform/rate-limit), so N instances do not allow N
// times the limit.

export interface BucketPolicy {
  /** Requests allowed in a burst. */
  capacity: number;
  /** Sustained requests per second. */
  refillPerSecond: number;
}

/**
 * Submissions per client: a login session, or the IP of an anonymous visitor. The collector sends one batch
 * every 30 s plus critical errors at once, so a browser never needs more than a few requests a minute;
 * anonymous visitors (public pages) get a stricter limit because they cannot be told apart.
 */
export const SUBMIT_RATE_LIMITS = {
  user: { capacity: 30, refillPerSecond: 1 },
  anonymous: { capacity: 10, refillPerSecond: 0.2 },
} as const satisfies Record<string, BucketPolicy>;

/** The shared window: a minute, allowing what a bucket allows in a minute (its burst plus a minute of refill). */
export const SHARED_WINDOW_SECONDS = 60;

export function sharedLimitOf(policy: BucketPolicy): number {
  return Math.floor(policy.capacity + policy.refillPerSecond * SHARED_WINDOW_SECONDS);
}

/** The same error from the same client is recorded in detail this many times a minute, then only counted. */
export const DETAIL_BUDGET = { perWindow: 10, windowMs: 60_000 } as const;

/** A new sample of a pattern is taken at most this often per instance (the first ones included). */
export const SAMPLE_INTERVAL_MS = 10_000;

const MAX_KEYS = 50_000;

/** Deletes the oldest entries (Map keeps insertion order; entries are re-inserted when used). */
function trim<K, V>(map: Map<K, V>, max: number): void {
  if (map.size <= max) return;
  let excess = map.size - max;
  for (const key of map.keys()) {
    map.delete(key);
    if (--excess <= 0) break;
  }
}

export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly policy: BucketPolicy,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  /** Takes one token; when none is left, says how many seconds until the next one. */
  take(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const current = this.buckets.get(key);
    const elapsed = current ? (now - current.at) / 1000 : 0;
    const tokens = Math.min(
      this.policy.capacity,
      (current?.tokens ?? this.policy.capacity) + elapsed * this.policy.refillPerSecond,
    );
    this.buckets.delete(key);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return { ok: false, retryAfterSeconds: Math.ceil((1 - tokens) / this.policy.refillPerSecond) };
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    trim(this.buckets, this.maxKeys);
    return { ok: true };
  }

  get size(): number {
    return this.buckets.size;
  }
}

/** How many occurrences of one error from one client get full detail (sessions, samples) per window. */
export class DetailBudget {
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(
    private readonly budget: { perWindow: number; windowMs: number } = DETAIL_BUDGET,
    private readonly maxKeys = MAX_KEYS * 2,
  ) {}

  /** Returns how many of `count` occurrences are detailed and whether this is the window's first use. */
  take(key: string, count: number, now = Date.now()): { detailed: number; first: boolean } {
    let window = this.windows.get(key);
    const first = !window || now - window.start >= this.budget.windowMs;
    if (!window || first) window = { start: now, used: 0 };
    const detailed = Math.max(0, Math.min(count, this.budget.perWindow - window.used));
    window.used += detailed;
    this.windows.delete(key);
    this.windows.set(key, window);
    trim(this.windows, this.maxKeys);
    return { detailed, first };
  }

  get size(): number {
    return this.windows.size;
  }
}

/** Whether a pattern is due a new sample on this instance. */
export class SampleThrottle {
  private readonly last = new Map<string, number>();

  constructor(
    private readonly intervalMs = SAMPLE_INTERVAL_MS,
    private readonly maxKeys = MAX_KEYS,
  ) {}

  due(fingerprint: string, now = Date.now()): boolean {
    const at = this.last.get(fingerprint);
    if (at !== undefined && now - at < this.intervalMs) return false;
    this.last.delete(fingerprint);
    this.last.set(fingerprint, now);
    trim(this.last, this.maxKeys);
    return true;
  }
}
