/**
 * Texts of the teacher's workspace (issue 30): none of them is in the spec, all are ours. Each part of the
 * workspace keeps its own group here (home, participants, gradebook, attendance, moderation, tutoring).
 */
export const teachingTexts = {
  groupNotFound: 'El grupo no existe o no es uno de tus grupos',
  cannotModerate: 'Solo el profesorado del grupo puede ocultar o eliminar esta publicación',
};
