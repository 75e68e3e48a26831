import { describe, expect, it } from 'vitest';
import { t } from './privacy-setup';
import { CLIENT_PORTAL_WALK, setupClientPortalWalk } from './privacy-walk-client-portal';
import { DOCUMENTS_WALK, setupDocumentsWalk } from './privacy-walk-documents';
import { NEWS_WALK, setupNewsWalk } from './privacy-walk-news';
import { PERSONNEL_WALK } from './privacy-walk-personnel';
import { PRE_INVOICE_WALK, setupPreInvoiceWalk } from './privacy-walk-pre-invoices';
import { PROPOSALS_WALK, setupProposalsWalk } from './privacy-walk-proposals';
import { SALES_WALK, setupSalesWalk } from './privacy-walk-sales';
import { setupWalk, walk } from './privacy-walk-setup';
import { TIMESHEET_WALK } from './privacy-walk-timesheet';

// Issue 15: every personnel, project and timesheet read endpoint, as admin, the person's manager, a colleague,
// the person and a client, about the demo employee's records (docs/personnel.md and docs/timesheet.md,
// "Chi vede cosa"), and the client portal's endpoints (docs/sales.md, "Client portal"). A new GET route in those
// areas fails the last test until it joins a walk.

setupWalk();
setupDocumentsWalk();
setupClientPortalWalk();
setupSalesWalk();
setupProposalsWalk();
setupPreInvoiceWalk();
setupNewsWalk();

const WALKED =
  /^GET \/api\/(personnel|projects|tasks|timesheet|documents|document-folders|document-tags|crm\/contracts|crm\/proposals|crm\/pipelines|crm\/dashboard|crm\/clients\/:id\/(summary|projects|activity)|invoicing\/pre-invoices|client-companies|client-portal\/(overview|projects|contracts|pre-invoices|proposals)|communications\/news)(\/|$)/;

describe('the authorization walk', () => {
  it('personnel: each viewer gets the status and the fields the privacy rules give them', async () => {
    await walk(PERSONNEL_WALK);
  });

  it('projects and timesheet: each viewer gets the status and the fields the privacy rules give them', async () => {
    await walk(TIMESHEET_WALK);
  });

  it('documents: each viewer reads only the documents, folders and tags their grants give them', async () => {
    await walk(DOCUMENTS_WALK);
  });

  it('client portal: only a client account reads it, and only its own company past the drafts', async () => {
    await walk(CLIENT_PORTAL_WALK);
  });

  it('contracts: the CRM readers get them with their money, everyone else 403', async () => {
    await walk(SALES_WALK);
  });

  it('proposals: staff routes for CRM readers, the client portal for the own company only (another one: 404)', async () => {
    await walk(PROPOSALS_WALK);
  });

  it('pre-invoices: only readers of invoices get them, and the hours and rates they are made from', async () => {
    await walk(PRE_INVOICE_WALK);
  });

  it('news: a published item reaches its audience only, and who confirmed is for publishers', async () => {
    await walk(NEWS_WALK);
  });

  it('walks every read endpoint of the walked areas the server registers', () => {
    const registered = t.app.routeAccessTable
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => WALKED.test(route));
    const walked = [
      ...PERSONNEL_WALK,
      ...TIMESHEET_WALK,
      ...DOCUMENTS_WALK,
      ...CLIENT_PORTAL_WALK,
      ...SALES_WALK,
      ...PROPOSALS_WALK,
      ...PRE_INVOICE_WALK,
      ...NEWS_WALK,
    ].map((entry) => entry.route);
    expect(registered.filter((route) => !walked.includes(route))).toEqual([]);
    expect(walked.filter((route) => !registered.includes(route))).toEqual([]);
  });
});
