import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { loginAs } from './helpers';
import { seedCookieConsent } from './public-helpers';

// Issue 15: HR corrects a person's leave balance and downloads the month's attendance sheet for payroll.
const YEAR = Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Rome' }).format());
const SHOTS = process.env.E2E_SHOTS_DIR;

async function openAs(page: Page, username: string, path: string) {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await loginAs(page, username);
  await expect(page).toHaveURL(/\/app/);
  await page.goto(path);
}

async function idOf(page: Page, username: string): Promise<string> {
  const response = await page.request.get(`/api/personnel/employees?search=${username}&per_page=5`);
  const items = (await response.json()).data.items as { id: string; username: string }[];
  return items.find((i) => i.username === username)!.id;
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

test('HR adjusts a balance with a reason, the person sees it in their history, and HR downloads the sheet', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openAs(page, 'admin', '/app/personnel');
  const giulia = await idOf(page, 'dipendente');
  await page.goto(`/app/personnel/${giulia}?tab=ferie`);
  await expect(page.getByRole('heading', { name: `Saldi ${YEAR}` })).toBeVisible();
  await expect(page.getByText('Nessuna rettifica')).toBeVisible();

  await page.getByRole('button', { name: 'Rettifica saldo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rettifica saldo di Giulia Esposito' });
  await dialog.getByLabel('Tipo di assenza').selectOption({ label: 'Ferie' });
  await dialog.getByLabel('Tipo di rettifica').selectOption({ label: 'Saldo di apertura' });
  await dialog.getByLabel(/Quantità \(giorni\)/).fill('2,5');
  await dialog.getByLabel(/Motivo/).fill('Residuo dal vecchio gestionale paghe');
  await expect(dialog.getByText('Saldo dopo la rettifica')).toBeVisible();
  await dialog.getByRole('button', { name: 'Salva rettifica' }).click();
  await expect(page.getByText('Saldo rettificato')).toBeVisible();
  const history = page.getByRole('table', { name: 'Storico delle rettifiche del saldo' });
  const row = history.getByRole('row').filter({ hasText: 'Residuo dal vecchio gestionale paghe' });
  await expect(row).toContainText('+2,5 giorni');
  await expect(row).toContainText('Alessandra Rossi');
  await expect(page.getByRole('article', { name: 'Ferie', exact: true })).toContainText('Rettifiche HR');

  // The person sees it, with the reason, on their own page.
  await openAs(page, 'dipendente', `/app/personnel/${giulia}?tab=ferie`);
  await expect(page.getByRole('row').filter({ hasText: 'Residuo dal vecchio gestionale paghe' })).toContainText(
    'Saldo di apertura',
  );
  await expect(page.getByRole('button', { name: 'Rettifica saldo' })).toHaveCount(0);

  await openAs(page, 'admin', '/app/timesheet/attendance-sheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Foglio presenze' })).toBeVisible();
  await page.getByLabel(/^Mese/).fill(`${YEAR}-03`);
  await expect(page).toHaveURL(new RegExp(`month=${YEAR}-03`));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`foglio-presenze-${YEAR}-03.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF"Matricola";"Dipendente";"Reparto";"01 ')).toBe(true);
  expect(csv).toContain('"Esposito Giulia"');
  const [excel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Scarica Excel' }).click(),
  ]);
  expect(excel.suggestedFilename()).toBe(`foglio-presenze-${YEAR}-03.xlsx`);
});

test('an employee finds no attendance sheet and no way in', async ({ page }) => {
  await openAs(page, 'dipendente', '/app/timesheet/attendance-sheet');
  await expect(page).toHaveURL(/\/error\/403/);
  expect((await page.request.get(`/api/timesheet/attendance-sheet?month=${YEAR}-03`)).status()).toBe(403);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the leave tab, the adjustment dialog and the sheet page have no serious violations (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openAs(page, 'admin', '/app/personnel');
      const giulia = await idOf(page, 'dipendente');
      await page.goto(`/app/personnel/${giulia}?tab=ferie`);
      await expect(page.getByRole('heading', { name: 'Rettifiche del saldo' })).toBeVisible();
      await shot(page, `leave-tab-${width}-${theme}`);
      if (width === 1280) await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Rettifica saldo' }).click();
      const dialog = page.getByRole('dialog', { name: /Rettifica saldo di/ });
      await dialog.getByLabel(/Quantità/).fill('-40');
      await expect(dialog.getByText(/Il saldo risulterà negativo/)).toBeVisible();
      await shot(page, `adjust-dialog-${width}-${theme}`);
      if (width === 1280) await expectNoSeriousViolations(page);
      await dialog.getByRole('button', { name: 'Annulla' }).click();

      await page.goto('/app/timesheet/attendance-sheet');
      await expect(page.getByRole('heading', { name: 'Legenda' })).toBeVisible();
      await shot(page, `attendance-sheet-${width}-${theme}`);
      if (width === 1280) await expectNoSeriousViolations(page);

      await openAs(page, 'manager', '/app/timesheet/requests?tab=approvare');
      const pending = page.getByRole('row').filter({ hasText: 'Giulia Esposito' }).first();
      await pending.getByRole('button', { name: /^Approva:/ }).click();
      const approve = page.getByRole('dialog', { name: 'Approvare la richiesta?' });
      await expect(approve.getByText('Saldo dopo l’approvazione')).toBeVisible();
      await shot(page, `approve-dialog-${width}-${theme}`);
      if (width === 1280) await expectNoSeriousViolations(page);
      await approve.getByRole('button', { name: 'Annulla' }).click();
    }
  });
}
