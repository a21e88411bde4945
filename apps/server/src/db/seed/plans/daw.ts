import { demoContactCodes as C } from '../accounts';
import type { FormationPlan } from '../content';
import type { DemoClock } from '../dates';
import { demoFormationCodes, demoGroupCodes as G } from '../formations';
import { notes, recording } from '../media';
import { recordedClassBuilder } from './recorded-class';

/** A recorded class of the DAW tree: opens on its day for 45 days, with its recording and notes. */
const clase = recordedClassBuilder({ start: '09:00', minutes: 90, group: G.dawA, organizer: C.teacher, openDays: 45, notes: 'notesDaw' });

/** Técnico Superior en Desarrollo de Aplicaciones Web: tree and calendar of group A (and B's welcome). */
export function buildDawPlan(clock: DemoClock): FormationPlan {
  const nextMonth = clock.offsetOf(clock.monthStart(1));
  const serverTeacher = [C.teacherDaw];
  return {
    formation: demoFormationCodes.daw,
    units: [
      {
        key: 'daw-u1',
        titulo: 'Unidad 1. Programación en JavaScript',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 1. Sintaxis, tipos y estructuras de control',
            events: [
              clase(
                'daw-c01',
                'Presentación del ciclo y del entorno de trabajo',
                -145,
                'Cómo se organiza el ciclo, qué herramientas usaremos (Node.js, VS Code, Git) y cómo se evalúa cada módulo.',
                {
                  isUndated: true,
                  files: [recording('Presentación del ciclo y del entorno de trabajo'), notes('Guía del alumno', 'guide')],
                },
              ),
              clase(
                'daw-c02',
                'Variables, tipos y operadores en JavaScript',
                -140,
                'let y const, tipos primitivos, coerción de tipos y operadores de comparación estricta.',
                { isUndated: true },
              ),
              {
                ...clase(
                  'daw-h5p',
                  'Repaso interactivo: fundamentos de JavaScript',
                  -138,
                  'Actividad interactiva de autoevaluación con preguntas sobre tipos, operadores y estructuras de control.',
                ),
                isUndated: true,
                isDownloadable: false,
                files: [],
                h5p: [{ name: 'Repaso interactivo: fundamentos de JavaScript', media: 'h5pQuiz' }],
              },
            ],
          },
          {
            titulo: 'Tema 2. Funciones, objetos y asincronía',
            events: [
              clase(
                'daw-c03',
                'Funciones, ámbito y closures',
                -126,
                'Declaraciones y expresiones de función, funciones flecha, ámbito léxico y closures con ejemplos prácticos.',
              ),
              clase('daw-c04', 'Promesas y async/await', -112, 'El bucle de eventos, promesas, encadenamiento, manejo de errores y la sintaxis async/await.'),
            ],
          },
        ],
      },
      {
        key: 'daw-u2',
        titulo: 'Unidad 2. Desarrollo web en entorno cliente',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 3. El DOM y los eventos del navegador',
            events: [
              clase('daw-c05', 'Manipulación del DOM', -98, 'Selección de nodos, creación y modificación de elementos y buenas prácticas de rendimiento.'),
              clase(
                'daw-c06',
                'Eventos, formularios y validación',
                -84,
                'Propagación de eventos, delegación y validación de formularios accesible con la API de restricciones.',
              ),
              {
                // -92, not -84: the late joiner starts 60 days ago, and his start month begins at most 31 days
                // before that, so the diagram stays before his course month on every day of the year.
                ...clase(
                  'daw-img',
                  'Esquema: arquitectura de una aplicación web',
                  -92,
                  'Diagrama de referencia: cliente, API, base de datos y servicios externos.',
                ),
                isUndated: true,
                files: [{ name: 'Arquitectura de una aplicación web.png', media: 'imageDaw' }],
              },
            ],
          },
          {
            titulo: 'Tema 4. React: componentes, estado y efectos',
            events: [
              clase('daw-c07', 'Componentes y props en React', -70, 'JSX, componentes de función, props y composición.'),
              clase('daw-c08', 'Estado y efectos con hooks', -56, 'useState, useEffect, dependencias y errores habituales.'),
              clase('daw-c09', 'Enrutado y consumo de APIs con React', -42, 'React Router, carga de datos y gestión de estados de carga y error.'),
            ],
          },
        ],
      },
      {
        key: 'daw-u3',
        titulo: 'Unidad 3. Desarrollo web en entorno servidor',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 5. Node.js y APIs REST',
            events: [
              clase('daw-c10', 'Node.js y el bucle de eventos', -28, 'Módulos, npm, E/S no bloqueante y el bucle de eventos de Node.js.', {
                organizers: serverTeacher,
              }),
              clase('daw-c11', 'Diseño de una API REST con Fastify', -14, 'Rutas, validación de esquemas, códigos de estado y documentación OpenAPI.', {
                organizers: serverTeacher,
                files: [
                  recording('Diseño de una API REST con Fastify'),
                  notes('Diseño de una API REST con Fastify', 'notesDaw'),
                  { name: 'Plantilla de la memoria del proyecto.docx', media: 'template' },
                ],
              }),
            ],
          },
          {
            titulo: 'Tema 6. Bases de datos relacionales con PostgreSQL',
            events: [
              {
                // A live class inside the tree: the formation page and the calendar both offer its join link.
                key: 'daw-live-tree',
                title: 'Clase en directo: modelado de datos para el proyecto',
                description: 'Diseñamos juntos el modelo de datos del proyecto intermodular, del diagrama entidad-relación a las tablas de PostgreSQL.',
                type: 'clases_directo',
                day: 2,
                start: '19:00',
                minutes: 90,
                groups: [G.dawA],
                organizers: serverTeacher,
                hasJoinUrl: true,
              },
              clase('daw-c12', 'Modelo relacional y SQL básico', 7, 'Tablas, claves, relaciones y consultas SELECT, INSERT, UPDATE y DELETE.', {
                organizers: serverTeacher,
              }),
              clase('daw-c13', 'Consultas avanzadas y transacciones', 21, 'JOIN, agregaciones, índices y transacciones ACID.', { organizers: serverTeacher }),
            ],
          },
        ],
      },
      {
        key: 'daw-ux',
        titulo: 'Unidad extra. Despliegue con Docker y Kubernetes',
        type: 'unidad extra',
        topics: [
          {
            titulo: 'Tema extra. Contenedores en producción',
            events: [
              clase('daw-x1', 'Docker desde cero: imágenes y contenedores', -20, 'Dockerfile, capas, volúmenes y redes; cómo empaquetar una API de Node.js.', {
                isUndated: true,
                organizers: serverTeacher,
              }),
              clase('daw-x2', 'Orquestación con Kubernetes', -6, 'Pods, despliegues, servicios y configuración con ConfigMaps y Secrets.', {
                isUndated: true,
                organizers: serverTeacher,
              }),
            ],
          },
        ],
      },
    ],
    calendar: [
      {
        key: 'daw-live-now',
        title: 'Clase en directo: hooks personalizados en React',
        description: 'Creamos hooks reutilizables para formularios y peticiones a la API. Trae el proyecto de la Unidad 2 abierto.',
        type: 'clases_directo',
        day: 0,
        isLiveNow: true,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
        serie: 'daw-directo',
      },
      {
        key: 'daw-d1',
        title: 'Clase en directo: rutas protegidas y autenticación',
        description: 'Sesiones, tokens y protección de rutas en el cliente y en el servidor.',
        type: 'clases_directo',
        day: -7,
        start: '18:00',
        minutes: 90,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
        serie: 'daw-directo',
        isDownloadable: true,
        files: [recording('Clase en directo: rutas protegidas y autenticación')],
        meetings: [
          {
            resumen: 'Se explicó la diferencia entre autenticación y autorización y se implementó el inicio de sesión con token en la API del proyecto.',
            detalles: [
              { label: '00:00 Introducción', summary: 'Repaso de la práctica anterior y objetivos de la sesión.' },
              { label: '12:30 Tokens y sesiones', summary: 'Ventajas e inconvenientes de las sesiones en servidor frente a los tokens firmados.' },
              { label: '47:10 Rutas protegidas', summary: 'Componente de ruta protegida en React y redirección al inicio de sesión.' },
              { label: '1:21:00 Dudas', summary: 'Preguntas sobre el almacenamiento seguro del token.' },
            ],
          },
        ],
      },
      {
        key: 'daw-d2',
        title: 'Clase en directo: pruebas con Vitest',
        description: 'Pruebas unitarias y de componentes; cobertura y dobles de prueba.',
        type: 'clases_directo',
        day: 7,
        start: '18:00',
        minutes: 90,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
        serie: 'daw-directo',
      },
      {
        key: 'daw-d3',
        title: 'Clase en directo: integración y despliegue continuos',
        description: 'Pipelines de CI, pruebas automáticas y despliegue de la aplicación.',
        type: 'clases_directo',
        day: 14,
        start: '18:00',
        minutes: 90,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
        serie: 'daw-directo',
      },
      {
        key: 'daw-d-original',
        title: 'Clase en directo: accesibilidad web',
        description: 'Pautas WCAG 2.2, roles ARIA y pruebas con lector de pantalla.',
        type: 'clases_directo',
        day: -12,
        start: '18:00',
        minutes: 90,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
      },
      {
        key: 'daw-d-rescheduled',
        title: 'Clase en directo: accesibilidad web',
        description: 'Pautas WCAG 2.2, roles ARIA y pruebas con lector de pantalla. Se reprogramó por la jornada de puertas abiertas.',
        type: 'clases_directo',
        day: -10,
        start: '19:00',
        minutes: 90,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
        replaces: 'daw-d-original',
        isDownloadable: true,
        files: [recording('Clase en directo: accesibilidad web')],
      },
      {
        key: 'daw-tut1',
        title: 'Tutoría grupal: dudas del proyecto intermodular',
        description: 'Resolvemos dudas sobre el alcance, la memoria y la defensa del proyecto.',
        type: 'tutorias',
        day: 3,
        start: '17:00',
        minutes: 60,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
        invited: [C.student, 'CON-10007', 'CON-10008'],
      },
      {
        key: 'daw-tut2',
        title: 'Tutoría individual: revisión de la práctica 2',
        description: 'Revisión de la API REST entregada y propuestas de mejora.',
        type: 'tutorias',
        day: -9,
        start: '16:00',
        minutes: 30,
        groups: [G.dawA],
        organizers: [C.teacherDaw],
        hasJoinUrl: true,
        invited: [C.student],
      },
      {
        key: 'daw-exam1',
        title: 'Examen Unidad 1: Programación en JavaScript',
        description: 'Examen escrito y práctico. Duración: 2 horas. Trae el DNI.',
        type: 'examen',
        day: -60,
        start: '10:00',
        minutes: 120,
        groups: [G.dawA],
        organizers: [C.teacher],
      },
      {
        key: 'daw-exam2',
        title: 'Examen parcial: Desarrollo web en entorno cliente',
        description: 'Examen práctico sobre DOM, eventos y React. Se realiza en línea con cámara activa.',
        type: 'examen',
        day: 30,
        start: '10:00',
        minutes: 120,
        groups: [G.dawA],
        organizers: [C.teacher],
        hasJoinUrl: true,
      },
      {
        key: 'daw-taller',
        title: 'Webinar: Git y GitHub para trabajar en equipo',
        description: 'Ramas, pull requests, revisiones de código y resolución de conflictos.',
        type: 'taller',
        day: 12,
        start: '19:00',
        minutes: 60,
        groups: [G.dawA, G.dawB],
        organizers: [C.teacherDaw],
        hasJoinUrl: true,
      },
      {
        key: 'daw-zoom',
        title: 'Sesión Zoom: resolución de dudas de React',
        description: 'Sesión abierta de dudas antes de la entrega de la práctica 3.',
        type: 'zoom',
        day: -3,
        start: '19:30',
        minutes: 60,
        groups: [G.dawA],
        organizers: [C.teacher],
        zoomId: '845 2231 0097',
      },
      {
        key: 'daw-act1',
        title: 'Tarea: maquetación responsive con CSS Grid',
        description: 'Entrega de la maqueta del portal de reservas adaptada a móvil, tableta y escritorio.',
        type: 'actividad',
        day: -40,
        isAllDay: true,
        groups: [G.dawA],
        organizers: [C.teacher],
      },
      {
        key: 'daw-act2',
        title: 'Tarea: API REST de gestión de reservas',
        description: 'Entrega del repositorio con la API, sus pruebas y la documentación OpenAPI.',
        type: 'actividad',
        day: 6,
        isAllDay: true,
        groups: [G.dawA],
        organizers: [C.teacherDaw],
      },
      {
        key: 'daw-test',
        title: 'Test de autoevaluación: Unidad 2',
        description: '30 preguntas de respuesta única sobre DOM, eventos y React. Sin penalización.',
        type: 'test',
        day: 1,
        isAllDay: true,
        groups: [G.dawA],
        organizers: [C.teacher],
      },
      {
        key: 'daw-meeting',
        title: 'Reunión de seguimiento del proyecto intermodular',
        description: 'Revisión del avance de cada equipo y asignación de tutores.',
        type: 'reunion',
        day: 20,
        start: '17:00',
        minutes: 60,
        groups: [G.dawA],
        organizers: [C.teacher, C.teacherDaw],
        hasJoinUrl: true,
      },
      {
        key: 'dawb-welcome',
        title: 'Reunión de bienvenida del grupo B',
        description: 'Presentación del equipo docente, del calendario y de la plataforma Campus.',
        type: 'reunion',
        day: nextMonth,
        start: '10:00',
        minutes: 60,
        groups: [G.dawB],
        organizers: [C.teacher],
        hasJoinUrl: true,
      },
    ],
  };
}
