import { expect, type Page, test } from '@playwright/test';
import { DEMO, loginAs } from './helpers';
import { apiLogin, seedCookieConsent } from './public-helpers';

type PublicConfig = {
  company: { name: string; tagline: string; email: string; phone: string };
  content: {
    hero: { title: string; subtitle: string };
    services: { title: string }[];
    products: { name: string }[];
  };
};

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navigazione principale' });

test.beforeEach(async ({ context }) => seedCookieConsent(context));

test.describe('public site', () => {
  test('pages render with the tenant data and Italian titles', async ({ page, request }) => {
    const config = (await (await request.get('/api/config')).json()).data as PublicConfig;

    await page.goto('/');
    // The home opens with the admin's title and subtitle, or the company's name and slogan.
    const { hero } = config.content;
    await expect(page.getByRole('heading', { level: 1, name: hero.title || config.company.name })).toBeVisible();
    await expect(page.getByText(hero.subtitle || config.company.tagline, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`Home | ${config.company.name}`);

    await mainNav(page).getByRole('link', { name: 'Servizi' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Servizi' })).toBeVisible();
    for (const service of config.content.services) {
      await expect(page.getByRole('heading', { level: 2, name: service.title })).toBeVisible();
    }
    await expect(page).toHaveTitle(`Servizi | ${config.company.name}`);

    await page.goto('/products');
    for (const product of config.content.products) {
      await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
    }

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'Chi siamo' })).toBeVisible();
    await expect(page).toHaveTitle(`Chi siamo | ${config.company.name}`);

    for (const path of ['/careers', '/posizioni-aperte']) {
      await page.goto(path);
      await expect(page.getByText('Al momento non ci sono posizioni aperte.')).toBeVisible();
    }

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { name: '1. Titolare del trattamento' })).toBeVisible();
    await expect(page.getByText(`Il titolare del trattamento è ${config.company.name}`)).toBeVisible();
    await page.goto('/dichiarazione-accessibilita');
    await expect(page.getByRole('heading', { name: 'Meccanismo di feedback e recapiti' })).toBeVisible();
    await page.goto('/test-components');
    await expect(page.getByRole('heading', { level: 1, name: 'Componenti' })).toBeVisible();
  });

  test('a visitor touring the public pages gets no console errors (no 401 from the session check)', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    const sessionStatuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/auth/')) sessionStatuses.push(response.status());
    });
    const pages = ['/', '/services', '/products', '/about', '/careers', '/posizioni-aperte', '/contact'];
    for (const path of [...pages, '/privacy', '/cookie-policy', '/dichiarazione-accessibilita', '/auth/login']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // Client-side navigation too, as a visitor clicks through the menu.
    await page.goto('/');
    await mainNav(page).getByRole('link', { name: 'Servizi' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await page.waitForLoadState('networkidle');
    expect(sessionStatuses.length).toBeGreaterThan(0);
    expect(sessionStatuses.filter((status) => status !== 200)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the navigation offers 'Accedi', then 'Dashboard' after login", async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const login = page.getByRole('link', { name: 'Accedi', exact: true });
    await expect(login).toHaveAttribute('href', '/auth/login');
    await login.click();
    await loginAs(page, DEMO.employee.username);
    await expect(page).toHaveURL(/\/app\/dashboard$/);

    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('href', '/app');
    await expect(page.getByRole('link', { name: 'Accedi', exact: true })).toHaveCount(0);
  });

  test('the footer shows company, contacts, useful and legal links, cookie settings and the year', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Demo S.r.l. affianca le piccole e medie imprese')).toBeVisible();
    await expect(footer.getByRole('link', { name: /info@demo\.portale\.it/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /\+39 02 1234 5678/ })).toBeVisible();
    const useful = footer.getByRole('navigation', { name: 'Link Utili' });
    await expect(useful.getByRole('heading', { name: 'Link Utili' })).toBeVisible();
    await expect(useful.getByRole('link')).toHaveText([
      'Home',
      'Chi siamo',
      'Servizi',
      'Prodotti',
      'Lavora con noi',
      'Contatti',
    ]);
    const legal = footer.getByRole('navigation', { name: 'Informazioni Legali' });
    await expect(legal.getByRole('link')).toHaveText([
      'Privacy Policy',
      'Cookie Policy',
      'Dichiarazione di accessibilità',
    ]);
    await expect(legal.getByRole('button', { name: 'Gestisci Cookie' })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Demo S.r.l. Tutti i diritti riservati.`);
  });

  test('the contact form validates, sends and confirms, and the admin sees the message', async ({ page, request }) => {
    const subject = `Richiesta e2e ${Date.now().toString(36)}`;
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Invia messaggio' }).click();
    await expect(page.getByText('Il nome è obbligatorio')).toBeVisible();
    await expect(page.getByText("Per inviare il messaggio devi accettare l'informativa sulla privacy")).toBeVisible();

    await page.getByLabel('Nome e cognome *').fill('Paola Neri');
    await page.getByLabel('E-mail *').fill('paola.neri@example.it');
    await page.getByLabel('Azienda').fill('Neri S.n.c.');
    await page.getByLabel('Oggetto').fill(subject);
    await page.getByLabel('Messaggio *').fill('Vorremmo un preventivo per un progetto di consulenza.');
    await page.getByRole('checkbox', { name: /informativa sulla privacy/ }).check();
    await page.getByRole('button', { name: 'Invia messaggio' }).click();

    const status = page.getByRole('status');
    await expect(status).toContainText('Messaggio inviato');

    await apiLogin(request, 'admin');
    const list = (await (await request.get('/api/admin/contact-messages?per_page=20')).json()).data;
    expect(list.items.map((m: { subject: string }) => m.subject)).toContain(subject);
  });

  test('on a phone the hamburger opens the menu, which closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    // The server's static first screen has the same button, inert until the app replaces it.
    await expect(page.locator('#first-screen')).toHaveCount(0);
    const toggle = page.getByRole('button', { name: 'Apri il menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menu = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Chiudi il menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Contatti' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Apri il menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
