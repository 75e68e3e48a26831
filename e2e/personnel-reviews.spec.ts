import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { signIn } from './helpers';

async function pageAs(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, username);
  return page;
}

const CYCLE = `Valutazione E2E ${Date.now().toString(36)}`;

test.describe('performance reviews', () => {
  test('a full review cycle: HR, reviewer, employee, reviewer, employee', async ({ browser }) => {
    test.setTimeout(90_000);

    // HR (admin) creates a cycle and adds the employee.
    const admin = await pageAs(browser, 'admin');
    await admin.goto('/app/personnel/performance');
    await admin.getByRole('button', { name: 'Nuovo ciclo' }).click();
    const cycleDialog = admin.getByRole('dialog', { name: 'Nuovo ciclo' });
    await cycleDialog.getByLabel('Nome del ciclo').fill(CYCLE);
    await cycleDialog.getByLabel('Scadenza autovalutazione').fill('2026-12-15');
    await cycleDialog.getByLabel('Scadenza valutazione responsabile').fill('2026-12-22');
    await cycleDialog.getByRole('button', { name: 'Crea' }).click();
    await expect(cycleDialog).toBeHidden();
    await admin.getByRole('button', { name: `Aggiungi partecipanti: ${CYCLE}` }).click();
    const participants = admin.getByRole('dialog', { name: `Aggiungi partecipanti · ${CYCLE}` });
    await participants.getByRole('checkbox', { name: /Giulia Esposito/ }).check();
    await participants.getByRole('button', { name: 'Aggiungi' }).click();
    await expect(participants).toBeHidden();
    await expect(admin.getByRole('img', { name: 'Completate 0 su 1' })).toBeVisible();

    // The manager (reviewer) sets two objectives and starts the self-review.
    const manager = await pageAs(browser, 'manager');
    await manager.goto('/app/personnel/performance/reviews');
    await manager
      .getByRole('row', { name: new RegExp(CYCLE) })
      .getByRole('link', { name: 'Giulia Esposito' })
      .click();
    await expect(manager.getByRole('heading', { level: 1, name: `Giulia Esposito · ${CYCLE}` })).toBeVisible();
    const reviewUrl = manager.url();
    await manager.getByRole('button', { name: 'Aggiungi obiettivo' }).click();
    await manager.getByLabel('Obiettivo 1 – Titolo').fill('Consegna del portale');
    await manager.getByLabel('Obiettivo 1 – Peso (%)').fill('70');
    await manager.getByRole('button', { name: 'Aggiungi obiettivo' }).click();
    await manager.getByLabel('Obiettivo 2 – Titolo').fill('Formazione del team');
    await manager.getByLabel('Obiettivo 2 – Peso (%)').fill('20');
    await expect(manager.getByText('Totale pesi: 90 su 100')).toBeVisible();
    await manager.getByRole('button', { name: 'Avvia autovalutazione' }).click();
    await expect(manager.getByRole('alert').filter({ hasText: '100 (ora 90)' })).toBeVisible();
    await manager.getByLabel('Obiettivo 2 – Peso (%)').fill('30');
    await manager.getByRole('button', { name: 'Avvia autovalutazione' }).click();
    await expect(manager.locator('[aria-current="step"]')).toContainText('Autovalutazione');
    await expect(manager.getByText('In attesa dell’autovalutazione del dipendente.')).toBeVisible();

    // The employee rates both objectives (one with the keyboard) and submits.
    const employee = await pageAs(browser, 'dipendente');
    await employee.goto(reviewUrl);
    await expect(employee.getByText('Valuta ogni obiettivo da 1 a 5')).toBeVisible();
    await employee
      .getByRole('group', { name: 'Autovalutazione: Consegna del portale' })
      .getByRole('radio', { name: '4 – Buono' })
      .check();
    const second = employee.getByRole('group', { name: 'Autovalutazione: Formazione del team' });
    await second.getByRole('radio', { name: '2 – Parzialmente adeguato' }).check();
    await employee.keyboard.press('ArrowRight');
    await expect(second.getByRole('radio', { name: '3 – Adeguato' })).toBeChecked();
    await employee.getByLabel('Commento generale del dipendente').fill('Un anno impegnativo.');
    await employee.getByRole('button', { name: 'Invia autovalutazione' }).click();
    await employee.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(employee.locator('[aria-current="step"]')).toContainText('Valutazione responsabile');
    await expect(employee.getByText('Visibile quando la valutazione è completata').first()).toBeVisible();

    // The manager rates and completes; a11y of the review page while it is editable.
    await manager.reload();
    await expect(manager.getByText('Un anno impegnativo.')).toBeVisible();
    await manager
      .getByRole('group', { name: 'Valutazione del responsabile: Consegna del portale' })
      .getByRole('radio', { name: '5 – Eccellente' })
      .check();
    await manager
      .getByRole('group', { name: 'Valutazione del responsabile: Formazione del team' })
      .getByRole('radio', { name: '3 – Adeguato' })
      .check();
    await expectNoSeriousViolations(manager);
    await manager.getByRole('button', { name: 'Completa valutazione' }).click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
    await expect(manager.getByText('Valutazione completata.')).toBeVisible();

    // The employee sees the completed review with the final rating: 0.7·5 + 0.3·3 = 4.40.
    await employee.reload();
    await expect(employee.getByText('Valutazione completata.')).toBeVisible();
    await expect(employee.getByText('4,40')).toBeVisible();
    await expect(employee.getByText('5 su 5 · Eccellente')).toBeVisible();
    await expect(employee.getByRole('button', { name: 'Invia autovalutazione' })).toHaveCount(0);
    await expectNoSeriousViolations(employee);

    // The employee's notifications tell the story.
    const notifications = await employee.request.get('/api/notifications');
    const titles = ((await notifications.json()).data.notifications as { title: string }[]).map((n) => n.title);
    expect(titles).toEqual(expect.arrayContaining(['Autovalutazione da compilare', 'Valutazione completata']));
  });

  test('the allocation grid shows capacity and projects, and flags over-allocation in words', async ({ page }) => {
    // The demo company's grid has some thirty people: axe takes a while on it.
    test.setTimeout(90_000);
    await signIn(page, 'manager');
    await page.goto('/app/personnel/allocation');
    await expect(page.getByRole('heading', { level: 1, name: 'Allocazione' })).toBeVisible();
    const table = page.getByRole('table', { name: /Allocazione per persona e mese/ });
    await expect(table).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Giulia Esposito/ })).toBeVisible();
    await table.getByRole('button', { name: 'Mostra i progetti di Giulia Esposito' }).click();
    await expect(table.getByRole('button', { name: 'Nascondi i progetti di Giulia Esposito' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await page.getByLabel('Mesi').selectOption('3');
    await expect(page).toHaveURL(/months=3/);
    await expect(table.locator('thead th')).toHaveCount(4);
    await expectNoSeriousViolations(page);
  });

  test('an employee cannot open the allocation grid', async ({ page }) => {
    await signIn(page, 'dipendente');
    const response = await page.request.get('/api/personnel/allocation');
    expect(response.status()).toBe(403);
  });
});
