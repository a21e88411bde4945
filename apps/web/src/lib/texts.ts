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
  },
  home: {
    pageTitle: 'Inicio',
    greeting: (name: string) => `¡Hola, ${name}!`,
    enrolledIn: 'Estás matriculado en',
    hasAccessTo: 'Tienes acceso a',
    group: 'Grupo',
    classesBetween: (start: string, end: string) => `Clases del ${start} al ${end}`,
    classesFrom: (start: string) => `Clases desde el ${start}`,
    classesUntil: (end: string) => `Clases hasta el ${end}`,
    openFormation: 'Ver formación',
    retry: 'Reintentar',
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
} as const;
