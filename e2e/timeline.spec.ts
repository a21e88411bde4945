import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { demoAccounts } from './support/auth';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { analyzeAccessibility } from './support/accessibility';

/**
 * The timeline (spec 001 §Timeline, §Reschedule dialog) on a server of its own: the ticks and the study
 * plans it makes change the demo student's calendar, which other specs read on the shared server.
 */
const screenshotDir = path.join(import.meta.dirname, '.artifacts', 'screenshots');
let server: FreshServer;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  server = await startFreshServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page): Promise<void> {
  await page.goto(`${server.baseURL}/login`);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByLabel('Correo electrónico').fill(demoAccounts.student.email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Campus.2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
  const skip = page.getByRole('button', { name: 'Saltar', exact: true });
  if (await skip.isVisible({ timeout: 3_000 }).catch(() => false)) await skip.click();
}

const items = (page: Page) => page.getByTestId('timeline-event');
const percent = (page: Page) => page.getByTestId('timeline-percent');

test('ventana de 5 eventos, anteriores y siguientes, un tick, y capturas a 375, 800 y 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(`${server.baseURL}/timeline`);
  // Replaced by the first group's timeline.
  await expect(page).toHaveURL(/\/timeline\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Timeline' })).toBeVisible();
  await expect(percent(page)).toHaveText(/^\d+,\d{2} %$/);
  await expect(items(page)).toHaveCount(5);

  const previous = page.getByRole('button', { name: /^Mostrar \d+ eventos anteriores$/ });
  await expect(previous).toBeVisible();
  const revealed = Number((await previous.textContent())?.match(/\d+/)?.[0]);
  expect(revealed).toBeGreaterThan(0);
  expect(revealed).toBeLessThanOrEqual(5);
  await previous.click();
  await expect(items(page)).toHaveCount(5 + revealed);
  await page.getByRole('button', { name: 'Mostrar 5 eventos siguientes' }).click();
  await expect(items(page)).toHaveCount(10 + revealed);

  // A tick on a past event: checked at once, the server agrees, and its answer carries the group's new percentage,
  // which shows without the percentage being asked again (one cache writer for the answer and the push).
  const box = page
    .getByRole('checkbox', { name: /^Marcar como completado: / })
    .and(page.locator(':enabled'))
    .first();
  const label = (await box.getAttribute('aria-label'))!.replace('Marcar como completado: ', '');
  const before = await percent(page).textContent();
  const percentReads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().includes('/api/events/formation/complete/')) percentReads.push(request.url());
  });
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().includes('/api/events/contact/'));
  await box.click({ force: true });
  await expect(page.getByRole('checkbox', { name: `Marcar como pendiente: ${label}` }).first()).toBeChecked();
  expect((await saved).status()).toBe(200);
  await expect(percent(page)).not.toHaveText(before ?? '');
  expect(percentReads).toEqual([]);

  // Clicking an event opens it in the calendar.
  const link = items(page).first().getByRole('link');
  await expect(link).toHaveAttribute('href', /^\/calendario\?event_id=\d+$/);

  for (const width of [375, 800, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${server.baseURL}/timeline`);
    await expect(items(page)).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(screenshotDir, `timeline-${width}.png`), fullPage: true, animations: 'disabled' });
  }
});

test("reprogramar: 'Debe seleccionar al menos un dia', 'Semanal' y después 'A diario'", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await page.goto(`${server.baseURL}/timeline`);
  await expect(items(page)).toHaveCount(5);

  // Keyboard: the button opens the dialog, the first mode has the focus.
  await page.getByRole('button', { name: 'Reprogramar eventos' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Reprogramar eventos' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'A diario' })).toBeFocused();
  // The open dialog passes axe-core's WCAG A/AA rules at phone and desktop widths, in both modes.
  const axe = async () => (await analyzeAccessibility(page)).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(await axe()).toEqual([]);
  await dialog.getByRole('radio', { name: 'Semanal' }).check();
  await page.setViewportSize({ width: 375, height: 900 });
  expect(await axe()).toEqual([]);
  await page.screenshot({ path: path.join(screenshotDir, 'timeline-reschedule-dialog-375.png'), animations: 'disabled' });
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const day of ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo']) await dialog.getByLabel(day, { exact: true }).fill('0');
  await dialog.getByRole('button', { name: 'Reprogramar eventos' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Debe seleccionar al menos un dia');

  await dialog.getByLabel('Sábado', { exact: true }).fill('3');
  await page.screenshot({ path: path.join(screenshotDir, 'timeline-reschedule-dialog-1280.png'), animations: 'disabled' });
  const weekly = page.waitForResponse((r) => r.url().includes('/api/events/reschedule/'));
  await dialog.getByRole('button', { name: 'Reprogramar eventos' }).click();
  const weeklyAnswer = await (await weekly).json();
  expect(weeklyAnswer.events.length).toBeGreaterThan(0);
  expect(weeklyAnswer.events.every((event: { weekday: string }) => event.weekday === 'sábado')).toBe(true);
  await expect(page.getByText('Eventos reprogramados correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  // The window starts again two events before the first upcoming one; the plan's Saturdays come later.
  const note = page.getByText(/^Evento reprogramado de /);
  const next = page.getByRole('button', { name: 'Mostrar 5 eventos siguientes' });
  for (let step = 0; step < 20 && (await note.count()) === 0 && (await next.isVisible()); step++) {
    // Each press adds the next events below: looked at again once they are there.
    const shown = await items(page).count();
    await next.click();
    await expect(items(page)).not.toHaveCount(shown);
  }
  await expect(note.first()).toBeVisible();
  await note.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(screenshotDir, 'timeline-plan-1280.png'), animations: 'disabled' });

  await page.getByRole('button', { name: 'Reprogramar eventos' }).click();
  await dialog.getByRole('radio', { name: 'A diario' }).check();
  await dialog.getByLabel('Horas al día').fill('2');
  const daily = page.waitForResponse((r) => r.url().includes('/api/events/reschedule/'));
  await dialog.getByRole('button', { name: 'Reprogramar eventos' }).click();
  const dailyAnswer = await (await daily).json();
  // The new plan replaces the weekly one.
  expect([...dailyAnswer.removedEventIds].sort()).toEqual(weeklyAnswer.events.map((event: { id: number }) => event.id).sort());
  expect(dailyAnswer.events).toHaveLength(weeklyAnswer.events.length);
  await expect(dialog).toBeHidden();
  await page.setViewportSize({ width: 375, height: 900 });
  await page.screenshot({ path: path.join(screenshotDir, 'timeline-after-plan-375.png'), fullPage: true, animations: 'disabled' });
});
