import { addCalendarDays, toAcademyDay, type Evaluation, type Task, type TaskFile, type TaskReceipt, type TeacherDelivery } from '@campus/contract';

const today = toAcademyDay(new Date());

/** A day counted from today ('YYYY-MM-DD', Madrid). */
export const dayFromToday = (days: number) => addCalendarDays(today, days);

export function makeTaskFile(overrides: Partial<TaskFile> = {}): TaskFile {
  return { id: 501, name: 'practica.pdf', file_type: 'application/pdf', size: 245_760, created_at: '2026-11-20T10:15:00.000Z', intento: null, ...overrides };
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 11,
    edu_titulo: 'Tarea: rutas y carga de datos',
    edu_tema: 'Tema 6. React',
    edu_descripcion: 'Añade rutas a la aplicación y carga los datos de la API.',
    edu_fechafinmax: dayFromToday(14),
    edu_horafinmax: '23:59',
    edu_calificacion: null,
    edu_comentario: null,
    edu_oportunidades: 3,
    intentos_usados: 0,
    edu_serieevaluacion: '2.ª evaluación',
    edu_fechaentrega: null,
    event_id: 77,
    edu_codigoformacion: 'GR-ENF-2026',
    estado: 'Pendiente',
    files: [],
    recibos: [],
    ...overrides,
  };
}

export function makeReceipt(overrides: Partial<TaskReceipt> = {}): TaskReceipt {
  return { intento: 1, codigo: '11-1-K7M2QXRA', fecha: '2026-11-20T10:15:00.000Z', ficheros: [{ id: 501, name: 'practica.pdf', size: 245_760 }], ...overrides };
}

export function makeEvaluation(overrides: Partial<Evaluation> = {}): Evaluation {
  return {
    id: 1,
    edu_titulo: '1.ª evaluación',
    edu_calificacion: 7.8,
    edu_codigoformacion: 'GR-ENF-2026',
    edu_conceptos: [
      { id: 1, edu_codigoconcepto: 'Examen parcial', edu_puntuacion: 7.5, edu_valor: 60, tarea_id: null },
      { id: 2, edu_codigoconcepto: 'Práctica 1: maquetación', edu_puntuacion: 8.25, edu_valor: 40, tarea_id: 3 },
    ],
    ...overrides,
  };
}

export function makeDelivery(overrides: Partial<TeacherDelivery> = {}): TeacherDelivery {
  return {
    id: 900,
    tarea: {
      id: 10,
      edu_titulo: 'Tarea: catálogo de productos en React',
      edu_tema: 'Tema 6. React',
      edu_fechafinmax: dayFromToday(0),
      edu_horafinmax: '23:59',
      edu_serieevaluacion: '2.ª evaluación',
    },
    grupo: { edu_codigoformacion: 'GRU-DAW-2026-A', edu_formacion: 'DAW · Grupo A' },
    alumno: { edu_codigocontacto: 'CON-10001', fullname: 'Lucía Fernández Ortega', foto_url: null },
    intentos_usados: 1,
    edu_fechaentrega: '2026-11-25T17:30:00.000Z',
    edu_calificacion: null,
    edu_comentario: null,
    graded_at: null,
    estado: 'Entregada',
    files: [makeTaskFile({ id: 601, name: 'catalogo.zip', file_type: 'application/zip', intento: 1 })],
    ...overrides,
  };
}
