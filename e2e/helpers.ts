import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portale!2026';

export const DEMO = {
  admin: { username: 'admin', firstName: 'Alessandra', roleLabel: 'Amministratore' },
  manager: { username: 'manager', firstName: 'Marco', roleLabel: 'Manager' },
  employee: { username: 'dipendente', firstName: 'Giulia', roleLabel: 'Dipendente' },
  client: { username: 'cliente', firstName: 'Luca', roleLabel: 'Cliente' },
} as const;

export async function loginAs(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Nome utente o e-mail').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi', exact: true }).click();
}

export async function expectGreeting(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${firstName}!` })).toBeVisible();
}
