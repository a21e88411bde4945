/**
 * Texts of a teacher's shell (issue 30 item 9): the menu entry of his groups, the refusal of student-only parts
 * and the group views of the statistics and the timeline. None is in the spec; all are ours.
 */
export const teachingShellTexts = {
  /** The menu entry holding the groups he teaches, each opening its workspace (/docencia/:groupCode). */
  myGroups: 'Mis grupos',
  /** A student-only call (streak, tests space, tutoring request, enrolments, secretary) made by a teacher who does not study. */
  studentOnly: 'Esta sección es para el alumnado',
  /** The refusal of a group view (statistics, timeline completion) to someone who neither studies nor teaches the group. */
  groupNotTaught: 'No perteneces a este grupo',

  // The statistics of a group, as its teacher sees them.
  statisticsLead: 'Cómo va tu grupo: medias del alumnado y rankings.',
  groupTimelineHeading: 'Progreso medio del timeline',
  groupTimelineDonutLabel: 'Progreso medio del timeline del grupo: {percent}',
  groupAttendanceDonutLabel: 'Asistencia media del grupo: {percent}',
  groupStudents: 'Media de {students} alumnos',
  groupClassesHeld: '{classes} clases en directo celebradas',
  groupCountersHeading: 'Completado de media por alumno',
  groupCounterLabel: '{name}: {completed} de {total} de media',
  groupTasksCaption: 'Cuentan como completadas las tareas entregadas o corregidas.',
  groupCountersError: 'Error al cargar el progreso del grupo',
  rankingsLead: 'Los 5 primeros del grupo: {period}.',

  // The timeline of a group, as its teacher sees it.
  timelineLead: 'El orden de los contenidos del grupo y cuántos alumnos los han completado.',
  groupCompletion: '{completed} de {students} alumnos lo han completado',
  groupCompletionShort: '{percent} del grupo',
} as const;
