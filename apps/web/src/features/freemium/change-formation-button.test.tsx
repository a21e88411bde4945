import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFormation, makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { getFreemiumGroup, storeFreemiumTrial } from '../../lib/freemium-storage';
import { setSession } from '../../lib/session-store';
import type { SessionUser } from '@campus/contract';

const morning = makeFormation();
const evening = makeFormation({
  edu_codigoformacion: 'GR-ENF-2026-T',
  edu_formacion: 'Auxiliar de Enfermería · Grupo tarde',
  grupo: { edu_codigoformacion: 'GR-ENF-2026-T', edu_formacion: 'Grupo tarde 2026' },
});
const daw = makeFormation({
  edu_codigoformacion: 'GR-DAW-2026',
  edu_formacion: 'Desarrollo de Aplicaciones Web · Grupo A',
  edu_principal: 'Técnico Superior en DAW',
  grupo: { edu_codigoformacion: 'GR-DAW-2026', edu_formacion: 'Grupo A' },
});

function signIn(user: SessionUser, byCodes: Response) {
  setSession('token', user);
  mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    [`/api/lineaMatriculas/formations/${user.edu_codigocontacto}`]: jsonResponse(makeFormationsAnswer([morning])),
    '/api/formations/byCodes': byCodes,
  });
}

describe("'Cambiar formación' and 'Elige tu formación'", { timeout: 15_000 }, () => {
  it('lets a freemium user search and choose another group from the side menu', async () => {
    storeFreemiumTrial([morning, evening, daw], 'GR-ENF-2026');
    signIn(makeSessionUser({ freemium: true }), jsonResponse({ status: 'ok', formations: { formations: [morning, evening, daw] } }));
    renderApp('/');

    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Cambiar formación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Elige tu formación' });
    expect(within(dialog).getByRole('button', { name: /Grupo mañana/, pressed: true })).toBeInTheDocument();

    await userEvent.type(within(dialog).getByPlaceholderText('Buscar grupo...'), 'enfermeria tarde');
    expect(
      within(dialog)
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent),
    ).toEqual([expect.stringContaining('Grupo tarde')]);
    await userEvent.clear(within(dialog).getByPlaceholderText('Buscar grupo...'));
    await userEvent.type(within(dialog).getByPlaceholderText('Buscar grupo...'), 'medicina');
    expect(within(dialog).getByText('Ningún grupo coincide con la búsqueda.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByPlaceholderText('Buscar grupo...'));

    await userEvent.click(within(dialog).getByRole('button', { name: /Desarrollo de Aplicaciones Web/ }));
    expect(await screen.findByText('Formación seleccionada correctamente')).toBeInTheDocument();
    expect(getFreemiumGroup()).toBe('GR-DAW-2026');
    expect(screen.queryByRole('dialog', { name: 'Elige tu formación' })).not.toBeInTheDocument();
  });

  it("still offers the stored groups after 'Error al cargar las formaciones disponibles'", async () => {
    storeFreemiumTrial([morning, evening], 'GR-ENF-2026');
    signIn(makeSessionUser({ freemium: true }), errorResponse(500, 'internal', 'Ha ocurrido un error inesperado'));
    renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Cambiar formación' }));
    expect(await screen.findByText('Error al cargar las formaciones disponibles')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Elige tu formación' });
    expect(within(dialog).getByRole('button', { name: /Grupo tarde/ })).toBeInTheDocument();
  });

  it('is not shown to students, nor to freemium users without stored formations', async () => {
    storeFreemiumTrial([morning], null);
    signIn(makeSessionUser({ freemium: false }), jsonResponse({ status: 'ok', formations: { formations: [morning] } }));
    const view = renderApp('/');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).queryByRole('button', { name: 'Cambiar formación' })).not.toBeInTheDocument();
    view.unmount();

    window.localStorage.clear();
    signIn(makeSessionUser({ freemium: true }), jsonResponse({ status: 'ok', formations: { formations: [] } }));
    renderApp('/');
    const menuAgain = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menuAgain).queryByRole('button', { name: 'Cambiar formación' })).not.toBeInTheDocument();
  });
});
