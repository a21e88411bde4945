import { getWeekday } from '@campus/contract';
import { demoContactCodes as C } from '../accounts';
import { damStudentCodes } from '../classmates';
import type { EventPlan, FormationPlan } from '../content';
import type { DemoClock } from '../dates';
import { DAM_A_START, demoFormationCodes, demoGroupCodes as G } from '../formations';
import { notes, recording } from '../media';
import { recordedClassBuilder } from './recorded-class';

/** A recorded class of the DAM tree: opens on its day for 60 days, with its recording and notes. */
const clase = recordedClassBuilder({ start: '09:00', minutes: 60, group: G.damA, organizer: C.teacher, openDays: 60, notes: 'notesDaw' });

/** The one meeting room of the group's weekly live classes. */
export const DAM_LIVE_ROOM = 'https://meet.campus.test/gru-dam-2026-a/directo-lenguajes-de-marcas';

/** Key of the live class held on the last working day before today (the teacher's attendance screen opens it). */
export const DAM_LAST_LIVE_KEY = 'dam-live-last';

/** The last Monday-to-Friday day before today, as days from today (−1 to −3). */
export function lastWorkingDay(clock: DemoClock): number {
  let day = -1;
  while (getWeekday(clock.day(day)) > 4) day -= 1;
  return day;
}

/** What each weekly live session covers, oldest first; the session before today is the last past one. */
const liveSessions: readonly [title: string, summary: string][] = [
  ['Presentación del módulo y del entorno', 'Cómo se evalúa el módulo, el editor y el validador que usaremos.'],
  ['HTML semántico: estructura del documento', 'Elementos de sección, jerarquía de títulos y metadatos.'],
  ['HTML semántico: formularios y tablas', 'Controles, etiquetas y tablas de datos accesibles.'],
  ['CSS: selectores, cascada y especificidad', 'Cómo decide el navegador qué regla se aplica.'],
  ['CSS: maquetación adaptable', 'Flexbox, Grid y media queries para la ficha de producto.'],
  ['XML bien formado', 'Reglas de un documento XML, espacios de nombres y entidades.'],
  ['Validación con DTD', 'Declaración de elementos y atributos; errores habituales del validador.'],
  ['XML Schema: tipos simples', 'Tipos predefinidos, restricciones y patrones.'],
  ['XML Schema: tipos complejos', 'Secuencias, elecciones, atributos y extensión de tipos.'],
  ['XPath: ejes y predicados', 'Rutas, ejes, predicados y funciones sobre el catálogo de libros.'],
  ['XSLT: plantillas y bucles', 'De XML a HTML con plantillas, for-each y ordenación.'],
  ['XSLT: condiciones y parámetros', 'if, choose y parámetros de plantilla.'],
  ['JSON y JSON Schema', 'Del XML al JSON: sintaxis, tipos y validación.'],
  ['Sistemas de gestión empresarial', 'ERP y CRM: qué son, módulos y cómo intercambian datos.'],
];

/** Weeks of live classes before the last past one (so ten past sessions and four to come). */
const PAST_WEEKS = 9;

/** The weekly live classes (Madrid 19:00, 90 minutes) on the weekday of the last working day. */
function liveClasses(clock: DemoClock): EventPlan[] {
  const last = lastWorkingDay(clock);
  return liveSessions.map(([topic, summary], index) => {
    const day = last + (index - PAST_WEEKS) * 7;
    const title = `Clase en directo: ${topic}`;
    const isPast = day < 0;
    const isLast = index === PAST_WEEKS;
    return {
      key: isLast ? DAM_LAST_LIVE_KEY : `dam-live-${index + 1}`,
      title,
      description: `${summary} Sesión ${index + 1} de ${liveSessions.length} del módulo de Lenguajes de marcas.`,
      type: 'clases_directo',
      day,
      start: '19:00',
      minutes: 90,
      groups: [G.damA],
      organizers: [C.teacher],
      hasJoinUrl: true,
      serie: 'dam-directo',
      isDownloadable: isPast,
      files: isLast
        ? [
            recording(title),
            { name: 'Diapositivas - XPath, ejes y predicados.pdf', media: 'notesDaw' },
            { name: 'Ejercicios de XPath sobre el catálogo.docx', media: 'template' },
          ]
        : isPast
          ? [recording(title)]
          : undefined,
      meetings: isPast
        ? [
            {
              resumen: `Sesión ${index + 1}: ${summary} Se resolvieron las dudas del chat.`,
              detalles: [
                { label: '00:00 Bienvenida y repaso', summary: 'Repaso de la sesión anterior y objetivos de hoy.' },
                { label: `10:30 ${topic}`, summary },
                { label: '1:15:00 Dudas y tarea', summary: 'Preguntas del grupo y trabajo para la próxima semana.' },
              ],
            },
          ]
        : undefined,
    };
  });
}

const task = (key: string, title: string, description: string, day: number, extra: Partial<EventPlan> = {}): EventPlan => ({
  key,
  title,
  description,
  type: 'actividad',
  day,
  isAllDay: true,
  groups: [G.damA],
  organizers: [C.teacher],
  ...extra,
});

/**
 * CFGS Desarrollo de Aplicaciones Multiplataforma, group A (issue 30): the demo teacher's second group. The tree
 * of "Lenguajes de marcas y sistemas de gestión de información" with weekly recorded classes, his weekly live class
 * (the last one held on the last working day, with its recording and files), seven tasks in every state, an exam,
 * a group tutoría and the welcome meeting. Days are fixed offsets from today, so any day seeds the same course.
 */
export function buildDamPlan(clock: DemoClock): FormationPlan {
  const last = lastWorkingDay(clock);
  const recorded = (n: number) => DAM_A_START + 2 + n * 7;
  return {
    formation: demoFormationCodes.dam,
    units: [
      {
        key: 'dam-u1',
        titulo: 'Unidad 1. Lenguajes de marcas: HTML y CSS',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 1. HTML semántico',
            events: [
              clase('dam-c01', 'Qué es un lenguaje de marcas', recorded(0), 'Historia, SGML, HTML y XML; para qué sirve cada uno.', {
                files: [recording('Qué es un lenguaje de marcas'), notes('Guía del módulo', 'guide')],
              }),
              clase('dam-c02', 'Estructura de un documento HTML', recorded(1), 'Cabecera, cuerpo, elementos de sección y validación W3C.'),
            ],
          },
          {
            titulo: 'Tema 2. Hojas de estilo CSS',
            events: [
              clase('dam-c03', 'Selectores y cascada', recorded(2), 'Tipos de selectores, especificidad y herencia.'),
              clase('dam-c04', 'Diseño adaptable', recorded(3), 'Unidades relativas, Flexbox, Grid y media queries.', {
                files: [
                  recording('Diseño adaptable'),
                  notes('Diseño adaptable', 'notesDaw'),
                  { name: 'Esquema de una página adaptable.png', media: 'imageDaw' },
                ],
              }),
            ],
          },
        ],
      },
      {
        key: 'dam-u2',
        titulo: 'Unidad 2. XML: estructura, validación y consulta',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 3. XML bien formado y DTD',
            events: [
              clase('dam-c05', 'Reglas de un XML bien formado', recorded(4), 'Elementos, atributos, entidades y espacios de nombres.'),
              clase('dam-c06', 'Validación con DTD', recorded(5), 'Declaraciones de elementos y atributos; validación desde el editor.'),
            ],
          },
          {
            titulo: 'Tema 4. XML Schema',
            events: [
              clase('dam-c07', 'Tipos simples y restricciones', recorded(6), 'Tipos predefinidos, facetas y patrones.'),
              clase('dam-c08', 'Tipos complejos', recorded(7), 'sequence, choice, all, atributos y extensión.'),
            ],
          },
          {
            titulo: 'Tema 5. XPath y XSLT',
            events: [
              clase('dam-c09', 'Consultas con XPath', recorded(8), 'Rutas, ejes, predicados y funciones.'),
              clase('dam-c10', 'Transformaciones XSLT', recorded(9), 'Plantillas, for-each, sort y salida HTML.'),
            ],
          },
        ],
      },
      {
        key: 'dam-u3',
        titulo: 'Unidad 3. JSON y sistemas de gestión de información',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 6. JSON y JSON Schema',
            events: [
              clase('dam-c11', 'Sintaxis y tipos de JSON', recorded(10), 'Objetos, listas, tipos y conversión desde XML.'),
              clase('dam-c12', 'Validación con JSON Schema', recorded(11), 'Esquemas, tipos, requeridos y formatos.'),
            ],
          },
          {
            titulo: 'Tema 7. Sistemas ERP y CRM',
            events: [clase('dam-c13', 'Sistemas de gestión empresarial', recorded(12), 'Módulos de un ERP y un CRM e intercambio de datos.')],
          },
        ],
      },
    ],
    calendar: [
      {
        key: 'dam-welcome',
        title: 'Reunión de bienvenida: DAM',
        description: 'Presentación del ciclo, del equipo docente, del calendario de evaluaciones y de la plataforma Campus.',
        type: 'reunion',
        day: last - 70,
        start: '18:00',
        minutes: 60,
        groups: [G.damA],
        organizers: [C.teacher],
        hasJoinUrl: true,
      },
      ...liveClasses(clock),
      task('dam-t1', 'Tarea: ficha de producto en HTML semántico', 'Ficha de un producto con estructura semántica y validación W3C.', -54, {
        files: [{ name: 'Enunciado y rúbrica.docx', media: 'template' }],
      }),
      task('dam-t2', 'Tarea: hoja de estilos adaptable para la ficha', 'Estilos de la ficha para móvil, tableta y escritorio.', -40),
      task('dam-t3', 'Tarea: catálogo de libros en XML con DTD', 'Catálogo de al menos diez libros validado con su DTD.', -26),
      task('dam-t4', 'Tarea: esquema XSD del catálogo', 'Esquema del catálogo con tipos propios y restricciones.', -12),
      task('dam-t5', 'Tarea: consultas XPath sobre el catálogo', 'Diez consultas XPath con su resultado explicado.', -3),
      task('dam-t6', 'Tarea: transformación XSLT a HTML', 'Página HTML del catálogo generada con XSLT, ordenada por autor.', 5),
      task('dam-t7', 'Tarea: API de libros en JSON', 'El catálogo en JSON con su JSON Schema.', 19),
      {
        key: 'dam-exam1',
        title: 'Examen: HTML, CSS y XML (1.ª evaluación)',
        description: 'Examen práctico en línea: maquetación de una página y validación de un XML. Duración: 2 horas.',
        type: 'examen',
        day: last + 21,
        start: '10:00',
        minutes: 120,
        groups: [G.damA],
        organizers: [C.teacher],
        hasJoinUrl: true,
      },
      {
        key: 'dam-tutoria',
        title: 'Tutoría grupal: dudas de XSLT antes de la entrega',
        description: 'Traed vuestra transformación a medias: la revisamos entre todos.',
        type: 'tutorias',
        day: last + 14,
        start: '17:30',
        minutes: 60,
        groups: [G.damA],
        organizers: [C.teacher],
        invited: damStudentCodes,
        hasJoinUrl: true,
      },
    ],
  };
}
