import { constants } from '@campus/contract';
import type { FaqArticle } from '../faq-types';

const deadlineDay = constants.cancellationDeadlineDay;

/** Virtual secretariat: payments, invoices, cancellation, certificates and locked content. */
export const secretariatArticles: FaqArticle[] = [
  {
    id: 'faq-040',
    state: 1,
    question: '¿Qué puedo hacer en la Secretaría virtual?',
    answerMarkdown: {
      id: 'answer-040',
      title: 'La Secretaría virtual',
      description: `La **Secretaría virtual** está en tu perfil: pulsa tu nombre en la cabecera y abre la pestaña **Secretaría**. Desde ella puedes hacer sin desplazarte los trámites más habituales:

- **Facturas**: descargar las pagadas y solicitar las que te falten ([tus facturas](/faqs#faq-004)).
- **Facturas del año anterior**: pedir todas las del año pasado de una vez, por ejemplo para tu declaración de la renta.
- **Certificado de matrícula**: acredita tu matrícula en un grupo.
- **Certificado de asistencia**: recoge tus horas de asistencia a las clases.
- **Certificado de contenidos**: detalla el índice de contenidos de tu formación. Solo está disponible cuando has completado todo el índice del grupo.
- **Contrato**: descargar el contrato de tu matrícula.

Los certificados se generan al momento en PDF (A4). Para pedirlos, elige primero el grupo.

Para dar de baja una matrícula, consulta [cómo solicitar la baja](/faqs#faq-007).`,
    },
    category: 'Secretaría y pagos',
    publico: 'Alumnos',
    lastUpdated: '2026-11-02',
    faqsRelacionadas: [4, 7, 2],
  },
  {
    id: 'faq-004',
    state: 1,
    question: '¿Dónde encuentro mis facturas?',
    answerMarkdown: {
      id: 'answer-004',
      title: 'Tus facturas',
      description: `Tus facturas están en **Perfil › Secretaría**, en la tarjeta **Facturas**. Se muestran las tres más recientes; pulsa **Ver más** para ver cinco más cada vez.

- **Pagada**: pulsa el botón de descarga para obtener la factura en PDF.
- **Pendiente**: pulsa **Solicitar factura** y la secretaría te la preparará; verás el aviso «Factura solicitada correctamente».
- Los pagos hechos en la caja de la academia no se descargan desde aquí: pide su factura en la propia secretaría.

También puedes pedir **todas las facturas del año anterior** de una vez.

Si echas en falta alguna factura, abre una [incidencia](/incidencias) de tipo «Consulta administración».`,
    },
    category: 'Secretaría y pagos',
    publico: 'Alumnos',
    lastUpdated: '2026-10-06',
    faqsRelacionadas: [40, 2, 7],
  },
  {
    id: 'faq-002',
    state: 1,
    question: '¿Qué métodos de pago puedo usar?',
    answerMarkdown: {
      id: 'answer-002',
      title: 'Métodos de pago',
      description: `Las compras que haces dentro de Campus (unidades extra, bonos y otros productos de tu formación) se pagan con **tarjeta de débito o de crédito** a través de una pasarela de pago segura. Campus nunca guarda el número completo de tu tarjeta.

- Puedes **guardar tu tarjeta** para las próximas compras; la verás con su marca, sus cuatro últimos dígitos y su fecha de caducidad.
- Al pagar, eliges una tarjeta guardada o añades una nueva.
- Cuando el pago se completa verás «¡Compra realizada con éxito! Ya tienen acceso al contenido.» y el contenido se desbloquea al momento.

Las **cuotas de tu matrícula** se cobran con la forma de pago que acordaste al matricularte, que figura en tu **contrato** (puedes descargarlo en la [Secretaría virtual](/faqs#faq-040)). Si quieres cambiarla, abre una [incidencia](/incidencias) de tipo «Consulta administración».`,
    },
    category: 'Secretaría y pagos',
    publico: 'Alumnos',
    lastUpdated: '2026-10-06',
    faqsRelacionadas: [4, 28, 40],
  },
  {
    id: 'faq-007',
    state: 1,
    question: '¿Cómo solicito la baja de mi matrícula?',
    answerMarkdown: {
      id: 'answer-007',
      title: 'Solicitar la baja',
      description: `Puedes pedir la baja de un grupo desde **Perfil › Matrículas**: en la tabla de grupos, pulsa **Solicitar baja** en la fila del grupo y responde la breve encuesta que aparece. Tu opinión nos ayuda a mejorar.

### Importante: el plazo del día ${deadlineDay}
La baja debe solicitarse **antes del día ${deadlineDay} del mes** para que se aplique **a partir del mes siguiente**. Si la solicitas el día ${deadlineDay} o después, ya no da tiempo a aplicarla el mes siguiente y se aplicará un mes más tarde.

Ejemplo: si la solicitas el 20 de marzo, causas baja a partir del 1 de abril; si la solicitas el 27 de marzo, a partir del 1 de mayo.

### Cuándo no se puede solicitar
- Si ya existe una solicitud de baja para esa matrícula.
- Si tienes facturas pendientes de pago.
- Si aún no has cumplido el periodo de permanencia de tu contrato.

En esos casos, Campus te lo indica al pulsar **Solicitar baja**. Si tienes dudas, abre una [incidencia](/incidencias) de tipo «Consulta administración».`,
    },
    category: 'Secretaría y pagos',
    publico: 'Alumnos',
    lastUpdated: '2026-11-16',
    faqsRelacionadas: [40, 4, 2],
  },
  {
    id: 'faq-028',
    state: 1,
    question: '¿Por qué hay contenido bloqueado y cómo lo desbloqueo?',
    answerMarkdown: {
      id: 'answer-028',
      title: 'Contenido bloqueado',
      description: `El contenido con un **candado**, o los eventos en gris del calendario, no están disponibles para ti ahora mismo. Al pulsarlos te decimos el motivo:

- «Este evento no estará disponible hasta el…»: se abrirá en esa fecha, según el calendario de tu grupo.
- «Este evento ha dejado de estar disponible»: su periodo de acceso ha terminado.
- «Este evento es anterior al mes de inicio de su curso»: es de antes de que empezara tu matrícula.
- «Este evento pertenece a un producto extra»: forma parte de una **unidad extra** o de un bono que no has contratado.

Si el contenido se puede comprar, verás los productos relacionados con su precio y un botón **Comprar** para pagarlo con tarjeta ([métodos de pago](/faqs#faq-002)). Si no hay productos, pulsa **Más información** y te atenderemos.`,
    },
    category: 'Secretaría y pagos',
    publico: 'Alumnos',
    lastUpdated: '2026-10-13',
    faqsRelacionadas: [2, 27, 3],
  },
];
