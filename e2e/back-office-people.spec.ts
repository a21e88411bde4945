import { randomBytes } from 'node:crypto';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible, waitForToasts } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';

/**
 * The back office's first journey (issue 31 acceptance), on the shared server: a staff member creates a student with
 * an invitation (no SMTP in the e2e server, so the link is shown to hand over), enrols her in DAW group B (no other
 * spec reads that group), and the student, in a browser of her own, opens the link, chooses her password, lands signed
 * in and finds her group. Live: the staff member unenrols her and her open home drops the group without a reload;
 * then suspends her and her open tab goes to the sign-in screen. axe at 375 and 1280 px and screenshots of the back
 * office's people and group pages.
 */

test.describe.configure({ timeout: 180_000 });

const GROUP = 'GRU-DAW-2026-B';
const FORMATION = 'FOR-DAW';
const PASSWORD = 'Primavera2026';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('el personal da de alta a una alumna con invitación y la matricula; ella elige su contraseña, entra y ve su grupo; la baja y la suspensión le llegan en directo', async ({
  browser,
}) => {
  const staff = await newPage(browser);
  const student = await newPage(browser);
  const suffix = randomBytes(3).toString('hex');
  const email = `irene.castro.${suffix}@campus.test`;
  const fullname = `Irene Castro Velasco ${suffix}`;
  try {
    await signInAs(staff, demoAccounts.staff.email);
    await waitForToasts(staff);

    // Personas → Nueva persona, with the invitation sent at once.
    // Staff see the menu's Gestión group (issue 31 opens the back office to them, not only to admins).
    await staff.getByRole('button', { name: 'Gestión' }).click();
    await staff.getByRole('link', { name: 'Gestión de la academia' }).click();
    await staff
      .getByRole('navigation', { name: 'Secciones de gestión' })
      .getByRole('link', { name: /^Personas/ })
      .click();
    await expect(staff.getByRole('heading', { level: 1, name: 'Personas' })).toBeVisible();
    await staff.getByRole('button', { name: 'Nueva persona' }).click();
    const form = staff.getByRole('dialog');
    await form.getByLabel('Nombre', { exact: true }).fill('Irene');
    await form.getByLabel('Apellidos').fill(`Castro Velasco ${suffix}`);
    await form.getByLabel('Correo de la academia').fill(email);
    await form.getByLabel('Alumno', { exact: true }).check();
    await form.getByLabel('Enviar ahora la invitación para que elija su contraseña').check();
    await form.getByRole('button', { name: 'Dar de alta' }).click();

    // Without SMTP the link is handed over: the dialog shows it.
    const linkDialog = staff.getByRole('dialog', { name: 'Enlace de invitación' });
    await expect(linkDialog).toBeVisible();
    const link = await linkDialog.getByRole('textbox', { name: 'Enlace de invitación' }).inputValue();
    expect(link).toMatch(/\/auth\/invitacion\?token=/);
    await linkDialog.getByRole('button', { name: 'Cerrar' }).first().click();
    await expect(staff.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
    await expectAccessible(staff, 'ficha de una persona', async () => {
      await expect(staff.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
    });

    // The group's page: enrol her.
    await staff.goto(`/gestion/grupos/${GROUP}`);
    await staff.getByRole('button', { name: 'Matricular' }).click();
    const enrol = staff.getByRole('dialog', { name: 'Matricular en el grupo' });
    await enrol.getByLabel('Buscar persona').fill(`Castro Velasco ${suffix}`);
    await enrol.getByRole('radio', { name: new RegExp(fullname) }).check();
    await enrol.getByRole('button', { name: 'Matricular' }).click();
    await expect(enrol).toBeHidden();
    await expect(staff.getByText(fullname).first()).toBeVisible();
    await expectAccessible(staff, 'grupo en gestión', async () => {
      await expect(staff.getByText(fullname).first()).toBeVisible();
    });
    await shootAtWidths(staff, 'back-office-group', async () => {
      await expect(staff.getByText(fullname).first()).toBeVisible();
    });

    // The student opens her link, chooses her password and lands signed in.
    await student.goto(link);
    await expect(student.getByRole('heading', { level: 1, name: /Irene/ })).toBeVisible();
    await student.getByLabel('Contraseña nueva', { exact: true }).fill(PASSWORD);
    await student.getByLabel('Repite la contraseña nueva').fill(PASSWORD);
    await student.getByRole('button', { name: 'Guardar contraseña y entrar' }).click();
    await expect(student).toHaveURL((url) => url.pathname === '/');
    const groupLink = student.locator(`a[href="/formacion/${FORMATION}/${GROUP}"]`).first();
    await expect(groupLink).toBeVisible();

    // A second use of the link finds it spent.
    const reused = await student.request.get(link);
    expect(reused.status()).toBe(410);

    // Unenrolled: her open home drops the group by itself.
    await staff.setViewportSize({ width: 1280, height: 900 });
    await staff.getByRole('button', { name: `Dar de baja a ${fullname}` }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Dar de baja' }).click();
    await expect(groupLink).toBeHidden();

    // Suspended: her open tab goes to the sign-in screen.
    await staff.goto('/gestion/personas');
    await staff.getByRole('searchbox').first().fill(email);
    await staff.getByRole('link', { name: fullname }).click();
    await expect(staff.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
    await shootAtWidths(staff, 'back-office-person', async () => {
      await expect(staff.getByRole('heading', { level: 1, name: fullname })).toBeVisible();
    });
    await staff.getByRole('button', { name: 'Suspender' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Suspender' }).click();
    await expect(student).toHaveURL(/\/login/);
  } finally {
    await staff.context().close();
    await student.context().close();
  }
});
