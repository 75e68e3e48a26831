import type { ActorOrSystem } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { type AuditEntry, audit } from './audit';

/**
 * Runs a write and its audit row in one transaction: either both land or neither does. `entry` may be computed
 * from the write's result (the new row's id, the before→after changes) and may be null when nothing changed.
 * Called with a transaction, it nests as a savepoint of that transaction.
 */
export async function audited<T>(
  db: Db,
  actor: ActorOrSystem | null,
  write: (tx: Db) => Promise<T>,
  entry: AuditEntry | ((result: T) => AuditEntry | null),
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await write(tx);
    const row = typeof entry === 'function' ? entry(result) : entry;
    if (row) await audit(tx, actor, row);
    return result;
  });
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

function same(a: unknown, b: unknown): boolean {
  const left = comparable(a);
  const right = comparable(b);
  if (left === right) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  return JSON.stringify(left) === JSON.stringify(right);
}

/**
 * The fields an update changed, as `{ field: { from, to } }`: only the keys present in `after` (a patch leaves
 * the others alone), restricted to `keys` when given. Dates compare and record as ISO strings.
 */
export function changes<T extends object>(
  before: T,
  after: Partial<T>,
  keys: readonly (keyof T & string)[] = Object.keys(after) as (keyof T & string)[],
): Changes {
  const diff: Changes = {};
  for (const key of keys) {
    if (!(key in after) || after[key] === undefined) continue;
    if (!same(before[key], after[key])) diff[key] = { from: comparable(before[key]), to: comparable(after[key]) };
  }
  return diff;
}

/** True when a `changes` diff is empty: the caller may skip the audit row of an update that changed nothing. */
export function unchanged(diff: Changes): boolean {
  return Object.keys(diff).length === 0;
}
