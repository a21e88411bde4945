import { backOfficeMenuTexts } from './back-office-menu';

/**
 * Texts shared by the whole back office (issue 31): its sections as the menu and the back office's own navigation
 * name them, and the refusals every back-office route may answer. None is in the spec; all are ours. Each part keeps
 * its own texts in `back-office-<part>.ts`.
 */
export const backOfficeTexts = {
  home: backOfficeMenuTexts.home,
  /** The landing's lead. */
  homeLead: 'Personas, formaciones y grupos, matrículas, bajas, importaciones y auditoría de la academia.',
  /** The back office's own navigation (a nav landmark's name). */
  navLabel: 'Secciones de gestión',
  people: 'Personas',
  formations: 'Formaciones y grupos',
  withdrawals: 'Solicitudes de baja',
  imports: 'Importar datos',
  apiKeys: 'Claves API',
  audit: 'Auditoría',

  /** A back-office route called by someone who is neither staff nor admin. */
  forbidden: 'Esta sección es solo para el personal de la academia',
  /** A write called with an API key whose scope is read. */
  apiKeyReadOnly: 'Esta clave API solo permite consultar datos',
  /** An API key route (create, list, revoke) called with an API key: keys are managed only by people. */
  apiKeyNotAllowed: 'Las claves API solo se gestionan desde el panel de gestión',
  /** Too many calls with one API key. */
  apiKeyRateLimited: 'Demasiadas peticiones con esta clave API. Espera un momento y vuelve a intentarlo.',
  /** Who made a change when no person did (an API key or the command-line import). */
  auditByApiKey: 'Clave API «{name}»',
  auditByCommandLine: 'Importación por línea de órdenes',
} as const;

/** A long list's pages (components/pager.tsx): any paged list of the app. */
export const pagerTexts = {
  range: '{first}–{last} de {total}',
  position: 'Página {page} de {pages}',
  previous: 'Anterior',
  next: 'Siguiente',
} as const;
