import path from 'node:path';
import { expect, test } from '@playwright/test';
import { demoAccounts, signInAs, signInButton } from './support/auth';
import { mailApi, openMailFolder } from './support/mail';
import { shootAtWidths } from './support/screens';

/**
 * Saves what the main screens (and the open mobile drawer) look like at phone, tablet and desktop widths into
 * e2e/.artifacts/screenshots (not committed), so people can open the PNGs. Nothing is compared pixel
 * by pixel; each shot asserts that the page really rendered first.
 */
const widths = [375, 800, 1280] as const;
const screenshotDir = path.join(import.meta.dirname, '.artifacts', 'screenshots');

test('capturas de /login, de la página de la academia y del menú móvil abierto a 375, 800 y 1280 px', async ({ page }) => {
  // Seven full-page shots and a sign-in: more than the default 45 s when CI runs the suites in parallel.
  test.setTimeout(90_000);
  const shoot = async (name: string, width: number) => {
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
  };

  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(signInButton(page)).toBeVisible();
    await shoot('login', width);

    // On from the /login just shot (openAcademySignIn would load it a second time).
    await signInButton(page).click();
    await expect(page).toHaveURL(/\/auth\/authorize\?/);
    await expect(page.getByRole('heading', { name: 'Acceso a Campus' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await shoot('auth-authorize', width);
  }

  // The home itself is shot by home.spec.ts (home-dashboard, as the app draws it) and server-rendered-home.spec.ts
  // (home-server-rendered, as the server sends it), each at the three widths: here only the mobile drawer, open.
  await page.setViewportSize({ width: 375, height: 900 });
  await signInAs(page, demoAccounts.student.email);
  await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Menú principal' })).toBeVisible();
  await shoot('menu-drawer', 375);
});

test('capturas de /correo: la bandeja, un correo abierto con su adjunto y el redactor, a 375, 800 y 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAs(page, demoAccounts.student.email);
  await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
  // A seeded mail already read (opening it changes nothing): the nursing tutor's correction, with its PDF.
  const corrected = (await mailApi(page).list('inbox')).find((item) => item.subject === 'Corrección del caso práctico de valoración del paciente');
  expect(corrected, 'el seed deja la corrección del caso práctico en Recibidos').toBeDefined();
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
  };
  await shootAtWidths(page, 'correo', async () => {
    await openMailFolder(page);
    await settle();
  });
  await shootAtWidths(page, 'correo-lectura', async () => {
    await page.goto(`/correo?mailId=${corrected!.id}`);
    await expect(page.getByRole('article', { name: corrected!.subject }).getByRole('button', { name: /^Descargar / })).toBeVisible();
    await settle();
  });
  await shootAtWidths(page, 'correo-redactar', async () => {
    await openMailFolder(page);
    await page.getByRole('button', { name: 'Correo nuevo' }).click();
    await expect(page.getByRole('region', { name: 'Correo nuevo', exact: true }).getByRole('textbox', { name: 'Mensaje' })).toBeVisible();
    await settle();
  });
});
