import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every screen is checked against (2.2 AA and what it includes). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Every violation axe-core finds on the page as it is, readable in a failure. */
export async function findViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.replace(/\s+/g, ' ')})`).join(' | ')}`);
}

/** axe at 375 and 1280 px (soft: every state is checked); `prepare` brings the page to the state to check after each resize. */
export async function expectAccessible(page: Page, name: string, prepare: () => Promise<void>): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await prepare();
    expect.soft(await findViolations(page), `${name} a ${width} px`).toEqual([]);
  }
}

/** Waits until every toast has gone (sonner's 3 s), so none covers what a test looks at next. */
export async function waitForToasts(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
}
