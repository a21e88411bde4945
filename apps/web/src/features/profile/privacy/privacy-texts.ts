import { PASSWORD_MIN_LENGTH } from '@campus/contract';

/** Labels of the privacy and security tab the spec leaves to us (its own texts live in `texts.privacy`). */
export const privacyTabTexts = {
  passwordTitle: 'Contraseña',
  passwordLead: 'Cambia la contraseña con la que entras en Campus. Se cerrará la sesión en tus otros dispositivos.',
  currentPassword: 'Contraseña actual',
  newPassword: 'Contraseña nueva',
  confirmPassword: 'Repite la contraseña nueva',
  passwordRule: `Al menos ${PASSWORD_MIN_LENGTH} caracteres, con letras y números.`,
  showPasswords: 'Mostrar las contraseñas',
  changePassword: 'Cambiar contraseña',
  forgotTitle: '¿No recuerdas tu contraseña?',
  forgotLead: 'Te enviamos una contraseña temporal a tu email personal; al entrar con ella elegirás una nueva.',
  resetPassword: 'Resetear contraseña',
  providerLead: 'Tu cuenta de Campus usa el acceso único de la academia: la contraseña se cambia en su página de cuenta.',
  providerLink: 'Ir a mi cuenta de la academia',
  providerLinkHint: '(se abre en una pestaña nueva)',
  devicesTitle: 'Dispositivos conectados',
  devicesLead:
    'Cierra la sesión en todos los dispositivos donde hayas entrado, también en este. Útil si has usado un ordenador compartido o has perdido el móvil.',
  disconnectAll: 'Desconectar todos los dispositivos',
  // What each action does to the calendar feed (the server: credentials.service renews it on a reset only).
  devicesCalendarNote:
    'Desconectar los dispositivos no cambia la dirección de tu calendario suscrito; al resetear la contraseña, sí se renueva y tendrás que suscribirte de nuevo.',
  disconnectConfirmTitle: '¿Desconectar todos los dispositivos?',
  disconnectConfirmBody: 'Se cerrará la sesión en todos tus dispositivos, incluido este. Tendrás que volver a iniciar sesión.',
  disconnectConfirm: 'Desconectar',
  privacyCentreTitle: 'Centro de privacidad',
  privacyCentreLead:
    'Consulta cómo trata la academia tus datos y cómo ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad.',
  privacyPolicy: 'Política de protección de datos',
  legalNotice: 'Aviso legal',
  closeAccountTitle: 'Cerrar cuenta',
  closeAccountLead: 'Eliminar tu cuenta de Campus y pedir la supresión de tus datos.',
  closeAccount: 'Cerrar cuenta',
  cancel: 'Cancelar',
  close: 'Cerrar',
} as const;
