/** Web-only texts of the dashboard notifications pages (the spec's and the server's are in `texts.dashboardNotifications`). */
export const noticesWebTexts = {
  retry: 'Reintentar',
  listLabel: 'Avisos',
  academyListLabel: 'Avisos enviados y programados',
  writeNotices: 'Escribir un aviso',
  backHome: 'Volver al inicio',
  seeNotices: 'Ver mis avisos',
  resultsCount: (count: number) => (count === 1 ? '1 aviso' : `${count} avisos`),
  selectedRecipients: 'Destinatarios elegidos',
  noneSelected: 'Todavía no has elegido destinatarios.',
  scheduledHint: 'Hora peninsular (Madrid). Se enviará automáticamente a esa hora.',
  lookupError: 'No se han podido buscar destinatarios',
  cancelTitle: 'Cancelar envío',
  close: 'Cerrar',
} as const;

/** The query parameter that opens one notice on arrival (/notificaciones?aviso=12). */
export const NOTICE_PARAM = 'aviso';

/** Notifications skeleton: 10 rows (spec 002 §9). */
export const NOTICES_SKELETON_ROWS = 10;
