/** Texts of /evaluaciones the spec leaves to us ("not shown"); the spec's own are in texts.evaluations. */
export const evaluationsPageTexts = {
  lead: 'Tus calificaciones por evaluación y las tareas que tienes que entregar.',
  teacherLead: 'Las tareas que te han entregado en tus grupos: abre los ficheros y califícalas.',
  groupFilter: 'Grupo',
  allGroups: 'Todos los grupos',
  stateFilter: 'Estado',
  allStates: 'Todos los estados',
  retry: 'Reintentar',
  noEvaluations: 'Todavía no hay evaluaciones en este grupo.',
  noTasks: 'No hay tareas en este grupo.',
  noDeliveries: 'No hay entregas con estos filtros.',
  noGroups: 'No tienes grupos disponibles',
  earned: (value: string) => `${value} puntos conseguidos hasta ahora`,
  gradeOf: (value: string) => `${value} / 10`,
  weight: (value: string) => `${value} %`,
  concept: 'Concepto',
  score: 'Nota',
  conceptWeight: 'Peso',
  scoredByTask: 'Se califica con una tarea',
  topic: 'Tema',
  deadline: 'Fecha límite',
  grade: 'Calificación',
  attempts: 'Intentos',
  attemptsOf: (used: number, total: number) => `${used} de ${total}`,
  deliveredAt: 'Entregada el',
  notDelivered: 'Sin entregar',
  evaluation: 'Evaluación',
  group: 'Grupo',
  teacherComment: 'Comentario del profesor',
  filesLabel: (title: string) => `Ficheros entregados de ${title}`,
  openFile: (name: string) => `Abrir ${name}`,
  removeDraft: (name: string) => `Quitar ${name} del borrador`,
  cancel: 'Cancelar',
  close: 'Cerrar',
  uploadLabel: (title: string) => `Subir un fichero a ${title}`,
  uploadChoose: 'Elegir fichero',
  uploadHint: 'o arrástralo aquí · un fichero cada vez, hasta 10 MB · queda como borrador hasta que pulses Entregar',
  uploading: (name: string) => `Subiendo ${name}…`,
  fileTooLarge: 'El fichero supera el tamaño máximo de 10 MB.',
  oneFileOnly: 'Solo se puede subir un fichero cada vez.',
  blocked: {
    deadline: 'El plazo de entrega ha terminado.',
    attempts: 'Has agotado los intentos de entrega.',
  },
  // Issue 29: the draft, 'Entregar' with its confirmation, and the receipts.
  deliveredFiles: 'Entregado',
  draftTitle: 'Borrador sin entregar',
  draftHint: 'Estos ficheros aún no están entregados: no gastan ningún intento y puedes quitarlos.',
  draftFilesLabel: (title: string) => `Borrador de ${title}`,
  deliver: 'Entregar',
  deliverUses: (attempt: number, total: number) => `Usará el intento ${attempt} de ${total}`,
  deliverTitle: 'Entregar la tarea',
  deliverConfirm: (attempt: number, total: number) => `Vas a usar el intento ${attempt} de ${total}.`,
  deliverConfirmFiles: 'Se entregarán estos ficheros; después no podrás quitarlos:',
  receiptTitle: 'Entrega registrada',
  receiptLead: 'Guarda este justificante: también lo tienes en la tarea.',
  receiptsTitle: 'Justificantes de entrega',
  receiptAttempt: 'Intento',
  receiptCode: 'Código',
  receiptDate: 'Fecha',
  receiptFiles: 'Ficheros',
  // Issue 29 item 14: the filter, the upcoming deadlines and the way from an event to its task.
  upcomingTitle: 'Próximas entregas',
  upcomingDeadline: (day: string, hour: string) => `hasta el ${day}, ${hour}`,
  upcomingDraft: 'borrador sin entregar',
  stateAll: 'Todas',
  stateCount: (label: string, count: number) => `${label} (${count})`,
  noTasksInState: 'No hay tareas en este estado.',
  student: 'Alumno',
  task: 'Tarea',
  state: 'Estado',
  actions: 'Acciones',
  gradeAction: 'Calificar',
  regradeAction: 'Cambiar nota',
  gradeDialogTitle: 'Calificar la entrega',
  gradeDialogDescription: (student: string, task: string) => `${student} · ${task}`,
  gradeField: 'Calificación (0 a 10)',
  commentField: 'Comentario para el alumno',
  save: 'Guardar calificación',
  deliveriesCount: (count: number) => (count === 1 ? '1 entrega' : `${count} entregas`),
  ungradedCount: (count: number) => (count === 1 ? '1 sin calificar' : `${count} sin calificar`),
  showMore: (count: number) => `Mostrar ${count} más`,
} as const;

const twoDecimals = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const upToTwoDecimals = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 2 });

/** A grade as the product shows it: 2 decimals, Spanish comma ("7,25"). */
export function formatGrade(value: number): string {
  return twoDecimals.format(value);
}

/** A concept's weight in percent ("30", "12,5"). */
export function formatWeight(value: number): string {
  return upToTwoDecimals.format(value);
}

/** A file's size in KB or MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${upToTwoDecimals.format(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`;
}
