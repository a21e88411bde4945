import type { EventAttendanceAnswer } from '@campus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, mockFetch } from '../test/fetch-mock';
import { createTestQueryClient } from '../test/query-client';
import { LiveAttendance } from './live-attendance';

const student = (code: string, fullname: string) => ({ edu_codigocontacto: code, fullname, foto: null, groupCode: 'GRU-A' });

function makeAttendance(overrides: Partial<EventAttendanceAnswer['data']['event']> = {}): EventAttendanceAnswer {
  return {
    status: 'ok',
    data: {
      event: {
        id: 7,
        title: 'Clase en directo',
        event_type: 'clases_directo',
        start: '2026-10-01T15:00:00.000Z',
        end: '2026-10-01T16:00:00.000Z',
        minutes: 60,
        hasStarted: true,
        hasEnded: true,
        ...overrides,
      },
      groups: [{ edu_codigoformacion: 'GRU-A', edu_formacion: 'Grupo A' }],
      attendees: [
        { ...student('C-1', 'Beatriz Soler'), joinedAt: '2026-10-01T14:55:00.000Z', minutes: 60, share: 100 },
        { ...student('C-2', 'Andrés Pardo'), joinedAt: '2026-10-01T15:45:00.000Z', minutes: 15, share: 25 },
      ],
      absent: [student('C-3', 'Carla Núñez')],
      totals: { students: 3, attended: 2 },
    },
  };
}

function renderAttendance(answer: Response) {
  mockFetch({ '/api/teaching/events/7/attendance': answer });
  return render(
    <QueryClientProvider client={createTestQueryClient()}>
      <LiveAttendance eventId={7} />
    </QueryClientProvider>,
  );
}

const people = ['Andrés Pardo', 'Beatriz Soler'];
/** The students of the table's rows, in order (a row's first cell also holds the avatar's initials). */
const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => people.find((name) => within(row).getAllByRole('cell')[0]!.textContent?.endsWith(name)));

describe('LiveAttendance', () => {
  it('shows the totals, who joined (time in Madrid, minutes, share) and who did not', async () => {
    renderAttendance(jsonResponse(makeAttendance()));
    expect(await screen.findByText('2 de 3 alumnos asistieron')).toBeInTheDocument();
    expect(screen.getByText('Media de la clase seguida: 62,50 %')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Alumnos que asistieron a la clase' });
    expect(names(table)).toEqual(['Beatriz Soler', 'Andrés Pardo']);
    // The first cell holds the avatar's initials (hidden from assistive technology) before the name.
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['BSBeatriz Soler', '16:55', '60', '100,00 %']);
    expect(screen.getByRole('heading', { name: 'No asistieron (1)' })).toBeInTheDocument();
    expect(screen.getByText('Carla Núñez')).toBeInTheDocument();
  });

  it('sorts by a column, and the other way on a second click', async () => {
    renderAttendance(jsonResponse(makeAttendance()));
    const table = await screen.findByRole('table');
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: /^Alumno/ }));
    expect(names(table)).toEqual(['Andrés Pardo', 'Beatriz Soler']);
    expect(within(table).getByRole('columnheader', { name: /^Alumno/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(table).getByRole('button', { name: /^Minutos/ }));
    expect(names(table)).toEqual(['Beatriz Soler', 'Andrés Pardo']);
    await user.click(within(table).getByRole('button', { name: /^Minutos/ }));
    expect(names(table)).toEqual(['Andrés Pardo', 'Beatriz Soler']);
    expect(within(table).getByRole('columnheader', { name: /^Minutos/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('waits for the class to start before listing anyone as absent', async () => {
    renderAttendance(jsonResponse(makeAttendance({ hasStarted: false, hasEnded: false })));
    expect(await screen.findByText('La asistencia aparecerá cuando empiece la clase')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('leaves itself out when the class is not one of the viewer’s groups (404)', async () => {
    renderAttendance(errorResponse(404, 'not_found', 'El grupo no existe o no es uno de tus grupos'));
    // The section shows (loading) until the answer, then leaves.
    expect(screen.getByTestId('live-attendance')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('live-attendance')).not.toBeInTheDocument());
    expect(screen.queryByText('No se ha podido cargar la asistencia')).not.toBeInTheDocument();
  });
});
