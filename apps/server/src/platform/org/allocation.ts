import type { Db } from '@/platform/db/database';

// Allocation sources: a business module that plans people's time (projects today, maybe a planning
// module later) registers a source here; personnel's allocation view asks every source and never imports them.

/** One allocation of one person in one month, as a % of a full-time month. */
export interface AllocationRow {
  user_id: string;
  /** 'YYYY-MM' */
  month: string;
  pct: number;
  /** What the time goes to, e.g. 'PRJ-01 · Portale clienti'. */
  label: string;
  /** An in-app path to it, or null. */
  link: string | null;
}

export interface AllocationSource {
  /** Unique name; registering the same id again replaces the source (one per app instance). */
  id: string;
  /** The allocations of these users in the months from..to ('YYYY-MM', both included). */
  rows(db: Db, userIds: readonly string[], from: string, to: string): Promise<AllocationRow[]>;
}

const sources = new Map<string, AllocationSource>();

export function registerAllocationSource(source: AllocationSource): void {
  sources.set(source.id, source);
}

export const hasAllocationSources = () => sources.size > 0;

/** Every registered source's rows for these users and months. */
export async function allocationRows(
  db: Db,
  userIds: readonly string[],
  from: string,
  to: string,
): Promise<AllocationRow[]> {
  if (userIds.length === 0) return [];
  const all = await Promise.all([...sources.values()].map((source) => source.rows(db, userIds, from, to)));
  return all.flat();
}
