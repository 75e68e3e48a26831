import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { notifications } from '@/platform/notifications/tables';
import { attach, attached, download, listOf, PDF_BYTES, remove, restore, TEXT_BYTES } from './attachments-setup';
import { admin, client, colleague, employee, ids, manager, setupPrivacyApp, t } from './privacy-setup';

// A person's documents, the Documenti tab (issue 17): HR sees and manages all, the person sees theirs and adds
// their own, the manager, a colleague and a client get 404 (docs/attachments.md).
setupPrivacyApp();

describe('person documents per role', () => {
  it('HR (admin) files a contract on the employee; the employee is told, reads and downloads it', async () => {
    const contract = await attached(t.app, admin, 'person', ids.dipendente, 'Contratto 2026.pdf', PDF_BYTES);
    expect(contract.can_delete).toBe(true);
    const list = await listOf(t.app, employee, 'person', ids.dipendente);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.can_upload).toBe(true);
    expect(list.json().data.items[0]).toMatchObject({ id: contract.id, name: 'Contratto 2026.pdf', can_delete: false });
    const file = await download(t.app, employee, contract.id, '?download=1');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Contratto 2026.pdf"/);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect((await download(t.app, employee, contract.id)).headers['content-disposition']).toMatch(/^inline/);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.user_id, ids.dipendente), eq(notifications.title, 'Nuovo documento nella tua scheda')),
      );
    expect(note).toMatchObject({ link: `/app/personnel/${ids.dipendente}?tab=documenti` });
  });

  it('the employee adds their own document, deletes it, but may not delete HR’s', async () => {
    const own = await attached(t.app, employee, 'person', ids.dipendente, 'Attestato corso.pdf', PDF_BYTES);
    expect(own.can_delete).toBe(true);
    const hrFile = (await listOf(t.app, admin, 'person', ids.dipendente))
      .json()
      .data.items.find((item: { name: string }) => item.name === 'Contratto 2026.pdf');
    expect((await remove(t.app, employee, hrFile.id)).statusCode).toBe(403);
    expect((await remove(t.app, employee, own.id)).statusCode).toBe(200);
    expect((await restore(t.app, employee, own.id)).statusCode).toBe(200);
    // HR manages everything on the record, the employee's own files too.
    expect((await remove(t.app, admin, own.id)).statusCode).toBe(200);
    // The person is not told of their own upload.
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.user_id, ids.dipendente), eq(notifications.title, 'Nuovo documento nella tua scheda')),
      );
    expect(told).toHaveLength(1);
  });

  it('the manager, a colleague and a client get 404 on the list, the upload, the download and the delete', async () => {
    const [item] = (await listOf(t.app, admin, 'person', ids.dipendente)).json().data.items;
    for (const who of [manager, colleague, client]) {
      expect((await listOf(t.app, who, 'person', ids.dipendente)).statusCode).toBe(404);
      expect((await attach(t.app, who, 'person', ids.dipendente, 'x.pdf', PDF_BYTES)).statusCode).toBe(404);
      expect((await download(t.app, who, item.id)).statusCode).toBe(404);
      expect((await remove(t.app, who, item.id)).statusCode).toBe(404);
      expect((await restore(t.app, who, item.id)).statusCode).toBe(404);
    }
    // The colleague reads and fills their own record, and the employee cannot see it.
    await attached(t.app, colleague, 'person', ids.collega, 'mio.txt', TEXT_BYTES);
    expect((await listOf(t.app, employee, 'person', ids.collega)).statusCode).toBe(404);
  });

  it('answers 404 for a client account or an unknown person as a record', async () => {
    expect((await listOf(t.app, admin, 'person', ids.cliente)).statusCode).toBe(404);
    expect((await listOf(t.app, admin, 'person', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('audits every full download of a person’s document, with who read what', async () => {
    const file = await attached(t.app, admin, 'person', ids.dipendente, 'Busta paga ottobre.pdf', PDF_BYTES);
    await download(t.app, employee, file.id);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target_id, file.id), eq(auditLog.action, 'attachment.downloaded')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actor_user_id: ids.dipendente, target_type: 'attachment' });
    expect(rows[0]!.details).toMatchObject({ name: 'Busta paga ottobre.pdf', record_type: 'person' });
  });
});
