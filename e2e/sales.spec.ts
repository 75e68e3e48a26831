/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, DEMO_PASSWORD, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

// The sales journey (issue 18, docs/sales.md): the manager adds a client (a wrong partita IVA first), writes it an
// offer of three lines, sends it, accepts it by dragging it on the board, turns it into a contract and a project;
// the employee is kept out; every sales page passes axe in both themes.

const WAIT = { timeout: 15_000 };

/**
 * The manager's session, logged in once per worker and reused by every test of the file (the login costs an
 * argon2 hash and a page load a test otherwise).
 */
const test = base.extend<{ asEmployee: boolean }, { managerState: string }>({
  asEmployee: [false, { option: true }],
  managerState: [
    async ({ playwright }, use, workerInfo) => {
      const dir = join(workerInfo.project.outputDir, '.auth');
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `sales-manager-${workerInfo.parallelIndex}.json`);
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const response = await request.post('/api/auth/login', {
        data: { username: DEMO.manager.username, password: DEMO_PASSWORD },
      });
      if (!response.ok()) throw new Error(`login manager: ${response.status()} ${await response.text()}`);
      await request.storageState({ path: file });
      await request.dispose();
      await use(file);
    },
    { scope: 'worker' },
  ],
  storageState: async ({ managerState, asEmployee }, use) => {
    await use(asEmployee ? undefined : managerState);
  },
});

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

/** A fresh suffix, so a retry (same data dir) never meets the first attempt's records. */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

/** An 11-digit partita IVA with its check digit (the Luhn-style rule of packages/shared/src/sales/fiscal-codes.ts). */
function partitaIva(): string {
  const holder = String(1_000_000 + Math.floor(Math.random() * 8_999_999));
  const office = String(1 + Math.floor(Math.random() * 100)).padStart(3, '0');
  const first10 = holder + office;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const digit = Number(first10[i]);
    sum += i % 2 === 0 ? digit : digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return `${first10}${(10 - (sum % 10)) % 10}`;
}

/** The same number with a wrong check digit. */
const withWrongCheckDigit = (vat: string) => `${vat.slice(0, 10)}${(Number(vat[10]) + 1) % 10}`;

/**
 * Drags a board card by its handle onto a column with real mouse moves (dnd-kit's pointer sensor starts after
 * 5 px). The pointer moves sideways only and stops short of the board's right fifth: there dnd-kit scrolls the
 * board under the pointer (its auto-scroll zone), which would slide the next column in.
 */
async function dragCardTo(page: Page, handle: Locator, target: Locator) {
  await handle.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  const board = target.locator('xpath=..');
  const [grip, card, column, frame] = await Promise.all([
    handle.boundingBox(),
    handle.locator('xpath=ancestor::article[1]').boundingBox(),
    target.boundingBox(),
    board.boundingBox(),
  ]);
  if (!grip || !card || !column || !frame) throw new Error('drag: the card or the column is not on screen');
  const start = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
  const scrollZone = frame.x + frame.width * 0.8;
  const x = Math.min(column.x + (start.x - card.x) + 8, scrollZone - 6);
  if (x < column.x + 4) throw new Error(`drag: column at ${column.x} is inside the auto-scroll zone (${scrollZone})`);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 10, start.y, { steps: 3 });
  await page.mouse.move(x, start.y, { steps: 20 });
  await page.mouse.move(x + 1, start.y, { steps: 2 });
  await page.mouse.up();
}

/** The amount beside a label in the totals panel (a `dt`/`dd` pair). */
const totalOf = (totals: Locator, label: string) =>
  totals
    .locator('dl > div')
    .filter({ has: totals.page().getByText(label, { exact: true }) })
    .locator('dd');

test('the manager takes a new client from a checked partita IVA to an accepted offer, a contract and a project', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Wide enough for the board's Accettate column to stand clear of its auto-scroll zone (see dragCardTo).
  await page.setViewportSize({ width: 1680, height: 1000 });
  const id = unique();
  const clientName = `Officine ${id} S.r.l.`;
  const vat = partitaIva();

  await test.step('a wrong partita IVA is refused inline and nothing is saved; a valid one saves the client', async () => {
    await page.goto('/app/crm/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clienti' })).toBeVisible(WAIT);
    await page.getByRole('link', { name: 'Nuovo cliente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo cliente' })).toBeVisible(WAIT);
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/crm/clients') posted += 1;
    });

    await page.getByLabel('Ragione sociale').fill(clientName);
    const vatField = page.getByLabel('Partita IVA');
    await vatField.fill(withWrongCheckDigit(vat));
    await page.getByLabel('Codice destinatario SDI').fill('M5UXCR1');
    await expect(vatField).toHaveAttribute('aria-invalid', 'true');
    await expect(vatField).toHaveAccessibleDescription(/La partita IVA non è valida \(cifra di controllo errata\)/);
    await page.getByRole('button', { name: 'Crea cliente' }).click();
    await expect(page.getByText('La partita IVA non è valida (cifra di controllo errata)')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/crm\/clients\/(new|create)$/);
    expect(posted).toBe(0);
    // The form with its error, a state the accessibility tests below do not reach.
    await expectNoSeriousViolations(page);
    const found = await (await page.request.get(`/api/crm/clients?q=${encodeURIComponent(id)}`)).json();
    expect(found.data.items).toEqual([]);

    await vatField.fill(`IT ${vat}`);
    await expect(vatField).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Comune').fill('Brescia');
    await page.getByRole('button', { name: 'Crea cliente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: clientName })).toBeVisible(WAIT);
    await expect(page).toHaveURL(/\/app\/crm\/clients\/[0-9a-f-]{36}$/);
    // Stored as 11 digits, without the prefix.
    await expect(page.getByText(vat, { exact: true })).toBeVisible();
  });
  const clientPath = new URL(page.url()).pathname;

  let proposalPath = '';
  let number = '';
  const title = `Configuratore ordini ${id}`;
  await test.step('an offer of three lines, with the live totals, saved and sent', async () => {
    await page.getByRole('tab', { name: 'Offerte' }).click();
    await page.getByRole('link', { name: 'Nuova offerta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova offerta' })).toBeVisible(WAIT);
    // The client comes preselected from its page.
    await expect(page.getByRole('main').getByText(clientName, { exact: true })).toBeVisible(WAIT);
    await page.getByLabel('Titolo').fill(title);

    const lines = page.getByRole('list', { name: 'Righe dell’offerta' }).getByRole('listitem');
    const fillLine = async (
      n: number,
      line: { description: string; quantity: string; unit: string; price: string; discount?: string; vat?: string },
    ) => {
      const row = lines.nth(n - 1);
      await row.getByLabel('Descrizione').fill(line.description);
      await row.getByLabel('Quantità').fill(line.quantity);
      await row.getByLabel('Unità').fill(line.unit);
      await row.getByLabel('Prezzo unitario (€)').fill(line.price);
      if (line.discount) await row.getByLabel('Sconto %').fill(line.discount);
      if (line.vat) await row.getByLabel('IVA').selectOption({ label: line.vat });
    };
    await fillLine(1, { description: 'Analisi dei requisiti', quantity: '3', unit: 'gg', price: '650' });
    await expect(page.getByLabel('Importo Riga 1')).toHaveText('1.950,00 €');
    await page.getByRole('button', { name: 'Aggiungi riga' }).click();
    await fillLine(2, { description: 'Sviluppo', quantity: '12,5', unit: 'ore', price: '80', discount: '10' });
    await expect(page.getByLabel('Importo Riga 2')).toHaveText('900,00 €');
    await page.getByRole('button', { name: 'Aggiungi riga' }).click();
    await fillLine(3, { description: 'Manuale d’uso', quantity: '1', unit: 'pz', price: '1.250,50', vat: '10%' });
    await expect(page.getByLabel('Importo Riga 3')).toHaveText('1.250,50 €');
    await expect(lines).toHaveCount(3);

    // 22 %: 1.950 + 900 = 2.850 → 627 of VAT; 10 %: 1.250,50 → 125,05.
    const totals = page.getByRole('region', { name: 'Totali' });
    const summary = totals.getByRole('table', { name: 'Riepilogo IVA per aliquota e natura' });
    await expect(summary.getByRole('row', { name: /^22%/ })).toHaveText(/2\.850,00\s€\s*627,00\s€/);
    await expect(summary.getByRole('row', { name: /^10%/ })).toHaveText(/1\.250,50\s€\s*125,05\s€/);
    await expect(totalOf(totals, 'Totale imponibile')).toHaveText('4.100,50 €');
    await expect(totalOf(totals, 'Totale IVA')).toHaveText('752,05 €');
    await expect(totalOf(totals, 'Totale documento')).toHaveText('4.852,55 €');
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Crea offerta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(WAIT);
    await expect(page).toHaveURL(/\/app\/crm\/proposals\/[0-9a-f-]{36}$/);
    proposalPath = new URL(page.url()).pathname;
    const header = page.locator('main header').first();
    await expect(header.getByText('Bozza', { exact: true })).toBeVisible();
    await expect(totalOf(page.locator('main'), 'Totale documento')).toHaveText('4.852,55 €');

    await page.getByRole('button', { name: 'Segna come inviata' }).click();
    await expect(header.getByText('Inviata', { exact: true })).toBeVisible(WAIT);
    const saved = (await (await page.request.get(`/api${proposalPath.replace('/app', '')}`)).json()).data;
    expect(saved).toMatchObject({ status: 'inviata', taxable_cents: 410_050, total_cents: 485_255 });
    expect(saved.lines).toHaveLength(3);
    number = saved.number;
  });

  await test.step('dragged to Accettate on the board, the offer is accepted', async () => {
    await page.goto('/app/crm/proposals?view=board');
    const handle = page.getByRole('button', { name: `Sposta l’offerta «${title}»` });
    await expect(handle).toBeVisible(WAIT);
    const accepted = page.getByRole('region', { name: 'Accettate', exact: true });
    await dragCardTo(page, handle, accepted);
    await expect(accepted.getByRole('article', { name: `${number} ${title}` })).toBeVisible(WAIT);
    await expect(handle).toHaveCount(0);
    // The server says so too: the proposal's page, freshly loaded.
    await page.goto(proposalPath);
    await expect(page.locator('main header').first().getByText('Accettata', { exact: true })).toBeVisible(WAIT);
    const saved = (await (await page.request.get(`/api${proposalPath.replace('/app', '')}`)).json()).data;
    expect(saved.status).toBe('accettata');
  });

  await test.step('the accepted offer becomes a contract and a project', async () => {
    await page.getByRole('link', { name: 'Crea contratto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuovo contratto' })).toBeVisible(WAIT);
    await expect(page).toHaveURL(/\/app\/crm\/contracts\/new\?proposal=[0-9a-f-]{36}$/);
    await expect(page.getByText(`Dall’offerta accettata ${number}`)).toBeVisible();
    await expect(page.getByLabel('Titolo')).toHaveValue(title);
    await expect(page.getByRole('textbox', { name: 'Cliente' })).toHaveValue(clientName);
    // The offer's taxable amount is the contract's value.
    await expect(page.getByLabel('Valore del contratto (€)')).toHaveValue('4100,50');
    await page.getByRole('button', { name: 'Crea contratto' }).click();
    await expect(page).toHaveURL(/\/app\/crm\/contracts\/[0-9a-f-]{36}$/, WAIT);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const contractPath = new URL(page.url()).pathname;
    const contract = (await (await page.request.get(`/api${contractPath.replace('/app', '')}`)).json()).data;
    expect(contract).toMatchObject({
      status: 'bozza',
      value_cents: 410_050,
      proposal: { id: proposalPath.split('/').pop() },
    });
    const contractNumber: string = contract.number;
    await expect(page.getByRole('main').getByText(contractNumber, { exact: true }).first()).toBeVisible();

    await page.goto(proposalPath);
    const next = page.getByRole('region', { name: 'Dopo l’accettazione' });
    await expect(next.getByRole('link', { name: `Contratto ${contractNumber}` })).toBeVisible(WAIT);
    await next.getByRole('button', { name: 'Crea progetto' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crea il progetto dell’offerta' });
    await dialog.getByLabel('Codice').fill(`E2E-${id}`);
    await expect(dialog.getByLabel('Nome del progetto')).toHaveValue(title);
    await dialog.getByRole('button', { name: 'Crea progetto' }).click();
    await expect(dialog).toBeHidden(WAIT);
    await next.getByRole('link', { name: `Progetto E2E-${id} · ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible(WAIT);
    await expect(page).toHaveURL(/\/app\/projects\/[0-9a-f-]{36}/);
    await expect(page.getByRole('link', { name: clientName })).toHaveAttribute('href', clientPath);
  });
});

test.describe('the employee', () => {
  test.use({ asEmployee: true });

  test('gets the 403 page on the clients and no Sales group in the sidebar', async ({ page }) => {
    await signIn(page, DEMO.employee.username);
    await page.goto('/app/crm/clients');
    await expect(page).toHaveURL(/\/error\/403/, WAIT);
    await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
    // The error page stands alone; the sidebar is the dashboard's.
    await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${DEMO.employee.firstName}!` })).toBeVisible(WAIT);
    const nav = page.getByTestId('sidebar').getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('button', { name: 'Personale' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Vendite' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Clienti' })).toHaveCount(0);
  });
});

type DemoRecord = { id: string; title: string };
type Ids = { client: string; proposal: DemoRecord; draft: DemoRecord; contract: DemoRecord };

/**
 * Demo records to open: a client with every kind of record, an accepted offer, a draft and an active contract, the
 * oldest of each (the seed's, which the other spec files leave alone).
 */
async function demoIds(page: Page): Promise<Ids> {
  const get = async (path: string) => {
    const response = await page.request.get(path);
    expect(response.ok(), `${path}: ${response.status()}`).toBe(true);
    return (await response.json()).data;
  };
  const clients = await get('/api/crm/clients?q=Arredi%20Ferrari');
  const client = clients.items.find((c: { name: string }) => c.name === 'Arredi Ferrari S.r.l.');
  const first = async (path: string): Promise<DemoRecord> => {
    const { items } = await get(path);
    expect(items.length, path).toBeGreaterThan(0);
    return { id: items[0].id, title: items[0].title };
  };
  return {
    client: client.id,
    proposal: await first('/api/crm/proposals?status=accettata&sort=number'),
    draft: await first('/api/crm/proposals?status=bozza&sort=number'),
    contract: await first('/api/crm/contracts?status=attivo&sort=number'),
  };
}

/** Opens a page, waits for its heading and its data, and runs axe. */
async function check(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(WAIT);
  // The app follows the system's theme (nothing stored): make sure the theme under test is the one shown.
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, WAIT);
  await expectNoSeriousViolations(page);
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`sales pages in ${scheme} mode`, () => {
    test.describe.configure({ mode: 'parallel', timeout: 120_000 });

    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('the CRM dashboard, the clients and the contacts have no serious or critical violations', async ({ page }) => {
      await check(page, '/app/crm/dashboard', 'Dashboard CRM');
      await check(page, '/app/crm/clients', 'Clienti');
      await check(page, '/app/crm/contacts', 'Contatti');
    });

    test('the proposals, their board and the contracts have no serious or critical violations', async ({ page }) => {
      await check(page, '/app/crm/proposals', 'Proposte');
      await check(page, '/app/crm/proposals?view=board', 'Proposte');
      await check(page, '/app/crm/contracts', 'Contratti');
    });

    test('the client page and each of its tabs have no serious or critical violations', async ({ page }) => {
      const ids = await demoIds(page);
      await check(page, `/app/crm/clients/${ids.client}`, 'Arredi Ferrari S.r.l.');
      const tabs = page.getByRole('tablist', { name: /.+/ }).getByRole('tab');
      const names = await tabs.allTextContents();
      expect(names.length).toBeGreaterThan(3);
      for (const name of names.slice(1)) {
        await page.getByRole('tab', { name, exact: true }).click();
        const panel = page.getByRole('tabpanel', { name, exact: true });
        await expect(panel).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expect(panel.locator('[aria-busy="true"]')).toHaveCount(0, WAIT);
        await expectNoSeriousViolations(page);
      }
    });

    test('the client form has no serious or critical violations', async ({ page }) => {
      const ids = await demoIds(page);
      await check(page, '/app/crm/clients/new', 'Nuovo cliente');
      await check(page, `/app/crm/clients/${ids.client}/edit`, 'Modifica Arredi Ferrari S.r.l.');
    });

    test('the proposal pages have no serious or critical violations', async ({ page }) => {
      const ids = await demoIds(page);
      await check(page, '/app/crm/proposals/new', 'Nuova offerta');
      await check(page, `/app/crm/proposals/${ids.proposal.id}`, ids.proposal.title);
      await check(page, `/app/crm/proposals/${ids.draft.id}/edit`, /^Modifica offerta /);
    });

    test('the contract pages have no serious or critical violations', async ({ page }) => {
      const ids = await demoIds(page);
      await check(page, '/app/crm/contracts/new', 'Nuovo contratto');
      await check(page, `/app/crm/contracts/${ids.contract.id}`, ids.contract.title);
      await check(page, `/app/crm/contracts/${ids.contract.id}/edit`, /^Modifica il contratto /);
    });
  });
}
