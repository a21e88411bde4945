import { expect, test, type Browser, type Page } from '@playwright/test';
import { sideMenu } from './support/shell';
import { useFreshAcademy } from './support/fresh-academy';
import { freemiumCourses, freemiumProviders, openFreeTrial, readLocalStorage, signInWithMailedCode, skipWelcomeTour, visitorEmail } from './support/freemium';
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

test.describe('Prueba gratuita en producción sin correo ni credenciales de proveedores', () => {
  test('nadie entra escribiendo un correo: los proveedores aparecen como no disponibles y se ofrece la llamada', async ({ page }) => {
    await openFreeTrial(page, freemiumCourses.withFreeContent);
    const dialog = page.getByRole('dialog', { name: 'Prueba Campus gratis' });
    for (const provider of freemiumProviders) await expect(dialog.getByRole('button', { name: `${provider}: no disponible` })).toBeDisabled();
    await expect(dialog.getByText('El acceso de prueba no está disponible en este momento. Déjanos tus datos y te llamamos.')).toBeVisible();
    // The built-in page itself refuses too, whatever the browser is sent to.
    const state = `freemium:google:${freemiumCourses.withFreeContent}:e2e`;
    await page.goto(`/auth/freemium/google/authorize?${new URLSearchParams({ redirect_uri: new URL('/login', page.url()).href, state })}`);
    await expect(page.getByText('El acceso con Google no está disponible en este momento')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveCount(0);
  });
});

test.describe('Prueba gratuita con el correo demostrado (producción con SMTP)', () => {
  test.describe.configure({ timeout: 180_000 });
  const academy = useFreshAcademy();

  async function openPage(browser: Browser): Promise<Page> {
    const context = await academy.newContext(browser);
    return context.newPage();
  }

  test('entra con el código que le llega por correo, elige su formación y encuentra la pasarela en Tests', async ({ browser }) => {
    const page = await openPage(browser);
    await openFreeTrial(page, freemiumCourses.withFreeContent);
    const dialog = page.getByRole('dialog', { name: 'Prueba Campus gratis' });
    await expect(dialog.getByRole('button', { name: 'Continuar con tu correo' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: /Continuar con (Google|Microsoft|Facebook)/ })).toHaveCount(0);
    await signInWithMailedCode(page, academy.mailbox, { name: 'Visitante Correo', email: visitorEmail('codigo') });

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

  test('un código equivocado no entra y se puede corregir', async ({ browser }) => {
    const page = await openPage(browser);
    const email = visitorEmail('equivocado');
    await openFreeTrial(page, freemiumCourses.withFreeContent);
    await page.getByRole('button', { name: 'Continuar con tu correo' }).click();
    await page.getByLabel('Nombre y apellidos').fill('Visitante Prudente');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar código' }).click();
    const code = await academy.mailbox.readLatest(email, /Campus es (\d{6})\./);
    await page.getByLabel('Código recibido por correo').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await expect(page.getByText('El código no es correcto')).toBeVisible();
    await page.getByLabel('Código recibido por correo').fill(code);
    await page.getByRole('button', { name: 'Confirmar código' }).click();
    await expectSignedInHome(page);
  });

  test('un curso sin contenido gratuito muestra "Contenido gratuito no disponible" y ofrece pedir información', async ({ browser }) => {
    const page = await openPage(browser);
    await openFreeTrial(page, freemiumCourses.withoutFreeContent);
    await signInWithMailedCode(page, academy.mailbox, { name: 'Visitante DAW', email: visitorEmail('daw') });

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

  test('cancelar en la página de acceso vuelve al diálogo de la prueba gratuita', async ({ browser }) => {
    const page = await openPage(browser);
    await openFreeTrial(page, freemiumCourses.withFreeContent);
    await page.getByRole('button', { name: 'Continuar con tu correo' }).click();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog', { name: 'Prueba Campus gratis' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar con tu correo' })).toBeEnabled();
  });

  test('un contacto entra con el enlace que recibe por correo al pedir información, con su grupo ya elegido', async ({ browser }) => {
    const page = await openPage(browser);
    const email = visitorEmail('lead');
    const lead = await page.request.post('/api/auth/nueva-oportunidad', {
      data: { nombre: 'Nerea', apellidos: 'Soto Vidal', telefono: '+34 622 333 444', email, formacion: freemiumCourses.withFreeContent, aceptaPolitica: true },
    });
    expect(lead.status()).toBe(201);
    // Whoever sent the form gets nothing that signs in: the link goes to the lead's mailbox.
    expect(await lead.json()).toEqual({ status: 'ok', message: '¡Información enviada correctamente! Nos pondremos en contacto contigo pronto.' });
    const link = new URL(await academy.mailbox.readLatest(email, /(https?:\/\/\S+\/login\?\S+)/));
    expect(link.searchParams.get('groupId')).toBe(TRIAL_GROUP);

    await page.goto(link.pathname + link.search);
    await expectSignedInHome(page);
    await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '¡Hola, Nerea!' })).toBeVisible();
    await expect(page.getByText('Estás probando gratis:')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Elige tu formación' })).toHaveCount(0);
    expect(await readLocalStorage(page, 'campus.freemium.group')).toBe(TRIAL_GROUP);
  });

  test('una solicitud de información con el correo de una cuenta existente no abre esa cuenta', async ({ browser }) => {
    const victim = await openPage(browser);
    const email = visitorEmail('victima');
    await openFreeTrial(victim, freemiumCourses.withFreeContent);
    await signInWithMailedCode(victim, academy.mailbox, { name: 'Víctima Prueba', email });
    await expectSignedInHome(victim);

    const attacker = await openPage(browser);
    const lead = await attacker.request.post('/api/auth/nueva-oportunidad', {
      data: {
        nombre: 'Atacante',
        apellidos: 'Sin Cuenta',
        telefono: '+34 622 000 111',
        email,
        formacion: freemiumCourses.withFreeContent,
        aceptaPolitica: true,
      },
    });
    expect(await lead.json()).not.toHaveProperty('leadid');
    // Even the mailed link, which only the owner of the address has, opens no existing account.
    const link = new URL(await academy.mailbox.readLatest(email, /(https?:\/\/\S+\/login\?\S+)/));
    await attacker.goto(link.pathname + link.search);
    await expect(attacker.getByText('Ya existe una cuenta de Campus con este correo: entra con ella desde la página de acceso')).toBeVisible();
    await expect(attacker).toHaveURL((url) => url.pathname === '/login');
    expect(await readLocalStorage(attacker, 'campus.token')).toBeNull();
  });

  test('capturas del diálogo, de la página del código, de "sin contenido gratuito", del selector y de la pasarela', async ({ browser }) => {
    const page = await openPage(browser);
    await shootAtWidths(page, 'freemium-providers', async () => {
      await openFreeTrial(page, freemiumCourses.withFreeContent);
    });
    await shootAtWidths(page, 'freemium-email-code', async () => {
      await openFreeTrial(page, freemiumCourses.withFreeContent);
      await page.getByRole('button', { name: 'Continuar con tu correo' }).click();
      await expect(page.getByRole('heading', { name: 'Prueba gratis con tu correo' })).toBeVisible();
    });

    await openFreeTrial(page, freemiumCourses.withoutFreeContent);
    await signInWithMailedCode(page, academy.mailbox, { name: 'Visitante capturas', email: visitorEmail('shots-daw') });
    await shootAtWidths(page, 'freemium-no-free-content', async () => {
      await expect(page.getByRole('dialog', { name: 'Contenido gratuito no disponible' })).toBeVisible();
    });

    await openFreeTrial(page, freemiumCourses.withFreeContent);
    await signInWithMailedCode(page, academy.mailbox, { name: 'Visitante capturas', email: visitorEmail('shots') });
    await expectSignedInHome(page);
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
    await shootAtWidths(page, 'freemium-chooser', async () => {
      await expect(page.getByRole('dialog', { name: 'Elige tu formación' })).toBeVisible();
    });
    await page
      .getByRole('dialog', { name: 'Elige tu formación' })
      .getByRole('button', { name: /Grupo A/ })
      .click();
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
