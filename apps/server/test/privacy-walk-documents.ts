import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { makeFolder, setAccess, textBytes, uploaded } from './documents-setup';
import { as, TINY_PNG } from './helpers';
import { admin, ids, t, type Viewer } from './privacy-setup';
import type { WalkEntry } from './privacy-walk-setup';

// The documents read endpoints (docs/documents.md, "Chi vede cosa"): a folder and document only administrators
// read, and one shared with the demo client's company and with employees. Every viewer walks both.

export const dfx = {} as {
  secretFolder: string;
  secret: string;
  /** An image in the administrators' folder, with its thumbnail drawn. */
  secretImage: string;
  trashed: string;
  sharedFolder: string;
  shared: string;
};

const SECRET = 'Riservatissimo consiglio';
const SECRET_TAG = 'segretissimo';
const ADMIN_ONLY: Record<Viewer, number> = { admin: 200, manager: 404, colleague: 404, self: 404, client: 404 };
/** The shared document: its readers may not see its access (403), the manager may not read it at all (404). */
const SHARED_ACCESS: Record<Viewer, number> = { admin: 200, manager: 404, colleague: 403, self: 403, client: 403 };
const all = (status: number): Record<Viewer, number> => ({
  admin: status,
  manager: status,
  colleague: status,
  self: status,
  client: status,
});

/** The secret document nowhere in the answer but for an administrator; the shared one for its readers. */
const seesOnlyTheirs = (data: unknown, viewer: Viewer) => {
  const text = JSON.stringify(data);
  expect(text.includes(dfx.secret), 'secret document').toBe(viewer === 'admin');
  expect(text.includes(SECRET), 'secret title').toBe(viewer === 'admin');
};

export function setupDocumentsWalk(): void {
  beforeAll(async () => {
    const [company] = await selectRows<{ id: string }>(t.database.db, sql`select id from client_companies`);
    dfx.secretFolder = await makeFolder(t.app, admin, 'Consiglio');
    await setAccess(t.app, admin, `/api/document-folders/${dfx.secretFolder}/access`, [
      { principal_type: 'role', principal_id: 'admin', level: 'read' },
    ]);
    dfx.secret = await uploaded(
      t.app,
      admin,
      { folder_id: dfx.secretFolder, title: SECRET, tags: SECRET_TAG },
      { name: 'consiglio.txt', data: textBytes('verbale riservato') },
    );
    dfx.secretImage = await uploaded(
      t.app,
      admin,
      { folder_id: dfx.secretFolder, title: 'Planimetria del consiglio' },
      { name: 'planimetria.png', data: TINY_PNG },
    );
    await t.app.scheduler.runNow('documents-extraction');
    dfx.trashed = await uploaded(
      t.app,
      admin,
      { folder_id: dfx.secretFolder, title: 'Bozza cestinata' },
      { name: 'bozza.txt', data: textBytes('bozza') },
    );
    const trashed = await as(t.app, admin, { method: 'DELETE', url: `/api/documents/${dfx.trashed}` });
    expect(trashed.statusCode, trashed.body).toBe(200);
    dfx.sharedFolder = await makeFolder(t.app, admin, 'Condivisa col cliente');
    await setAccess(t.app, admin, `/api/document-folders/${dfx.sharedFolder}/access`, [
      { principal_type: 'client_company', principal_id: company!.id, level: 'read' },
      { principal_type: 'role', principal_id: 'employee', level: 'read' },
    ]);
    dfx.shared = await uploaded(
      t.app,
      admin,
      { folder_id: dfx.sharedFolder, title: 'Offerta condivisa' },
      { name: 'offerta.txt', data: textBytes('offerta') },
    );
  });
}

export const DOCUMENTS_WALK: WalkEntry[] = [
  {
    route: 'GET /api/documents',
    url: () => '/api/documents?per_page=100',
    status: all(200),
    check: (data, viewer) => {
      seesOnlyTheirs(data, viewer);
      if (viewer === 'client') {
        expect(data.items.map((d: { id: string }) => d.id)).toEqual([dfx.shared]);
      }
    },
  },
  {
    route: 'GET /api/documents/trash',
    url: () => '/api/documents/trash',
    status: all(200),
    check: (data, viewer) => expect(JSON.stringify(data).includes(dfx.trashed)).toBe(viewer === 'admin'),
  },
  {
    route: 'GET /api/documents/principals',
    url: () => '/api/documents/principals',
    // Only who may change some grants (here only the admin owns or created anything); e-mails for HR and admins.
    status: { admin: 200, manager: 403, colleague: 403, self: 403, client: 403 },
    check: (data) => expect(JSON.stringify(data)).toContain('@'),
  },
  {
    route: 'GET /api/documents/owners',
    url: () => '/api/documents/owners',
    status: all(200),
    // Every document here is the administrator's: named to those who read one of them, to nobody else.
    check: (data, viewer) =>
      expect(data.items.map((o: { id: string }) => o.id)).toEqual(viewer === 'manager' ? [] : [ids.admin]),
  },
  {
    route: 'GET /api/documents/search',
    url: () => '/api/documents/search?q=riservatissimo',
    status: all(200),
    check: seesOnlyTheirs,
  },
  {
    route: 'GET /api/documents/dashboard',
    url: () => '/api/documents/dashboard',
    status: all(200),
    check: seesOnlyTheirs,
  },
  { route: 'GET /api/documents/:id', url: () => `/api/documents/${dfx.secret}`, status: ADMIN_ONLY },
  {
    route: 'GET /api/documents/:id/download',
    url: () => `/api/documents/${dfx.secret}/download`,
    status: ADMIN_ONLY,
  },
  {
    route: 'GET /api/documents/:id/thumbnail',
    url: () => `/api/documents/${dfx.secretImage}/thumbnail`,
    status: ADMIN_ONLY,
  },
  {
    route: 'GET /api/documents/:id/activity',
    url: () => `/api/documents/${dfx.secret}/activity`,
    status: ADMIN_ONLY,
    check: (data) => expect(data.items.map((i: { kind: string }) => i.kind)).toContain('uploaded'),
  },
  { route: 'GET /api/documents/:id/access', url: () => `/api/documents/${dfx.shared}/access`, status: SHARED_ACCESS },
  {
    route: 'GET /api/document-folders',
    url: () => '/api/document-folders',
    status: all(200),
    check: (data, viewer) => {
      const names = data.folders.map((f: { id: string }) => f.id);
      expect(names.includes(dfx.secretFolder)).toBe(viewer === 'admin');
      if (viewer === 'client') expect(names).toEqual([dfx.sharedFolder]);
    },
  },
  {
    route: 'GET /api/document-folders/:id/access',
    url: () => `/api/document-folders/${dfx.secretFolder}/access`,
    status: ADMIN_ONLY,
  },
  {
    route: 'GET /api/document-tags',
    url: () => '/api/document-tags',
    status: all(200),
    check: (data, viewer) =>
      expect(data.items.some((tag: { name: string }) => tag.name === SECRET_TAG)).toBe(viewer === 'admin'),
  },
];
