import { texts, type ProfileRecord } from '@campus/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeFreemiumGate, getFreemiumGate } from '../../lib/freemium-gate-store';
import { getUser, setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { ProfileRoute } from './profile-route';
import { useProfileUpdates } from './use-profile-updates';

const student = makeSessionUser({ edu_codigocontacto: 'CON-1', fullname: 'Lucía Fernández Ortega', firstname: 'Lucía', lastname: 'Fernández Ortega' });

function makeContact(overrides: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    edu_codigocontacto: 'CON-1',
    contactid: '0b5c3f7e-2f7a-4a53-9a43-3d6f5b7e9c11',
    fullname: 'Lucía Fernández Ortega',
    firstname: 'Lucía',
    lastname: 'Fernández Ortega',
    birthdate: '2002-03-14',
    emailaddress1: 'alumno@campus.test',
    emailaddress2: 'lucia@correo.test',
    emailaddress3: null,
    mobilephone: '+34 612 345 678',
    telephone1: null,
    edu_codigoo365: 'alumno@alumnos.campus.test',
    edu_codigousuariomoodle: 48213,
    edu_matriculado: true,
    edu_tipocontacto: '1',
    edu_documentoidentificativo: '51234567Z',
    edu_tomamedicacion: false,
    edu_medicacion: null,
    edu_alergias: 'Penicilina',
    edu_account: null,
    edu_empleado: null,
    edu_fechaalta: '2026-03-02',
    edu_materialextra: false,
    edu_modalidad: 1,
    edu_nps: 9,
    edu_onboarding: false,
    edu_plataformaid: 'PLT-1',
    edu_renueva: false,
    employeeid: null,
    statecode: 0,
    statuscode: 1,
    nickname: null,
    description: null,
    foto: null,
    msgdpr_gdprparentid: null,
    address1_composite: null,
    address1_line1: 'Calle de Fuencarral, 112',
    address1_line2: null,
    address1_line3: null,
    address1_city: 'Madrid',
    address1_postalcode: '28015',
    address1_county: null,
    address1_stateorprovince: 'Madrid',
    address1_country: 'España',
    address1_telephone1: null,
    address1_telephone2: null,
    address1_telephone3: null,
    address1_postofficebox: null,
    address1_freighttermscode: null,
    address1_primarycontactname: null,
    address1_name: null,
    address1_addresstypecode: null,
    freemium: false,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const profileAnswer = (contacto: ProfileRecord) => jsonResponse({ status: 'ok', contacto });

function LiveProfile() {
  useProfileUpdates();
  return <ProfileRoute />;
}

const renderProfile = (at = '/perfil/CON-1') => renderRoute(<LiveProfile />, { path: '/perfil/:id', at, otherPages: { '/': 'Inicio' }, isLive: true });

afterEach(() => {
  vi.unstubAllGlobals();
  closeFreemiumGate();
});

describe('/perfil/{id}', () => {
  it('shows the five tabs, keeps the open one in the address and moves between them with the arrow keys', async () => {
    setSession('token', student);
    mockFetch({ '/api/user/CON-1': profileAnswer(makeContact()) });
    const { user, router } = renderProfile('/perfil/CON-1?tab=privacy');

    const tabs = await screen.findByRole('tablist', { name: 'Secciones del perfil' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Información personal', 'Matriculas', 'Secretaría', 'Privacidad y seguridad', 'Licencias']);
    expect(screen.getByRole('tab', { name: 'Privacidad y seguridad' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Matriculas' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=enrollments'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Secretaría' })).toHaveFocus();
    // Focus selects the tab (automatic activation) through the address, which the router applies right after.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Secretaría' })).toHaveAttribute('aria-selected', 'true'));
    expect(router.state.location.search).toBe('?tab=secretary');
    await user.click(screen.getByRole('tab', { name: 'Información personal' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Lucía');
  });

  it('shows a teacher who does not study his information and privacy only: no enrolments, secretary or licences (issue 30)', async () => {
    setSession('token', { ...student, edu_tipocontacto: '5' });
    const fetchMock = mockFetch({ '/api/user/CON-1': profileAnswer(makeContact({ edu_tipocontacto: '5' })) });
    renderProfile('/perfil/CON-1?tab=enrollments');
    const tabs = await screen.findByRole('tablist', { name: 'Secciones del perfil' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Información personal', 'Privacidad y seguridad']);
    // The address's student tab falls back to his information, and nothing of a student's is asked for.
    expect(screen.getByRole('tab', { name: 'Información personal' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Lucía');
    expect(callsTo(fetchMock, '/api/matriculas/alumno/CON-1')).toHaveLength(0);
  });

  it('shows a contact of type 3 only the information tab, whatever the address asks', async () => {
    setSession('token', { ...student, edu_tipocontacto: '3' });
    mockFetch({ '/api/user/CON-1': profileAnswer(makeContact({ edu_tipocontacto: '3' })) });
    renderProfile('/perfil/CON-1?tab=secretary');
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Lucía');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
  });

  it('loads a free-trial visitor from the freemium endpoint, with disabled fields, no Guardar and the purchase dialog on the picture', async () => {
    setSession('token', { ...student, freemium: true });
    const fetchMock = mockFetch({ '/api/user/freemium/CON-1': profileAnswer(makeContact({ freemium: true })) });
    const { user } = renderProfile();
    expect(await screen.findByLabelText('Nombre')).toBeDisabled();
    expect(screen.getByLabelText('Alergias')).toBeDisabled();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resetear contraseña' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/CON-1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Subir foto' }));
    expect(getFreemiumGate().isOpen).toBe(true);
    closeFreemiumGate();
    await user.click(screen.getByRole('button', { name: 'Eliminar foto' }));
    expect(getFreemiumGate().isOpen).toBe(true);
    expect(callsTo(fetchMock, '/api/user/profile-pic')).toHaveLength(0);
  });

  it("says 'Este usuario no existe' and goes home for another contact's profile, without asking for it", async () => {
    setSession('token', student);
    const fetchMock = mockFetch({});
    const { router } = renderProfile('/perfil/CON-2');
    expect(await screen.findByText(texts.profile.userNotFound)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does the same when the server says the profile does not exist (a stale session)', async () => {
    setSession('token', student);
    mockFetch({ '/api/user/CON-1': errorResponse(404, 'not_found', texts.profile.userNotFound) });
    const first = renderProfile();
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(texts.profile.userNotFound)).toBeInTheDocument();
    first.router.dispose();
  });

  it("says 'Error al cargar el perfil' when loading fails, and loads again on 'Reintentar'", async () => {
    setSession('token', student);
    let fails = true;
    mockFetch({ '/api/user/CON-1': () => (fails ? errorResponse(500, 'internal', 'Error interno') : profileAnswer(makeContact())) });
    const { user } = renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.profile.loadError);
    fails = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByLabelText('Nombre')).toHaveValue('Lucía');
  });
});

describe('information tab', () => {
  it('shows the fields, the academy’s ones read-only', async () => {
    setSession('token', student);
    mockFetch({ '/api/user/CON-1': profileAnswer(makeContact()) });
    renderProfile();
    expect(await screen.findByLabelText('Apellidos')).toHaveValue('Fernández Ortega');
    expect(screen.getByLabelText('DNI')).toHaveValue('51234567Z');
    expect(screen.getByLabelText('Email educativo')).toHaveValue('alumno@campus.test');
    expect(screen.getByLabelText('Email educativo')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Email personal')).toHaveValue('lucia@correo.test');
    expect(screen.getByLabelText('Fecha de alta')).toHaveValue('2 de marzo de 2026');
    expect(screen.getByLabelText('Fecha de alta')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Teléfono')).toHaveValue('+34 612 345 678');
    expect(screen.getByLabelText('Dirección')).toHaveValue('Calle de Fuencarral, 112');
    expect(screen.getByLabelText('Alergias')).toHaveValue('Penicilina');
    // Issue 29: several lines, not one.
    expect(screen.getByRole('textbox', { name: 'Alergias' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('button', { name: 'Resetear contraseña' })).toBeInTheDocument();
  });

  it('shows a broken rule under its field without sending, then saves the contact', async () => {
    setSession('token', student);
    const saved: unknown[] = [];
    const fetchMock = mockFetch({
      '/api/user/CON-1': (_url, init) => {
        if (init?.method !== 'PUT') return profileAnswer(makeContact());
        const body = JSON.parse(String(init.body)) as { contacto: Partial<ProfileRecord> };
        saved.push(body);
        return jsonResponse({
          status: 'ok',
          message: 'Contacto actualizado correctamente',
          contacto: makeContact({ mobilephone: null, edu_alergias: 'Polen' }),
        });
      },
    });
    const { user } = renderProfile();
    const personalEmail = await screen.findByLabelText('Email personal');

    await user.clear(personalEmail);
    await user.type(personalEmail, 'lucia-en-correo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('El campo Email personal debe tener una dirección de correo válida')).toBeInTheDocument();
    expect(personalEmail).toHaveAttribute('aria-invalid', 'true');
    expect(personalEmail).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    // Back to the saved address: no password is asked.
    await user.clear(personalEmail);
    await user.type(personalEmail, 'lucia@correo.test');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Teléfono'));
    await user.clear(screen.getByLabelText('Alergias'));
    await user.type(screen.getByLabelText('Alergias'), 'Polen');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Contacto actualizado correctamente')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    expect(saved[0]).not.toHaveProperty('currentPassword');
    expect((saved[0] as { contacto: Record<string, unknown> }).contacto).toMatchObject({
      firstname: 'Lucía',
      fullname: 'Lucía Fernández Ortega',
      mobilephone: null,
      edu_alergias: 'Polen',
      emailaddress1: 'alumno@campus.test',
      edu_fechaalta: '2026-03-02',
      edu_matriculado: true,
    });
  });

  it('shows the name and DNI the academy has read-only, saying how to change them', async () => {
    setSession('token', student);
    mockFetch({ '/api/user/CON-1': profileAnswer(makeContact()) });
    const { user } = renderProfile();
    const firstname = await screen.findByLabelText('Nombre');
    for (const field of [firstname, screen.getByLabelText('Apellidos'), screen.getByLabelText('DNI')]) {
      expect(field).toHaveAttribute('readonly');
      expect(field).toHaveAccessibleDescription('Para cambiar tu nombre o DNI, abre una solicitud a secretaría');
    }
    await user.type(firstname, 'Marta');
    expect(firstname).toHaveValue('Lucía');
    expect(screen.getByLabelText('Teléfono')).not.toHaveAttribute('readonly');
  });

  it('lets a student give the DNI the academy lacks', async () => {
    setSession('token', student);
    mockFetch({ '/api/user/CON-1': profileAnswer(makeContact({ edu_documentoidentificativo: null })) });
    renderProfile();
    expect(await screen.findByLabelText('DNI')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('readonly');
  });

  it('asks the current password for a new personal address, shows a missing or wrong one under its field, then saves', async () => {
    setSession('token', student);
    const sent: { contacto: Partial<ProfileRecord>; currentPassword?: string }[] = [];
    const fetchMock = mockFetch({
      '/api/auth/password-settings': jsonResponse({ status: 'ok', provider: 'builtin', accountUrl: null }),
      '/api/user/CON-1': (_url, init) => {
        if (init?.method !== 'PUT') return profileAnswer(makeContact());
        const body = JSON.parse(String(init.body)) as (typeof sent)[number];
        sent.push(body);
        if (body.currentPassword !== 'Secreto.2026') return errorResponse(400, 'validation', texts.privacy.wrongCurrentPassword);
        return jsonResponse({
          status: 'ok',
          message: 'Contacto actualizado correctamente',
          contacto: makeContact({ emailaddress2: 'lucia.nueva@correo.test' }),
        });
      },
    });
    const { user } = renderProfile();
    const personalEmail = await screen.findByLabelText('Email personal');
    expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument();

    await user.clear(personalEmail);
    await user.type(personalEmail, 'lucia.nueva@correo.test');
    const password = await screen.findByLabelText('Contraseña actual');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription(texts.profile.currentPasswordHint);

    // Missing: said under the field, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Introduce tu contraseña actual para cambiar tu email personal')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);

    // Wrong: the server's answer, under the field.
    await user.type(password, 'Adivinada.1');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(texts.privacy.wrongCurrentPassword)).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(`${texts.profile.currentPasswordHint} ${texts.privacy.wrongCurrentPassword}`);
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.type(password, 'Secreto.2026');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Contacto actualizado correctamente')).toBeInTheDocument();
    expect(sent.map((body) => [body.contacto.emailaddress2, body.currentPassword])).toEqual([
      ['lucia.nueva@correo.test', 'Adivinada.1'],
      ['lucia.nueva@correo.test', 'Secreto.2026'],
    ]);
    await waitFor(() => expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument());
  });

  it('asks no password for a new personal address when an OIDC provider holds it', async () => {
    setSession('token', student);
    mockFetch({
      '/api/auth/password-settings': jsonResponse({ status: 'ok', provider: 'oidc', accountUrl: 'https://id.campus.test' }),
      '/api/user/CON-1': profileAnswer(makeContact()),
    });
    const { user } = renderProfile();
    const personalEmail = await screen.findByLabelText('Email personal');
    await user.clear(personalEmail);
    await user.type(personalEmail, 'lucia.nueva@correo.test');
    await waitFor(() => expect(screen.queryByLabelText('Contraseña actual')).not.toBeInTheDocument());
  });

  it("says 'Error al actualizar el contacto' with the server's reason and keeps what was typed", async () => {
    setSession('token', student);
    mockFetch({
      '/api/user/CON-1': (_url, init) =>
        init?.method === 'PUT' ? errorResponse(400, 'validation', 'El campo DNI debe tener como máximo 15 caracteres') : profileAnswer(makeContact()),
    });
    const { user } = renderProfile();
    const allergies = await screen.findByLabelText('Alergias');
    await user.clear(allergies);
    await user.type(allergies, 'Polen');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al actualizar el contacto')).toBeInTheDocument();
    expect(screen.getByText('El campo DNI debe tener como máximo 15 caracteres')).toBeInTheDocument();
    expect(allergies).toHaveValue('Polen');
  });

  it('uploads a picture and removes it, the header’s picture following each', async () => {
    setSession('token', student);
    const fetchMock = mockFetch({
      '/api/user/CON-1': profileAnswer(makeContact()),
      '/api/user/profile-pic': (_url, init) =>
        init?.method === 'DELETE'
          ? jsonResponse({ status: 'ok', foto: null, message: 'Foto de perfil eliminada' })
          : jsonResponse({ status: 'ok', foto: '/api/avatars/0123456789abcdef0123456789abcdef.webp', message: 'Foto de perfil actualizada' }, { status: 201 }),
    });
    const { user } = renderProfile();
    await screen.findByLabelText('Nombre');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'yo.png', { type: 'image/png' }));

    expect(await screen.findByText('Foto de perfil actualizada')).toBeInTheDocument();
    const [upload] = callsTo(fetchMock, '/api/user/profile-pic');
    expect((upload![1]?.body as FormData).get('avatar')).toBeInstanceOf(File);
    expect(getUser()?.foto).toBe('/api/avatars/0123456789abcdef0123456789abcdef.webp');
    expect(await screen.findByRole('button', { name: 'Cambiar foto' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Eliminar foto' }));
    expect(await screen.findByText('Foto de perfil eliminada')).toBeInTheDocument();
    expect(getUser()?.foto).toBeNull();
    expect(await screen.findByRole('button', { name: 'Subir foto' })).toBeInTheDocument();
  });

  it('refuses a file over 5 MB or that is not an image before sending it', async () => {
    setSession('token', student);
    const fetchMock = mockFetch({ '/api/user/CON-1': profileAnswer(makeContact()) });
    renderProfile();
    await screen.findByLabelText('Nombre');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'enorme.jpg', { type: 'image/jpeg' })] } });
    expect(await screen.findByText('La imagen no puede superar los 5 MB')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['hola'], 'notas.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText(texts.profile.avatarNotImage)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/profile-pic')).toHaveLength(0);
  });

  it('follows a name and picture changed in another tab or device (profile-changed)', async () => {
    const sockets = installFakeSockets();
    setSession('token', student);
    mockFetch({ '/api/user/CON-1': profileAnswer(makeContact()) });
    renderProfile();
    await screen.findByLabelText('Nombre');
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() =>
      sockets[0]!.pushFromServer('profile-changed', {
        edu_codigocontacto: 'CON-1',
        fullname: 'Lucía F. Ortega',
        firstname: 'Lucía',
        lastname: 'F. Ortega',
        foto: '/api/avatars/ffffffffffffffffffffffffffffffff.webp',
      }),
    );
    expect(getUser()).toMatchObject({ fullname: 'Lucía F. Ortega', foto: '/api/avatars/ffffffffffffffffffffffffffffffff.webp' });
    expect(await screen.findByLabelText('Apellidos')).toHaveValue('F. Ortega');
  });
});
