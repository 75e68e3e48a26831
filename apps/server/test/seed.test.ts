import { KNOWN_FLAGS, TenantConfig } from '@portale/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '@/platform/access/tables';
import { users } from '@/platform/auth/tables';
import type { Database } from '@/platform/db/database';
import { featureFlags } from '@/platform/flags/tables';
import { tenantConfig } from '@/platform/tenant/tables';
import { createAdmin, seed } from '@/seed/seed';
import { createTestDatabase } from './helpers';
import { TEST_SEED } from './seed-options';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seed', () => {
  it('is idempotent and keeps what an admin changed', async () => {
    const db = database.db;
    await db.update(featureFlags).set({ is_enabled: false }).where(eq(featureFlags.feature_key, 'recruiting_module'));
    await db.delete(rolePermissions).where(eq(rolePermissions.permission, 'view_help'));
    const result = await seed(db, TEST_SEED);
    expect(result).toEqual({ demoSeeded: false, adminCreated: false });
    expect((await db.select({ n: count() }).from(users))[0]!.n).toBe(4);
    expect((await db.select({ n: count() }).from(featureFlags))[0]!.n).toBe(Object.keys(KNOWN_FLAGS).length);
    const [recruiting] = await db.select().from(featureFlags).where(eq(featureFlags.feature_key, 'recruiting_module'));
    expect(recruiting!.is_enabled).toBe(false);
    // Admins always regain every permission; other roles keep the admin's edit.
    const helpRoles = await db
      .select({ role: rolePermissions.role })
      .from(rolePermissions)
      .where(eq(rolePermissions.permission, 'view_help'));
    expect(helpRoles.map((r) => r.role)).toEqual(['admin']);
  });

  it('upgrades a configuration stored by an older version with the sections added since', async () => {
    const db = database.db;
    const [row] = await db.select().from(tenantConfig);
    const { content: _dropped, ...old } = row!.value as Record<string, unknown>;
    await db
      .update(tenantConfig)
      .set({ value: { ...old, company: { ...(old.company as object), name: 'Vecchia S.p.A.' } } });
    await seed(db, TEST_SEED);
    const [upgraded] = await db.select().from(tenantConfig);
    const value = TenantConfig.parse(upgraded!.value);
    expect(value.company.name).toBe('Vecchia S.p.A.');
    expect(value.content.services.length).toBeGreaterThan(0);
  });

  it('refuses to create a second account with the same e-mail', async () => {
    await expect(createAdmin(database.db, 'ADMIN@demo.portale.it', 'Password-lunga-123')).rejects.toThrow(
      /Esiste già un utente/,
    );
  });
});
