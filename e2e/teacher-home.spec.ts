import { expect, test } from '@playwright/test';
import { demoAccounts, signInAs } from './support/auth';

/**
 * The teacher's home (issue 30 item 1) live: the demo teacher's home is open; the demo student asks him for a tutoría
 * in a browser of her own; his "Para hoy" counts it and lists it, linked to the request, without a reload.
 */

/** A day of the academy's calendar (Madrid), 'YYYY-MM-DD'. */
function madridDay(offsetDays = 0): string {
  const instant = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

test('el profesor ve en su inicio, sin recargar, la tutoría que le pide una alumna', async ({ page, browser, baseURL }) => {
  // Two sign-ins and a form in another browser.
  test.setTimeout(120_000);
  const title = `Tutoría para el inicio ${Date.now()}`;

  await signInAs(page, demoAccounts.teacher.email);
  const today = page.getByRole('region', { name: 'Para hoy' });
  await expect(today).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tus grupos' }).getByRole('link', { name: 'Calificaciones' }).first()).toBeVisible();
  const requestsCount = today.getByRole('listitem').filter({ hasText: 'Solicitudes de tutoría' }).first();
  const before = Number(/^\d+/.exec((await requestsCount.textContent()) ?? '')?.[0] ?? 'NaN');
  expect(before).not.toBeNaN();

  const studentContext = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    const student = await studentContext.newPage();
    await signInAs(student, demoAccounts.student.email);
    await student.goto('/calendario');
    await student.getByRole('button', { name: 'Solicitar tutoría' }).click();
    const form = student.getByRole('dialog', { name: 'Nueva solicitud de tutoría' });
    await form.getByLabel('Formación').selectOption('GRU-DAW-2026-A');
    const teacher = form.getByLabel('Profesor');
    await expect(teacher.getByRole('option', { name: demoAccounts.teacher.fullname })).toBeAttached();
    await teacher.selectOption({ label: demoAccounts.teacher.fullname });
    await form.getByLabel('Fecha').fill(madridDay(2));
    await form.getByLabel('Hora de inicio').fill('18:00');
    await form.getByLabel('Hora de fin').fill('18:30');
    await form.getByLabel('Título').fill(title);
    await form.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(student.getByText('Solicitud creada correctamente')).toBeVisible();
  } finally {
    await studentContext.close();
  }

  // His open home shows it by itself: one more request, listed first, opening the request.
  await expect(requestsCount).toHaveText(new RegExp(`^${before + 1}`));
  const link = today.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', /^\/solicitudes\?request=\d+$/);
  await expect(link.locator('xpath=..')).toContainText(demoAccounts.student.fullname);
});
