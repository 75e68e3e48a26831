import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { createActiveUser, DEMO, expectGreeting, loginAs } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

type Playwright = Parameters<typeof createActiveUser>[0];

/** The admin's own API session, for sending notifications as spec §7 allows. */
async function adminApi(playwright: Playwright, baseURL: string | undefined) {
  const api = await playwright.request.newContext({ baseURL });
  const csrf = await apiLogin(api, 'admin');
  const send = async (userId: string, title: string, link: string | null = null) => {
    const response = await api.post('/api/notifications', {
      headers: { 'X-CSRF-Token': csrf },
      data: { user_id: userId, title, message: 'Inviata dal test end-to-end', type: 'task', link },
    });
    expect(response.status(), await response.text()).toBe(201);
  };
  return { api, send };
}

/** A fresh user per test, so no other spec running in parallel changes their notifications. */
async function loginFreshUser(page: Page, playwright: Playwright, baseURL: string | undefined, prefix: string) {
  const user = await createActiveUser(playwright, baseURL, prefix);
  await page.goto('/auth/login');
  await loginAs(page, user.username, user.password);
  await expectGreeting(page, 'Paola');
  const me = await page.request.get('/api/auth/me');
  return (await me.json()).data.user.id as string;
}

async function unreadCount(request: APIRequestContext): Promise<number> {
  return (await (await request.get('/api/notifications/unread-count')).json()).data.unread_count as number;
}

test.describe('notifications', () => {
  test('a notification sent by the admin appears without a reload; clicking it marks it read and follows the link', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const userId = await loginFreshUser(page, playwright, baseURL, 'notifiche');
    const bell = page.getByRole('button', { name: /^Notifiche/ });
    await expect(bell).toHaveAccessibleName('Notifiche');
    // Proves later that the page was never reloaded.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    const { api, send } = await adminApi(playwright, baseURL);
    try {
      await send(userId, 'Prima notifica di prova');
      await send(userId, 'Riunione di reparto alle 15', '/app/profile');
    } finally {
      await api.dispose();
    }
    // Pushed over SSE: well within a few seconds, and far sooner than the 5-minute poll.
    await expect(bell).toHaveAccessibleName('Notifiche, 2 non lette', { timeout: 5000 });
    await expect(page.getByTestId('notification-badge')).toHaveText('2');
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifiche' });
    await expect(panel.getByText('2 totali')).toBeVisible();
    const rows = panel.getByRole('listitem');
    await expect(rows.first()).toContainText('Riunione di reparto alle 15');
    await expect(rows.first()).toContainText('Adesso');
    await expect(rows.nth(1)).toContainText('Prima notifica di prova');

    await rows.first().getByRole('button').click();
    await expect(page).toHaveURL(/\/app\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeVisible();
    await expect(bell).toHaveAccessibleName('Notifiche, 1 non letta');
    expect(await unreadCount(page.request)).toBe(1);
  });

  test('marks all as read, and a new one still arrives on top afterwards', async ({ page, playwright, baseURL }) => {
    const userId = await loginFreshUser(page, playwright, baseURL, 'tuttelette');
    const bell = page.getByRole('button', { name: /^Notifiche/ });
    const { api, send } = await adminApi(playwright, baseURL);
    try {
      for (let n = 1; n <= 10; n++) await send(userId, `Aggiornamento numero ${n}`);
      await expect(page.getByTestId('notification-badge')).toHaveText('9+', { timeout: 5000 });
      await expect(bell).toHaveAccessibleName('Notifiche, 10 non lette');

      await bell.click();
      const panel = page.getByRole('dialog', { name: 'Notifiche' });
      await expect(panel.getByText('10 totali')).toBeVisible();
      await panel.getByRole('button', { name: 'Segna tutte come lette' }).click();
      await expect(page.getByText('Tutte le notifiche sono state segnate come lette')).toBeVisible();
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await expect(panel.getByText('Non letta')).toHaveCount(0);
      expect(await unreadCount(page.request)).toBe(0);

      await send(userId, 'Arrivata con il pannello aperto');
      await expect(panel.getByRole('listitem').first()).toContainText('Arrivata con il pannello aperto');
      await expect(panel.getByText('11 totali')).toBeVisible();
      await expect(bell).toHaveAccessibleName('Notifiche, 1 non letta');
    } finally {
      await api.dispose();
    }
  });

  test('the panel fits a 390 px phone screen', async ({ page, playwright, baseURL }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const userId = await loginFreshUser(page, playwright, baseURL, 'mobile');
    const { api, send } = await adminApi(playwright, baseURL);
    try {
      await send(userId, 'Una notifica con un titolo abbastanza lungo da andare a capo su un telefono');
    } finally {
      await api.dispose();
    }
    await page.getByRole('button', { name: /^Notifiche/ }).click();
    const panel = page.getByRole('dialog', { name: 'Notifiche' });
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    const box = await panel.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(box!.width).toBeGreaterThan(360);
  });
});

test.describe('global search', () => {
  test("Ctrl+K and '/' open it, Escape closes it, Enter opens the chosen person", async ({ page }) => {
    await page.goto('/auth/login');
    await loginAs(page, DEMO.employee.username);
    await expectGreeting(page, DEMO.employee.firstName);

    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Cerca nel portale' });
    await expect(input).toBeFocused();
    await expect(page.getByText('Inizia a digitare per cercare...')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(input).toHaveCount(0);

    await page.keyboard.press('/');
    await expect(input).toBeFocused();
    await input.fill('zzzqqq');
    await expect(page.getByText('Nessun risultato trovato', { exact: true }).first()).toBeVisible();

    // A failing search service: one inert error item (spec §8).
    await page.route('**/api/search?*', (route) => route.fulfill({ status: 503, json: { success: false } }));
    await input.fill('Rossi');
    await expect(page.getByRole('option').filter({ hasText: 'Ricerca non disponibile' })).toContainText(
      'Il servizio di ricerca non è attualmente disponibile. Riprova più tardi.',
    );
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.unroute('**/api/search?*');

    await input.fill('Esposito');
    const listbox = page.getByRole('listbox', { name: 'Risultati della ricerca' });
    const people = listbox.getByRole('group', { name: 'Persone' });
    const giulia = people.getByRole('option').filter({ hasText: 'Giulia Esposito' });
    await expect(giulia).toBeVisible();
    await expect(giulia.locator('mark')).toHaveText('Esposito');
    await expect(input).toHaveAttribute('aria-expanded', 'true');

    // Move to Giulia with the arrow keys, then open her.
    const options = listbox.getByRole('option');
    const index = (await options.allTextContents()).findIndex((t) => t.includes('Giulia Esposito'));
    for (let i = 0; i < index; i++) await page.keyboard.press('ArrowDown');
    await expect(giulia).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    // The personnel detail page comes with the personnel module; until then the app's 404 page is fine.
    await expect(page).toHaveURL(/\/app\/personnel\/[0-9a-f-]{36}$/);
    await expect(input).toHaveCount(0);
  });

  test('the header button opens it, icon only on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth/login');
    await loginAs(page, DEMO.employee.username);
    await expectGreeting(page, DEMO.employee.firstName);
    const button = page.getByRole('button', { name: 'Cerca', exact: true });
    await expect(button.getByText('Cerca...')).toBeHidden();
    await button.click();
    await expect(page.getByRole('combobox', { name: 'Cerca nel portale' })).toBeFocused();
    const box = await page.getByRole('dialog', { name: 'Ricerca globale' }).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the notification panel and the search modal have no serious axe violations (${scheme})`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    const userId = await loginFreshUser(page, playwright, baseURL, `axe${scheme}`);
    const { api, send } = await adminApi(playwright, baseURL);
    try {
      await send(userId, 'Nuovo documento condiviso', '/app/profile');
    } finally {
      await api.dispose();
    }
    const bell = page.getByRole('button', { name: /^Notifiche/ });
    await expect(bell).toHaveAccessibleName('Notifiche, 1 non letta', { timeout: 5000 });
    await bell.click();
    await expect(page.getByRole('dialog', { name: 'Notifiche' }).getByRole('listitem')).toHaveCount(1);
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Cerca nel portale' }).fill('Esposito');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
