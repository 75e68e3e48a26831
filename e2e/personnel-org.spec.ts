/// <reference lib="dom" />
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

const WAIT = { timeout: 15_000 };

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

const chart = (page: Page) => page.getByRole('region', { name: 'Organigramma' });

test('admin creates a department under Delivery and finds it in the tree and the org chart', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'admin');
  await page.goto('/app/personnel/departments/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Nuovo dipartimento' })).toBeVisible(WAIT);

  // The shared schema checks the form before it is sent.
  await page.getByRole('button', { name: 'Crea dipartimento' }).click();
  await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();

  await page.getByLabel('Nome', { exact: true }).fill('Ricerca e sviluppo');
  await page.getByLabel('Codice').fill('res');
  const parent = page.getByLabel('Dipartimento superiore');
  const delivery = await parent.locator('option', { hasText: 'Delivery' }).getAttribute('value');
  await parent.selectOption(delivery!);
  const head = page.getByLabel('Responsabile');
  await expect(head.locator('option', { hasText: 'Giulia Esposito' })).toHaveCount(1, WAIT);
  await head.selectOption({ label: 'Giulia Esposito' });
  await page.getByLabel('Centro di costo').fill('CC-250');
  await page.getByRole('button', { name: 'Crea dipartimento' }).click();

  // The department page: breadcrumbs up to the top, head, no members yet.
  await expect(page.getByRole('heading', { level: 1, name: 'Ricerca e sviluppo' })).toBeVisible(WAIT);
  const crumbs = page.getByRole('navigation', { name: 'Percorso del dipartimento' });
  await expect(crumbs.getByRole('link', { name: 'Direzione' })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: 'Delivery' })).toBeVisible();
  await expect(page.getByText('RES', { exact: true })).toBeVisible();
  await expect(page.getByText('Nessun membro')).toBeVisible();

  // HR adds a member: Giulia moves here from Delivery.
  await page.getByRole('button', { name: 'Aggiungi membri' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi membri' });
  await dialog.getByLabel(/Giulia Esposito/).check();
  await dialog.getByRole('button', { name: 'Aggiungi', exact: true }).click();
  await expect(dialog).toBeHidden(WAIT);
  const members = page.getByRole('region', { name: 'Membri (1)' });
  await expect(members.getByRole('link', { name: 'Giulia Esposito' })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Moving it under itself is not offered.
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifica Ricerca e sviluppo' })).toBeVisible(WAIT);
  await expect(
    page.getByLabel('Dipartimento superiore').locator('option', { hasText: 'Ricerca e sviluppo' }),
  ).toHaveCount(0);
  await page.getByRole('link', { name: 'Annulla' }).click();

  // The 'Dipartimenti' tab of 'Gestione': nested under Delivery.
  await page.goto('/app/personnel/admin?tab=dipartimenti');
  const tree = page.getByRole('table', { name: 'Albero dei dipartimenti' });
  await expect(tree.getByRole('link', { name: 'Ricerca e sviluppo', exact: true })).toBeVisible(WAIT);
  await tree.getByRole('button', { name: 'Comprimi Delivery' }).click();
  await expect(tree.getByRole('link', { name: 'Ricerca e sviluppo', exact: true })).toBeHidden();
  await tree.getByRole('button', { name: 'Espandi Delivery' }).click();
  await expect(tree.getByRole('link', { name: 'Ricerca e sviluppo', exact: true })).toBeVisible();

  // The org chart by department shows it, with Giulia inside.
  await page.goto('/app/personnel/orgchart');
  await page.getByRole('button', { name: 'Per dipartimento' }).click();
  const card = chart(page).locator('li[data-node-id^="d:"]', {
    has: page.getByRole('link', { name: 'Ricerca e sviluppo' }),
  });
  await expect(card).toBeVisible(WAIT);
  await expect(card.getByRole('link', { name: 'Giulia Esposito' })).toBeVisible();
});

test('the org chart searches, collapses, expands and exports', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'dipendente');
  await page.goto('/app/personnel/orgchart');
  await expect(page.getByRole('heading', { level: 1, name: 'Organigramma' })).toBeVisible(WAIT);
  const giulia = chart(page).getByRole('link', { name: 'Giulia Esposito' });
  await expect(giulia).toBeVisible(WAIT);
  await expectNoSeriousViolations(page);

  // Collapse the top of the reporting line: only Alessandra stays, the button counts the hidden people.
  await chart(page).getByRole('button', { name: 'Comprimi il ramo di Alessandra Rossi' }).click();
  await expect(giulia).toHaveCount(0);
  const expand = chart(page).getByRole('button', { name: /Espandi il ramo di Alessandra Rossi \(\d+ person/ });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');

  // Searching opens the branch, highlights the match and scrolls it into view.
  await page.getByRole('searchbox', { name: "Cerca nell'organigramma" }).fill('giulia');
  await expect(page.getByText('1 risultato')).toBeVisible();
  await expect(giulia).toBeInViewport();
  await expect(chart(page).locator('li[aria-current="true"]')).toHaveCount(1);
  await page.getByRole('searchbox', { name: "Cerca nell'organigramma" }).fill('');
  await expect(giulia).toHaveCount(0);
  await page.getByRole('button', { name: 'Espandi tutto' }).click();
  await expect(giulia).toBeVisible();
  await page.getByRole('button', { name: 'Comprimi tutto' }).click();
  await expect(giulia).toHaveCount(0);
  await expand.click();
  await expect(chart(page).getByRole('link', { name: 'Marco Bianchi' })).toBeVisible();

  // Zoom buttons change the scale shown.
  await page.getByRole('button', { name: 'Ingrandisci' }).click();
  await expect(page.getByRole('button', { name: 'Reimposta lo zoom' })).toHaveText('120%');
  await page.getByRole('button', { name: 'Reimposta lo zoom' }).click();
  await expect(page.getByRole('button', { name: 'Reimposta lo zoom' })).toHaveText('100%');
  // …and so do + / 0 on the focused stage.
  await chart(page).focus();
  await page.keyboard.press('-');
  await expect(page.getByRole('button', { name: 'Reimposta lo zoom' })).toHaveText('83%');
  await page.keyboard.press('0');
  await expect(page.getByRole('button', { name: 'Reimposta lo zoom' })).toHaveText('100%');

  // SVG export of the tree as shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Esporta SVG' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('organigramma.svg');
  const svg = readFileSync((await download.path())!, 'utf8');
  expect(svg).toContain('<svg xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain('Marco Bianchi');

  const [png] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Esporta PNG' }).click(),
  ]);
  expect(png.suggestedFilename()).toBe('organigramma.png');
  expect(
    readFileSync((await png.path())!)
      .subarray(1, 4)
      .toString(),
  ).toBe('PNG');

  // Dark mode keeps the chart readable.
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/, WAIT);
  await expect(chart(page).getByRole('link', { name: 'Alessandra Rossi' })).toBeVisible(WAIT);
  await expectNoSeriousViolations(page);
});
