import { eq } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { featureFlags } from './tables';

/**
 * Read straight from the database on every check: an admin turning a module off must close its API
 * at once on every instance, and this is one indexed lookup. An unknown key counts as disabled.
 */
export async function isFeatureEnabled(db: Db, featureKey: string): Promise<boolean> {
  const [row] = await db
    .select({ is_enabled: featureFlags.is_enabled })
    .from(featureFlags)
    .where(eq(featureFlags.feature_key, featureKey))
    .limit(1);
  return row?.is_enabled ?? false;
}

export async function allFlagStates(db: Db): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ key: featureFlags.feature_key, enabled: featureFlags.is_enabled })
    .from(featureFlags)
    .orderBy(featureFlags.feature_key);
  return Object.fromEntries(rows.map((r) => [r.key, r.enabled]));
}
