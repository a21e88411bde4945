import type { ImportFileName } from './back-office';

/**
 * The columns of each import file, in the order the academy's CRM exports them (issue 31 item 3, the spec's names).
 * The back office's import page lists them as its help; a file may carry them in any order.
 */
export const importFileColumns: Readonly<Record<ImportFileName, readonly string[]>> = {
  'contacts.csv': [
    'edu_codigocontacto',
    'firstname',
    'lastname',
    'emailaddress1',
    'emailaddress2',
    'edu_tipocontacto',
    'admin',
    'mobilephone',
    'edu_documentoidentificativo',
  ],
  'formations.csv': [
    'edu_codigoformacion',
    'edu_nombre',
    'edu_principalcodigoformacion',
    'edu_fechainicioclases',
    'edu_fechafinclases',
    'edu_fechainicioacceso',
    'edu_fechafinacceso',
    'cr479_modalidad',
  ],
  'teachers.csv': ['edu_codigocontacto', 'edu_codigoformacion'],
  'enrolments.csv': ['edu_codigolineamatricula', 'edu_codigomatricula', 'edu_codigoalumno', 'edu_codigoformacion', 'edu_fechainicio', 'edu_fechafin'],
  'events.csv': ['id_externo', 'edu_codigoformacion', 'title', 'event_type', 'start', 'end', 'all_day', 'join_url', 'freemium', 'description'],
};
