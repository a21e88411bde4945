/** The posts board (tablón, spec 001 §2, §5, §8; issue 11). The board helper completes this group. */
export const boardTexts = {
  empty: 'No hay publicaciones disponibles',
  noGroups: 'No tienes grupos disponibles',
  titleRequired: 'Campo requerido',
  groupsRequired: 'Debe seleccionar al menos un grupo',
  created: 'Publicación creada correctamente',
  updated: 'Publicación actualizada correctamente',
  deleted: 'Publicación eliminada correctamente',
  createError: 'Error al crear la publicación',
  fetchError: 'Error al obtener las publicaciones',
  deleteError: 'Ha ocurrido un error al borrar la publicación',
  responseSent: 'Respuesta enviada correctamente',
  responseDeleted: 'Respuesta eliminada correctamente',
  responseError: 'Error al enviar respuesta',
  responseDeleteError: 'Error al eliminar respuesta',
} as const;
