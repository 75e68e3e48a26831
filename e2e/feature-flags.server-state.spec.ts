import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, loginAs } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

// Turning a module off changes what every logged-in user sees: playwright.config.ts runs this file after all
// the others, alone. The flag is put back on in `finally`, whatever happens.
const FLAG = 'dashboard_module';

type Flag = { id: string; feature_key: string; is_enabled: boolean };

async function setFlagThroughApi(request: APIRequestContext, csrf: string, enabled: boolean) {
  const flags = (await (await request.get('/api/admin/feature-flags')).json()).data as Flag[];
  const flag = flags.find((f) => f.feature_key === FLAG)!;
  const response = await request.put(`/api/admin/feature-flags/${flag.id}`, {
    headers: { 'X-CSRF-Token': csrf },
    data: { is_enabled: enabled },
  });
  if (!response.ok()) throw new Error(`flag: ${response.status()} ${await response.text()}`);
}

// Logging in hashes a password: on a machine busy with parallel runs it takes a while.
const SLOW = { timeout: 30_000 };
const greeted = (page: Page, firstName: string) =>
  expect(page.getByRole('heading', { level: 1, name: `Ciao, ${firstName}!` })).toBeVisible(SLOW);

const sidebarNav = (page: Page) =>
  page.getByTestId('sidebar').getByRole('navigation', { name: 'Navigazione principale' });

test.beforeEach(async ({ context }) => seedCookieConsent(context));

test.describe('feature flags', () => {
  test.describe.configure({ mode: 'serial' });

  test('admin turns a module off: after a reload it is gone for a logged-in employee and its route is a 404', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(90_000);
    // The employee logs in first: with the dashboard off, the login landing page itself would be the 404.
    const employeeContext = await browser.newContext({ baseURL, locale: 'it-IT', timezoneId: 'Europe/Rome' });
    await seedCookieConsent(employeeContext);
    const employee = await employeeContext.newPage();
    await employee.goto('/auth/login');
    await loginAs(employee, DEMO.employee.username);
    await greeted(employee, DEMO.employee.firstName);
    await employee.goto('/app/profile');
    await expect(sidebarNav(employee).getByRole('link', { name: 'Dashboard' })).toBeVisible();

    const csrf = await apiLogin(request, 'admin');
    try {
      await page.goto('/auth/login');
      await loginAs(page, DEMO.admin.username);
      await greeted(page, DEMO.admin.firstName);
      await page.goto('/app/admin/feature-flags');
      const modules = page.getByRole('region', { name: 'Moduli' });
      const toggle = modules.getByRole('switch', { name: 'Dashboard', exact: true });
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(
        page.getByRole('region', { name: 'Notifiche a comparsa' }).getByText('Funzionalità disattivata'),
      ).toBeVisible();
      await expect(toggle).not.toBeChecked();
      const row = modules
        .getByRole('listitem')
        .filter({ has: page.getByRole('switch', { name: 'Dashboard', exact: true }) });
      await expect(row.getByText('Ultima modifica adesso da Alessandra Rossi')).toBeVisible();
      // The admin's own app follows at once.
      await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

      // The audit log has the change, with who made it: on the security page…
      await page.goto('/app/admin/security');
      await page.getByRole('tab', { name: 'Registro attività' }).click();
      await page.getByLabel('Azione', { exact: true }).selectOption({ label: 'Funzionalità modificata' });
      const log = page.getByRole('table', { name: 'Registro delle attività' });
      const flagRow = log.getByRole('row').filter({ hasText: 'Funzionalità modificata' }).first();
      await expect(flagRow).toBeVisible();
      await expect(flagRow).toContainText('Alessandra Rossi');
      await page.goto('/app/admin/feature-flags');
      // …and through the API, with the old and new state.
      const audit = await page.request.get('/api/admin/audit-log?action=feature_flag.updated&per_page=20');
      expect(audit.ok()).toBe(true);
      const entries = (await audit.json()).data.items as { actor_name: string; details: Record<string, unknown> }[];
      expect(entries[0]).toMatchObject({
        actor_name: 'Alessandra Rossi',
        details: { feature_key: FLAG, changes: { is_enabled: { from: true, to: false } } },
      });

      // The employee's open app: gone at the latest on a reload, and the route answers with the 404 page.
      await employee.reload();
      await expect(employee.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible();
      await expect(sidebarNav(employee).getByRole('button', { name: 'Timesheet e progetti' })).toBeVisible();
      await expect(sidebarNav(employee).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      await employee.goto('/app/dashboard');
      await expect(employee.getByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeVisible();

      // On again from the page: the employee gets the module back.
      await toggle.click();
      await expect(
        page.getByRole('region', { name: 'Notifiche a comparsa' }).getByText('Funzionalità attivata'),
      ).toBeVisible();
      await expect(toggle).toBeChecked();
      await expect(sidebarNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await employee.goto('/app/dashboard');
      await greeted(employee, DEMO.employee.firstName);
      await expect(sidebarNav(employee).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    } finally {
      await setFlagThroughApi(request, csrf, true);
      await employeeContext.close();
    }
  });
});
