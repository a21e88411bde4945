import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { readPageStorage, readPageToken } from './support/api-session';
import { demoAccounts, signInAs, signInButton } from './support/auth';
import { useFreshAcademy } from './support/fresh-academy';

/**
 * Issue 27: a session that ends elsewhere ('Desconectar todos los dispositivos' on another device, a tampered or
 * expired token, a sign-out in another tab) ends in the tab too: /login, one notice, no signed-in shell full of
 * red errors, also after a reload. On a fresh server of its own: disconnecting every device of the demo student
 * would end the sessions of the specs running beside it.
 */

const student = demoAccounts.student;
const privacyTab = `/perfil/${demoContactCodes.student}?tab=privacy`;
const ENDED = 'Tu sesión ha terminado. Vuelve a iniciar sesión.';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const academy = useFreshAcademy();

/**
 * Every toast each document of the context shows, recorded as it appears: a toast lasts 3 s, which a loaded
 * machine can spend loading the sign-in page, and a red toast shown for an instant must count too.
 */
const recordToasts = `
  window.campusToasts = [];
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        // The first toast comes with its list: look inside what was added too.
        const toasts = node.matches('[data-sonner-toast]') ? [node] : [...node.querySelectorAll('[data-sonner-toast]')];
        for (const toast of toasts) window.campusToasts.push({ type: toast.dataset.type ?? null, text: toast.textContent ?? '' });
      }
    }
  }).observe(document, { childList: true, subtree: true });
`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await academy.newContext(browser);
  await context.addInitScript({ content: recordToasts });
  return context.newPage();
}

function shownToasts(page: Page): Promise<{ type: string | null; text: string }[]> {
  return page.evaluate<{ type: string | null; text: string }[]>('window.campusToasts');
}

/** Signed out with the notice shown once, the sign-in screen instead of the shell, and no red toast ever. */
async function expectEndedSession(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(signInButton(page)).toBeVisible();
  await expect.poll(async () => (await shownToasts(page)).filter((toast) => toast.text === ENDED).length, { timeout: 10_000 }).toBe(1);
  expect((await shownToasts(page)).filter((toast) => toast.type === 'error')).toEqual([]);
  await expect(page.getByText('Sesión no válida o caducada')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  expect(await readPageStorage(page, 'campus.token')).toBeNull();
}

test('desconectar todos los dispositivos en uno: el otro vuelve a /login con el aviso, también tras recargar', async ({ browser }) => {
  const laptop = await newPage(browser);
  const phone = await newPage(browser);
  await signInAs(laptop, student.email);
  await signInAs(phone, student.email);
  const phoneToken = await readPageToken(phone);

  await laptop.goto(privacyTab);
  await laptop.getByRole('button', { name: 'Desconectar todos los dispositivos' }).click();
  await laptop.getByRole('dialog', { name: '¿Desconectar todos los dispositivos?' }).getByRole('button', { name: 'Desconectar' }).click();
  await expect(laptop.locator('[data-sonner-toast]').filter({ hasText: 'Dispositivos desconectados correctamente' })).toBeVisible();
  await expect(laptop).toHaveURL((url) => url.pathname === '/login');

  // The phone does not wait for its next click: the server closed its socket, whose reconnection is refused.
  await expectEndedSession(phone);
  // The laptop's socket was refused as the phone's was; the device that asked says what it did, not that its
  // session ended behind its back.
  expect((await shownToasts(laptop)).filter((toast) => toast.text === ENDED)).toEqual([]);
  const refused = await phone.request.get('/api/auth/session', { headers: { Authorization: `Bearer ${phoneToken}` } });
  expect(refused.status()).toBe(401);

  // A reload stays signed out: no shell with errors.
  await phone.reload();
  await expect(phone).toHaveURL((url) => url.pathname === '/login');
  await expect(signInButton(phone)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  expect((await shownToasts(phone)).filter((toast) => toast.type === 'error')).toEqual([]);

  // Signing in again works as before.
  await signInAs(phone, student.email);
  await laptop.context().close();
  await phone.context().close();
});

test('un token alterado en el almacenamiento: al recargar, /login con el aviso y sin errores', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, student.email);
  await page.goto('/calendario');
  const token = await readPageToken(page);
  const tampered = `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
  await page.evaluate(`window.localStorage.setItem('campus.token', ${JSON.stringify(tampered)})`);

  await page.reload();
  await expectEndedSession(page);
  await page.context().close();
});

test('cerrar sesión en una pestaña termina la sesión en las demás pestañas del navegador', async ({ browser }) => {
  const context = await academy.newContext(browser);
  await context.addInitScript({ content: recordToasts });
  const first = await context.newPage();
  await signInAs(first, student.email);
  const second = await context.newPage();
  await second.goto('/');
  await expect(second.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await first.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(first).toHaveURL((url) => url.pathname === '/login');
  await expectEndedSession(second);
  // The tab that signed out itself gets no notice.
  expect((await shownToasts(first)).filter((toast) => toast.text === ENDED)).toEqual([]);
  await context.close();
});
