import type { FaqArticle } from '../faq-types';

/** The account, security, privacy and preferences. */
export const accountArticles: FaqArticle[] = [
  {
    id: 'faq-001',
    state: 1,
    question: '¿Cómo cierro la sesión en todos mis dispositivos?',
    answerMarkdown: {
      id: 'answer-001',
      title: 'Cerrar la sesión en todos tus dispositivos',
      description: `Si has entrado en Campus desde un ordenador compartido o has perdido el móvil, puedes cerrar la sesión en todos tus dispositivos a la vez:

1. Pulsa tu nombre en la cabecera para abrir tu **perfil**.
2. Entra en la pestaña **Privacidad y seguridad**.
3. Pulsa **Desconectar todos los dispositivos**.

Verás el aviso «Dispositivos desconectados correctamente». Desde ese momento todas tus sesiones quedan cerradas, también la del dispositivo que estás usando, y tendrás que volver a iniciar sesión.

Si solo quieres salir en el dispositivo que tienes delante, pulsa **Cerrar sesión** en la cabecera.

Si sospechas que alguien conoce tu contraseña, cámbiala también ([cambiar la contraseña](/faqs#faq-019)).`,
    },
    category: 'Cuenta y seguridad',
    publico: 'Alumnos',
    lastUpdated: '2026-10-20',
    faqsRelacionadas: [19, 20, 15],
  },
  {
    id: 'faq-019',
    state: 1,
    question: '¿Cómo cambio mi contraseña?',
    answerMarkdown: {
      id: 'answer-019',
      title: 'Cambiar o recuperar la contraseña',
      description: `Para cambiar tu contraseña, entra en **Perfil › Privacidad y seguridad** y usa **Cambiar contraseña**.

Si prefieres que la academia te genere unas credenciales nuevas, pulsa **Resetear contraseña** en **Perfil › Información personal**: las recibirás en tu **email personal** y se te pedirá que elijas una contraseña nueva la próxima vez que entres. Verás el aviso «Credenciales reseteadas correctamente».

¿No puedes entrar? En la pantalla de inicio de sesión, en «¿Problemas para entrar?», tienes nuestro contacto de soporte por WhatsApp.

### Consejos para una contraseña segura
- Usa al menos 12 caracteres y mezcla letras, números y símbolos.
- No la uses en ningún otro servicio.
- No la compartas con nadie: la academia nunca te la pedirá por correo, chat ni teléfono.

Si crees que alguien ha usado tu cuenta, después de cambiarla [cierra la sesión en todos tus dispositivos](/faqs#faq-001).`,
    },
    category: 'Cuenta y seguridad',
    publico: 'Alumnos',
    lastUpdated: '2026-10-20',
    faqsRelacionadas: [1, 15, 20],
  },
  {
    id: 'faq-020',
    state: 1,
    question: '¿Cómo actualizo los datos de mi cuenta?',
    answerMarkdown: {
      id: 'answer-020',
      title: 'Tus datos personales',
      description: `Pulsa tu nombre en la cabecera y entra en **Información personal**. Allí puedes:

- cambiar tu **foto** de perfil, o eliminarla;
- actualizar tu **nombre**, **apellidos**, **DNI**, **email personal**, **teléfono**, **dirección** y **alergias**;
- consultar tu **email educativo** y tu **fecha de alta**, que no se pueden modificar.

Pulsa **Guardar** para conservar los cambios; verás «Contacto actualizado correctamente».

Tu email educativo es tu identificador en la academia. Si hay un error en él o en los datos de tu matrícula, pide la corrección abriendo una [incidencia](/incidencias) de tipo «Consulta administración».`,
    },
    category: 'Cuenta y seguridad',
    publico: 'Alumnos',
    lastUpdated: '2026-10-20',
    faqsRelacionadas: [19, 15, 40],
  },
  {
    id: 'faq-015',
    state: 1,
    question: '¿Cómo protege la academia mis datos personales?',
    answerMarkdown: {
      id: 'answer-015',
      title: 'Protección de datos',
      description: `La academia trata tus datos solo para gestionar tu formación: tu matrícula, tus clases, tus evaluaciones y la comunicación contigo. Lo hace conforme al Reglamento General de Protección de Datos (RGPD) y a la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales.

- En **Perfil › Privacidad y seguridad** tienes el **centro de privacidad**, con la política de protección de datos y el aviso legal.
- Puedes ejercer tus derechos de **acceso**, **rectificación**, **supresión**, **oposición**, **limitación** y **portabilidad** abriendo una [incidencia](/incidencias) de tipo «Consulta administración».
- Si no estás de acuerdo con nuestra respuesta, puedes reclamar ante la Agencia Española de Protección de Datos ([www.aepd.es](https://www.aepd.es)).

Campus usa conexiones cifradas y tus sesiones caducan automáticamente. Nunca te pediremos tu contraseña.`,
    },
    category: 'Cuenta y seguridad',
    publico: 'Alumnos',
    lastUpdated: '2026-09-15',
    faqsRelacionadas: [1, 19, 20],
  },
  {
    id: 'faq-017',
    state: 1,
    question: '¿Puedo cambiar el idioma de Campus?',
    answerMarkdown: {
      id: 'answer-017',
      title: 'El idioma',
      description: `Campus está en **español**, el idioma de la academia y de todas sus formaciones: menús, avisos, correos y contenidos. Por ahora no se puede cambiar a otro idioma.

Las fechas siguen el formato español: el día, el mes abreviado y la hora en formato de 24 horas (por ejemplo, «15 sep 2026, 18:30»).

Si necesitas algún apoyo por motivos de idioma o de accesibilidad, cuéntanoslo en una [incidencia](/incidencias) y buscaremos la mejor forma de ayudarte.`,
    },
    category: 'Preferencias',
    publico: 'Alumnos',
    lastUpdated: '2026-09-15',
    faqsRelacionadas: [18, 51],
  },
  {
    id: 'faq-018',
    state: 1,
    question: '¿En qué zona horaria se muestran las clases?',
    answerMarkdown: {
      id: 'answer-018',
      title: 'La zona horaria',
      description: `La academia programa sus clases en **hora peninsular española** (Madrid). Campus te muestra las horas de tus próximos eventos en la **zona horaria de tu dispositivo**, para que siempre veas la hora del lugar donde estás.

Ejemplo: una clase a las 18:00 de Madrid aparece a las 17:00 si tu dispositivo está en hora de Canarias.

- El botón **Unirse al evento** aparece 10 minutos antes del inicio real, estés donde estés.
- Al [sincronizar un evento](/faqs#faq-030) con tu calendario personal, se guarda con su zona horaria y tu calendario lo ajusta solo.
- La [racha](/faqs#faq-025) cuenta los días en hora peninsular.

Para que todo cuadre, comprueba que tu dispositivo tiene la fecha, la hora y la zona horaria en modo automático.`,
    },
    category: 'Preferencias',
    publico: 'Alumnos',
    lastUpdated: '2026-10-27',
    faqsRelacionadas: [11, 26, 17],
  },
];
