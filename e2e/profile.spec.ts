import { expect, test } from '@playwright/test';
import { createActiveUser, expectGreeting, loginAs, openUserMenu, tinyPng } from './helpers';
import { seedCookieConsent } from './public-helpers';

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

test('a user changes their name and uploads an avatar, and sees both in the header', async ({
  page,
  playwright,
  baseURL,
}) => {
  const user = await createActiveUser(playwright, baseURL, 'profilo');
  await page.goto('/auth/login');
  await loginAs(page, user.username, user.password);
  await expectGreeting(page, 'Paola');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Profilo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('Paola Maria');
  await page.getByLabel('Cognome').fill('Bianchi');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Il tuo nome è stato salvato.')).toBeVisible();
  await expect(page.getByTestId('sidebar').getByText('Paola Maria Bianchi')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu utente' })).toContainText('Paola Maria');

  await page.locator('input[type="file"]').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: await tinyPng(),
  });
  await expect(page.getByText('La nuova immagine è visibile ai colleghi.')).toBeVisible();
  const headerAvatar = page.getByRole('button', { name: 'Menu utente' }).locator('img');
  await expect(headerAvatar).toHaveAttribute('src', /^\/api\/files\/[0-9a-f-]{36}$/);
  // Loaded for real (a broken image would fall back to the user icon).
  await expect(headerAvatar).toHaveJSProperty('naturalWidth', 1);

  // Still there after a reload: it comes from the server, not from memory.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Menu utente' }).locator('img')).toHaveAttribute(
    'src',
    /^\/api\/files\//,
  );
  await page.goto('/app/dashboard');
  await expectGreeting(page, 'Paola Maria');
});

test('a file that is not an image is refused in the browser', async ({ page, playwright, baseURL }) => {
  const user = await createActiveUser(playwright, baseURL, 'nonimg');
  await page.goto('/auth/login');
  await loginAs(page, user.username, user.password);
  await expectGreeting(page, 'Paola');
  await page.goto('/app/profile');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'nota.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('non sono un’immagine'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Sono accettate solo immagini' })).toBeVisible();
});

test('changing the password keeps the user logged in on this device', async ({ page, playwright, baseURL }) => {
  const user = await createActiveUser(playwright, baseURL, 'password');
  await page.goto('/auth/login');
  await loginAs(page, user.username, user.password);
  await expectGreeting(page, 'Paola');
  await page.goto('/app/profile');
  await page.getByLabel('Password attuale').fill(user.password);
  await page.getByLabel('Nuova password', { exact: true }).fill('Mandorlo-Rosa-2027');
  await page.getByLabel('Conferma nuova password').fill('Mandorlo-Rosa-2027');
  await page.getByRole('button', { name: 'Cambia password' }).click();
  await expect(page.getByText('Le altre sessioni sono state chiuse.')).toBeVisible();
  // The rotated session and CSRF token work for the next change.
  await page.getByLabel('Nome', { exact: true }).fill('Paolina');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Il tuo nome è stato salvato.')).toBeVisible();
});

test('notification preferences are saved on the server', async ({ page, playwright, baseURL }) => {
  const user = await createActiveUser(playwright, baseURL, 'prefs');
  await page.goto('/auth/login');
  await loginAs(page, user.username, user.password);
  await expectGreeting(page, 'Paola');
  await page.goto('/app/settings');
  await page.getByLabel('News').uncheck();
  await page.getByRole('switch', { name: 'Notifiche via e-mail' }).click();
  await page.getByRole('button', { name: 'Salva preferenze' }).click();
  await expect(page.getByText('Le tue preferenze di notifica sono state aggiornate.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('News')).not.toBeChecked();
  await expect(page.getByLabel('Progetti')).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Notifiche via e-mail' })).toHaveAttribute('aria-checked', 'false');
});
