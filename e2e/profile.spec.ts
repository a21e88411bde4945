import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, waitForToasts } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { useFreshAcademy } from './support/fresh-academy';
import { freemiumCourses, openFreeTrial, signInWithMailedCode, skipWelcomeTour, visitorEmail } from './support/freemium';
import { shootAtWidths } from './support/screens';

/**
 * The profile end to end (spec 002 §2 Profile, §5, §6, §8; issue 13 acceptance 1, 2 and 9) on a fresh server of
 * its own (the demo student's name and picture change here, and other specs read them): the student edits
 * and saves her data with a validation error first, uploads and removes a picture and sees the header follow
 * at once; the tabs live in the address and answer the arrow keys; a contact of type 3 and a free-trial
 * visitor see only the information tab (the visitor's fields disabled, the picture actions opening the
 * purchase dialog); another contact's profile says 'Este usuario no existe' and goes home. axe-core at 375
 * and 1280 px; screenshots at 375, 800 and 1280 px.
 */

const studentCode = 'CON-10001';
const pictureFile = path.join(import.meta.dirname, '..', 'apps', 'server', 'media', 'demo', 'imagenes', 'constantes-vitales.jpg');

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const academy = useFreshAcademy();

async function openContext(browser: Browser) {
  return academy.newContext(browser);
}

/** The header's link to the profile (the user's name with the picture). */
const headerProfileLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Lucía/ });

test('la alumna corrige un error y guarda su perfil (nombre y DNI los gestiona secretaría); sube y quita su foto', async ({ browser }) => {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await signInAs(page, demoAccounts.student.email);
    await headerProfileLink(page).click();
    await expect(page).toHaveURL((url) => url.pathname === `/perfil/${studentCode}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(page.getByRole('tab')).toHaveText(['Información personal', 'Matriculas', 'Secretaría', 'Privacidad y seguridad', 'Licencias']);

    const firstname = page.getByLabel('Nombre', { exact: true });
    await expect(firstname).toHaveValue('Lucía');
    await expect(page.getByLabel('Email educativo')).toHaveValue('alumno@campus.test');
    await expect(page.getByLabel('Email educativo')).not.toBeEditable();
    await expect(page.getByLabel('Fecha de alta')).not.toBeEditable();
    await expect(page.getByLabel('DNI')).toHaveValue('51234567C');
    await expect(page.getByRole('button', { name: 'Resetear contraseña' })).toBeVisible();

    // The name and DNI are the academy's (issue 27): shown read-only, with the way to change them.
    await expect(firstname).not.toBeEditable();
    await expect(page.getByLabel('DNI')).not.toBeEditable();
    await expect(page.getByText('Para cambiar tu nombre o DNI, abre una solicitud a secretaría')).toBeVisible();

    // A rule broken first: the form says which, under the field, and sends nothing.
    const personalEmail = page.getByLabel('Email personal');
    await personalEmail.fill('lucia-en-correo');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El campo Email personal debe tener una dirección de correo válida')).toBeVisible();
    await expect(personalEmail).toBeFocused();
    // A new personal address asks for the current password.
    await expect(page.getByLabel('Contraseña actual')).toBeVisible();
    await expectAccessible(page, 'perfil con un error', async () => {
      await expect(page.getByText('El campo Email personal debe tener una dirección de correo válida')).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    await personalEmail.fill('lucia.fernandez.ortega@correo.test');
    await expect(page.getByLabel('Contraseña actual')).toHaveCount(0);
    await page.getByLabel('Alergias').fill('Alergia a la penicilina');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Contacto actualizado correctamente')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía');
    await expect(page.getByLabel('Alergias')).toHaveValue('Alergia a la penicilina');
    await waitForToasts(page);

    // The picture: chosen, cut to a square by the server, shown in the profile and the header at once.
    await page.locator('input[type="file"]').setInputFiles(pictureFile);
    await expect(page.getByText('Foto de perfil actualizada')).toBeVisible();
    const headerPicture = page.getByRole('banner').locator('img');
    await expect(headerPicture).toHaveAttribute('src', /^\/api\/avatars\/[0-9a-f]{32}\.webp$/);
    await expect.poll(() => headerPicture.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(256);
    await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
    await waitForToasts(page);
    await expectAccessible(page, 'perfil con foto', async () => {
      await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
    });
    await shootAtWidths(page, 'profile-info', async () => {
      await expect(page.getByRole('button', { name: 'Cambiar foto' })).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Eliminar foto' }).click();
    await expect(page.getByText('Foto de perfil eliminada')).toBeVisible();
    await expect(page.getByRole('banner').locator('img')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Subir foto' })).toBeVisible();

    // The tabs live in the address and answer the arrow keys.
    await page.getByRole('tab', { name: 'Matriculas' }).click();
    await expect(page).toHaveURL(/\?tab=enrollments$/);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Secretaría' })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=secretary$/);
    await page.goto(`/perfil/${studentCode}?tab=licencies`);
    await expect(page.getByRole('tab', { name: 'Licencias' })).toHaveAttribute('aria-selected', 'true');
  } finally {
    await context.close();
  }
});

test("el perfil de otra persona dice 'Este usuario no existe' y vuelve al inicio", async ({ browser }) => {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await signInAs(page, demoAccounts.student.email);
    await page.goto('/perfil/CON-10002');
    await expect(page.getByText('Este usuario no existe')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  } finally {
    await context.close();
  }
});

test('un contacto de tipo 3 ve solo la información personal, y puede guardarla', async ({ browser }) => {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await signInAs(page, demoAccounts.limited.email);
    await page.goto('/perfil/CON-10003?tab=secretary');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Sergio');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeVisible();
    await expectAccessible(page, 'perfil de tipo 3', async () => {
      await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
    });
    await shootAtWidths(page, 'profile-limited', async () => {
      await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
    });
  } finally {
    await context.close();
  }
});

test('un visitante de prueba gratuita ve sus datos sin poder editarlos, y la foto le ofrece matricularse', async ({ browser }) => {
  const context = await openContext(browser);
  try {
    const page = await context.newPage();
    await openFreeTrial(page, freemiumCourses.withFreeContent);
    await signInWithMailedCode(page, academy.mailbox, { name: 'Visitante Perfil', email: visitorEmail('perfil') });
    await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
    await skipWelcomeTour(page);
    await page
      .getByRole('dialog', { name: 'Elige tu formación' })
      .getByRole('button', { name: /Grupo A/ })
      .click();
    await waitForToasts(page);

    await page
      .getByRole('banner')
      .getByRole('link', { name: /Visitante Perfil/ })
      .click();
    await expect(page.getByLabel('Nombre', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Alergias')).toBeDisabled();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Resetear contraseña' })).toHaveCount(0);
    await expectAccessible(page, 'perfil freemium', async () => {
      await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
    });
    await shootAtWidths(page, 'profile-freemium', async () => {
      await expect(page.getByLabel('Nombre', { exact: true })).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Subir foto' }).click();
    await expect(page.getByRole('dialog', { name: 'Editar tu perfil es para alumnos matriculados' })).toBeVisible();
  } finally {
    await context.close();
  }
});
