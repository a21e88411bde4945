import type { FaqArticle } from '../faq-types';

/** Evaluations, tasks, statistics, rankings and the streak. */
export const progressArticles: FaqArticle[] = [
  {
    id: 'faq-009',
    state: 1,
    question: '¿Dónde consulto mis evaluaciones y mis notas?',
    answerMarkdown: {
      id: 'answer-009',
      title: 'Tus evaluaciones',
      description: `En **Evaluaciones** tienes dos pestañas: **Evaluaciones** y **Tareas** ([cómo entregar una tarea](/faqs#faq-010)).

En **Evaluaciones** aparece cada evaluación de tu grupo con su nota, o «Sin calificar» si todavía no la tiene. Despliégala para ver los conceptos que la componen: la puntuación que has obtenido en cada uno y su peso en la nota, en porcentaje.

Ejemplo: si el examen pesa un 60 % y las tareas un 40 %, un 8 en el examen y un 6 en las tareas dan una nota de 7,2.

Si tienes matrícula en varios grupos, elige el grupo para ver sus evaluaciones. Si crees que una nota no es correcta, coméntalo con tu profesor por el chat o en una tutoría.`,
    },
    category: 'Evaluación y progreso',
    publico: 'Alumnos',
    lastUpdated: '2026-10-27',
    faqsRelacionadas: [10, 14, 12],
  },
  {
    id: 'faq-010',
    state: 1,
    question: '¿Cómo entrego una tarea y qué significa su estado?',
    answerMarkdown: {
      id: 'answer-010',
      title: 'Entregar tareas',
      description: `Tus tareas están en **Evaluaciones › Tareas** y también en el calendario, como eventos de tipo **Tarea**. Cada una muestra su tema, la fecha y hora límite de entrega, las oportunidades que tienes y, cuando la tenga, su calificación.

Para entregarla, abre la tarea y **sube tu archivo**; verás el aviso «Fichero subido correctamnente». Si te has equivocado de archivo, elimínalo y sube el correcto.

### Los estados de una tarea
- **Pendiente**: todavía no has entregado nada. Fíjate en la fecha límite.
- **Entregada**: has subido tu trabajo y está esperando la corrección de tu profesor.
- **Corregida**: tu profesor la ha calificado; verás la nota en la propia tarea y en tus evaluaciones.

Consejo: no esperes al último minuto. Si tienes un problema técnico al subir el archivo, abre una [incidencia](/incidencias) antes de que termine el plazo.`,
    },
    category: 'Evaluación y progreso',
    publico: 'Alumnos',
    lastUpdated: '2026-10-27',
    faqsRelacionadas: [9, 5, 24],
  },
  {
    id: 'faq-014',
    state: 1,
    question: '¿Qué muestran mis estadísticas?',
    answerMarkdown: {
      id: 'answer-014',
      title: 'Tus estadísticas',
      description: `En **Estadísticas** tienes un resumen de tu actividad en cada grupo:

- un gráfico con el **porcentaje de tu timeline** completado;
- tu **asistencia media** comparada con la media del grupo;
- tu **avance en la timeline** comparado con la media del grupo;
- el número de **temas, unidades y tareas** que has completado;
- los cinco **rankings** del grupo ([cómo funciona el ranking](/faqs#faq-006)).

Si tienes varios grupos, elige cuál quieres ver. Los porcentajes se muestran con dos decimales.`,
    },
    category: 'Evaluación y progreso',
    publico: 'Alumnos',
    lastUpdated: '2026-10-20',
    faqsRelacionadas: [6, 13, 25],
  },
  {
    id: 'faq-006',
    state: 1,
    question: '¿Cómo funciona el ranking?',
    answerMarkdown: {
      id: 'answer-006',
      title: 'Los rankings de tu grupo',
      description: `En **Estadísticas** encontrarás cinco rankings de tu grupo. Cada uno muestra a los **cinco compañeros** con mejores resultados, y los tres primeros puestos llevan medalla de **oro**, **plata** y **bronce**:

- **Conexiones**: quién entra más días a estudiar.
- **Timeline**: quién lleva más avanzada su timeline.
- **Racha**: quién mantiene la racha más larga de días seguidos.
- **Tiempo medio**: quién dedica más tiempo medio en cada conexión.
- **Asistencias**: quién asiste a más clases en directo.

Los rankings se calculan con la actividad del periodo que eliges y cambian a medida que el grupo avanza. Si todavía no hay actividad, verás «No hay datos disponibles»: los rankings aparecerán cuando la haya.

Los rankings son una motivación, no una evaluación: no cuentan para tu nota.`,
    },
    category: 'Evaluación y progreso',
    publico: 'Alumnos',
    lastUpdated: '2026-10-20',
    faqsRelacionadas: [14, 25, 13],
  },
  {
    id: 'faq-025',
    state: 1,
    question: '¿Qué es la racha y cómo la mantengo?',
    answerMarkdown: {
      id: 'answer-025',
      title: 'Tu racha de estudio',
      description: `La **llama** de la cabecera muestra tu **racha**: cuántos días seguidos has entrado a estudiar en Campus.

- Cada día en el que tienes actividad (ver una clase, completar un contenido, entregar una tarea, escribir en el chat…) suma un día.
- Si hoy todavía no has entrado, se mantiene la racha de ayer hasta que acabe el día.
- Si pasa un día entero sin actividad, la racha vuelve a empezar.

Los días se cuentan en hora peninsular española. La racha también aparece en los rankings de tu grupo.`,
    },
    category: 'Evaluación y progreso',
    publico: 'Alumnos',
    lastUpdated: '2026-11-09',
    faqsRelacionadas: [6, 14],
  },
];
