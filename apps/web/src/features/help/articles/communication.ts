import type { FaqArticle } from '../faq-types';

/** Mail, chat, the notice board, notifications and support cases. */
export const communicationArticles: FaqArticle[] = [
  {
    id: 'faq-008',
    state: 1,
    question: '¿Cómo uso el correo de Campus?',
    answerMarkdown: {
      id: 'answer-008',
      title: 'El correo',
      description: `En **Comunicación › Correo** tienes tu buzón de la academia: las carpetas a la izquierda (Recibidos, Enviados, Spam, Eliminados…), la lista de correos en el centro y el correo abierto a la derecha.

- Pulsa **Correo nuevo** para escribir. Puedes elegir destinatarios entre los **Alumnos** y **Docentes** de tus grupos, escribir una dirección externa o enviarlo a una formación entera.
- Todo correo necesita **asunto**, al menos un **destinatario** (en Para o en CC) y **contenido**.
- Puedes adjuntar archivos de hasta **3 MB** cada uno.
- Desde un correo puedes **responder**, **responder a todos** o **reenviar**.
- Si no terminas un correo, guárdalo como **borrador** y acábalo más tarde.

En el móvil o la tableta se muestran las cuatro primeras carpetas; pulsa **Ver todas** para ver el resto.`,
    },
    category: 'Comunicación',
    publico: 'Alumnos',
    lastUpdated: '2026-09-22',
    faqsRelacionadas: [22, 16, 23],
  },
  {
    id: 'faq-022',
    state: 1,
    question: '¿Cómo uso el chat?',
    answerMarkdown: {
      id: 'answer-022',
      title: 'El chat',
      description: `El **chat** te permite hablar al momento con tu profesorado y tus compañeros.

- Abre **Comunicación › Chat** y escribe un nombre en el buscador «Buscar ...» para encontrar a alguien con quien hablar.
- Tus conversaciones aparecen ordenadas por el último mensaje, con el número de mensajes que aún no has leído.
- Escribe tu mensaje y pulsa **Intro** para enviarlo. Puedes adjuntar un archivo por envío, de hasta 10 MB.
- Una marca (✓) indica que el mensaje se ha enviado; dos marcas (✓✓), que se ha leído.

Los mensajes nuevos llegan sin recargar la página y la campana te avisa aunque estés en otra parte de Campus.`,
    },
    category: 'Comunicación',
    publico: 'Alumnos',
    lastUpdated: '2026-11-09',
    faqsRelacionadas: [8, 16],
  },
  {
    id: 'faq-023',
    state: 1,
    question: '¿Para qué sirve el tablón de anuncios?',
    answerMarkdown: {
      id: 'answer-023',
      title: 'El tablón de anuncios',
      description: `El **tablón** es el espacio de publicaciones de tus grupos: avisos del profesorado, materiales compartidos y preguntas entre compañeros.

- Elige un grupo en la lista para ver sus publicaciones.
- Para publicar, escribe un **título** y el **contenido**, adjunta archivos si lo necesitas y elige al menos un grupo al que dirigirla.
- Puedes **responder** a cualquier publicación; solo tú puedes borrar tus respuestas.

Cuando alguien publica en tu grupo, recibirás una notificación en la campana.`,
    },
    category: 'Comunicación',
    publico: 'Alumnos',
    lastUpdated: '2026-09-22',
    faqsRelacionadas: [16, 22],
  },
  {
    id: 'faq-016',
    state: 1,
    question: '¿Cómo funcionan las notificaciones?',
    answerMarkdown: {
      id: 'answer-016',
      title: 'Las notificaciones',
      description: `La **campana** de la cabecera te avisa de lo que pasa en Campus. Un punto sobre ella indica que tienes notificaciones sin leer.

- Pulsa la campana para verlas. La pestaña **Todas** las reúne y las demás las agrupan por tipo.
- Cada notificación muestra su título, el mensaje y la fecha en que se envió.
- Al pulsar una notificación, se marca como leída y te lleva a su origen: una publicación del **tablón**, un **chat** o un **evento** del calendario.

Las notificaciones llegan al momento, sin recargar la página. En **Comunicación › Notificaciones** encontrarás además los avisos generales que la academia envía a tus grupos.`,
    },
    category: 'Comunicación',
    publico: 'Alumnos',
    lastUpdated: '2026-11-09',
    faqsRelacionadas: [22, 23, 8],
  },
  {
    id: 'faq-024',
    state: 1,
    question: '¿Cómo comunico una incidencia?',
    answerMarkdown: {
      id: 'answer-024',
      title: 'Incidencias',
      description: `Si algo no funciona o tienes una consulta para la administración, abre una **incidencia**:

1. Ve a [Incidencias](/incidencias) y pulsa el botón para registrar una nueva.
2. Escribe un **título**, una **descripción** lo más detallada posible y elige el **tipo**: «Problema técnico» o «Consulta administración». Los tres campos son obligatorios.
3. Envíala. Verás «Incidencia registrada correctamente.» y su número de ticket.

En la lista puedes buscar por título o número de ticket y seguir su estado: **en curso** (amarillo), **resuelta** (verde) o **cancelada** (rojo). Mientras no tenga respuesta verás «Pendiente de resolución».

Consejo: en un problema técnico, indica qué estabas haciendo, en qué dispositivo y navegador, y copia el mensaje de error si lo hubo.`,
    },
    category: 'Comunicación',
    publico: 'Alumnos',
    lastUpdated: '2026-10-27',
    faqsRelacionadas: [51, 15],
  },
];
