import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, cookieConsents } from '@/modules/public-site/tables';
import { auditLog } from '@/platform/audit/tables';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const message = (name: string, monthsAgo: number) => ({
  name,
  email: `${name}@example.it`,
  message: 'Vorrei informazioni sui vostri servizi.',
  privacy_accepted_at: sql`now() - make_interval(months => ${monthsAgo})`,
  created_at: sql`now() - make_interval(months => ${monthsAgo})`,
  updated_at: sql`now() - make_interval(months => ${monthsAgo})`,
});
const consent = (monthsAgo: number) => ({
  consent_id: crypto.randomUUID(),
  preferences: false,
  analytics: false,
  marketing: false,
  method: 'necessary_only',
  policy_version: 'test',
  decided_at: sql`now() - make_interval(months => ${monthsAgo})`,
  created_at: sql`now() - make_interval(months => ${monthsAgo})`,
});

describe('retention periods promised by the privacy notice', () => {
  it('deletes contact messages and consent proofs after 24 months and security logs after 12', async () => {
    const db = t.database.db;
    await db.insert(contactMessages).values([message('vecchio', 25), message('recente', 23)]);
    await db.insert(cookieConsents).values([consent(25), consent(1)]);
    await db.insert(auditLog).values([
      { action: 'test.old', created_at: sql`now() - interval '13 months'` },
      { action: 'test.recent', created_at: sql`now() - interval '11 months'` },
    ]);
    await t.app.scheduler.runNow('public-site-retention');
    await t.app.scheduler.runNow('housekeeping');
    expect((await db.select().from(contactMessages)).map((m) => m.name)).toEqual(['recente']);
    expect(await db.select().from(cookieConsents)).toHaveLength(1);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'test.old'))).toEqual([]);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, 'test.recent'))).toHaveLength(1);
  });
});
