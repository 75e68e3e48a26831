import { beforeAll, expect } from 'vitest';
import { INTERNAL_NOTE, type PortalFixtures, seedPortalFixtures } from './client-portal-setup';
import { t, type Viewer } from './privacy-setup';
import type { WalkEntry } from './privacy-walk-setup';

// The client portal's read endpoints (docs/sales.md, "Client portal"): only a client account reaches them, and
// only its own company's records past the draft; staff and employees get the 404 of a page that does not exist.

const pfx = {} as PortalFixtures;

/** The client alone; everyone else gets 404. */
const CLIENT_ONLY: Record<Viewer, number> = { admin: 404, manager: 404, colleague: 404, self: 404, client: 200 };
const NOBODY: Record<Viewer, number> = { admin: 404, manager: 404, colleague: 404, self: 404, client: 404 };

/** No record of the other company, no draft, no internal note anywhere in the answer. */
const onlyTheirOwn = (data: unknown) => {
  const text = JSON.stringify(data);
  expect(text.includes(INTERNAL_NOTE), 'internal note').toBe(false);
  const foreign = [
    ...Object.values(pfx.theirs.projects),
    ...Object.values(pfx.theirs.contracts),
    ...Object.values(pfx.theirs.preInvoices),
    pfx.ours.contracts.draft,
    pfx.ours.preInvoices.draft,
    pfx.ours.projects.deleted,
  ];
  expect(foreign.filter((id) => text.includes(id))).toEqual([]);
};

export function setupClientPortalWalk(): void {
  beforeAll(async () => {
    Object.assign(pfx, await seedPortalFixtures(t.database.db));
  });
}

export const CLIENT_PORTAL_WALK: WalkEntry[] = [
  {
    route: 'GET /api/client-portal/overview',
    url: () => '/api/client-portal/overview',
    status: CLIENT_ONLY,
    check: (data) => expect(data.company.id).toBe(pfx.ours.company),
  },
  {
    route: 'GET /api/client-portal/projects',
    url: () => '/api/client-portal/projects',
    status: CLIENT_ONLY,
    check: (data) => {
      onlyTheirOwn(data);
      expect(JSON.stringify(data)).toContain(pfx.ours.projects.active);
    },
  },
  {
    route: 'GET /api/client-portal/contracts',
    url: () => '/api/client-portal/contracts',
    status: CLIENT_ONLY,
    check: (data) => {
      onlyTheirOwn(data);
      expect(JSON.stringify(data)).toContain(pfx.ours.contracts.active);
    },
  },
  {
    route: 'GET /api/client-portal/contracts/:id',
    url: () => `/api/client-portal/contracts/${pfx.ours.contracts.active}`,
    status: CLIENT_ONLY,
    check: onlyTheirOwn,
  },
  {
    route: 'GET /api/client-portal/contracts/:id',
    url: () => `/api/client-portal/contracts/${pfx.theirs.contracts.active}`,
    status: NOBODY,
  },
  {
    route: 'GET /api/client-portal/pre-invoices',
    url: () => '/api/client-portal/pre-invoices',
    status: CLIENT_ONLY,
    check: (data) => {
      onlyTheirOwn(data);
      expect(JSON.stringify(data)).toContain(pfx.ours.preInvoices.invoiced);
    },
  },
  {
    route: 'GET /api/client-portal/pre-invoices/:id',
    url: () => `/api/client-portal/pre-invoices/${pfx.ours.preInvoices.invoiced}`,
    status: CLIENT_ONLY,
    check: onlyTheirOwn,
  },
  {
    route: 'GET /api/client-portal/pre-invoices/:id',
    url: () => `/api/client-portal/pre-invoices/${pfx.theirs.preInvoices.invoiced}`,
    status: NOBODY,
  },
  {
    route: 'GET /api/client-portal/pre-invoices/:id',
    url: () => `/api/client-portal/pre-invoices/${pfx.ours.preInvoices.draft}`,
    status: NOBODY,
  },
];
