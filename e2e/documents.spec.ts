import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y';
import { DEMO_PASSWORD } from './helpers';
import { seedCookieConsent } from './public-helpers';

// The documents pages (issue 17, docs/documents.md "Usare i documenti"): upload by drag and drop, search inside the
// files, preview, versions, and a client who sees only their company's shared folder.

const WAIT = { timeout: 15_000 };
const SHOTS = process.env.E2E_SCREENSHOTS;
const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const PDF_FIXTURE = 'apps/server/test/fixtures/extract/verbale.pdf';

test.beforeEach(async ({ context }) => {
  await seedCookieConsent(context);
});

async function signInWithToken(page: Page, username: string): Promise<string> {
  const response = await page.request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.csrf_token as string;
}

async function createFolder(page: Page, csrf: string, name: string): Promise<string> {
  const response = await page.request.post('/api/document-folders', {
    headers: { 'X-CSRF-Token': csrf },
    data: { name, parent_id: null },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as string;
}

async function uploadThroughApi(page: Page, csrf: string, name: string, folderId: string | null): Promise<string> {
  const response = await page.request.post('/api/documents', {
    headers: { 'X-CSRF-Token': csrf },
    multipart: {
      ...(folderId ? { folder_id: folderId } : {}),
      file: { name, mimeType: 'text/plain', buffer: Buffer.from(`Contenuto di ${name}.\n`) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.id as string;
}

/** Drops files on an element as a desktop's file manager would: a real drop event carrying a DataTransfer. */
async function dropFiles(page: Page, testId: string, files: { name: string; type: string; text: string }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) data.items.add(new File([file.text], file.name, { type: file.type }));
    return data;
  }, files);
  const zone = page.getByTestId(testId).first();
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('dragover', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

/** axe in light and dark, and the screenshots at desktop and phone width when E2E_SCREENSHOTS names a folder. */
async function checkPage(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    await expectNoSeriousViolations(page);
    if (SHOTS) {
      for (const [label, width] of [
        ['desktop', 1280],
        ['phone', 390],
      ] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `${SHOTS}/documents-${name}-${label}-${scheme}.png`, fullPage: true });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('drop several files, find one by a word inside it, preview a PDF, add a version and restore the old one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const word = `quarzo${letters()}`;
  const csrf = await signInWithToken(page, 'admin');
  const folderName = `Gare ${letters()}`;
  const folderId = await createFolder(page, csrf, folderName);

  await page.goto(`/app/documents/list?folder=${folderId}`);
  await expect(page.getByRole('heading', { name: folderName, level: 1 })).toBeVisible(WAIT);
  await expect(page.getByText('Questa cartella è vuota')).toBeVisible();
  await dropFiles(page, 'upload-zone', [
    { name: 'Capitolato tecnico.txt', type: 'text/plain', text: `Il materiale richiesto è il ${word} levigato.\n` },
    { name: 'Note di gara.md', type: 'text/markdown', text: '# Note\n\nScadenza il 15 dicembre.\n' },
    { name: 'Offerte.csv', type: 'text/csv', text: 'fornitore;importo\nRossi;1200\n' },
  ]);
  await expect(page.getByText('3 documenti caricati')).toBeVisible(WAIT);
  const table = page.getByRole('table');
  for (const name of ['Capitolato tecnico', 'Note di gara', 'Offerte'])
    await expect(table.getByRole('link', { name: new RegExp(name) })).toBeVisible(WAIT);
  // The keyboard and phone way: the file chooser behind "Carica file".
  await page.getByLabel('Carica file').setInputFiles(PDF_FIXTURE);
  await expect(table.getByRole('link', { name: /verbale/i })).toBeVisible(WAIT);
  // Its first page, drawn in the background, replaces the type icon in the row (the list asks again meanwhile).
  const thumbnail = table.getByRole('img', { name: 'Prima pagina di «verbale»' });
  await expect(thumbnail).toBeVisible({ timeout: 45_000 });
  await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth), WAIT).toBe(480);
  await checkPage(page, 'list');

  // The word is only inside the file: Ctrl+K finds it once the background extraction has read the text.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Cerca nel portale' });
    await input.fill(word);
    await expect(page.getByRole('option').filter({ hasText: 'Capitolato tecnico' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('option').filter({ hasText: 'Capitolato tecnico' }).click();
  await expect(page.getByRole('heading', { name: 'Capitolato tecnico', level: 1 })).toBeVisible(WAIT);
  await expect(page.getByText('Anteprima non disponibile')).toBeVisible();

  // The PDF's preview, drawn by pdf.js with its worker from our origin.
  await page.goto(`/app/documents/list?folder=${folderId}`);
  await page
    .getByRole('table')
    .getByRole('link', { name: /verbale/i })
    .click();
  await expect(page.getByText(/^Pagina 1 di \d+$/)).toBeVisible(WAIT);
  await expect(page.getByTestId('pdf-canvas')).toBeVisible();
  await checkPage(page, 'document');

  // A new version, then the first one restored as the current one.
  await page.getByRole('tab', { name: 'Versioni' }).click();
  const original = await readFile(PDF_FIXTURE);
  await page.getByLabel('Carica nuova versione').setInputFiles({
    name: 'verbale-rivisto.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Verbale rivisto.\n'),
  });
  await page.getByRole('button', { name: 'Carica file' }).click();
  await expect(page.getByText('Nuova versione caricata')).toBeVisible(WAIT);
  const versions = page.getByRole('tabpanel', { name: 'Versioni' });
  await expect(versions.getByRole('listitem').filter({ hasText: 'verbale-rivisto.txt' })).toContainText('Attuale');
  await page.getByRole('button', { name: 'Ripristina la versione 1' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ripristina' }).click();
  await expect(page.getByText('Versione ripristinata')).toBeVisible(WAIT);
  await expect(versions.getByText('v3', { exact: true })).toBeVisible();
  await expect(versions.getByRole('listitem').first()).toContainText('Attuale');
  const id = page.url().split('/').at(-1)!;
  const download = await page.request.get(`/api/documents/${id}/download`);
  expect((await download.body()).equals(original)).toBe(true);
  await checkPage(page, 'versions');

  // The documents search page: the same word, highlighted in the snippet.
  await page.goto(`/app/documents/search?q=${word}`);
  await expect(page.getByRole('link', { name: /Capitolato tecnico/ })).toBeVisible(WAIT);
  await expect(page.getByTestId('snippet').locator('mark').first()).toHaveText(word);
  await checkPage(page, 'search');

  await page.goto('/app/documents');
  await expect(page.getByRole('heading', { name: 'Recenti' })).toBeVisible(WAIT);
  await checkPage(page, 'dashboard');
});

test('a client sees only the folder shared with their company', async ({ page }) => {
  test.setTimeout(120_000);
  const csrf = await signInWithToken(page, 'admin');
  const sharedName = `Condivisa ${letters()}`;
  const internalName = `Interna ${letters()}`;
  const shared = await createFolder(page, csrf, sharedName);
  await createFolder(page, csrf, internalName);
  const companies = await page.request.get('/api/documents/principals?type=client_company');
  const company = (await companies.json()).data.items.find((c: { principal_name: string }) =>
    c.principal_name.startsWith('Arredi Ferrari'),
  );
  const grant = await page.request.put(`/api/document-folders/${shared}/access`, {
    headers: { 'X-CSRF-Token': csrf },
    data: {
      inherits_access: false,
      grants: [{ principal_type: 'client_company', principal_id: company.principal_id, level: 'read' }],
    },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  await uploadThroughApi(page, csrf, `Listino ${sharedName}.txt`, shared);
  const internal = await uploadThroughApi(page, csrf, `Budget ${internalName}.txt`, null);

  await page.context().clearCookies();
  await signInWithToken(page, 'cliente');
  await page.goto('/app/documents/list');
  const tree = page.getByRole('tree', { name: 'Cartelle' });
  await expect(tree.getByRole('treeitem', { name: new RegExp(sharedName) })).toBeVisible(WAIT);
  await expect(tree.getByRole('treeitem', { name: new RegExp(internalName) })).toHaveCount(0);
  await expect(tree.getByRole('treeitem', { name: 'Cestino' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: new RegExp(`Listino ${sharedName}`) })).toBeVisible(WAIT);
  await expect(page.getByRole('link', { name: new RegExp(`Budget ${internalName}`) })).toHaveCount(0);
  await expect(page.getByText('Carica file')).toHaveCount(0);
  await checkPage(page, 'client-list');
  expect((await page.request.get(`/api/documents/${internal}`)).status()).toBe(404);

  await page.goto('/app/documents');
  await expect(page.getByRole('heading', { name: 'Recenti' })).toBeVisible(WAIT);
  await checkPage(page, 'client-dashboard');
});
