import { expect, type Page } from '@playwright/test';

/** Display names of the three freemium providers, as the dialog and the simulation pages write them. */
export const freemiumProviders = ['Google', 'Microsoft', 'Facebook'] as const;
export type FreemiumProviderName = (typeof freemiumProviders)[number];

/** Formation codes of the demo academy: nursing has free content, DAW has none (server seed). */
export const freemiumCourses = { withFreeContent: 'FOR-ENF', withoutFreeContent: 'FOR-DAW' } as const;

/** A fresh visitor e-mail, so every run and test creates its own freemium contact. */
export function visitorEmail(tag: string): string {
  return `prueba.${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@correo.test`.toLowerCase();
}

/** Opens the free-trial dialog of a course on /login. */
export async function openFreeTrial(page: Page, course: string): Promise<void> {
  await page.goto(`/login?mode=prueba-gratis&course=${encodeURIComponent(course)}`);
  await expect(page.getByRole('dialog', { name: 'Prueba Campus gratis' })).toBeVisible();
}

/**
 * Picks a provider in the dialog, and on the built-in simulation page of that provider (no real
 * credentials in tests) signs in with a name and an e-mail; the browser comes back to /login.
 */
export async function signInWithProvider(page: Page, provider: FreemiumProviderName, visitor: { name: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: `Continuar con ${provider}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/auth/freemium/${provider.toLowerCase()}/authorize`);
  await expect(page.getByRole('heading', { name: `Acceso con ${provider}` })).toBeVisible();
  await expect(page.getByText(`Simulación de ${provider} (no hay credenciales de ${provider} configuradas)`)).toBeVisible();
  await page.getByLabel('Nombre y apellidos').fill(visitor.name);
  await page.getByLabel('Correo electrónico').fill(visitor.email);
  await page.getByRole('button', { name: `Continuar con ${provider}` }).click();
}

type BrowserStorage = { localStorage: { getItem(key: string): string | null } };

/** A value the app keeps in the page's localStorage (the freemium trial keys). */
export function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as BrowserStorage).localStorage.getItem(name), key);
}

/**
 * A new freemium visitor first gets the welcome tour (their 'home' onboarding is pending); the tests of the
 * trial skip it, as a visitor in a hurry would, and the formation chooser follows.
 */
export async function skipWelcomeTour(page: Page): Promise<void> {
  const tour = page.getByRole('dialog', { name: '¡Te damos la bienvenida a Campus!' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'Saltar' }).click();
  await expect(tour).toBeHidden();
}
