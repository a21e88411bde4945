import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import {
  contentTree,
  dawOtherGroupPage,
  dawPage,
  examsPageA,
  examsPageB,
  formationAccounts,
  nursingPage,
  openFormation,
  selectedEventId,
  showTree,
  treeEvent,
  viewerHeading,
  waitForAnimations,
} from './support/formation';
import { shootAtWidths } from './support/screens';

/**
 * The formation page against the seeded academy (spec 001 §2–§4): the tree, 'Siguiente', the viewers with
 * the demo media, completion, class comments, every locked reason, freemium and refused access. The
 * purchase of an extra unit is in purchase.spec.ts; these tests leave the data as they found it.
 */

/** The dialog of a locked item after clicking it in the tree. */
async function openLockedDialog(page: Page, title: string | RegExp) {
  await treeEvent(page, title).click();
  const dialog = page.getByRole('dialog', { name: 'Contenido no disponible' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Página de formación', () => {
  test("muestra la cabecera y el temario, y 'Siguiente' recorre el contenido disponible en orden", async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await openFormation(page, `${dawPage}?event=2`);

    await expect(page.getByRole('heading', { level: 1, name: 'DAW · Grupo A (tardes)' })).toBeVisible();
    await expect(page.getByText('Técnico Superior en Desarrollo de Aplicaciones Web', { exact: true })).toBeVisible();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByTestId('formation-progress')).toHaveText(/^\d{1,3},\d{2} %$/);

    // Locked classes carry a lock; the expired one in topic 2 is skipped by 'Siguiente'.
    await expect(treeEvent(page, /Funciones, ámbito y closures/)).toContainText('Bloqueado');
    await expect(treeEvent(page, /Docker desde cero/)).toContainText('Bloqueado');

    await expect(viewerHeading(page, 'Variables, tipos y operadores en JavaScript')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(viewerHeading(page, 'Repaso interactivo: fundamentos de JavaScript')).toBeVisible();
    // The interactive H5P content opens in its frame, from our own origin.
    const frame = page.locator('iframe[title="Repaso interactivo: fundamentos de JavaScript"]');
    await expect(frame).toHaveAttribute('src', /^\/api\/files\/h5p\//);
    await expect(page.frameLocator('iframe[title="Repaso interactivo: fundamentos de JavaScript"]').getByText('Pregunta 1 de 6')).toBeVisible();

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(viewerHeading(page, 'Promesas y async/await')).toBeVisible();
    expect(selectedEventId(page)).not.toBeNull();
    await expect(treeEvent(page, /Promesas y async\/await/)).toHaveAttribute('aria-current', 'true');

    // The selection is in the URL: a reload keeps it.
    await page.reload();
    await expect(viewerHeading(page, 'Promesas y async/await')).toBeVisible();
  });

  test('el vídeo empieza con la intro; al saltarla se reproduce la clase con subtítulos', async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await openFormation(page, `${dawPage}?event=1`);
    const intro = page.getByTestId('intro-video');
    await expect(intro).toHaveAttribute('src', '/api/files/intro');
    await page.getByRole('button', { name: 'Saltar intro' }).click();

    const video = page.getByTestId('class-video');
    await expect(video).toBeVisible();
    await expect(video.locator('track[kind="subtitles"][srclang="es"]')).toHaveAttribute('src', /\/api\/files\/subtitles\//);
    await expect.poll(() => video.evaluate((element) => (element as unknown as { currentTime: number }).currentTime), { timeout: 20_000 }).toBeGreaterThan(0);
  });

  test('un PDF se amplía del 50 % al 300 % en pasos del 25 %, y ver el PDF registra asistencia', async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await openFormation(page, `${dawPage}?event=1`);
    await page.getByRole('tab', { name: /Archivos/ }).click();
    const attendance = page.waitForResponse(
      (response) => response.url().endsWith('/api/actividades/asistencia') && response.request().postDataJSON().actividades[0].tipo_actividad_id === 3,
    );
    await page.getByRole('button', { name: /^Ver: .*\.pdf$/ }).click();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.react-pdf__Page canvas')).toBeVisible();
    expect((await attendance).status()).toBe(201);

    const level = page.getByRole('status', { name: 'Nivel de zoom' });
    const zoomIn = page.getByRole('button', { name: 'Ampliar' });
    const zoomOut = page.getByRole('button', { name: 'Reducir' });
    const pageWidth = () => page.locator('.react-pdf__Page canvas').evaluate((canvas) => canvas.getBoundingClientRect().width);
    const initialWidth = await pageWidth();
    await zoomIn.click();
    await expect(level).toHaveText('125 %');
    await expect.poll(pageWidth).toBeGreaterThan(initialWidth * 1.2);
    for (let step = 0; step < 7; step += 1) await zoomIn.click();
    await expect(level).toHaveText('300 %');
    await expect(zoomIn).toBeDisabled();
    for (let step = 0; step < 10; step += 1) await zoomOut.click();
    await expect(level).toHaveText('50 %');
    await expect(zoomOut).toBeDisabled();

    // The arrow keys move the focused page 100 px.
    await zoomIn.click();
    for (let step = 0; step < 5; step += 1) await zoomIn.click();
    await expect(level).toHaveText('200 %');
    const region = page.getByRole('region', { name: /^Documento / });
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBe(100);
  });

  test('marca y desmarca un contenido como completado, y el progreso se actualiza', async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await openFormation(page, dawPage);
    await treeEvent(page, /Manipulación del DOM/).click();
    await expect(viewerHeading(page, 'Manipulación del DOM')).toBeVisible();
    const checkbox = page.getByRole('checkbox', { name: 'Marcar como completado' });
    const progress = page.getByTestId('formation-progress');
    const before = await progress.textContent();
    const wasCompleted = await checkbox.isChecked();

    await checkbox.click();
    await expect(page.getByText(wasCompleted ? 'Contenido descompletado correctamente' : 'Contenido completado correctamente')).toBeVisible();
    await expect(checkbox).toBeChecked({ checked: !wasCompleted });
    await expect(progress).not.toHaveText(before ?? '');

    await expect(checkbox).toBeEnabled();
    await checkbox.click();
    await expect(page.getByText(wasCompleted ? 'Contenido completado correctamente' : 'Contenido descompletado correctamente')).toBeVisible();
    await expect(checkbox).toBeChecked({ checked: wasCompleted });
    await expect(progress).toHaveText(before ?? '');
  });

  test('escribe un comentario en una clase y lo edita', async ({ page }) => {
    const title = `Duda sobre eventos ${Date.now()}`;
    await signInAs(page, formationAccounts.student);
    await openFormation(page, dawPage);
    await treeEvent(page, /Eventos, formularios y validación/).click();
    await expect(viewerHeading(page, 'Eventos, formularios y validación')).toBeVisible();

    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Publicar comentario' }) });
    await form.getByRole('button', { name: 'Publicar comentario' }).click();
    await expect(form.getByText('El título es obligatorio')).toBeVisible();
    await expect(form.getByText('El contenido es obligatorio')).toBeVisible();

    await form.getByRole('textbox', { name: 'Título' }).fill(title);
    await form.getByRole('textbox', { name: 'Comentario' }).click();
    await page.keyboard.type('¿La delegación de eventos funciona con elementos creados después?');
    await form.getByRole('button', { name: 'Publicar comentario' }).click();
    await expect(page.getByText('Comentario creado correctamente')).toBeVisible();

    const comments = page.getByRole('list', { name: 'Comentarios' });
    const mine = comments.getByRole('listitem').filter({ hasText: title });
    await expect(mine).toContainText('¿La delegación de eventos funciona con elementos creados después?');
    await mine.getByRole('button', { name: `Editar el comentario «${title}»` }).click();
    // Editing replaces the comment with its form (the only one in the list).
    await comments.getByRole('textbox', { name: 'Título' }).fill(`${title} (resuelta)`);
    await comments.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Comentario actualizado correctamente')).toBeVisible();
    await expect(comments.getByRole('heading', { name: `${title} (resuelta)` })).toBeVisible();
  });

  test('cada motivo de bloqueo muestra su texto; sin productos, «Más información» abre el chat', async ({ page }) => {
    await signInAs(page, formationAccounts.lateJoiner);
    await openFormation(page, dawPage);

    let dialog = await openLockedDialog(page, /Manipulación del DOM/);
    await expect(dialog.getByText('Este evento es anterior al mes de inicio de su curso')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cerrar' }).first().click();

    dialog = await openLockedDialog(page, /Componentes y props en React/);
    await expect(dialog.getByText('Este contenido ha dejado de estar disponible')).toBeVisible();
    // A past class is not a dead end: the recovery bonus that reopens it is on sale.
    await expect(dialog.getByRole('button', { name: 'Comprar: Bono de recuperación de clases grabadas de DAW (bloque 2)' })).toBeVisible();
    await page.keyboard.press('Escape');

    dialog = await openLockedDialog(page, /Modelo relacional y SQL básico/);
    await expect(dialog.getByText(/^Este contenido no estará disponible hasta el \d{1,2} [a-z]{3,4} \d{4}$/)).toBeVisible();
    await page.keyboard.press('Escape');

    dialog = await openLockedDialog(page, /Docker desde cero/);
    await expect(dialog.getByText('Este contenido pertenece a una unidad extra')).toBeVisible();
    await expect(dialog.getByText('Unidad extra: Despliegue con Docker y Kubernetes')).toBeVisible();
    await expect(dialog.getByText(/49,00\s€/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Comprar: Unidad extra: Despliegue con Docker y Kubernetes' })).toBeVisible();
    await page.keyboard.press('Escape');

    // A class before his start month: the products of that event, or a chat with the academy.
    dialog = await openLockedDialog(page, /Esquema: arquitectura de una aplicación web/);
    const moreInfo = dialog.getByRole('button', { name: 'Más información' });
    const buy = dialog.getByRole('button', { name: /^Comprar: / }).first();
    await expect(moreInfo.or(buy)).toBeVisible();
    if (await moreInfo.isVisible()) {
      await moreInfo.click();
      await expect(page).toHaveURL((url) => url.pathname === '/chat');
    }
  });

  test('contacto de tipo 3: el contenido no gratuito abre el diálogo de compra', async ({ page }) => {
    await signInAs(page, formationAccounts.limited);
    await openFormation(page, examsPageA);
    await treeEvent(page, /La Corona/).click();
    // Spec 001 §1, §6: the purchase dialog, not the unavailable one.
    const gate = page.getByRole('dialog', { name: 'Esta parte de Campus es para alumnos matriculados' });
    await expect(gate.getByRole('button', { name: 'Comprar ahora' })).toBeVisible();
    await expect(gate.getByText(/^Tu acceso a Campus es limitado/)).toBeVisible();
    await waitForAnimations(gate);
    await page.screenshot({ path: 'e2e/.artifacts/limited-purchase-dialog.png' });
    await expect(page.getByRole('dialog', { name: 'Contenido no disponible' })).toHaveCount(0);
    await gate.getByRole('button', { name: 'Cerrar' }).click();

    // Issue 29: the free classes open for him (spec 001 §6: only non-freemium content opens the purchase dialog).
    await treeEvent(page, /La Constitución: estructura/).click();
    await expect(viewerHeading(page, 'La Constitución: estructura y principios')).toBeVisible();
    await expect(gate).toHaveCount(0);

    // The extra unit says what it is; with nothing on sale for it, 'Más información'.
    await treeEvent(page, /Supuesto práctico comentado/).click();
    const dialog = page.getByRole('dialog', { name: 'Contenido no disponible' });
    await expect(dialog.getByText('Este contenido pertenece a una unidad extra')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Más información' })).toBeVisible();
    await waitForAnimations(dialog);
    await page.screenshot({ path: 'e2e/.artifacts/limited-extra-unit-dialog.png' });
  });

  test('el personal edita el título de una unidad (Intro guarda; vacío no se guarda)', async ({ page }) => {
    await signInAs(page, formationAccounts.staff);
    await openFormation(page, dawPage);
    const original = 'Unidad 3. Desarrollo web en entorno servidor';
    const renamed = 'Unidad 3. Desarrollo web en entorno servidor (Node.js)';
    await page.getByRole('button', { name: `Editar el título de «${original}»` }).click();
    const input = page.getByRole('textbox', { name: 'Título de la unidad' });
    await input.fill('');
    await input.press('Enter');
    await expect(page.getByText('El titulo de la unidad no puede estar vacio')).toBeVisible();

    const saved = page.waitForResponse((response) => /\/api\/content\/units\/\d+$/.test(response.url()));
    await input.fill(renamed);
    await input.press('Enter');
    expect((await saved).status()).toBe(201);
    await expect(contentTree(page).getByText(renamed, { exact: true })).toBeVisible();
    await page.reload();
    await expect(contentTree(page).getByText(renamed, { exact: true })).toBeVisible();

    // Leaving the field saves too: the original title comes back.
    await page.getByRole('button', { name: `Editar el título de «${renamed}»` }).click();
    await page.getByRole('textbox', { name: 'Título de la unidad' }).fill(original);
    const restored = page.waitForResponse((response) => /\/api\/content\/units\/\d+$/.test(response.url()));
    await page.getByRole('heading', { level: 1 }).click();
    expect((await restored).status()).toBe(201);
    await expect(contentTree(page).getByText(original, { exact: true })).toBeVisible();
  });

  test('un usuario freemium solo recorre las clases gratuitas', async ({ page }) => {
    await signInAs(page, formationAccounts.freemium);
    await openFormation(page, nursingPage);
    await expect(treeEvent(page, /Confidencialidad y protección de datos del paciente/)).toContainText('Bloqueado');
    await expect(treeEvent(page, /Organización del Sistema Nacional de Salud/)).toContainText('Gratis');

    await treeEvent(page, /Organización del Sistema Nacional de Salud/).click();
    await expect(viewerHeading(page, 'Organización del Sistema Nacional de Salud')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(viewerHeading(page, 'Documentación clínica y no clínica')).toBeVisible();
    // The next free class skips the paid one in between.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(viewerHeading(page, 'Toma de constantes vitales')).toBeVisible();

    // A paid class opens the purchase dialog (spec 001 §6).
    await treeEvent(page, /Confidencialidad y protección de datos del paciente/).click();
    await expect(
      page.getByRole('dialog', { name: 'Esta parte de Campus es para alumnos matriculados' }).getByRole('button', { name: 'Comprar ahora' }),
    ).toBeVisible();
  });

  test('un alumno no entra en un grupo que no es suyo', async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await page.goto(dawOtherGroupPage);
    await expect(page.getByText('No tienes acceso a esta formación')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('antes del inicio de la formación no hay contenido', async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await page.goto(examsPageB);
    await expect(page.getByText('Aún no hay contenido disponible')).toBeVisible();
    await expect(page.getByText('Espera a que comience la formación para ver el contenido')).toBeVisible();
  });

  test('capturas de la formación a 375, 800 y 1280 px', async ({ page }) => {
    await signInAs(page, formationAccounts.student);
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });
    // The viewport only: on phones the content is a full-screen dialog over the page.
    await shootAtWidths(
      page,
      'formation-page',
      async (width) => {
        await page.goto(`${dawPage}?event=8`);
        if (width < 768) {
          const dialog = page.getByRole('dialog', { name: 'Esquema: arquitectura de una aplicación web' });
          await expect(dialog).toBeVisible();
          await waitForAnimations(dialog);
        } else {
          await expect(viewerHeading(page, 'Esquema: arquitectura de una aplicación web')).toBeVisible();
        }
        await expect(page.getByRole('img', { name: 'Arquitectura de una aplicación web.png' })).toBeVisible();
      },
      { fullPage: false },
    );
    await shootAtWidths(page, 'formation-tree', async () => {
      await page.goto(dawPage);
      await showTree(page);
    });
  });

  test('capturas del diálogo de contenido bloqueado a 375, 800 y 1280 px', async ({ page }) => {
    // Adrián never buys the Docker unit (purchase.spec.ts buys it for the demo student, maybe at the same time).
    await signInAs(page, formationAccounts.lateJoiner);
    await shootAtWidths(
      page,
      'formation-locked',
      async () => {
        await page.goto(dawPage);
        await showTree(page);
        await treeEvent(page, /Docker desde cero/).click();
        const dialog = page.getByRole('dialog', { name: 'Contenido no disponible' });
        await expect(dialog.getByRole('button', { name: /^Comprar: / }).first()).toBeVisible();
        await waitForAnimations(dialog);
      },
      { fullPage: false },
    );
  });
});
