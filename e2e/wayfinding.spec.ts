import { expect, type Page, test } from '@playwright/test';
import { DEMO, expectGreeting, loginAs } from './helpers';
import { seedCookieConsent } from './public-helpers';

const WAIT = { timeout: 15_000 };

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

async function login(page: Page, who: keyof typeof DEMO) {
  await page.goto('/auth/login');
  await loginAs(page, DEMO[who].username);
  await expectGreeting(page, DEMO[who].firstName);
}

test('an employee typing a section address lands on a page of it, never on a 403', async ({ page }) => {
  await login(page, 'employee');
  await page.goto('/app/personnel');
  await expect(page).toHaveURL(/\/app\/personnel\/orgchart$/, WAIT);
  await page.goto('/app/admin');
  await expect(page).toHaveURL(/\/app\/dashboard$/, WAIT);
  await expectGreeting(page, DEMO.employee.firstName);
  // A page asked for by name still says no, in the user's words.
  await page.goto('/app/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
  await expect(page.getByText(/admin_access|Permesso/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Vai alla dashboard' })).toBeVisible();
});

test("a project's trail links to the project list only for whoever may open it", async ({ page }) => {
  await login(page, 'employee');
  await page
    .getByRole('region', { name: 'I miei progetti' })
    .getByRole('link', { name: 'Portale e-commerce B2B' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portale e-commerce B2B' })).toBeVisible(WAIT);
  const trail = page.getByRole('banner').getByRole('navigation', { name: 'Percorso' });
  await expect(trail.getByText('Progetti')).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Progetti' })).toHaveCount(0);
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Progetto');

  await page.context().clearCookies();
  await login(page, 'manager');
  await page
    .getByRole('region', { name: 'I miei progetti' })
    .getByRole('link', { name: 'Portale e-commerce B2B' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portale e-commerce B2B' })).toBeVisible(WAIT);
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Percorso' })
    .getByRole('link', { name: 'Progetti' })
    .click();
  await expect(page).toHaveURL(/\/app\/projects$/);
});

/** Every visible control on screen that is really on top at its centre (not scrolled under the sticky header). */
async function overlappedControls(page: Page) {
  return page.evaluate(() => {
    const button = document.querySelector('[aria-label="Segnala un problema"]');
    if (!button) throw new Error('no report button');
    const own = button.getBoundingClientRect();
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"]',
    );
    const hits: string[] = [];
    for (const control of controls) {
      if (control === button || button.contains(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !(control === top || control.contains(top))) continue;
      const apart = box.right <= own.left || box.left >= own.right || box.bottom <= own.top || box.top >= own.bottom;
      if (!apart) hits.push(control.getAttribute('aria-label') || control.textContent?.trim() || control.tagName);
    }
    return hits;
  });
}

for (const viewport of [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
]) {
  test(`the report button covers no control at ${viewport.width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await login(page, 'admin');
    for (const path of ['/app/personnel/skills', '/app/timesheet/analytics', '/app/admin/security', '/app/settings']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(WAIT);
      await page.waitForLoadState('networkidle');
      const report = page.getByRole('button', { name: 'Segnala un problema' });
      await expect(report).toBeVisible();
      expect(await overlappedControls(page), `${path} at the top`).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      expect(await overlappedControls(page), `${path} at the bottom`).toEqual([]);
    }
  });
}

test('the client sees what they can do on the dashboard, and no developer page', async ({ page }) => {
  await login(page, 'client');
  const card = page.getByRole('region', { name: 'Cosa puoi fare nel portale' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Aggiornare il tuo profilo' })).toHaveAttribute('href', '/app/profile');
  await expect(card.getByRole('link', { name: 'Segnalare un problema' })).toHaveAttribute(
    'href',
    '/app/help/report-error',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Design system' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Scegliere le notifiche' }).click();
  await expect(page).toHaveURL(/\/app\/settings$/);
  await page.goto('/app/test/design-system');
  await expect(page.getByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeVisible();
});

test("an administrator's new user is a person in Personale too", async ({ page }) => {
  const suffix = Date.now().toString(36);
  await login(page, 'admin');
  await page.goto('/app/admin/users');
  await page.getByRole('button', { name: 'Nuovo utente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo utente' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Sara');
  await dialog.getByLabel('Cognome').fill(`Colombo${suffix}`);
  await dialog.getByLabel('Nome utente').fill(`sara.${suffix}`);
  await dialog.getByLabel('E-mail').fill(`sara.${suffix}@example.it`);
  await expect(dialog.getByLabel('Crea anche la scheda in Personale')).toBeChecked();
  await dialog.getByLabel('Mansione').fill('Consulente junior');
  await dialog.getByLabel('Data di assunzione').fill('2026-12-01');
  await dialog.getByRole('button', { name: 'Crea utente' }).click();
  const done = page.getByRole('dialog', { name: 'Utente creato' });
  await expect(done.getByText('con la sua scheda in Personale')).toBeVisible(WAIT);
  await done.getByRole('button', { name: 'Chiudi' }).first().click();

  await page.goto(`/app/personnel/admin?search=${suffix}`);
  await expect(page.getByText(`Sara Colombo${suffix}`).first()).toBeVisible(WAIT);
  await expect(page.getByText('Consulente junior').first()).toBeVisible();
});
