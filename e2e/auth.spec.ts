import { expect, test } from '@playwright/test';
import { DEMO, expectGreeting, loginAs, logoutFromMenu } from './helpers';

test.describe('login', () => {
  for (const [role, user] of Object.entries(DEMO)) {
    test(`${role} logs in, is greeted by name, and logs out`, async ({ page }) => {
      await page.goto('/auth/login');
      await loginAs(page, user.username);
      await expect(page).toHaveURL(/\/app\/dashboard$/);
      await expectGreeting(page, user.firstName);
      await expect(page.getByText(user.roleLabel, { exact: true })).toBeVisible();

      // 'Esci' lives in the user menu of the app header.
      await logoutFromMenu(page);
      await expect(page).toHaveURL(/\/auth\/login/);
      // The session is gone on the server too.
      const me = await page.request.get('/api/auth/me');
      expect(me.status()).toBe(401);
    });
  }

  test('a wrong password shows the Italian error', async ({ page }) => {
    await page.goto('/auth/login');
    await loginAs(page, 'admin', 'password-sbagliata');
    await expect(page.getByRole('alert')).toContainText('Credenziali non valide');
    await expect(page).toHaveURL(/\/auth\/login/);
  });

  test('empty fields are flagged without calling the server', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByText('La password è obbligatoria')).toBeVisible();
  });

  test('the demo card fills in a demo login', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(page.getByText('Accesso demo')).toBeVisible();
    await page
      .getByRole('button', { name: /Manager/ })
      .first()
      .click();
    await expect(page.getByLabel('Nome utente o e-mail')).toHaveValue('manager');
  });

  test('an anonymous visitor of /app is sent to login and back where they were going', async ({ page }) => {
    await page.goto('/app/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    await loginAs(page, DEMO.employee.username);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
    await expectGreeting(page, DEMO.employee.firstName);
  });

  test('a logged-in user stays logged in across a reload', async ({ page }) => {
    await page.goto('/auth/login');
    await loginAs(page, DEMO.manager.username);
    await expectGreeting(page, DEMO.manager.firstName);
    await page.reload();
    await expectGreeting(page, DEMO.manager.firstName);
  });
});

test.describe('registration', () => {
  test('registering shows the pending-activation message, and login is refused until activation', async ({ page }) => {
    const suffix = Date.now().toString(36);
    await page.goto('/auth/register');
    await page.getByLabel('Nome', { exact: true }).fill('Sara');
    await page.getByLabel('Cognome').fill('Galli');
    await page.getByLabel('Nome utente').fill(`sara.${suffix}`);
    await page.getByLabel('E-mail').fill(`sara.${suffix}@example.it`);
    await page.getByLabel('Password', { exact: true }).fill('Girasole-Blu-2026');
    await page.getByLabel('Conferma password').fill('Girasole-Blu-2026');
    await page.getByRole('button', { name: /Registrati|Crea account/ }).click();

    const status = page.getByRole('status');
    await expect(status).toContainText('Richiesta di registrazione ricevuta');
    await expect(status).toContainText('in attesa di attivazione');

    await page.goto('/auth/login');
    await loginAs(page, `sara.${suffix}`, 'Girasole-Blu-2026');
    await expect(page.getByRole('alert')).toContainText('in attesa di attivazione');
  });

  test('a common password is refused inline', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByLabel('Nome', { exact: true }).fill('Pino');
    await page.getByLabel('Cognome').fill('Rossi');
    await page.getByLabel('Nome utente').fill(`pino${Date.now().toString(36)}`);
    await page.getByLabel('E-mail').fill(`pino${Date.now().toString(36)}@example.it`);
    await page.getByLabel('Password', { exact: true }).fill('1234567890');
    await page.getByLabel('Conferma password').fill('1234567890');
    await page.getByRole('button', { name: /Registrati|Crea account/ }).click();
    await expect(page.getByText('Questa password è tra le più comuni: scegline una più sicura.').first()).toBeVisible();
  });
});
