import { expect, test, type Page } from '@playwright/test';
import { sideMenu } from './support/shell';
import { freemiumCourses, freemiumProviders, openFreeTrial, readLocalStorage, signInWithProvider, skipWelcomeTour, visitorEmail } from './support/freemium';
import { shootAtWidths } from './support/screens';

const TRIAL_GROUP = 'GRU-ENF-2026-A';
const LEAD_TITLE = '¿Necesitas más información? Te llamamos gratis';

/** The toast, the home, a stored session; then the welcome tour a new visitor gets is skipped. */
async function expectSignedInHome(page: Page) {
  await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/' && url.search === '');
  expect(await readLocalStorage(page, 'campus.token')).toBeTruthy();
  await skipWelcomeTour(page);
}

test.describe('Prueba gratuita (freemium)', () => {
  for (const provider of freemiumProviders) {
    test(`entra con ${provider} en la simulación, elige su formación y encuentra la pasarela en Tests`, async ({ page }) => {
      await openFreeTrial(page, freemiumCourses.withFreeContent);
      await signInWithProvider(page, provider, { name: `Visitante ${provider}`, email: visitorEmail(provider) });

      await expectSignedInHome(page);
      const stored = JSON.parse((await readLocalStorage(page, 'campus.freemium.formations')) ?? '[]') as { edu_codigoformacion: string }[];
      expect(stored.map((formation) => formation.edu_codigoformacion)).toContain(TRIAL_GROUP);

      // No group chosen yet: the home offers "Elige tu formación".
      const chooser = page.getByRole('dialog', { name: 'Elige tu formación' });
      await expect(chooser).toBeVisible();
      await expect(chooser.getByPlaceholder('Buscar grupo...')).toBeVisible();
      await chooser.getByRole('button', { name: /Grupo A/ }).click();
      await expect(page.getByText('Formación seleccionada correctamente')).toBeVisible();
      await expect(chooser).toBeHidden();
      expect(await readLocalStorage(page, 'campus.freemium.group')).toBe(TRIAL_GROUP);
      await expect(page.getByText('Estás probando gratis:')).toBeVisible();

      // 'Cambiar formación' in the side menu opens the chooser again, with the chosen group marked.
      await sideMenu(page).getByRole('button', { name: 'Cambiar formación' }).click();
      await expect(chooser.getByRole('button', { name: /Grupo A/, pressed: true })).toBeVisible();
      await chooser.getByRole('button', { name: 'Cerrar' }).click();

      // Tests is for enrolled students: the gate, whose 'Comprar ahora' leads to an advisor, not to a fake payment.
      await sideMenu(page).getByRole('link', { name: 'Tests' }).click();
      const gate = page.getByRole('dialog', { name: 'La Plataforma de Test es para alumnos matriculados' });
      await expect(gate).toBeVisible();
      await expect(gate.getByRole('button', { name: 'Pedir información' })).toBeVisible();
      await gate.getByRole('button', { name: 'Comprar ahora' }).click();
      const sheet = page.getByRole('dialog', { name: LEAD_TITLE });
      await expect(sheet).toBeVisible();
      await expect(sheet.getByText(/un asesor de la academia te llamará para completar la matrícula y el pago/)).toBeVisible();
    });
  }

  test('un curso sin contenido gratuito muestra "Contenido gratuito no disponible" y ofrece pedir información', async ({ page }) => {
    await openFreeTrial(page, freemiumCourses.withoutFreeContent);
    await signInWithProvider(page, 'Google', { name: 'Visitante DAW', email: visitorEmail('daw') });

    const dialog = page.getByRole('dialog', { name: 'Contenido gratuito no disponible' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('course') === freemiumCourses.withoutFreeContent);
    await expect(page.getByText('No se pudo completar el inicio de sesión freemium')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Solicitar más información' }).click();
    const sheet = page.getByRole('dialog', { name: LEAD_TITLE });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Nombre').fill('Irene');
    await sheet.getByLabel('Apellidos').fill('Campos Gil');
    await sheet.getByLabel('Teléfono').fill('+34 611 222 333');
    await sheet.getByLabel('Email').fill(visitorEmail('daw-lead'));
    await sheet.getByLabel('He leído y acepto la política de privacidad').check();
    const sent = page.waitForRequest((request) => request.url().endsWith('/api/auth/nueva-oportunidad') && request.method() === 'POST');
    await sheet.getByRole('button', { name: 'Solicitar llamada gratuita' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ nombre: 'Irene', formacion: freemiumCourses.withoutFreeContent });
    await expect(page.getByText('¡Información enviada correctamente! Nos pondremos en contacto contigo pronto.')).toBeVisible();
  });

  test('cancelar en la página del proveedor vuelve al diálogo de la prueba gratuita', async ({ page }) => {
    await openFreeTrial(page, freemiumCourses.withFreeContent);
    await page.getByRole('button', { name: 'Continuar con Microsoft' }).click();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog', { name: 'Prueba Campus gratis' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar con Microsoft' })).toBeEnabled();
  });

  test('un contacto que llega desde su solicitud de información entra con su grupo ya elegido', async ({ page, request }) => {
    const email = visitorEmail('lead');
    const lead = await request.post('/api/auth/nueva-oportunidad', {
      data: { nombre: 'Nerea', apellidos: 'Soto Vidal', telefono: '+34 622 333 444', email, formacion: freemiumCourses.withFreeContent, aceptaPolitica: true },
    });
    expect(lead.status()).toBe(201);
    const { leadid } = (await lead.json()) as { leadid: string };

    const params = new URLSearchParams({ leadid, groupId: TRIAL_GROUP, name: 'Nerea Soto Vidal', email, phone: '+34622333444' });
    await page.goto(`/login?${params.toString()}`);

    await expectSignedInHome(page);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¡Hola, Nerea!' })).toBeVisible();
    await expect(page.getByText('Estás probando gratis:')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Elige tu formación' })).toHaveCount(0);
    expect(await readLocalStorage(page, 'campus.freemium.group')).toBe(TRIAL_GROUP);
  });

  test('capturas del diálogo de proveedores, de "sin contenido gratuito", del selector y de la pasarela', async ({ page }) => {
    await shootAtWidths(page, 'freemium-providers', async () => {
      await openFreeTrial(page, freemiumCourses.withFreeContent);
    });

    await openFreeTrial(page, freemiumCourses.withoutFreeContent);
    await signInWithProvider(page, 'Facebook', { name: 'Visitante capturas', email: visitorEmail('shots-daw') });
    await shootAtWidths(page, 'freemium-no-free-content', async () => {
      await expect(page.getByRole('dialog', { name: 'Contenido gratuito no disponible' })).toBeVisible();
    });

    await openFreeTrial(page, freemiumCourses.withFreeContent);
    await signInWithProvider(page, 'Facebook', { name: 'Visitante capturas', email: visitorEmail('shots') });
    await expectSignedInHome(page);
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
    await shootAtWidths(page, 'freemium-chooser', async () => {
      await expect(page.getByRole('dialog', { name: 'Elige tu formación' })).toBeVisible();
    });
    await page.getByRole('dialog', { name: 'Elige tu formación' }).getByRole('button', { name: /Grupo A/ }).click();
    await expect(page.getByText('Formación seleccionada correctamente')).toBeHidden({ timeout: 8_000 });
    await shootAtWidths(page, 'freemium-home', async () => {
      await page.goto('/');
      await expect(page.getByText('Estás probando gratis:')).toBeVisible();
    });
    await shootAtWidths(page, 'freemium-gate', async () => {
      await page.goto('/tests');
      await expect(page.getByRole('dialog', { name: 'La Plataforma de Test es para alumnos matriculados' })).toBeVisible();
    });
  });
});
