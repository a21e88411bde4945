/** Web chrome of the test space entry (the spec's own texts are in `texts.tests` of @campus/contract). */
export const testsSpaceTexts = {
  pageTitle: 'Tests',
  toolPageTitle: 'Plataforma de Test',
  intro: 'La Plataforma de Test es el espacio donde haces los tests de autoevaluación y los simulacros de examen de tu formación.',
  points: [
    'Entrarás con tu cuenta de Campus, sin escribir usuario ni contraseña.',
    'Se abrirá en una pestaña nueva (en Safari, en esta misma pestaña).',
    'Tus resultados quedan guardados en la plataforma para que veas tu evolución.',
  ],
  helpLink: '¿Cómo funciona? Lee la ayuda sobre la Plataforma de Test',
  enter: 'Acceder a la Plataforma de Test',
  preparing: 'Preparando tu acceso a la Plataforma de Test…',
  openedNewTab: 'Hemos abierto la Plataforma de Test en una pestaña nueva.',
  openingSameTab: 'Abriendo la Plataforma de Test…',
  blocked: 'Tu navegador ha bloqueado la pestaña nueva. Pulsa el botón para abrir la Plataforma de Test.',
  openAgain: 'Abrir la Plataforma de Test',
  retry: 'Reintentar',
  backToTests: 'Volver a Tests',
  freemiumFeature: 'La Plataforma de Test',
  freemiumLocked: 'La Plataforma de Test está reservada a los alumnos matriculados.',
  freemiumOptions: 'Ver cómo matricularme',
} as const;
