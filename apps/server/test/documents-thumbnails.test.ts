import { createCanvas } from '@napi-rs/canvas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeTrash } from '@/modules/documents/jobs';
import { selectRows } from '@/platform/db/database';
import { imagePixelSize } from '@/platform/storage/extract/image-size';
import { THUMBNAIL_LIMITS } from '@/platform/storage/extract/parsers/thumbnail';
import { makeFolder, pdfBytes, setAccess, textBytes, uploaded } from './documents-setup';
import { fixture } from './extract-setup';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// Thumbnails (docs/documents.md, "Miniature"): the queue draws a PDF's first page or an image after the upload,
// stores it as a platform file and the lists name it; it is served by the download's access rule, and a file that
// cannot be drawn only leaves the type icon.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
const docs: Record<string, string> = {};

const drawAll = () => t.app.scheduler.runNow('documents-extraction');
const detail = async (who: LoggedIn, id: string) =>
  (await as(t.app, who, { method: 'GET', url: `/api/documents/${id}` })).json().data as {
    thumbnail_url: string | null;
  };
const thumbnailState = async (id: string) =>
  (
    await selectRows<{ thumbnail_state: string }>(
      t.database.db,
      sql`select v.thumbnail_state from document_versions v join documents d on d.id = v.document_id
        and v.number = d.current_version where d.id = ${id}`,
    )
  )[0]!.thumbnail_state;
const isWebp = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** A real PNG of `width`×`height` pixels, drawn with the same library the worker decodes it with. */
function png(width: number, height: number): Buffer {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#1d4ed8';
  context.fillRect(0, 0, width, height);
  return canvas.toBuffer('image/png');
}

/** A PNG whose header declares 60,000×60,000 pixels (14 GB decoded) in a few bytes: never decoded. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(60_000, 16);
  header.writeUInt32BE(60_000, 20);
  header.writeUInt8(8, 24);
  header.writeUInt8(6, 25);
  return Buffer.concat([header, Buffer.from('IEND', 'latin1')]);
}

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee } = await loginDemoStaff(t));
  const board = await makeFolder(t.app, admin, 'Consiglio');
  await setAccess(t.app, admin, `/api/document-folders/${board}/access`, [
    { principal_type: 'role', principal_id: 'manager', level: 'read' },
  ]);
  docs.minutes = await uploaded(
    t.app,
    admin,
    { folder_id: board, title: 'Verbale CdA', type: 'verbale' },
    { name: 'verbale.pdf', data: fixture('verbale.pdf') },
  );
  docs.photo = await uploaded(t.app, admin, { title: 'Foto cantiere' }, { name: 'cantiere.png', data: png(960, 600) });
  docs.broken = await uploaded(t.app, admin, { title: 'PDF rotto' }, { name: 'rotto.pdf', data: pdfBytes('rotto') });
  docs.bomb = await uploaded(t.app, admin, { title: 'Immagine enorme' }, { name: 'enorme.png', data: pngBomb() });
  docs.secret = await uploaded(
    t.app,
    admin,
    { title: 'Verbale riservato', confidential: 'true' },
    { name: 'riservato.pdf', data: Buffer.concat([fixture('verbale.pdf'), Buffer.from('\n% riservato\n')]) },
  );
  docs.note = await uploaded(t.app, admin, { title: 'Appunti' }, { name: 'appunti.txt', data: textBytes('Appunti') });
  await drawAll();
}, 90_000);
afterAll(() => t.close());

describe('document thumbnails', () => {
  it('draws the first page of the PDF fixture as a WebP within the size bounds, served with the download rule', async () => {
    expect(await thumbnailState(docs.minutes!)).toBe('done');
    const { thumbnail_url: url } = await detail(admin, docs.minutes!);
    expect(url).toMatch(new RegExp(`^/api/documents/${docs.minutes}/thumbnail\\?v=[0-9a-f]{16}$`));
    const response = await as(t.app, admin, { method: 'GET', url: url! });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const bytes = response.rawPayload;
    expect(isWebp(bytes)).toBe(true);
    const size = imagePixelSize(bytes, 'image/webp')!;
    expect(size.width).toBe(THUMBNAIL_LIMITS.width);
    // An A4 page: taller than wide, within the height cap.
    expect(size.height).toBeGreaterThan(size.width);
    expect(size.height).toBeLessThanOrEqual(THUMBNAIL_LIMITS.maxHeight);
    // The manager reads the folder, so the picture too; without the hash it is revalidated, not kept.
    const unpinned = await as(t.app, manager, { method: 'GET', url: `/api/documents/${docs.minutes}/thumbnail` });
    expect(unpinned.statusCode).toBe(200);
    expect(unpinned.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers 404 to a user who may not read the document, as the download does', async () => {
    const { thumbnail_url: url } = await detail(admin, docs.minutes!);
    const denied = await as(t.app, employee, { method: 'GET', url: url! });
    expect(denied.statusCode).toBe(404);
    expect(denied.json().message).toBe('Documento non trovato');
    expect(denied.headers['cache-control']).toBe('no-store');
    const download = await as(t.app, employee, { method: 'GET', url: `/api/documents/${docs.minutes}/download` });
    expect(download.statusCode).toBe(404);
  });

  it('scales an image down to the thumbnail width and lists it', async () => {
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/documents?per_page=50' })).json().data.items as {
      id: string;
      thumbnail_url: string | null;
    }[];
    const photo = list.find((item) => item.id === docs.photo)!;
    const response = await as(t.app, admin, { method: 'GET', url: photo.thumbnail_url! });
    expect(response.statusCode).toBe(200);
    expect(imagePixelSize(response.rawPayload, 'image/webp')).toEqual({ width: 480, height: 300 });
  });

  it('leaves a broken PDF and an image bomb usable, with no thumbnail', async () => {
    for (const id of [docs.broken!, docs.bomb!]) {
      expect(await thumbnailState(id)).toBe('failed');
      expect((await detail(admin, id)).thumbnail_url).toBeNull();
      expect((await as(t.app, admin, { method: 'GET', url: `/api/documents/${id}/thumbnail` })).statusCode).toBe(404);
      expect((await as(t.app, admin, { method: 'GET', url: `/api/documents/${id}/download` })).statusCode).toBe(200);
    }
    const edit = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/documents/${docs.broken}`,
      payload: { title: 'PDF rotto, rinominato' },
    });
    expect(edit.statusCode).toBe(200);
  });

  it('gives no thumbnail for confidential documents and types that have none, and refuses a malformed hash', async () => {
    expect(await thumbnailState(docs.secret!)).toBe('done');
    expect((await detail(admin, docs.secret!)).thumbnail_url).toBeNull();
    const secret = await as(t.app, admin, { method: 'GET', url: `/api/documents/${docs.secret}/thumbnail` });
    expect(secret.statusCode).toBe(404);
    expect(await thumbnailState(docs.note!)).toBe('unsupported');
    expect((await detail(admin, docs.note!)).thumbnail_url).toBeNull();
    const malformed = await as(t.app, admin, { method: 'GET', url: `/api/documents/${docs.minutes}/thumbnail?v=../x` });
    expect(malformed.statusCode).toBe(400);
  });

  it('keeps the thumbnail when an old version is restored, and purges it with the document', async () => {
    const other = await as(t.app, admin, {
      method: 'POST',
      url: `/api/documents/${docs.photo}/versions/1/restore`,
    });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.thumbnail_url).toBe((await detail(admin, docs.photo!)).thumbnail_url);
    expect(other.json().data.thumbnail_url).not.toBeNull();
    await as(t.app, admin, { method: 'DELETE', url: `/api/documents/${docs.photo}` });
    const later = new Date(Date.now() + 31 * 86_400_000);
    expect(await purgeTrash(t.app.db, t.app.storage, later)).toBe(1);
    const [left] = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from files where purpose = 'document_thumbnail' and deleted_at is null
        and original_name = 'cantiere-anteprima.webp'`,
    );
    expect(left!.n).toBe(0);
  });
});
