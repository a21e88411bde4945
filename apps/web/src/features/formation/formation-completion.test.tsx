import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, errorResponse, jsonResponse } from '../../test/fetch-mock';
import { installFakeSockets } from '../../test/fake-socket';
import { bodyOf, FORMATION_PATH, makeCompletionAnswer, makeTestTree, mockFormationApi, renderFormation } from './formation-test-setup';
import { TEST_PARENT } from './formation-factories';

// Each test renders the whole signed-in app (shell, lazy route, StrictMode): on a loaded machine that can
// take longer than the default 5 s.
vi.setConfig({ testTimeout: 20_000 });

const tree = () => screen.getByRole('navigation', { name: 'Temario de la formación' });
const eventButton = (name: RegExp) => within(tree()).getByRole('button', { name });

describe('formation page: completion', () => {
  it('marks and unmarks completion with the spec toasts, showing the answered progress without reloading', async () => {
    const fetchMock = mockFormationApi({
      extra: {
        '/api/events/contact/1/CT-0001': (_url, init) => {
          const { completed } = JSON.parse(String(init?.body)) as { completed: 0 | 1 };
          const progress = completed === 1 ? { percentage_partial: 50, completed: 2, total: 4 } : { percentage_partial: 25, completed: 1, total: 4 };
          return jsonResponse(makeCompletionAnswer(makeTestTree(), 1, completed, progress));
        },
      },
    });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const user = userEvent.setup();
    const checkbox = await screen.findByRole('checkbox', { name: 'Marcar como completado' });
    expect(checkbox).not.toBeChecked();
    expect(await screen.findByTestId('formation-progress')).toHaveTextContent('37,50 %');
    const treeCalls = callsTo(fetchMock, `/api/content/${TEST_PARENT}`).length;
    const progressCalls = callsTo(fetchMock, '/api/events/contact/complete/CT-0001').length;

    await user.click(checkbox);
    expect(await screen.findByText('Contenido completado correctamente')).toBeInTheDocument();
    expect(checkbox).toBeChecked();
    const patches = callsTo(fetchMock, '/api/events/contact/1/CT-0001');
    expect(patches[0]?.[1]?.method).toBe('PATCH');
    expect(bodyOf(patches[0])).toEqual({ completed: 1 });
    expect(screen.getByTestId('formation-progress')).toHaveTextContent('50,00 %');
    expect(eventButton(/Presentación del ciclo/)).toHaveTextContent('Completado');

    await waitFor(() => expect(checkbox).toBeEnabled());
    await user.click(checkbox);
    expect(await screen.findByText('Contenido descompletado correctamente')).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/events/contact/1/CT-0001')[1])).toEqual({ completed: 0 });
    expect(checkbox).not.toBeChecked();
    expect(screen.getByTestId('formation-progress')).toHaveTextContent('25,00 %');
    // Two completions later, neither the tree nor the progress was asked again.
    expect(callsTo(fetchMock, `/api/content/${TEST_PARENT}`)).toHaveLength(treeCalls);
    expect(callsTo(fetchMock, '/api/events/contact/complete/CT-0001')).toHaveLength(progressCalls);
  });

  it('ticks the event and shows the progress when the student completes it in another tab', async () => {
    const sockets = installFakeSockets();
    mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const checkbox = await screen.findByRole('checkbox', { name: 'Marcar como completado' });
    expect(await screen.findByTestId('formation-progress')).toHaveTextContent('37,50 %');
    const { status: _status, ...change } = makeCompletionAnswer(makeTestTree(), 1, 1, { percentage_partial: 50, completed: 2, total: 4 });
    act(() => sockets[0]!.pushFromServer('content-completed', change));
    expect(await screen.findByTestId('formation-progress')).toHaveTextContent('50,00 %');
    expect(checkbox).toBeChecked();
    expect(eventButton(/Presentación del ciclo/)).toHaveTextContent('Completado');
  });

  it("puts the tick back and says 'Error al actualizar el estado del evento' on failure", async () => {
    mockFormationApi({ extra: { '/api/events/contact/1/CT-0001': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') } });
    await renderFormation(`${FORMATION_PATH}?event=1`);
    const checkbox = await screen.findByRole('checkbox', { name: 'Marcar como completado' });
    await userEvent.setup().click(checkbox);
    expect(await screen.findByText('Error al actualizar el estado del evento')).toBeInTheDocument();
    await waitFor(() => expect(checkbox).not.toBeChecked());
  });

  it('disables the checkbox on locked content', async () => {
    mockFormationApi();
    await renderFormation(`${FORMATION_PATH}?event=3`);
    expect(await screen.findByText('Este contenido no estará disponible hasta el 1 dic 2026')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Marcar como completado' })).toBeDisabled();
  });
});
