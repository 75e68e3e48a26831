import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

test.describe('dashboard cards', () => {
  test('an administrator sees what waits for approval, their week and their balances, with nothing wider than a phone', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin.username);
    await page.goto('/app/dashboard');
    for (const title of ['Da approvare', 'Le mie ore questa settimana', 'I miei saldi ferie e permessi'])
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(/^h su [\d,]+ h previste$/)).toBeVisible();
    // The quick links fold after four on a phone, below the cards.
    const more = page.getByRole('button', { name: /Mostra tutti i collegamenti/ });
    await expect(more).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await more.click();
    await expect(page.getByRole('link', { name: 'Impostazioni Tema e notifiche' })).toBeVisible();
  });

  test('an employee who approves nobody gets no "Da approvare" card', async ({ page }) => {
    await signIn(page, DEMO.employee.username);
    await page.goto('/app/dashboard');
    await expect(page.getByRole('heading', { name: 'Le mie ore questa settimana' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'I miei saldi ferie e permessi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Da approvare' })).toHaveCount(0);
  });
});
