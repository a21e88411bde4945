import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { demoAccounts, openAcademySignIn, signInButton, submitAcademyForm } from './support/auth';
import { startFreshServer, type FreshServer } from './support/fresh-server';

/**
 * The onboarding tours (spec 000 §2, §4). Only the demo student has the home one pending (Hugo Alonso the
 * first-formation one), and the first sign-in of
 * the shared server (any spec) answers it for good, so each test here runs against a server of its own
 * with a freshly seeded academy: finishing and skipping each get a pending tour.
 */
const screenshotDir = path.join(import.meta.dirname, '.artifacts', 'screenshots');
const stepTitles = ['¡Te damos la bienvenida a Campus!', 'El menú principal', 'Tu racha', 'Notificaciones', 'Tu perfil', 'Tus formaciones'];
const stepTargets = [null, 'menu', 'streak', 'notifications', 'profile', 'content'] as const;
/** A formation of the demo student and of Hugo Alonso, the one student the seed leaves its first-formation tour pending. */
const DAW_A = '/formacion/FOR-DAW/GRU-DAW-2026-A';
const HUGO = 'hugo.alonso@campus.test';

test.describe.configure({ timeout: 180_000 });

let server: FreshServer | null = null;

test.afterEach(async () => {
  await server?.stop();
  server = null;
});

/** A page on a fresh server, signed in as the demo student, without closing the tour. */
async function signInOnFreshServer(browser: Browser, width: number): Promise<Page> {
  server = await startFreshServer();
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width, height: 850 } });
  const page = await context.newPage();
  await openAcademySignIn(page);
  await submitAcademyForm(page, demoAccounts.student.email);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  return page;
}

function tour(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Saltar', exact: true }) });
}

/** The answer of the complete call, with the payload the page sent. */
function waitForCompletion(page: Page) {
  return page.waitForResponse((response) => /\/api\/onboardings\/complete\//.test(response.url()) && response.request().method() === 'POST');
}

async function signInAgain(page: Page, email: string = demoAccounts.student.email): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // The address may already read '/' before the logout has finished: wait for the signed-out screen itself, or
  // the next page load still finds the session and skips the sign-in screen.
  await expect(signInButton(page)).toBeVisible();
  await openAcademySignIn(page);
  await submitAcademyForm(page, email);
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

test('el recorrido recorre sus seis pasos señalando cada elemento; Finalizar envía completed true y no vuelve', async ({ browser }) => {
  const page = await signInOnFreshServer(browser, 1280);
  const dialog = tour(page);
  await expect(dialog).toBeVisible();

  for (const [index, title] of stepTitles.entries()) {
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog).toContainText(`Paso ${index + 1} de 6`);
    const target = stepTargets[index];
    if (target) {
      // The highlighted element is the visible one the step names (the side menu at this width).
      const element = page.locator(`[data-tour="${target}"]`).filter({ visible: true }).first();
      await expect(element).toBeVisible();
    }
    await page.screenshot({ path: path.join(screenshotDir, `onboarding-step-${index + 1}-1280.png`) });
    if (index < stepTitles.length - 1) await dialog.getByRole('button', { name: 'Siguiente' }).click();
  }
  await dialog.getByRole('button', { name: 'Anterior' }).click();
  await expect(dialog.getByRole('heading', { name: 'Tu perfil' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  // The step texts follow the width: under 768 px they speak of the ☰ button.
  await dialog.getByRole('button', { name: 'Anterior' }).click();
  for (let step = 5; step > 2; step -= 1) await dialog.getByRole('button', { name: 'Anterior' }).click();
  await expect(dialog.getByRole('heading', { name: 'El menú principal' })).toBeVisible();
  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 850 });
    await expect(dialog).toContainText(width < 768 ? 'Abre el menú con el botón ☰' : 'Desde el menú de la izquierda');
    await page.screenshot({ path: path.join(screenshotDir, `onboarding-menu-step-${width}.png`) });
  }
  for (let step = 2; step < 6; step += 1) await dialog.getByRole('button', { name: 'Siguiente' }).click();

  const completion = waitForCompletion(page);
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  const response = await completion;
  expect(response.status()).toBe(200);
  const payload = response.request().postDataJSON() as { onboarding_id: number; completed: boolean; onboarding_visible: boolean };
  expect(payload).toMatchObject({ completed: true, onboarding_visible: false });
  const answer = (await response.json()) as { onBoardingData: { userOnBoardings: { id: number; onboarding_name: string; completed: boolean | null }[] } };
  expect(answer.onBoardingData.userOnBoardings.find((item) => item.id === payload.onboarding_id)).toMatchObject({ onboarding_name: 'home', completed: true });
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await signInAgain(page);
  await expect(dialog).toHaveCount(0);

  // The demo student answered the first-formation tour long ago: her formation opens straight away.
  await page.goto(DAW_A);
  await expect(page.getByRole('navigation', { name: 'Temario de la formación' })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Hugo has not opened a formation yet: the first one he opens shows its tour, over the syllabus.
  await signInAgain(page, HUGO);
  await page.goto(DAW_A);
  await expect(dialog.getByRole('heading', { name: 'Tu primera formación' })).toBeVisible();
  await expect(dialog).toContainText('Paso 1 de 3');
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByRole('heading', { name: 'El temario' })).toBeVisible();
  await expect(page.locator('[data-tour="syllabus"]')).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'onboarding-formation-syllabus-1280.png') });
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  const formationCompletion = waitForCompletion(page);
  await dialog.getByRole('button', { name: 'Finalizar' }).click();
  const formationResponse = await formationCompletion;
  expect(formationResponse.status()).toBe(200);
  const formationPayload = formationResponse.request().postDataJSON() as { onboarding_id: number };
  expect(formationPayload).toMatchObject({ completed: true, onboarding_visible: false });
  const formationAnswer = (await formationResponse.json()) as {
    onBoardingData: { userOnBoardings: { id: number; onboarding_name: string; completed: boolean | null }[] };
  };
  expect(formationAnswer.onBoardingData.userOnBoardings.find((item) => item.id === formationPayload.onboarding_id)).toMatchObject({
    onboarding_name: 'first_formation',
    completed: true,
  });
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Temario de la formación' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('Saltar envía completed false, lo oculta y no vuelve (375 px)', async ({ browser }) => {
  const page = await signInOnFreshServer(browser, 375);
  const dialog = tour(page);
  await expect(dialog.getByRole('heading', { name: stepTitles[0] })).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'onboarding-welcome-375.png') });
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog).toContainText('Abre el menú con el botón ☰');
  await expect(page.locator('[data-tour="menu"]').filter({ visible: true })).toHaveAttribute('aria-label', 'Abrir menú');

  const completion = waitForCompletion(page);
  await dialog.getByRole('button', { name: 'Saltar', exact: true }).click();
  const response = await completion;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({ completed: false, onboarding_visible: false });
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

  await signInAgain(page);
  await expect(dialog).toHaveCount(0);
});
