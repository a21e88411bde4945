import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { readPageToken } from './support/api-session';
import { demoAccounts, signInAs } from './support/auth';
import { shootAtWidths } from './support/screens';
import { analyzeAccessibility } from './support/accessibility';

/**
 * The posts board (tablón, spec 001 §2 Posts board, issue 11) against the seeded academy.
 *
 * Writing happens in the group «Auxiliar Administrativo del Estado · Grupo A (online)»: Marta
 * (admin@campus.test, a student of it) writes, Iván Santos (another student of it) reads live, gets the bell
 * and answers. The demo student is not in that group, so her notifications (which e2e/notifications.spec.ts
 * counts) never move here; her board is only looked at (screens, accessibility, a post opened by address).
 */
const EXAMS_GROUP = 'Auxiliar Administrativo del Estado · Grupo A (online)';
const AUTHOR = demoAccounts.admin.email;
const CLASSMATE = 'ivan.santos@campus.test';

test.describe.configure({ timeout: 120_000 });

function postCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

function bellButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^Notificaciones/ });
}

async function openBoard(page: Page, group?: string): Promise<void> {
  await page.goto('/tablon');
  await expect(page.getByRole('heading', { name: 'Tablón de anuncios', level: 1 })).toBeVisible();
  if (group) {
    const sidebar = page.getByRole('navigation', { name: 'Mis grupos' });
    // The groups load after the page's title: wait for their list (wide screens) or the drawer's button (phones).
    await expect(sidebar.or(page.getByRole('button', { name: /^Grupos/ })).first()).toBeVisible();
    if (await sidebar.isVisible()) await sidebar.getByRole('button', { name: new RegExp(group.replace(/[()]/g, '\\$&')) }).click();
    await expect(page.getByRole('heading', { name: `Publicaciones de ${group}` })).toBeVisible();
  }
}

async function signInElsewhere(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid', viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}

async function findViolations(page: Page): Promise<string[]> {
  const results = await analyzeAccessibility(page);
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Waits for the element's own animations (a drawer sliding in) to end, so axe and screenshots see it at rest. */
async function waitForAnimations(target: Locator): Promise<void> {
  await target.evaluate((element) =>
    Promise.all(
      (element as unknown as { getAnimations(options: { subtree: boolean }): { finished: Promise<unknown> }[] })
        .getAnimations({ subtree: true })
        .map((animation) => animation.finished),
    ),
  );
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8_000 });
}

test.describe('tablón', () => {
  test('un post con archivo a un grupo: la compañera lo ve en directo con la campana, lo abre y responde; cada cual borra solo su respuesta; la autora lo edita y lo borra', async ({
    page,
    browser,
    baseURL,
  }) => {
    const title = `Calendario de simulacros ${Date.now()}`;
    const fileText = 'Simulacro 1: lunes 9:00. Simulacro 2: lunes 16:00.';

    // Iván waits on the group's board, with his bell visible.
    const classmate = await signInElsewhere(browser, baseURL, CLASSMATE);
    await openBoard(classmate, EXAMS_GROUP);
    await expect(bellButton(classmate)).toHaveAccessibleName(/^Notificaciones, \d+ sin leer$/);
    const unreadBefore = Number(/(\d+) sin leer/.exec((await bellButton(classmate).getAttribute('aria-label')) ?? '')?.[1]);

    await signInAs(page, AUTHOR);
    await openBoard(page, EXAMS_GROUP);
    await page.getByRole('button', { name: 'Nueva publicación' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva publicación' });
    await expect(dialog).toBeVisible();

    // Required fields first.
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    await expect(dialog.getByText('Campo requerido')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Título' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Contenido' }).click();
    await page.keyboard.type('Os dejo las fechas de los simulacros del bloque II.');
    // The group on screen is already chosen.
    await expect(dialog.getByRole('checkbox', { name: new RegExp(EXAMS_GROUP.replace(/[()]/g, '\\$&')) })).toBeChecked();

    // A file over 10 MB never leaves the browser; a small one uploads before saving.
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/posts/upload-file')) uploads.push(request.url());
    });
    await dialog.getByTestId('post-files-input').setInputFiles({ name: 'grabacion.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) });
    await expect(page.getByText('grabacion.mp4 supera el máximo de 10 MB')).toBeVisible();
    await dialog.getByTestId('post-files-input').setInputFiles({ name: 'fechas-simulacros.txt', mimeType: 'text/plain', buffer: Buffer.from(fileText) });
    await expect(dialog.getByRole('img', { name: 'Listo' })).toBeVisible();
    expect(uploads).toHaveLength(1);
    await page.screenshot({ path: path.join(import.meta.dirname, '.artifacts', 'screenshots', 'tablon-formulario-adjunto-1280.png') });

    const created = page.waitForResponse((response) => response.url().includes('/api/posts?notification=1') && response.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Publicar' }).click();
    expect((await created).status()).toBe(200);
    await expect(page.getByText('Publicación creada correctamente')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(postCard(page, title)).toBeVisible();

    // Live for Iván, no reload: the post with its file, and a bell notification that opens it.
    const seen = postCard(classmate, title);
    await expect(seen).toBeVisible();
    await expect(seen.getByRole('button', { name: 'Abrir fechas-simulacros.txt' })).toBeVisible();
    await expect(bellButton(classmate)).toHaveAccessibleName(`Notificaciones, ${unreadBefore + 1} sin leer`);
    await bellButton(classmate).click();
    const panel = classmate.getByRole('dialog', { name: 'Notificaciones' });
    await expect(panel.getByText('Marta Ruiz Calvo ha publicado en el tablón').first()).toBeVisible();
    await panel
      .getByRole('button', { name: /^Sin leer: Marta Ruiz Calvo ha publicado en el tablón/ })
      .first()
      .click();
    await expect(classmate).toHaveURL(/\/tablon\?post_id=\d+$/);
    await expect(seen).toBeFocused();

    // He opens the file through a signed address: the same bytes come back.
    const downloading = classmate.waitForEvent('download');
    await seen.getByRole('button', { name: 'Abrir fechas-simulacros.txt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('fechas-simulacros.txt');
    expect(download.url()).toContain('/api/files/stream/');
    expect(await readFile((await download.path())!, 'utf8')).toBe(fileText);

    // He answers; a blank answer is ignored.
    const field = seen.getByRole('textbox', { name: 'Respuesta' });
    await field.fill('   ');
    await seen.getByRole('button', { name: 'Responder' }).click();
    await expect(seen.getByText('0 respuestas')).toBeVisible();
    await field.fill('¡Gracias, Marta! ¿El segundo también es online?');
    await field.press('Enter');
    await expect(classmate.getByText('Respuesta enviada correctamente')).toBeVisible();
    await expect(seen.getByText('1 respuesta', { exact: true })).toBeVisible();

    // Marta sees it live and answers too. She is the academy's admin, so she moderates (issue 30): Iván's answer
    // has a delete icon for her as well; Iván, a student, gets one on his own answer only.
    const mine = postCard(page, title);
    await expect(mine.getByText('¡Gracias, Marta! ¿El segundo también es online?')).toBeVisible();
    await mine.getByRole('textbox', { name: 'Respuesta' }).fill('Sí, los dos son online.');
    await mine.getByRole('button', { name: 'Responder' }).click();
    await expect(page.getByText('Respuesta enviada correctamente')).toBeVisible();
    const myAnswer = mine.getByRole('listitem').filter({ hasText: 'Sí, los dos son online.' });
    await expect(myAnswer.getByRole('button', { name: 'Eliminar respuesta' })).toBeVisible();
    await expect(
      mine.getByRole('listitem').filter({ hasText: '¿El segundo también es online?' }).getByRole('button', { name: 'Eliminar respuesta' }),
    ).toBeVisible();
    await expect(seen.getByText('Sí, los dos son online.')).toBeVisible();
    await expect(seen.getByRole('listitem').filter({ hasText: 'Sí, los dos son online.' }).getByRole('button', { name: 'Eliminar respuesta' })).toHaveCount(0);
    await expect(seen.getByRole('button', { name: 'Eliminar respuesta' })).toHaveCount(1);

    // She deletes her own answer; it goes for Iván too.
    await myAnswer.getByRole('button', { name: 'Eliminar respuesta' }).click();
    await expect(page.getByText('Respuesta eliminada correctamente')).toBeVisible();
    await expect(mine.getByText('Sí, los dos son online.')).toHaveCount(0);
    await expect(seen.getByText('Sí, los dos son online.')).toHaveCount(0);
    await expect(seen.getByText('1 respuesta', { exact: true })).toBeVisible();

    // Iván may not edit or delete her post.
    await expect(seen.getByRole('button', { name: /^(Editar|Eliminar) publicación/ })).toHaveCount(0);

    // She edits it (no group selector) and Iván sees the new title.
    await mine.getByRole('button', { name: `Editar publicación: ${title}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar publicación' });
    await expect(editDialog.getByRole('group', { name: 'Grupos destinatarios' })).toHaveCount(0);
    await expect(editDialog.getByText('fechas-simulacros.txt')).toBeVisible();
    const newTitle = `${title} (actualizado)`;
    await editDialog.getByRole('textbox', { name: 'Título' }).fill(newTitle);
    await editDialog.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Publicación actualizada correctamente')).toBeVisible();
    await expect(postCard(classmate, newTitle)).toBeVisible();

    // And deletes it after confirming; gone for both.
    await postCard(page, newTitle)
      .getByRole('button', { name: `Eliminar publicación: ${newTitle}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Eliminar publicación' });
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(page.getByText('Publicación eliminada correctamente')).toBeVisible();
    await expect(postCard(page, newTitle)).toHaveCount(0);
    await expect(postCard(classmate, newTitle)).toHaveCount(0);
    await classmate.context().close();
  });

  test('el alumno: un post abierto por su dirección, la lista, el cajón de grupos y el formulario, sin fallos de accesibilidad a 375 y 1280 px; capturas a 375, 800 y 1280', async ({
    page,
  }) => {
    await signInAs(page, demoAccounts.student.email);
    await expect(page.getByText('Inicio de sesión correcto')).toBeHidden({ timeout: 8_000 });

    // A post of her second group, opened by address: its group is chosen and the post gets the focus.
    const token = await readPageToken(page);
    const nursing = await page.request.get('/api/posts?edu_codigoformacion=GRU-ENF-2026-A', { headers: { Authorization: `Bearer ${token}` } });
    const { data } = (await nursing.json()) as { data: { id: number; title: string }[] };
    const target = data.find((post) => post.title === 'Simulacro de práctica: toma de constantes')!;
    await page.goto(`/tablon?post_id=${target.id}`);
    await expect(page.getByRole('heading', { name: 'Publicaciones de Auxiliar de Enfermería · Grupo A' })).toBeVisible();
    await expect(postCard(page, target.title)).toBeFocused();
    await expect(postCard(page, target.title).getByRole('button', { name: 'Abrir Tabla de constantes vitales.jpg' })).toBeVisible();
    await page.setViewportSize({ width: 375, height: 900 });
    await expect(postCard(page, target.title)).toBeInViewport();
    await page.screenshot({ path: path.join(import.meta.dirname, '.artifacts', 'screenshots', 'tablon-post-abierto-375.png') });

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await openBoard(page);
      await expect(page.getByRole('heading', { name: 'Publicaciones de DAW · Grupo A (tardes)' })).toBeVisible();
      await expect(postCard(page, 'Entrega de la práctica 3: instrucciones')).toBeVisible();
      await settle(page);
      expect.soft(await findViolations(page), `tablón a ${width} px`).toEqual([]);

      if (width === 375) {
        // Phones: the groups are in a drawer, by keyboard too; focus comes back to its button.
        await expect(page.getByRole('navigation', { name: 'Mis grupos' })).toHaveCount(0);
        const opener = page.getByRole('button', { name: /^Grupos/ });
        await opener.focus();
        await page.keyboard.press('Enter');
        const drawer = page.getByRole('dialog', { name: 'Mis grupos' });
        await expect(drawer).toBeVisible();
        await waitForAnimations(drawer);
        expect.soft(await findViolations(page), 'cajón de grupos a 375 px').toEqual([]);
        await drawer.getByRole('button', { name: /Auxiliar de Enfermería/ }).click();
        await expect(drawer).toBeHidden();
        await expect(page.getByRole('heading', { name: 'Publicaciones de Auxiliar de Enfermería · Grupo A' })).toBeVisible();
        await expect(opener).toBeFocused();
      }

      await page.getByRole('button', { name: 'Nueva publicación' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nueva publicación' });
      await expect(dialog.getByRole('textbox', { name: 'Contenido' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Publicar' }).click();
      await expect(dialog.getByText('Campo requerido')).toBeVisible();
      expect.soft(await findViolations(page), `formulario a ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    await shootAtWidths(page, 'tablon', async () => {
      await openBoard(page);
      await expect(postCard(page, 'Entrega de la práctica 3: instrucciones')).toBeVisible();
      await settle(page);
    });
    await shootAtWidths(
      page,
      'tablon-formulario',
      async () => {
        await openBoard(page);
        await page.getByRole('button', { name: 'Nueva publicación' }).click();
        const dialog = page.getByRole('dialog', { name: 'Nueva publicación' });
        await expect(dialog.getByRole('textbox', { name: 'Contenido' })).toBeVisible();
        await waitForAnimations(dialog);
      },
      { fullPage: false },
    );
    await page.setViewportSize({ width: 375, height: 900 });
    await openBoard(page);
    await page.getByRole('button', { name: /^Grupos/ }).click();
    await expect(page.getByRole('dialog', { name: 'Mis grupos' })).toBeVisible();
    await waitForAnimations(page.getByRole('dialog', { name: 'Mis grupos' }));
    await page.screenshot({ path: path.join(import.meta.dirname, '.artifacts', 'screenshots', 'tablon-grupos-375.png') });
  });

  test('el visitante freemium ve el tablón bloqueado con la compra, sin pedir publicaciones; sin fallos de accesibilidad', async ({ page }) => {
    const boardCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/posts')) boardCalls.push(request.url());
    });
    await signInAs(page, 'freemium@campus.test');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/tablon');
      await expect(page.getByRole('heading', { name: 'El tablón es para alumnos matriculados' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Nueva publicación' })).toHaveCount(0);
      await settle(page);
      expect.soft(await findViolations(page), `tablón bloqueado a ${width} px`).toEqual([]);
    }
    expect(boardCalls).toEqual([]);
    await shootAtWidths(page, 'tablon-freemium', async () => {
      await page.goto('/tablon');
      await expect(page.getByRole('heading', { name: 'El tablón es para alumnos matriculados' })).toBeVisible();
      await settle(page);
    });
  });
});
