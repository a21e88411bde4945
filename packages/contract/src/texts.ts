/**
 * Every Spanish text the product shows, exactly as the specification writes it
 * (slips such as 'requridos' or 'correctamnente' included: users know them).
 * Grouped by area; later areas add their own groups here.
 */
export const texts = {
  auth: {
    signInSuccess: 'Inicio de sesión correcto',
    signInError: 'Error al iniciar sesión',
    noAccess: 'No tienes acceso a esta plataforma',
    sessionError: 'Error en la sesión',
    socketAlreadyConnected: 'Error al iniciar sesión: el usuario ya está conectado.',
    freemiumSignInError: 'No se pudo completar el inicio de sesión freemium',
    logoutAllSuccess: 'Dispositivos desconectados correctamente',
    logoutAllError: 'Error al desconectar los dispositivos',
    signInButton: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
  },
  identity: {
    pageTitle: 'Acceso a Campus',
    wrongCredentials: 'Correo o contraseña incorrectos',
    tooManyAttempts: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
    invalidRedirect: 'La dirección de retorno no pertenece a Campus.',
  },
  menu: {
    home: 'Inicio',
    calendarGroup: 'Calendario',
    calendar: 'Calendario',
    timeline: 'Timeline',
    communication: 'Comunicación',
    mail: 'Correo',
    chat: 'Chat',
    board: 'Tablón de anuncios',
    notifications: 'Notificaciones',
    evaluations: 'Evaluaciones',
    statistics: 'Estadísticas',
    tests: 'Tests',
    cases: 'Incidencias',
    changeFormation: 'Cambiar formación',
  },
  errors: {
    validation: 'Los datos enviados no son válidos',
    notFound: 'Recurso no encontrado',
    unauthorized: 'Sesión no válida o caducada',
    forbidden: 'No tienes permiso para realizar esta acción',
    rateLimited: 'Demasiadas peticiones. Inténtalo de nuevo en unos minutos.',
    internal: 'Ha ocurrido un error inesperado',
    databaseUnavailable: 'La base de datos no está disponible',
  },
  empty: {
    nothingToSee: 'Vaya, no hay nada que ver aquí',
    noNotifications: 'No hay notificaciones disponibles',
    noMessages: 'No hay mensajes',
  },
} as const;

export type Texts = typeof texts;
