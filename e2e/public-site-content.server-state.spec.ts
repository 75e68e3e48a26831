import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, signIn } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

// Changes the public home's opening, which the public-site journeys read: a *.server-state file, run after all the
// others (playwright.config.ts). The test puts the demo content back even when it fails.
test.beforeEach(async ({ context }) => seedCookieConsent(context));
test.describe.configure({ timeout: 90_000 });

test('an admin edits the home opening with a preview, and the public home shows it', async ({ page, request }) => {
  const csrf = await apiLogin(request, 'admin');
  const original = (await (await request.get('/api/config')).json()).data.content.hero;
  try {
    await signIn(page, DEMO.admin.username);
    await page.goto('/app/admin/settings');
    await page.getByRole('tab', { name: 'Contenuti del sito' }).click();
    const panel = page.getByRole('tabpanel', { name: 'Contenuti del sito' });
    await panel.getByLabel('Titolo', { exact: true }).fill('Software chiaro per imprese concrete');
    await panel.getByLabel('Testo del pulsante').fill('Parliamone');
    await panel.getByLabel('Il pulsante porta a').selectOption({ label: 'Contatti' });
    const preview = panel.getByTestId('content-preview');
    await expect(preview.getByText('Software chiaro per imprese concrete')).toBeVisible();
    await expectNoSeriousViolations(page);
    await panel.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('Il sito pubblico mostra già i nuovi contenuti.')).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Software chiaro per imprese concrete' })).toBeVisible();
    const cta = page.getByRole('main').getByRole('link', { name: 'Parliamone' });
    await cta.click();
    await expect(page).toHaveURL(/\/contact$/);
  } finally {
    await request.put('/api/admin/config', {
      headers: { 'X-CSRF-Token': csrf },
      data: { content: { hero: original } },
    });
  }
});

test('the public footer shows the company’s legal data, and Chi siamo its team', async ({ page }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Demo S.r.l. · Sede legale: Via Roma 1, 20121 Milano (MI) · P. IVA 12345678903');
  await expect(footer).toContainText('REA MI-1234567');
  await expect(footer).toContainText(/Capitale sociale 50\.000,00\s€ i\.v\./);
  await expect(page.getByRole('heading', { name: 'Il nostro team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Marco Bianchi' })).toBeVisible();
});
