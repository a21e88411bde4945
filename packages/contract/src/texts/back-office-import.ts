/**
 * Texts of the bulk import (issue 31 item 3): the Spanish messages of its errors (each names the file, the line
 * and the column beside it) and of the command line. None is in the spec; all are ours. `{name}`-style
 * placeholders are filled in by the server.
 */
export const backOfficeImportTexts = {
  // --- The request and the files ---
  /** The request carried no CSV file of the five. */
  noFiles: 'Adjunta al menos uno de los ficheros: contacts.csv, formations.csv, teachers.csv, enrolments.csv o events.csv',
  /** A part whose name (field or file name) is none of the five files. */
  unknownFile: 'Fichero desconocido «{name}»: los ficheros se llaman contacts.csv, formations.csv, teachers.csv, enrolments.csv y events.csv',
  /** The same file sent twice. */
  repeatedFile: 'El fichero {name} se ha enviado dos veces',
  /** A file over the size limit. */
  fileTooLarge: 'El fichero supera el tamaño máximo de {megabytes} MB',
  /** The body is not a multipart upload. */
  notMultipart: 'Envía los ficheros CSV como formulario multipart (un campo por fichero)',
  /** Too many imports by one person. */
  rateLimited: 'Demasiadas importaciones seguidas. Espera un momento y vuelve a intentarlo.',
  /** The whole file: not UTF-8 text, or malformed CSV. */
  notUtf8: 'El fichero no está en UTF-8: guárdalo como «CSV UTF-8» y vuelve a intentarlo',
  malformedCsv: 'El fichero no es un CSV válido: {reason}',
  emptyFile: 'El fichero está vacío: la primera línea debe ser la cabecera con los nombres de las columnas',
  /** Header problems (column = the column's name). */
  unknownColumn: 'Columna desconocida «{name}»',
  missingColumn: 'Falta la columna obligatoria «{name}»',
  repeatedColumn: 'La columna «{name}» aparece dos veces',
  /** A row with more or fewer cells than the header. */
  wrongCellCount: 'La línea tiene {count} columnas y la cabecera {expected}',

  // --- Cells ---
  required: 'Este campo es obligatorio',
  tooLong: 'Como máximo {max} caracteres',
  invalidEmail: 'El correo «{value}» no es válido',
  invalidFlag: 'Debe ser 0 o 1',
  invalidDate: 'La fecha «{value}» no es válida: escribe AAAA-MM-DD o DD/MM/AAAA',
  invalidDateTime: 'La fecha y hora «{value}» no es válida: escribe AAAA-MM-DD HH:mm o DD/MM/AAAA HH:mm (hora de Madrid)',
  invalidContactTypes: 'Tipos de contacto «{value}» no válidos: usa 1, 3, 4, 5 o 6 separados por |',
  tooManyContactTypes: 'Como máximo tres tipos de contacto',
  invalidModality: 'La modalidad debe ser un número (1 online, 2 semipresencial, otro presencial)',
  invalidEventType: 'Tipo de evento «{value}» no válido: usa {types}',
  invalidUrl: 'El enlace debe empezar por http:// o https://',
  endBeforeStart: 'La fecha de fin es anterior a la de inicio',
  repeatedCode: 'El código {code} ya aparece en la línea {line}',

  // --- References ---
  repeatedEmail: 'El correo {email} ya es de {code} en la línea {line}',
  emailTaken: 'El correo {email} ya es de otra persona ({code})',
  unknownContact: 'No existe la persona {code} ni en este fichero ni en Campus',
  unknownFormation: 'No existe la formación {code} ni en este fichero ni en Campus',
  parentIsGroup: 'La formación principal {code} es un grupo: un grupo solo puede colgar de una formación principal',
  formationHasGroups: 'La formación {code} tiene grupos: no puede convertirse en grupo',
  notAGroup: '{code} es una formación principal: indica uno de sus grupos',
  notATeacher: 'La persona {code} no es docente (tipo de contacto 5 o 6)',
  matriculaOfAnotherStudent: 'La matrícula {code} es de otra persona ({student})',
  matriculaOfAnotherFormation: 'La matrícula {code} es de otra formación ({formation}): una matrícula agrupa los grupos de una formación',

  // --- The audit log ---
  auditApply: 'Importación: {created} altas y {updated} cambios',
  auditContactCreate: 'Alta por importación de {name} ({code})',
  auditContactUpdate: 'Cambio por importación de {name} ({code})',
  auditFormationCreate: 'Alta por importación de la formación {name} ({code})',
  auditFormationUpdate: 'Cambio por importación de la formación {name} ({code})',
  auditTeacherCreate: 'Por importación, {contact} imparte el grupo {group}',
  auditEnrolmentCreate: 'Matrícula por importación de {student} en el grupo {group} ({code})',
  auditEnrolmentUpdate: 'Cambio por importación de la matrícula {code} de {student} en el grupo {group}',
  auditEventCreate: 'Alta por importación del evento «{title}» ({code})',
  auditEventUpdate: 'Cambio por importación del evento «{title}» ({code})',

  // --- The command line (npm run import -- <carpeta>) ---
  cliUsage: 'Uso: npm run import -- <carpeta> [--dry-run]\nLa carpeta contiene contacts.csv, formations.csv, teachers.csv, enrolments.csv y/o events.csv.',
  cliFolderMissing: 'No existe la carpeta {folder}',
  cliNoFiles: 'La carpeta {folder} no contiene ninguno de los ficheros contacts.csv, formations.csv, teachers.csv, enrolments.csv o events.csv',
  cliLocked:
    'La base de datos embebida ({folder}) la está usando un servidor de Campus en marcha (PID {pid}). Detén el servidor e importa después, o importa desde la página Gestión › Importar datos del servidor en marcha.',
  cliDryRun: 'Simulación (--dry-run): no se ha guardado nada.',
  cliApplied: 'Importación aplicada.',
  cliCounts: '{kind}: {created} altas, {updated} cambios',
  cliErrors: '{count} errores: no se ha guardado nada.',
  cliInvitations: 'Invitaciones (no hay SMTP configurado: entrega cada enlace a su persona):',

  /** The five kinds of the counts, as the command line and the page name them. */
  kinds: {
    contacts: 'Personas',
    formations: 'Formaciones y grupos',
    teachers: 'Docentes de grupos',
    enrolments: 'Matrículas',
    events: 'Eventos',
  },
} as const;
