import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, expectGreeting, loginAs, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

// Next year in Rome: the demo closures are this year's, and 4 October is a national holiday from 2026 on.
const NEXT_YEAR = Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Rome' }).format()) + 1;

async function openLeaveSettings(page: Page) {
  await signIn(page, DEMO.admin.username);
  await page.goto('/app/admin/leave-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Ferie e permessi' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tipi di assenza' }).getByText('Permessi ROL')).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

test('the admin creates a leave type, a location with its patron day and a closure, and sees them in the calendar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openLeaveSettings(page);
  await expectNoSeriousViolations(page);

  // A leave type in hours with two allowance rules.
  await page.getByRole('button', { name: 'Nuovo tipo di assenza' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Nuovo tipo di assenza' });
  await typeDialog.getByLabel('Nome', { exact: true }).fill('Permessi studio');
  await typeDialog.getByLabel('Codice', { exact: true }).fill('studio');
  await typeDialog.getByLabel('Unità di misura').selectOption('hours');
  await typeDialog.getByRole('button', { name: 'Aggiungi regola' }).click();
  await typeDialog.getByLabel(/Quantità \(ore\), regola 1/).fill('150');
  await typeDialog.getByRole('button', { name: 'Aggiungi regola' }).click();
  await typeDialog.getByLabel(/Tipo di contratto, regola 2/).selectOption('apprendistato');
  await typeDialog.getByLabel(/Quantità \(ore\), regola 2/).fill('200');
  await expectNoSeriousViolations(page);
  await typeDialog.getByRole('button', { name: 'Crea' }).click();
  await expect(page.getByText('Tipo di assenza creato')).toBeVisible();
  await expect(typeDialog).toBeHidden();
  const studio = page.getByRole('row').filter({ hasText: 'Permessi studio' });
  await expect(studio).toContainText('150 ore · Tutti i contratti');
  await expect(studio).toContainText('200 ore · Apprendistato');

  // A work location whose patron saint is San Giovanni Battista, 24 June.
  await page.getByRole('tab', { name: 'Sedi e patroni' }).click();
  await page.getByRole('button', { name: 'Nuova sede' }).click();
  const locationDialog = page.getByRole('dialog', { name: 'Nuova sede' });
  await locationDialog.getByLabel('Nome della sede').fill('Sede di Torino');
  await locationDialog.getByLabel('Città').fill('Torino');
  await locationDialog.getByLabel('Santo patrono').fill('San Giovanni Battista');
  await locationDialog.getByLabel('Giorno', { exact: true }).selectOption('24');
  await locationDialog.getByLabel('Mese').selectOption({ label: 'giugno' });
  await locationDialog.getByRole('button', { name: 'Crea' }).click();
  await expect(page.getByText('Sede creata')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Sede di Torino' })).toContainText('24 giugno');

  // A closure next year: the list follows the year selector (the demo Christmas closure reaches into it).
  await page.getByRole('tab', { name: 'Chiusure aziendali' }).click();
  await expect(page.getByRole('table', { name: `Chiusure aziendali del ${NEXT_YEAR - 1}` })).toContainText(
    'Chiusura estiva',
  );
  await page.getByRole('button', { name: 'Anno successivo' }).click();
  const nextYearClosures = page.getByRole('table', { name: `Chiusure aziendali del ${NEXT_YEAR}` });
  await expect(nextYearClosures).toContainText('Chiusura natalizia');
  await expect(nextYearClosures).not.toContainText('Chiusura estiva');
  await page.getByRole('button', { name: 'Nuova chiusura' }).click();
  const closureDialog = page.getByRole('dialog', { name: 'Nuova chiusura aziendale' });
  await closureDialog.getByLabel('Descrizione').fill('Ponte dei Santi');
  await closureDialog.getByLabel('Dal').fill(`${NEXT_YEAR}-11-02`);
  await closureDialog.getByLabel('Al (incluso)').fill(`${NEXT_YEAR}-11-03`);
  await closureDialog.getByRole('button', { name: 'Crea' }).click();
  await expect(page.getByText('Chiusura aziendale creata')).toBeVisible();
  await expect(nextYearClosures).toContainText('Ponte dei Santi');

  // The calendar opens on the same year; for Turin it shows its patron day and the new closure.
  await page.getByRole('tab', { name: 'Calendario festività' }).click();
  const list = page.getByRole('region', { name: `Festività ${NEXT_YEAR}` });
  await expect(list.getByText("San Francesco d'Assisi")).toBeVisible({ timeout: 15_000 });
  await expect(list.getByText('Ponte dei Santi')).toBeVisible();
  await page.getByLabel('Sede', { exact: true }).selectOption({ label: 'Sede di Torino' });
  // A busy machine may take a while to answer the new query.
  await expect(list.getByText('San Giovanni Battista', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(list.getByText("Sant'Ambrogio")).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'giugno' }).getByText(/24: San Giovanni Battista/)).toBeAttached();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page);
});

test('the leave settings tabs have no serious accessibility violations in dark mode', async ({ page }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ colorScheme: 'dark' });
  await openLeaveSettings(page);
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(page);
  for (const tab of ['Sedi e patroni', 'Chiusure aziendali', 'Calendario festività']) {
    await page.getByRole('tab', { name: tab }).click();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expectNoSeriousViolations(page);
  }
  await page.getByRole('tab', { name: 'Tipi di assenza' }).click();
  await page.getByRole('button', { name: 'Modifica Ferie' }).click();
  await expect(page.getByRole('dialog', { name: 'Modifica «Ferie»' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('an employee cannot open the leave settings', async ({ page }) => {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.employee.username);
  await expectGreeting(page, DEMO.employee.firstName);
  await page.goto('/app/admin/leave-settings');
  await expect(page).toHaveURL(/\/error\/403/);
  await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
});
