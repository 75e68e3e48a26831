import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, loginAs, signIn } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

// The client portal (issue 18, docs/sales.md "Client portal"): the demo client, Arredi Ferrari S.r.l., receives an
// offer from the demo manager and accepts it online; its portal pages pass axe in both themes; staff are kept out.

/** The manager prepares an offer for the demo client's company and sends it; returns its id. */
async function sendOffer(request: APIRequestContext, title: string): Promise<string> {
  const csrf = await apiLogin(request, DEMO.manager.username);
  const headers = { 'X-CSRF-Token': csrf };
  const clients = await (await request.get('/api/crm/clients?q=Arredi%20Ferrari')).json();
  const client = clients.data.items.find((c: { name: string }) => c.name === 'Arredi Ferrari S.r.l.');
  const created = await request.post('/api/crm/proposals', {
    headers,
    data: {
      client_id: client.id,
      title,
      terms: 'Pagamento a 30 giorni data fattura.',
      lines: [
        { description: 'Analisi e progettazione', quantity: 5, unit: 'gg', unit_price_cents: 60_000, vat_rate: 22 },
        { description: 'Sviluppo', quantity: 10, unit: 'gg', unit_price_cents: 50_000, vat_rate: 22 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const proposal = (await created.json()).data;
  const sent = await request.post(`/api/crm/proposals/${proposal.id}/transition`, {
    headers,
    data: { action: 'send', version: proposal.version },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  return proposal.id;
}

async function openAsClient(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

test('the client finds the offer on the dashboard and accepts it online', async ({ page, playwright }) => {
  const title = `Configuratore ${Date.now().toString(36)}`;
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const proposalId = await sendOffer(request, title);

  await page.goto('/auth/login');
  await loginAs(page, DEMO.client.username);
  await expect(page).toHaveURL(/\/app\/dashboard$/);
  const offers = page.getByRole('region', { name: 'Offerte da valutare' });
  await offers.getByRole('link', { name: `Valuta l’offerta: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/app/portal/proposals/${proposalId}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Pagamento a 30 giorni data fattura.')).toBeVisible();

  await page.getByRole('button', { name: 'Accetta l’offerta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accetta l’offerta' });
  await expect(dialog.getByText('Arredi Ferrari S.r.l.')).toBeVisible();
  await expect(dialog.getByText('9.760,00 €')).toBeVisible();
  await dialog.getByLabel('Il tuo nome e cognome').fill('Silvia Ferrari');
  await dialog.getByLabel('Ho letto e accetto l’offerta e le sue condizioni').check();
  await dialog.getByRole('button', { name: 'Confermo e accetto' }).click();
  await expect(page.getByText(/Offerta accettata da Silvia Ferrari il/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accetta l’offerta' })).toHaveCount(0);

  // Staff read the recorded acceptance: who typed it, through the portal, from which address.
  const staff = await (await request.get(`/api/crm/proposals/${proposalId}`)).json();
  expect(staff.data.status).toBe('accettata');
  expect(staff.data.decision).toMatchObject({ channel: 'portale', name: 'Silvia Ferrari' });
  expect(staff.data.decision.ip).toBeTruthy();
  await request.dispose();
});

test('staff opening the client area get the 403 page', async ({ page }) => {
  await signIn(page, DEMO.manager.username);
  await page.goto('/app/portal');
  await expect(page).toHaveURL(/\/error\/403/);
  await expect(page.getByTestId('sidebar').getByText('Area clienti')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the client area has no serious or critical violations in ${scheme} mode`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, DEMO.client.username);
    await openAsClient(page, '/app/portal', 'Area clienti');
    await expectNoSeriousViolations(page);
    for (const [path, heading] of [
      ['/app/portal/proposals', 'Offerte'],
      ['/app/portal/projects', 'Progetti'],
      ['/app/portal/contracts', 'Contratti'],
      ['/app/portal/pre-invoices', 'Pre-fatture'],
    ] as const) {
      await openAsClient(page, path, heading);
      await expectNoSeriousViolations(page);
    }
    // One record of each kind the company has, when it has one (the demo's contracts, the offer accepted above).
    for (const [list, detail] of [
      ['/app/portal/contracts', '/app/portal/contracts/'],
      ['/app/portal/proposals', '/app/portal/proposals/'],
      ['/app/portal/pre-invoices', '/app/portal/pre-invoices/'],
    ] as const) {
      await page.goto(list);
      await page.waitForLoadState('networkidle');
      const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      const href = hrefs.find((h) => h?.startsWith(detail));
      if (!href) continue;
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    }
  });
}
