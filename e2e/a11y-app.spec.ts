import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

const APP_PAGES = [
  { path: '/app/dashboard', heading: 'Ciao, Alessandra!' },
  { path: '/app/profile', heading: 'Il tuo profilo' },
  { path: '/app/settings', heading: 'Impostazioni' },
  { path: '/app/test/design-system', heading: 'Design system' },
];

const ERROR_PAGES = [
  { path: '/error/404', heading: 'Pagina non trovata' },
  { path: '/error/403', heading: 'Non hai accesso a questa pagina' },
  { path: '/error/500', heading: 'Si è verificato un errore' },
  { path: '/error/network', heading: 'Connessione non disponibile' },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${scheme} mode`, () => {
    // axe takes several seconds on a long page (the design system) on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    test.beforeEach(async ({ page, context }) => {
      await seedCookieConsent(context);
      // Nothing stored: the app follows the system preference (spec §4).
      await page.emulateMedia({ colorScheme: scheme });
    });

    for (const { path, heading } of APP_PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await signIn(page, DEMO.admin.username);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        else await expect(page.locator('html')).not.toHaveClass(/dark/);
        // Let lazy cards finish loading so their final state is checked.
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      });
    }

    for (const { path, heading } of ERROR_PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expectNoSeriousViolations(page);
      });
    }
  });
}
