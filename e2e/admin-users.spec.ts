import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, loginAs } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

// Journeys with two browsers and several logins (argon2 on purpose slow): generous on a busy machine.
test.describe.configure({ timeout: 120_000 });
const LOGIN_WAIT = { timeout: 30_000 };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

/** Like expectGreeting, with time for a login and the dashboard to load on a busy machine. */
async function greeted(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${firstName}!` })).toBeVisible(LOGIN_WAIT);
}

async function openAdminUsers(page: Page) {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.admin.username);
  await greeted(page, DEMO.admin.firstName);
  await page.goto('/app/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Utenti' })).toBeVisible(LOGIN_WAIT);
}

/** A second, logged-out browser: the person on the other side of the invitation. */
async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', timezoneId: 'Europe/Rome' });
  await seedCookieConsent(context);
  return context;
}

test('admin activates a pending registration and that user can then log in', async ({ page, browser, baseURL }) => {
  const suffix = unique();
  const person = {
    first: 'Lucia',
    last: `Ferri ${suffix}`,
    username: `lucia.${suffix}`,
    email: `lucia.${suffix}@example.it`,
    password: 'Girasole-Blu-2026',
  };
  const visitor = await visitorPage(browser, baseURL);
  const theirPage = await visitor.newPage();
  try {
    await theirPage.goto('/auth/register');
    await theirPage.getByLabel('Nome', { exact: true }).fill(person.first);
    await theirPage.getByLabel('Cognome').fill(person.last);
    await theirPage.getByLabel('Nome utente').fill(person.username);
    await theirPage.getByLabel('E-mail').fill(person.email);
    await theirPage.getByLabel('Password', { exact: true }).fill(person.password);
    await theirPage.getByLabel('Conferma password').fill(person.password);
    await theirPage.getByRole('button', { name: 'Registrati' }).click();
    await expect(theirPage.getByText('Richiesta di registrazione ricevuta')).toBeVisible();
    // Not yet: the account waits for an administrator.
    await theirPage.goto('/auth/login');
    await loginAs(theirPage, person.username, person.password);
    await expect(theirPage.getByRole('alert')).toContainText('in attesa di attivazione', LOGIN_WAIT);

    await openAdminUsers(page);
    await expect(page.getByText(/registrazion[ei] in attesa di attivazione/)).toBeVisible();
    await page.getByRole('button', { name: 'Mostra' }).click();
    await expect(page).toHaveURL(/status=pending/);
    await page.getByLabel('Cerca utenti').fill(person.username);
    const row = page.getByRole('row', { name: new RegExp(person.username) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('In attesa di attivazione')).toBeVisible();
    await row.getByRole('button', { name: `Azioni per ${person.first} ${person.last}` }).click();
    await page.getByRole('menuitem', { name: 'Attiva' }).click();
    await expect(page.getByText(`${person.first} ${person.last} è stato attivato e ora può accedere.`)).toBeVisible();
    // It left the pending list.
    await expect(page.getByText('Nessun utente corrisponde ai filtri')).toBeVisible();

    await loginAs(theirPage, person.username, person.password);
    await greeted(theirPage, person.first);
  } finally {
    await visitor.close();
  }
});

test('admin creates a user, who sets a password through the activation link and logs in', async ({
  page,
  browser,
  baseURL,
}) => {
  const suffix = unique();
  await openAdminUsers(page);
  await page.getByRole('button', { name: 'Nuovo utente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo utente' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Paolo');
  await dialog.getByLabel('Cognome').fill(`Greco ${suffix}`);
  await dialog.getByLabel('Nome utente').fill(`paolo.${suffix}`);
  await dialog.getByLabel('E-mail').fill(`paolo.${suffix}@example.it`);
  await dialog.getByLabel('Ruolo').selectOption('manager');
  await dialog.getByRole('button', { name: 'Crea utente' }).click();

  const done = page.getByRole('dialog', { name: 'Utente creato' });
  await expect(
    done.getByText(/è stato creato, con la sua scheda in Personale, ed è in attesa di attivazione/),
  ).toBeVisible();
  const link = await done.getByLabel('Link monouso').inputValue();
  expect(link).toMatch(/\/auth\/activate\?token=[\w-]{40,}$/);
  await done.getByRole('button', { name: 'Chiudi' }).last().click();
  await page.getByLabel('Cerca utenti').fill(`paolo.${suffix}`);
  await expect(page.getByRole('row', { name: new RegExp(`paolo\\.${suffix}`) }).getByText('Manager')).toBeVisible();

  const visitor = await visitorPage(browser, baseURL);
  try {
    const theirPage = await visitor.newPage();
    await theirPage.goto(link);
    await expect(theirPage.getByRole('heading', { level: 1, name: 'Attiva il tuo account' })).toBeVisible();
    await expect(
      theirPage.getByText(`Ciao Paolo, scegli la password con cui accederai come «paolo.${suffix}».`),
    ).toBeVisible();
    await theirPage.getByLabel('Nuova password').fill('Mare-e-monti-2026');
    await theirPage.getByLabel('Conferma password').fill('Mare-e-monti-2026');
    await theirPage.getByRole('button', { name: 'Attiva account' }).click();

    await expect(theirPage).toHaveURL(/\/auth\/login$/, LOGIN_WAIT);
    await expect(theirPage.getByText(`Account attivato: ora puoi accedere come «paolo.${suffix}»`)).toBeVisible();
    await expect(theirPage.getByLabel('Nome utente o e-mail')).toHaveValue(`paolo.${suffix}`);
    await theirPage.getByLabel('Password', { exact: true }).fill('Mare-e-monti-2026');
    await theirPage.getByRole('button', { name: 'Accedi', exact: true }).click();
    await greeted(theirPage, 'Paolo');

    // The link worked once only.
    await theirPage.goto(link);
    await expect(theirPage.getByRole('heading', { level: 1, name: 'Link non valido o scaduto' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('the users page keeps its tab and filters in the address', async ({ page }) => {
  await openAdminUsers(page);
  await page.getByRole('combobox', { name: 'Ruolo' }).selectOption('client');
  await expect(page).toHaveURL(/role=client/);
  await expect(page.getByRole('row', { name: /cliente@demo\.portale\.it/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Ruoli e permessi' }).click();
  await expect(page).toHaveURL(/tab=ruoli/);
  await expect(page.getByRole('checkbox', { name: 'Amministratore: Amministrare il portale' })).toBeDisabled();
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Utenti', selected: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Ruolo' })).toHaveValue('client');
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
    });

    test('/app/admin/users (both tabs and the create dialog) has no serious or critical violations', async ({
      page,
    }) => {
      await openAdminUsers(page);
      // Demo S.r.l. has 30 accounts: the admin's may be on another page, any demo account will do.
      await expect(page.getByRole('row', { name: /@demo\.portale\.it/ }).first()).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('tab', { name: 'Ruoli e permessi' }).click();
      await expect(page.getByRole('table', { name: /Permessi di ciascun ruolo/ })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Nuovo utente' }).click();
      await expect(page.getByRole('dialog', { name: 'Nuovo utente' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });

    test('/auth/activate has no serious or critical violations', async ({ page, request }) => {
      const csrf = await apiLogin(request);
      const suffix = unique();
      const created = await request.post('/api/admin/users', {
        headers: { 'X-CSRF-Token': csrf },
        data: {
          first_name: 'Anna',
          last_name: 'Conti',
          username: `anna.${suffix}`,
          email: `anna.${suffix}@example.it`,
          role: 'employee',
        },
      });
      const link = (await created.json()).data.link as string;
      await page.goto(link);
      await expect(page.getByLabel('Nuova password')).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.goto('/auth/activate?token=non-valido-ma-ben-formato-123456');
      await expect(page.getByRole('heading', { level: 1, name: 'Link non valido o scaduto' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
