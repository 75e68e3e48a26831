import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO_PASSWORD } from './helpers';
import { seedCookieConsent } from './public-helpers';

// Attachments (issue 17, docs/attachments.md): files on a project task and a person's Documenti tab.

const WAIT = { timeout: 15_000 };
const SHOTS = process.env.E2E_SCREENSHOTS;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x20), Buffer.from('\n%%EOF\n')]);
const TEXT = Buffer.from('Verbale della riunione di avvio.\nPresenti: tutti.\n');

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

/** Logs in through the API with the page's cookie jar; answers the CSRF token for API calls. */
async function signInWithToken(page: Page, username: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.csrf_token as string;
}

async function idOf(page: Page, username: string): Promise<string> {
  const response = await page.request.get(`/api/personnel/employees?search=${username}&per_page=5`);
  const items = (await response.json()).data.items as { id: string; username: string }[];
  return items.find((i) => i.username === username)!.id;
}

/** Drops files on an element as a desktop's file manager would: a real drop event carrying a DataTransfer. */
async function dropFiles(page: Page, testId: string, files: { name: string; type: string; text: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([file.text], file.name, { type: file.type }));
    return data;
  }, files);
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test('a member drops two files on a task, downloads one, deletes it and undoes the delete', async ({ page }) => {
  test.setTimeout(90_000);
  const code = `AL${unique()}`.slice(0, 12).toUpperCase();
  const csrf = await signInWithToken(page, 'manager');
  const headers = { 'X-CSRF-Token': csrf };
  const employeeId = await idOf(page, 'dipendente');
  const project = await page.request.post('/api/projects', {
    headers,
    data: { code, name: `Allegati ${code}`, status: 'attivo', billing_type: 'interno' },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = (await project.json()).data.id as string;
  await page.request.put(`/api/projects/${projectId}/members`, {
    headers,
    data: { members: [{ user_id: employeeId, project_role: 'Analista' }] },
  });
  const task = await page.request.post(`/api/projects/${projectId}/tasks`, {
    headers,
    data: { title: 'Raccogliere i requisiti', assignee_id: employeeId },
  });
  const taskId = (await task.json()).data.id as string;

  // The employee, a member, opens the task from its link.
  await page.context().clearCookies();
  await signInWithToken(page, 'dipendente');
  await page.goto(`/app/projects/${projectId}?tab=task&task=${taskId}`);
  const dialog = page.getByRole('dialog', { name: 'Raccogliere i requisiti' });
  await expect(dialog.getByRole('heading', { name: 'Allegati' })).toBeVisible(WAIT);
  await expect(dialog.getByRole('button', { name: 'Aggiungi file' })).toBeVisible(WAIT);

  await dropFiles(page, 'attachments-drop-zone', [
    { name: 'Verbale avvio.txt', type: 'text/plain', text: TEXT.toString() },
    { name: 'Note – perché.md', type: 'text/markdown', text: '# Note\n\nDa rivedere.\n' },
  ]);
  const list = dialog.getByRole('list', { name: 'Allegati: elenco dei file' });
  await expect(list.getByRole('link', { name: 'Apri Verbale avvio.txt' })).toBeVisible(WAIT);
  await expect(list.getByRole('link', { name: 'Apri Note – perché.md' })).toBeVisible(WAIT);
  await expect(page.getByText('2 file caricati')).toBeVisible(WAIT);

  // The file chooser takes files too; a renamed program is refused in Italian, in its own row.
  await dialog.getByTestId('attachments-file-input').setInputFiles({
    name: 'fattura.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
  });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Tipo di file non consentito: i programmi eseguibili non si possono caricare.',
    WAIT,
  );
  await dialog.getByRole('button', { name: 'Chiudi l’errore di fattura.pdf' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toBeVisible();

  const downloading = page.waitForEvent('download');
  await list.getByRole('link', { name: 'Scarica Verbale avvio.txt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Verbale avvio.txt');
  const { readFile } = await import('node:fs/promises');
  expect((await readFile(await download.path())).equals(TEXT)).toBe(true);

  await expect(dialog).toBeVisible();
  await expectNoSeriousViolations(page);

  await list.getByRole('button', { name: 'Elimina Verbale avvio.txt' }).click();
  await expect(list.getByRole('link', { name: 'Apri Note – perché.md' })).toBeVisible(WAIT);
  await expect(list.getByRole('link', { name: 'Apri Verbale avvio.txt' })).toHaveCount(0, WAIT);
  // The undo takes the file's place and the focus: Enter brings it back, and the dialog stays open.
  await expect(list.getByRole('button', { name: 'Annulla l’eliminazione di Verbale avvio.txt' })).toBeFocused();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/task-dialog-undo-light.png` });
  await page.keyboard.press('Enter');
  await expect(list.getByRole('link', { name: 'Apri Verbale avvio.txt' })).toBeVisible(WAIT);
  await expect(dialog).toBeVisible();

  // The toast's undo works too, and a click on it does not close the dialog.
  await list.getByRole('button', { name: 'Elimina Note – perché.md' }).click();
  await expect(list.getByRole('link', { name: 'Apri Note – perché.md' })).toHaveCount(0, WAIT);
  await page
    .getByRole('region', { name: 'Notifiche a comparsa' })
    .getByRole('listitem')
    .filter({ hasText: 'Note – perché.md' })
    .getByRole('button', { name: 'Annulla' })
    .click();
  await expect(list.getByRole('link', { name: 'Apri Note – perché.md' })).toBeVisible(WAIT);
  await expect(dialog).toBeVisible();

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expectNoSeriousViolations(page);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/task-dialog-dark.png` });
});

test('the employee sees their documents; the manager and another colleague see no tab and get nothing', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const csrf = await signInWithToken(page, 'admin');
  const employeeId = await idOf(page, 'dipendente');
  const managerId = await idOf(page, 'manager');
  const name = `Contratto ${unique()}.pdf`;
  const upload = await page.request.post(`/api/attachments/person/${employeeId}`, {
    headers: { 'X-CSRF-Token': csrf },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status(), await upload.text()).toBe(201);

  await page.context().clearCookies();
  await signInWithToken(page, 'dipendente');
  await page.goto(`/app/personnel/${employeeId}?tab=documenti`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByRole('heading', { name: 'Documenti del dipendente' })).toBeVisible(WAIT);
  await expect(tab.getByRole('link', { name: `Apri ${name}` })).toBeVisible(WAIT);
  // HR's document: the employee reads it but may not delete it; they may add their own.
  await expect(tab.getByRole('button', { name: `Elimina ${name}` })).toHaveCount(0);
  await expect(tab.getByRole('button', { name: 'Aggiungi file' })).toBeVisible();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoSeriousViolations(page);
    if (SHOTS) {
      for (const [label, width] of [
        ['desktop', 1280],
        ['phone', 390],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/person-documents-${label}-${scheme}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Another colleague's page: no Documenti tab for the employee, and the API answers 404.
  await page.goto(`/app/personnel/${managerId}?tab=documenti`);
  await expect(page.getByRole('tab', { name: 'Panoramica' })).toBeVisible(WAIT);
  await expect(page.getByRole('tab', { name: 'Documenti' })).toHaveCount(0);
  expect((await page.request.get(`/api/attachments/person/${managerId}`)).status()).toBe(404);

  // The manager of the employee: no tab on the employee's page either, and nothing from the API.
  await page.context().clearCookies();
  await signInWithToken(page, 'manager');
  await page.goto(`/app/personnel/${employeeId}?tab=documenti`);
  await expect(page.getByRole('tab', { name: 'Panoramica' })).toBeVisible(WAIT);
  await expect(page.getByRole('tab', { name: 'Documenti' })).toHaveCount(0);
  expect((await page.request.get(`/api/attachments/person/${employeeId}`)).status()).toBe(404);
});
