import type { ImportResult } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { ImportsRoute } from './imports-route';

const IMPORT_PATH = '/api/gestion/importaciones';
const admin = makeSessionUser({ edu_codigocontacto: 'ADM-1', fullname: 'Marta Admin', admin: true });
const zero = { contacts: 0, formations: 0, teachers: 0, enrolments: 0, events: 0 };

function makeResult(overrides: Partial<ImportResult> = {}): ImportResult {
  return { status: 'ok', dryRun: true, created: zero, updated: zero, errors: [], ...overrides };
}

const csv = (name: string, text = 'a,b\n1,2\n') => new File([text], name, { type: 'text/csv' });
const renderImports = () => renderRoute(<ImportsRoute />, { path: '/gestion/importar', otherPages: { '/': 'Inicio' } });
const fileInput = () => screen.getByTestId('import-files-input');
const checkButton = () => screen.getByRole('button', { name: 'Comprobar' });
const applyButton = () => screen.getByRole('button', { name: 'Aplicar' });

afterEach(() => vi.unstubAllGlobals());

describe('/gestion/importar', () => {
  it('refuses a student', () => {
    setSession('token', makeSessionUser());
    renderImports();
    expect(screen.getByRole('heading', { level: 1, name: 'No tienes acceso a esta página' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Comprobar' })).not.toBeInTheDocument();
  });

  it('takes the five known files only, checks them, then applies the same files and shows the invitation links to copy', async () => {
    setSession('token', admin);
    const created = { contacts: 12, formations: 3, teachers: 2, enrolments: 20, events: 4 };
    const fetchMock = mockFetch({
      [IMPORT_PATH]: (url) =>
        url.searchParams.get('dryRun') === 'true'
          ? jsonResponse(makeResult({ created, updated: { ...zero, contacts: 1 } }))
          : jsonResponse(
              makeResult({
                dryRun: false,
                created,
                invitations: [{ edu_codigocontacto: 'IMP-1', emailaddress1: 'lucia@academia.test', url: 'http://localhost/auth/invitacion?token=abc' }],
              }),
            ),
    });
    const { user } = renderImports();
    // After userEvent.setup, which puts its own clipboard in place.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    expect(screen.getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await user.upload(fileInput(), [csv('contacts.csv'), csv('Formations.csv'), csv('alumnos.csv')]);
    expect(screen.getByRole('alert')).toHaveTextContent('«alumnos.csv» no es uno de los archivos que se pueden importar');
    const known = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(known.filter((text) => text?.includes('Elegido'))).toEqual([expect.stringContaining('contacts.csv'), expect.stringContaining('formations.csv')]);
    expect(known.filter((text) => text?.includes('Sin elegir'))).toHaveLength(3);

    await user.click(checkButton());
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByRole('heading', { name: 'Resultado de la comprobación' })).toHaveFocus();
    const rows = within(result)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['Personas121', 'Formaciones y grupos30', 'Docentes de grupos20', 'Matrículas200', 'Eventos40']);
    const [dryRunCall] = callsTo(fetchMock, IMPORT_PATH);
    expect(new URL(String(dryRunCall?.[0]), 'http://localhost').searchParams.get('dryRun')).toBe('true');
    const parts = dryRunCall?.[1]?.body as FormData;
    expect([...parts.keys()]).toEqual(['contacts.csv', 'formations.csv']);
    expect((parts.get('formations.csv') as File).name).toBe('formations.csv');

    await user.click(applyButton());
    const applied = await screen.findByRole('heading', { name: 'Importación aplicada' });
    expect(applied.closest('section')).toHaveTextContent('Los datos se han guardado.');
    expect(callsTo(fetchMock, IMPORT_PATH)).toHaveLength(2);
    expect(applyButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Copiar el enlace de lucia@academia.test' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost/auth/invitacion?token=abc');
  });

  it('lists every error of a 422 with file, line and column, keeps "Aplicar" off, and a changed choice drops the result', async () => {
    setSession('token', admin);
    mockFetch({
      [IMPORT_PATH]: () =>
        jsonResponse(
          makeResult({
            status: 'error',
            errors: [{ file: 'enrolments.csv', line: 7, column: 'edu_codigoalumno', message: 'No existe ningún contacto con el código «X-9»' }],
          }),
          { status: 422 },
        ),
    });
    const { user } = renderImports();

    await user.click(checkButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Elige al menos uno de los cinco archivos.');

    await user.upload(fileInput(), [csv('enrolments.csv')]);
    await user.click(checkButton());
    const result = await screen.findByTestId('import-result');
    expect(result).toHaveTextContent('Hay 1 error');
    const cells = within(result)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['enrolments.csv', '7', 'edu_codigoalumno', 'No existe ningún contacto con el código «X-9»']);
    expect(applyButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Quitar enrolments.csv' }));
    await waitFor(() => expect(screen.queryByTestId('import-result')).not.toBeInTheDocument());
  });
});
