/**
 * Texts of the teacher's home (issue 30 item 1): ours, none is in the spec. The server's refusal and the web's
 * screen both read them here.
 */
export const teachingHomeTexts = {
  /** GET /api/teaching/home for someone who teaches no group and is not staff (a student, a freemium visitor). */
  notATeacher: 'Esta página es para el profesorado: no impartes ningún grupo',
  summary: 'Tus grupos, tus próximas clases y lo que te espera hoy',
  studentViewLink: 'Ver mi vista de alumno',
  teacherViewLink: 'Ver mi vista de profesor',
  groups: {
    title: 'Tus grupos',
    empty: 'Aún no tienes grupos asignados.',
    students: (count: number) => (count === 1 ? '1 alumno' : `${count} alumnos`),
    progress: 'Progreso medio',
    attendance: 'Asistencia media',
    noClassesYet: 'Sin clases en directo todavía',
    participants: 'Participantes',
    gradebook: 'Calificaciones',
    formation: 'Formación',
    linksLabel: (group: string) => `Enlaces de ${group}`,
  },
  events: {
    title: 'Próximas clases y tutorías',
    empty: 'No tienes clases ni tutorías en los próximos 30 días.',
  },
  today: {
    title: 'Para hoy',
    empty: 'Todo al día: no tienes nada pendiente.',
    deliveries: 'Entregas por corregir',
    requests: 'Solicitudes de tutoría',
    questions: 'Preguntas sin responder',
    noDeliveries: 'No hay entregas por corregir.',
    noRequests: 'No hay solicitudes pendientes.',
    noQuestions: 'No hay preguntas sin responder.',
    classComment: 'Comentario en clase',
    boardPost: 'Tablón',
    more: (count: number) => `y ${count} más`,
  },
  error: 'No se pudo cargar tu inicio de profesor.',
  retry: 'Reintentar',
} as const;
