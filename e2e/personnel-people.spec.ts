import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { signIn } from './helpers';
import { seedCookieConsent } from './public-helpers';

const WAIT = { timeout: 15_000 };
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

async function visitorPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  await seedCookieConsent(context);
  return context;
}

async function idOf(page: Page, username: string): Promise<string> {
  const response = await page.request.get(`/api/personnel/employees?search=${username}&per_page=5`);
  const items = (await response.json()).data.items as { id: string; username: string }[];
  const found = items.find((i) => i.username === username);
  if (!found) throw new Error(`no employee ${username}`);
  return found.id;
}

test('admin creates an employee in Gestione, who activates the account and appears in the org chart', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const suffix = unique();
  const lastName = `Marini ${suffix}`;
  await signIn(page, 'admin');
  await page.goto('/app/personnel/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestione' })).toBeVisible(WAIT);
  await expect(
    page.getByRole('table', { name: 'Dipendenti' }).getByRole('link', { name: 'Giulia Esposito' }),
  ).toBeVisible(WAIT);
  await expectNoSeriousViolations(page);

  // Filters live in the address.
  await page.getByLabel('Contratto').selectOption('stage');
  await expect(page).toHaveURL(/contract_type=stage/);
  await expect(page.getByText('Nessun dipendente corrisponde ai filtri')).toBeVisible(WAIT);
  await page.getByRole('button', { name: 'Azzera filtri' }).first().click();

  await page.getByRole('button', { name: 'Nuovo dipendente' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nuovo dipendente' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Sara');
  await dialog.getByLabel('Cognome').fill(lastName);
  await dialog.getByLabel('Nome utente').fill(`sara.${suffix}`);
  await dialog.getByLabel('E-mail').fill(`sara.${suffix}@example.it`);
  await dialog.getByLabel('Mansione').fill('Data analyst');
  await dialog.getByLabel('Responsabile').selectOption({ label: 'Marco Bianchi' });
  await dialog.getByLabel('Tipo di contratto').selectOption('tempo_determinato');
  await dialog.getByLabel('Data di assunzione').fill('2026-11-02');
  // A fixed-term contract needs its end date: the server says so next to the field.
  await dialog.getByRole('button', { name: 'Crea dipendente' }).click();
  await expect(dialog.getByText('Per un contratto a tempo determinato serve la data di fine')).toBeVisible(WAIT);
  await dialog.getByLabel('Fine contratto').fill('2027-11-01');
  await dialog.getByLabel('Codice fiscale').fill('RSSMRA85T10A562T');
  await dialog.getByRole('button', { name: 'Crea dipendente' }).click();
  await expect(dialog.getByText('Codice fiscale non valido')).toBeVisible(WAIT);
  await dialog.getByLabel('Codice fiscale').fill('RSSMRA85T10A562S');
  await dialog.getByRole('button', { name: 'Crea dipendente' }).click();

  const done = page.getByRole('dialog', { name: 'Dipendente creato' });
  await expect(done.getByText('è stato creato ed è in attesa di attivazione')).toBeVisible(WAIT);
  const link = await done.getByLabel('Link monouso').inputValue();
  expect(link).toMatch(/\/auth\/activate\?token=/);
  await done.getByRole('button', { name: 'Chiudi' }).last().click();
  await page.getByLabel('Cerca dipendenti').fill(suffix);
  const row = page.getByRole('row', { name: new RegExp(`Sara ${lastName}`) });
  // Phones show the status under the name too (hidden here): check the visible one.
  await expect(row.getByText('In attesa di attivazione').filter({ visible: true })).toBeVisible(WAIT);

  // The new colleague activates the account (the org chart shows active people only).
  const visitor = await visitorPage(browser, baseURL);
  try {
    const theirPage = await visitor.newPage();
    await theirPage.goto(link);
    await theirPage.getByLabel('Nuova password').fill('Mare-e-monti-2026');
    await theirPage.getByLabel('Conferma password').fill('Mare-e-monti-2026');
    await theirPage.getByRole('button', { name: 'Attiva account' }).click();
    await expect(theirPage).toHaveURL(/\/auth\/login$/, WAIT);
  } finally {
    await visitor.close();
  }

  await page.goto('/app/personnel/orgchart');
  await page.getByRole('searchbox', { name: "Cerca nell'organigramma" }).fill(suffix);
  await expect(page.getByRole('link', { name: `Sara ${lastName}` })).toBeVisible(WAIT);
});

test('the employee sees their reserved data on their own page and edits their own fields', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'dipendente');
  const id = await idOf(page, 'dipendente');
  await page.goto(`/app/personnel/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Giulia Esposito' })).toBeVisible(WAIT);
  const reserved = page.getByRole('region', { name: 'Dati riservati' });
  await expect(reserved.getByText('Codice fiscale')).toBeVisible(WAIT);
  await expect(reserved.getByText(/^IT\d{2}X/)).toBeVisible();
  await expect(reserved.getByText('Anna Esposito (Madre)', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mostra dati riservati' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Modifica i miei dati' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifica i miei dati' });
  await dialog.getByLabel('Telefono di lavoro').fill('+39 02 9999 0000');
  await dialog.getByRole('button', { name: 'Salva' }).click();
  await expect(dialog).toBeHidden(WAIT);
  await expect(page.getByRole('link', { name: '+39 02 9999 0000' })).toBeVisible();

  // Tabs are in the address; the documents tab lists the person's files (e2e/attachments.spec.ts goes further).
  await page.getByRole('tab', { name: 'Documenti' }).click();
  await expect(page).toHaveURL(/tab=documenti/);
  await expect(page.getByRole('heading', { name: 'Documenti del dipendente' })).toBeVisible(WAIT);
});

test('HR reveals reserved data on request; colleagues never see them; unknown people get a clear page', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const id = await idOf(page, 'dipendente');
  await page.goto(`/app/personnel/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Giulia Esposito' })).toBeVisible(WAIT);
  await expect(page.getByText('Codice fiscale')).toHaveCount(0);
  await page.getByRole('button', { name: 'Mostra dati riservati' }).click();
  await expect(page.getByRole('region', { name: 'Dati riservati' }).getByText('Codice fiscale')).toBeVisible(WAIT);

  await page.goto('/app/personnel/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Dipendente non trovato')).toBeVisible(WAIT);

  await page.context().clearCookies();
  await signIn(page, 'manager');
  await page.goto(`/app/personnel/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Giulia Esposito' })).toBeVisible(WAIT);
  await expect(page.getByRole('button', { name: 'Mostra dati riservati' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Dati riservati' })).toHaveCount(0);
});

test("a colleague sees a person's directory data only: no contract, no tabs they may not open", async ({ page }) => {
  await signIn(page, 'dipendente');
  const id = await idOf(page, 'manager');
  // Even a link naming the reviews tab opens the overview: the tab is not there to fail.
  await page.goto(`/app/personnel/${id}?tab=valutazioni`);
  await expect(page.getByRole('heading', { level: 1, name: 'Marco Bianchi' })).toBeVisible(WAIT);
  await expect(page.getByRole('tab')).toHaveText(['Panoramica', 'Competenze']);
  await expect(page.getByRole('tab', { name: 'Panoramica' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'Linea di riporto' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contratto' })).toHaveCount(0);
  await expect(page.getByText('Matricola')).toHaveCount(0);
  await expect(page.getByText('Persona non trovata')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // Their own page still has the contract and every tab.
  await page.goto(`/app/personnel/${await idOf(page, 'dipendente')}`);
  await expect(page.getByRole('region', { name: 'Contratto' })).toBeVisible(WAIT);
  await expect(page.getByRole('tab')).toHaveText([
    'Panoramica',
    'Competenze',
    'Progetti e allocazione',
    'Valutazioni',
    'Ferie e permessi',
    'Documenti',
  ]);
});

test('a CSV import with a bad row shows the row errors and imports nothing', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/app/personnel/admin');
  await page.getByRole('button', { name: 'Importa CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importa dipendenti da CSV' });
  const suffix = unique();
  const csv = [
    'nome;cognome;username;email;data_assunzione',
    `Ugo;Fabbri;ugo.${suffix};ugo.${suffix}@example.it;01/11/2026`,
    `Ada;Conti;ada.${suffix};ugo.${suffix}@example.it;31/02/2026`,
  ].join('\n');
  await dialog
    .getByLabel('File CSV')
    .setInputFiles({ name: 'dipendenti.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await dialog.getByRole('button', { name: 'Importa' }).click();
  const errors = dialog.getByRole('table', { name: 'Errori per riga' });
  await expect(errors.getByRole('row', { name: /3 email E-mail duplicato nel file/ })).toBeVisible(WAIT);
  await expect(errors.getByRole('row', { name: /3 data_assunzione Data non valida/ })).toBeVisible();
  await expect(dialog.getByText('nessun dipendente importato')).toBeVisible();
  const check = await page.request.get(`/api/personnel/employees?search=ugo.${suffix}`);
  expect((await check.json()).data.items).toHaveLength(0);
});

// Screenshots for review: `SHOTS=1 … npx playwright test e2e/personnel-people.spec.ts -g screenshots`.
test('reactivating someone who never signed in hands over a new activation link', async ({
  page,
  playwright,
  baseURL,
}) => {
  const suffix = unique();
  const name = `Nadia Fabbri ${suffix}`;
  const api = await playwright.request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: { username: 'admin', password: 'Portale!2026' } });
    const csrf = (await login.json()).data.csrf_token as string;
    const created = await api.post('/api/personnel/employees', {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        first_name: 'Nadia',
        last_name: `Fabbri ${suffix}`,
        username: `nadia.${suffix}`,
        email: `nadia.${suffix}@example.it`,
        role: 'employee',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await api.dispose();
  }

  await signIn(page, 'admin');
  await page.goto(`/app/personnel/admin?search=${suffix}`);
  await page.getByRole('button', { name: `Disattiva ${name}` }).click();
  const deactivate = page.getByRole('dialog', { name: `Disattivare ${name}?` });
  await deactivate.getByRole('button', { name: 'Disattiva' }).click();
  await expect(deactivate).toBeHidden(WAIT);

  await page.getByRole('button', { name: `Riattiva ${name}` }).click();
  await page
    .getByRole('dialog', { name: `Riattivare ${name}?` })
    .getByRole('button', { name: 'Riattiva' })
    .click();
  const done = page.getByRole('dialog', { name: 'Dipendente riattivato' });
  await expect(done.getByText("non aveva mai effettuato l'accesso")).toBeVisible(WAIT);
  expect(await done.getByLabel('Link monouso').inputValue()).toMatch(/\/auth\/activate\?token=/);
  await done.getByRole('button', { name: 'Chiudi' }).last().click();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('In attesa di attivazione').filter({ visible: true })).toBeVisible(WAIT);
});
