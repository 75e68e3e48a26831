/// <reference lib="dom" />
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
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

const column = (page: Page, status: string) => page.getByTestId(`kanban-column-${status}`);

/** Drags a card by its handle with real mouse moves (dnd-kit starts after a few pixels). */
async function dragByMouse(page: Page, handle: Locator, target: Locator) {
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + 80, { steps: 12 });
  await page.mouse.up();
}

test('the manager creates a project with a member and tasks, and moves tasks by mouse and by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await login(page, 'manager');
  await page.goto('/app/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Progetti' })).toBeVisible();
  await page.getByRole('link', { name: 'Nuovo progetto' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo progetto' })).toBeVisible();

  // A retry creates its own project: the first attempt's already holds the code.
  const code = `e2e-kanban${test.info().retry ? `-${test.info().retry}` : ''}`;
  await page.getByLabel('Codice').fill(code);
  await page.getByLabel('Nome', { exact: true }).fill('Sito vetrina per la fiera');
  // The client is a CRM client, picked by name (the picker searches /api/client-companies).
  const client = page.getByRole('combobox', { name: 'Cliente' });
  await client.fill('cantina colli');
  await page.getByRole('option', { name: /Cantina Colli Euganei Soc\. Coop\./ }).click();
  await expect(client).toHaveValue('Cantina Colli Euganei Soc. Coop.');
  await page.getByLabel('Stato').selectOption('attivo');
  await page.getByLabel('Budget in ore').fill('120,5');
  // The manager is already on the team; add the employee.
  await expect(page.getByRole('list', { name: 'Membri del team' })).toContainText('Marco Bianchi');
  await page
    .getByLabel('Persona da aggiungere')
    .selectOption({ label: 'Giulia Esposito (dipendente@demo.portale.it)' });
  await page.getByRole('button', { name: 'Aggiungi al team' }).click();
  await expect(page.getByRole('list', { name: 'Membri del team' })).toContainText('Giulia Esposito');
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Crea progetto' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Sito vetrina per la fiera' })).toBeVisible(WAIT);
  await expect(page.getByText(code.toUpperCase(), { exact: true })).toBeVisible();
  // The manager may open the CRM: the client links to its page there.
  await expect(page.getByRole('link', { name: 'Cantina Colli Euganei Soc. Coop.' })).toHaveAttribute(
    'href',
    /^\/app\/crm\/clients\/[0-9a-f-]{36}$/,
  );
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('table', { name: 'Team del progetto' })).toContainText('Giulia Esposito');

  // Two tasks, the first assigned to the employee.
  await page.getByRole('tab', { name: 'Task' }).click();
  await expect(page).toHaveURL(/tab=task/);
  for (const [title, assignee] of [
    ['Preparare la demo', 'Giulia Esposito'],
    ['Rivedere i testi', null],
  ] as const) {
    await page.getByRole('button', { name: 'Nuovo task', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuovo task' });
    await dialog.getByLabel('Titolo').fill(title);
    // A hostile description: the handler must never run (DOMPurify).
    await dialog
      .getByLabel('Descrizione')
      .fill('Con **Markdown** e un elenco:\n\n- punto uno\n\n<img src="x" onerror="window.__xss = 1">');
    if (assignee) await dialog.getByLabel('Assegnatario').selectOption({ label: assignee });
    await dialog.getByRole('button', { name: 'Crea task' }).click();
    await expect(dialog).toBeHidden();
    await expect(column(page, 'da_fare')).toContainText(title);
  }

  // Mouse: "Preparare la demo" from "Da fare" to "In corso".
  await dragByMouse(page, page.getByRole('button', { name: 'Sposta Preparare la demo' }), column(page, 'in_corso'));
  await expect(column(page, 'in_corso')).toContainText('Preparare la demo');
  await expect(column(page, 'da_fare')).not.toContainText('Preparare la demo');

  // Keyboard: Space picks "Rivedere i testi" up, the right arrow moves it to the next column, Space drops it.
  const handle = page.getByRole('button', { name: 'Sposta Rivedere i testi' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(
    page.getByRole('status').filter({ hasText: /«Rivedere i testi» è ora in colonna «In corso»/ }),
  ).toBeAttached();
  await page.keyboard.press('Space');
  await expect(column(page, 'in_corso')).toContainText('Rivedere i testi');

  // Both moves were saved: after a reload the board shows them, and the log has them.
  await page.reload();
  await expect(column(page, 'in_corso')).toContainText('Preparare la demo', WAIT);
  await expect(column(page, 'in_corso')).toContainText('Rivedere i testi');
  await expect(column(page, 'da_fare')).toContainText('Nessun task');
  await expectNoSeriousViolations(page);

  // The task dialog renders the Markdown description.
  await column(page, 'in_corso').getByRole('button', { name: 'Preparare la demo', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Preparare la demo' });
  await expect(dialog.locator('strong', { hasText: 'Markdown' })).toBeVisible();
  await expect(dialog.locator('li', { hasText: 'punto uno' })).toBeVisible();
  await expect(dialog.locator('[onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await dialog.getByRole('button', { name: 'Annulla' }).click();

  // Bulk edit in the list view: both tasks become urgent.
  await page.getByRole('button', { name: 'Elenco' }).click();
  await page.getByRole('checkbox', { name: 'Seleziona tutti' }).check();
  await page.getByLabel('Cambia priorità').selectOption('urgente');
  await page.getByRole('button', { name: 'Applica' }).click();
  await expect(page.getByText('2 task aggiornati')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Elenco dei task' }).getByText('Urgente')).toHaveCount(2);

  await page.getByRole('tab', { name: 'Registro attività' }).click();
  await expect(page.getByRole('list', { name: 'Registro attività' })).toContainText(
    'ha spostato il task «Preparare la demo» da «Da fare» a «In corso»',
  );
});

test('the employee opens a project of theirs from the dashboard widget but not the full list', async ({ page }) => {
  await login(page, 'employee');
  const widget = page.getByRole('region', { name: 'I miei progetti' });
  await widget.getByRole('link', { name: 'Portale e-commerce B2B' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Portale e-commerce B2B' })).toBeVisible(WAIT);
  // Costs and rates are not a member's to see (docs/timesheet.md, "Chi vede cosa"): no card, no column.
  await expect(page.getByText('Ore registrate').first()).toBeVisible(WAIT);
  await expect(page.getByText('Valore fatturabile')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Team' }).click();
  await expect(page.getByRole('columnheader', { name: 'Allocazione' })).toBeAttached(WAIT);
  await expect(page.getByRole('columnheader', { name: 'Tariffa' })).toHaveCount(0);
  // A member works on tasks but does not edit the project.
  await page.getByRole('tab', { name: 'Task' }).click();
  await expect(page.getByRole('button', { name: 'Nuovo task', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifica' })).toHaveCount(0);
  await page.goto('/app/projects');
  await expect(page).toHaveURL(/\/error\/403/);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the projects pages have no serious accessibility violations (${scheme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: scheme });
    await login(page, 'manager');
    // The dashboard with the "I miei task" and "I miei progetti" cards.
    await expect(page.getByRole('region', { name: 'I miei progetti' })).toContainText('Portale e-commerce B2B', WAIT);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
    await page.goto('/app/projects');
    await expect(page.getByRole('table', { name: 'Elenco dei progetti' })).toContainText('ECOM-B2B', WAIT);
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Portale e-commerce B2B' }).click();
    await expect(page.getByRole('heading', { name: 'Burn-down' })).toBeVisible(WAIT);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousViolations(page);
    if (scheme === 'dark') {
      for (const tab of ['Task', 'Ore']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoSeriousViolations(page);
      }
      await page.getByRole('link', { name: 'Modifica' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Modifica ECOM-B2B' })).toBeVisible(WAIT);
      await expectNoSeriousViolations(page);
    }
  });
}
