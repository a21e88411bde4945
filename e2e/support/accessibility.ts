import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG levels every screen is checked against (2.2 AA and what it includes). */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Resolves once nothing on the page is fading or sliding in. axe reads colours as painted: a dialog half-way
 * through its opening animation blends its text with the page behind, and was reported as a contrast failure under
 * CI load. Endless animations (the live class's pulse) are not waited for.
 */
export async function waitForPageAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (globalThis as unknown as RunningDocument).document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

/** The part of the browser's document that `waitForPageAnimations` reads (the e2e project has no DOM types). */
type RunningDocument = { document: { getAnimations(): { playState: string; effect: { getTiming(): { iterations?: number } } | null }[] } };

/**
 * A toast on its way in or out: sonner fades it over 400 ms, so its text is painted half-blended with the page
 * (a success toast read 3.35:1 at the moment its 3 s ran out during a run). A toast at rest is checked.
 */
const FADING_TOAST = '[data-sonner-toast][data-removed="true"], [data-sonner-toast][data-mounted="false"]';

/** An axe-core run over the page (or the part `include` selects) once its animations have finished. */
export async function analyzeAccessibility(page: Page, configure: (builder: AxeBuilder) => AxeBuilder = (builder) => builder) {
  await waitForPageAnimations(page);
  return configure(new AxeBuilder({ page }).withTags(wcagTags).exclude(FADING_TOAST)).analyze();
}

/** Every violation axe-core finds on the page (or the part `include` selects) once still, readable in a failure. */
export async function findViolations(page: Page, include?: string): Promise<string[]> {
  const results = await analyzeAccessibility(page, (builder) => (include ? builder.include(include) : builder));
  return results.violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary?.replace(/\s+/g, ' ')})`).join(' | ')}`,
  );
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
