import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/** Password of every demo account (README, academy sign-in page). */
export const DEMO_PASSWORD = 'Campus.2026';

/** Demo accounts the end-to-end tests use, as the README lists them. */
export const demoAccounts = {
  student: { email: 'alumno@campus.test', fullname: 'Lucía Fernández Ortega' },
  admin: { email: 'admin@campus.test' },
  limited: { email: 'limitado@campus.test' },
  staff: { email: 'staff@campus.test' },
  refused: { email: 'sinacceso@campus.test' },
  teacher: { email: 'profesor@campus.test', fullname: 'Alberto Sánchez Molina' },
} as const;

/** The seven entries of the side menu (spec 000 §2, Shell). */
export const menuItems = ['Inicio', 'Calendario', 'Comunicación', 'Evaluaciones', 'Estadísticas', 'Tests', 'Incidencias'] as const;

/** The app's "Iniciar sesión" button on /login, which leads to the academy sign-in. */
export function signInButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Iniciar sesión', exact: true });
}

/** From the app's sign-in screen, follows "Iniciar sesión" to the academy's own sign-in page. */
export async function openAcademySignIn(page: Page): Promise<void> {
  await page.goto('/login');
  await signInButton(page).click();
  await expect(page).toHaveURL(/\/auth\/authorize\?/);
  await expect(page.getByRole('heading', { name: 'Acceso a Campus' })).toBeVisible();
}

/** Fills and sends the academy sign-in form that is on screen. */
export async function submitAcademyForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/**
 * Signs in as the app's own return from the academy sign-in: the academy's form is sent through the page's request
 * context (same cookies: the state cookie of GET /auth/authorize, the form's Origin check), and the page then opens
 * the /login?code=… return, where the app exchanges the code, toasts and goes home as it does for a person. The
 * academy's page itself (typing, its own load) is walked by sign-in.spec.ts; every other journey starts here, one
 * app load instead of two. Leaves the page on `/` inside the shell.
 */
export async function signInAs(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const state = randomBytes(16).toString('hex');
  const redirectUri = `${origin}/login`;
  const authorize = await page.request.get(`/auth/authorize?${new URLSearchParams({ redirect_uri: redirectUri, state }).toString()}`);
  expect(authorize.ok(), `GET /auth/authorize → ${authorize.status()}`).toBe(true);
  const answer = await page.request.post('/auth/authorize', {
    form: { redirect_uri: redirectUri, state, email, password },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const location = answer.headers()['location'];
  expect(location, `POST /auth/authorize → ${answer.status()}`).toContain('code=');
  // The app checks the returned state against the one it sent (sessionStorage): set it for this return only.
  await page.addInitScript((sent) => {
    const browser = globalThis as unknown as { location: { search: string }; sessionStorage: { setItem(key: string, value: string): void } };
    if (new URLSearchParams(browser.location.search).get('state') === sent) browser.sessionStorage.setItem('campus.signInState', sent);
  }, state);
  await page.goto(location ?? '/login');
  await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await skipOnboardingTourIfShown(page);
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
}

/**
 * The onboarding tour opens on the home while the user's 'home' onboarding is pending (the demo student's
 * is, until someone skips or finishes it: the answer is stored on the server). Tests share one data folder
 * and run in any order, so each sign-in closes the tour when it is there, with 'Saltar'.
 */
export async function skipOnboardingTourIfShown(page: Page): Promise<void> {
  const tour = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Saltar', exact: true }) });
  // While the modal tour is open the shell is hidden from assistive technology, so this waits for
  // whichever of the two the user is really facing.
  await expect(tour.or(page.getByRole('button', { name: 'Cerrar sesión' })).first()).toBeVisible();
  if (!(await page.evaluate(IS_TOUR_DUE_SCRIPT))) return;
  await tour.getByRole('button', { name: 'Saltar', exact: true }).click();
  await expect(tour).toBeHidden();
}

/**
 * Whether the shell shows the tour here: on the home, while the onboardings the sign-in stored
 * (lib/onboarding-store, key 'campus.onboarding') hold a pending 'home' one (contract isOnboardingPending).
 * Read from the page instead of waiting a while to see if the tour turns up. A string, because the e2e
 * project has no DOM types.
 */
const IS_TOUR_DUE_SCRIPT = `(() => {
  if (window.location.pathname !== '/') return false;
  try {
    const stored = JSON.parse(window.localStorage.getItem('campus.onboarding') ?? 'null');
    return Boolean(stored?.onBoarding?.some((onboarding) => onboarding.onboarding_name === 'home' && onboarding.completed === null && onboarding.onboarding_visible));
  } catch {
    return false;
  }
})()`;

/** Records the bearer tokens the web app sends, so a test can check what the server does with them. */
export function trackBearerTokens(page: Page): { latest: () => string | undefined } {
  let latest: string | undefined;
  page.on('request', (request) => {
    const header = request.headers()['authorization'];
    if (request.url().includes('/api/') && header?.startsWith('Bearer ')) latest = header.slice('Bearer '.length);
  });
  page.on('response', (response) => {
    const renewed = response.headers()['authorization'];
    if (response.url().includes('/api/') && renewed) latest = renewed.replace(/^Bearer\s+/i, '');
  });
  return { latest: () => latest };
}
