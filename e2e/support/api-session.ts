import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAs } from './auth';

type BrowserStorage = { localStorage: { getItem(key: string): string | null } };

/** A value the app keeps in the page's localStorage (the session token `campus.token`, the user…). */
export function readPageStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as BrowserStorage).localStorage.getItem(name), key);
}

/** The bearer token of the page's session, for API calls made as that user. */
export async function readPageToken(page: Page): Promise<string> {
  const token = await readPageStorage(page, 'campus.token');
  expect(token, 'la sesión guarda su token').toBeTruthy();
  return token ?? '';
}

export interface ApiSession {
  /** The signed-in person's contact code. */
  contactCode: string;
  /** Calls the API as that person (bearer token of their session) and returns the JSON answer. */
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T>;
  close(): Promise<void>;
}

/**
 * Another person acting through the real API: signs in through the academy page in a context of its
 * own, then sends requests with that session's token. Used to make things happen to the user under test
 * (a chat message from a teacher creates a notification, a `bell` and a `chat-bar`).
 */
export async function openApiSession(browser: Browser, email: string, baseURL: string): Promise<ApiSession> {
  const context: BrowserContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  await signInAs(page, email);
  const token = await readPageToken(page);
  const user = await readPageStorage(page, 'campus.user');
  const contactCode = (JSON.parse(user ?? '{}') as { edu_codigocontacto?: string }).edu_codigocontacto ?? '';
  await page.close();

  return {
    contactCode,
    async call<T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
      const response = await context.request.fetch(path, { method, data, headers: { Authorization: `Bearer ${token}` } });
      expect(response.ok(), `${method} ${path} → ${response.status()} ${await response.text()}`).toBe(true);
      return (await response.json()) as T;
    },
    close: () => context.close(),
  };
}

/** Sends a chat message from `from` to `receiverCode`, in their existing chat or a new one. */
export async function sendChatMessage(from: ApiSession, receiverCode: string, mensaje: string): Promise<{ chatId: number; message: { id: number } }> {
  const { chats } = await from.call<{ chats: { id: number; contact: { edu_codigocontacto: string } }[] }>('GET', '/api/chats');
  const chat = chats.find((item) => item.contact.edu_codigocontacto === receiverCode);
  return from.call('POST', '/api/chats/send-message', {
    chatId: chat?.id ?? -Date.now(),
    sender_codigocontacto: from.contactCode,
    receiver_codigocontacto: receiverCode,
    mensaje,
    metadata: null,
  });
}
