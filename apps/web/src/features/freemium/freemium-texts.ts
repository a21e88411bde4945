import type { FreemiumProvider } from '@campus/contract';

/** Web chrome of the freemium sign-in (the spec's own texts are in `texts.freemium` of @campus/contract). */
export const freemiumSignInTexts = {
  providerTitle: 'Prueba Campus gratis',
  providerDescription: 'Entra con tu cuenta de Google, Microsoft o Facebook para ver el contenido gratuito de la formación. No necesitas tarjeta ni contraseña nueva.',
  providerNames: { google: 'Google', microsoft: 'Microsoft', facebook: 'Facebook' } satisfies Record<FreemiumProvider, string>,
  continueWith: (provider: string) => `Continuar con ${provider}`,
  redirecting: (provider: string) => `Te llevamos a ${provider}…`,
  privacyNote: 'Solo usaremos tu nombre y tu email para crear tu acceso de prueba.',
  preferCall: '¿Prefieres que te llamemos?',
  askInfo: 'Pide información',
  noFreeContentBody: 'Esta formación no tiene contenido gratuito disponible en este momento. Déjanos tus datos y un asesor te contará todo lo que incluye, sin compromiso.',
  close: 'Cerrar',
} as const;
