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
  notifications: {
    all: 'Todas',
    unreadError: 'Error al obtener el número de notificaciones sin leer.',
    typesError: 'Error al obtener los tipos de notificación.',
    notFound: 'La notificación no existe',
  },
  chat: {
    searchPlaceholder: 'Buscar ...',
    emptyTitle: 'No tiene chats activos',
    emptySubtitle: 'Inicie una nueva conversación',
    chatError: 'Error al obtener el chat',
    notFound: 'El chat no existe',
    cannotChatWithSelf: 'No puedes abrir un chat contigo mismo',
    emptyMessage: 'El mensaje no puede estar vacío',
  },
  onboarding: {
    error: 'Error al completar el onboarding',
  },
  lead: {
    title: '¿Necesitas más información? Te llamamos gratis',
    nombreRequired: 'El nombre es requerido',
    apellidosRequired: 'Los apellidos son requeridos',
    telefonoRequired: 'El teléfono es requerido',
    telefonoInvalid: 'Formato de teléfono inválido',
    emailRequired: 'El email es requerido',
    emailInvalid: 'Formato de email inválido',
    politicaRequired: 'Debes aceptar la política de privacidad',
    submitError: 'Error al enviar la información. Por favor, inténtalo de nuevo.',
    submitSuccess: '¡Información enviada correctamente! Nos pondremos en contacto contigo pronto.',
  },
  freemium: {
    gateInfo: 'Pedir información',
    gateBuy: 'Comprar ahora',
    noFreeContentTitle: 'Contenido gratuito no disponible',
    requestMoreInfo: 'Solicitar más información',
    chooseFormation: 'Elige tu formación',
    formationSelected: 'Formación seleccionada correctamente',
    noFreeContent: 'Esta formación no tiene contenido gratuito disponible',
  },
  formations: {
    fetchError: 'Error al obtener las formaciones',
    availableError: 'Error al cargar las formaciones disponibles',
  },
  events: {
    join: 'Unirse al evento',
    goTo: 'Ir al evento',
  },
  activity: {
    saveError: 'Error al guardar la asistencia',
  },
  tests: {
    title: 'Estás a punto de acceder a la Plataforma de Test',
    loadError: 'Error al cargar espacio de tests',
    noAccess: 'No tiene acceso al espacio de tests',
  },
  groupPicker: {
    searchPlaceholder: 'Buscar grupo...',
  },
  empty: {
    nothingToSee: 'Vaya, no hay nada que ver aquí',
    noNotifications: 'No hay notificaciones disponibles',
    noMessages: 'No hay mensajes',
  },
} as const;

export type Texts = typeof texts;
