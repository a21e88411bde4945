import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible, waitForToasts } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { useFreshAcademy } from './support/fresh-academy';
import { freemiumCourses, openFreeTrial, signInWithMailedCode, skipWelcomeTour, visitorEmail } from './support/freemium';
import { shootAtWidths } from './support/screens';

/**
 * Support cases end to end (spec 002 §Support cases, §4, §5; issue 11 acceptance 4 and 7): the demo student
 * registers a case on /incidencias (the form's validation first), the academy (admin@campus.test, in a
 * browser of its own) resolves it on /gestion/incidencias, and the student's open page shows the new status
 * and the resolution without a reload, and in the bell, whose notification opens that case. axe-core finds
 * nothing at 375 and 1280 px on the list, the detail, the form with errors and the academy queue.
 */

test.describe.configure({ timeout: 180_000 });

/** Waits for the dialog's opening animation, so axe and the screenshots see it as the user reads it. */
async function settleAnimations(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all((element as unknown as { getAnimations(): { finished: Promise<unknown> }[] }).getAnimations().map((animation) => animation.finished)),
  );
}

/** The row (or card) of a case, by its title. */
function caseRow(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(title) }) });
}

function bellButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
}

async function readUnread(page: Page): Promise<number> {
  await expect(bellButton(page)).toHaveAccessibleName(/^Notificaciones/);
  return Number(/(\d+) sin leer/.exec((await bellButton(page).getAttribute('aria-label')) ?? '')?.[1] ?? '0');
}

test('el alumno registra una incidencia, la academia la resuelve y el alumno ve el estado y la resolución al momento y en la campana', async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `No abre el simulador e2e ${Date.now()}`;
  const resolution = 'Hemos reiniciado tu acceso al simulador. Cierra sesión, vuelve a entrar y debería abrirse.';

  await signInAs(page, demoAccounts.student.email);
  await page.goto('/incidencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Incidencias' })).toBeVisible();
  // The demo student's seeded cases, every colour of spec 002 §4.
  await expect(caseRow(page, 'No se reproduce la grabación')).toContainText('Resuelto');
  await expect(caseRow(page, 'Cambio de grupo de prácticas')).toContainText('Cancelado');
  await expect(caseRow(page, 'No puedo entregar la tarea del tema 4')).toContainText('Esperando detalles');
  await waitForToasts(page);

  // The search finds a ticket as it is dictated on the phone.
  await page.getByPlaceholder('Buscar incidencias...').fill('cas 4827 k3m');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(caseRow(page, 'No se reproduce la grabación')).toBeVisible();
  await page.getByPlaceholder('Buscar incidencias...').fill('');

  await expectAccessible(page, 'lista de incidencias', async () => {
    await expect(caseRow(page, 'Cambio de grupo de prácticas')).toBeVisible();
  });
  await shootAtWidths(page, 'cases-student', async (width) => {
    await expect(caseRow(page, 'Cambio de grupo de prácticas')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Secciones' })).toHaveCount(width < 768 ? 0 : 1);
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Registering tells the student nothing in the bell; the academy's answer will.
  const unreadBefore = await readUnread(page);

  // The form: sent with a title only, it says what the spec says and sends nothing.
  await page.getByRole('button', { name: 'Nueva incidencia' }).click();
  const form = page.getByRole('dialog', { name: 'Registrar una incidencia' });
  await expect(form).toBeVisible();
  await form.getByLabel('Título').fill(title);
  await form.getByRole('button', { name: 'Registrar incidencia' }).click();
  await expect(form.getByRole('alert')).toHaveText('Todos los campos son requridos.');
  await expectAccessible(page, 'formulario con errores', async () => {
    await expect(form.getByRole('alert')).toBeVisible();
    await settleAnimations(form);
  });
  // A modal is fixed to the viewport: its screenshots are of the viewport, not of the page scrolled behind it.
  await shootAtWidths(
    page,
    'cases-form-errors',
    async () => {
      await expect(form.getByRole('alert')).toBeVisible();
      await settleAnimations(form);
    },
    { fullPage: false },
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByLabel('Tipo de incidencia').selectOption({ label: 'Problema técnico' });
  await form.getByLabel('Descripción').fill('Al pulsar «Abrir simulador» en el tema 2 la pestaña se queda en blanco.');
  await form.getByRole('button', { name: 'Registrar incidencia' }).click();
  await expect(page.getByText('Incidencia registrada correctamente.')).toBeVisible();
  await expect(form).toBeHidden();

  // The new case opens with its ticket number, to give on the phone, and no resolution yet.
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Pendiente de resolución')).toBeVisible();
  await expect(detail.getByText('En curso')).toBeVisible();
  const ticket = (await detail.getByText(/^CAS-[2-9]{4}-[A-Z0-9]{3}$/).textContent()) ?? '';
  expect(ticket).toMatch(/^CAS-[2-9]{4}-[ACDEFGHJKMNPQRTUVWXY3479]{3}$/);
  await waitForToasts(page);
  await expectAccessible(page, 'detalle de la incidencia', async () => {
    await expect(detail.getByText('Pendiente de resolución')).toBeVisible();
    await settleAnimations(detail);
  });
  await shootAtWidths(
    page,
    'cases-detail-pending',
    async () => {
      await expect(detail.getByText('Pendiente de resolución')).toBeVisible();
      await settleAnimations(detail);
    },
    { fullPage: false },
  );
  await page.setViewportSize({ width: 1280, height: 900 });

  // The academy, in a browser of its own, finds it by the dictated ticket and resolves it.
  const academyContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    const academy = await academyContext.newPage();
    await signInAs(academy, demoAccounts.admin.email);
    await academy.goto('/gestion/incidencias');
    await expect(academy.getByRole('heading', { level: 1, name: 'Atender incidencias' })).toBeVisible();
    await expect(caseRow(academy, title)).toContainText(demoAccounts.student.fullname);
    await expect(caseRow(academy, title)).toContainText(ticket);
    await academy.getByPlaceholder('Buscar incidencias...').fill(ticket.toLowerCase().replaceAll('-', ' '));
    await expect(academy.getByRole('row')).toHaveCount(2);
    await waitForToasts(academy);
    await expectAccessible(academy, 'cola de incidencias de la academia', async () => {
      await expect(caseRow(academy, title)).toBeVisible();
    });
    await shootAtWidths(academy, 'cases-academy-queue', async () => {
      await expect(caseRow(academy, title)).toBeVisible();
    });
    await academy.setViewportSize({ width: 1280, height: 900 });

    await caseRow(academy, title)
      .getByRole('button', { name: new RegExp(title) })
      .click();
    const handling = academy.getByRole('dialog', { name: title });
    await expect(handling.getByText('Al pulsar «Abrir simulador» en el tema 2')).toBeVisible();
    await handling.getByLabel('Estado').selectOption({ label: 'Resuelto' });
    await handling.getByLabel('Resolución para el alumno').fill(resolution);
    await expectAccessible(academy, 'incidencia abierta por la academia', async () => {
      await settleAnimations(handling);
    });
    await shootAtWidths(
      academy,
      'cases-academy-detail',
      async () => {
        await settleAnimations(handling);
      },
      { fullPage: false },
    );
    await academy.setViewportSize({ width: 1280, height: 900 });
    await handling.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(academy.getByText('Incidencia actualizada')).toBeVisible();
    await expect(handling).toBeHidden();
    // Resolved, it leaves the open queue and is in the resolved one.
    await expect(caseRow(academy, title)).toHaveCount(0);
    await academy.getByRole('button', { name: 'Resueltas' }).click();
    await expect(caseRow(academy, title)).toContainText('Resuelto');
  } finally {
    await academyContext.close();
  }

  // The student's open detail changes by itself: the status and the resolution, no reload.
  await expect(detail.getByText('Resuelto')).toBeVisible();
  await expect(detail.getByText(resolution)).toBeVisible();
  await expect(detail.getByText('Pendiente de resolución')).toHaveCount(0);
  await shootAtWidths(
    page,
    'cases-detail-resolved',
    async () => {
      await expect(detail.getByText(resolution)).toBeVisible();
      await settleAnimations(detail);
    },
    { fullPage: false },
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(caseRow(page, title)).toContainText('Resuelto');

  // The bell has it, and its notification opens this case.
  await expect(bellButton(page)).toHaveAccessibleName(`Notificaciones, ${unreadBefore + 1} sin leer`);
  await page.goto('/');
  await bellButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  // Case notifications have their own tab (type 'Incidencias'), apart from the academy's notices.
  await panel.getByRole('tab', { name: 'Incidencias', exact: true }).click();
  const notification = panel.getByRole('tabpanel').getByRole('button', { name: new RegExp(`Tu incidencia ${ticket} ha cambiado`) });
  await expect(notification).toContainText('Resuelto');
  await notification.click();
  await expect(page).toHaveURL((url) => url.pathname === '/incidencias' && url.searchParams.get('case') === ticket);
  await expect(page.getByRole('dialog', { name: title }).getByText(resolution)).toBeVisible();
});

test('un alumno que escribe /gestion/incidencias ve una página de acceso denegado', async ({ page }) => {
  await signInAs(page, demoAccounts.student.email);
  await page.goto('/gestion/incidencias');
  await expect(page.getByRole('heading', { level: 1, name: 'No tienes acceso a esta página' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await waitForToasts(page);
  await expectAccessible(page, 'acceso denegado a la gestión de incidencias', async () => {
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  });
  await shootAtWidths(page, 'cases-academy-refused', async () => {
    await expect(page.getByRole('link', { name: 'Volver al inicio' })).toBeVisible();
  });
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test.describe('visitante de prueba gratuita', () => {
  // The shared server runs in production without mail, where no free trial can start: this one has a mailbox.
  const academy = useFreshAcademy();

  test('ve /incidencias bloqueada y difuminada, con la invitación a matricularse', async ({ browser }) => {
    const context = await academy.newContext(browser);
    try {
      const page = await context.newPage();
      await openFreeTrial(page, freemiumCourses.withFreeContent);
      await signInWithMailedCode(page, academy.mailbox, { name: 'Visitante Incidencias', email: visitorEmail('incidencias') });
      await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
      await skipWelcomeTour(page);
      await page
        .getByRole('dialog', { name: 'Elige tu formación' })
        .getByRole('button', { name: /Grupo A/ })
        .click();
      await waitForToasts(page);

      await page.goto('/incidencias');
      const lock = page.getByRole('heading', { level: 2, name: 'Incidencias es para alumnos matriculados' });
      await expect(lock).toBeVisible();
      // The preview behind the lock is neither readable nor reachable.
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Nueva incidencia' })).toHaveCount(0);
      await expectAccessible(page, 'incidencias bloqueadas (freemium)', async () => {
        await expect(lock).toBeVisible();
      });
      await shootAtWidths(page, 'cases-freemium', async () => {
        await expect(lock).toBeVisible();
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Ver cómo matricularme' }).click();
      await expect(page.getByRole('dialog', { name: 'Incidencias es para alumnos matriculados' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
