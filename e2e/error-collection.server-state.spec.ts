/// <reference lib="dom" />
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO, loginAs } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

// Automatic error submission is a server-wide admin setting (off by default): a *.server-state file, run after
// the others. The test turns it on, lets real errors happen in the browser, finds them grouped into patterns
// through the self-healing API, and puts the setting back even when it fails.
const SUBMIT = '/api/self-healing/submit-error';

async function setAutoSubmission(request: APIRequestContext, csrf: string, enabled: boolean) {
  const response = await request.put('/api/admin/config', {
    headers: { 'X-CSRF-Token': csrf },
    data: { monitoring: { auto_error_submission: enabled } },
  });
  if (!response.ok()) throw new Error(`config: ${response.status()} ${await response.text()}`);
}

type PatternRow = { id: string; error_type: string; message: string; occurrence_count: number };

/** The patterns whose text contains `search`, read with the admin's browser session. */
async function findPatterns(page: Page, search: string): Promise<PatternRow[]> {
  const response = await page.request.get(`/api/self-healing/patterns?search=${encodeURIComponent(search)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.items as PatternRow[];
}

/** Throws a real uncaught error in the page (a window error, as a bug in our code would). */
async function throwInPage(page: Page, message: string) {
  // A microtask, not a timer: the tests' fake clock would run a timer's callback inside its own try/catch.
  await page.evaluate((text) => {
    queueMicrotask(() => {
      throw new Error(text);
    });
  }, message);
}

test.beforeEach(async ({ context }) => seedCookieConsent(context));

test('with automatic submission on, errors thrown in a page reach self-healing patterns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // A controllable clock: the 30 s batches are reached by fast-forwarding instead of waiting for them.
  await page.clock.install();
  const csrf = await apiLogin(request, 'admin');
  const before = await (await request.get('/api/admin/config')).json();
  expect(before.data.monitoring.auto_error_submission).toBe(false);
  await setAutoSubmission(request, csrf, true);
  try {
    await page.goto('/auth/login');
    await loginAs(page, DEMO.admin.username);
    await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${DEMO.admin.firstName}!` })).toBeVisible({
      timeout: 30_000,
    });
    await page.goto('/app/test/design-system');
    await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();

    // 1. Non-critical errors wait for the 30 s batch.
    const unique = `Errore e2e del collettore ${Date.now().toString(36)}`;
    const batch = page.waitForResponse((r) => r.url().endsWith(SUBMIT) && r.request().method() === 'POST', {
      timeout: 15_000,
    });
    await throwInPage(page, unique);
    await page.getByRole('button', { name: 'Genera un errore di prova' }).click();
    await page.getByRole('button', { name: 'Errore in un componente' }).click();
    await expect(page.getByText('Impossibile caricare questa sezione.')).toBeVisible();
    await page.clock.fastForward(31_000);
    const sent = await batch;
    expect(sent.status()).toBe(200);
    const payload = sent.request().postDataJSON();
    expect(payload.batch_info).toMatchObject({ collector_version: '1.0.0' });
    expect(payload.session_metadata.session_id).toBeTruthy();
    const messages = (payload.errors as { message: string }[]).map((e) => e.message);
    expect(messages).toContain(`Error: ${unique}`);
    await expect
      .poll(async () => (await findPatterns(page, unique)).map((p) => p.error_type))
      .toEqual(['javascript_error']);

    // The click and the render failure may fall into the next batch (every 30 s).
    await page.clock.fastForward(31_000);
    const poll = { timeout: 15_000, intervals: [1_000] };
    await expect
      .poll(async () => (await findPatterns(page, 'Errore di prova generato dal design system')).length, poll)
      .toBeGreaterThan(0);
    await expect
      .poll(async () => (await findPatterns(page, 'Errore di prova durante il rendering'))[0]?.error_type, poll)
      .toBe('react_component_error');
    const [component] = await findPatterns(page, 'Errore di prova durante il rendering');
    const detail = await (await page.request.get(`/api/self-healing/patterns/${component!.id}`)).json();
    const componentPath = detail.data.samples[0].error_context.component_path as string[];
    expect(componentPath.length).toBeGreaterThan(0);
    expect(componentPath.length).toBeLessThanOrEqual(10);

    // 2. Offline: going offline records a network error, nothing leaves; coming online sends the queue at once.
    const offlineUnique = `Errore e2e offline ${Date.now().toString(36)}`;
    await context.setOffline(true);
    await throwInPage(page, offlineUnique);
    await page.waitForTimeout(500);
    const flushed = page.waitForResponse((r) => r.url().endsWith(SUBMIT) && r.request().method() === 'POST', {
      timeout: 10_000,
    });
    await context.setOffline(false);
    const flushedBody = (await flushed).request().postDataJSON();
    const flushedTypes = (flushedBody.errors as { type: string; message: string }[]).map((e) => e.type);
    expect(flushedTypes).toContain('network_error');
    await expect.poll(async () => (await findPatterns(page, offlineUnique)).length).toBe(1);
  } finally {
    await setAutoSubmission(request, csrf, false);
  }
});

test('with automatic submission off (the default), the browser sends nothing', async ({ page }) => {
  test.setTimeout(45_000);
  await page.clock.install();
  const submissions: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(SUBMIT)) submissions.push(r.method());
  });
  await page.goto('/auth/login');
  await loginAs(page, DEMO.admin.username);
  await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${DEMO.admin.firstName}!` })).toBeVisible({
    timeout: 30_000,
  });
  // A critical error (sent at once when enabled) and a normal one (30 s batch).
  await throwInPage(page, 'ReferenceError: variabileInesistente is not defined (e2e)');
  await throwInPage(page, 'Errore e2e con invio disattivato');
  // Well past the 30 s batch, then a moment for a request that would have started.
  await page.clock.fastForward(65_000);
  await page.waitForTimeout(1_000);
  expect(submissions).toEqual([]);
});
