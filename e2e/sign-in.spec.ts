import { expect, test } from '@playwright/test';
import { DEMO_TEACHER_TOKEN, demoContactCodes } from '../apps/server/src/db/seed/index';
import { demoAccounts, menuItems, openAcademySignIn, signInButton, skipOnboardingTourIfShown, submitAcademyForm, trackBearerTokens } from './support/auth';
import { sideMenu } from './support/shell';

test.describe('Inicio de sesión', () => {
  test('el alumno entra por la página de la academia, ve el marco de la aplicación y cierra sesión', async ({ page, request }) => {
    const tokens = trackBearerTokens(page);

    // Signed out, the home sends to /login, which offers the academy sign-in.
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await openAcademySignIn(page);

    // The academy page: Spanish form, coming back to this app's /login with a one-time code.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const authorizeUrl = new URL(page.url());
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(new URL('/login', page.url()).href);
    const backToLogin = page.waitForURL((url) => url.pathname === '/login' && /^[A-Za-z0-9_-]{22,}$/.test(url.searchParams.get('code') ?? ''));
    await submitAcademyForm(page, demoAccounts.student.email);
    await backToLogin;

    await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await skipOnboardingTourIfShown(page);

    // The shell: every menu entry, and the user's name linking to their profile.
    const menu = sideMenu(page);
    for (const item of menuItems) {
      await expect(menu.getByText(item, { exact: true }).first(), `menú: ${item}`).toBeVisible();
    }
    const profileLink = page.getByRole('link', { name: demoAccounts.student.fullname });
    await expect(profileLink).toBeVisible();
    await expect(profileLink).toHaveAttribute('href', `/perfil/${demoContactCodes.student}`);

    // The web sends the session as a bearer token, and the server accepts it.
    const token = tokens.latest();
    expect(token, 'la web envía el token como Bearer').toBeTruthy();
    const session = await request.get('/api/auth/session', { headers: { authorization: `Bearer ${token}` } });
    expect(session.status()).toBe(200);

    // Sign out: back to /login through /, and the old token no longer opens a session.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(signInButton(page)).toBeVisible();
    await expect
      .poll(async () => (await request.get('/api/auth/session', { headers: { authorization: `Bearer ${tokens.latest() ?? token}` } })).status())
      .toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('una contraseña incorrecta muestra el error en la página de la academia', async ({ page }) => {
    await openAcademySignIn(page);
    // Another account than the student's, so the failed attempt does not count against the other tests.
    await submitAcademyForm(page, demoAccounts.limited.email, 'NoEsLaContraseña.1');
    await expect(page.getByText('Correo o contraseña incorrectos')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/authorize');
    // The form is shown again, with the address kept, ready for another try.
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(demoAccounts.limited.email);
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  });

  test('una cuenta sin tipos de alumno ni matrícula es rechazada y sigue sin sesión', async ({ page }) => {
    await openAcademySignIn(page);
    await submitAcademyForm(page, demoAccounts.refused.email);
    await expect(page.getByText('No tienes acceso a esta plataforma')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    // Issue 29: the refusal stays in the page (not a toast that vanishes), with what to do next.
    const refusal = page.getByRole('main').getByRole('alert', { name: 'No tienes acceso a esta plataforma' });
    await expect(refusal).toContainText('escribe a la secretaría de la academia');
    await expect(page.getByRole('button', { name: 'Volver a intentarlo' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });

  test('un formulario de acceso enviado desde otro sitio no consigue un código (login CSRF)', async ({ page, baseURL }) => {
    // The attacker's page posts the academy form with their own account and no state.
    await page.setContent(`<form method="post" action="${baseURL}/auth/authorize">
      <input name="email" value="${demoAccounts.limited.email}"><input name="password" value="Campus.2026">
      <input name="redirect_uri" value="${baseURL}/login"><button type="submit">Enviar</button></form>`);
    const answer = page.waitForResponse((response) => response.url().endsWith('/auth/authorize') && response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Enviar' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByText('Este formulario de acceso solo se puede enviar desde Campus.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/auth/authorize');
  });

  test('una vuelta a /login con un código pero sin el state de este navegador no inicia sesión', async ({ page }) => {
    const exchanges: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login-app-alumno')) exchanges.push(request.url());
    });
    await page.goto('/login?code=codigo-plantado-por-otro-sitio-0123456789');
    await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.search === '');
    expect(exchanges).toEqual([]);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  });

  test('el enlace con token del profesor inicia sesión', async ({ page }) => {
    await page.goto(`/login?t=${encodeURIComponent(DEMO_TEACHER_TOKEN)}`);
    await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
    await skipOnboardingTourIfShown(page);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(sideMenu(page).getByText('Inicio', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: demoAccounts.teacher.fullname })).toHaveAttribute('href', `/perfil/${demoContactCodes.teacher}`);
  });

  test('un código no válido muestra "Error al iniciar sesión"', async ({ page }) => {
    await page.goto('/login?code=not-a-valid-code-0000000000000000');
    await expect(page.getByText('Error al iniciar sesión')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
  });

  test('un código ya usado no vuelve a servir', async ({ page, request }) => {
    await openAcademySignIn(page);
    let code = '';
    const backToLogin = page.waitForURL((url) => {
      code = url.searchParams.get('code') ?? '';
      return url.pathname === '/login' && code !== '';
    });
    await submitAcademyForm(page, demoAccounts.student.email);
    await backToLogin;
    await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
    const reuse = await request.get(`/api/auth/login-app-alumno?code=${encodeURIComponent(code)}&platform=alumno`);
    expect(reuse.status()).toBeGreaterThanOrEqual(400);
    expect(reuse.status()).toBeLessThan(500);
    expect(await reuse.json()).toMatchObject({ status: expect.any(String) });
  });
});
