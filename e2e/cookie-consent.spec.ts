// Callbacks passed to page.evaluate/addInitScript run in the browser, so they use the DOM types.
/// <reference lib="dom" />
import { expect, type Page, test } from '@playwright/test';
import { DEMO, loginAs } from './helpers';

const banner = (page: Page) => page.getByRole('region', { name: 'Rispettiamo la tua privacy' });
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null') as Record<string, unknown> | null);
const NECESSARY_ONLY = { necessary: true, preferences: false, analytics: false, marketing: false, consentGiven: true };

/** Records calls to a Google tag stand-in, as a tenant's analytics snippet would receive them. */
async function stubGtag(page: Page) {
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { __gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
}

test.describe('cookie consent', () => {
  test('the banner asks first, and nothing but necessary cookies exist before a choice', async ({ page, context }) => {
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    for (const name of ['Accetta tutti', 'Solo necessari', 'Personalizza']) {
      await expect(banner(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    // Equal prominence (Garante, 10 June 2021): the three choices share size and style.
    const boxes = await Promise.all(
      ['Accetta tutti', 'Solo necessari', 'Personalizza'].map((name) =>
        banner(page)
          .getByRole('button', { name, exact: true })
          .evaluate((el) => {
            const style = getComputedStyle(el);
            return `${el.getBoundingClientRect().height}|${style.backgroundColor}|${style.color}|${style.fontSize}`;
          }),
      ),
    );
    expect(new Set(boxes).size).toBe(1);

    await page.mouse.wheel(0, 2000);
    await page.goto('/about');
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
    const cookies = await context.cookies();
    expect(cookies.filter((c) => !c.name.endsWith('portale_sid'))).toEqual([]);
  });

  test('the banner shows on the login page too, and does not stop a login', async ({ page }) => {
    await page.goto('/auth/login');
    await expect(banner(page)).toBeVisible();
    await loginAs(page, DEMO.manager.username);
    await expect(page).toHaveURL(/\/app\/dashboard$/);
  });

  test('accept all persists across reloads, is recorded anonymously and updates Google consent', async ({ page }) => {
    await stubGtag(page);
    await page.goto('/');
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/consents') && r.request().method() === 'POST');
    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    const response = await recorded;
    expect(response.status()).toBe(201);
    const body = response.request().postDataJSON();
    expect(body).toMatchObject({ preferences: true, analytics: true, marketing: true, method: 'accept_all' });
    expect(body.consent_id).toBe(await page.evaluate(() => localStorage.getItem('cookie-consent-id')));

    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ analytics: true, marketing: true, consentGiven: true });
    const gtagCalls = await page.evaluate(() => (window as unknown as { __gtagCalls: unknown[][] }).__gtagCalls);
    expect(gtagCalls).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' }),
    ]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test("'Solo necessari' and the X both mean necessary only", async ({ page, browser }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Solo necessari' }).click();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject(NECESSARY_ONLY);

    const other = await browser.newContext();
    const second = await other.newPage();
    await second.goto('/');
    const recorded = second.waitForRequest((r) => r.url().endsWith('/api/consents'));
    await banner(second).getByRole('button', { name: 'Chiudi e continua con i soli cookie necessari' }).click();
    expect((await recorded).postDataJSON()).toMatchObject({ method: 'dismissed', analytics: false, marketing: false });
    await expect(banner(second)).toBeHidden();
    expect(await storedConsent(second)).toMatchObject(NECESSARY_ONLY);
    await second.reload();
    await expect(banner(second)).toBeHidden();
    await other.close();
  });

  test('customising: necessary is locked, nothing pre-ticked, Escape closes, the choice is kept', async ({ page }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Personalizza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preferenze cookie' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Necessari' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Necessari' })).toBeDisabled();
    for (const name of ['Preferenze', 'Statistici', 'Marketing']) {
      await expect(dialog.getByRole('switch', { name })).not.toBeChecked();
    }

    // Focus stays inside the dialog.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();

    await banner(page).getByRole('button', { name: 'Personalizza' }).click();
    await dialog.getByRole('switch', { name: 'Statistici' }).click();
    await dialog.getByRole('button', { name: 'Salva preferenze' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page)).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ preferences: false, analytics: true, marketing: false });

    // 'Gestisci Cookie' reopens the preferences with the saved choice.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Gestisci Cookie' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('switch', { name: 'Statistici' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Solo necessari' }).click();
    expect(await storedConsent(page)).toMatchObject(NECESSARY_ONLY);
  });

  test('declining removes a tracker cookie a script had already set', async ({ page, context }) => {
    await page.goto('/');
    await context.addCookies([{ name: '_ga', value: 'GA1.1.42', url: page.url() }]);
    await banner(page).getByRole('button', { name: 'Solo necessari' }).click();
    await expect(banner(page)).toBeHidden();
    expect((await context.cookies()).map((c) => c.name)).not.toContain('_ga');
  });

  test('a choice expires after 12 months and the banner returns', async ({ page }) => {
    const start = new Date('2026-01-15T09:00:00+01:00');
    await page.clock.install({ time: start });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accetta tutti' }).click();
    await expect(banner(page)).toBeHidden();

    await page.clock.setFixedTime(new Date('2026-12-20T09:00:00+01:00'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();

    await page.clock.setFixedTime(new Date('2027-02-15T09:00:00+01:00'));
    await page.reload();
    await expect(banner(page)).toBeVisible();
    expect(await storedConsent(page)).toBeNull();
  });
});
