import type { ContactFormationsAnswer, EventSummary, Formation, FreemiumLoginAnswer, LoginAnswer, SessionUser } from '@campus/contract';

/** A signed-in student as the login calls answer it. */
export function makeSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    edu_codigocontacto: 'CT-0001',
    fullname: 'Ana García López',
    firstname: 'Ana',
    lastname: 'García López',
    emailaddress1: 'alumno@campus.test',
    emailaddress2: null,
    foto: null,
    admin: false,
    freemium: false,
    edu_matriculado: '1',
    edu_tipocontacto: '1',
    ...overrides,
  };
}

export function makeLoginAnswer(overrides: Partial<LoginAnswer> = {}): LoginAnswer {
  return { status: 'ok', token: 'token-from-login', user: makeSessionUser(), onBoarding: [], ...overrides };
}

/** A group of a main formation. */
export function makeFormation(overrides: Partial<Formation> = {}): Formation {
  return {
    edu_codigoformacion: 'GR-ENF-2026',
    edu_formacionid: 'f-1',
    edu_formacion: 'Auxiliar de Enfermería · Grupo mañana',
    edu_nombre: null,
    edu_principal: 'Técnico en Cuidados Auxiliares de Enfermería',
    edu_principalcodigoformacion: 'FO-ENF',
    edu_path: null,
    slug: null,
    edu_gru_n4: null,
    edu_fechainicioclases: '2026-09-15',
    edu_fechafinclases: '2027-06-30',
    edu_fechainicioacceso: null,
    edu_fechafinacceso: null,
    cr479_modalidad: null,
    allowCertificate: false,
    grupo: { edu_codigoformacion: 'GR-ENF-2026', edu_formacion: 'Grupo mañana 2026' },
    ...overrides,
  };
}

export function makeFormationsAnswer(formations: Formation[]): ContactFormationsAnswer {
  return { status: 'ok', formations, lineasMatricula: { data: [] }, lineasProductoBonus: [] };
}

/** An event as the events calls answer it: a live class from 18:00 to 19:00 on 2026-11-21 (Madrid). */
export function makeEvent(overrides: Partial<EventSummary> = {}): EventSummary {
  return {
    id: 101,
    serie_id: null,
    title: 'Clase en directo: cuidados del paciente',
    description: null,
    foto: null,
    event_type: 'clases_directo',
    event_date: '2026-11-21',
    start_date: '2026-11-21T17:00:00.000Z',
    end_date: '2026-11-21T18:00:00.000Z',
    start_hour: '18:00',
    end_hour: '19:00',
    all_day: false,
    join_url: 'https://meet.campus.test/clase-101',
    no_fechar: 0,
    freemium: false,
    inicio_calendario: null,
    fin_calendario: null,
    rescheduled: 0,
    formations: [{ value: 'GR-ENF-2026', label: 'Grupo mañana 2026' }],
    organizers: [],
    contacts: [],
    ...overrides,
  };
}

/** The answer of both freemium sign-ins: a freemium visitor and the formations they may try. */
export function makeFreemiumLoginAnswer(overrides: Partial<FreemiumLoginAnswer> = {}): FreemiumLoginAnswer {
  return {
    status: 'ok',
    token: 'freemium-token',
    user: makeSessionUser({ edu_codigocontacto: 'CT-0900', fullname: 'Pablo Herrera Vidal', firstname: 'Pablo', freemium: true }),
    onBoarding: [],
    formations: [makeFormation()],
    ...overrides,
  };
}
