import { academyTexts } from '@campus/contract';
import { type BackOfficeGroupDetailAnswer, type BackOfficeGroupStudent } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { callsTo, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { GroupRoute } from './group-route';

const t = academyTexts.backOfficeFormations;
const GROUP = 'GR-DAW-M';
const admin = makeSessionUser({ edu_codigocontacto: 'CT-ADMIN', admin: true, fullname: 'Marta Admin' });

const detail: BackOfficeGroupDetailAnswer = {
  status: 'ok',
  group: {
    edu_codigoformacion: GROUP,
    edu_formacion: 'DAW mañana',
    edu_nombre: null,
    edu_principalcodigoformacion: 'DAW',
    edu_fechainicioclases: '2026-09-15',
    edu_fechafinclases: '2027-06-20',
    edu_fechainicioacceso: '2026-09-01',
    edu_fechafinacceso: null,
    cr479_modalidad: 1,
    allow_certificate: true,
    is_freemium_available: false,
    studentCount: 1,
    teachers: [{ edu_codigocontacto: 'CT-P1', fullname: 'Pablo Profesor', emailaddress1: 'pablo@campus.test', role: 'Tutor' }],
  },
  formation: { edu_codigoformacion: 'DAW', edu_formacion: 'Desarrollo web' },
  siblings: [{ edu_codigoformacion: 'GR-DAW-T', edu_formacion: 'DAW tarde' }],
};

const lucia: BackOfficeGroupStudent = {
  edu_codigolineamatricula: 'LM-1',
  edu_codigomatricula: 'MAT-1',
  edu_codigocontacto: 'CT-LU',
  fullname: 'Lucía Fernández',
  emailaddress1: 'lucia@campus.test',
  edu_fechainicio: '2026-09-15',
  edu_fechafin: null,
  isActive: true,
};
const page = { page: 1, pageSize: 25, total: 1 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the back office group page', () => {
  it('enrols a person found by name and moves a student to another group of the formation', async () => {
    setSession('token', admin);
    let students = [lucia];
    const fetchMock = mockFetch({
      [`/api/gestion/grupos/${GROUP}`]: () => jsonResponse(detail),
      [`/api/gestion/grupos/${GROUP}/alumnos`]: (url: URL, init?: RequestInit) => {
        if (init?.method === 'POST') {
          const added = { ...lucia, edu_codigolineamatricula: 'LM-2', edu_codigocontacto: 'CT-JA', fullname: 'Javier Nuevo' };
          students = [...students, added];
          return jsonResponse({ status: 'ok', student: added }, { status: 201 });
        }
        return jsonResponse({ status: 'ok', students, page: { ...page, total: students.length } });
      },
      [`/api/gestion/grupos/${GROUP}/candidatos`]: () =>
        jsonResponse({
          status: 'ok',
          people: [{ edu_codigocontacto: 'CT-JA', fullname: 'Javier Nuevo', emailaddress1: 'javier@campus.test', edu_documentoidentificativo: null }],
          page,
        }),
      [`/api/gestion/grupos/${GROUP}/alumnos/LM-1/cambio-de-grupo`]: () => {
        students = students.filter((student) => student.edu_codigolineamatricula !== 'LM-1');
        return jsonResponse({ status: 'ok', from: { ...lucia, isActive: false }, to: { ...lucia, edu_codigolineamatricula: 'LM-3' } });
      },
    });
    const { user } = renderRoute(<GroupRoute />, { path: '/gestion/grupos/:groupCode', at: `/gestion/grupos/${GROUP}` });

    expect(await screen.findByRole('heading', { level: 1, name: 'DAW mañana' })).toBeInTheDocument();
    expect(screen.getByText('Pablo Profesor')).toBeInTheDocument();
    expect(await screen.findByText('Lucía Fernández')).toBeInTheDocument();

    // Enrol: search, choose, send.
    await user.click(screen.getByRole('button', { name: t.enrol }));
    const enrolDialog = await screen.findByRole('dialog', { name: t.enrolTitle });
    await user.type(within(enrolDialog).getByLabelText(t.personSearchLabel), 'javi');
    await user.click(await within(enrolDialog).findByRole('radio', { name: /Javier Nuevo/ }));
    await user.click(within(enrolDialog).getByRole('button', { name: t.enrol }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: t.enrolTitle })).not.toBeInTheDocument());
    const enrolCall = callsTo(fetchMock, `/api/gestion/grupos/${GROUP}/alumnos`).find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(enrolCall![1]!.body))).toMatchObject({ edu_codigocontacto: 'CT-JA' });
    // The list is asked again and shows the new student.
    expect(await screen.findByText('Javier Nuevo')).toBeInTheDocument();

    // Move: the other group of the formation.
    await user.click(screen.getByRole('button', { name: 'Cambiar de grupo a Lucía Fernández' }));
    const moveDialog = await screen.findByRole('dialog', { name: 'Cambiar a Lucía Fernández de grupo' });
    await user.click(within(moveDialog).getByRole('button', { name: t.move }));
    // Nothing chosen: the contract's message, nothing sent.
    expect(await within(moveDialog).findByText(t.moveChoose, { selector: 'p' })).toBeInTheDocument();
    await user.selectOptions(within(moveDialog).getByLabelText(t.moveTarget), 'GR-DAW-T');
    await user.click(within(moveDialog).getByRole('button', { name: t.move }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [moveCall] = callsTo(fetchMock, `/api/gestion/grupos/${GROUP}/alumnos/LM-1/cambio-de-grupo`);
    expect(JSON.parse(String(moveCall![1]!.body))).toEqual({ targetGroupCode: 'GR-DAW-T' });
    await waitFor(() => expect(screen.queryByText('Lucía Fernández')).not.toBeInTheDocument());
  }, 20_000);

  it('refuses a student', () => {
    setSession('token', makeSessionUser());
    mockFetch({});
    renderRoute(<GroupRoute />, { path: '/gestion/grupos/:groupCode', at: `/gestion/grupos/${GROUP}` });
    expect(screen.getByText(academyTexts.backOffice.forbidden)).toBeInTheDocument();
  });
});
