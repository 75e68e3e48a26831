import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { createActiveUser, DEMO, loginAs, signIn } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

const DEMO_PHONE = '+39 02 1234 5678';

// Several logins (argon2id) per test: on a busy machine the default 30 s is too tight.
test.describe.configure({ timeout: 90_000 });
test.beforeEach(async ({ context }) => seedCookieConsent(context));

// Logging in hashes a password (argon2id): on a busy machine it can take longer than the default 5 s.
const LOGIN_TIMEOUT = { timeout: 30_000 };

async function loginAsAdmin(page: Page) {
  await signIn(page, DEMO.admin.username);
}

test('the security tabs show sessions, failed logins, the audit log and the policy', async ({ page, request }) => {
  // A failed login from this test, so the second tab has something of ours to show.
  await request.post('/api/auth/login', { data: { username: 'utente.inesistente.e2e', password: 'sbagliata-123' } });
  await loginAsAdmin(page);
  await page.goto('/app/admin/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Sicurezza' })).toBeVisible();

  const sessions = page.getByRole('table', { name: 'Sessioni attive di tutti gli utenti' });
  await expect(sessions.getByText('Questa sessione')).toBeVisible();

  await page.getByRole('tab', { name: 'Accessi falliti' }).click();
  await expect(page.getByRole('heading', { name: 'Blocchi attivi' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Accessi falliti nelle ultime 24 ore' }).getByText('utente.inesistente.e2e'),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Criteri' }).click();
  const passwords = page.getByRole('region', { name: 'Criteri delle password' });
  await expect(passwords.getByText('10 caratteri')).toBeVisible();
  const headers = page.getByRole('table', { name: 'Intestazioni di sicurezza inviate dal server' });
  await expect(headers.getByRole('row', { name: /content-security-policy/ }).getByText('Inviata')).toBeVisible();
});

test('an admin ends another user’s session and that user is logged out', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  const user = await createActiveUser(playwright, baseURL, 'sessione');
  const other = await browser.newPage();
  try {
    await seedCookieConsent(other);
    await other.goto('/auth/login');
    await loginAs(other, user.username, user.password);
    await expect(other.getByRole('heading', { level: 1, name: 'Ciao, Paola!' })).toBeVisible(LOGIN_TIMEOUT);

    await loginAsAdmin(page);
    await page.goto('/app/admin/security');
    await page.getByLabel('Cerca per nome, nome utente o IP').fill(user.username);
    const table = page.getByRole('table', { name: 'Sessioni attive di tutti gli utenti' });
    await expect(table.getByText(`@${user.username}`)).toBeVisible();
    await table.getByRole('button', { name: 'Termina la sessione di Paola Verdi' }).click();
    await page.getByRole('dialog', { name: 'Terminare la sessione?' }).getByRole('button', { name: 'Termina' }).click();
    await expect(page.getByText('Paola Verdi è stato disconnesso.')).toBeVisible();
    await expect(page.getByText('Nessuna sessione corrisponde alla ricerca')).toBeVisible();

    // The ended session no longer works.
    await other.reload();
    await expect(other).toHaveURL(/\/auth\/login/);

    // And the audit log says who did it.
    await page.getByRole('tab', { name: 'Registro attività' }).click();
    await page.getByLabel('Azione', { exact: true }).selectOption({ label: 'Sessione terminata' });
    const log = page.getByRole('table', { name: 'Registro delle attività' });
    await expect(log.getByText('Sessione terminata').first()).toBeVisible();
  } finally {
    await other.close();
  }
});

test('the audit log filters on the server and the CSV export has the same filters and a header row', async ({
  page,
}) => {
  await loginAsAdmin(page);
  await page.goto('/app/admin/security');
  await page.getByRole('tab', { name: 'Registro attività' }).click();
  const log = page.getByRole('table', { name: 'Registro delle attività' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();

  const filtered = page.waitForResponse(
    (r) => r.url().includes('/api/admin/audit-log?') && r.url().includes('action=auth&'),
  );
  await page.getByLabel('Azione', { exact: true }).selectOption({ label: 'Accessi e autenticazione: tutte le azioni' });
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
  await page.getByLabel('Dal', { exact: true }).fill(today);
  await page.getByLabel('Al', { exact: true }).fill(today);
  await filtered;
  // Actions read by their Italian label, their code only in the tooltip; only authentication actions are left.
  await expect(log.getByText('Accesso', { exact: true }).first()).toBeVisible();
  await expect(log.getByText('auth.login', { exact: true })).toHaveCount(0);
  const codes = await log
    .locator('tbody td:nth-child(3) [title]')
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('title') ?? ''));
  expect(codes.length).toBeGreaterThan(0);
  expect(codes.every((code) => code.startsWith('auth.'))).toBe(true);

  const exportLink = page.getByRole('link', { name: 'Esporta CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/admin/audit-log/export?action=auth&from=${today}&to=${today}`);
  const downloading = page.waitForEvent('download');
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^registro-attivita-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    '"Data e ora";"Utente";"Azione";"Codice azione";"Oggetto";"Nome oggetto";"ID oggetto";"IP";"Dettagli"',
  );
  expect(lines.length).toBeGreaterThan(1);
  expect(lines.slice(1).every((line) => line.includes('"auth.'))).toBe(true);

  // An inverted range is refused in the browser.
  await page.getByLabel('Dal', { exact: true }).fill('2099-01-02');
  await expect(page.getByText('La data finale non può precedere quella iniziale')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Esporta CSV' })).toBeDisabled();
});

test('the audit log names the change of one company field as old → new and links the settings', async ({
  page,
  request,
}) => {
  const before = DEMO_PHONE;
  const after = '+39 02 5555 0101';
  try {
    await loginAsAdmin(page);
    await page.goto('/app/admin/settings');
    const phone = page.getByLabel('Telefono', { exact: true });
    await expect(phone).toHaveValue(before);
    await phone.fill(after);
    await page.getByRole('button', { name: 'Salva' }).first().click();
    await expect(page.getByText('Impostazioni salvate')).toBeVisible();

    await page.goto('/app/admin/security?tab=audit');
    await page.getByLabel('Azione', { exact: true }).selectOption({ label: 'Configurazione aggiornata' });
    const row = page.getByRole('table', { name: 'Registro delle attività' }).getByRole('row').nth(1);
    await expect(row).toContainText(`Telefono: ${before} → diventa ${after}`);
    // Only the field that changed, not the whole company form.
    await expect(row).not.toContainText('Ragione sociale');
    await row.getByRole('link', { name: 'Configurazione' }).click();
    await expect(page).toHaveURL(/\/app\/admin\/settings$/);
  } finally {
    // Other journeys read the demo phone on the public site.
    const csrf = await apiLogin(request, 'admin');
    await request.put('/api/admin/config', { headers: { 'X-CSRF-Token': csrf }, data: { company: { phone: before } } });
  }
});

test('the server status page shows the server and refreshes by itself until paused', async ({ page }) => {
  // The 5 s refresh is reached by fast-forwarding a fake clock rather than by waiting.
  await page.clock.install();
  await loginAsAdmin(page);
  await page.goto('/app/admin/vm-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Stato del server' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Database' }).getByText('Integrato (PGlite)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Applicazione' }).getByText('1.0.0')).toBeVisible();
  await expect(page.getByRole('table', { name: /Attività pianificate/ }).getByText('housekeeping')).toBeVisible();

  const updated = page.getByTestId('vm-updated-at');
  await expect(updated).toContainText(/Aggiornato alle \d{2}:\d{2}:\d{2}/);
  const first = await updated.textContent();
  await page.clock.fastForward(6_000);
  await expect(updated).not.toHaveText(first ?? '');

  await page.getByRole('button', { name: 'Sospendi aggiornamento' }).click();
  await expect(updated).toContainText('Aggiornamento sospeso');
  const paused = await updated.textContent();
  await page.clock.fastForward(12_000);
  // Time for a refresh that should not happen to arrive and render.
  await page.waitForTimeout(500);
  await expect(updated).toHaveText(paused ?? '');
});

const PAGES = [
  {
    path: '/app/admin/settings',
    heading: 'Impostazioni',
    tabs: ['Azienda', 'Sito pubblico', 'Testi legali', 'Accesso e sicurezza', 'Integrazioni'],
  },
  {
    path: '/app/admin/security',
    heading: 'Sicurezza',
    tabs: ['Sessioni attive', 'Accessi falliti', 'Registro attività', 'Criteri'],
  },
  { path: '/app/admin/vm-status', heading: 'Stato del server', tabs: [] },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`admin pages in ${scheme} mode`, () => {
    test.describe.configure({ timeout: 120_000 });

    for (const { path, heading, tabs } of PAGES) {
      test(`${path} has no serious or critical axe violations on any tab`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await loginAsAdmin(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
        for (const tab of tabs.length ? tabs : [null]) {
          if (tab) {
            await page.getByRole('tab', { name: tab }).click();
            await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
          }
          await page.waitForLoadState('networkidle').catch(() => undefined);
          await expect(
            page.locator('[role="status"] .animate-pulse, table [aria-hidden="true"].animate-pulse'),
          ).toHaveCount(0);
          await expectNoSeriousViolations(page);
        }
      });
    }
  });
}
