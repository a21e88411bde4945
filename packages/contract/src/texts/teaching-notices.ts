/**
 * Texts of the teacher's notices and of the moderation of boards and class comments (issue 30 items 6 and 8):
 * none of them is in the spec, all are ours.
 */
export const teachingNoticesTexts = {
  /** A student handed a task in (bell of the group's teachers, 'Evaluaciones'). */
  deliveryTitle: (student: string) => `${student} ha entregado una tarea`,
  deliveryMessage: (task: string) => `«${task}» está lista para corregir`,
  /** A student asked for a tutoría (bell of the teacher asked, 'Eventos'). */
  requestTitle: (student: string) => `${student} te ha solicitado una tutoría`,
  requestMessage: (title: string, day: string, start: string, end: string) => `«${title}», el ${day} de ${start} a ${end}`,
  /** A comment on a class of one of the teacher's groups (bell, 'Tablón'). */
  commentTitle: (author: string) => `${author} ha comentado en tu clase`,
  commentMessage: (classTitle: string, title: string) => `${classTitle}: «${title}»`,
  /** A post on a board of one of the teacher's groups, when its author did not notify every member. */
  boardPostTitle: (author: string) => `${author} ha publicado en el tablón de tu grupo`,

  /** Moderation (item 8): what the author is told. */
  postHiddenTitle: 'Tu publicación se ha ocultado',
  responseHiddenTitle: 'Tu respuesta se ha ocultado',
  postShownTitle: 'Tu publicación vuelve a estar visible',
  responseShownTitle: 'Tu respuesta vuelve a estar visible',
  postDeletedTitle: 'Tu publicación se ha eliminado',
  responseDeletedTitle: 'Tu respuesta se ha eliminado',
  /** `kind` 'post': «its title»; 'response': the answer, named by the post it answers. */
  moderationMessage: (action: 'hidden' | 'shown' | 'deleted', kind: 'post' | 'response', moderator: string, postTitle: string) => {
    const what = kind === 'post' ? `tu publicación «${postTitle}»` : `tu respuesta en «${postTitle}»`;
    if (action === 'hidden') return `${moderator} ha ocultado ${what}. Solo tú y el profesorado podéis verla.`;
    if (action === 'shown') return `${moderator} ha vuelto a mostrar ${what}.`;
    return `${moderator} ha eliminado ${what}.`;
  },

  /** The web: the mark and the menu. */
  hiddenMark: 'Oculta por el profesorado',
  hide: 'Ocultar',
  show: 'Mostrar',
  remove: 'Eliminar',
  moderationMenu: 'Moderar',
  hiddenToast: 'Se ha ocultado',
  shownToast: 'Vuelve a estar visible',
  removedToast: 'Se ha eliminado',
  confirmDeletePostTitle: '¿Eliminar esta publicación?',
  confirmDeleteResponseTitle: '¿Eliminar esta respuesta?',
  confirmDeleteBody: 'Su autor recibirá un aviso. No se puede deshacer.',
  cancel: 'Cancelar',
  responseNotFound: 'La respuesta no existe',
};
