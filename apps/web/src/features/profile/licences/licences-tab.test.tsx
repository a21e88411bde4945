import { texts } from '@campus/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../lib/session-store';
import { makeSessionUser } from '../../../test/factories';
import { errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render-route';
import { LicencesTab } from './licences-tab';

const student = makeSessionUser();
const path = `/api/user/licencias/${student.edu_codigocontacto}`;
const renderTab = () =>
  renderRoute(<LicencesTab contactCode={student.edu_codigocontacto} />, { path: '/perfil/:id', at: `/perfil/${student.edu_codigocontacto}?tab=licencies` });

afterEach(() => vi.unstubAllGlobals());

describe('LicencesTab', () => {
  it('shows the digital book card with the login, the password and the link to the book', async () => {
    setSession('token', student);
    mockFetch({
      [path]: jsonResponse({
        status: 'ok',
        data: [
          {
            tipo: 'libro-digital',
            edu_codigolineamatricula: 'LM-2',
            edu_codigoformacion: 'ENF-A',
            edu_formacion: 'Auxiliar de Enfermería · Grupo A',
            login: 'alumno',
            password: 'LibroDemo-2026',
            url: 'https://libros.example.test/acceso',
          },
        ],
      }),
    });
    const { user } = renderTab();
    const card = await screen.findByRole('region', { name: texts.enrolments.digitalBookTitle });
    expect(within(card).getByText('Accede al libro digital de Auxiliar de Enfermería · Grupo A con estos datos.')).toBeInTheDocument();
    expect(within(card).getByText('alumno')).toBeInTheDocument();
    expect(within(card).getByText('LibroDemo-2026')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: texts.enrolments.licenceOpen })).toHaveAttribute('href', 'https://libros.example.test/acceso');

    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(card).getByRole('button', { name: 'Copiar contraseña' }));
    expect(writeText).toHaveBeenCalledWith('LibroDemo-2026');
    expect(await screen.findByText('Contraseña: copiado al portapapeles')).toBeInTheDocument();
  });

  it("says 'No hay licencias disponibles' without one", async () => {
    setSession('token', student);
    mockFetch({ [path]: jsonResponse({ status: 'ok', data: [] }) });
    renderTab();
    expect(await screen.findByText('No hay licencias disponibles')).toBeInTheDocument();
  });

  it('shows the error when the licences cannot be loaded', async () => {
    setSession('token', student);
    mockFetch({ [path]: errorResponse(500, 'internal', 'x') });
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.enrolments.licencesError);
  });
});
