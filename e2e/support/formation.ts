import { expect, type Locator, type Page } from '@playwright/test';

/** Formation and group codes of the demo academy the formation tests use (server seed). */
export const dawPage = '/formacion/FOR-DAW/GRU-DAW-2026-A';
export const nursingPage = '/formacion/FOR-ENF/GRU-ENF-2026-A';
export const examsPageA = '/formacion/FOR-AAE/GRU-AAE-2026-A';
export const examsPageB = '/formacion/FOR-AAE/GRU-AAE-2026-B';
/** A DAW group the demo student is not in. */
export const dawOtherGroupPage = '/formacion/FOR-DAW/GRU-DAW-2026-B';

/** Demo accounts of the formation tests besides support/auth's (every password is Campus.2026). */
export const formationAccounts = {
  student: 'alumno@campus.test',
  freemium: 'freemium@campus.test',
  limited: 'limitado@campus.test',
  staff: 'staff@campus.test',
  /** Adrián Vázquez joined DAW group A two months after it started: earlier classes stay closed to him. */
  lateJoiner: 'adrian.vazquez@campus.test',
} as const;

/** The tree of units, topics and events. */
export function contentTree(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Temario de la formación' });
}

/** An event of the tree by its title. */
export function treeEvent(page: Page, title: string | RegExp): Locator {
  return contentTree(page).getByRole('button', { name: title });
}

/** The viewer's heading: the title of the event shown. */
export function viewerHeading(page: Page, title: string | RegExp): Locator {
  return page.getByRole('heading', { level: 2, name: title });
}

/** Opens a formation page and waits for its tree. */
export async function openFormation(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(contentTree(page)).toBeVisible();
}

/**
 * Makes the tree visible: on tablets and small laptops (768–1239 px) it folds into the 'Temario de la formación' panel above
 * the viewer; elsewhere it is always shown.
 */
export async function showTree(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const toggle = page.getByRole('button', { name: /^Temario de la formación/ });
  // From 768 px the page opens a class in its viewer beside the tree, and on tablets that folds the tree into its
  // panel: wait for the viewer first, or the tree seen before the fold is gone when the test reaches for it.
  if ((page.viewportSize()?.width ?? 0) >= 768) await expect(page.getByRole('article').first()).toBeVisible();
  // Wait for the page to settle on one layout: the tree itself, or (tablets) the button that unfolds it.
  await expect(contentTree(page).or(toggle).first()).toBeVisible();
  if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(contentTree(page)).toBeVisible();
}

/** The id of the event in ?event=. */
export function selectedEventId(page: Page): number | null {
  const value = new URL(page.url()).searchParams.get('event');
  return value ? Number(value) : null;
}

/** Waits until the CSS animations inside `locator` (a dialog sliding or fading in) have finished. */
export async function waitForAnimations(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    // A cancelled animation (replaced by the next one) rejects `finished` with an AbortError: that also means done.
    Promise.all(
      (element as unknown as { getAnimations: (options: { subtree: boolean }) => { finished: Promise<unknown> }[] })
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
