/**
 * Web chrome of the freemium trial shared by components/ and several features (the spec names only the
 * button and title texts, which live in `texts.freemium` of @campus/contract).
 */
export const freemiumTexts = {
  gate: {
    title: 'Esta parte de Campus es para alumnos matriculados',
    titleFor: (featureName: string) => `${featureName} es para alumnos matriculados`,
    body: 'Estás usando la prueba gratuita: puedes ver el contenido gratuito de tu formación. Para usar todo Campus, matricúlate o pídenos información sin compromiso.',
    purchaseNote:
      'Al pulsar «Comprar ahora» nos dejas tus datos y un asesor de la academia te llama para completar tu matrícula y el pago contigo, de forma segura.',
    close: 'Ahora no',
  },
  chooser: {
    description: 'Elige el grupo cuyo contenido gratuito quieres ver. Puedes cambiarlo cuando quieras desde el menú.',
    searchLabel: 'Buscar grupo',
    noMatches: 'Ningún grupo coincide con la búsqueda.',
    current: 'Seleccionada',
    classesFrom: (date: string) => `Clases desde el ${date}`,
    close: 'Cerrar',
  },
  closeDialog: 'Cerrar',
} as const;
