import type { Locator, Page } from '@playwright/test';

/** The application's side menu (the main navigation landmark of the shell). */
export function sideMenu(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Menú principal' });
}
