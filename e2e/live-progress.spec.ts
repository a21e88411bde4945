import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './support/auth';
import { formationAccounts, nursingPage, openFormation, treeEvent, viewerHeading } from './support/formation';

/**
 * Completion is live across the student's tabs: what one tab marks reaches the others through the
 * `content-completed` push to the user's room, with no reload. It uses the nursing group, whose completion
 * no other test of the demo student changes (formation.spec toggles DAW content at the same time), and
 * leaves the completion as it found it.
 */

const progressCall = '/api/events/contact/complete/';

/** The home's progress bar of the nursing group, as the student reads it ('37,50 %'). */
function nursingProgress(home: Page) {
  return home.getByRole('region', { name: 'Tu progreso' }).getByRole('progressbar', { name: 'Progreso en Auxiliar de Enfermería · Grupo A' });
}

test.describe('Progreso en directo', () => {
  test('marcar un contenido en una pestaña actualiza el progreso de la página de inicio abierta en otra, sin recargarla', async ({ page, context }) => {
    await signInAs(page, formationAccounts.student);
    const home = page;
    const bar = nursingProgress(home);
    await expect(bar).toHaveAttribute('aria-valuetext', /^\d{1,3},\d{2} %$/);
    const before = await bar.getAttribute('aria-valuetext');
    // A mark on the window: a reload would wipe it.
    await home.evaluate(() => Object.assign(globalThis, { campusLiveProgressMark: true }));
    const homeProgressCalls: string[] = [];
    home.on('request', (request) => {
      if (request.url().includes(progressCall)) homeProgressCalls.push(request.url());
    });

    // The second tab of the same session: the formation page.
    const formation = await context.newPage();
    await openFormation(formation, nursingPage);
    await treeEvent(formation, /Documentación clínica y no clínica/).click();
    await expect(viewerHeading(formation, 'Documentación clínica y no clínica')).toBeVisible();
    const checkbox = formation.getByRole('checkbox', { name: 'Marcar como completado' });
    const wasCompleted = await checkbox.isChecked();

    await checkbox.click();
    await expect(formation.getByText(wasCompleted ? 'Contenido descompletado correctamente' : 'Contenido completado correctamente')).toBeVisible();
    await expect(bar).not.toHaveAttribute('aria-valuetext', before ?? '');
    const changed = await bar.getAttribute('aria-valuetext');
    // The home card shows the same number as the formation page's header.
    await expect(formation.getByTestId('formation-progress')).toHaveText(changed ?? '');

    // Back as it was: the home follows again.
    await expect(checkbox).toBeEnabled();
    await checkbox.click();
    await expect(checkbox).toBeChecked({ checked: wasCompleted });
    await expect(bar).toHaveAttribute('aria-valuetext', before ?? '');

    // Both updates came from the pushes: the home neither reloaded nor asked for its progress again.
    expect(await home.evaluate(() => (globalThis as { campusLiveProgressMark?: boolean }).campusLiveProgressMark)).toBe(true);
    expect(homeProgressCalls).toEqual([]);
  });
});
