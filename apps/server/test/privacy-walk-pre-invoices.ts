import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as } from './helpers';
import { manager, t, type Viewer } from './privacy-setup';
import { sfx } from './privacy-walk-sales';
import { fields, type WalkEntry } from './privacy-walk-setup';

// Pre-invoices (docs/sales.md, "Pre-invoices"): view_all_invoices reads them and manage_invoices reaches what the
// "new" page picks from (colleagues' approved hours and rates among them): admin and manager. A colleague, the
// employee herself and the client account get 403 — the client portal has its own, narrower reads.

export const pfx = {} as { preInvoice: string };

const INVOICES: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 };

export function setupPreInvoiceWalk(): void {
  beforeAll(async () => {
    const [company] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from client_companies where name = 'Arredi Ferrari S.r.l.'`,
    );
    const created = await as(t.app, manager, {
      method: 'POST',
      url: '/api/invoicing/pre-invoices',
      payload: {
        client_id: company!.id,
        lines: [{ description: 'Assistenza', quantity: 2, unit_price_cents: 8_000, vat_rate: 22 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    pfx.preInvoice = created.json().data.id;
  });
}

const URL = '/api/invoicing/pre-invoices';

export const PRE_INVOICE_WALK: WalkEntry[] = [
  {
    route: `GET ${URL}`,
    url: () => URL,
    status: INVOICES,
    check: (data) => fields(data.items[0], ['number', 'client', 'total_cents'], []),
  },
  { route: `GET ${URL}/export.csv`, url: () => `${URL}/export.csv`, status: INVOICES },
  { route: `GET ${URL}/export.xlsx`, url: () => `${URL}/export.xlsx`, status: INVOICES },
  {
    route: `GET ${URL}/hours-preview`,
    url: (f) => `${URL}/hours-preview?project_id=${f.project}&period_from=2026-03-01&period_to=2026-03-31`,
    status: INVOICES,
    check: (data) => fields(data, ['people', 'missing_rates'], []),
  },
  { route: `GET ${URL}/sources/clients`, url: () => `${URL}/sources/clients`, status: INVOICES },
  { route: `GET ${URL}/sources/contracts`, url: () => `${URL}/sources/contracts`, status: INVOICES },
  {
    route: `GET ${URL}/sources/contracts/:id/milestones`,
    url: () => `${URL}/sources/contracts/${sfx.contract}/milestones`,
    status: INVOICES,
  },
  { route: `GET ${URL}/sources/projects`, url: () => `${URL}/sources/projects`, status: INVOICES },
  {
    route: `GET ${URL}/:id`,
    url: () => `${URL}/${pfx.preInvoice}`,
    status: INVOICES,
    check: (data) => fields(data, ['lines', 'totals', 'xml_missing'], []),
  },
  {
    route: `GET ${URL}/:id/fatturapa.xml`,
    url: () => `${URL}/${pfx.preInvoice}/fatturapa.xml`,
    status: INVOICES,
    check: (body) => expect(body).toContain('versione="FPR12"'),
  },
  { route: `GET ${URL}/:id/export.csv`, url: () => `${URL}/${pfx.preInvoice}/export.csv`, status: INVOICES },
  { route: `GET ${URL}/:id/export.xlsx`, url: () => `${URL}/${pfx.preInvoice}/export.xlsx`, status: INVOICES },
];
