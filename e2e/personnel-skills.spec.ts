import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

const WAIT = { timeout: 15_000 };

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

const mySkill = (page: Page, name: string) => page.getByTestId(`my-skill-${name}`);

/** Clicks a level's segment (the label around the visually hidden radio), as a user does. */
async function pickLevel(group: Locator, name: string) {
  await group
    .locator('label')
    .filter({ has: group.page().getByRole('radio', { name }) })
    .click();
  await expect(group.getByRole('radio', { name })).toBeChecked();
}

async function switchUser(page: Page, username: string) {
  await page.context().clearCookies();
  await seedCookieConsent(page.context());
  await signIn(page, username);
}

test('the employee changes a level, the manager validates it and the employee sees it validated', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'dipendente');
  await page.goto('/app/personnel/skills');
  await expect(page.getByRole('heading', { level: 1, name: 'Competenze' })).toBeVisible(WAIT);
  // An employee without reports has no validation queue and no catalogue tab.
  await expect(page.getByRole('tab', { name: 'Le mie competenze' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /Da validare/ })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Catalogo' })).toHaveCount(0);

  const typescript = mySkill(page, 'TypeScript');
  await expect(typescript.getByText('Validata da Marco Bianchi', { exact: false })).toBeVisible(WAIT);
  await pickLevel(typescript.getByRole('group', { name: 'Autovalutazione: TypeScript' }), '5 Esperto');
  await expect(page.getByText('Autovalutazione salvata')).toBeVisible(WAIT);
  await expect(typescript.getByText('Da validare')).toBeVisible();
  await expect(typescript.getByText('Validata da', { exact: false })).toHaveCount(0);

  await switchUser(page, 'manager');
  await page.goto('/app/personnel/skills?tab=da-validare');
  const pending = page.getByTestId('pending-Giulia Esposito-TypeScript');
  await expect(pending).toBeVisible(WAIT);
  const picker = pending.getByRole('group', { name: 'Livello validato di Giulia Esposito in TypeScript' });
  await expect(picker.getByRole('radio', { name: '5 Esperto' })).toBeChecked();
  await pickLevel(picker, '4 Avanzato');
  await pending.getByRole('button', { name: 'Valida' }).click();
  await expect(page.getByText('Competenza validata')).toBeVisible(WAIT);
  await expect(pending).toHaveCount(0);

  await switchUser(page, 'dipendente');
  await page.goto('/app/personnel/skills');
  await expect(typescript.getByText('Validata da Marco Bianchi', { exact: false })).toBeVisible(WAIT);
  await expect(typescript.getByTestId('validated-level')).toHaveText(/^4\s*Avanzato$/);
  await expect(
    typescript.getByRole('group', { name: 'Autovalutazione: TypeScript' }).getByRole('radio', { name: '5 Esperto' }),
  ).toBeChecked();
});

test('the matrix marks gaps and "Chi sa…?" finds people by skill', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/app/personnel/skills?tab=matrice');
  const matrix = page.getByRole('table', { name: 'Matrice' });
  await expect(matrix).toBeVisible(WAIT);
  await expect(matrix.getByRole('img', { name: /lacuna/ }).first()).toBeVisible();
  // The box follows the address: it shows checked once the navigation it starts has finished.
  await page.getByLabel('Solo lacune').click();
  await expect(page).toHaveURL(/gaps=true/);
  await expect(page.getByLabel('Solo lacune')).toBeChecked();

  await page.getByRole('tab', { name: 'Chi sa…?' }).click();
  await page.getByLabel('Competenza').selectOption({ label: 'Inglese · Lingue' });
  // Demo S.r.l. has many English speakers: Marco (4) comes before Giulia (3), strongest first.
  const results = page.getByRole('list').filter({ hasText: 'Giulia Esposito' });
  await expect(results.getByRole('link', { name: 'Giulia Esposito' })).toBeVisible(WAIT);
  const names = await results.getByRole('link').allTextContents();
  expect(names.indexOf('Marco Bianchi')).toBeGreaterThanOrEqual(0);
  expect(names.indexOf('Marco Bianchi')).toBeLessThan(names.indexOf('Giulia Esposito'));
  await page.getByLabel('Livello minimo').selectOption('4');
  await expect(page.getByRole('link', { name: 'Giulia Esposito' })).toHaveCount(0, WAIT);
});

test('the job-levels page shows both CCNL with their CNEL codes; inquadramenti redirects there', async ({ page }) => {
  await signIn(page, 'dipendente');
  await page.goto('/app/personnel/inquadramenti');
  await expect(page).toHaveURL(/\/app\/personnel\/job-levels$/, WAIT);
  await expect(page.getByRole('heading', { level: 1, name: 'Inquadramenti' })).toBeVisible(WAIT);
  const commercio = page.getByRole('region', { name: 'Commercio e Terziario' });
  await expect(commercio.getByText('Codice CNEL H011')).toBeVisible(WAIT);
  await expect(commercio.getByText('Quadri', { exact: true }).first()).toBeVisible();
  const metal = page.getByRole('region', { name: 'Metalmeccanici Industria' });
  await expect(metal.getByText('Codice CNEL C011')).toBeVisible();
  for (const code of ['D1', 'D2', 'C1', 'C2', 'C3', 'B1', 'B2', 'B3', 'A1']) {
    await expect(metal.getByText(code, { exact: true })).toBeVisible();
  }
  // Only HR edits the catalogue and reads who sits at each level: others see the count alone.
  await expect(page.getByRole('button', { name: 'Nuovo CCNL' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /dipendent/ })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`skills and job-levels pages have no serious accessibility violations (${scheme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, 'admin');
    for (const tab of ['', '?tab=da-validare', '?tab=matrice', '?tab=chi-sa', '?tab=catalogo']) {
      await page.goto(`/app/personnel/skills${tab}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Competenze' })).toBeVisible(WAIT);
      await expect(page.getByRole('tabpanel')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
    }
    await page.goto('/app/personnel/job-levels');
    await expect(page.getByRole('region', { name: 'Commercio e Terziario' })).toBeVisible(WAIT);
    await page
      .getByRole('button', { name: /dipendent/ })
      .first()
      .click();
    await expectNoSeriousViolations(page);
  });
}
