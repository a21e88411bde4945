import { demoContactCodes as C } from '../accounts';
import type { FormationPlan } from '../content';
import type { DemoClock } from '../dates';
import { demoFormationCodes, demoGroupCodes as G } from '../formations';
import { notes, recording } from '../media';
import { recordedClassBuilder } from './recorded-class';

/** A recorded class of the civil-service exam tree: opens on its day for 60 days. */
const clase = recordedClassBuilder({ start: '08:00', minutes: 60, group: G.examsA, organizer: C.teacherExams, openDays: 60, notes: 'notesExams' });

/** Oposiciones Auxiliar Administrativo del Estado: tree and calendar of groups A and B. */
export function buildExamsPlan(clock: DemoClock): FormationPlan {
  const nextMonth = clock.offsetOf(clock.monthStart(1));
  const group = [G.examsA];
  const teacher = [C.teacherExams];
  return {
    formation: demoFormationCodes.exams,
    units: [
      {
        key: 'aae-u1',
        titulo: 'Bloque I. Organización pública',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 1. La Constitución Española de 1978',
            events: [
              clase(
                'aae-c01',
                'La Constitución: estructura y principios',
                -90,
                'Estructura, características y principios constitucionales; la reforma constitucional.',
                {
                  isUndated: true,
                  // Free content (issue 29): what a restricted (type 3) student or a free trial opens; the rest sells.
                  isFreemium: true,
                  groups: [G.examsA, G.examsB],
                  files: [
                    recording('La Constitución: estructura y principios'),
                    notes('La Constitución: estructura y principios', 'notesExams'),
                    { name: 'Organigrama de la Administración General del Estado.png', media: 'imageExams' },
                  ],
                },
              ),
              clase('aae-c02', 'Derechos fundamentales y libertades públicas', -83, 'Título I: derechos y deberes fundamentales, garantías y suspensión.'),
            ],
          },
          {
            titulo: 'Tema 2. La Corona y las Cortes Generales',
            events: [
              clase('aae-c03', 'La Corona', -76, 'Funciones del Rey, sucesión, regencia y refrendo.'),
              clase(
                'aae-c04',
                'Las Cortes Generales y la elaboración de las leyes',
                -69,
                'Congreso y Senado, composición, funciones y procedimiento legislativo.',
              ),
            ],
          },
        ],
      },
      {
        key: 'aae-u2',
        titulo: 'Bloque II. Actividad administrativa',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 3. La Ley 39/2015 del Procedimiento Administrativo Común',
            events: [
              clase(
                'aae-c05',
                'Los interesados y la actividad de las Administraciones',
                -41,
                'Capacidad de obrar, representación, registros y cómputo de plazos.',
                { isFreemium: true },
              ),
              clase('aae-c06', 'Fases del procedimiento administrativo', -27, 'Iniciación, ordenación, instrucción y finalización del procedimiento.', {
                isFreemium: true,
              }),
            ],
          },
          {
            titulo: 'Tema 4. La Ley 40/2015 de Régimen Jurídico del Sector Público',
            events: [
              clase(
                'aae-c07',
                'Órganos administrativos y competencia',
                -13,
                'Órganos colegiados, delegación, avocación, encomienda de gestión y abstención y recusación.',
              ),
            ],
          },
        ],
      },
      {
        key: 'aae-u3',
        titulo: 'Bloque III. Ofimática',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 5. Procesadores de texto: Word',
            events: [
              clase(
                'aae-c08',
                'Formato de documentos y estilos en Word',
                -6,
                'Formato de párrafo, estilos, tablas de contenido y combinación de correspondencia.',
                { organizers: [C.teacher] },
              ),
            ],
          },
          {
            titulo: 'Tema 6. Hojas de cálculo: Excel',
            events: [
              clase('aae-c09', 'Fórmulas, funciones y gráficos en Excel', 8, 'Referencias relativas y absolutas, funciones SI, BUSCARV y gráficos.', {
                organizers: [C.teacher],
              }),
            ],
          },
        ],
      },
      {
        // An extra unit with nothing on sale: the locked dialog offers 'Más información' instead of products.
        key: 'aae-ux',
        titulo: 'Unidad extra. Supuestos prácticos comentados',
        type: 'unidad extra',
        topics: [
          {
            titulo: 'Tema extra. Supuestos de convocatorias anteriores',
            events: [
              clase(
                'aae-x1',
                'Supuesto práctico comentado: procedimiento administrativo',
                -18,
                'Resolución paso a paso de un supuesto práctico de la última convocatoria, con los errores más frecuentes.',
                {
                  isUndated: true,
                  groups: [G.examsA, G.examsB],
                },
              ),
            ],
          },
        ],
      },
    ],
    calendar: [
      {
        key: 'aae-d1',
        title: 'Clase en directo: el Gobierno y la Administración',
        description: 'Título IV de la Constitución y la Ley 50/1997 del Gobierno.',
        type: 'clases_directo',
        day: -5,
        start: '18:30',
        minutes: 90,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
        // An open live class (issue 29): restricted students and free trials may join it too.
        isFreemium: true,
        isDownloadable: true,
        files: [recording('Clase en directo: el Gobierno y la Administración')],
        meetings: [
          {
            resumen: 'Repaso del Título IV con preguntas de exámenes de convocatorias anteriores.',
            detalles: [
              { label: '00:00 Composición del Gobierno', summary: 'Presidente, vicepresidentes y ministros.' },
              { label: '31:20 Cese y responsabilidad', summary: 'Cuestión de confianza y moción de censura.' },
              { label: '1:05:00 Preguntas de examen', summary: 'Resolución comentada de diez preguntas oficiales.' },
            ],
          },
        ],
      },
      {
        key: 'aae-d2',
        title: 'Clase en directo: repaso de la Ley 39/2015',
        description: 'Repaso intensivo de plazos, silencio administrativo y recursos.',
        type: 'clases_directo',
        day: 2,
        start: '18:30',
        minutes: 90,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
      },
      {
        key: 'aae-mock',
        title: 'Simulacro de examen oficial',
        description: 'Simulacro completo: 60 preguntas de teoría y 50 de ofimática en 110 minutos, con penalización por error.',
        type: 'examen',
        day: 14,
        start: '09:30',
        minutes: 110,
        groups: group,
        organizers: teacher,
      },
      {
        key: 'aae-test',
        title: 'Test: Bloque I (100 preguntas)',
        description: 'Test de repaso del Bloque I con corrección automática.',
        type: 'test',
        day: 5,
        isAllDay: true,
        groups: group,
        organizers: teacher,
      },
      {
        key: 'aae-meeting',
        title: 'Reunión informativa: convocatoria de este año',
        description: 'Plazas, requisitos, calendario previsto y novedades de la convocatoria.',
        type: 'reunion',
        day: -20,
        start: '19:00',
        minutes: 60,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
      },
      {
        key: 'aae-zoom',
        title: 'Sesión Zoom: técnicas de estudio y planificación',
        description: 'Cómo planificar el estudio semanal y repasar con tests.',
        type: 'zoom',
        day: 8,
        start: '19:00',
        minutes: 60,
        groups: group,
        organizers: teacher,
        zoomId: '833 9120 4456',
      },
      {
        key: 'aae-tut',
        title: 'Tutoría: planificación del estudio',
        description: 'Revisión individual del plan de estudio hasta el examen.',
        type: 'tutorias',
        day: 15,
        start: '17:00',
        minutes: 45,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
        invited: [C.admin, C.limited],
      },
      {
        key: 'aae-task',
        title: 'Tarea: esquema del Título VIII de la Constitución',
        description: 'Esquema de la organización territorial del Estado (máximo dos páginas).',
        type: 'actividad',
        day: -5,
        isAllDay: true,
        groups: group,
        organizers: teacher,
      },
      {
        key: 'aaeb-welcome',
        title: 'Sesión de bienvenida del grupo presencial',
        description: 'Presentación del curso en el aula de Madrid: horarios, materiales y normas del centro.',
        type: 'reunion',
        day: nextMonth,
        start: '18:00',
        minutes: 60,
        groups: [G.examsB],
        organizers: teacher,
      },
    ],
  };
}
