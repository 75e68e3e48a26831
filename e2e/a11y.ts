/// <reference lib="dom" />
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

// The rules whose outcome depends on colours. A theme changes colours only, so in dark mode these are the only
// ones that can differ from the light-mode run of the same page (and the full set costs a few seconds a page).
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Fails on axe violations of impact serious or critical; in dark mode checks the colour rules only. */
export async function expectNoSeriousViolations(page: Page, options: { tags?: string[] } = {}) {
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  let builder = new AxeBuilder({ page });
  if (dark) builder = builder.withRules(COLOUR_RULES);
  else if (options.tags) builder = builder.withTags(options.tags);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe serious/critical violations${dark ? ' (dark mode)' : ''}`,
  ).toEqual([]);
}
