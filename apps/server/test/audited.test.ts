import type { AuditAction } from '@portale/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audited, changes, unchanged } from '@/platform/audit/audited';
import { auditLog } from '@/platform/audit/tables';
import { SYSTEM_ACTOR } from '@/platform/auth/actor';
import { featureFlags } from '@/platform/flags/tables';
import { createTestDatabase, type TestDatabase } from './helpers';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const flag = async (key: string) =>
  (await database.db.select().from(featureFlags).where(eq(featureFlags.feature_key, key)))[0];
/** Actions only this test writes, outside the catalogue on purpose. */
const testAction = (name: string) => name as AuditAction;
const auditRows = async (action: string) => database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('audited', () => {
  it('writes the change and its audit row together', async () => {
    await audited(
      database.db,
      SYSTEM_ACTOR,
      (tx) => tx.insert(featureFlags).values({ feature_key: 'audited_ok', display_name: 'Prova', category: 'core' }),
      { action: testAction('test.audited_ok'), targetType: 'feature_flag', targetId: 'audited_ok' },
    );
    expect(await flag('audited_ok')).toBeDefined();
    expect(await auditRows('test.audited_ok')).toHaveLength(1);
  });

  it('rolls the change back when the audit row cannot be written', async () => {
    // An action over the column's limits cannot be stored: a null action violates NOT NULL.
    const failing = audited(
      database.db,
      SYSTEM_ACTOR,
      (tx) => tx.insert(featureFlags).values({ feature_key: 'audited_lost', display_name: 'Prova', category: 'core' }),
      { action: null as unknown as AuditAction },
    );
    await expect(failing).rejects.toThrow();
    expect(await flag('audited_lost')).toBeUndefined();
  });

  it('rolls the audit row back when the write fails after it', async () => {
    const failing = audited(
      database.db,
      SYSTEM_ACTOR,
      async (tx) => {
        await tx.insert(featureFlags).values({ feature_key: 'audited_dup', display_name: 'Prova', category: 'core' });
        await tx.insert(featureFlags).values({ feature_key: 'audited_dup', display_name: 'Prova', category: 'core' });
      },
      { action: testAction('test.audited_dup') },
    );
    await expect(failing).rejects.toThrow();
    expect(await flag('audited_dup')).toBeUndefined();
    expect(await auditRows('test.audited_dup')).toHaveLength(0);
  });

  it('nests inside a caller transaction, which decides for both', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await audited(
          tx,
          SYSTEM_ACTOR,
          (inner) =>
            inner
              .insert(featureFlags)
              .values({ feature_key: 'audited_outer', display_name: 'Prova', category: 'core' }),
          { action: testAction('test.audited_outer') },
        );
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect(await flag('audited_outer')).toBeUndefined();
    expect(await auditRows('test.audited_outer')).toHaveLength(0);
  });
});

describe('changes', () => {
  it('records only the fields a patch changed, dates as ISO strings', () => {
    const before = { name: 'A', on: true, at: new Date('2026-01-01T00:00:00Z'), tags: ['x'], note: null };
    const diff = changes(before, { name: 'A', on: false, at: new Date('2026-02-01T00:00:00Z'), tags: ['x'] });
    expect(diff).toEqual({
      on: { from: true, to: false },
      at: { from: '2026-01-01T00:00:00.000Z', to: '2026-02-01T00:00:00.000Z' },
    });
    expect(unchanged(changes(before, { tags: ['x'], note: undefined }))).toBe(true);
  });

  it('restricts the diff to the given keys', () => {
    expect(changes({ a: 1, b: 2 }, { a: 3, b: 4 }, ['b'])).toEqual({ b: { from: 2, to: 4 } });
  });
});
