import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachments } from '@/platform/attachments/tables';
import { purgeDeletedAttachments } from '@/platform/attachments/writes';
import { files } from '@/platform/storage/tables';
import { attach, attached, EXE_BYTES, listOf, PDF_BYTES, remove, restore, TEXT_BYTES } from './attachments-setup';
import { as } from './helpers';
import { admin, employee, ids, setupPrivacyApp, t } from './privacy-setup';
import { filesOnDisk } from './storage-setup';

// Bad input on the attachment routes (issue 17): Italian messages and 4xx, nothing left behind.
setupPrivacyApp();

const person = () => ids.dipendente;

describe('attachment bad input', () => {
  it('refuses an empty file (400) and a renamed program (415) in Italian, storing nothing', async () => {
    const before = filesOnDisk(t.app.serverConfig.filesDir);
    const empty = await attach(t.app, admin, 'person', person(), 'vuoto.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Il file è vuoto.');
    const exe = await attach(t.app, admin, 'person', person(), 'fattura.pdf', EXE_BYTES);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe('Tipo di file non consentito: i programmi eseguibili non si possono caricare.');
    const renamed = await attach(t.app, admin, 'person', person(), 'setup.exe', PDF_BYTES);
    expect(renamed.statusCode).toBe(415);
    expect(filesOnDisk(t.app.serverConfig.filesDir)).toEqual(before);
    expect((await listOf(t.app, admin, 'person', person())).json().data.items).toEqual([]);
  });

  it('refuses a kind the record does not take (a zip on a person)', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 0)]);
    const response = await attach(t.app, admin, 'person', person(), 'archivio.zip', zip);
    expect(response.statusCode).toBe(415);
  });

  it('answers 404 for an unknown record type, 400 for a malformed one or a malformed id', async () => {
    const unknown = await listOf(t.app, admin, 'crm_deal', person());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Elemento non trovato');
    expect((await attach(t.app, admin, 'crm_deal', person(), 'a.txt', TEXT_BYTES)).statusCode).toBe(404);
    expect((await listOf(t.app, admin, 'Person!', person())).statusCode).toBe(400);
    const badId = await listOf(t.app, admin, 'person', 'non-un-id');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details.fields.recordId).toEqual(['Identificativo non valido']);
    expect((await as(t.app, admin, { url: '/api/attachments/file/123' })).statusCode).toBe(400);
    expect((await remove(t.app, admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('refuses a request without a file, or not multipart, in Italian', async () => {
    const none = await as(t.app, admin, {
      method: 'POST',
      url: `/api/attachments/person/${person()}`,
      payload: { file: 'x' },
    });
    expect(none.statusCode).toBe(415);
    expect(none.json().message).toBe('Invia il file come multipart/form-data');
  });

  it('keeps the same bytes once, and a purge after the undo window removes rows and blob', async () => {
    const a = await attached(t.app, employee, 'person', person(), 'uno.txt', TEXT_BYTES);
    const b = await attached(t.app, employee, 'person', person(), 'due.txt', TEXT_BYTES);
    await remove(t.app, employee, a.id);
    await remove(t.app, employee, b.id);
    // Inside the window nothing goes: undo still works.
    expect(await purgeDeletedAttachments(t.database.db, t.app.storage)).toBe(0);
    expect((await restore(t.app, employee, a.id)).statusCode).toBe(200);
    await remove(t.app, employee, a.id);
    const later = new Date(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await purgeDeletedAttachments(t.database.db, t.app.storage, later)).toBe(2);
    expect(await t.database.db.select().from(attachments).where(eq(attachments.id, a.id))).toEqual([]);
    const [row] = await t.database.db.select().from(files).where(eq(files.original_name, 'uno.txt'));
    expect(row?.deleted_at).not.toBeNull();
    expect(filesOnDisk(t.app.serverConfig.filesDir).filter((path) => !path.startsWith('.tmp'))).toEqual([]);
    expect((await restore(t.app, employee, a.id)).statusCode).toBe(404);
  });
});
