import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, expectGreeting, loginAs } from './helpers';
import { seedCookieConsent } from './public-helpers';

test.beforeEach(async ({ context }) => seedCookieConsent(context));

// Logging in hashes a password (argon2id): on a busy machine it can take longer than the default 5 s.
const LOGIN_TIMEOUT = { timeout: 30_000 };
const PAGES = [
  { path: '/app/admin/self-healing', heading: 'Self-healing' },
  { path: '/app/admin/self-healing/patterns', heading: 'Schemi di errore' },
  { path: '/app/admin/self-healing/sessions', heading: 'Sessioni di correzione' },
];

async function loginAsAdmin(page: Page) {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.admin.username);
  await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${DEMO.admin.firstName}!` })).toBeVisible(
    LOGIN_TIMEOUT,
  );
}

/** Letters only: the grouping masks numbers, and this word must survive into the pattern's title. */
function uniqueWord() {
  return Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/**
 * Sends a detailed manual report with the browser's session and CSRF token, as the report modal would
 * (automatic batches are off by default, an admin setting this spec must not change).
 */
async function submitError(page: Page, message: string) {
  const me = await page.request.get('/api/auth/me');
  const csrf = (await me.json()).data.csrf_token as string;
  const response = await page.request.post('/api/self-healing/submit-error', {
    headers: { 'X-CSRF-Token': csrf },
    data: {
      error_type: 'javascript_error',
      message,
      severity: 'high',
      error_context: {
        steps_to_reproduce: ['Aprire la dashboard', 'Attendere il caricamento'],
        expected_behavior: 'La pagina si carica',
        actual_behavior: 'Compare un errore',
        additional_notes: '',
        system_info: {
          url: '/app/dashboard',
          browser: 'Chromium',
          viewport: { width: 1280, height: 800 },
          timestamp: new Date().toISOString(),
        },
      },
      automatic: false,
      manual_report: true,
      user_reported: true,
      timestamp: new Date().toISOString(),
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = await response.json();
  expect(body.data.tracking_id).toMatch(/^[0-9a-f-]{36}$/);
}

test('an admin follows an error from submission to a completed healing session', async ({ page, context }) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAsAdmin(page);
  await page.goto('/app/admin/self-healing');
  await expect(page.getByRole('heading', { level: 1, name: 'Self-healing' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Punteggio di salute \d+ su 100: / })).toBeVisible();

  const word = uniqueWord();
  const message = `TypeError: Cannot read properties of undefined (reading '${word}')`;
  await submitError(page, message);

  await page
    .getByRole('navigation', { name: 'Sezioni del self-healing' })
    .getByRole('link', { name: 'Schemi di errore' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Schemi di errore' })).toBeVisible();
  await page.getByLabel('Cerca negli schemi').fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${word}`));
  const open = page.getByRole('button', { name: new RegExp(`Apri lo schema «.*${word}`) });
  await expect(open).toHaveCount(1);
  await open.click();

  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Esempi' })).toBeVisible();
  await expect(drawer.getByText(message).first()).toBeVisible();

  // The rule-based analyser answers without any AI configuration.
  await drawer.getByRole('button', { name: 'Analizza' }).click();
  await expect(page.getByText('Analisi completata')).toBeVisible();
  await expect(drawer.getByText('Causa probabile')).toBeVisible();
  await expect(drawer.getByText('Analisi basata su regole', { exact: false })).toBeVisible();

  await drawer.getByRole('button', { name: 'Genera prompt' }).click();
  const prompt = drawer.getByLabel('Prompt generato');
  await expect(prompt).toHaveValue(new RegExp(word));
  await drawer.getByRole('button', { name: 'Copia' }).click();
  await expect(page.getByText('Prompt copiato negli appunti')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(word);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Analizzato').first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Sezioni del self-healing' })
    .getByRole('link', { name: 'Sessioni' })
    .click();
  const table = page.getByRole('table', { name: 'Sessioni di correzione' });
  const row = table.getByRole('row').filter({ hasText: word });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('In corso').filter({ visible: true })).toBeVisible();
  await row.getByRole('button', { name: /Completa la sessione su/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Completa la sessione' });
  await dialog.getByLabel('Note sull’esito').fill('Aggiunto un controllo sui dati caricati');
  await dialog.getByLabel('Segna anche lo schema come risolto').check();
  await dialog.getByRole('button', { name: 'Completa la sessione' }).click();
  await expect(page.getByText('Sessione completata')).toBeVisible();
  await expect(row.getByText('Completata').filter({ visible: true })).toBeVisible();
  await expect(row.getByText('Aggiunto un controllo sui dati caricati')).toBeVisible();
  await expect(row.getByText('Schema risolto')).toBeVisible();
});

test('an employee without view_system_health is refused the self-healing pages and calls', async ({ page }) => {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.employee.username);
  await expectGreeting(page, DEMO.employee.firstName);
  await expect(page.getByRole('link', { name: 'Self-healing' })).toHaveCount(0);
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/error\/403/);
    await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
  }
  for (const path of ['/api/self-healing/dashboard', '/api/self-healing/patterns', '/api/self-healing/sessions']) {
    expect((await page.request.get(path)).status()).toBe(403);
  }
});

async function expectSettledPageAccessible(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('[role="status"] .animate-pulse, table .animate-pulse')).toHaveCount(0);
  await expectNoSeriousViolations(page);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the self-healing pages and the pattern drawer have no serious axe violations in ${scheme} mode`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await loginAsAdmin(page);
    await submitError(page, `ReferenceError: ${uniqueWord()} is not defined`);
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
      await expectSettledPageAccessible(page);
    }
    await page.goto('/app/admin/self-healing/patterns');
    await page
      .getByRole('button', { name: /^Apri lo schema/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Esempi' })).toBeVisible();
    await expectSettledPageAccessible(page);
  });
}
