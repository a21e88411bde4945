/**
 * Texts of a teacher on his groups' formation pages and of live-class attendance (issue 30 items 2 and 5): none is
 * in the spec, all are ours.
 */
export const teachingFormationTexts = {
  /** A completion mark is a student's progress: a teacher or staff member opening the content does not tick it. */
  completionIsForStudents: 'Solo los alumnos marcan el contenido como completado: tu visita no cuenta en su progreso',
  teacherView: 'Vista de profesor: ves todo el contenido; los candados y las fechas son los de tus alumnos',
  studentsFrom: (day: string) => `Los alumnos lo verán el ${day}`,
  studentsNoLonger: 'Los alumnos ya no lo ven',
  studentsWithExtraUnit: 'Los alumnos lo ven con la unidad extra',
  studentsBeforeCourse: 'Anterior al mes de inicio de los alumnos',
  /** What a teacher sees where a student's completion checkbox would be. */
  teacherNoCompletion: 'Tus visitas no cuentan en el progreso de los alumnos',

  eventNotFound: 'La clase no existe o no es de tus grupos',
  notLiveClass: 'Este evento no es una clase en directo',
  attendance: {
    title: 'Asistencia',
    loadError: 'No se ha podido cargar la asistencia',
    notStarted: 'La asistencia aparecerá cuando empiece la clase',
    underWay: 'La clase está en curso: los minutos llegan hasta ahora',
    summary: (attended: number, students: number) => (students === 1 ? `${attended} de 1 alumno asistió` : `${attended} de ${students} alumnos asistieron`),
    averageShare: (share: string) => `Media de la clase seguida: ${share}`,
    tableCaption: 'Alumnos que asistieron a la clase',
    student: 'Alumno',
    joinedAt: 'Entró a las',
    minutes: 'Minutos',
    share: 'Parte de la clase',
    sortBy: (column: string) => `Ordenar por ${column}`,
    nobodyAttended: 'Ningún alumno se ha unido a esta clase',
    absentTitle: (count: number) => `No asistieron (${count})`,
    nobodyAbsent: 'Asistieron todos los alumnos',
    noStudents: 'El grupo no tiene alumnos',
    definition: 'Desde la primera vez que entró (como pronto, la hora de inicio) hasta el final de la clase',
  },
};
