import { test, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';
import { startFreshServer, type FreshServer } from './fresh-server';
import { startMailbox, type Mailbox } from './mailbox';

export interface FreshAcademy {
  /** The server (only inside tests: it starts before the first one). */
  readonly server: FreshServer;
  /** The SMTP mailbox the server sends through: free-trial codes, temporary passwords, trial links. */
  readonly mailbox: Mailbox;
  /** A browser context on this server, in Spanish and Madrid time like the shared configuration's. */
  newContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * A fresh, seeded production server of its own with a real SMTP mailbox, for the tests of the file (or the
 * `describe`) that calls it: started before the first test, stopped after the last. For tests that change what
 * others count (attempts, grades, passwords) or that need mail, which the shared server runs without (so no free
 * trial can start there).
 */
export function useFreshAcademy(): FreshAcademy {
  let server: FreshServer | undefined;
  let mailbox: Mailbox | undefined;
  test.beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startFreshServer({ SMTP_URL: mailbox.url });
  });
  test.afterAll(async () => {
    await server?.stop();
    await mailbox?.close();
  });
  const academy: FreshAcademy = {
    get server() {
      if (!server) throw new Error('El servidor de prueba solo existe dentro de los tests');
      return server;
    },
    get mailbox() {
      if (!mailbox) throw new Error('El buzón de prueba solo existe dentro de los tests');
      return mailbox;
    },
    newContext: (browser, options = {}) => browser.newContext({ baseURL: academy.server.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid', ...options }),
  };
  return academy;
}
