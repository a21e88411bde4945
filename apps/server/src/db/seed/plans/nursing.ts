import { demoContactCodes as C } from '../accounts';
import type { FormationPlan } from '../content';
import { demoFormationCodes, demoGroupCodes as G } from '../formations';
import { recording } from '../media';
import { recordedClassBuilder } from './recorded-class';

/** A recorded class of the nursing tree: opens on its day for 60 days. */
const clase = recordedClassBuilder({ start: '10:00', minutes: 75, group: G.nursingA, organizer: C.teacherNursing, openDays: 60, notes: 'notesNursing' });

/** Auxiliar de Enfermería: tree and calendar of group A (the freemium-available group). */
export function buildNursingPlan(): FormationPlan {
  const group = [G.nursingA];
  const teacher = [C.teacherNursing];
  return {
    formation: demoFormationCodes.nursing,
    units: [
      {
        key: 'enf-u1',
        titulo: 'Unidad 1. Operaciones administrativas y documentación sanitaria',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 1. El sistema sanitario español',
            events: [
              clase(
                'enf-c01',
                'Organización del Sistema Nacional de Salud',
                -30,
                'Estructura del SNS, niveles asistenciales y papel del TCAE en el equipo de enfermería.',
                { isUndated: true, isFreemium: true },
              ),
              clase(
                'enf-c02',
                'Documentación clínica y no clínica',
                -28,
                'La historia clínica, el consentimiento informado y los documentos no clínicos del centro.',
                { isFreemium: true },
              ),
            ],
          },
          {
            titulo: 'Tema 2. Protección de datos y secreto profesional',
            events: [
              clase(
                'enf-c03',
                'Confidencialidad y protección de datos del paciente',
                -21,
                'El secreto profesional, el RGPD y la LOPDGDD aplicados al entorno sanitario.',
              ),
            ],
          },
        ],
      },
      {
        key: 'enf-u2',
        titulo: 'Unidad 2. Técnicas básicas de enfermería',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 3. Constantes vitales',
            events: [
              clase(
                'enf-c04',
                'Toma de constantes vitales',
                -14,
                'Temperatura, pulso, respiración, tensión arterial y saturación de oxígeno: técnica y valores normales.',
                {
                  isFreemium: true,
                  files: [recording('Toma de constantes vitales'), { name: 'Valores normales de las constantes vitales.jpg', media: 'imageNursing' }],
                },
              ),
              clase(
                'enf-c05',
                'Registro de constantes en la gráfica',
                -7,
                'Cómo registrar las constantes en la gráfica hospitalaria y detectar valores de alarma.',
              ),
            ],
          },
          {
            titulo: 'Tema 4. Higiene y confort del paciente encamado',
            events: [
              clase('enf-c06', 'Aseo del paciente encamado', 0, 'Procedimiento de aseo completo en cama, cuidado de la piel y respeto de la intimidad.'),
              clase('enf-c07', 'Prevención de úlceras por presión', 7, 'Escalas de valoración del riesgo, cambios posturales y superficies especiales.'),
            ],
          },
        ],
      },
      {
        key: 'enf-u3',
        titulo: 'Unidad 3. Higiene del medio hospitalario',
        type: 'unidad',
        topics: [
          {
            titulo: 'Tema 5. Limpieza, desinfección y esterilización',
            events: [
              clase('enf-c08', 'Limpieza y desinfección del material', 14, 'Clasificación de Spaulding, desinfectantes y protocolos de limpieza.'),
              clase(
                'enf-c09',
                'Esterilización: métodos y controles',
                21,
                'Autoclave, óxido de etileno y peróxido de hidrógeno; controles físicos, químicos y biológicos.',
              ),
            ],
          },
        ],
      },
      {
        key: 'enf-ux',
        titulo: 'Unidad extra. Primeros auxilios avanzados',
        type: 'unidad extra',
        topics: [
          {
            titulo: 'Tema extra. Soporte vital básico',
            events: [
              clase(
                'enf-x1',
                'Reanimación cardiopulmonar (RCP) básica',
                -10,
                'Cadena de supervivencia, compresiones torácicas de calidad y ventilaciones según las guías del ERC.',
                { isUndated: true },
              ),
              clase('enf-x2', 'Uso del desfibrilador externo automático (DEA)', -3, 'Colocación de parches, análisis del ritmo y descarga segura.', {
                isUndated: true,
              }),
            ],
          },
        ],
      },
    ],
    calendar: [
      {
        key: 'enf-trial',
        title: 'Clase de prueba: cómo tomar la tensión arterial',
        description: 'Clase abierta para conocer la formación: técnica del esfigmomanómetro y errores frecuentes.',
        type: 'clases_prueba',
        day: -2,
        start: '18:00',
        minutes: 60,
        groups: group,
        organizers: teacher,
        isFreemium: true,
        isDownloadable: true,
        hasJoinUrl: true,
        files: [recording('Clase de prueba: cómo tomar la tensión arterial')],
      },
      {
        key: 'enf-d1',
        title: 'Clase en directo: movilización y traslado del paciente',
        description: 'Mecánica corporal, técnicas de movilización y uso de grúa y transfer.',
        type: 'clases_directo',
        day: -6,
        start: '17:00',
        minutes: 90,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
        isDownloadable: true,
        files: [recording('Clase en directo: movilización y traslado del paciente')],
        meetings: [
          {
            resumen: 'Se practicaron las movilizaciones más habituales y se insistió en la higiene postural del profesional.',
            detalles: [
              { label: '00:00 Mecánica corporal', summary: 'Principios para proteger la espalda al movilizar pacientes.' },
              { label: '25:40 Movilización en cama', summary: 'Hacia la cabecera, hacia un lateral y a decúbito lateral.' },
              { label: '58:15 Traslado a silla', summary: 'Uso del transfer y de la grúa; comunicación con el paciente.' },
            ],
          },
        ],
      },
      {
        key: 'enf-d2',
        title: 'Clase en directo: dietas terapéuticas',
        description: 'Tipos de dietas hospitalarias y ayuda en la alimentación del paciente.',
        type: 'clases_directo',
        day: 1,
        start: '17:00',
        minutes: 90,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
      },
      {
        key: 'enf-workshop1',
        title: 'Taller práctico: vendajes e inmovilizaciones',
        description: 'Vendaje en espiga, en ocho y ferulizaciones provisionales. Taller grabado.',
        type: 'taller',
        day: -15,
        start: '16:00',
        minutes: 120,
        groups: group,
        organizers: teacher,
        isDownloadable: true,
        files: [recording('Taller práctico: vendajes e inmovilizaciones')],
      },
      {
        key: 'enf-workshop2',
        title: 'Taller práctico: higiene de manos y equipos de protección',
        description: 'Los cinco momentos de la OMS y la colocación y retirada segura de EPI.',
        type: 'taller',
        day: 10,
        start: '16:00',
        minutes: 120,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
      },
      {
        key: 'enf-tut',
        title: 'Tutoría grupal: preparación de las prácticas en centro',
        description: 'Documentación, horarios y qué se espera del alumnado en las prácticas.',
        type: 'tutorias',
        day: 4,
        start: '18:00',
        minutes: 60,
        groups: group,
        organizers: teacher,
        hasJoinUrl: true,
        invited: [C.student, 'CON-10012', 'CON-10014'],
      },
      {
        key: 'enf-exam',
        title: 'Examen Unidad 1: Operaciones administrativas',
        description: 'Examen tipo test de 40 preguntas. Duración: 90 minutos.',
        type: 'examen',
        day: 45,
        start: '10:00',
        minutes: 90,
        groups: group,
        organizers: teacher,
      },
      {
        key: 'enf-task',
        title: 'Tarea: caso práctico de registro de constantes',
        description: 'Completa la gráfica de un paciente a partir de los datos del caso y justifica las alarmas detectadas.',
        type: 'actividad',
        day: 3,
        isAllDay: true,
        groups: group,
        organizers: teacher,
      },
      {
        key: 'enf-test',
        title: 'Test: Unidad 1',
        description: '20 preguntas de repaso sobre el sistema sanitario y la documentación clínica.',
        type: 'test',
        day: -1,
        isAllDay: true,
        groups: group,
        organizers: teacher,
      },
      {
        key: 'enf-zoom',
        title: 'Sesión Zoom: dudas sobre la bolsa de prácticas',
        description: 'La coordinación de prácticas responde a vuestras preguntas.',
        type: 'zoom',
        day: 9,
        start: '19:00',
        minutes: 45,
        groups: group,
        organizers: [C.staff],
        zoomId: '812 6604 3317',
      },
    ],
  };
}
