import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { openApiSession, readPageToken, sendChatMessage } from './support/api-session';
import { demoAccounts, signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';

/**
 * The notification bell of the demo student against the seeded academy (spec 000 §2, §4). Only these
 * tests read or change the student's notifications; other specs send their chat messages elsewhere, so
 * the counts seen here move only by what these tests do.
 */

interface NotificationItem {
  notification_user_id: number;
  title: string;
  is_read: boolean;
  notifiable_type: 'post' | 'chat' | 'event' | null;
  notifiable_id: string | null;
}

function bellButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
}

async function readUnreadCount(page: Page): Promise<number> {
  await expect(bellButton(page)).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);
  const label = (await bellButton(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) sin leer/.exec(label)?.[1] ?? Number.NaN);
}

async function openPanel(page: Page): Promise<Locator> {
  await bellButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel).toBeVisible();
  return panel;
}

/** The API's own list, read with the page's session, to compare with what the panel shows. */
async function fetchNotifications(page: Page, typeId?: number): Promise<NotificationItem[]> {
  const token = await readPageToken(page);
  const response = await page.request.get(`/api/notifications${typeId ? `?type=${typeId}` : ''}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { notifications: NotificationItem[] }).notifications;
}

function panelItems(panel: Locator): Locator {
  return panel.getByRole('tabpanel').getByRole('listitem');
}

test.describe('campana de notificaciones', () => {
  test('cuenta las no leídas, filtra por tipo y al pulsar marca leída y lleva a su origen', async ({ page }) => {
    await signInAs(page, demoAccounts.student.email);
    const unreadAtStart = await readUnreadCount(page);
    expect(unreadAtStart, 'el seed deja notificaciones sin leer a la alumna').toBeGreaterThan(0);
    await expect(bellButton(page).getByTestId('notification-badge')).toHaveText(String(unreadAtStart));

    const panel = await openPanel(page);
    const typesAnswer = await page.request.get('/api/notifications/types', { headers: { Authorization: `Bearer ${await readPageToken(page)}` } });
    const { types } = (await typesAnswer.json()) as { types: { id: number; name: string }[] };
    await expect(panel.getByRole('tab')).toHaveText(['Todas', ...types.map((type) => type.name)]);

    // "Todas" lists every notification, newest first, with its sent date in Spanish ("21 nov, 14:05").
    const all = await fetchNotifications(page);
    await expect(panelItems(panel)).toHaveCount(all.length);
    await expect(panelItems(panel).first()).toContainText(all[0]!.title);
    await expect(panelItems(panel).first().locator('time')).toHaveText(/^\d{1,2} [a-z]{3,4}, \d{2}:\d{2}$/);

    // Each type's tab lists exactly that type's notifications.
    for (const type of types) {
      await panel.getByRole('tab', { name: type.name, exact: true }).click();
      const ofType = await fetchNotifications(page, type.id);
      if (ofType.length === 0) {
        await expect(panel.getByRole('tabpanel')).toContainText('No hay notificaciones disponibles');
        continue;
      }
      await expect(panelItems(panel)).toHaveCount(ofType.length);
      for (const [index, notification] of ofType.entries()) await expect(panelItems(panel).nth(index)).toContainText(notification.title);
    }

    // Clicking an unread one of each source marks it read and goes where it points.
    const targets: Record<'post' | 'chat' | 'event', RegExp> = {
      post: /^\/tablon\?post_id=\d+$/,
      chat: /^\/chat\/\d+$/,
      event: /^\/calendario\?event_id=\d+$/,
    };
    let expectedUnread = unreadAtStart;
    for (const source of ['post', 'chat', 'event'] as const) {
      const unread = (await fetchNotifications(page)).find((notification) => !notification.is_read && notification.notifiable_type === source);
      expect(unread, `el seed tiene una notificación sin leer de tipo ${source}`).toBeDefined();
      // Opening a notification closed the panel; the first one is opened from the panel already open.
      const panelNow = source === 'post' ? panel : await openPanel(page);
      await panelNow.getByRole('tab', { name: 'Todas', exact: true }).click();
      const readCall = page.waitForResponse(
        (response) => response.url().endsWith(`/api/notifications/read-notification/${unread!.notification_user_id}`) && response.request().method() === 'PUT',
      );
      await panelNow
        .getByRole('button', { name: new RegExp(`^Sin leer: ${escapeRegExp(unread!.title)}`) })
        .first()
        .click();
      expect((await readCall).status()).toBe(200);
      await expect(page).toHaveURL((url) => targets[source].test(`${url.pathname}${url.search}`));
      if (source === 'chat') expect(new URL(page.url()).pathname).toBe(`/chat/${unread!.notifiable_id}`);
      if (source === 'event') expect(new URL(page.url()).searchParams.get('event_id')).toBe(unread!.notifiable_id);
      // The page shows what the notification points at before the student goes on (they load after the
      // navigation: the next bell opening must not race them).
      if (source === 'post') await expect(page.getByRole('main').getByRole('article').and(page.locator(':focus'))).toBeVisible();
      if (source === 'chat') await expect(page.getByRole('textbox', { name: 'Escribe un mensaje' })).toBeEnabled();
      if (source === 'event') {
        // The event card is a modal dialog (the header is hidden from the tree while it is open): closed with Esc.
        const card = page.getByRole('dialog');
        await expect(card).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(card).toBeHidden();
      }
      expectedUnread -= 1;
      await expect(bellButton(page)).toHaveAccessibleName(`Notificaciones, ${expectedUnread} sin leer`);
    }
    // The server agrees: the counter was not just lowered on screen. Asked from the home: reloading
    // /calendario?event_id= would open the event card again.
    await page.goto('/');
    await expect(bellButton(page)).toHaveAccessibleName(`Notificaciones, ${expectedUnread} sin leer`);
  });

  test('una notificación creada en el servidor aparece sin recargar', async ({ page, browser, baseURL }) => {
    await signInAs(page, demoAccounts.student.email);
    const before = await readUnreadCount(page);
    const panel = await openPanel(page);
    await expect(panelItems(panel).first()).toBeVisible();

    const teacher = await openApiSession(browser, demoAccounts.teacher.email, baseURL ?? '');
    const text = `¿Te viene bien repasar la práctica el jueves? (${Date.now()})`;
    await sendChatMessage(teacher, demoContactCodes.student, text);
    await teacher.close();

    // No reload: the `bell` event puts it on top and counts it.
    await expect(bellButton(page)).toHaveAccessibleName(`Notificaciones, ${before + 1} sin leer`);
    const newest = panelItems(panel).first();
    await expect(newest).toContainText('Nuevo mensaje de Alberto Sánchez Molina');
    await expect(newest).toContainText(text);
    await expect(newest.getByRole('button')).toHaveAccessibleName(/^Sin leer: /);
  });

  test('capturas de la campana abierta a 375, 800 y 1280 px; la cabecera cabe en 375 px', async ({ page }) => {
    await signInAs(page, demoAccounts.student.email);
    await shootAtWidths(
      page,
      'notifications-panel',
      async () => {
        await page.goto('/');
        const panel = await openPanel(page);
        await expect(panelItems(panel).first()).toBeVisible();
        // Every type tab shows whole at each width: none hidden in a scrolled strip (issue 29).
        for (const tab of await panel.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
      },
      { fullPage: false },
    );

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('link', { name: /^Racha de \d+ días?$/ }),
      bellButton(page),
      header.getByRole('button', { name: 'Ayuda' }),
      header.getByRole('link', { name: demoAccounts.student.fullname }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
    }
    await expect(header.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport({ ratio: 1 });
    type BrowserDocument = { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
    const overflow = await page.evaluate(() => {
      const { documentElement } = (globalThis as unknown as BrowserDocument).document;
      return documentElement.scrollWidth - documentElement.clientWidth;
    });
    expect(overflow).toBe(0);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
