/// <reference lib="dom" />
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

// The pre-invoices' journey (issue 18, docs/sales.md "Pre-invoices"): the manager bills a period of the demo T&M
// project's approved hours, downloads the FatturaPA XML, approves the pre-invoice and marks it invoiced; the
// employee is kept out; the list, the new page and a pre-invoice pass axe in both themes.

const WAIT = { timeout: 15_000 };
const API = '/api/invoicing/pre-invoices';

type Project = { id: string; code: string; name: string; client: { id: string; name: string } | null };
type Preview = { people: unknown[]; missing_rates: string[]; overlap: unknown; taxable_cents: number };
type Period = { from: string; to: string };

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

async function get<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}

const iso = (date: Date) => date.toISOString().slice(0, 10);
/** The first and last day of the month `offset` months from today's (UTC is enough for whole months). */
function month(offset: number): Period {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + offset + 1, 0));
  return { from: iso(first), to: iso(last) };
}

/**
 * The demo's T&M project with a client, and a period of its approved billable hours that no pre-invoice bills yet.
 * The demo bills last month's hours; the timesheets are approved for months before it, so the month before last
 * is the first candidate; then the current month up to yesterday, then earlier months. The preview says which one
 * works (with rates, without an overlap), so a retry picks the next free period.
 */
async function billablePeriod(page: Page): Promise<{ project: Project; period: Period; preview: Preview }> {
  const { items } = await get<{ items: Project[] }>(page, `${API}/sources/projects`);
  const yesterday = iso(new Date(Date.now() - 86_400_000));
  const thisMonth = { from: month(0).from, to: yesterday };
  const candidates = [month(-2), ...(thisMonth.to >= thisMonth.from ? [thisMonth] : []), month(-3), month(-4)];
  for (const project of items.filter((p) => p.client !== null)) {
    for (const period of candidates) {
      const query = `project_id=${project.id}&period_from=${period.from}&period_to=${period.to}`;
      const preview = await get<Preview>(page, `${API}/hours-preview?${query}`);
      if (preview.people.length > 0 && preview.missing_rates.length === 0 && !preview.overlap)
        return { project, period, preview };
    }
  }
  throw new Error('No T&M project of the demo has approved billable hours left to bill');
}

const euro = (cents: number) =>
  new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' }).format(
    cents / 100,
  );

test.describe('the manager', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, DEMO.manager.username);
  });

  test('bills a period of approved hours, downloads the FatturaPA XML, approves and marks it invoiced', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { project, period, preview } = await billablePeriod(page);

    await page.goto('/app/invoicing/pre-invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Pre-fatture' })).toBeVisible(WAIT);
    await page.getByRole('link', { name: 'Nuova pre-fattura' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova pre-fattura' })).toBeVisible(WAIT);
    await page.getByText('Dalle ore di un progetto', { exact: true }).click();
    await expect(page).toHaveURL(/source=ore/);

    const picker = page.getByRole('combobox', { name: 'Progetto a tempo e materiali' });
    await picker.click();
    await picker.fill(project.code);
    await page.getByRole('option', { name: new RegExp(project.code) }).click();
    await expect(page.getByText(/Le ore (del progetto sono fatturate fino al|di questo progetto non)/)).toBeVisible();
    await page.getByLabel('Dal', { exact: true }).fill(period.from);
    await page.getByLabel('Al', { exact: true }).fill(period.to);
    const table = page.getByRole('table', { name: 'Ore approvate e fatturabili del periodo, per persona' });
    await expect(table.getByRole('row')).toHaveCount(preview.people.length + 2, WAIT);
    await expect(table.getByRole('row').last()).toContainText(euro(preview.taxable_cents));
    await expect(page.getByText(`Verrà intestata a ${project.client?.name}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Crea pre-fattura dalle ore' }).click();

    await expect(page).toHaveURL(/\/app\/invoicing\/pre-invoices\/[0-9a-f-]{36}$/, WAIT);
    const heading = page.getByRole('heading', { level: 1, name: /^Pre-fattura PF-\d{4}\/\d{4}$/ });
    await expect(heading).toBeVisible(WAIT);
    const number = ((await heading.textContent()) ?? '').replace('Pre-fattura ', '');
    await expect(page.getByText('Dalle ore approvate del progetto')).toBeVisible();
    await expect(page.getByText(/non ha valore fiscale e non viene inviata al Sistema di Interscambio/)).toBeVisible();
    await expect(page.getByRole('link', { name: `${project.code} · ${project.name}` })).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'XML FatturaPA' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pre-fattura-.+\.xml$/);
    const xml = await readFile((await download.path()) as string, 'utf8');
    expect(xml).toMatch(/<(\w+:)?FatturaElettronica\b[^>]*\bversione="FPR12"/);
    expect(xml).toContain(`<Numero>${number}</Numero>`);

    await page.getByRole('button', { name: 'Approva' }).click();
    await page
      .getByRole('dialog', { name: 'Approvare la pre-fattura?' })
      .getByRole('button', { name: 'Approva' })
      .click();
    await expect(page.getByText('Approvata', { exact: true }).first()).toBeVisible(WAIT);

    const invoiceNumber = `E2E-${Date.now().toString().slice(-6)}`;
    await page.getByRole('button', { name: 'Segna come fatturata' }).click();
    const dialog = page.getByRole('dialog', { name: 'Segnare la pre-fattura come fatturata?' });
    await dialog.getByRole('button', { name: 'Segna come fatturata' }).click();
    await expect(dialog.getByText('Indica il numero della fattura emessa')).toBeVisible();
    await dialog.getByLabel('Numero della fattura').fill(invoiceNumber);
    await dialog.getByRole('button', { name: 'Segna come fatturata' }).click();
    await expect(dialog).toHaveCount(0, WAIT);
    await expect(page.getByText('Fatturata', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`^n\\. ${invoiceNumber} del `))).toBeVisible();
    await expect(page.getByRole('button', { name: 'Riapri come bozza' })).toHaveCount(0);

    // The list finds it by the real invoice's number.
    await page.goto(`/app/invoicing/pre-invoices?q=${invoiceNumber}`);
    await expect(
      page.getByRole('table', { name: 'Elenco delle pre-fatture' }).getByRole('link', { name: number }),
    ).toBeVisible(WAIT);
  });
});

test("the manager starts billing a T&M project's hours from the project's page", async ({ page }) => {
  await signIn(page, DEMO.manager.username);
  const { items } = await get<{ items: Project[] }>(page, `${API}/sources/projects`);
  const project = items.find((p) => p.client !== null)!;
  await page.goto(`/app/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: project.name })).toBeVisible(WAIT);
  await page.getByRole('link', { name: 'Fattura le ore' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/invoicing/pre-invoices/new\\?.*project=${project.id}`), WAIT);
  await expect(page.getByText(/Le ore (del progetto sono fatturate fino al|di questo progetto non)/)).toBeVisible(WAIT);
});

test('the employee gets the 403 page on the pre-invoices', async ({ page }) => {
  await signIn(page, DEMO.employee.username);
  await page.goto('/app/invoicing/pre-invoices');
  await expect(page).toHaveURL(/\/error\/403/, WAIT);
  await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
});

/** Opens a page, waits for its heading and its data, and runs axe. */
async function check(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(WAIT);
  const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  if (dark) await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, WAIT);
  await expectNoSeriousViolations(page);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the pre-invoices' pages have no serious or critical violations in ${scheme} mode`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, DEMO.manager.username);
    // The demo's oldest pre-invoice, invoiced from a contract's milestone, and its draft typed by hand.
    const { items } = await get<{ items: { id: string; number: string }[] }>(page, `${API}?sort=number&per_page=5`);
    await check(page, '/app/invoicing/pre-invoices', 'Pre-fatture');
    await check(page, '/app/invoicing/pre-invoices/new', 'Nuova pre-fattura');
    // With a project and a contract chosen: the hours' preview and the milestones to tick.
    const projects = await get<{ items: { id: string }[] }>(page, `${API}/sources/projects`);
    const contracts = await get<{ items: { id: string }[] }>(page, `${API}/sources/contracts`);
    await check(
      page,
      `/app/invoicing/pre-invoices/new?source=ore&project=${projects.items[0]?.id}`,
      'Nuova pre-fattura',
    );
    await expect(page.getByRole('region', { name: 'Anteprima delle ore' })).toBeVisible();
    await check(
      page,
      `/app/invoicing/pre-invoices/new?source=milestones&contract=${contracts.items[0]?.id}`,
      'Nuova pre-fattura',
    );
    await check(page, `/app/invoicing/pre-invoices/${items[0]?.id}`, `Pre-fattura ${items[0]?.number}`);
    const draft = await get<{ items: { id: string; number: string }[] }>(page, `${API}?status=bozza&sort=number`);
    if (draft.items[0])
      await check(page, `/app/invoicing/pre-invoices/${draft.items[0].id}?edit=true`, /^Pre-fattura /);
  });
}
