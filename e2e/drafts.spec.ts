import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, openUserMenu, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

// A week long ago, different on every run, so no other test or earlier run touched it.
function randomPastMonday(): string {
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() - ((today.getUTCDay() + 6) % 7) - 7 * (20 + Math.floor(Math.random() * 150)));
  return today.toISOString().slice(0, 10);
}

async function openSession(browser: Browser, who: keyof typeof DEMO, options: { dark?: boolean; width?: number } = {}) {
  const context = await browser.newContext({
    colorScheme: options.dark ? 'dark' : 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  await seedCookieConsent(context);
  const page = await context.newPage();
  await signIn(page, DEMO[who].username);
  return page;
}

/** Screenshots for looking at the pages (DRAFTS_SHOTS=dir), not assertions. */
async function shot(page: Page, name: string) {
  if (process.env.DRAFTS_SHOTS)
    await page.screenshot({ path: `${process.env.DRAFTS_SHOTS}/${name}.png`, fullPage: true });
}

const cellsOf = (page: Page) =>
  page.getByRole('textbox', { name: /, (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) / });

test('hours typed in the week survive leaving through the sidebar: asked first, restored on return, discarded from the drafts page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const week = randomPastMonday();
  const page = await openSession(browser, 'employee');
  await page.goto(`/app/timesheet/entry?week=${week}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inserimento ore' })).toBeVisible();
  await page.getByLabel('Progetto', { exact: true }).selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Aggiungi riga' }).click();
  await cellsOf(page).nth(0).fill('6,5');
  await cellsOf(page).nth(1).fill('3');

  // Another sidebar entry: the router's blocker asks in Italian, and staying keeps everything.
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByRole('link', { name: 'Dashboard' }).first().click();
  const ask = page.getByRole('dialog', { name: 'Modifiche non salvate' });
  await expect(ask).toBeVisible();
  await expectNoSeriousViolations(page);
  await ask.getByRole('button', { name: 'Annulla' }).click();
  await expect(page).toHaveURL(/\/app\/timesheet\/entry/);
  await expect(cellsOf(page).nth(0)).toHaveValue('6,5');
  await expect(page.getByText('Copia salvata nelle bozze')).toBeVisible();

  // Leaving for good, then coming back: the week opens with the draft restored and says so.
  await sidebar.getByRole('link', { name: 'Dashboard' }).first().click();
  await ask.getByRole('button', { name: 'Esci dalla pagina' }).click();
  await expect(page).toHaveURL(/\/app\/dashboard/);
  await page.goto(`/app/timesheet/entry?week=${week}`);
  await expect(page.getByText(/Bozza ripristinata del/)).toBeVisible();
  await expect(cellsOf(page).nth(0)).toHaveValue('6,5');
  await expect(cellsOf(page).nth(1)).toHaveValue('3');
  await expect(page.getByText('Modifiche non salvate', { exact: true })).toBeVisible();
  await shot(page, 'week-restored-1280-light');

  // The drafts page, from the user menu, lists it; Scarta asks, then the list is empty.
  await sidebar.getByRole('link', { name: 'Dashboard' }).first().click();
  await ask.getByRole('button', { name: 'Esci dalla pagina' }).click();
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Bozze' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bozze' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Le tue bozze' });
  const item = list.getByRole('listitem').filter({ hasText: 'Ore della settimana' });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText('Timesheet e progetti');
  await expect(item).toContainText(/Salvata (adesso|\d+ minut)/);
  await expectNoSeriousViolations(page);
  await shot(page, 'drafts-1280-light');

  // Riprendi leads back to the week.
  await item.getByRole('link', { name: /Riprendi/ }).click();
  await expect(page).toHaveURL(new RegExp(`week=${week}`));
  await expect(cellsOf(page).nth(0)).toHaveValue('6,5');
  await page.goBack();
  await ask.getByRole('button', { name: 'Esci dalla pagina' }).click();

  await page.getByRole('link', { name: 'Timesheet e progetti' }).click();
  await expect(page).toHaveURL(/\/app\/drafts\/module\/timesheet/);
  // The address changes before the module's page has replaced the whole list: wait for it, not for the old one.
  await expect(page.getByRole('heading', { level: 1, name: 'Bozze · Timesheet e progetti' })).toBeVisible();
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Ore della settimana' })
    .getByRole('button', { name: /Scarta/ })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Scartare la bozza?' });
  await confirm.getByRole('button', { name: 'Scarta bozza' }).click();
  await expect(page.getByText('Nessuna bozza')).toBeVisible();

  // The week opens from the server's data again, and an unknown module is a not-found state.
  await page.goto(`/app/timesheet/entry?week=${week}`);
  await expect(page.getByText('Nessuna ora in questa settimana')).toBeVisible();
  await expect(page.getByText(/Bozza ripristinata del/)).toHaveCount(0);
  await page.goto('/app/drafts/module/sconosciuto');
  await expect(page.getByText('Modulo non trovato')).toBeVisible();
});

test('the drafts page in dark mode and on a phone', async ({ browser }) => {
  const page = await openSession(browser, 'manager', { dark: true, width: 390 });
  await page.goto('/app/drafts');
  await expect(page.getByRole('heading', { level: 1, name: 'Bozze' })).toBeVisible();
  await expect(page.getByText('Nessuna bozza')).toBeVisible();
  await expectNoSeriousViolations(page);
  await shot(page, 'drafts-empty-390-dark');
});
