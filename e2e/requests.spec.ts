import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoAccounts, signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';

/**
 * Tutoring requests end to end (spec 002 §Session request form, §Requests; issue 10 acceptance 7, 8):
 * the demo student asks for a tutoría from the calendar's 'Solicitar tutoría', the teacher signs in in a
 * browser of their own and approves it on /solicitudes, and the student sees it approved live, the bell
 * notification and the tutoría in their calendar.
 */

/** A day of the academy's calendar (Madrid), 'YYYY-MM-DD'. */
function madridDay(offsetDays = 0): string {
  const instant = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The row of /solicitudes holding a request, by its title. */
function requestRow(page: Page, title: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(title) }) });
}

/** Waits for the dialog's opening animation, so a screenshot shows it as the user reads it. */
async function settleAnimations(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all((element as unknown as { getAnimations(): { finished: Promise<unknown> }[] }).getAnimations().map((animation) => animation.finished)),
  );
}

function bellButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
}

test('el alumno solicita una tutoría desde el calendario, el profesor la aprueba y el alumno la ve aprobada, en la campana y en su calendario', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ins, a form, an approval and screenshots at three widths: more than the default 45 s.
  test.setTimeout(150_000);
  const title = `Tutoría e2e ${Date.now()}`;
  const day = madridDay(2);

  await signInAs(page, demoAccounts.student.email);
  await page.goto('/calendario');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendario' })).toBeVisible();
  await page.getByRole('button', { name: 'Solicitar tutoría' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva solicitud de tutoría' });
  await expect(form).toBeVisible();
  // No group yet: the teacher list waits for one (spec 002 §5).
  await expect(form.getByText('Debes seleccionar un grupo para solicitar la tutoría')).toBeVisible();

  // Sent empty, the form shows the rules of spec 002 §5 and sends nothing.
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('El título es requerido')).toBeVisible();
  await expect(form.getByText('La hora de inicio es requerida')).toBeVisible();
  await shootAtWidths(page, 'tutoring-request-dialog', async () => {
    await expect(form.getByText('La formación es requerida')).toBeVisible();
    await settleAnimations(form);
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  await form.getByLabel('Formación').selectOption('GRU-DAW-2026-A');
  const teacher = form.getByLabel('Profesor');
  await expect(teacher.getByRole('option', { name: demoAccounts.teacher.fullname })).toBeAttached();
  await teacher.selectOption({ label: demoAccounts.teacher.fullname });
  await form.getByLabel('Fecha').fill(day);
  await form.getByLabel('Hora de inicio').fill('19:00');
  await form.getByLabel('Hora de fin').fill('18:30');
  await form.getByLabel('Título').fill(title);
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(form.getByText('La hora de fin debe ser posterior a la hora de inicio')).toBeVisible();
  await form.getByLabel('Hora de fin').fill('19:45');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText('Solicitud creada correctamente')).toBeVisible();
  await expect(form).toBeHidden();

  await page.goto('/solicitudes');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible();
  await expect(requestRow(page, title)).toContainText('En proceso');
  await expect(requestRow(page, title)).toContainText(demoAccounts.teacher.fullname);
  await shootAtWidths(page, 'requests-student', async (width) => {
    await expect(requestRow(page, title)).toBeVisible();
    // The section switcher is for wider screens only.
    await expect(page.getByRole('navigation', { name: 'Secciones' })).toHaveCount(width < 768 ? 0 : 1);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  const unreadBefore = Number(/(\d+) sin leer/.exec((await bellButton(page).getAttribute('aria-label')) ?? '')?.[1] ?? '0');

  // The teacher, in a browser of their own, approves it.
  const teacherContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    const teacherPage = await teacherContext.newPage();
    await signInAs(teacherPage, demoAccounts.teacher.email);
    await teacherPage.goto('/solicitudes');
    await expect(teacherPage.getByText('Solicitudes recibidas')).toBeVisible();
    const row = requestRow(teacherPage, title);
    await expect(row).toContainText(demoAccounts.student.fullname);
    await row.getByRole('button', { name: new RegExp(title) }).click();
    const detail = teacherPage.getByRole('dialog', { name: title });
    await detail.getByLabel('Respuesta').fill('Nos vemos en la sala de la tutoría.');
    await shootAtWidths(teacherPage, 'requests-teacher-detail', async () => {
      await expect(detail.getByRole('button', { name: 'Aprobar' })).toBeVisible();
      await settleAnimations(detail);
    });
    await detail.getByRole('button', { name: 'Aprobar' }).click();
    await expect(teacherPage.getByText('Solicitud aprobada: la tutoría está en los calendarios')).toBeVisible();
    await expect(row).toContainText('Aprobada');
  } finally {
    await teacherContext.close();
  }

  // The student's open page changes by itself: the request, the bell.
  await expect(requestRow(page, title)).toContainText('Aprobada');
  await expect(bellButton(page)).toHaveAccessibleName(`Notificaciones, ${unreadBefore + 1} sin leer`);
  await bellButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  await expect(panel.getByText('Tutoría aprobada').first()).toBeVisible();
  await expect(panel.getByText(new RegExp(title)).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The detail shows the teacher's answer and the join link, and leads to the tutoría in the calendar.
  await requestRow(page, title)
    .getByRole('button', { name: new RegExp(title) })
    .click();
  const detail = page.getByRole('dialog', { name: title });
  await expect(detail.getByText('Nos vemos en la sala de la tutoría.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Enlace de la tutoría' })).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/campus-tutoria-[0-9a-f-]{36}$/);
  await shootAtWidths(page, 'requests-student-detail', async () => {
    await expect(detail.getByText('Aprobada')).toBeVisible();
    await settleAnimations(detail);
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await detail.getByRole('link', { name: 'Ver en el calendario' }).click();
  await expect(page).toHaveURL(/\/calendario\?event_id=\d+/);
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
});

test('/solicitudes?section=chat lleva al chat', async ({ page }) => {
  await signInAs(page, demoAccounts.student.email);
  await page.goto('/solicitudes?section=chat');
  await expect(page).toHaveURL((url) => url.pathname === '/chat');
});
