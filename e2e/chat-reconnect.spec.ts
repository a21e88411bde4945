import { expect, test, type Browser, type BrowserContext, type Page, type WebSocketRoute } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { expectAccessible } from './support/accessibility';
import { openApiSession, sendChatMessage, type ApiSession } from './support/api-session';
import { demoAccounts, signInAs } from './support/auth';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { shootAtWidths } from './support/screens';

/**
 * No chat lost across reconnections (issue 15): the page's realtime connection is cut for real (its
 * WebSocket closed, every new attempt refused at the network) while the teacher writes through the real
 * API; when it comes back the conversation is complete, in order, each message once. After socket.io's
 * 5 attempts the shell says so, with 'Reconectar', and the browser coming back online retries by itself.
 * A server of its own: these messages must not change the unread counts other specs check.
 */
const STAFF = demoAccounts.staff.email;

let server: FreshServer;
test.beforeAll(async () => {
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

/** Routes the page's socket.io traffic through Playwright, so a test can cut it and bring it back. */
async function controlRealtime(page: Page) {
  let isCut = false;
  let refusedAttempts = 0;
  const openSockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    if (isCut) {
      refusedAttempts += 1;
      void ws.close({ code: 4000, reason: 'corte de red de la prueba' });
      return;
    }
    ws.connectToServer();
    openSockets.push(ws);
  });
  // The long-polling handshake that every attempt starts with fails like a dead network while cut.
  await page.route(/\/socket\.io\//, (route) => {
    if (!isCut) return route.fallback();
    refusedAttempts += 1;
    return route.abort('internetdisconnected');
  });
  return {
    /** Attempts to reach the server refused since the cut: the page noticed it and is trying again. */
    countRefusedAttempts: () => refusedAttempts,
    /** Waits until the connection runs over its WebSocket (no long-poll request is left hanging). */
    async waitUntilUpgraded() {
      await expect.poll(() => openSockets.length, { message: 'el socket pasa a WebSocket' }).toBeGreaterThan(0);
    },
    async cut() {
      isCut = true;
      refusedAttempts = 0;
      for (const ws of openSockets.splice(0)) await ws.close({ code: 4000, reason: 'corte de red de la prueba' });
    },
    restore() {
      isCut = false;
    },
  };
}

async function openStaffPage(browser: Browser): Promise<{ context: BrowserContext; page: Page; realtime: Awaited<ReturnType<typeof controlRealtime>> }> {
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  const realtime = await controlRealtime(page);
  await signInAs(page, STAFF);
  return { context, page, realtime };
}

function messagesLog(page: Page) {
  return page.getByRole('log', { name: 'Mensajes' });
}

/** The texts of the conversation's messages that start with `prefix`, top to bottom. */
function textsStartingWith(page: Page, prefix: string): Promise<string[]> {
  return messagesLog(page)
    .locator('li p')
    .filter({ hasText: new RegExp(`^${prefix}`) })
    .allTextContents();
}

/** The teacher's chat with Elena, open on the page and live (a message sent now shows without reload). */
async function openLiveChat(page: Page, teacher: ApiSession, tag: string, realtime: Awaited<ReturnType<typeof controlRealtime>>): Promise<number> {
  const { chatId } = await sendChatMessage(teacher, demoContactCodes.staff, `${tag} · antes del corte`);
  await page.goto(`/chat/${chatId}`);
  await expect(messagesLog(page).getByText(`${tag} · antes del corte`)).toBeVisible();
  await sendChatMessage(teacher, demoContactCodes.staff, `${tag} · en directo`);
  await expect(messagesLog(page).getByText(`${tag} · en directo`)).toBeVisible();
  await realtime.waitUntilUpgraded();
  return chatId;
}

test.describe('chat across reconnections', () => {
  test('lo enviado mientras el socket estaba caído aparece al volver, en orden y una sola vez; lo siguiente llega en directo', async ({ browser }) => {
    const { context, page, realtime } = await openStaffPage(browser);
    const teacher = await openApiSession(browser, demoAccounts.teacher.email, server.baseURL);
    const tag = 'Corte breve';
    await openLiveChat(page, teacher, tag, realtime);

    await realtime.cut();
    const missed = [1, 2, 3].map((n) => `${tag} · durante el corte ${n}`);
    for (const text of missed) await sendChatMessage(teacher, demoContactCodes.staff, text);
    // The cut is real: the page has noticed it (it is trying to reconnect and being refused) and no socket
    // is left to bring the messages, so they can only arrive by the fetch that follows the reconnection.
    await expect.poll(() => realtime.countRefusedAttempts(), { message: 'la página intenta reconectar y no puede' }).toBeGreaterThan(0);
    await expect(messagesLog(page).getByText(missed[0]!)).toHaveCount(0);

    realtime.restore();
    // socket.io's next attempt (at most 5 s away) logs in again and the conversation fetches what it missed.
    await expect(messagesLog(page).getByText(missed[2]!)).toBeVisible({ timeout: 15_000 });
    await sendChatMessage(teacher, demoContactCodes.staff, `${tag} · después del corte`);
    await expect(messagesLog(page).getByText(`${tag} · después del corte`)).toBeVisible();

    expect(await textsStartingWith(page, tag)).toEqual([`${tag} · antes del corte`, `${tag} · en directo`, ...missed, `${tag} · después del corte`]);
    await expect(page.getByTestId('realtime-notice')).toHaveCount(0);
    await teacher.close();
    await context.close();
  });

  test("tras los 5 intentos el shell avisa con 'Reconectar'; al reconectar, o al volver la red, llega lo perdido", async ({ browser }) => {
    test.setTimeout(150_000);
    const { context, page, realtime } = await openStaffPage(browser);
    const teacher = await openApiSession(browser, demoAccounts.teacher.email, server.baseURL);
    const tag = 'Corte largo';
    await openLiveChat(page, teacher, tag, realtime);

    await realtime.cut();
    const notice = page.getByRole('alert').filter({ hasText: 'Se ha perdido la conexión en directo' });
    // socket.io waits about 1, 2, 4, 5 and 5 s (± half) between its 5 attempts before giving up.
    await expect(notice).toBeVisible({ timeout: 45_000 });
    await sendChatMessage(teacher, demoContactCodes.staff, `${tag} · durante el corte 1`);

    await shootAtWidths(page, 'realtime-notice', async () => {
      await expect(notice).toBeVisible();
    });
    await expectAccessible(page, 'aviso de conexión perdida', async () => {
      await expect(notice).toBeVisible();
    });

    // 'Reconectar' from the keyboard, once the network is back.
    realtime.restore();
    const button = notice.getByRole('button', { name: 'Reconectar' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    await expect(messagesLog(page).getByText(`${tag} · durante el corte 1`)).toBeVisible();

    // Gave up again; this time the browser going offline and back online retries by itself.
    await realtime.cut();
    await expect(notice).toBeVisible({ timeout: 45_000 });
    await sendChatMessage(teacher, demoContactCodes.staff, `${tag} · durante el corte 2`);
    realtime.restore();
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(notice).toHaveCount(0, { timeout: 15_000 });
    await expect(messagesLog(page).getByText(`${tag} · durante el corte 2`)).toBeVisible();

    expect(await textsStartingWith(page, tag)).toEqual([
      `${tag} · antes del corte`,
      `${tag} · en directo`,
      `${tag} · durante el corte 1`,
      `${tag} · durante el corte 2`,
    ]);
    await teacher.close();
    await context.close();
  });
});
