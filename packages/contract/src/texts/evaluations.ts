/** Texts of issue 14's evaluations and tasks (spec 002 §8 where the spec has them, exact; the rest are ours). */
export const evaluationsTexts = {
  // Spec 002 §Evaluations and §8, exact (slips included).
  evaluationsHeading: 'Evaluaciones',
  tasksHeading: 'Tareas',
  ungraded: 'Sin calificar',
  evaluationsError: 'Error al obtener las evaluaciones',
  tasksError: 'Error al obtener las tareas',
  uploadError: 'Error al subir el fichero',
  uploadSuccess: 'Fichero subido correctamnente',
  deleteFileError: 'Error al eliminar el fichero de la tarea.',
  deleteFileSuccess: 'Fichero eliminado correctamente',
  statePending: 'Pendiente',
  stateDelivered: 'Entregada',
  stateGraded: 'Corregida',

  // Ours: why the server refuses a delivery (409) and the teacher's grading.
  deadlinePassed: 'El plazo de entrega de esta tarea ha terminado',
  attemptsUsed: 'Has agotado los intentos de entrega de esta tarea',
  alreadyGraded: 'Esta tarea ya está corregida: no se pueden cambiar sus ficheros',
  taskNotFound: 'La tarea no existe o no es de tus grupos',
  fileNotFound: 'El fichero no existe o no es de esta tarea',
  deliveryNotFound: 'El alumno no ha entregado esta tarea',
  invalidGrade: 'La calificación debe ser un número entre 0 y 10',
  commentTooLong: 'El comentario no puede superar los 2000 caracteres',
  gradeSaved: 'Calificación guardada correctamente',
  gradeError: 'Error al guardar la calificación',
  deliveriesError: 'Error al obtener las entregas',
  gradedNotificationTitle: 'Tarea corregida',
} as const;

/** Texts of issue 14's statistics and rankings (spec 002 §Statistics and §8 exact, slips included; the rest are ours). */
export const statisticsTexts = {
  heading: 'Estadísticas',
  rankingsEmptyTitle: 'No hay datos disponibles',
  rankingsEmptyBody: 'Los rankings aparecerán aquí cuando haya actividad',
  attendanceError: 'Error al cargar los métricas de asistencia',
  timelineMetricsError: 'Error al cargar los métricas de timeline',
  timelinePercentError: 'Error al cargar los el porcentaje del timeline',
  tasksError: 'Error al cargar las tareas',

  // Ours.
  rankingNames: {
    conexiones: 'Conexiones',
    timeline: 'Timeline',
    racha: 'Racha',
    'tiempo-medio': 'Tiempo medio',
    asistencias: 'Asistencias',
  },
  rankingError: 'Error al cargar el ranking',
  invalidRanking: 'El tipo de ranking no es válido',
  invalidDate: 'La fecha debe tener el formato AAAA-MM-DD',
  invalidRange: 'La fecha de inicio no puede ser posterior a la de fin',
  groupNotFound: 'No perteneces a este grupo',
  countersError: 'Error al cargar los contadores de progreso',
} as const;
