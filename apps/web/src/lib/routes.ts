/**
 * Every route path of the web app, defined once (spec 000 §2, 001 §2, 002 §2).
 * Route definitions use `routePatterns`; links use `paths`, which fills in the parameters.
 */
export const routePatterns = {
  home: '/',
  login: '/login',
  calendar: '/calendario',
  timeline: '/timeline',
  timelineFormation: '/timeline/:codigoFormacion/:codigoGrupo',
  mail: '/correo',
  chat: '/chat',
  chatConversation: '/chat/:id',
  board: '/tablon',
  notifications: '/notificaciones',
  evaluations: '/evaluaciones',
  evaluationsFormation: '/evaluaciones/:codigoFormacion/:codigoGrupo',
  statistics: '/estadisticas',
  statisticsFormation: '/estadisticas/:codigoFormacion/:codigoGrupo',
  tests: '/tests',
  testsTool: '/herramientas/tests',
  cases: '/incidencias',
  requests: '/solicitudes',
  faqs: '/faqs',
  profile: '/perfil/:id',
  /** Public: confirms a document the secretary issued, without signing in (issue 13). */
  documentVerification: '/verificar/:code',
  /** Public: the academy's data-protection policy and legal notice (privacy tab, issue 13). */
  privacyPolicy: '/privacidad',
  legalNotice: '/aviso-legal',
  /** Academy side (admin users and staff, issue 11). */
  academyNotifications: '/gestion/notificaciones',
  academyCases: '/gestion/incidencias',
  /** The back office (issue 31, admin users and staff): landing, people, formations and groups, withdrawals, imports, API keys, audit. */
  backOffice: '/gestion',
  backOfficePeople: '/gestion/personas',
  backOfficePerson: '/gestion/personas/:contactCode',
  backOfficeFormations: '/gestion/formaciones',
  /** A main formation with its groups. */
  backOfficeFormation: '/gestion/formaciones/:formationCode',
  /** A group: its dates, teachers and students (enrol, unenrol, move). */
  backOfficeGroup: '/gestion/grupos/:groupCode',
  backOfficeWithdrawals: '/gestion/bajas',
  backOfficeImports: '/gestion/importar',
  backOfficeApiKeys: '/gestion/claves-api',
  backOfficeAudit: '/gestion/auditoria',
  formation: '/formacion/:codigoFormacion/:codigoGrupo',
  /** A group's workspace for its teachers (issue 30): participants (index), one student, the gradebook. */
  teachingGroup: '/docencia/:groupCode',
  teachingParticipant: '/docencia/:groupCode/participantes/:contactCode',
  teachingGradebook: '/docencia/:groupCode/calificaciones',
  /** A task's gradebook (a delivery's notice opens it). */
  teachingTask: '/docencia/tareas/:taskId',
} as const;

export type RouteName = keyof typeof routePatterns;

const encode = (value: string | number) => encodeURIComponent(String(value));

/** The address parameter naming an event whose task the tasks page opens (paths.taskOfEvent). */
export const TASK_EVENT_PARAM = 'evento';

/** The address parameter naming the task whose column the gradebook brings into view (paths.teachingGradebook). */
export const TEACHING_TASK_PARAM = 'tarea';

/** Concrete paths for links and navigation. */
export const paths = {
  home: routePatterns.home,
  login: routePatterns.login,
  calendar: routePatterns.calendar,
  /** The calendar opened on one event (spec 000 §4: notification of type event). */
  calendarEvent: (eventId: string | number) => `${routePatterns.calendar}?event_id=${encode(eventId)}`,
  timeline: routePatterns.timeline,
  timelineFormation: (codigoFormacion: string, codigoGrupo: string) => `/timeline/${encode(codigoFormacion)}/${encode(codigoGrupo)}`,
  mail: routePatterns.mail,
  chat: routePatterns.chat,
  chatConversation: (id: string | number) => `/chat/${encode(id)}`,
  /** The chat page opening a conversation with one person (their existing chat, or a new temporary one). */
  chatWith: (contactCode: string) => `${routePatterns.chat}?to=${encode(contactCode)}`,
  board: routePatterns.board,
  notifications: routePatterns.notifications,
  evaluations: routePatterns.evaluations,
  evaluationsFormation: (codigoFormacion: string, codigoGrupo: string) => `/evaluaciones/${encode(codigoFormacion)}/${encode(codigoGrupo)}`,
  /** The tasks page opened on the task of an event (issue 29: the event card's way to hand it in). */
  taskOfEvent: (eventId: string | number) => `${routePatterns.evaluations}?${TASK_EVENT_PARAM}=${encode(eventId)}`,
  statistics: routePatterns.statistics,
  statisticsFormation: (codigoFormacion: string, codigoGrupo: string) => `/estadisticas/${encode(codigoFormacion)}/${encode(codigoGrupo)}`,
  tests: routePatterns.tests,
  testsTool: routePatterns.testsTool,
  cases: routePatterns.cases,
  requests: routePatterns.requests,
  faqs: routePatterns.faqs,
  academyNotifications: routePatterns.academyNotifications,
  academyCases: routePatterns.academyCases,
  backOffice: routePatterns.backOffice,
  backOfficePeople: routePatterns.backOfficePeople,
  backOfficePerson: (contactCode: string) => `/gestion/personas/${encode(contactCode)}`,
  backOfficeFormations: routePatterns.backOfficeFormations,
  backOfficeFormation: (formationCode: string) => `/gestion/formaciones/${encode(formationCode)}`,
  backOfficeGroup: (groupCode: string) => `/gestion/grupos/${encode(groupCode)}`,
  backOfficeWithdrawals: routePatterns.backOfficeWithdrawals,
  backOfficeImports: routePatterns.backOfficeImports,
  backOfficeApiKeys: routePatterns.backOfficeApiKeys,
  /** The audit log, optionally filtered to one thing's changes (e.g. a person's: entity 'contact', id their code). */
  backOfficeAudit: (filter?: { entityType: string; entityId: string }) =>
    `${routePatterns.backOfficeAudit}${filter ? `?${new URLSearchParams({ entidad: filter.entityType, id: filter.entityId }).toString()}` : ''}`,
  /** The board opened on one post (a notification of type post). */
  boardPost: (postId: string | number) => `${routePatterns.board}?post_id=${encode(postId)}`,
  profile: (edu_codigocontacto: string) => `/perfil/${encode(edu_codigocontacto)}`,
  documentVerification: (code: string) => `/verificar/${encode(code)}`,
  privacyPolicy: routePatterns.privacyPolicy,
  legalNotice: routePatterns.legalNotice,
  formation: (codigoFormacion: string, codigoGrupo: string) => `/formacion/${encode(codigoFormacion)}/${encode(codigoGrupo)}`,
  teachingGroup: (groupCode: string) => `/docencia/${encode(groupCode)}`,
  teachingParticipant: (groupCode: string, contactCode: string) => `/docencia/${encode(groupCode)}/participantes/${encode(contactCode)}`,
  /** The gradebook, with one task's column brought into view (`?tarea=`). */
  teachingGradebook: (groupCode: string, taskId?: number) =>
    `/docencia/${encode(groupCode)}/calificaciones${taskId === undefined ? '' : `?${TEACHING_TASK_PARAM}=${encode(taskId)}`}`,
  teachingTask: (taskId: string | number) => `/docencia/tareas/${encode(taskId)}`,
  /** The mail page writing a new mail to one person (issue 30: "Escribir un correo" from a student's page). */
  mailTo: (recipient: { address: string; name: string; contactCode: string }) =>
    `${routePatterns.mail}?${new URLSearchParams({ to: recipient.address, toName: recipient.name, toCode: recipient.contactCode }).toString()}`,
} as const;
