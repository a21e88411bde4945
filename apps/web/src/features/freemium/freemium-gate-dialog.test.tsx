import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFormation } from '../../test/factories';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { openFreemiumGate } from '../../lib/freemium-gate-store';
import { storeFreemiumTrial } from '../../lib/freemium-storage';
import { getLeadSheet } from '../../lib/lead-sheet-store';

async function openGate(featureName?: string) {
  mockFetch({});
  renderApp('/login');
  await screen.findByRole('button', { name: 'Iniciar sesión' });
  act(() => openFreemiumGate({ featureName }));
  return screen.findByRole('dialog', {
    name: featureName ? `${featureName} es para alumnos matriculados` : 'Esta parte de Campus es para alumnos matriculados',
  });
}

describe('freemium gate', () => {
  it("'Pedir información' opens the lead form about the trial's formation", async () => {
    storeFreemiumTrial([makeFormation()], 'GR-ENF-2026');
    const gate = await openGate('La Plataforma de Test');
    await userEvent.click(within(gate).getByRole('button', { name: 'Pedir información' }));

    const sheet = await screen.findByRole('dialog', { name: '¿Necesitas más información? Te llamamos gratis' });
    expect(within(sheet).getByText(/un asesor de la academia te llamará, sin compromiso/)).toBeInTheDocument();
    expect(getLeadSheet()).toMatchObject({ isOpen: true, formacion: 'FO-ENF', intent: 'info' });
    expect(screen.queryByRole('dialog', { name: /alumnos matriculados/ })).not.toBeInTheDocument();
  });

  it("'Comprar ahora' says an advisor completes the enrolment and opens the lead form for it: no payment here", async () => {
    const gate = await openGate();
    expect(within(gate).getByText(/un asesor de la academia te llama para completar tu matrícula y el pago/)).toBeInTheDocument();
    await userEvent.click(within(gate).getByRole('button', { name: 'Comprar ahora' }));

    const sheet = await screen.findByRole('dialog', { name: '¿Necesitas más información? Te llamamos gratis' });
    expect(within(sheet).getByText(/No se te cobrará nada desde este formulario/)).toBeInTheDocument();
    expect(getLeadSheet()).toMatchObject({ isOpen: true, intent: 'purchase' });
  });
});
