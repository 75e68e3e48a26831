import { expect, test } from '@playwright/test';
import { apiLogin, seedCookieConsent, setPublicSiteMode } from './public-helpers';

// *.server-state.spec.ts files change settings every page depends on: playwright.config.ts runs them in
// their own project, after all the others, so no parallel test sees the changed state.
test.beforeEach(async ({ context }) => seedCookieConsent(context));

test.describe('public site mode', () => {
  test.describe.configure({ mode: 'serial' });

  test("disabled mode shows 'Accesso Riservato'; login keeps working", async ({ page, request }) => {
    const csrf = await apiLogin(request, 'admin');
    try {
      await setPublicSiteMode(request, csrf, 'disabled');
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1, name: 'Accesso Riservato' })).toBeVisible();
      await expect(page.getByText("riservato ai collaboratori dell'azienda")).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Chi siamo' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Accedi al Portale' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await expect(page.getByLabel('Nome utente o e-mail')).toBeVisible();
    } finally {
      await setPublicSiteMode(request, csrf, 'full');
    }
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
  });
});
