import { type APIRequestContext, expect, type Page } from '@playwright/test';

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

/**
 * Logs in through the API with the page's own cookie jar, so the next navigation is already authenticated.
 * For tests about something else than the login form: it skips loading the login page and the dashboard.
 */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/login', { data: { username, password } });
  if (!response.ok()) throw new Error(`login ${username}: ${response.status()} ${await response.text()}`);
}

/**
 * The dashboard's greeting, after a login or a navigation to it. A login's first page loads the app's code (about a
 * hundred files) and waits for every card's data: about 0.6 s on a quiet machine, but several seconds while the CI
 * runs two browsers, the server and its embedded database on two cores, hence more than the default 5 s.
 */
export async function expectGreeting(page: Page, firstName: string) {
  await expect(page.getByRole('heading', { level: 1, name: `Ciao, ${firstName}!` })).toBeVisible({ timeout: 15_000 });
}

/** Opens the header's user menu (profile, settings, dark mode, logout). */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu utente' }).click();
}

/** Logs out through the user menu. */
export async function logoutFromMenu(page: Page) {
  await openUserMenu(page);
  await page.getByRole('menuitem', { name: 'Esci' }).click();
}

/** A valid 1×1 PNG built in memory, so tests need no binary fixture. */
export async function tinyPng(): Promise<Buffer> {
  const { deflateSync } = await import('node:zlib');
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (data: Buffer) => {
    let c = 0xffffffff;
    for (const byte of data) c = (table[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])),
    chunk('IDAT', deflateSync(Buffer.from([0, 0x4f, 0x46, 0xe5, 0xff]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Registers a brand-new user and has the admin activate it, through the API: for tests that change the
 * user's own data, so no other spec file running at the same time sees a demo user change.
 */
export async function createActiveUser(
  playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } },
  baseURL: string | undefined,
  prefix: string,
) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = {
    first_name: 'Paola',
    last_name: 'Verdi',
    username: `${prefix}.${suffix}`,
    email: `${prefix}.${suffix}@example.it`,
    password: 'Girasole-Blu-2026',
  };
  const api = await playwright.request.newContext({ baseURL });
  try {
    const registered = await api.post('/api/auth/register', { data: user });
    if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
    const login = await api.post('/api/auth/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
    const csrf = (await login.json()).data.csrf_token as string;
    const list = await api.get(`/api/admin/users?search=${encodeURIComponent(user.username)}`);
    const id = (await list.json()).data.items[0].id as string;
    const activated = await api.put(`/api/admin/users/${id}/status`, {
      headers: { 'X-CSRF-Token': csrf },
      data: { status: 'active' },
    });
    if (!activated.ok()) throw new Error(`activate: ${activated.status()} ${await activated.text()}`);
  } finally {
    await api.dispose();
  }
  return user;
}
