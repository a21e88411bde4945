import { eventTypeLabels } from '@campus/contract';
import type { FaqArticle } from '../faq-types';

const label = eventTypeLabels;

/** Formations, classes, the calendar, the timeline and the test space. */
export const learningArticles: FaqArticle[] = [
  {
    id: 'faq-005',
    state: 1,
    question: '¿Qué tipos de eventos hay en Campus?',
    answerMarkdown: {
      id: 'answer-005',
      title: 'Los tipos de eventos',
      description: `Todo lo que ocurre en tu formación es un **evento** del calendario. Cada tipo tiene su nombre, su icono y su color:

- **${label.clases_directo}**: una clase en vivo con tu profesor. Puedes unirte desde 10 minutos antes de que empiece hasta 10 minutos después de que termine.
- **${label.taller}**: una sesión en directo sobre un tema concreto, a menudo con invitados del sector.
- **${label.clases}**: las clases grabadas, los documentos PDF, las imágenes y las actividades interactivas de tu temario.
- **${label.tutorias}**: sesiones para resolver dudas con tu profesor. También puedes [solicitar una tutoría](/faqs#faq-012).
- **${label.test}**: pruebas de autoevaluación en la [Plataforma de Test](/faqs#faq-029).
- **${label.examen}**: las pruebas evaluables de tu formación.
- **${label.actividad}**: trabajos que entregas en Campus y que tu profesor corrige ([cómo entregar una tarea](/faqs#faq-010)).

En el calendario, la clase en directo que se está celebrando hoy parpadea en rojo mientras puedes unirte a ella. Los eventos en gris todavía no están disponibles (o ya no lo están): al pulsarlos te explicamos el motivo.`,
    },
    category: 'Formación y clases',
    publico: 'Alumnos',
    lastUpdated: '2026-10-06',
    faqsRelacionadas: [11, 26, 13],
  },
  {
    id: 'faq-011',
    state: 1,
    question: '¿Cómo funciona el calendario?',
    answerMarkdown: {
      id: 'answer-011',
      title: 'El calendario',
      description: `En **Calendario** tienes todos los eventos de tus grupos: clases, clases en directo, tutorías, tests, exámenes, tareas y webinars.

- Cambia entre vista **mensual** y **semanal**; Campus recuerda la que prefieres. En el móvil se usa la vista semanal y puedes deslizar el dedo a izquierda o derecha para cambiar de semana.
- Usa el **filtro de grupos** para ver solo los eventos de una formación, y **limpiar filtros** para volver a verlos todos.
- Pasa el ratón por encima de un evento para ver un resumen, y púlsalo para ver su detalle y sus archivos.
- Con **Sincronizar** añades un evento a tu calendario personal, o toda la serie con **Sincronizar todo** ([cómo sincronizar](/faqs#faq-030)).
- Los eventos en gris no están disponibles ahora mismo: al pulsarlos verás por qué y, si se pueden desbloquear, cómo.

Desde el calendario también puedes **Solicitar tutoría** y pasar a tu avance con **Ver Timeline**.`,
    },
    category: 'Formación y clases',
    publico: 'Alumnos',
    lastUpdated: '2026-10-06',
    faqsRelacionadas: [5, 13, 12, 30],
  },
  {
    id: 'faq-012',
    state: 1,
    question: '¿Cómo solicito una tutoría?',
    answerMarkdown: {
      id: 'answer-012',
      title: 'Solicitar una tutoría',
      description: `Las tutorías son sesiones con tu profesor para resolver dudas. Para pedir una:

1. Ve a **Calendario** y pulsa **Solicitar tutoría**.
2. Elige el **grupo** (la formación), el **profesor**, la **fecha** (hoy o un día posterior) y las **horas de inicio y de fin**. La hora de fin tiene que ser posterior a la de inicio.
3. Escribe un **título** breve que explique el motivo, por ejemplo: «Dudas del tema 3: cuidados del paciente encamado».
4. Envía la solicitud. Verás el aviso «Solicitud creada correctamente».

Puedes seguir tus solicitudes en [Solicitudes](/solicitudes). Su estado será **En proceso** mientras el profesor la revisa, **Aprobada** cuando la acepta o **Rechazada**; en el detalle verás su respuesta.

Consejo: cuanto más concreto sea el título, mejor podrá prepararse tu profesor la sesión.`,
    },
    category: 'Formación y clases',
    publico: 'Alumnos',
    lastUpdated: '2026-09-29',
    faqsRelacionadas: [11, 5, 22],
  },
  {
    id: 'faq-013',
    state: 1,
    question: '¿Qué es la timeline y cómo la uso?',
    answerMarkdown: {
      id: 'answer-013',
      title: 'La timeline',
      description: `La **timeline** muestra en orden todos los eventos de tu grupo (clases, tests, exámenes, tareas…) para que sepas qué has hecho y qué te queda. Las tutorías no aparecen en ella.

- Arriba verás tu **porcentaje de avance**, con dos decimales, y un mensaje según lo que llevas hecho.
- Cada evento muestra su fecha, el día de la semana, el título, la descripción y un **tic** que puedes marcar al completarlo. Solo se pueden marcar los eventos cuya fecha ya ha llegado.
- Al abrirla verás tus próximos eventos; usa **Mostrar eventos anteriores** y **Mostrar 5 eventos siguientes** para moverte por ella.
- Pulsa un evento para abrirlo en el calendario.

### Si te has retrasado
Pulsa **Reprogramar eventos** e indica cuántas horas puedes dedicar: las mismas todos los días (**A diario**) o distintas para cada día de la semana (**Semanal**). Campus reorganiza tus eventos pendientes y marca los movidos con «Evento reprogramado de» y su fecha original.`,
    },
    category: 'Evaluación y progreso',
    publico: 'Alumnos',
    lastUpdated: '2026-10-13',
    faqsRelacionadas: [11, 14, 27],
  },
  {
    id: 'faq-026',
    state: 1,
    question: '¿Cómo me uno a una clase en directo?',
    answerMarkdown: {
      id: 'answer-026',
      title: 'Unirse a una clase en directo',
      description: `Las clases en directo aparecen en **Inicio** (en tus próximos eventos) y en el **Calendario**.

- Desde **10 minutos antes** del inicio y hasta **10 minutos después** del final verás el botón **Unirse al evento**. Púlsalo y la sala se abrirá en una pestaña nueva.
- Fuera de ese horario verás **Ir al evento**, que abre el evento en el calendario con toda su información.
- Al unirte, Campus registra tu **asistencia**. Cuando termines, pulsa **Registrar salida** para dejar constancia de que has salido.

Si la sala no se abre, comprueba que tu navegador permite las ventanas emergentes de Campus. Si la clase ya ha terminado, su grabación aparecerá en tu formación en cuanto esté disponible.`,
    },
    category: 'Formación y clases',
    publico: 'Alumnos',
    lastUpdated: '2026-11-02',
    faqsRelacionadas: [5, 11, 18],
  },
  {
    id: 'faq-027',
    state: 1,
    question: '¿Cómo avanzo por el contenido de mi formación?',
    answerMarkdown: {
      id: 'answer-027',
      title: 'Estudiar tu formación',
      description: `Pulsa una formación en **Inicio** para abrirla. A la izquierda verás su índice: **unidades**, **temas** y, dentro de cada tema, sus **eventos** (vídeos, documentos, actividades interactivas…). Al elegir uno, se muestra a la derecha con su descripción, sus archivos y los comentarios de la clase.

- Marca la casilla de **completado** cuando termines un contenido. Si te equivocas, puedes desmarcarla.
- Usa **Siguiente** para pasar al siguiente contenido disponible.
- El contenido con un **candado** aún no está disponible para ti: al pulsarlo te explicamos el motivo ([contenido bloqueado](/faqs#faq-028)).

Tu porcentaje de avance, con dos decimales, aparece en la tarjeta de cada formación en **Inicio**.`,
    },
    category: 'Formación y clases',
    publico: 'Alumnos',
    lastUpdated: '2026-10-13',
    faqsRelacionadas: [13, 28, 51],
  },
  {
    id: 'faq-029',
    state: 1,
    question: '¿Cómo accedo a la Plataforma de Test?',
    answerMarkdown: {
      id: 'answer-029',
      title: 'La Plataforma de Test',
      description: `La **Plataforma de Test** es el espacio donde haces los tests de autoevaluación y los simulacros de examen de tu formación.

1. Pulsa **Tests** en el menú.
2. Lee el aviso «Estás a punto de acceder a la Plataforma de Test» y pulsa **Acceder a la Plataforma de Test**.
3. Se abrirá en una pestaña nueva (en Safari, en la misma pestaña) con tu sesión ya iniciada: no tienes que escribir ningún usuario ni contraseña.

Por seguridad, el acceso usa un enlace personal que caduca a los pocos minutos. Si vuelves a la plataforma más tarde, entra de nuevo desde **Tests**.

### Si algo falla
- «No tiene acceso al espacio de tests»: tu formación no incluye la plataforma o tu matrícula no está activa. Consúltalo abriendo una [incidencia](/incidencias).
- «Error al cargar espacio de tests»: espera un momento y vuelve a intentarlo.
- Si no se abre la pestaña, permite las ventanas emergentes de Campus en tu navegador.

En la prueba gratuita, la Plataforma de Test está reservada a los alumnos matriculados.`,
    },
    category: 'Evaluación y progreso',
    publico: 'Alumnos',
    lastUpdated: '2026-11-09',
    faqsRelacionadas: [5, 9, 3],
  },
  {
    id: 'faq-030',
    state: 1,
    question: '¿Cómo sincronizo mis clases con mi calendario personal?',
    answerMarkdown: {
      id: 'answer-030',
      title: 'Sincronizar eventos con tu calendario',
      description: `Puedes llevar tus clases a Google Calendar, Outlook o el calendario de tu móvil:

1. Abre el evento en el **Calendario**.
2. En su menú de opciones, pulsa **Sincronizar** para ese evento o **Sincronizar todo** para toda la serie (por ejemplo, todas las clases en directo de los martes).
3. Se descargará un archivo de calendario (.ics). Ábrelo y tu aplicación de calendario te propondrá añadir los eventos.

Si la academia cambia un evento después, vuelve a sincronizarlo para tener la versión actualizada.`,
    },
    category: 'Formación y clases',
    publico: 'Alumnos',
    lastUpdated: '2026-09-22',
    faqsRelacionadas: [11, 18],
  },
  {
    id: 'faq-021',
    state: 1,
    question: '¿Qué es el agente TUTOR?',
    answerMarkdown: {
      id: 'answer-021',
      title: 'TUTOR, tu asistente de estudio',
      description: `**TUTOR** es el agente virtual de estudio de la academia. Está pensado para ayudarte a repasar a cualquier hora: te explica conceptos del temario con otras palabras, te propone preguntas de repaso y te orienta sobre dónde encontrar cada cosa en Campus.

TUTOR está disponible en las formaciones en las que la academia lo ha activado; tu profesor te indicará cómo acceder a él.

### Para sacarle partido
- Haz preguntas concretas: «Explícame con un ejemplo la diferencia entre asepsia y antisepsia».
- Indica el tema o la unidad sobre la que preguntas.
- Contrasta siempre sus respuestas con los materiales de tu formación.

### Lo que TUTOR no hace
TUTOR no sustituye a tu profesorado: no corrige tareas, no pone notas y no conoce tus calificaciones. Para dudas sobre evaluaciones, entregas o tu caso concreto, [solicita una tutoría](/faqs#faq-012) o escribe a tu profesor por el chat.

No compartas con TUTOR datos de salud ni otros datos personales sensibles ([protección de datos](/faqs#faq-015)).`,
    },
    category: 'Formación y clases',
    publico: 'Alumnos',
    lastUpdated: '2026-11-16',
    faqsRelacionadas: [12, 22, 15],
  },
];
