import { type Browser, expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

// A week long ago, different on every run (a retry included), so no other test or earlier run touched it.
function randomPastMonday(): string {
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 7 * (20 + Math.floor(Math.random() * 150)));
  return today.toISOString().slice(0, 10);
}

async function openSession(browser: Browser, who: keyof typeof DEMO, dark = false) {
  const context = await browser.newContext({ colorScheme: dark ? 'dark' : 'light' });
  await seedCookieConsent(context);
  const page = await context.newPage();
  await signIn(page, DEMO[who].username);
  return page;
}

test('the employee logs a week with the keyboard and submits it, the manager approves it, the week is locked', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const week = randomPastMonday();
  const employee = await openSession(browser, 'employee');
  await employee.goto(`/app/timesheet/entry?week=${week}`);
  await expect(employee.getByRole('heading', { level: 1, name: 'Inserimento ore' })).toBeVisible();
  await expect(employee.getByText('Nessuna ora in questa settimana')).toBeVisible();

  // A row on the first project the employee belongs to.
  const project = employee.getByLabel('Progetto', { exact: true });
  await project.selectOption({ index: 1 });
  await employee.getByRole('button', { name: 'Aggiungi riga' }).click();

  // Monday: typed as a clock time; the arrow keys move to Tuesday and Wednesday.
  const cells = employee.getByRole('textbox', {
    name: /, (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) /,
  });
  await expect(cells).toHaveCount(7);
  await cells.nth(0).click();
  await employee.keyboard.type('7:30');
  await employee.keyboard.press('ArrowRight');
  await employee.keyboard.type('8');
  await employee.keyboard.press('Shift+Enter');
  const noteDialog = employee.getByRole('dialog', { name: 'Nota sulle ore' });
  await noteDialog.getByLabel('Nota').fill('Riunione di avanzamento');
  await noteDialog.getByRole('button', { name: 'Applica' }).click();
  // Closing the dialog puts the focus back on Tuesday's cell.
  await expect(noteDialog).toBeHidden();
  await expect(cells.nth(1)).toBeFocused();
  await employee.keyboard.press('ArrowRight');
  await employee.keyboard.type('7.25');
  await employee.keyboard.press('Tab');
  await expect(cells.nth(0)).toHaveValue('7,5');
  await expect(cells.nth(2)).toHaveValue('7,25');
  const totals = employee.getByRole('row', { name: /Totale giorno/ });
  await expect(totals).toContainText('22,75');
  await expectNoSeriousViolations(employee);

  await employee.getByRole('button', { name: 'Salva bozza' }).click();
  await expect(employee.getByText('Bozza salvata')).toBeVisible();
  await employee.getByRole('button', { name: 'Invia per approvazione' }).click();
  await employee
    .getByRole('dialog', { name: 'Inviare la settimana?' })
    .getByRole('button', { name: 'Invia per approvazione' })
    .click();
  await expect(employee.getByText('Settimana inviata per approvazione')).toBeVisible();
  await expect(employee.getByText('In attesa di approvazione', { exact: true })).toBeVisible();
  await expect(cells).toHaveCount(0);

  // The manager approves it from the dashboard (dark theme: the axe pass covers it).
  const manager = await openSession(browser, 'manager', true);
  await manager.goto('/app/timesheet/dashboard');
  await expect(manager.getByRole('heading', { level: 1, name: 'Dashboard ore' })).toBeVisible();
  await expect(manager.locator('html')).toHaveClass(/dark/);
  const row = manager.getByRole('row').filter({ hasText: 'Giulia Esposito' }).filter({ hasText: '22,75' });
  await expect(row).toHaveCount(1);
  await expectNoSeriousViolations(manager);
  await row.getByRole('checkbox').check();
  await manager.getByRole('button', { name: 'Approva' }).first().click();
  await expect(manager.getByText('Settimana approvata')).toBeVisible();
  await expect(row).toHaveCount(0);

  await employee.reload();
  await expect(employee.getByText('Settimana approvata e bloccata')).toBeVisible();
  await expect(employee.getByRole('button', { name: 'Salva bozza' })).toHaveCount(0);
  await expect(employee.getByRole('region', { name: /Ore della settimana/ })).toContainText('7,25');
});

test('the timesheet pages have no serious accessibility violations in dark mode and on the dashboard in light', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const dark = await openSession(browser, 'employee', true);
  await dark.goto('/app/timesheet/entry');
  await expect(dark.getByRole('region', { name: /Ore della settimana/ })).toBeVisible();
  await expect(dark.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(dark);

  const light = await openSession(browser, 'manager');
  await light.goto('/app/timesheet/dashboard');
  await expect(light.getByRole('table', { name: 'Settimane inviate in attesa di approvazione' })).toBeVisible();
  await expectNoSeriousViolations(light);
});
