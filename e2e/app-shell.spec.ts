import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectGreeting, loginAs, openUserMenu } from './helpers';
import { seedCookieConsent } from './public-helpers';

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

async function loginAsEmployee(page: Page) {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.employee.username);
  await expectGreeting(page, DEMO.employee.firstName);
}

/** The admin's sidebar has the design system, a group of one entry shown as a plain link. */
async function loginAsAdmin(page: Page) {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.admin.username);
  await expectGreeting(page, DEMO.admin.firstName);
}

test.describe('app shell on desktop', () => {
  test('the sidebar shows the modules, the user, the role label and version 1.0.0', async ({ page }) => {
    await loginAsEmployee(page);
    const sidebar = page.getByTestId('sidebar');
    const nav = sidebar.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Personale' })).toBeVisible();
    // The design system is a developer's tool, for administrators only (issue 15).
    await expect(nav.getByRole('link', { name: 'Design system' })).toHaveCount(0);
    await expect(sidebar.getByText('Giulia Esposito')).toBeVisible();
    await expect(sidebar.getByText(DEMO.employee.roleLabel, { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Versione 1.0.0')).toBeVisible();
    const box = await sidebar.boundingBox();
    expect(box?.width).toBe(256);
  });

  test('the sidebar collapses to icons, and stays collapsed after a reload', async ({ page }) => {
    await loginAsAdmin(page);
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByRole('button', { name: 'Comprimi menu laterale' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await expect(sidebar.getByRole('link', { name: 'Design system' })).toHaveAttribute('title', 'Design system');
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    await sidebar.getByRole('link', { name: 'Design system' }).click();
    await expect(page).toHaveURL(/\/app\/test\/design-system$/);
    await sidebar.getByRole('button', { name: 'Espandi menu laterale' }).click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  });

  test('the header shows the page title and breadcrumbs', async ({ page }) => {
    await loginAsAdmin(page);
    await page.getByTestId('sidebar').getByRole('link', { name: 'Design system' }).click();
    const header = page.getByRole('banner');
    const crumbs = header.getByRole('navigation', { name: 'Percorso' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/app/dashboard');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Design system');
    await expect(page).toHaveTitle(/^Design system \| /);
  });

  test('dark mode persists across a reload', async ({ page }) => {
    await loginAsEmployee(page);
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Attiva tema scuro' }).click();
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate("localStorage.getItem('darkMode')")).toBe('true');
    await page.reload();
    await expectGreeting(page, DEMO.employee.firstName);
    await expect(html).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Attiva tema chiaro' }).click();
    await expect(html).not.toHaveClass(/dark/);
    expect(await page.evaluate("localStorage.getItem('darkMode')")).toBe('false');
  });

  test('the user menu leads to profile and settings and toggles dark mode', async ({ page }) => {
    await loginAsEmployee(page);
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Profilo' }).click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await openUserMenu(page);
    await page.getByRole('menuitemcheckbox', { name: 'Tema scuro' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.keyboard.press('Escape');
    await openUserMenu(page);
    await page.getByRole('menuitem', { name: 'Impostazioni' }).click();
    await expect(page).toHaveURL(/\/app\/settings$/);
    await expect(page.getByRole('radio', { name: /Scuro/ })).toBeChecked();
  });

  test('toasts show title and message and can be dismissed', async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto('/app/test/design-system');
    await page.getByRole('button', { name: 'Successo' }).click();
    const toasts = page.getByRole('region', { name: 'Notifiche a comparsa' });
    await expect(toasts.getByText('Il documento è stato salvato.')).toBeVisible();
    const width = (await toasts.locator('li').first().boundingBox())?.width ?? 0;
    expect(width).toBeGreaterThanOrEqual(300);
    expect(width).toBeLessThanOrEqual(500);
    await toasts.getByRole('button', { name: 'Chiudi notifica' }).click();
    await expect(toasts.getByText('Il documento è stato salvato.')).toHaveCount(0);
  });
});

test.describe('app shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens from the menu button and closes on navigation and on the backdrop', async ({ page }) => {
    await loginAsAdmin(page);
    await expect(page.getByTestId('sidebar')).toBeHidden();
    // The open drawer is modal: the rest of the page, the button included, leaves the accessibility tree.
    const menuButton = page.getByRole('button', { name: 'Apri menu', includeHidden: true });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Menu di navigazione' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('Versione 1.0.0')).toBeVisible();
    await drawer.getByRole('link', { name: 'Design system' }).click();
    await expect(page).toHaveURL(/\/app\/test\/design-system$/);
    await expect(drawer).toBeHidden();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await menuButton.click();
    await expect(drawer).toBeVisible();
    // The backdrop is the area right of the drawer.
    await page.mouse.click(370, 420);
    await expect(drawer).toBeHidden();
  });
});
