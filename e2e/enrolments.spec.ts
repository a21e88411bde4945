import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible, waitForToasts } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { startFreshServer, type FreshServer } from './support/fresh-server';
import { shootAtWidths } from './support/screens';

/**
 * The profile's enrolments and licences end to end (spec 002 §7 Profile, §8; issue 13 acceptance 4, 6, 8 and 9).
 * The demo student's three lines each refuse a withdrawal with the spec's exact text (permanence, an existing
 * request, pending debts); her Nursing line shows the digital book licence. On a fresh server (a withdrawal
 * cannot be asked twice), another student answers the survey, errors first, and finds the request on
 * /solicitudes with the day it applies from; his licences tab is empty. axe-core at 375 and 1280 px.
 */

const studentCode = 'CON-10001';
const daniel = { email: 'daniel.garcia@campus.test', code: 'CON-10007' };

test.describe.configure({ timeout: 180_000 });

async function settleAnimations(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all((element as unknown as { getAnimations(): { finished: Promise<unknown> }[] }).getAnimations().map((animation) => animation.finished)),
  );
}

function withdrawButton(page: Page, group: string): Locator {
  return page.getByRole('button', { name: `Solicitar baja: ${group}` });
}

function enrolmentCard(page: Page, code: string): Locator {
  return page.getByRole('region', { name: `Matrícula ${code}` });
}

const spanishMonths = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** Help faq-007 read independently of the app: before day 25 (Madrid) from the 1st of next month, else of the month after. */
function expectedEffectiveDay(now = new Date()): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: 'numeric', day: 'numeric' })
      .formatToParts(now)
      .map((p) => [p.type, Number(p.value)]),
  );
  const first = new Date(Date.UTC(parts.year!, parts.month! - 1 + (parts.day! < 25 ? 1 : 2), 1));
  return `1 ${spanishMonths[first.getUTCMonth()]} ${first.getUTCFullYear()}`;
}

test('la alumna ve sus matrículas y cada bloqueo de la baja con su texto exacto, y su licencia del libro digital', async ({ page }) => {
  await signInAs(page, demoAccounts.student.email);
  await page.goto(`/perfil/${studentCode}?tab=enrollments`);
  const daw = enrolmentCard(page, 'MAT-2026-0001');
  await expect(daw).toBeVisible();
  await expect(enrolmentCard(page, 'MAT-2026-0002')).toBeVisible();
  await expect(enrolmentCard(page, 'MAT-2026-0003')).toBeVisible();
  await expect(daw.getByRole('columnheader', { name: 'Nombre producto' })).toBeVisible();
  await expect(daw.getByRole('row').filter({ hasText: 'Mensualidad CFGS Desarrollo de Aplicaciones Web (online)' })).toContainText('Online');
  await expect(enrolmentCard(page, 'MAT-2026-0002').getByRole('row').filter({ hasText: 'LM-2026-0002' })).toContainText('Baja solicitada');

  // Each line is blocked by a different rule, with the spec's text.
  // Said where the button was, and kept there; the permanence names the day it ends.
  await withdrawButton(page, 'DAW · Grupo A (tardes)').click();
  await expect(daw.getByRole('status')).toContainText('No puede solicitar la baja porque aún no ha cumplido la permanencia. Tu permanencia termina el');
  await expect(withdrawButton(page, 'DAW · Grupo A (tardes)')).toHaveCount(0);
  // A line already requested offers no second request.
  await expect(withdrawButton(page, 'Auxiliar de Enfermería · Grupo A')).toHaveCount(0);
  await withdrawButton(page, 'Auxiliar Administrativo del Estado · Grupo B (presencial Madrid)').click();
  await expect(page.getByText('No puede solicitar la baja porque tiene facturas pendientes de pagar.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await waitForToasts(page);

  await expectAccessible(page, 'matrículas', async () => {
    await expect(daw).toBeVisible();
  });
  await shootAtWidths(page, 'profile-enrolments', async () => {
    await expect(daw).toBeVisible();
    // From the top: the clicks above scrolled the page, and a full-page shot would draw the sticky header mid-page.
    await page.evaluate(() => (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0));
  });

  // The digital book of her Nursing line (group code gru_N4_250): login from her e-mail, the configured password.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('tab', { name: 'Licencias' }).click();
  await expect(page).toHaveURL(/\?tab=licencies$/);
  const card = page.getByRole('region', { name: 'Libro digital' });
  await expect(card).toContainText('Auxiliar de Enfermería · Grupo A');
  await expect(card.getByText('alumno', { exact: true })).toBeVisible();
  await expect(card.getByText('LibroDemo-2026', { exact: true })).toBeVisible();
  await expectAccessible(page, 'licencias', async () => {
    await expect(card).toBeVisible();
  });
  await shootAtWidths(page, 'profile-licences', async () => {
    await expect(card).toBeVisible();
  });

  // Her pending withdrawal is among her requests.
  await page.goto('/solicitudes');
  const withdrawals = page.getByRole('region', { name: 'Solicitudes de baja' });
  await expect(withdrawals.getByRole('row').filter({ hasText: 'LM-2026-0002' })).toContainText('En proceso');
  await expect(withdrawals).toContainText('Baja · Auxiliar de Enfermería · Grupo A');
  await expectAccessible(page, 'solicitudes con bajas', async () => {
    await expect(withdrawals).toBeVisible();
  });
  await shootAtWidths(page, 'requests-withdrawals', async () => {
    await expect(withdrawals).toBeVisible();
  });
});

test.describe('baja con encuesta (servidor nuevo)', () => {
  let server: FreshServer;
  test.beforeAll(async () => {
    server = await startFreshServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const openPage = async (browser: Browser) => {
    const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    return { context, page: await context.newPage() };
  };

  test('otro alumno responde la encuesta (errores primero), ve la fecha de efecto y la solicitud en /solicitudes; sin licencias', async ({ browser }) => {
    const { context, page } = await openPage(browser);
    try {
      await signInAs(page, daniel.email);
      await page.goto(`/perfil/${daniel.code}?tab=licencies`);
      await expect(page.getByText('No hay licencias disponibles')).toBeVisible();
      await expectAccessible(page, 'sin licencias', async () => {
        await expect(page.getByText('No hay licencias disponibles')).toBeVisible();
      });
      await shootAtWidths(page, 'profile-licences-empty', async () => {
        await expect(page.getByText('No hay licencias disponibles')).toBeVisible();
      });

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('tab', { name: 'Matriculas' }).click();
      await withdrawButton(page, 'DAW · Grupo A (tardes)').click();
      const dialog = page.getByRole('dialog', { name: 'Solicitar la baja de DAW · Grupo A (tardes)' });
      await expect(dialog).toBeVisible();
      const effective = expectedEffectiveDay();
      await expect(dialog).toContainText(`la baja se aplicará a partir del ${effective}`);

      await dialog.getByRole('button', { name: 'Enviar solicitud de baja' }).click();
      await expect(dialog.getByText('Indica el motivo de la baja')).toBeVisible();
      await expect(dialog.getByText('Valora tu experiencia de 1 a 5')).toBeVisible();
      await settleAnimations(dialog);
      await expectAccessible(page, 'encuesta con errores', async () => {
        await expect(dialog.getByText('Indica el motivo de la baja')).toBeVisible();
      });
      await shootAtWidths(page, 'profile-withdrawal-survey', async () => {
        await expect(dialog.getByText('Indica el motivo de la baja')).toBeVisible();
      });

      await page.setViewportSize({ width: 1280, height: 900 });
      await dialog.getByLabel('Motivo de la baja').selectOption({ label: 'Otro motivo' });
      await dialog.getByRole('radio', { name: '3 de 5' }).check();
      await dialog.getByRole('button', { name: 'Enviar solicitud de baja' }).click();
      await expect(dialog.getByText('Cuéntanos el motivo en los comentarios')).toBeVisible();
      await dialog.getByLabel('Comentarios').fill('Me traslado a Valencia por trabajo y no podré seguir el curso.');
      await dialog.getByRole('button', { name: 'Enviar solicitud de baja' }).click();
      await expect(page.getByText(`Solicitud de baja registrada. La baja se aplicará a partir del ${effective}.`)).toBeVisible();
      await expect(dialog).toBeHidden();
      const row = page.getByRole('row').filter({ hasText: 'DAW · Grupo A (tardes)' });
      await expect(row).toContainText('Baja solicitada');

      // Requested: the line offers no second request (the server would refuse it too).
      await waitForToasts(page);
      await expect(withdrawButton(page, 'DAW · Grupo A (tardes)')).toHaveCount(0);

      await page.goto('/solicitudes');
      const withdrawals = page.getByRole('region', { name: 'Solicitudes de baja' });
      const request = withdrawals.getByRole('row').filter({ hasText: 'Baja · DAW · Grupo A (tardes)' });
      await expect(request).toContainText(effective);
      await expect(request).toContainText('En proceso');
      // Only the withdrawal: no "No hay solicitudes" above it.
      await expect(page.getByText('No hay solicitudes')).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
