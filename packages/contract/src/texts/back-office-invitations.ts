/**
 * Texts of the invitations (issue 31 item 2): the mail a new person receives and what the back office says about
 * it. None is in the spec; all are ours. `{name}`, `{url}`, `{days}` and `{academy}` are filled in by the server.
 */
export const backOfficeInvitationsTexts = {
  mailSubject: 'Te damos la bienvenida a Campus: elige tu contraseña',
  mailText:
    'Hola, {name}:\n\nLa academia te ha dado de alta en Campus. Para entrar, elige tu contraseña en este enlace:\n\n{url}\n\nEl enlace sirve una sola vez y caduca en {days} días. Si no esperabas este correo, ignóralo.\n\nUn saludo,\n{academy}',
  mailHtml:
    '<p>Hola, {name}:</p><p>La academia te ha dado de alta en Campus. Para entrar, elige tu contraseña:</p><p><a href="{url}">Elegir mi contraseña</a></p><p>El enlace sirve una sola vez y caduca en {days} días. Si no esperabas este correo, ignóralo.</p><p>Un saludo,<br>{academy}</p>',
  /** The person has no academy e-mail to send it to. */
  noEmail: 'Esta persona no tiene correo electrónico: añádelo antes de invitarla',
  /** The person already chose a password (an invitation would let someone else replace it). */
  alreadyActive: 'Esta persona ya ha elegido su contraseña',
  /** A suspended person is not invited until reactivated. */
  suspended: 'Esta persona está suspendida: reactívala antes de invitarla',
  /** The acceptance page (`/auth/invitacion`): `{name}` is the person's first name. */
  acceptTitle: 'Elige tu contraseña',
  acceptGreeting: 'Hola, {name}',
  acceptLead: 'La academia te ha dado de alta en Campus. Elige la contraseña con la que entrarás a partir de ahora.',
  acceptEmailLabel: 'Tu correo de acceso',
  acceptButton: 'Guardar contraseña y entrar',
  /** Expired, used, superseded, unknown or suspended: one answer, which never tells whether the person exists. */
  closedTitle: 'Este enlace de invitación ya no sirve',
  closedMessage: 'El enlace ha caducado, ya se usó o la academia envió otro más reciente.',
  closedNextSteps:
    'Si ya elegiste tu contraseña, entra en Campus con ella. Si no, pide a la academia una invitación nueva: el enlace sirve una sola vez durante {days} días.',
  closedSignIn: 'Ir a Campus',
} as const;
