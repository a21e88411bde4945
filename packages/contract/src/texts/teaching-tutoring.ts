/**
 * Texts of tutoring done well (issue 30 item 7): the student's question in the request form, the meeting link
 * or place and the reply the teacher gives when approving, and what the tutoría's event says. All are ours.
 */
export const teachingTutoringTexts = {
  messageLabel: '¿Qué quieres tratar?',
  messageHint: 'Opcional: cuéntale al profesor tu duda para que pueda preparar la tutoría.',
  messageTooLong: 'La explicación no puede superar los 1000 caracteres',
  messageHeading: 'Qué quiere tratar el alumno',
  ownMessageHeading: 'Lo que quieres tratar',
  noMessage: 'El alumno no ha explicado su consulta',
  locationLabel: 'Enlace o lugar de la tutoría',
  locationHint: 'Un enlace https:// de videollamada o un lugar (p. ej. «Aula 3»). Si lo dejas vacío, se crea una sala de videollamada.',
  locationTooLong: 'El enlace o lugar no puede superar los 500 caracteres',
  locationNeedsHttps: 'El enlace debe empezar por https:// y ser una dirección válida',
  locationHeading: 'Lugar',
  replyLabel: 'Respuesta al alumno',
  replyPlaceholder: 'Opcional al aprobar; obligatoria al rechazar',
  // The tutoría event's description (HTML, each part escaped): the request, the place, the question, the reply.
  eventPlace: 'Lugar',
  eventQuestion: 'Consulta del alumno',
  eventReply: 'Respuesta del profesor',
  notificationApprovedPlace: ' Lugar: {location}.',
};
