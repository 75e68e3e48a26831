import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as } from './helpers';
import { manager, t, type Viewer } from './privacy-setup';
import type { WalkEntry } from './privacy-walk-setup';

// The proposals' read endpoints (docs/sales.md, "Chi vede cosa"): staff routes for CRM readers only; the client
// portal for the demo `cliente` account with its own company's sent proposals, and 404 for another company's.

export const pfx = {} as { own: string; foreign: string; pipeline: string };

const FOREIGN_TITLE = 'Offerta riservata a un altro cliente';
const CRM: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 };
const PORTAL_OWN: Record<Viewer, number> = { admin: 404, manager: 404, colleague: 404, self: 404, client: 200 };
const NOBODY_IN_PORTAL: Record<Viewer, number> = { admin: 404, manager: 404, colleague: 404, self: 404, client: 404 };

async function sent(clientId: string, title: string): Promise<string> {
  const created = await as(t.app, manager, {
    method: 'POST',
    url: '/api/crm/proposals',
    payload: {
      client_id: clientId,
      title,
      lines: [{ description: 'Consulenza', quantity: 1, unit_price_cents: 100_000, vat_rate: 22 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, version } = created.json().data;
  const send = await as(t.app, manager, {
    method: 'POST',
    url: `/api/crm/proposals/${id}/transition`,
    payload: { action: 'send', version },
  });
  expect(send.statusCode, send.body).toBe(200);
  return id;
}

export function setupProposalsWalk(): void {
  beforeAll(async () => {
    const [own] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select client_company_id::text as id from users where username = 'cliente'`,
    );
    const other = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/clients',
      payload: { name: 'Cliente concorrente S.p.A.' },
    });
    pfx.own = await sent(own!.id, 'Offerta per Arredi Ferrari');
    pfx.foreign = await sent(other.json().data.id, FOREIGN_TITLE);
    const [pipeline] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from sales_pipelines where is_default`,
    );
    pfx.pipeline = pipeline!.id;
  });
}

export const PROPOSALS_WALK: WalkEntry[] = [
  { route: 'GET /api/crm/proposals', url: () => '/api/crm/proposals', status: CRM },
  { route: 'GET /api/crm/proposals/:id', url: () => `/api/crm/proposals/${pfx.foreign}`, status: CRM },
  { route: 'GET /api/crm/proposals/:id/pdf', url: () => `/api/crm/proposals/${pfx.foreign}/pdf`, status: CRM },
  { route: 'GET /api/crm/pipelines', url: () => '/api/crm/pipelines', status: CRM },
  { route: 'GET /api/crm/pipelines/:id', url: () => `/api/crm/pipelines/${pfx.pipeline}`, status: CRM },
  { route: 'GET /api/crm/pipelines/:id/board', url: () => `/api/crm/pipelines/${pfx.pipeline}/board`, status: CRM },
  {
    route: 'GET /api/client-portal/proposals',
    url: () => '/api/client-portal/proposals',
    status: PORTAL_OWN,
    check: (data) => {
      const text = JSON.stringify(data);
      expect(text).toContain(pfx.own);
      expect(text).not.toContain(pfx.foreign);
      expect(text).not.toContain(FOREIGN_TITLE);
    },
  },
  {
    route: 'GET /api/client-portal/proposals/:id',
    url: () => `/api/client-portal/proposals/${pfx.own}`,
    status: PORTAL_OWN,
    check: (data) => {
      for (const key of ['notes', 'stage', 'owner', 'decision_ip']) expect(data).not.toHaveProperty(key);
    },
  },
  {
    route: 'GET /api/client-portal/proposals/:id',
    url: () => `/api/client-portal/proposals/${pfx.foreign}`,
    status: NOBODY_IN_PORTAL,
  },
  {
    route: 'GET /api/client-portal/proposals/:id/pdf',
    url: () => `/api/client-portal/proposals/${pfx.foreign}/pdf`,
    status: NOBODY_IN_PORTAL,
  },
];
