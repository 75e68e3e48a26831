import { TenantConfig } from '@portale/shared';
import type { Db } from '@/platform/db/database';
import { tenantConfig } from './tables';

/**
 * Kept for a few seconds per database: it is read on every request (session timeouts) and changes rarely.
 * Another instance sees an admin's change within CACHE_TTL_MS.
 */
const CACHE_TTL_MS = 5_000;
const cache = new WeakMap<Db, { value: TenantConfig; at: number }>();

export async function getTenantConfig(db: Db): Promise<TenantConfig> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < CACHE_TTL_MS) return hit.value;
  const [row] = await db.select({ value: tenantConfig.value }).from(tenantConfig).limit(1);
  if (!row) throw new Error('Configurazione del tenant mancante: il database non è stato inizializzato');
  const value = TenantConfig.parse(row.value);
  cache.set(db, { value, at: Date.now() });
  return value;
}

/**
 * Stores the document. Inside a transaction (`db` is then the transaction), the caller calls
 * `forgetTenantConfig` on its database after the commit, so no reader sees a value that was rolled back.
 */
export async function saveTenantConfig(db: Db, value: TenantConfig): Promise<void> {
  const parsed = TenantConfig.parse(value);
  await db.update(tenantConfig).set({ value: parsed });
  cache.set(db, { value: parsed, at: Date.now() });
}

export function forgetTenantConfig(db: Db): void {
  cache.delete(db);
}
