import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDocumentReminders } from '@/modules/documents/reminders';
import { selectRows } from '@/platform/db/database';
import { makeFolder, setAccess, textBytes, uploaded } from './documents-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// The documents dashboard (recent, mine, shared with me, expiring, storage) and the expiry and retention
// reminders, on a fixed clock (docs/documents.md, "Cruscotto" and "Promemoria").

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let ids: Record<string, string>;
const docs: Record<string, string> = {};

const today = '2030-03-01';
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client, ids } = await loginDemoStaff(t));
  const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);
  const shared = await makeFolder(t.app, admin, 'Condivisa col cliente');
  await setAccess(t.app, admin, `/api/document-folders/${shared}/access`, [
    { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
    { principal_type: 'user', principal_id: ids.dipendente!, level: 'read' },
  ]);
  docs.shared = await uploaded(
    t.app,
    admin,
    { folder_id: shared, title: 'Offerta' },
    {
      name: 'offerta.txt',
      data: textBytes('offerta'),
    },
  );
  docs.mine = await uploaded(
    t.app,
    employee,
    { title: 'Mio', expires_on: addDays(today, 7) },
    {
      name: 'mio.txt',
      data: textBytes('mio documento'),
    },
  );
  docs.contract = await uploaded(
    t.app,
    manager,
    { title: 'Contratto', expires_on: addDays(today, 30), retention_until: today },
    { name: 'contratto.txt', data: textBytes('contratto di prova') },
  );
  // The employee writes the contract by name: reminded with its owner.
  await setAccess(t.app, manager, `/api/documents/${docs.contract}/access`, [
    { principal_type: 'user', principal_id: ids.dipendente!, level: 'write' },
  ]);
}, 60_000);
afterAll(() => t.close());

const dashboard = async (who: LoggedIn) => {
  const response = await as(t.app, who, { method: 'GET', url: '/api/documents/dashboard' });
  expect(response.statusCode).toBe(200);
  return response.json().data as Record<string, { id: string }[]> & { storage: Record<string, number | null> };
};
const idsOf = (items: { id: string }[]) => items.map((i) => i.id).sort();

describe('GET /api/documents/dashboard', () => {
  it('splits what the employee reads into mine and shared with me', async () => {
    const board = await dashboard(employee);
    expect(idsOf(board.mine!)).toEqual([docs.mine]);
    expect(idsOf(board.shared_with_me!)).toEqual([docs.contract, docs.shared].sort());
    expect(idsOf(board.recent!)).toEqual([docs.contract, docs.mine, docs.shared].sort());
    expect(board.storage.readable_documents).toBe(3);
    expect(board.storage.readable_bytes).toBe('offerta'.length + 'mio documento'.length + 'contratto di prova'.length);
    expect(board.storage.archive_bytes).toBeNull();
    expect(board.storage.blob_bytes).toBeNull();
  });

  it('shows a client only the shared folder, and an admin the whole archive', async () => {
    const board = await dashboard(client);
    expect(idsOf(board.recent!)).toEqual([docs.shared]);
    expect(idsOf(board.shared_with_me!)).toEqual([docs.shared]);
    expect(board.mine).toEqual([]);
    const adminBoard = await dashboard(admin);
    expect(adminBoard.storage.archive_bytes).toBeGreaterThanOrEqual(adminBoard.storage.readable_bytes as number);
    expect(adminBoard.storage.blob_bytes).toBeGreaterThan(0);
  });

  it('lists documents expiring within 30 days, soonest first', async () => {
    await t.database.db.execute(
      sql`update documents set expires_on = (now() at time zone 'Europe/Rome')::date + 3 where id = ${docs.mine}`,
    );
    const board = await dashboard(employee);
    expect(board.expiring!.map((d) => d.id)[0]).toBe(docs.mine);
    expect(board.expiring!.map((d) => d.id)).not.toContain(docs.shared);
    await t.database.db.execute(sql`update documents set expires_on = ${addDays(today, 7)} where id = ${docs.mine}`);
  });
});

describe('expiry and retention reminders', () => {
  const notes = async (userId: string) =>
    selectRows<{ title: string; link: string }>(
      t.database.db,
      sql`select title, link from notifications where user_id = ${userId} and link like '/app/documents/%'
        order by created_at, title`,
    );

  it('notifies 30 and 7 days before, on the day and at the end of retention, never twice', async () => {
    expect(await sendDocumentReminders(t.database.db, addDays(today, -40))).toBe(0);
    // Today: the employee's document is 7 days away, the contract 30, and the contract's retention ends.
    expect(await sendDocumentReminders(t.database.db, today)).toBe(3);
    expect(await sendDocumentReminders(t.database.db, today)).toBe(0);
    expect((await notes(ids.dipendente!)).map((n) => n.title).sort()).toEqual([
      'Conservazione terminata: Contratto',
      'Documento in scadenza: Contratto',
      'Documento in scadenza: Mio',
    ]);
    expect((await notes(ids.manager!)).map((n) => n.title).sort()).toEqual([
      'Conservazione terminata: Contratto',
      'Documento in scadenza: Contratto',
    ]);
    expect((await notes(ids.manager!))[0]!.link).toBe(`/app/documents/${docs.contract}`);
    // A week later the employee's document expires today and the contract is 23 days away (nothing new for it).
    expect(await sendDocumentReminders(t.database.db, addDays(today, 7))).toBe(1);
    expect((await notes(ids.dipendente!)).map((n) => n.title)).toContain('Documento in scadenza oggi: Mio');
    // A run missed for weeks sends only the most urgent threshold reached, once.
    expect(await sendDocumentReminders(t.database.db, addDays(today, 31))).toBe(1);
    expect(await sendDocumentReminders(t.database.db, addDays(today, 32))).toBe(0);
    expect((await notes(ids.manager!)).map((n) => n.title)).toContain('Documento scaduto: Contratto');
    expect((await notes(ids.manager!)).filter((n) => n.title.includes('scadenza')).length).toBe(1);
  });

  it('reminds again when the expiry date changes, and never for documents in the trash', async () => {
    await t.database.db.execute(sql`update documents set expires_on = ${addDays(today, 60)} where id = ${docs.mine}`);
    expect(await sendDocumentReminders(t.database.db, addDays(today, 30))).toBe(1);
    await as(t.app, employee, { method: 'DELETE', url: `/api/documents/${docs.mine}` });
    expect(await sendDocumentReminders(t.database.db, addDays(today, 60))).toBe(0);
  });
});
