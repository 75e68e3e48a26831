import { expect, test } from '@playwright/test';
import { DEMO, expectGreeting, loginAs } from './helpers';
import { seedCookieConsent } from './public-helpers';

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

test('an anonymous user opening an /app page logs in and comes back to it', async ({ page }) => {
  await page.goto('/app/settings');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fapp%2Fsettings$/);
  await expect(page.getByText('Autenticazione richiesta')).toBeVisible();
  await loginAs(page, DEMO.employee.username);
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/questa/pagina/non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await expect(page.getByText('Errore 404')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
});

test('an unknown page inside the app shows the 404 page to a logged-in user', async ({ page }) => {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.employee.username);
  await expectGreeting(page, DEMO.employee.firstName);
  await page.goto('/app/non-esiste');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();
  await page.getByRole('link', { name: 'Vai alla dashboard' }).click();
  await expectGreeting(page, DEMO.employee.firstName);
});

for (const [code, heading] of [
  ['403', 'Non hai accesso a questa pagina'],
  ['500', 'Si è verificato un errore'],
  ['network', 'Connessione non disponibile'],
] as const) {
  test(`/error/${code} shows '${heading}'`, async ({ page }) => {
    await page.goto(`/error/${code}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  });
}

test('employee opening admin users lands on 403', async ({ page }) => {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.employee.username);
  await expectGreeting(page, DEMO.employee.firstName);
  await page.goto('/app/admin/users');
  await expect(page).toHaveURL(/\/error\/403/);
  await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
});

/**
 * The client role without view_dashboard. Changing the role on the server would race with other spec files
 * running at the same time (auth.spec logs in as the client), so only this page's copy of the session loses
 * the permission: the guard decides from the session the browser received.
 */
test('a user without view_dashboard logs in to their profile, and the dashboard says 403 with the reason', async ({
  page,
}) => {
  for (const path of ['**/api/auth/login', '**/api/auth/session', '**/api/auth/me']) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body?.data?.permissions) {
        // Documents too: otherwise the client's shared folder is a sidebar page open to them, where they land.
        body.data.permissions = body.data.permissions.filter(
          (p: string) => p !== 'view_dashboard' && p !== 'view_documents',
        );
      }
      await route.fulfill({ response, json: body });
    });
  }
  // The client area needs no permission, only a client account and the sales module: off for this page alone.
  await page.route('**/api/feature-flags/public', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body?.data) body.data.sales_module = false;
    await route.fulfill({ response, json: body });
  });
  await page.goto('/auth/login');
  await loginAs(page, DEMO.client.username);
  // No page of the sidebar is open to this user: the login lands on the profile, not on an error page.
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible();
  await page.goto('/app/dashboard');
  await expect(page).toHaveURL(/\/error\/403\?from=%2Fapp%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
  // The page speaks to the user: no permission key.
  await expect(page.getByText(/view_dashboard|Permesso/)).toHaveCount(0);
  // The sidebar leaves out what the user may not open.
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
});
