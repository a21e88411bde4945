/**
 * Spanish texts only the web shows. Texts the specification names, or that the server also sends,
 * live in `texts` of @campus/contract; everything here is web chrome the spec leaves to us
 * ("not shown").
 */
export const webTexts = {
  appName: 'Campus',
  network: {
    unreachable: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    invalidAnswer: 'La respuesta del servidor no es válida. Inténtalo de nuevo más tarde.',
  },
  realtime: {
    lostTitle: 'Se ha perdido la conexión en directo',
    lostBody: 'Los mensajes del chat y los avisos nuevos no llegarán hasta que vuelva. Lo que te llegue mientras tanto aparecerá al reconectar.',
    reconnect: 'Reconectar',
    reconnecting: 'Reconectando…',
  },
  a11y: {
    skipToContent: 'Saltar al contenido',
    mainNavigation: 'Menú principal',
    openMenu: 'Abrir menú',
    closeMenu: 'Cerrar menú',
    goHome: 'Campus, ir al inicio',
    loading: 'Cargando…',
  },
  header: {
    profileLinkTitle: 'Ver tu perfil',
  },
  login: {
    pageTitle: 'Iniciar sesión',
    welcomeTitle: 'Te damos la bienvenida a Campus',
    welcomeLead: 'Tus clases, el calendario, el correo, el chat y tus evaluaciones, en un solo lugar.',
    signInHint: 'Entra con la cuenta de alumno que te dio la academia.',
    exchanging: 'Iniciando sesión…',
    brandClaim: 'Aprende a tu ritmo, con tu academia siempre cerca.',
    highlights: ['Sigue tus formaciones unidad a unidad', 'Únete a las clases en directo', 'Habla con tu profesorado y tus compañeros'],
    troubleTitle: '¿Problemas para entrar?',
    /** Issue 29: a refused sign-in stays on the page, with what to do next. */
    refusedTitle: 'No has podido entrar en Campus',
    noAccessNext:
      'Tu cuenta no tiene una matrícula activa en Campus. Si crees que es un error, escribe a la secretaría de la academia y revisaremos tu acceso.',
    teacherLinkNext: 'Pide a la secretaría de la academia un enlace de acceso docente nuevo.',
    signInErrorNext: 'Vuelve a intentarlo. Si el problema continúa, escribe a la secretaría de la academia.',
    contactSecretary: 'Escribe a la secretaría',
    retrySignIn: 'Volver a intentarlo',
  },
  home: {
    pageTitle: 'Inicio',
    greeting: (name: string) => `¡Hola, ${name}!`,
    /** Said to everyone enrolled, whatever their gender (issue 29: 'Estás matriculado en' was said to all). */
    enrolledIn: 'Tu matrícula incluye',
    hasAccessTo: 'Tienes acceso a',
    group: 'Grupo',
    classesBetween: (start: string, end: string) => `Clases del ${start} al ${end}`,
    classesFrom: (start: string) => `Clases desde el ${start}`,
    classesUntil: (end: string) => `Clases hasta el ${end}`,
    openFormation: 'Ver formación',
    retry: 'Reintentar',
  },
  /** The two progress figures, named where they are shown, each with what it counts (issue 29 item 12). */
  progressFigures: {
    content: {
      name: 'Contenido completado',
      hint: 'De todo el contenido que puedes abrir ahora, la parte que has completado. Cuando se abre contenido nuevo (por ejemplo, al comprar una unidad), el porcentaje baja hasta que lo completes.',
    },
    timeline: {
      name: 'Al día con el timeline',
      hint: 'De los eventos del timeline con fecha hasta hoy, la parte que has completado. Los eventos futuros aún no cuentan.',
    },
  },
  notFound: {
    pageTitle: 'Página no encontrada',
    code: 'Error 404',
    title: 'No encontramos esta página',
    body: 'Puede que el enlace esté mal escrito o que la página ya no exista. Vuelve al inicio o cuéntanos qué buscabas.',
    backHome: 'Volver al inicio',
    openCase: 'Abrir una incidencia',
  },
  crash: {
    pageTitle: 'Algo ha salido mal',
    title: 'Lo sentimos, algo ha salido mal',
    body: 'Se ha producido un error inesperado al mostrar esta pantalla. Recarga la página para intentarlo de nuevo; si el problema continúa, escríbenos y te ayudamos.',
    reload: 'Recargar',
    backHome: 'Volver al inicio',
  },
  support: {
    whatsappLabel: 'Soporte por WhatsApp',
    whatsappAction: (phone: string) => `Escríbenos por WhatsApp: ${phone}`,
    opensInNewTab: '(se abre en una pestaña nueva)',
  },
  notifications: {
    bellLabel: (count: number) => `Notificaciones, ${count} sin leer`,
    bellLabelLoading: 'Notificaciones',
    panelTitle: 'Notificaciones',
    tabsLabel: 'Tipos de notificación',
    unread: 'Sin leer',
    close: 'Cerrar notificaciones',
    retry: 'Reintentar',
  },
  chat: {
    pageTitle: 'Chat',
    listLabel: 'Tus chats',
    searchLabel: 'Buscar personas para chatear',
    peopleLabel: 'Personas',
    noPeople: 'No hay nadie con ese nombre',
    unreadBadge: (count: number) => (count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`),
    today: 'Hoy',
    yesterday: 'Ayer',
    back: 'Volver a los chats',
    messageLabel: 'Escribe un mensaje',
    messagePlaceholder: 'Escribe un mensaje…',
    send: 'Enviar',
    sent: 'Enviado',
    read: 'Leído',
    typing: 'escribiendo…',
    loadOlder: 'Ver mensajes anteriores',
    messagesLabel: 'Mensajes',
    conversationLabel: (name: string) => `Conversación con ${name}`,
    chooseChat: 'Elige un chat o busca a alguien para empezar a hablar.',
    attachment: 'Archivo adjunto',
    you: 'Tú',
    retry: 'Reintentar',
  },
  streak: {
    label: (days: number) => (days === 1 ? 'Racha de 1 día' : `Racha de ${days} días`),
    /** The flame's name while the streak loads: a link is never nameless (axe link-name). */
    loading: 'Racha de días: cargando',
  },
  onboarding: {
    dialogLabel: 'Recorrido por Campus',
    stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
    next: 'Siguiente',
    previous: 'Anterior',
    skip: 'Saltar',
    finish: 'Finalizar',
    steps: {
      welcome: {
        title: '¡Te damos la bienvenida a Campus!',
        desktop: 'Te enseñamos en un minuto dónde está cada cosa. Puedes saltar el recorrido cuando quieras.',
        mobile: 'Te enseñamos en un minuto cómo moverte por Campus desde el móvil. Puedes saltar el recorrido cuando quieras.',
      },
      menu: {
        title: 'El menú principal',
        desktop: 'Desde el menú de la izquierda llegas al calendario, el correo, el chat, tus evaluaciones, las estadísticas, los tests y las incidencias.',
        mobile: 'Abre el menú con el botón ☰ para llegar al calendario, el correo, el chat, tus evaluaciones y todo lo demás.',
      },
      streak: {
        title: 'Tu racha',
        desktop: 'La llama cuenta los días seguidos que entras a estudiar. Pasa el ratón por encima para ver tu racha.',
        mobile: 'La llama cuenta los días seguidos que entras a estudiar. ¡No la dejes apagarse!',
      },
      notifications: {
        title: 'Notificaciones',
        desktop: 'La campana avisa de mensajes, anuncios del tablón y eventos. El punto indica que tienes notificaciones sin leer.',
        mobile: 'Toca la campana para ver tus avisos: mensajes, anuncios y eventos.',
      },
      profile: {
        title: 'Tu perfil',
        desktop: 'Pulsa tu nombre para ver y actualizar tus datos, tus matrículas y la secretaría virtual.',
        mobile: 'Toca tu foto para ver y actualizar tus datos, tus matrículas y la secretaría virtual.',
      },
      content: {
        title: 'Tus formaciones',
        desktop: 'Aquí tienes tus formaciones con su progreso y tus próximos eventos. ¡Empieza cuando quieras!',
        mobile: 'Desliza para ver tus formaciones, su progreso y tus próximos eventos. ¡Empieza cuando quieras!',
      },
      formationWelcome: {
        title: 'Tu primera formación',
        desktop: 'Aquí estudias tu formación: el temario, las clases y los materiales. Te enseñamos cómo moverte por ella.',
        mobile: 'Aquí estudias tu formación: el temario, las clases y los materiales. Te enseñamos cómo moverte por ella.',
      },
      syllabus: {
        title: 'El temario',
        desktop: 'El temario reúne las unidades y los temas. Pulsa una clase o un material para abrirlo; la marca indica lo que ya has completado.',
        mobile: 'Toca el temario para ver las unidades y los temas, y elige una clase o un material para abrirlo.',
      },
      formationContent: {
        title: 'Clases y materiales',
        desktop: 'Lo que eliges en el temario se abre aquí, con tu progreso. ¡Empieza cuando quieras!',
        mobile: 'Lo que eliges en el temario se abre aquí, con tu progreso. ¡Empieza cuando quieras!',
      },
    },
  },
} as const;
