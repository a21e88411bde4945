import type { FaqArticle } from '../faq-types';

/** First steps and the free trial. */
export const gettingStartedArticles: FaqArticle[] = [
  {
    id: 'faq-051',
    state: 1,
    question: '¿Cómo funciona Campus? Primeros pasos',
    answerMarkdown: {
      id: 'answer-051',
      title: 'Primeros pasos en Campus',
      description: `Te damos la bienvenida a **Campus**, la plataforma de alumnos de la academia. Aquí tienes tus clases, tu calendario, tus mensajes y tus notas en un solo lugar. En cinco minutos sabrás moverte por todo.

### 1. Tu página de inicio
En **Inicio** ves tus formaciones con el porcentaje de avance de cada una y tus próximos eventos. Cuando una clase en directo está a punto de empezar, aparece el botón **Unirse al evento**.

### 2. El menú
- **Calendario**: todos tus eventos por mes o por semana, y la **Timeline** con tu avance.
- **Comunicación**: **Correo**, **Chat**, **Tablón de anuncios** y **Notificaciones**.
- **Evaluaciones**: tus notas y tus tareas.
- **Estadísticas**: tu actividad y los rankings de tu grupo.
- **Tests**: la Plataforma de Test para practicar.
- **Incidencias**: para pedirnos ayuda.

En el móvil, abre el menú con el botón ☰ de la cabecera.

### 3. La cabecera
- La **llama** cuenta tu racha de días seguidos estudiando.
- La **campana** te avisa de mensajes, anuncios y eventos nuevos.
- Tu **nombre** te lleva a tu perfil: datos personales, matrículas, secretaría virtual y privacidad.
- El botón de **Ayuda** abre estos artículos.

### 4. Estudia tu formación
Pulsa una formación para abrir sus unidades, temas y clases. Cuando termines un contenido, márcalo como completado: así tu avance se actualiza y sabes siempre por dónde vas.

### 5. Si necesitas ayuda
Busca tu duda en el [centro de ayuda](/faqs), pregunta a tu profesor por el chat o abre una [incidencia](/incidencias). Estamos para ayudarte.`,
    },
    category: 'Primeros pasos',
    publico: 'Alumnos',
    lastUpdated: '2026-11-02',
    faqsRelacionadas: [26, 27, 11, 16, 24],
  },
  {
    id: 'faq-003',
    state: 1,
    question: '¿Cómo funciona el acceso gratuito (freemium)?',
    answerMarkdown: {
      id: 'answer-003',
      title: 'La prueba gratuita de Campus',
      description: `Con la prueba gratuita puedes conocer Campus y el contenido gratuito de una formación antes de matricularte, sin compromiso.

### Cómo entrar
1. Abre el enlace de prueba gratuita de la formación que te interesa.
2. Elige con qué cuenta quieres entrar: **Google**, **Microsoft** o **Facebook**.
3. Autoriza el acceso en la página de ese proveedor y volverás a Campus con la sesión iniciada.

Si la prueba incluye varios grupos, Campus te pedirá que **elijas tu formación**. Puedes cambiarla cuando quieras con el botón **Cambiar formación** del menú.

### Qué incluye
- Las clases y contenidos marcados como gratuitos de tu formación.
- El calendario y la timeline, donde verás también los eventos reservados a alumnos matriculados.

### Qué no incluye
Las evaluaciones, las estadísticas, los tests, el correo y el resto de áreas de alumno están reservadas a quienes se matriculan. Al abrirlas verás dos opciones:
- **Pedir información**: nos dejas tus datos y te llamamos gratis para resolver tus dudas.
- **Comprar ahora**: nos dejas tus datos y un asesor te llama para completar la matrícula y el pago contigo.

Si la formación que has elegido no tiene contenido gratuito, verás el aviso «Contenido gratuito no disponible» y podrás **solicitar más información**.`,
    },
    category: 'Prueba gratuita',
    publico: 'Alumnos',
    lastUpdated: '2026-10-20',
    faqsRelacionadas: [51, 2, 28],
  },
];
