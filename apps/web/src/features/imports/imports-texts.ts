import type { ImportCounts, ImportFileName } from '@campus/contract';

/** Texts of the back office's import page (issue 31 item 3). None is in the spec; all are ours. */
export const importsTexts = {
  title: 'Importar datos',
  lead: 'Sube los archivos CSV de tu CRM: primero se comprueban sin cambiar nada y, si no hay errores, se aplican de una vez.',
  forbiddenEyebrow: 'Acceso restringido',
  forbiddenTitle: 'No tienes acceso a esta página',
  forbiddenBody: 'La importación de datos es solo para el personal de la academia. Si crees que deberías tener acceso, habla con administración.',
  backHome: 'Volver al inicio',

  filesHeading: 'Archivos',
  chooseFiles: 'Elegir archivos CSV',
  dropHint: 'o arrástralos aquí. Puedes elegir varios a la vez; cada uno es opcional.',
  chosen: 'Elegido',
  notChosen: 'Sin elegir',
  remove: (name: string) => `Quitar ${name}`,
  fileSize: (bytes: number) =>
    bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)} kB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`,
  refused: (names: string[], known: readonly string[]) =>
    `${names.length === 1 ? `«${names[0]}» no es uno de los archivos` : `${names.map((name) => `«${name}»`).join(', ')} no son archivos`} que se pueden importar. Los nombres válidos son: ${known.join(', ')}.`,
  noFiles: 'Elige al menos uno de los cinco archivos.',

  check: 'Comprobar',
  checking: 'Comprobando los archivos…',
  apply: 'Aplicar',
  applying: 'Aplicando la importación…',
  applyHint: 'Se activa tras una comprobación sin errores de estos mismos archivos.',

  dryRunHeading: 'Resultado de la comprobación',
  dryRunOk: 'Sin errores: esto es lo que cambiaría al aplicar. Aún no se ha guardado nada.',
  dryRunNothing: 'Sin errores y sin cambios: los datos de estos archivos ya están en Campus.',
  dryRunErrors: (count: number) =>
    count === 1
      ? 'Hay 1 error: corrígelo en el archivo y vuelve a comprobar. No se ha cambiado nada.'
      : `Hay ${count} errores: corrígelos en los archivos y vuelve a comprobar. No se ha cambiado nada.`,
  appliedHeading: 'Importación aplicada',
  appliedOk: 'Los datos se han guardado.',
  appliedErrors: (count: number) => (count === 1 ? 'Hay 1 error: no se ha cambiado nada.' : `Hay ${count} errores: no se ha cambiado nada.`),

  countsCaption: 'Cambios por tipo de dato',
  kindColumn: 'Datos',
  wouldCreate: 'Se crearían',
  wouldUpdate: 'Se actualizarían',
  created: 'Creados',
  updated: 'Actualizados',
  kinds: {
    contacts: 'Personas',
    formations: 'Formaciones y grupos',
    teachers: 'Docentes de grupos',
    enrolments: 'Matrículas',
    events: 'Eventos',
  } satisfies Record<keyof ImportCounts, string>,

  errorsCaption: 'Errores',
  fileColumn: 'Archivo',
  lineColumn: 'Línea',
  columnColumn: 'Columna',
  messageColumn: 'Mensaje',
  errorsShown: (shown: number, total: number) => `Se muestran los ${shown} primeros de ${total} errores.`,

  invitationsHeading: 'Enlaces de invitación',
  invitationsLead:
    'No hay servidor de correo configurado: entrega a cada persona nueva su enlace para elegir contraseña. Caducan en 7 días y solo se ven ahora.',
  personColumn: 'Persona',
  linkColumn: 'Enlace',
  copy: (email: string) => `Copiar el enlace de ${email}`,
  copied: 'Enlace copiado',
  copyError: 'No se ha podido copiar el enlace: selecciónalo y cópialo a mano.',

  helpHeading: 'Qué archivos y columnas admite',
  helpLead:
    'La primera línea de cada archivo nombra sus columnas. UTF-8 (con o sin BOM), separados por «,» o «;», fechas AAAA-MM-DD o DD/MM/AAAA y horas de Madrid. Importar dos veces los mismos archivos no duplica nada: los códigos identifican cada fila.',
  fileDescriptions: {
    'contacts.csv': 'Personas: alumnos, docentes y personal (varios tipos separados por «|»; admin 0 o 1).',
    'formations.csv': 'Formaciones principales y sus grupos (un grupo nombra su formación principal).',
    'teachers.csv': 'Qué docente imparte cada grupo.',
    'enrolments.csv': 'Líneas de matrícula: un alumno en un grupo, con sus fechas.',
    'events.csv': 'Eventos del calendario de cada grupo (inicio y fin AAAA-MM-DD HH:mm).',
  } satisfies Record<ImportFileName, string>,
} as const;
