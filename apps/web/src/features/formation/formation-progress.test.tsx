import { measureProgress, type ContentUnit } from '@campus/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-mock';
import { makeContentEvent, makeLockedEvent, makeTopic, makeUnit, TEST_CONTACT } from './formation-factories';
import { mockFormationApi, renderFormation } from './formation-test-setup';

// The whole signed-in app renders (shell, lazy route): slower than the default 5 s on a loaded machine.
vi.setConfig({ testTimeout: 20_000 });

const done = [{ edu_codigocontacto: TEST_CONTACT, completed: 1 }];

/** One unit whose events are given; the progress call answers the contract's measure of them, as the server does. */
function setUp(events: ReturnType<typeof makeContentEvent>[]) {
  const units: ContentUnit[] = [makeUnit({ id: 10, titulo: 'Unidad 1. Programación', temas: [makeTopic({ id: 101, eventos: events })] })];
  const measure = measureProgress(events, false);
  mockFormationApi({ content: units, extra: { [`/api/events/contact/complete/${TEST_CONTACT}`]: jsonResponse({ status: 'ok', data: measure }) } });
  return measure;
}

const unitToggle = () => within(screen.getByRole('navigation', { name: 'Temario de la formación' })).getByRole('button', { name: /Unidad 1\. Programación/ });

describe('formation page: one progress for the tree badges and the header', () => {
  it('does not count completed content that expired: the badge and the header agree', async () => {
    setUp([
      makeContentEvent({ id: 1, orden: 1, title: 'Abierta y completada', completed: done }),
      makeContentEvent({ id: 2, orden: 2, title: 'Abierta pendiente' }),
      makeLockedEvent('expired', { id: 3, orden: 3, title: 'Caducada y completada', completed: done }),
    ]);
    await renderFormation();
    expect(await screen.findByTestId('formation-progress')).toHaveTextContent('50,00 %');
    expect(within(unitToggle()).getByLabelText('1 de 2 contenidos completados')).toHaveTextContent('1/2');
  });

  it('shows no done count for locked completions (the admin report: 2/4 with no ticks beside 0,00 %)', async () => {
    setUp([
      makeLockedEvent('expired', { id: 1, orden: 1, title: 'Caducada 1', completed: done }),
      makeLockedEvent('expired', { id: 2, orden: 2, title: 'Caducada 2', completed: done }),
      makeContentEvent({ id: 3, orden: 3, title: 'Abierta 1' }),
      makeContentEvent({ id: 4, orden: 4, title: 'Abierta 2' }),
    ]);
    await renderFormation();
    expect(await screen.findByTestId('formation-progress')).toHaveTextContent('0,00 %');
    expect(within(unitToggle()).getByLabelText('0 de 2 contenidos completados')).toHaveTextContent('0/2');
    expect(screen.queryByText('Completado')).not.toBeInTheDocument();
  });
});
