import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible, waitForToasts } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { useFreshAcademy } from './support/fresh-academy';
import { shootAtWidths } from './support/screens';

/**
 * The gradebook of a group live (issue 30 item 4): the demo teacher has the DAW group's gradebook open; the demo
 * student (her own browser) hands 'Tarea: rutas y carga de datos' in; the teacher's cell turns 'Entregada' without
 * a reload, he grades it in place with a decimal comma, and exports the book as CSV (the student's side of the grade is evaluations.spec.ts'). axe at 375 and 1280 px;
 * screenshots at 375, 800 and 1280 px. On a fresh server of its own: the delivery and the grade change what
 * other specs count.
 */

test.describe.configure({ timeout: 240_000 });

const TASK = 'Tarea: rutas y carga de datos';
const GROUP = 'GRU-DAW-2026-A';
const academy = useFreshAcademy();

async function newPage(browser: Browser): Promise<Page> {
  return (await academy.newContext(browser)).newPage();
}

/** The student's cell of the task in the grid, by its accessible name ('Lucía …, Tarea …: Entregada'). */
function luciaCell(page: Page, state: string): Locator {
  return page.getByRole('button', { name: `${demoAccounts.student.fullname}, ${TASK}: ${state}`, exact: true });
}

test('el profesor ve en su libro de calificaciones la entrega de la alumna al momento, la califica allí mismo y exporta el libro', async ({ browser }) => {
  const teacher = await newPage(browser);
  const student = await newPage(browser);
  try {
    await signInAs(teacher, demoAccounts.teacher.email);
    await waitForToasts(teacher);
    await teacher.goto(`/docencia/${GROUP}/calificaciones`);
    await expect(teacher.getByRole('heading', { level: 2, name: 'Calificaciones' })).toBeVisible();
    await expect(luciaCell(teacher, 'Pendiente')).toBeVisible();
    await expectAccessible(teacher, 'libro de calificaciones', async () => {
      await expect(teacher.getByRole('heading', { level: 2, name: 'Calificaciones' })).toBeVisible();
    });
    await shootAtWidths(teacher, 'gradebook', async () => {
      await expect(teacher.getByRole('heading', { level: 2, name: 'Calificaciones' })).toBeVisible();
    });
    await teacher.setViewportSize({ width: 1280, height: 900 });
    await expect(luciaCell(teacher, 'Pendiente')).toBeVisible();

    // The student, in a browser of her own, chooses a file and delivers it.
    await signInAs(student, demoAccounts.student.email);
    await waitForToasts(student);
    await student.goto(`/evaluaciones/FOR-DAW/${GROUP}`);
    const card = student.getByRole('article', { name: TASK });
    await card.getByTestId('task-file-input').setInputFiles({ name: 'rutas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await expect(card.getByRole('button', { name: 'Abrir rutas.pdf' })).toBeVisible();
    await card.getByRole('button', { name: 'Entregar', exact: true }).click();
    await student.getByRole('dialog', { name: 'Entregar la tarea' }).getByRole('button', { name: 'Entregar', exact: true }).click();
    await expect(student.getByRole('dialog', { name: 'Entrega registrada' })).toBeVisible();

    // The teacher's open gradebook changes by itself, then he grades the cell in place.
    await expect(luciaCell(teacher, 'Entregada')).toBeVisible();
    await luciaCell(teacher, 'Entregada').click();
    const dialog = teacher.getByRole('dialog', { name: 'Calificar entrega' });
    await expect(dialog.getByRole('button', { name: 'Abrir rutas.pdf' })).toBeVisible();
    await dialog.getByLabel('Nota (0 a 10)').fill('8,5');
    await dialog.getByLabel('Comentario para el alumno').fill('Buen uso de los cargadores de datos.');
    await expectAccessible(teacher, 'calificar desde el libro', async () => {
      await expect(dialog).toBeVisible();
    });
    await teacher.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Guardar nota' }).click();
    await expect(dialog).toBeHidden();
    await expect(luciaCell(teacher, 'Corregida, 8,5')).toBeVisible();

    // The export downloads with the group and the day in its name.
    const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.getByRole('button', { name: 'Exportar CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^calificaciones-${GROUP}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  } finally {
    await teacher.context().close();
    await student.context().close();
  }
});
