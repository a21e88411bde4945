/** Web chrome of the lead form (the spec's own texts are in `texts.lead` of @campus/contract). */
export const leadTexts = {
  intro: 'Déjanos tus datos y un asesor de la academia te llamará, sin compromiso, para resolver tus dudas sobre la formación.',
  purchaseIntro:
    'Para matricularte, déjanos tus datos: un asesor de la academia te llamará para completar la matrícula y el pago contigo, de forma segura. No se te cobrará nada desde este formulario.',
  close: 'Cerrar',
  fields: {
    nombre: 'Nombre',
    apellidos: 'Apellidos',
    telefono: 'Teléfono',
    email: 'Email',
  },
  placeholders: {
    telefono: '+34 600 000 000',
    email: 'tu@correo.com',
  },
  acceptPolicy: 'He leído y acepto la política de privacidad',
  showPolicy: 'Leer la política de privacidad',
  hidePolicy: 'Ocultar la política de privacidad',
  submit: 'Solicitar llamada gratuita',
  submitting: 'Enviando…',
  privacy: {
    title: 'Política de privacidad (información básica)',
    paragraphs: [
      'Responsable: la academia titular de Campus.',
      'Finalidad: llamarte y enviarte información sobre la formación que te interesa. No usaremos tus datos para nada más sin pedirte permiso.',
      'Legitimación: tu consentimiento, que das al marcar la casilla y que puedes retirar en cualquier momento.',
      'Conservación: guardamos tus datos mientras dure nuestra relación y, como máximo, un año desde tu último contacto si no te matriculas.',
      'Destinatarios: no cedemos tus datos a terceros, salvo obligación legal.',
      'Derechos: puedes acceder, rectificar y suprimir tus datos, oponerte a su tratamiento y pedir su limitación o portabilidad escribiendo a la secretaría de la academia. También puedes reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).',
    ],
  },
} as const;
