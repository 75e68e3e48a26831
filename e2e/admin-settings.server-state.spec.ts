import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, loginAs, tinyPng } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

// Changes the company name, registration and the logo, which every page reads: a *.server-state file, run
// after all the others (playwright.config.ts). Each test puts the setting back even when it fails.
test.beforeEach(async ({ context }) => seedCookieConsent(context));

/** Logging in hashes a password (argon2id): on a busy machine it can take longer than the default 5 s. */
async function expectAdminGreeting(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${DEMO.admin.firstName}!` })).toBeVisible({
    timeout: 30_000,
  });
}

async function putConfig(request: APIRequestContext, csrf: string, data: unknown) {
  const response = await request.put('/api/admin/config', { headers: { 'X-CSRF-Token': csrf }, data });
  if (!response.ok()) throw new Error(`config: ${response.status()} ${await response.text()}`);
}

test.describe('admin settings', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 });

  test('renaming the company updates the header and the page title at once, without a reload', async ({
    page,
    request,
  }) => {
    const csrf = await apiLogin(request, 'admin');
    try {
      await page.goto('/auth/login');
      await loginAs(page, DEMO.admin.username);
      await expectAdminGreeting(page);
      await page.goto('/app/admin/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Impostazioni' })).toBeVisible();
      const sidebar = page.getByTestId('sidebar');
      await expect(sidebar.getByText('Demo S.r.l.')).toBeVisible();

      const name = page.getByLabel('Ragione sociale');
      await expect(name).toHaveValue('Demo S.r.l.');
      await name.fill('Officine Riunite S.p.A.');
      const panel = page.getByRole('tabpanel', { name: 'Azienda' });
      await expect(panel.getByText('Modifiche non salvate')).toBeVisible();

      // A wrong partita IVA is caught in the browser with the shared schema, next to its field.
      const vat = page.getByLabel('Partita IVA');
      await vat.fill('12345678901');
      await panel.getByRole('button', { name: 'Salva' }).click();
      await expect(panel.getByText('Partita IVA non valida')).toBeVisible();
      await vat.fill('12345678903');

      const loads = page.waitForResponse((r) => r.url().endsWith('/api/config') && r.request().method() === 'GET');
      await panel.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('I dati aziendali sono aggiornati in tutto il portale.')).toBeVisible();
      await loads;
      await expect(sidebar.getByText('Officine Riunite S.p.A.')).toBeVisible();
      await expect(page).toHaveTitle('Impostazioni | Officine Riunite S.p.A.');
      await expect(panel.getByText('Tutte le modifiche sono salvate')).toBeVisible();

      // The audit log records the change, and only it.
      const entries = await request.get('/api/admin/audit-log?action=config.updated');
      const items = (await entries.json()).data.items as { details: { changes: Record<string, unknown> } }[];
      expect(items[0]?.details.changes).toEqual({
        'company.name': { from: 'Demo S.r.l.', to: 'Officine Riunite S.p.A.' },
      });
    } finally {
      await putConfig(request, csrf, { company: { name: 'Demo S.r.l.' } });
    }
  });

  test('turning registration off hides the sign-up form; turning it on restores it', async ({
    page,
    browser,
    request,
  }) => {
    const csrf = await apiLogin(request, 'admin');
    try {
      await page.goto('/auth/login');
      await loginAs(page, DEMO.admin.username);
      await expectAdminGreeting(page);
      await page.goto('/app/admin/settings');
      await page.getByRole('tab', { name: 'Accesso e sicurezza' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Accesso e sicurezza' });
      const registration = panel.getByRole('switch', { name: 'Registrazione aperta' });
      await expect(registration).toHaveAttribute('aria-checked', 'true');
      await registration.click();
      await panel.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Le impostazioni di accesso sono in vigore.')).toBeVisible();

      // A visitor in another browser sees registration closed.
      const visitor = await browser.newPage();
      try {
        await seedCookieConsent(visitor);
        await visitor.goto('/auth/register');
        await expect(visitor.getByText('Registrazione non disponibile')).toBeVisible();
        await expect(visitor.getByRole('button', { name: 'Registrati' })).toHaveCount(0);
      } finally {
        await visitor.close();
      }

      await registration.click();
      await panel.getByRole('button', { name: 'Salva' }).click();
      await expect(page.getByText('Le impostazioni di accesso sono in vigore.').first()).toBeVisible();
      const after = await browser.newPage();
      try {
        await seedCookieConsent(after);
        await after.goto('/auth/register');
        await expect(after.getByRole('button', { name: 'Registrati' })).toBeVisible();
        await expect(after.getByText('Registrazione non disponibile')).toHaveCount(0);
      } finally {
        await after.close();
      }
    } finally {
      await putConfig(request, csrf, { security: { registration_enabled: true } });
    }
  });

  test('uploading a logo shows it in the sidebar; removing it brings back the initials', async ({ page, request }) => {
    const csrf = await apiLogin(request, 'admin');
    try {
      await page.goto('/auth/login');
      await loginAs(page, DEMO.admin.username);
      await expectAdminGreeting(page);
      await page.goto('/app/admin/settings');
      // Refused in the browser: not a raster image.
      await page.getByTestId('logo-input-primary').setInputFiles({
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      });
      await expect(
        page.getByRole('alert').filter({ hasText: 'Il logo deve essere un’immagine PNG, JPEG, WebP o GIF.' }),
      ).toBeVisible();

      await page.getByTestId('logo-input-primary').setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: await tinyPng(),
      });
      const preview = page.getByRole('img', { name: 'Anteprima: Logo principale' });
      await expect(preview).toHaveAttribute('src', /^\/api\/config\/logo\/primary\?v=[0-9a-f-]{36}$/);
      const sidebarLogo = page.getByTestId('sidebar').locator('img[src^="/api/config/logo/primary"]');
      await expect(sidebarLogo).toBeVisible();
      await expect(sidebarLogo).toHaveJSProperty('naturalWidth', 1);

      await page.getByRole('button', { name: 'Rimuovi: Logo principale' }).click();
      const dialog = page.getByRole('dialog', { name: 'Rimuovere il logo?' });
      await dialog.getByRole('button', { name: 'Rimuovi' }).click();
      await expect(page.getByText('Nessun logo caricato', { exact: false }).first()).toBeVisible();
      await expect(sidebarLogo).toHaveCount(0);
      await expect(page.getByTestId('sidebar').getByRole('img', { name: 'Demo S.r.l.' })).toHaveText('DS');
    } finally {
      await request.delete('/api/admin/config/logo/primary', { headers: { 'X-CSRF-Token': csrf } });
    }
  });
});
