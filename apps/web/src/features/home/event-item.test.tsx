import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../test/factories';
import { errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { EventItem } from './event-item';
import type { EventSummary } from '@campus/contract';

const start = new Date('2026-11-21T17:00:00Z');
const end = new Date('2026-11-21T18:00:00Z');
const minutes = (n: number) => n * 60_000;

function renderItem(now: Date, event: EventSummary = makeEvent()) {
  return renderApp('/', [
    {
      path: '/',
      element: (
        <ul>
          <EventItem event={event} now={now} contactCode="CT-0001" studentGroupCodes={['GR-OTHER', 'GR-ENF-2026']} />
        </ul>
      ),
    },
  ]);
}

// jsdom cannot open tabs: the meeting link's default action is cancelled after React has handled the click.
const cancelNavigation = (event: MouseEvent) => event.preventDefault();
beforeEach(() => window.addEventListener('click', cancelNavigation));
afterEach(() => window.removeEventListener('click', cancelNavigation));

function bodiesOf(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/actividades/asistencia')).map(([, init]) => JSON.parse(String(init?.body)));
}

describe('event join window', () => {
  it.each([
    ['11 minutes before the start', 'Ir al evento', new Date(start.getTime() - minutes(11))],
    ['10 minutes before the start', 'Unirse al evento', new Date(start.getTime() - minutes(10))],
    ['during the event', 'Unirse al evento', new Date(start.getTime() + minutes(30))],
    ['10 minutes after the end', 'Unirse al evento', new Date(end.getTime() + minutes(10))],
    ['10 minutes and 1 second after the end', 'Ir al evento', new Date(end.getTime() + minutes(10) + 1000)],
  ])('%s shows %s', (_label, expected, now) => {
    mockFetch({});
    const view = renderItem(now);
    expect(screen.getByRole('link', { name: new RegExp(expected) })).toBeInTheDocument();
    view.unmount();
  });

  it("shows 'Ir al evento' inside the window when there is no join link", () => {
    mockFetch({});
    renderItem(new Date(start.getTime() + minutes(5)), makeEvent({ join_url: null }));
    expect(screen.getByRole('link', { name: /Ir al evento/ })).toHaveAttribute('href', '/calendario?event_id=101');
    expect(screen.queryByRole('link', { name: /Unirse al evento/ })).not.toBeInTheDocument();
  });

  it('never opens a join link that is not a web address', () => {
    mockFetch({});
    renderItem(new Date(start.getTime() + minutes(5)), makeEvent({ join_url: 'javascript:alert(1)' }));
    expect(screen.queryByRole('link', { name: /Unirse al evento/ })).not.toBeInTheDocument();
  });
});

describe('event attendance', { timeout: 15_000 }, () => {
  it('records type 3 on joining and type 8 on the check-out link, with the event and group', async () => {
    const fetchMock = mockFetch({ '/api/actividades/asistencia': jsonResponse({ status: 'ok', created: 1 }, { status: 201 }) });
    renderItem(new Date(start.getTime() + minutes(5)));

    expect(screen.queryByRole('button', { name: /Registrar salida/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Unirse al evento/ }));
    await waitFor(() => expect(bodiesOf(fetchMock)).toHaveLength(1));
    expect(bodiesOf(fetchMock)[0]).toEqual({
      actividades: [{ tipo_actividad_id: 3, edu_codigocontacto: 'CT-0001', hasActivity: true, metadata: { id_evento: 101, id_grupo: 'GR-ENF-2026' } }],
    });

    await userEvent.click(await screen.findByRole('button', { name: /Registrar salida/ }));
    expect(await screen.findByText('Salida registrada')).toBeInTheDocument();
    expect(bodiesOf(fetchMock)[1]).toEqual({
      actividades: [{ tipo_actividad_id: 8, edu_codigocontacto: 'CT-0001', hasActivity: true, metadata: { id_evento: 101, id_grupo: 'GR-ENF-2026' } }],
    });
  });

  it("only logs 'Error al guardar la asistencia' when the record fails: no toast", async () => {
    mockFetch({ '/api/actividades/asistencia': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderItem(new Date(start.getTime() + minutes(5)));

    await userEvent.click(screen.getByRole('link', { name: /Unirse al evento/ }));
    await waitFor(() => expect(consoleError).toHaveBeenCalledWith('Error al guardar la asistencia', expect.anything()));
    expect(screen.queryByText('Error al guardar la asistencia')).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: /error/i })).not.toBeInTheDocument();
  });
});
