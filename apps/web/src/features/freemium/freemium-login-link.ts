import { paths } from '../../lib/routes';

/** The /login `mode` value that opens the free-trial provider dialog (spec 000 §2). */
export const FREEMIUM_LOGIN_MODE = 'prueba-gratis';

/** Which freemium dialog /login shows: the providers, or "Contenido gratuito no disponible" after a 404. */
export type FreemiumDialogView = 'providers' | 'no-free-content';

/** /login?mode=prueba-gratis&course=…: the free-trial entry, where a failed freemium return comes back to. */
export function buildFreemiumLoginPath(course: string): string {
  return `${paths.login}?${new URLSearchParams({ mode: FREEMIUM_LOGIN_MODE, course }).toString()}`;
}

/** Navigation state carrying the dialog to show on /login. */
export function freemiumDialogState(view: FreemiumDialogView): { freemiumView: FreemiumDialogView } {
  return { freemiumView: view };
}

/** The dialog requested through the navigation state; the providers by default. */
export function readFreemiumDialogView(state: unknown): FreemiumDialogView {
  return state && typeof state === 'object' && (state as { freemiumView?: unknown }).freemiumView === 'no-free-content' ? 'no-free-content' : 'providers';
}
