import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sweepOrphanBlobs } from '@/platform/storage/files';
import { convertLegacyFiles } from '@/platform/storage/jobs';
import { blobPath } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { as, createTestApp, type LoggedIn, login, multipartFile, type TestApp, TINY_PNG } from './helpers';
import { fileRows, filesOnDisk, PDF, registerTestUploadRoute, uploadAs } from './storage-setup';

let t: TestApp;
let employee: LoggedIn;
beforeEach(async () => {
  t = await createTestApp();
  registerTestUploadRoute(t.app);
  employee = await login(t.app, 'dipendente');
});
afterEach(() => t.close());

const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>');

describe('GET /api/files/{id}', () => {
  it('sends the original Italian name per RFC 5987, the detected type and the length', async () => {
    const name = 'Verbale riunione – perché.pdf';
    const { id } = (await uploadAs(t.app, employee, name, PDF)).json().data;
    const response = await as(t.app, employee, { url: `/api/files/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Verbale riunione - perche.pdf"; filename*=UTF-8''Verbale%20riunione%20%E2%80%93%20perch%C3%A9.pdf`,
    );
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe(String(PDF.length));
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(PDF)).toBe(true);
  });

  it('never serves SVG inline nor as an image from our origin', async () => {
    const { id, mime } = (await uploadAs(t.app, employee, 'schema.svg', SVG, '?kinds=markup')).json().data;
    expect(mime).toBe('image/svg+xml');
    const response = await as(t.app, employee, { url: `/api/files/${id}` });
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="schema.svg"/);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const html = (
      await uploadAs(t.app, employee, 'pagina.html', Buffer.from('<!doctype html><script>1</script>'), '?kinds=markup')
    ).json().data;
    const page = await as(t.app, employee, { url: `/api/files/${html.id}` });
    expect(page.headers['content-disposition']).toMatch(/^attachment;/);
    expect(page.headers['content-type']).toBe('application/octet-stream');
  });

  it('answers one byte range with 206, and 416 for one outside the file', async () => {
    const { id } = (await uploadAs(t.app, employee, 'a.pdf', PDF)).json().data;
    const part = await as(t.app, employee, { url: `/api/files/${id}`, headers: { range: 'bytes=0-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
    expect(part.headers['content-range']).toBe(`bytes 0-3/${PDF.length}`);
    const outside = await as(t.app, employee, { url: `/api/files/${id}`, headers: { range: `bytes=${PDF.length}-` } });
    expect(outside.statusCode).toBe(416);
  });

  it('keeps a file private to its owner unless its module opens it; avatars are open to colleagues', async () => {
    const { id } = (await uploadAs(t.app, employee, 'privato.pdf', PDF)).json().data;
    const manager = await login(t.app, 'manager');
    const denied = await as(t.app, manager, { url: `/api/files/${id}` });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe('File non trovato');
    const avatar = await as(t.app, employee, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipartFile('file', 'foto.png', 'image/png', TINY_PNG),
    });
    expect((await as(t.app, manager, { url: avatar.json().data.avatar_url })).statusCode).toBe(200);
  });
});

describe('blob lifecycle', () => {
  const avatar = (who: LoggedIn, data: Buffer) =>
    as(t.app, who, {
      method: 'POST',
      url: '/api/profile/avatar',
      ...multipartFile('file', 'foto.png', 'image/png', data),
    });

  it('deletes a blob only when no live row points at it', async () => {
    const manager = await login(t.app, 'manager');
    await avatar(employee, TINY_PNG);
    await avatar(manager, TINY_PNG);
    expect(filesOnDisk(t.app.serverConfig.filesDir)).toHaveLength(1);
    await as(t.app, employee, { method: 'DELETE', url: '/api/profile/avatar' });
    // The manager's avatar is the same bytes: they stay.
    expect(filesOnDisk(t.app.serverConfig.filesDir)).toHaveLength(1);
    await as(t.app, manager, { method: 'DELETE', url: '/api/profile/avatar' });
    expect(filesOnDisk(t.app.serverConfig.filesDir)).toEqual([]);
  });

  it('sweeps blobs no row points at once they are older than the grace period', async () => {
    const { key } = (await uploadAs(t.app, employee, 'tenuto.pdf', PDF)).json().data;
    const orphan = await t.app.storage.put(Readable.from([Buffer.from('nessuno mi usa')]));
    expect(await sweepOrphanBlobs(t.app.db, t.app.storage)).toBe(0);
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    expect(await sweepOrphanBlobs(t.app.db, t.app.storage, later)).toBe(1);
    expect(await t.app.storage.exists(orphan.key)).toBe(false);
    expect(await t.app.storage.exists(key)).toBe(true);
  });

  it('makes an old blob young again when the same bytes are uploaded, so the sweep spares it', async () => {
    const blob = await t.app.storage.put(Readable.from([PDF]));
    const path = join(t.app.serverConfig.filesDir, blobPath(blob.key));
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(path, old, old);
    await t.app.storage.put(Readable.from([PDF]));
    expect(await sweepOrphanBlobs(t.app.db, t.app.storage)).toBe(0);
    expect(await t.app.storage.exists(blob.key)).toBe(true);
  });

  it('moves files stored under the old keys into the content-addressed storage', async () => {
    const filesDir = t.app.serverConfig.filesDir;
    mkdirSync(join(filesDir, '6b'), { recursive: true });
    const legacyKey = '6b/6b1f0a52-0f43-4a3c-9a6e-3b1d2f7c9e10.png';
    writeFileSync(join(filesDir, legacyKey), TINY_PNG);
    const [row] = await t.app.db
      .insert(files)
      .values({
        owner_user_id: employee.session.user.id,
        purpose: 'avatar',
        original_name: 'vecchia.png',
        mime_type: 'image/png',
        size_bytes: TINY_PNG.length,
        storage_key: legacyKey,
      })
      .returning();
    expect(await convertLegacyFiles(t.app.db, t.app.storage, filesDir)).toBe(1);
    const [converted] = await t.app.db.select().from(files).where(eq(files.id, row!.id));
    expect(converted!.storage_key).toMatch(/^[0-9a-f]{64}$/);
    expect(filesOnDisk(filesDir)).toHaveLength(1);
    const served = await as(t.app, employee, { url: `/api/files/${row!.id}` });
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    expect(await convertLegacyFiles(t.app.db, t.app.storage, filesDir)).toBe(0);
    expect(await fileRows(t.app)).toHaveLength(1);
  });
});
