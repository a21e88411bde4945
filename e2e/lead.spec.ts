import { expect, test, type Locator, type Page } from '@playwright/test';
import { freemiumCourses, openFreeTrial, visitorEmail } from './support/freemium';
import { shootAtWidths } from './support/screens';

const LEAD_TITLE = '¿Necesitas más información? Te llamamos gratis';

async function openLeadSheet(page: Page): Promise<Locator> {
  await openFreeTrial(page, freemiumCourses.withFreeContent);
  await page.getByRole('button', { name: 'Pide información' }).click();
  const sheet = page.getByRole('dialog', { name: LEAD_TITLE });
  await expect(sheet).toBeVisible();
  return sheet;
}

test.describe('Formulario "Te llamamos gratis"', () => {
  test('muestra los errores al tocar o enviar, los borra al editar y envía los datos recortados', async ({ page }) => {
    const sheet = await openLeadSheet(page);

    // Nothing shows before touching.
    await expect(sheet.getByText('El nombre es requerido')).toHaveCount(0);
    // A field left empty shows its own error only.
    await sheet.getByLabel('Nombre').focus();
    await sheet.getByLabel('Apellidos').focus();
    await expect(sheet.getByText('El nombre es requerido')).toBeVisible();
    await expect(sheet.getByText('Los apellidos son requeridos')).toHaveCount(0);
    // Editing clears it at once.
    await sheet.getByLabel('Nombre').pressSequentially('A');
    await expect(sheet.getByText('El nombre es requerido')).toHaveCount(0);
    await sheet.getByLabel('Nombre').fill('');

    // Submitting collects every error.
    await sheet.getByRole('button', { name: 'Solicitar llamada gratuita' }).click();
    for (const message of [
      'El nombre es requerido',
      'Los apellidos son requeridos',
      'El teléfono es requerido',
      'El email es requerido',
      'Debes aceptar la política de privacidad',
    ]) {
      await expect(sheet.getByText(message)).toBeVisible();
    }
    await shootAtWidths(
      page,
      'lead-errors',
      async () => {
        await expect(sheet.getByText('Debes aceptar la política de privacidad')).toBeVisible();
      },
      { fullPage: false },
    );

    // Formats.
    await sheet.getByLabel('Teléfono').fill('600 12');
    await sheet.getByLabel('Email').fill('lucia@correo');
    await sheet.getByLabel('Email').blur();
    await expect(sheet.getByText('Formato de teléfono inválido')).toBeVisible();
    await expect(sheet.getByText('Formato de email inválido')).toBeVisible();

    const email = visitorEmail('form');
    await sheet.getByLabel('Nombre').fill('  Lucía  ');
    await sheet.getByLabel('Apellidos').fill(' Fernández Ortega ');
    await sheet.getByLabel('Teléfono').fill(' +34 (600) 123-456 ');
    await sheet.getByLabel('Email').fill(`  ${email} `);
    await sheet.getByLabel('He leído y acepto la política de privacidad').check();
    await sheet.getByRole('button', { name: 'Leer la política de privacidad' }).click();
    await expect(sheet.getByText(/Finalidad:/)).toBeVisible();

    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/nueva-oportunidad'));
    await sheet.getByRole('button', { name: 'Solicitar llamada gratuita' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      nombre: 'Lucía',
      apellidos: 'Fernández Ortega',
      telefono: '+34 (600) 123-456',
      email,
      aceptaPolitica: true,
      formacion: freemiumCourses.withFreeContent,
    });
    // Nothing in the answer signs anyone in: a trial link, if any, goes to the lead's own mailbox.
    expect(await response.json()).toEqual({ status: 'ok', message: '¡Información enviada correctamente! Nos pondremos en contacto contigo pronto.' });
    await expect(page.getByText('¡Información enviada correctamente! Nos pondremos en contacto contigo pronto.')).toBeVisible();
    await expect(sheet).toBeHidden();
  });

  test('capturas del formulario vacío a 375, 800 y 1280 px', async ({ page }) => {
    await openLeadSheet(page);
    await shootAtWidths(
      page,
      'lead-sheet',
      async () => {
        await expect(page.getByRole('dialog', { name: LEAD_TITLE }).getByLabel('Nombre')).toBeVisible();
      },
      { fullPage: false },
    );
  });
});
