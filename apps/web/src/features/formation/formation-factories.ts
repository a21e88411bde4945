import type {
  ContactFormationsAnswer,
  ContentAnswer,
  ContentEvent,
  ContentFile,
  ContentTopic,
  ContentUnit,
  FormationDetailAnswer,
  Post,
  Product,
} from '@campus/contract';
import { makeFormation, makeSessionUser } from '../../test/factories';

/** Test data of the formation page, shaped like the API's answers. */

export const TEST_PARENT = 'FOR-DAW';
export const TEST_GROUP = 'GRU-DAW-2026-A';
export const TEST_CONTACT = 'CT-0001';

export function makeContentFile(overrides: Partial<ContentFile> = {}): ContentFile {
  return {
    id: 501,
    name: 'Grabación de la clase.mp4',
    fileType: 'video/mp4',
    url: '/api/files/stream/501?sig=abc',
    embedCode: null,
    subtitles: { url: '/api/files/stream/501.vtt?sig=abc' },
    idSharepoint: null,
    ...overrides,
  };
}

export function makeContentEvent(overrides: Partial<ContentEvent> = {}): ContentEvent {
  return {
    id: 1,
    title: 'Clase 1',
    description: 'Descripción de la clase',
    event_type: 'clases',
    event_date: '2026-10-01',
    start_date: '2026-10-01T07:00:00.000Z',
    end_date: '2026-10-01T08:30:00.000Z',
    start_hour: '09:00',
    end_hour: '10:30',
    all_day: false,
    daysOfWeek: [],
    inicio_calendario: '2026-10-01',
    fin_calendario: '2026-11-15',
    no_fechar: 0,
    freemium: false,
    download: 1,
    join_url: null,
    zoom_id: null,
    source_id: null,
    orden: 1,
    rescheduled: 0,
    event_original: null,
    event_rescheduled: null,
    metadata: null,
    unidades: [{ unidad_id: 10, type: 'unidad' }],
    archivos: [],
    h5pFiles: [],
    completed: [],
    organizers: [],
    availability: { isAvailable: true, reason: null, availableFrom: null, canPurchase: false },
    ...overrides,
  };
}

/** An event the user cannot open for `reason`. */
export function makeLockedEvent(reason: NonNullable<ContentEvent['availability']['reason']>, overrides: Partial<ContentEvent> = {}): ContentEvent {
  // As the server says (contract rules/availability): only content not published yet has nothing to buy.
  const canPurchase = reason !== 'not_yet';
  return makeContentEvent({
    availability: { isAvailable: false, reason, availableFrom: reason === 'not_yet' ? '2026-12-01' : null, canPurchase },
    ...overrides,
  });
}

export function makeTopic(overrides: Partial<ContentTopic> = {}): ContentTopic {
  return { id: 100, titulo: 'Tema 1', orden: 1, unidad_id: 10, type: null, eventos: [], ...overrides };
}

export function makeUnit(overrides: Partial<ContentUnit> = {}): ContentUnit {
  return { id: 10, titulo: 'Unidad 1', type: 'unidad', orden: 1, temas: [], ...overrides };
}

export function makeContentAnswer(units: ContentUnit[]): ContentAnswer {
  return { status: 'ok', data: units };
}

export function makeFormationDetail(overrides: Partial<FormationDetailAnswer['formation']> = {}): FormationDetailAnswer {
  return {
    status: 'ok',
    formation: {
      edu_codigoformacion: TEST_GROUP,
      edu_formacionid: 'f-daw-a',
      edu_formacion: 'DAW · Grupo A (tardes)',
      edu_nombre: null,
      edu_principalcodigoformacion: TEST_PARENT,
      edu_principal: 'Técnico Superior en Desarrollo de Aplicaciones Web',
      edu_fechainicioclases: '2026-06-01T22:00:00.000Z',
      edu_fechafinclases: '2027-06-30T22:00:00.000Z',
      edu_fechainicioacceso: null,
      edu_fechafinacceso: null,
      teachers: [{ edu_codigocontacto: 'CT-0100', fullname: 'Alberto Sánchez Molina', foto: null, role: 'Tutor del grupo' }],
      ...overrides,
    },
  };
}

/** The user's groups: the DAW group A, with an enrolment line. */
export function makeGroupsAnswer(groupCodes: string[] = [TEST_GROUP], parentCode: string = TEST_PARENT): ContactFormationsAnswer {
  return {
    status: 'ok',
    formations: groupCodes.map((code) =>
      makeFormation({
        edu_codigoformacion: code,
        edu_formacion: 'DAW · Grupo A (tardes)',
        edu_principalcodigoformacion: parentCode,
        edu_principal: 'Técnico Superior en Desarrollo de Aplicaciones Web',
        grupo: { edu_codigoformacion: code, edu_formacion: 'DAW · Grupo A (tardes)' },
      }),
    ),
    lineasMatricula: {
      data: groupCodes.map((code) => ({
        edu_codigolineamatricula: `LM-${code}`,
        edu_matricula: `MAT-${code}`,
        edu_codigoformacion: code,
        edu_formacion: 'DAW · Grupo A (tardes)',
        edu_principalcodigoformacion: parentCode,
        edu_gru_n4: null,
        edu_fechainicio: '2026-06-01T22:00:00.000Z',
        edu_fechafin: null,
        edu_activa: 0,
        edu_codigoalumno: TEST_CONTACT,
      })),
    },
    lineasProductoBonus: [],
  };
}

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 900,
    edu_codigoproducto: 'PROD-DOCKER',
    xerppa_nombreproducto: 'Unidad extra: Docker y Kubernetes',
    mkt_precio: 49.9,
    xcrm_codigolistaprecios: 'price_docker',
    tipo: 'unidad',
    unidad_id: 40,
    metadata: { mkt_notas: 'Acceso a las clases grabadas y a los apuntes de la unidad.' },
    ...overrides,
  };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    id: 700,
    title: 'Duda sobre closures',
    content: '<p>¿Por qué el contador no se reinicia?</p>',
    fullname: 'Ana García López',
    edu_codigocontacto: TEST_CONTACT,
    foto: null,
    created_at: '2026-10-02T10:00:00.000Z',
    updated_at: null,
    metadata: null,
    responses: [],
    codigos_grupos: [TEST_GROUP],
    postable_type: 'event',
    postable_id: '1',
    edu_codigoformacion: TEST_GROUP,
    ...overrides,
  };
}

export { makeSessionUser };
