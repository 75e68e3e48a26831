import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

// The demo tenant logs eight weeks of hours up to today: a custom period of the last twelve weeks holds them all.
const DAY = 86_400_000;
const rome = (time: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date(time));
const TO = rome(Date.now());
const FROM = rome(Date.now() - 84 * DAY);

async function openAnalytics(page: Page, query = '') {
  await signIn(page, DEMO.admin.username);
  await page.goto(`/app/timesheet/analytics${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Reportistica ore' })).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

test('the admin filters the hours by period and project and downloads the same numbers as CSV', async ({ page }) => {
  await openAnalytics(page);
  const table = page.getByRole('region', { name: 'Ore per progetto' });

  // A custom period: the dates go into the URL and the report follows.
  await page.getByLabel('Periodo', { exact: true }).selectOption('personalizzato');
  await page.getByLabel('Dal', { exact: true }).fill(FROM);
  await page.getByLabel('Al', { exact: true }).fill(TO);
  await expect(page).toHaveURL(new RegExp(`from=${FROM}.*to=${TO}|to=${TO}.*from=${FROM}`));
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // One project: the table keeps its row only, and the tiles show its hours.
  // The project of the table's first row, which has hours in the period: other specs running at the same time
  // create projects without hours, which may come first in the filter's list.
  const projectFilter = page.getByLabel('Progetto', { exact: true });
  const firstRow = (await table.getByRole('row').nth(1).getByRole('cell').first().textContent())!;
  const labels = await projectFilter.locator('option').allTextContents();
  const projectLabel = labels.find((label) => {
    const [optionCode, name] = label.split(' · ');
    return Boolean(optionCode && name && firstRow.includes(optionCode) && firstRow.includes(name));
  })!;
  expect(projectLabel, `a project option for the row "${firstRow}"`).toBeTruthy();
  const code = projectLabel.split(' · ')[0]!;
  await projectFilter.selectOption({ label: projectLabel });
  await expect(page).toHaveURL(/project_id=/);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(code);
  const hours = (await rows.nth(1).getByRole('cell').nth(1).textContent())!.trim();
  expect(Number(hours.replaceAll('.', '').replace(',', '.'))).toBeGreaterThan(0);
  await expect(page.getByText('Ore registrate', { exact: true }).locator('..')).toContainText(`${hours} h`);

  // The export carries the same filters: header, the project's row, decimal comma, BOM.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Esporta CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ore-per-progetto-${FROM}_${TO}.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trim().split('\r\n');
  expect(lines[0]).toBe('"Codice";"Progetto";"Ore";"Ore fatturabili";"Ore non fatturabili";"Valore €";"Costo €"');
  expect(lines).toHaveLength(2);
  expect(lines[1]!.startsWith(`"${code}";`)).toBe(true);
  expect(lines[1]!.split(';')[2]).toBe(hours.replaceAll('.', ''));

  // Utilisation and budget views of the same period.
  await page.getByRole('tab', { name: 'Utilizzo' }).click();
  await expect(page).toHaveURL(/tab=utilisation/);
  await expect(page.getByRole('region', { name: 'Utilizzo per persona' })).toContainText('Giulia Esposito');
  await page.getByRole('tab', { name: 'Budget' }).click();
  await expect(page.getByRole('region', { name: 'Consumo dei budget di progetto' })).toContainText(code);
  await expect(page.getByRole('link', { name: 'Esporta Excel' })).toHaveAttribute(
    'href',
    /report=budget.*format=xlsx|format=xlsx.*report=budget/,
  );

  // A reversed period is stopped before any request, with the reason.
  await page.getByLabel('Dal', { exact: true }).fill(TO);
  await page.getByLabel('Al', { exact: true }).fill(FROM);
  await expect(page.getByText('La data iniziale deve precedere la finale').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esporta CSV' })).toBeDisabled();
});

test('the analytics page has no serious accessibility violations in light and dark mode', async ({ page }) => {
  // Thirty people and nine projects of the demo company: two axe runs over long tables.
  test.setTimeout(90_000);
  await openAnalytics(page, `?tab=utilisation&from=${FROM}&to=${TO}`);
  await expect(page.getByRole('region', { name: 'Utilizzo per persona' })).toContainText('Giulia Esposito');
  await expectNoSeriousViolations(page);

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/app/timesheet/analytics?tab=budget&from=${FROM}&to=${TO}`);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(
    page.getByRole('region', { name: 'Consumo dei budget di progetto' }).getByRole('row').nth(1),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the manager does not reach the analytics', async ({ page }) => {
  await signIn(page, DEMO.manager.username);
  const response = await page.request.get('/api/timesheet/analytics');
  expect(response.status()).toBe(403);
});
