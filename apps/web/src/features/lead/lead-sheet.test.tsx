import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { openLeadSheet } from '../../lib/lead-sheet-store';

const TITLE = '¿Necesitas más información? Te llamamos gratis';
const created = () => jsonResponse({ status: 'ok', message: 'Solicitud registrada' }, { status: 201 });

async function openSheet(options: Parameters<typeof openLeadSheet>[0] = {}) {
  await screen.findByRole('button', { name: 'Iniciar sesión' });
  act(() => openLeadSheet(options));
  return screen.findByRole('dialog', { name: TITLE });
}

function field(sheet: HTMLElement, label: string) {
  return within(sheet).getByLabelText(label);
}

async function fillValid(sheet: HTMLElement) {
  await userEvent.type(field(sheet, 'Nombre'), '  Lucía ');
  await userEvent.type(field(sheet, 'Apellidos'), ' Fernández Ortega  ');
  await userEvent.type(field(sheet, 'Teléfono'), ' +34 (600) 123-456 ');
  await userEvent.type(field(sheet, 'Email'), ' lucia@correo.es ');
  await userEvent.click(field(sheet, 'He leído y acepto la política de privacidad'));
}

// Typing whole forms with user-event is slow under a busy parallel run.
describe('lead sheet', { timeout: 15_000 }, () => {
  it('shows no error until a field is touched, then clears it as soon as the field is edited', async () => {
    mockFetch({});
    renderApp('/login');
    const sheet = await openSheet();

    expect(within(sheet).queryByText('El nombre es requerido')).not.toBeInTheDocument();
    await userEvent.click(field(sheet, 'Nombre'));
    expect(within(sheet).queryByText('El nombre es requerido')).not.toBeInTheDocument();
    // Leaving the field empty touches it: now its error shows, and only its own.
    await userEvent.tab();
    expect(await within(sheet).findByText('El nombre es requerido')).toBeInTheDocument();
    expect(field(sheet, 'Nombre')).toHaveAttribute('aria-invalid', 'true');
    expect(within(sheet).queryByText('Los apellidos son requeridos')).not.toBeInTheDocument();

    // Editing clears it at once, even though the value is still not complete.
    await userEvent.type(field(sheet, 'Nombre'), ' ');
    expect(within(sheet).queryByText('El nombre es requerido')).not.toBeInTheDocument();
    // Leaving it with only spaces: values are trimmed, so it is still required.
    await userEvent.tab();
    expect(await within(sheet).findByText('El nombre es requerido')).toBeInTheDocument();
  });

  it('checks the phone and e-mail formats when the field is left', async () => {
    mockFetch({});
    renderApp('/login');
    const sheet = await openSheet();

    await userEvent.type(field(sheet, 'Teléfono'), '600 12');
    await userEvent.tab();
    expect(await within(sheet).findByText('Formato de teléfono inválido')).toBeInTheDocument();
    await userEvent.type(field(sheet, 'Email'), 'lucia@correo');
    await userEvent.tab();
    expect(await within(sheet).findByText('Formato de email inválido')).toBeInTheDocument();
  });

  it('collects every error on submit and sends nothing', async () => {
    const fetchMock = mockFetch({ '/api/auth/nueva-oportunidad': created() });
    renderApp('/login');
    const sheet = await openSheet();

    await userEvent.click(within(sheet).getByRole('button', { name: 'Solicitar llamada gratuita' }));

    for (const message of [
      'El nombre es requerido',
      'Los apellidos son requeridos',
      'El teléfono es requerido',
      'El email es requerido',
      'Debes aceptar la política de privacidad',
    ]) {
      expect(await within(sheet).findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, '/api/auth/nueva-oportunidad')).toHaveLength(0);
    // Checking the box clears its error.
    await userEvent.click(field(sheet, 'He leído y acepto la política de privacidad'));
    expect(within(sheet).queryByText('Debes aceptar la política de privacidad')).not.toBeInTheDocument();
  });

  it('sends trimmed values with the course, toasts success, closes and starts empty next time', async () => {
    const fetchMock = mockFetch({ '/api/auth/nueva-oportunidad': created() });
    renderApp('/login');
    const sheet = await openSheet({ formacion: 'FOR-ENF' });

    await fillValid(sheet);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Solicitar llamada gratuita' }));

    expect(await screen.findByText('¡Información enviada correctamente! Nos pondremos en contacto contigo pronto.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument());
    const [call] = callsTo(fetchMock, '/api/auth/nueva-oportunidad');
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      nombre: 'Lucía',
      apellidos: 'Fernández Ortega',
      telefono: '+34 (600) 123-456',
      email: 'lucia@correo.es',
      aceptaPolitica: true,
      formacion: 'FOR-ENF',
    });

    const again = await openSheet();
    expect(field(again, 'Nombre')).toHaveValue('');
  });

  it('toasts the failure and keeps what was typed', async () => {
    mockFetch({ '/api/auth/nueva-oportunidad': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    renderApp('/login');
    const sheet = await openSheet();

    await fillValid(sheet);
    await userEvent.click(within(sheet).getByRole('button', { name: 'Solicitar llamada gratuita' }));

    expect(await screen.findByText('Error al enviar la información. Por favor, inténtalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
    expect(field(sheet, 'Nombre')).toHaveValue('  Lucía ');
  });

  it('shows the privacy text from the form', async () => {
    mockFetch({});
    renderApp('/login');
    const sheet = await openSheet();
    const toggle = within(sheet).getByRole('button', { name: 'Leer la política de privacidad' });
    expect(within(sheet).queryByText(/Finalidad:/)).not.toBeVisible();
    await userEvent.click(toggle);
    expect(within(sheet).getByText(/Finalidad:/)).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
