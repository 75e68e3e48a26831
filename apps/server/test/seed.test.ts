import { KNOWN_FLAGS } from '@portale/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '../src/platform/access/tables';
import { users } from '../src/platform/auth/tables';
import type { Database } from '../src/platform/db/database';
import { featureFlags } from '../src/platform/flags/tables';
import { createAdmin, seed } from '../src/seed/seed';
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

  it('refuses to create a second account with the same e-mail', async () => {
    await expect(createAdmin(database.db, 'ADMIN@demo.portale.it', 'Password-lunga-123')).rejects.toThrow(
      /Esiste già un utente/,
    );
  });
});
