import { expect, test } from '@playwright/test';
import { demoAccounts, menuItems, signInAs } from './support/auth';
import { sideMenu } from './support/shell';

test('una ruta desconocida muestra la página de no encontrado con enlace a incidencias', async ({ page }) => {
  const response = await page.goto('/esta-ruta-no-existe');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
  const casesLink = page.getByRole('link', { name: 'Abrir una incidencia' });
  await expect(casesLink).toHaveAttribute('href', '/incidencias');
  const homeLink = page.getByRole('link', { name: 'Volver al inicio' });
  await expect(homeLink).toHaveAttribute('href', '/');
  // Signed out, going home leads to the sign-in screen.
  await homeLink.click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test.describe('móvil (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('el menú es un cajón que abre el botón de hamburguesa', async ({ page }) => {
    await signInAs(page, demoAccounts.student.email);
    const menu = sideMenu(page);
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menú principal' });
    await expect(drawer).toBeVisible();
    for (const item of menuItems) {
      await expect(drawer.getByText(item, { exact: true }).first(), `menú: ${item}`).toBeVisible();
    }

    // Choosing an entry navigates and closes the drawer.
    await drawer.getByRole('link', { name: 'Evaluaciones', exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/evaluaciones');
    await expect(drawer).toBeHidden();
    // The address changes before the new page has rendered (its code loads in a transition); the drawer closes
    // again when that render lands, so the person reopens it once the page is there.
    await expect(page.getByRole('heading', { level: 1, name: 'Evaluaciones' })).toBeVisible();

    // Escape closes it too.
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
