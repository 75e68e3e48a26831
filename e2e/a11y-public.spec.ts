// Callbacks passed to page.evaluate/addInitScript run in the browser, so they use the DOM types.
/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { seedCookieConsent } from './public-helpers';

const PUBLIC_PAGES = [
  '/',
  '/about',
  '/services',
  '/products',
  '/contact',
  '/careers',
  '/posizioni-aperte',
  '/privacy',
  '/cookie-policy',
  '/dichiarazione-accessibilita',
  '/test-components',
];

/** Serious and critical axe violations (WCAG 2.1 A/AA), failing with "rule: selector" lines. */
async function expectAccessible(page: Page) {
  // The navigation progress bar is transient (and nprogress's own markup is outside this page's control).
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expectNoSeriousViolations(page, { tags: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`public pages in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    for (const path of PUBLIC_PAGES) {
      test(`${path} has no serious accessibility violations`, async ({ page, context }) => {
        // The components page holds every variant: axe needs longer there.
        test.slow(path === '/test-components');
        await seedCookieConsent(context);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.getByRole('main')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
          colorScheme === 'dark',
        );
        await expectAccessible(page);
      });
    }

    test('the cookie banner and the preferences dialog are accessible', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Personalizza' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Personalizza' }).click();
      await expect(page.getByRole('dialog', { name: 'Preferenze cookie' })).toBeVisible();
      await expectAccessible(page);
    });

    test("the 'Accesso Riservato' screen is accessible", async ({ page, context }) => {
      await seedCookieConsent(context);
      // Only this page's view of the configuration changes: the shared server keeps its mode.
      await page.route('**/api/config', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        body.data.public_site.mode = 'disabled';
        await route.fulfill({ response, json: body });
      });
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'Accesso Riservato' })).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test('the skip link is the first stop and moves focus to the content', async ({ page, context }) => {
  await seedCookieConsent(context);
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Servizi' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Vai al contenuto' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
