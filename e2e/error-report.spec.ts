import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, loginAs, tinyPng } from './helpers';
import { seedCookieConsent } from './public-helpers';

// Spec §4/§5/§8 error reporting: the widget on every app page, the detailed report modal and its page.
const SUBMIT = '/api/self-healing/submit-error';
const FAILED_TOAST = "Errore durante l'invio della segnalazione. Riprova più tardi.";

async function loginEmployee(page: Page) {
  await page.goto('/auth/login');
  await loginAs(page, DEMO.employee.username);
  // Logging in hashes a password (argon2id): slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${DEMO.employee.firstName}!` })).toBeVisible({
    timeout: 30_000,
  });
}

async function openDetailedReport(page: Page) {
  await page.getByRole('button', { name: 'Segnala un problema' }).click();
  await page.getByRole('button', { name: /Segnalazione dettagliata/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Segnalazione dettagliata' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ context }) => seedCookieConsent(context));

test.describe('error-report widget', () => {
  test('Alt+E opens it and Escape closes it; a click outside closes it too', async ({ page }) => {
    await loginEmployee(page);
    const panel = page.getByRole('dialog', { name: 'Segnala un problema' });
    await page.keyboard.press('Alt+e');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await page.getByRole('button', { name: 'Segnala un problema' }).click();
    await expect(panel).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(panel).toBeHidden();
  });

  test('a quick category sends a report at once', async ({ page }) => {
    await loginEmployee(page);
    await page.keyboard.press('Alt+e');
    const sent = page.waitForResponse((r) => r.url().endsWith(SUBMIT) && r.request().method() === 'POST');
    await page.getByRole('button', { name: /La pagina è lenta/ }).click();
    const response = await sent;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toMatchObject({
      quick_report: true,
      error_category: 'performance_issue',
      url: expect.stringContaining('/app/dashboard'),
      user_agent: expect.any(String),
      timestamp: expect.any(String),
    });
    expect((await response.json()).data.tracking_id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText('Errore segnalato con successo! Il nostro team lo analizzerà presto.')).toBeVisible();
  });
});

test.describe('detailed report', () => {
  test('send stays disabled until type and description; screenshots are checked; success closes after 3 s', async ({
    page,
  }) => {
    await loginEmployee(page);
    await page.goto('/app/profile');
    const dialog = await openDetailedReport(page);
    const send = dialog.page().getByRole('button', { name: 'Invia segnalazione' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Tipo di errore').selectOption('ui_bug');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Descrizione').fill('   ');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Descrizione').fill('Il pulsante Salva del profilo non risponde');
    await expect(send).toBeEnabled();

    const screenshot = dialog.getByLabel('Screenshot (facoltativo)');
    await screenshot.setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
    await expect(dialog.getByText('Sono accettati solo file immagine.')).toBeVisible();
    await screenshot.setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(10485760 + 1),
    });
    await expect(dialog.getByText('Il file è troppo grande. Massimo 10MB.')).toBeVisible();
    await screenshot.setInputFiles({ name: 'schermata.png', mimeType: 'image/png', buffer: await tinyPng() });
    await expect(dialog.getByText(/schermata\.png/)).toBeVisible();

    await dialog.getByLabel('Passaggio 1', { exact: true }).fill('Apri il profilo');
    await dialog.getByRole('button', { name: 'Aggiungi passaggio' }).click();
    await dialog.getByRole('button', { name: 'Aggiungi passaggio' }).click();
    await dialog.getByLabel('Passaggio 3', { exact: true }).fill('Premi Salva');
    await expect(dialog.getByText('Informazioni di sistema')).toBeVisible();

    const sent = page.waitForResponse((r) => r.url().endsWith(SUBMIT) && r.request().method() === 'POST');
    // Ctrl+Enter submits (spec §4).
    await dialog.getByLabel('Descrizione').press('Control+Enter');
    const response = await sent;
    const body = response.request().postDataJSON();
    expect(body).toMatchObject({
      error_type: 'ui_bug',
      severity: 'medium',
      automatic: false,
      manual_report: true,
      user_reported: true,
      error_context: {
        steps_to_reproduce: ['Apri il profilo', 'Premi Salva'],
        screenshot_filename: 'schermata.png',
        screenshot_size: (await tinyPng()).length,
        system_info: { url: expect.stringContaining('/app/profile'), browser: expect.any(String) },
      },
    });
    const trackingId = (await response.json()).data.tracking_id as string;
    await expect(dialog.getByTestId('error-report-tracking-id')).toHaveText(trackingId);
    const shownAt = Date.now();
    await expect(dialog).toBeHidden({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
  });

  test('a failed send shows the message in the modal and the failure toast', async ({ page }) => {
    await loginEmployee(page);
    await page.route(`**${SUBMIT}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Servizio non disponibile' }),
      }),
    );
    const dialog = await openDetailedReport(page);
    await dialog.getByLabel('Tipo di errore').selectOption('api_error');
    await dialog.getByLabel('Descrizione').fill('Non riesco a salvare il timesheet');
    await page.getByRole('button', { name: 'Invia segnalazione' }).click();
    await expect(dialog.getByText('Servizio non disponibile')).toBeVisible();
    await expect(page.getByText(FAILED_TOAST)).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('/app/help/report-error hosts the same form', async ({ page }) => {
    await loginEmployee(page);
    await page.goto('/app/help/report-error');
    await expect(page.getByRole('heading', { level: 1, name: 'Segnala un errore' })).toBeVisible();
    const send = page.getByRole('button', { name: 'Invia segnalazione' });
    await expect(send).toBeDisabled();
    await page.getByLabel('Tipo di errore').selectOption('performance_issue');
    await page.getByLabel('Descrizione').fill('Il calendario impiega molto a caricarsi');
    await send.click();
    await expect(page.getByTestId('error-report-tracking-id')).toHaveText(/^[0-9a-f-]{36}$/);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`widget, modal and report page have no serious axe violations (${scheme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await loginEmployee(page);
    await page.keyboard.press('Alt+e');
    await expect(page.getByRole('dialog', { name: 'Segnala un problema' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    const dialog = await openDetailedReport(page);
    await dialog.getByLabel('Screenshot (facoltativo)').setInputFiles({
      name: 'nota.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('ciao'),
    });
    await expect(dialog.getByText('Sono accettati solo file immagine.')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/app/help/report-error');
    await expect(page.getByRole('heading', { level: 1, name: 'Segnala un errore' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
