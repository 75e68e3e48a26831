import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectGreeting, loginAs } from './helpers';
import { seedCookieConsent } from './public-helpers';

const WAIT = { timeout: 15_000 };

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

async function login(page: Page, who: keyof typeof DEMO) {
  await page.goto('/auth/login');
  await loginAs(page, DEMO[who].username);
  await expectGreeting(page, DEMO[who].firstName);
}

test('an employee typing a section address lands on a page of it, never on a 403', async ({ page }) => {
  await login(page, 'employee');
  await page.goto('/app/personnel');
  await expect(page).toHaveURL(/\/app\/personnel\/orgchart$/, WAIT);
  await page.goto('/app/admin');
  await expect(page).toHaveURL(/\/app\/dashboard$/, WAIT);
  await expectGreeting(page, DEMO.employee.firstName);
  // A page asked for by name still says no, in the user's words.
  await page.goto('/app/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
  await expect(page.getByText(/admin_access|Permesso/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Vai alla dashboard' })).toBeVisible();
});

test("a project's trail links to the project list only for whoever may open it", async ({ page }) => {
  await login(page, 'employee');
  await page
    .getByRole('region', { name: 'I miei progetti' })
    .getByRole('link', { name: 'Portale e-commerce B2B' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portale e-commerce B2B' })).toBeVisible(WAIT);
  const trail = page.getByRole('banner').getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByText('Progetti')).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Progetti' })).toHaveCount(0);
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Progetto');

  await page.context().clearCookies();
  await login(page, 'manager');
  await page
    .getByRole('region', { name: 'I miei progetti' })
    .getByRole('link', { name: 'Portale e-commerce B2B' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portale e-commerce B2B' })).toBeVisible(WAIT);
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Percorso' })
    .getByRole('link', { name: 'Progetti' })
    .click();
  await expect(page).toHaveURL(/\/app\/projects$/);
});
