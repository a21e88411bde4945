import { expect, type Page } from '@playwright/test';
import type { Mailbox } from './mailbox';

/** Display names of the three freemium providers, as the dialog writes them. */
export const freemiumProviders = ['Google', 'Microsoft', 'Facebook'] as const;

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
 * The free trial on a production server with mail but no provider credentials: the dialog's single
 * "Continuar con tu correo", name and e-mail on the built-in provider page, then the 6-digit code that
 * arrived in the mailbox. The browser comes back to /login.
 */
export async function signInWithMailedCode(page: Page, mailbox: Mailbox, visitor: { name: string; email: string }): Promise<void> {
  await page.getByRole('button', { name: 'Continuar con tu correo' }).click();
  await expect(page.getByRole('heading', { name: 'Prueba gratis con tu correo' })).toBeVisible();
  await expect(page.getByText('Simulación')).toHaveCount(0);
  await page.getByLabel('Nombre y apellidos').fill(visitor.name);
  await page.getByLabel('Correo electrónico').fill(visitor.email);
  await page.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(`Te hemos enviado un código de 6 cifras a ${visitor.email}`)).toBeVisible();
  const code = await mailbox.readLatest(visitor.email, /Campus es (\d{6})\./);
  await page.getByLabel('Código recibido por correo').fill(code);
  await page.getByRole('button', { name: 'Confirmar código' }).click();
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
