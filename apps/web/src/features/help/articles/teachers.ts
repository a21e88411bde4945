import type { FaqArticle } from '../faq-types';

/** Articles for teachers, who enter the student platform with their personal link. */
export const teacherArticles: FaqArticle[] = [
  {
    id: 'faq-060',
    state: 1,
    question: '¿Cómo entro en Campus como profesor?',
    answerMarkdown: {
      id: 'answer-060',
      title: 'Acceso del profesorado',
      description: `El profesorado entra en Campus con un **enlace personal de acceso** que le facilita la coordinación de la academia. Al abrirlo, Campus inicia tu sesión directamente, sin usuario ni contraseña, y verás el aviso «Inicio de sesión correcto».

- Guarda el enlace en un lugar seguro y **no lo compartas**: cualquiera que lo tenga puede entrar en tu nombre.
- Si el enlace deja de funcionar o crees que alguien más lo conoce, pide uno nuevo a coordinación; el anterior dejará de servir.
- Para salir, pulsa **Cerrar sesión** en la cabecera.

Dentro de Campus ves las mismas pantallas que tus alumnos, con los grupos en los que das clase.`,
    },
    category: 'Profesorado',
    publico: 'Profesores',
    lastUpdated: '2026-10-06',
    faqsRelacionadas: [61, 62],
  },
  {
    id: 'faq-061',
    state: 1,
    question: '¿Cómo publico un aviso en el tablón de mis grupos?',
    answerMarkdown: {
      id: 'answer-061',
      title: 'Publicar en el tablón',
      description: `1. Abre **Comunicación › Tablón de anuncios**.
2. Crea una publicación con un **título** (obligatorio, hasta 255 caracteres) y el **contenido**.
3. Adjunta los archivos que necesites.
4. Elige **al menos un grupo** al que dirigirla; puedes elegir varios a la vez.

Tus alumnos recibirán una notificación y podrán responder a la publicación. También puedes escribir comentarios asociados a una clase concreta desde la página de la formación: aparecerán junto a esa clase.`,
    },
    category: 'Profesorado',
    publico: 'Profesores',
    lastUpdated: '2026-10-06',
    faqsRelacionadas: [60, 62],
  },
  {
    id: 'faq-062',
    state: 1,
    question: '¿Cómo atiendo a mis alumnos por chat y correo?',
    answerMarkdown: {
      id: 'answer-062',
      title: 'Atender a tus alumnos',
      description: `- En **Chat**, busca al alumno por su nombre con «Buscar ...» y escríbele. Los mensajes llegan al momento y verás cuándo los ha leído.
- En **Correo**, elige destinatarios entre los alumnos de tus grupos o envía un correo a una formación entera.
- Las **solicitudes de tutoría** que te envían tus alumnos indican grupo, fecha, horario y motivo; responde a cada una para que el alumno sepa si queda **Aprobada** o **Rechazada**.

Consejo: responder en menos de 48 horas laborables ayuda mucho a la motivación del grupo.`,
    },
    category: 'Profesorado',
    publico: 'Profesores',
    lastUpdated: '2026-10-13',
    faqsRelacionadas: [60, 61],
  },
  {
    id: 'faq-063',
    state: 1,
    question: '¿Cómo cambio el título de una unidad de mi formación?',
    answerMarkdown: {
      id: 'answer-063',
      title: 'Editar el título de una unidad',
      description: `Si tu perfil tiene permisos de edición de contenido, verás un **icono de edición** junto a los títulos de las unidades en la página de la formación.

1. Pulsa el icono y escribe el nuevo título.
2. Pulsa **Intro** o sal del campo para guardarlo.

El título no puede quedar vacío. Si no ves el icono y necesitas cambiar algo, pídeselo a coordinación.`,
    },
    category: 'Profesorado',
    publico: 'Profesores',
    lastUpdated: '2026-09-29',
    faqsRelacionadas: [60],
  },
  {
    // A draft kept with the others, as the help CMS does: state 0 is never listed.
    id: 'faq-099',
    state: 0,
    question: 'Novedades del próximo curso',
    answerMarkdown: {
      id: 'answer-099',
      title: 'Novedades del próximo curso',
      description: 'Borrador en preparación por el equipo de coordinación.',
    },
    category: 'Primeros pasos',
    publico: 'Alumnos',
    lastUpdated: '2026-11-18',
    faqsRelacionadas: [51],
  },
];
