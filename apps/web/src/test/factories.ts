import type { ContactFormationsAnswer, Formation, LoginAnswer, SessionUser } from '@campus/contract';

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
