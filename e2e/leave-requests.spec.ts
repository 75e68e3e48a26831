import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { loginAs } from './helpers';
import { seedCookieConsent } from './public-helpers';

// Next year, clear of the demo requests (which follow today's date); its first full week of March has no holiday.
const NEXT_YEAR = Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Rome' }).format()) + 1;

/** Monday to Friday of the first full week of March next year. */
function firstMarchWeek(): [string, string] {
  const day = new Date(Date.UTC(NEXT_YEAR, 2, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const friday = new Date(day);
  friday.setUTCDate(friday.getUTCDate() + 4);
  return [day.toISOString().slice(0, 10), friday.toISOString().slice(0, 10)];
}

async function openAs(page: Page, username: string, path: string) {
  await page.context().clearCookies();
  await page.goto('/auth/login');
  await loginAs(page, username);
  await expect(page).toHaveURL(/\/app/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Ferie e permessi' })).toBeVisible();
}

/** The ferie card's "N giorni disponibili" as a number. */
async function ferieAvailable(page: Page): Promise<number> {
  const card = page.getByRole('article', { name: 'Ferie', exact: true });
  const text = await card.getByText(/giorn/).first().textContent();
  return Number(text!.replace(/[^\d,]/g, '').replace(',', '.'));
}

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

test('an employee requests ferie, the manager approves it with a comment, the balance goes down', async ({ page }) => {
  test.setTimeout(90_000);
  const [monday, friday] = firstMarchWeek();
  const myYear = `/app/timesheet/requests?year=${NEXT_YEAR}`;

  await openAs(page, 'dipendente', myYear);
  await expect(page.getByRole('heading', { name: `Saldi ${NEXT_YEAR}` })).toBeVisible();
  // Employees decide nobody's requests: no "Da approvare" tab.
  await expect(page.getByRole('tab', { name: /Da approvare/ })).toHaveCount(0);
  const before = await ferieAvailable(page);

  await page.getByRole('button', { name: 'Nuova richiesta' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuova richiesta' });
  await expect(dialog.getByLabel('Tipo di assenza')).toHaveValue(/.+/);
  await dialog.getByLabel('Tipo di assenza').selectOption({ label: 'Ferie' });
  await dialog.getByLabel('Dal', { exact: true }).fill(monday);
  await dialog.getByLabel('Al', { exact: true }).fill(friday);
  await dialog.getByLabel('Nota (facoltativa)').fill('Settimana bianca');
  await expect(dialog.getByTestId('preview-amount')).toContainText('5 giorni');
  await expect(dialog.getByTestId('preview-after')).toHaveText(`${(before - 5).toLocaleString('it-IT')} giorni`);
  await dialog.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByText('Richiesta inviata')).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: 'Settimana bianca' });
  await expect(mine).toContainText('In attesa');
  await expect(mine).toContainText('In attesa di Marco Bianchi');

  await openAs(page, 'manager', '/app/timesheet/requests?tab=approvare');
  const pending = page.getByRole('row').filter({ hasText: 'Settimana bianca' });
  await expect(pending).toContainText('Giulia Esposito');
  await pending.getByRole('checkbox').check();
  await expect(page.getByText('1 richiesta selezionata')).toBeVisible();
  await page.getByRole('button', { name: 'Approva', exact: true }).click();
  const decision = page.getByRole('dialog', { name: 'Approvare la richiesta?' });
  await decision.getByLabel('Commento (facoltativo)').fill('Buone vacanze!');
  await decision.getByRole('button', { name: 'Approva' }).click();
  await expect(page.getByText('Richiesta approvata')).toBeVisible();
  await expect(pending).toHaveCount(0);

  await openAs(page, 'dipendente', myYear);
  const approved = page.getByRole('row').filter({ hasText: 'Settimana bianca' });
  await expect(approved).toContainText('Approvata');
  await expect(approved).toContainText('Marco Bianchi: «Buone vacanze!»');
  await expect.poll(() => ferieAvailable(page)).toBe(before - 5);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the requests page has no serious accessibility violations (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    await openAs(page, 'manager', '/app/timesheet/requests');
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('article', { name: 'Ferie', exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('button', { name: 'Nuova richiesta' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuova richiesta' });
    await dialog.getByLabel('Tipo di assenza').selectOption({ label: 'Permessi ROL' });
    await expect(dialog.getByLabel('Dalle')).toBeVisible();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Annulla' }).click();

    await page.getByRole('tab', { name: /Da approvare/ }).click();
    await expect(page).toHaveURL(/tab=approvare/);
    await expect(page.getByRole('row').filter({ hasText: 'Giulia Esposito' }).first()).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.getByRole('tab', { name: 'Calendario' }).click();
    await expect(page).toHaveURL(/tab=calendario/);
    await expect(page.getByRole('table', { name: 'Assenze del team' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
