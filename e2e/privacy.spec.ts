import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoContactCodes } from '../apps/server/src/db/seed/index';
import { readPageStorage, readPageToken } from './support/api-session';
import { DEMO_PASSWORD, demoAccounts, openAcademySignIn, signInAs, skipOnboardingTourIfShown, submitAcademyForm } from './support/auth';
import { useFreshAcademy } from './support/fresh-academy';
import { shootAtWidths } from './support/screens';
import { analyzeAccessibility } from './support/accessibility';

/**
 * Issue 13, privacy and security: credentials reset (the temporary password really mailed, the other session
 * ended, the forced change on the academy page), password change, disconnecting every device and the public
 * legal pages. The password flows run on a fresh server of their own, with a real SMTP server as the academy's
 * mail provider: no other spec may find the demo student's password changed.
 */

const student = demoAccounts.student;
const personalEmail = 'lucia.fernandez.ortega@correo.test';
const privacyTab = `/perfil/${demoContactCodes.student}?tab=privacy`;
const TEMPORARY_PATTERN = /Tu contraseña temporal es: ([A-Za-z0-9]{4}-[A-Za-z0-9]{4}-[A-Za-z0-9]{4})/;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const academy = useFreshAcademy();

async function newPage(browser: Browser): Promise<Page> {
  const context = await academy.newContext(browser);
  return context.newPage();
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** The page's width as laid out: wider than the window means something sticks out sideways. */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate<number>('document.documentElement.scrollWidth'), `ancho de la página a ${width} px`).toBeLessThanOrEqual(width);
}

async function sessionStatus(page: Page, token: string): Promise<number> {
  return (await page.request.get('/api/auth/session', { headers: { Authorization: `Bearer ${token}` } })).status();
}

async function openPrivacyTab(page: Page): Promise<void> {
  await page.goto(privacyTab);
  await expect(page.getByRole('tab', { name: 'Privacidad y seguridad', selected: true })).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toBeVisible();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login/);
}

/** Every violation axe-core finds on the page as it is. */
async function findViolations(page: Page): Promise<string[]> {
  const results = await analyzeAccessibility(page);
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

let currentPassword = DEMO_PASSWORD;

test('resetear las credenciales: la contraseña temporal llega al correo personal, la otra sesión termina y al entrar se elige una nueva', async ({
  browser,
}) => {
  const laptop = await newPage(browser);
  const phone = await newPage(browser);
  await signInAs(laptop, student.email);
  await signInAs(phone, student.email);
  const phoneToken = await readPageToken(phone);

  await openPrivacyTab(laptop);
  await laptop.getByRole('button', { name: 'Resetear contraseña' }).click();
  const dialog = laptop.getByRole('dialog', { name: '¿Resetear tu contraseña?' });
  await expect(dialog).toContainText(personalEmail);
  await dialog.getByRole('button', { name: 'Enviar contraseña temporal' }).click();
  await expectToast(laptop, 'Credenciales reseteadas correctamente');

  // The other device's session has ended; the one that asked goes on.
  expect(await sessionStatus(phone, phoneToken)).toBe(401);
  expect(await sessionStatus(laptop, await readPageToken(laptop))).toBe(200);

  // The temporary password reached the personal address through the academy's mail provider.
  const temporary = await academy.mailbox.readLatest(personalEmail, TEMPORARY_PATTERN);

  // The old password no longer opens; the temporary one asks for a new password before entering.
  await signOut(laptop);
  await openAcademySignIn(laptop);
  await submitAcademyForm(laptop, student.email, DEMO_PASSWORD);
  await expect(laptop.getByRole('alert')).toHaveText('Correo o contraseña incorrectos');
  await submitAcademyForm(laptop, student.email, temporary);
  await expect(laptop.getByRole('heading', { name: 'Elige una contraseña nueva' })).toBeVisible();
  await laptop.screenshot({ path: 'e2e/.artifacts/screenshots/privacy-forced-change-1280.png', fullPage: true });
  await laptop.getByLabel('Contraseña nueva', { exact: true }).fill('corta1');
  await laptop.getByLabel('Repite la contraseña nueva').fill('corta1');
  await laptop.getByRole('button', { name: 'Guardar y entrar' }).click();
  await expect(laptop.getByRole('alert')).toHaveText('La contraseña debe tener al menos 10 caracteres');
  expect(await findViolations(laptop)).toEqual([]);
  currentPassword = 'Primavera.Campus.2027';
  await laptop.getByLabel('Contraseña nueva', { exact: true }).fill(currentPassword);
  await laptop.getByLabel('Repite la contraseña nueva').fill(currentPassword);
  await laptop.getByRole('button', { name: 'Guardar y entrar' }).click();
  await expectToast(laptop, 'Inicio de sesión correcto');
  await expect(laptop).toHaveURL((url) => url.pathname === '/');
  await skipOnboardingTourIfShown(laptop);
  await laptop.context().close();
  await phone.context().close();
});

test('cambiar la contraseña desde el perfil: con un error primero, después se entra con la nueva', async ({ browser }) => {
  const page = await newPage(browser);
  const other = await newPage(browser);
  await signInAs(page, student.email, currentPassword);
  await signInAs(other, student.email, currentPassword);
  const otherToken = await readPageToken(other);
  await openPrivacyTab(page);

  await page.getByLabel('Contraseña actual').fill('NoEsLaMia.2026');
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('Verano.Campus.2027');
  await page.getByLabel('Repite la contraseña nueva').fill('Verano.Campus.2027');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta')).toBeVisible();
  await expect(page.getByLabel('Contraseña actual')).toBeFocused();

  await page.getByLabel('Contraseña actual').fill(currentPassword);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expectToast(page, 'Contraseña actualizada correctamente');
  await expect(page.getByLabel('Contraseña actual')).toHaveValue('');
  expect(await sessionStatus(other, otherToken)).toBe(401);
  currentPassword = 'Verano.Campus.2027';

  await signOut(page);
  await signInAs(page, student.email, currentPassword);
  await page.context().close();
  await other.context().close();
});

test('desconectar todos los dispositivos: se borra el token, se cierra el socket y se vuelve a /', async ({ browser }) => {
  const page = await newPage(browser);
  const other = await newPage(browser);
  await signInAs(page, student.email, currentPassword);
  await signInAs(other, student.email, currentPassword);
  const [token, otherToken] = [await readPageToken(page), await readPageToken(other)];
  await openPrivacyTab(page);

  await page.getByRole('button', { name: 'Desconectar todos los dispositivos' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Desconectar todos los dispositivos?' });
  await dialog.getByRole('button', { name: 'Desconectar' }).click();
  await expectToast(page, 'Dispositivos desconectados correctamente');
  // Back to / without a session: the signed-out home is the sign-in screen.
  await expect(page).toHaveURL(/\/login/);
  expect(await readPageStorage(page, 'campus.token')).toBeNull();
  expect(await sessionStatus(page, token)).toBe(401);
  expect(await sessionStatus(other, otherToken)).toBe(401);
  await page.context().close();
  await other.context().close();
});

test('la pestaña de privacidad se ve bien y pasa axe a 375 y 1280 px; cerrar cuenta no está disponible', async ({ browser }) => {
  const page = await newPage(browser);
  await signInAs(page, student.email, currentPassword);
  await openPrivacyTab(page);
  await page.getByRole('button', { name: 'Cerrar cuenta' }).click();
  await expectToast(page, 'Función no disponible en esta versión');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });

  await shootAtWidths(page, 'privacy-tab', async (width) => {
    await expect(page.getByRole('heading', { name: 'Centro de privacidad' })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    if (width === 375 || width === 1280) expect.soft(await findViolations(page), `pestaña de privacidad a ${width} px`).toEqual([]);
  });
  // The change form with its errors, as a person sees it after a wrong submit.
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Introduce tu contraseña actual')).toBeVisible();
  expect(await findViolations(page)).toEqual([]);
  await page.screenshot({ path: 'e2e/.artifacts/screenshots/privacy-tab-errors-375.png', fullPage: true });
  await page.context().close();
});

test('la política de protección de datos y el aviso legal son públicos, se enlazan entre sí y pasan axe', async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto('/privacidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de protección de datos' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Quién es el responsable/ })).toContainText('Campus Formación, S.L.');
  await shootAtWidths(page, 'legal-privacy-policy', async (width) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    if (width === 375 || width === 1280) expect.soft(await findViolations(page), `/privacidad a ${width} px`).toEqual([]);
  });
  await page.getByRole('navigation', { name: 'Textos legales' }).getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page).toHaveURL(/\/aviso-legal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso legal' })).toBeVisible();
  await expect(page.getByRole('region', { name: /Datos del titular/ })).toContainText('B88123456');
  await shootAtWidths(page, 'legal-notice', async (width) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, width);
    if (width === 375 || width === 1280) expect.soft(await findViolations(page), `/aviso-legal a ${width} px`).toEqual([]);
  });
  await page.context().close();
});
