import { profileRecordSchema, texts, type ProfileRecord } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToken, setSession } from '../../../lib/session-store';
import { makeSessionUser } from '../../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderRoute } from '../../../test/render-route';
import { PrivacyTab } from './privacy-tab';

const student = makeSessionUser({ edu_codigocontacto: 'CON-1', emailaddress2: 'lucia@correo.test' });

/** A contact as GET /api/user/{id} answers it: every field of the contract's record, empty unless given. */
function makeProfileRecord(overrides: Partial<ProfileRecord> = {}): ProfileRecord {
  const record: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(profileRecordSchema.shape)) {
    record[key] = [null, false, 0, ''].find((candidate) => field.safeParse(candidate).success) ?? null;
  }
  return {
    ...(record as ProfileRecord),
    edu_codigocontacto: 'CON-1',
    fullname: 'Lucía Fernández Ortega',
    emailaddress1: 'alumno@campus.test',
    emailaddress2: 'lucia@correo.test',
    ...overrides,
  };
}

const builtin = () => jsonResponse({ status: 'ok', provider: 'builtin', accountUrl: null });
const profile = () => jsonResponse({ status: 'ok', contacto: makeProfileRecord() });
const bodyOf = (call: unknown[]) => JSON.parse(String((call[1] as RequestInit).body)) as Record<string, unknown>;

function renderTab() {
  setSession('token-1', student);
  return renderRoute(<PrivacyTab contactCode="CON-1" />, {
    path: '/perfil/:id',
    at: '/perfil/CON-1?tab=privacy',
    otherPages: { '/': 'Inicio', '/privacidad': 'Política', '/aviso-legal': 'Aviso' },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('privacy tab: password', () => {
  it('checks the form with the contract’s rule, then changes the password and empties the form', async () => {
    const fetchMock = mockFetch({
      '/api/auth/password-settings': builtin,
      '/api/user/CON-1': profile,
      '/api/auth/change-password': () => jsonResponse({ status: 'ok', message: 'Contraseña actualizada correctamente' }),
    });
    const { user } = renderTab();
    const current = await screen.findByLabelText('Contraseña actual');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Introduce tu contraseña actual')).toBeInTheDocument();
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await user.type(current, 'Campus.2026');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'corta1');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('La contraseña debe tener al menos 10 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/change-password')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Contraseña nueva'));
    await user.type(screen.getByLabelText('Contraseña nueva'), 'Nueva.Clave.2027');
    await user.clear(screen.getByLabelText('Repite la contraseña nueva'));
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'Nueva.Clave.2027');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Contraseña actualizada correctamente')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/auth/change-password');
    expect(bodyOf(call!)).toEqual({ currentPassword: 'Campus.2026', newPassword: 'Nueva.Clave.2027', confirmPassword: 'Nueva.Clave.2027' });
    await waitFor(() => expect(screen.getByLabelText('Contraseña actual')).toHaveValue(''));
  });

  it('puts the server’s "wrong current password" under that field', async () => {
    mockFetch({
      '/api/auth/password-settings': builtin,
      '/api/user/CON-1': profile,
      '/api/auth/change-password': () => errorResponse(400, 'validation', 'La contraseña actual no es correcta'),
    });
    const { user } = renderTab();
    await user.type(await screen.findByLabelText('Contraseña actual'), 'NoEsLaMia.1');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'Nueva.Clave.2027');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'Nueva.Clave.2027');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    const current = screen.getByLabelText('Contraseña actual');
    await waitFor(() => expect(current).toHaveAccessibleDescription('La contraseña actual no es correcta'));
    expect(current).toHaveFocus();
  });

  it('links to the provider’s account page instead when an OIDC provider holds the password', async () => {
    mockFetch({
      '/api/auth/password-settings': () => jsonResponse({ status: 'ok', provider: 'oidc', accountUrl: 'https://login.academia.example/account' }),
      '/api/user/CON-1': profile,
    });
    renderTab();
    const link = await screen.findByRole('link', { name: /Ir a mi cuenta de la academia/ });
    expect(link).toHaveAttribute('href', 'https://login.academia.example/account');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
  });

  it('resets the password after confirming, to the personal e-mail of the profile', async () => {
    const fetchMock = mockFetch({
      '/api/auth/password-settings': builtin,
      '/api/user/CON-1': profile,
      '/api/auth/reset-credentials': () => jsonResponse({ status: 'ok', message: 'Credenciales reseteadas correctamente', sentTo: 'l•••@correo.test' }),
    });
    const { user } = renderTab();
    const resetButton = await screen.findByRole('button', { name: 'Resetear contraseña' });
    await waitFor(() => expect(resetButton).toBeEnabled());
    await user.click(resetButton);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('lucia@correo.test');
    await user.click(within(dialog).getByRole('button', { name: texts.profile.resetPasswordConfirm }));
    expect(await screen.findByText('Credenciales reseteadas correctamente')).toBeInTheDocument();
    expect(screen.getByText(/contraseña temporal a l•••@correo.test/)).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, '/api/auth/reset-credentials')[0]!)).toMatchObject({
      emailaddress2: 'lucia@correo.test',
      fullname: 'Lucía Fernández Ortega',
      forcePasswordChange: true,
    });
  });

  it('says why a reset was refused, or the spec’s generic text', async () => {
    let answer = errorResponse(409, 'conflict', texts.privacy.personalEmailMismatch);
    mockFetch({ '/api/auth/password-settings': builtin, '/api/user/CON-1': profile, '/api/auth/reset-credentials': () => answer });
    const { user } = renderTab();
    const resetButton = await screen.findByRole('button', { name: 'Resetear contraseña' });
    await waitFor(() => expect(resetButton).toBeEnabled());
    await user.click(resetButton);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.profile.resetPasswordConfirm }));
    expect(await screen.findByText(texts.privacy.personalEmailMismatch)).toBeInTheDocument();
    answer = errorResponse(503, 'unavailable', 'Servicio de correo caído');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.profile.resetPasswordConfirm }));
    expect(await screen.findByText('Error al resetear las credenciales')).toBeInTheDocument();
  });
});

describe('privacy tab: devices, privacy centre and account', () => {
  it('disconnects every device after confirming: token removed, back to /', async () => {
    const fetchMock = mockFetch({
      '/api/auth/password-settings': builtin,
      '/api/user/CON-1': profile,
      '/api/auth/logout-all-sessions': () => jsonResponse({ status: 'ok', message: 'Dispositivos desconectados correctamente' }),
    });
    const { user, router } = renderTab();
    const devices = await screen.findByRole('region', { name: 'Dispositivos conectados' });
    // What it does to the calendar feed, said next to the button (the server renews the feed on a reset only).
    expect(devices).toHaveTextContent(
      'Desconectar los dispositivos no cambia la dirección de tu calendario suscrito; al resetear la contraseña, sí se renueva y tendrás que suscribirte de nuevo.',
    );
    await user.click(within(devices).getByRole('button', { name: 'Desconectar todos los dispositivos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desconectar todos los dispositivos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Dispositivos desconectados correctamente')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/logout-all-sessions')[0]![1]).toMatchObject({ method: 'POST' });
    expect(getToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it('keeps the session when the server could not disconnect: "Error al desconectar los dispositivos"', async () => {
    mockFetch({
      '/api/auth/password-settings': builtin,
      '/api/user/CON-1': profile,
      '/api/auth/logout-all-sessions': () => errorResponse(500, 'internal', 'Ha ocurrido un error inesperado'),
    });
    const { user, router } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Desconectar todos los dispositivos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Error al desconectar los dispositivos')).toBeInTheDocument();
    expect(getToken()).toBe('token-1');
    expect(router.state.location.pathname).toBe('/perfil/CON-1');
  });

  it('links to the data-protection policy and the legal notice, and says closing the account is not available', async () => {
    mockFetch({ '/api/auth/password-settings': builtin, '/api/user/CON-1': profile });
    const { user } = renderTab();
    expect(await screen.findByRole('link', { name: 'Política de protección de datos' })).toHaveAttribute('href', '/privacidad');
    expect(screen.getByRole('link', { name: 'Aviso legal' })).toHaveAttribute('href', '/aviso-legal');
    await user.click(screen.getByRole('button', { name: 'Cerrar cuenta' }));
    expect(await screen.findByText('Función no disponible en esta versión')).toBeInTheDocument();
  });
});
