import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { expectAccessible, waitForToasts } from './support/accessibility';
import { demoAccounts, signInAs } from './support/auth';
import { useFreshAcademy } from './support/fresh-academy';
import { freemiumCourses, openFreeTrial, signInWithMailedCode, skipWelcomeTour, visitorEmail } from './support/freemium';
import { shootAtWidths } from './support/screens';

/**
 * Evaluations and tasks end to end (spec 002 §Evaluations, §7, §8; issue 14 acceptance 1, 2 and 6; issue 29):
 * the demo student chooses a file for 'Tarea: rutas y carga de datos' (DAW A, deadline in two weeks, 3 attempts)
 * — a draft, no attempt used —, removes it, chooses another and delivers it with 'Entregar' after confirming the
 * attempt, which gives a receipt; the teacher (profesor@campus.test, a browser of his own) opens the file and
 * grades it; the student's open page shows 'Corregida', the grade, the comment and the evaluation's concept
 * without a reload, and the bell rings. A freemium visitor sees the lock. axe at 375 and 1280 px; screenshots
 * at 375, 800 and 1280 px. On a fresh server of its own: the upload uses attempts and the grade changes what
 * other specs count (statistics' completed tasks).
 */

test.describe.configure({ timeout: 240_000 });

const TASK = 'Tarea: rutas y carga de datos';
const DAW_A = '/evaluaciones/FOR-DAW/GRU-DAW-2026-A';

/** A small but real PDF (the server reads the type from the bytes). */
function makePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Waits for the dialog's opening animation, so axe and the screenshots see it as the user reads it. */
async function settleAnimations(dialog: Locator): Promise<void> {
  await dialog.evaluate((element) =>
    Promise.all((element as unknown as { getAnimations(): { finished: Promise<unknown> }[] }).getAnimations().map((animation) => animation.finished)),
  );
}

function taskCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

function fact(card: Locator, term: string): Locator {
  return card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
}

function bellButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
}

async function readUnread(page: Page): Promise<number> {
  await expect(bellButton(page)).toHaveAccessibleName(/^Notificaciones/);
  return Number(/(\d+) sin leer/.exec((await bellButton(page).getAttribute('aria-label')) ?? '')?.[1] ?? '0');
}

async function newPage(browser: Browser): Promise<Page> {
  return (await academy.newContext(browser)).newPage();
}

const academy = useFreshAcademy();

test('el alumno entrega un fichero, lo borra y vuelve a entregar; el profesor lo califica y el alumno lo ve corregido al momento y en la campana', async ({
  browser,
}) => {
  const page = await newPage(browser);
  await signInAs(page, demoAccounts.student.email);
  await waitForToasts(page);
  await page.goto(DAW_A);
  await expect(page.getByRole('heading', { level: 1, name: 'Evaluaciones' })).toBeVisible();
  await expect(page.getByLabel('Grupo')).toHaveValue('GRU-DAW-2026-A');

  // The evaluations: the first one graded, the second still open with the part earned so far.
  const first = page.getByRole('button', { name: /^1\.ª evaluación/ });
  await expect(first).toContainText('/ 10');
  const second = page.getByRole('button', { name: /^2\.ª evaluación/ });
  await expect(second).toContainText('Sin calificar');
  await expect(second).toContainText('conseguidos hasta ahora');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  const conceptRow = page.getByRole('table', { name: '2.ª evaluación' }).getByRole('row', { name: /Práctica 11: rutas y carga de datos/ });
  await expect(conceptRow).toContainText('Sin calificar');
  await expect(conceptRow).toContainText('9 %');

  // The task of the e2e: pending, three attempts, none used.
  const card = taskCard(page, TASK);
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(fact(card, 'Intentos')).toHaveText('0 de 3');
  await expect(fact(card, 'Fecha límite')).toHaveText(/^\d{1,2} [a-z]{3} \d{4}, 23:59$/);
  // Pending work first (issue 29): every state of spec 000 is one click away, and a task past its deadline says why it takes no file.
  await expect(page.getByRole('button', { name: /^Pendiente \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Próximas entregas' }).getByRole('link', { name: new RegExp(TASK) })).toBeVisible();
  await page.getByRole('button', { name: /^Todas \(\d+\)$/ }).click();
  await expect(taskCard(page, 'Tarea: cliente del tiempo con fetch').getByText('Corregida', { exact: true })).toBeVisible();
  await expect(taskCard(page, 'Tarea: tipado del cliente en TypeScript').getByText('Entregada', { exact: true })).toBeVisible();
  await expect(taskCard(page, 'Tarea: formulario de registro accesible').getByText('El plazo de entrega ha terminado.')).toBeVisible();

  await expectAccessible(page, 'evaluaciones y tareas del alumno', async () => {
    await expect(card).toBeVisible();
  });
  await shootAtWidths(page, 'evaluations-student', async () => {
    await expect(conceptRow).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Chooses a file: a draft, no attempt used (issue 29).
  await card
    .getByTestId('task-file-input')
    .setInputFiles({ name: 'rutas-primera.pdf', mimeType: 'application/pdf', buffer: makePdf('Rutas: primera entrega') });
  await expect(page.getByText('Fichero subido correctamnente')).toBeVisible();
  const draft = card.getByRole('list', { name: `Borrador de ${TASK}` });
  await expect(draft.getByRole('button', { name: 'Abrir rutas-primera.pdf' })).toBeVisible();
  await expect(card.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(fact(card, 'Intentos')).toHaveText('0 de 3');

  // Removes it at no cost, then chooses the right one.
  await card.getByRole('button', { name: 'Quitar rutas-primera.pdf del borrador' }).click();
  await expect(page.getByText('Fichero eliminado correctamente')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Abrir rutas-primera.pdf' })).toHaveCount(0);
  await expect(fact(card, 'Intentos')).toHaveText('0 de 3');
  await card
    .getByTestId('task-file-input')
    .setInputFiles({ name: 'rutas-definitiva.pdf', mimeType: 'application/pdf', buffer: makePdf('Rutas: entrega definitiva') });
  await expect(draft.getByRole('button', { name: 'Abrir rutas-definitiva.pdf' })).toBeVisible();
  await expect(fact(card, 'Intentos')).toHaveText('0 de 3');
  await waitForToasts(page);
  await shootAtWidths(
    page,
    'evaluations-task-draft',
    async () => {
      await expect(draft).toBeVisible();
      await card.scrollIntoViewIfNeeded();
    },
    { fullPage: false },
  );
  await page.setViewportSize({ width: 1280, height: 900 });

  // 'Entregar' asks first, naming the attempt it uses.
  await card.getByRole('button', { name: 'Entregar', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Entregar la tarea' });
  await expect(confirm).toContainText('Vas a usar el intento 1 de 3.');
  await expect(confirm).toContainText('rutas-definitiva.pdf');
  await expectAccessible(page, 'confirmación de entrega', async () => {
    await settleAnimations(confirm);
  });
  await shootAtWidths(page, 'evaluations-deliver-confirm', async () => settleAnimations(confirm), { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirm.getByRole('button', { name: 'Entregar', exact: true }).click();

  // The receipt: the attempt, when, the code and the file.
  const receipt = page.getByRole('dialog', { name: 'Entrega registrada' });
  await expect(fact(receipt, 'Intento')).toHaveText('1 de 3');
  await expect(receipt).toContainText(/\d+-1-[A-Z2-9]{8}/);
  await expect(receipt).toContainText('rutas-definitiva.pdf');
  await waitForToasts(page);
  await expectAccessible(page, 'justificante de entrega', async () => {
    await settleAnimations(receipt);
  });
  await shootAtWidths(page, 'evaluations-receipt', async () => settleAnimations(receipt), { fullPage: false });
  await page.setViewportSize({ width: 1280, height: 900 });
  await receipt.getByRole('button', { name: 'Cerrar' }).last().click();
  await expect(receipt).toBeHidden();
  await expect(card.getByText('Entregada', { exact: true })).toBeVisible();
  await expect(fact(card, 'Intentos')).toHaveText('1 de 3');
  await expect(card.getByRole('list', { name: `Ficheros entregados de ${TASK}` }).getByRole('button', { name: 'Abrir rutas-definitiva.pdf' })).toBeVisible();
  await expect(card.getByText('Justificantes de entrega (1)')).toBeVisible();
  await waitForToasts(page);
  const unreadBefore = await readUnread(page);

  // The teacher, in a browser of his own, finds the delivery among his groups' ungraded ones.
  const teacher = await newPage(browser);
  try {
    await signInAs(teacher, demoAccounts.teacher.email);
    await waitForToasts(teacher);
    await teacher.goto('/evaluaciones');
    await expect(teacher.getByRole('heading', { level: 1, name: 'Evaluaciones' })).toBeVisible();
    const row = teacher.getByRole('row').filter({ hasText: demoAccounts.student.fullname }).filter({ hasText: TASK });
    await expect(row).toContainText('Entregada');
    await expect(row).toContainText('Sin calificar');
    // Ungraded first.
    await expect(teacher.getByTestId('delivery').first()).toContainText('Sin calificar');
    await expectAccessible(teacher, 'entregas del profesor', async () => {
      await expect(row).toBeVisible();
    });
    await shootAtWidths(teacher, 'evaluations-teacher', async () => {
      await expect(row).toBeVisible();
    });
    await teacher.setViewportSize({ width: 1280, height: 900 });

    // Opens the file through its signed address: the PDF the student handed in.
    const [tab] = await Promise.all([teacher.context().waitForEvent('page'), row.getByRole('button', { name: 'Abrir rutas-definitiva.pdf' }).click()]);
    await expect(tab).toHaveURL(/\/api\/files\/stream\//);
    const pdf = await teacher.request.get(tab.url());
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await tab.close();

    // The grade: the schema refuses 11, then 8,75 with a comment.
    await row.getByRole('button', { name: /^Calificar/ }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Calificar la entrega' });
    await dialog.getByLabel('Calificación (0 a 10)').fill('11');
    await dialog.getByRole('button', { name: 'Guardar calificación' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('La calificación debe ser un número entre 0 y 10');
    await dialog.getByLabel('Calificación (0 a 10)').fill('8,75');
    await dialog.getByLabel('Comentario para el alumno').fill('Buen trabajo con las rutas anidadas; revisa los estados de carga.');
    await expectAccessible(teacher, 'calificar una entrega', async () => {
      await settleAnimations(dialog);
    });
    await shootAtWidths(teacher, 'evaluations-grade-dialog', async () => settleAnimations(dialog), { fullPage: false });
    await teacher.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Guardar calificación' }).click();
    await expect(teacher.getByText('Calificación guardada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Corregida');
    await expect(row).toContainText('8,75 / 10');
  } finally {
    await teacher.context().close();
  }

  // The student's open page changes by itself: state, grade, comment, the concept's score, the bell.
  await expect(card.getByText('Corregida', { exact: true })).toBeVisible();
  await expect(fact(card, 'Calificación')).toHaveText('8,75 / 10');
  await expect(card.getByText('Buen trabajo con las rutas anidadas; revisa los estados de carga.')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Subir un fichero/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Quitar/ })).toHaveCount(0);
  await expect(conceptRow).toContainText('8,75');
  await expect(bellButton(page)).toHaveAccessibleName(`Notificaciones, ${unreadBefore + 1} sin leer`);
  await waitForToasts(page);
  await shootAtWidths(page, 'evaluations-student-graded', async () => {
    await expect(card.getByText('Corregida', { exact: true })).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The bell's notification names the task and leads to the evaluations.
  await bellButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificaciones' });
  const notification = panel.getByRole('button', { name: /Tarea corregida/ }).first();
  await expect(notification).toContainText(TASK);
  await notification.click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/evaluaciones'));
  await page.context().close();
});

test('un visitante de prueba gratuita ve /evaluaciones bloqueada, con la invitación a matricularse', async ({ browser }) => {
  const page = await newPage(browser);
  try {
    await openFreeTrial(page, freemiumCourses.withFreeContent);
    await signInWithMailedCode(page, academy.mailbox, { name: 'Visitante Evaluaciones', email: visitorEmail('evaluaciones') });
    await expect(page.getByText('Inicio de sesión correcto')).toBeVisible();
    await skipWelcomeTour(page);
    await page
      .getByRole('dialog', { name: 'Elige tu formación' })
      .getByRole('button', { name: /Grupo A/ })
      .click();
    await waitForToasts(page);

    await page.goto('/evaluaciones');
    const lock = page.getByRole('heading', { level: 2, name: 'Evaluaciones es para alumnos matriculados' });
    await expect(lock).toBeVisible();
    // The preview behind the lock is neither readable nor reachable.
    await expect(page.getByRole('button', { name: /evaluación/ })).toHaveCount(0);
    await expect(page.getByRole('article')).toHaveCount(0);
    await expectAccessible(page, 'evaluaciones bloqueadas (freemium)', async () => {
      await expect(lock).toBeVisible();
    });
    await shootAtWidths(page, 'evaluations-freemium', async () => {
      await expect(lock).toBeVisible();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Ver cómo matricularme' }).click();
    await expect(page.getByRole('dialog', { name: 'Evaluaciones es para alumnos matriculados' })).toBeVisible();
  } finally {
    await page.context().close();
  }
});
