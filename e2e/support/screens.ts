import path from 'node:path';
import type { Page } from '@playwright/test';

/** Phone, tablet and desktop widths of the screenshots (CONTRIBUTING.md: 375, 800 and 1280 px). */
export const screenshotWidths = [375, 800, 1280] as const;

const screenshotDir = path.join(import.meta.dirname, '..', '.artifacts', 'screenshots');

/**
 * Saves `name-<width>.png` at each width into e2e/.artifacts/screenshots. `prepare` brings the page to the
 * state to capture (and asserts it rendered) after the viewport changes.
 */
export async function shootAtWidths(page: Page, name: string, prepare: (width: number) => Promise<void>, options: { fullPage?: boolean } = {}): Promise<void> {
  for (const width of screenshotWidths) {
    await page.setViewportSize({ width, height: 900 });
    await prepare(width);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: options.fullPage ?? true });
  }
}
