/**
 * Summaries of the audit log for the academy-side writes older than issue 31 (cases, dashboard notices, unit
 * titles, grades, tutoring decisions, moderation). None is in the spec; all are ours. `{…}` are filled where used.
 */
export const auditAcademyTexts = {
  caseStatus: 'Incidencia {ticket}: estado {before} → {after}',
  caseResolution: 'Incidencia {ticket}: resolución escrita',
  caseStatusAndResolution: 'Incidencia {ticket}: estado {before} → {after} y resolución escrita',
  noticeCreate: 'Aviso «{title}» para {recipients}',
  noticeScheduled: 'Aviso «{title}» programado para {recipients}',
  recipientsOne: '1 destinatario',
  recipientsMany: '{count} destinatarios',
  noticeDelete: 'Aviso programado «{title}» cancelado',
  unitRename: 'Unidad «{before}» renombrada a «{after}»',
  deliveryGrade: 'Nota de {student} en «{task}»: {grade}',
  requestApprove: 'Tutoría «{title}» de {student} aprobada',
  requestReject: 'Tutoría «{title}» de {student} rechazada',
  postHide: 'Publicación «{title}» de {author} ocultada',
  postDelete: 'Publicación «{title}» de {author} eliminada',
  responseHide: 'Respuesta de {author} en «{title}» ocultada',
  responseDelete: 'Respuesta de {author} en «{title}» eliminada',
} as const;
