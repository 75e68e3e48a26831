import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO, signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

// Nothing here changes server-wide state: the flags page is only looked at (toggling is in
// feature-flags.server-state.spec.ts), and the KPI test works on a template it creates and deletes itself.

// Each test logs in (a password hash) and walks several pages: give it room on a busy machine.
test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ context }) => seedCookieConsent(context));

// Logging in hashes a password: on a machine busy with parallel runs it takes a while.
const SLOW = { timeout: 30_000 };

async function openAsAdmin(page: Page, path: string, heading: string) {
  await signIn(page, DEMO.admin.username);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible(SLOW);
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifiche a comparsa' });

test.describe('feature flags page', () => {
  test('groups the flags by category, searches them, and checks a new key before sending it', async ({ page }) => {
    await openAsAdmin(page, '/app/admin/feature-flags', 'Funzionalità');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    await expect(headings).toHaveText(['Moduli', 'Autenticazione', 'Funzionalità', 'Interfaccia', 'Sperimentali']);
    const modules = page.getByRole('region', { name: 'Moduli' });
    await expect(modules.getByText('recruiting_module', { exact: true })).toBeVisible();
    await expect(modules.getByRole('switch', { name: 'Recruiting' })).toBeChecked();

    // Matches the key and the other providers' descriptions ("Provider OAuth Google").
    await page.getByRole('searchbox', { name: 'Cerca funzionalità' }).fill('oauth');
    await expect(page.getByRole('switch')).toHaveCount(3);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Autenticazione']);
    await expect(page.getByRole('switch', { name: 'Accesso OAuth' })).not.toBeChecked();
    await page.getByRole('searchbox', { name: 'Cerca funzionalità' }).fill('');

    await page.getByRole('button', { name: 'Nuova funzionalità' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuova funzionalità' });
    await dialog.getByLabel('Chiave').fill('Chiave Sbagliata');
    await dialog.getByLabel('Nome', { exact: true }).fill('Prova');
    await dialog.getByRole('button', { name: 'Crea funzionalità' }).click();
    await expect(
      dialog.getByText('La chiave può contenere solo lettere minuscole, numeri e trattini bassi'),
    ).toBeVisible();
    await expect(dialog.getByLabel('Chiave')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The delete warning says what happens to code that checks the key; cancelling leaves it alone.
    await page.getByRole('button', { name: 'Elimina Funzioni beta' }).click();
    const confirm = page.getByRole('dialog', { name: 'Eliminare la funzionalità?' });
    await expect(
      confirm.getByText(/Il codice che controlla la chiave beta_features la considererà disattivata/),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Annulla' }).click();
    await expect(page.getByRole('switch', { name: 'Funzioni beta' })).toBeVisible();
  });
});

test.describe('KPI templates page', () => {
  test('admin creates, finds, edits and deletes a KPI template', async ({ page }) => {
    const name = `Tasso di risposta ${Date.now().toString(36)}`;
    await openAsAdmin(page, '/app/admin/kpi-templates', 'Modelli KPI');
    await expect(page.getByRole('row', { name: /Ore fatturabili/ })).toBeVisible();

    await page.getByRole('button', { name: 'Nuovo modello KPI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo modello KPI' });
    await dialog.getByLabel('Nome').fill(name);
    await dialog.getByLabel('Descrizione').fill('Quota di questionari restituiti');
    await dialog.getByLabel('Obiettivo').fill('62,5');
    await dialog.getByLabel('Unità di misura').fill('%');
    await dialog.getByLabel('Frequenza di misura').selectOption({ label: 'Trimestrale' });
    await dialog.getByLabel('Categoria').fill('Qualità');
    await dialog.getByLabel('Fonte dati').selectOption({ label: 'Accessi negli ultimi 30 giorni' });
    await dialog.getByRole('button', { name: 'Crea modello' }).click();
    await expect(toasts(page).getByText('Modello KPI creato')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Cerca modelli KPI' }).fill(name);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(row.getByText('62,5 %', { exact: true })).toBeVisible();
    await expect(row.getByText('Più alto è meglio').filter({ visible: true })).toBeVisible();
    await expect(row.getByText('Accessi negli ultimi 30 giorni').filter({ visible: true })).toBeVisible();

    await row.getByRole('button', { name: `Modifica ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Modifica modello KPI' });
    await expect(edit.getByLabel('Obiettivo')).toHaveValue('62,5');
    await edit.getByLabel('Andamento desiderato').selectOption({ label: 'Più basso è meglio' });
    await edit.getByLabel('Obiettivo').fill('10');
    await edit.getByRole('button', { name: 'Salva' }).click();
    await expect(toasts(page).getByText('Modello KPI aggiornato')).toBeVisible();
    await expect(row.getByText('10 %', { exact: true })).toBeVisible();
    await expect(row.getByText('Più basso è meglio').filter({ visible: true })).toBeVisible();

    await row.getByRole('button', { name: `Elimina ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Eliminare il modello KPI?' })
      .getByRole('button', { name: 'Elimina' })
      .click();
    await expect(toasts(page).getByText('Modello KPI eliminato')).toBeVisible();
    await expect(page.getByText('Nessun modello corrisponde ai filtri')).toBeVisible();
  });

  test('a taken name is shown next to the field', async ({ page }) => {
    await openAsAdmin(page, '/app/admin/kpi-templates', 'Modelli KPI');
    await page.getByRole('button', { name: 'Nuovo modello KPI' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo modello KPI' });
    await dialog.getByLabel('Nome').fill('ore FATTURABILI');
    await dialog.getByRole('button', { name: 'Crea modello' }).click();
    await expect(dialog.getByText('Nome già in uso')).toBeVisible();
    await expect(toasts(page).getByText('Salvataggio non riuscito')).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`flags and KPI pages in ${scheme} mode`, () => {
    // axe runs four times here.
    test.describe.configure({ timeout: 120_000 });
    test.beforeEach(async ({ page }) => page.emulateMedia({ colorScheme: scheme }));

    test('have no serious or critical accessibility violations, dialogs included', async ({ page }) => {
      await openAsAdmin(page, '/app/admin/feature-flags', 'Funzionalità');
      await expect(page.getByRole('region', { name: 'Moduli' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Modifica Recruiting' }).click();
      await expect(page.getByRole('dialog', { name: 'Modifica funzionalità' })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.keyboard.press('Escape');

      await page.goto('/app/admin/kpi-templates');
      await expect(page.getByRole('row', { name: /Ore fatturabili/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page);
      await page.getByRole('button', { name: 'Nuovo modello KPI' }).click();
      await expect(page.getByRole('dialog', { name: 'Nuovo modello KPI' })).toBeVisible();
      await expectNoSeriousViolations(page);
    });
  });
}
