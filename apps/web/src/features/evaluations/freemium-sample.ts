import type { Evaluation, Task } from '@campus/contract';

/*
 * What a freemium visitor sees blurred behind the lock (spec 002 §Evaluations: "a locked placeholder"): a
 * picture of the page, not anyone's data. No call is made for it.
 */
export const freemiumSampleEvaluations: Evaluation[] = [
  {
    id: 1,
    edu_titulo: '1.ª evaluación',
    edu_calificacion: 7.8,
    edu_codigoformacion: 'MUESTRA',
    edu_conceptos: [
      { id: 1, edu_codigoconcepto: 'Examen parcial', edu_puntuacion: 7.5, edu_valor: 60, tarea_id: null },
      { id: 2, edu_codigoconcepto: 'Práctica 1', edu_puntuacion: 8.25, edu_valor: 40, tarea_id: 1 },
    ],
  },
  { id: 2, edu_titulo: '2.ª evaluación', edu_calificacion: null, edu_codigoformacion: 'MUESTRA', edu_conceptos: [] },
];

export const freemiumSampleTasks: Task[] = [
  {
    id: 1,
    edu_titulo: 'Práctica 1: maquetación con HTML y CSS',
    edu_tema: 'Tema 2. Lenguajes de marcas',
    edu_descripcion: null,
    edu_fechafinmax: '2026-10-30',
    edu_horafinmax: '23:59',
    edu_calificacion: 8.25,
    edu_comentario: null,
    edu_oportunidades: 3,
    intentos_usados: 1,
    edu_serieevaluacion: '1.ª evaluación',
    edu_fechaentrega: '2026-10-28T18:30:00.000Z',
    event_id: null,
    edu_codigoformacion: 'MUESTRA',
    estado: 'Corregida',
    files: [],
    recibos: [],
  },
];
