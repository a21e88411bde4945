/** Support cases (incidencias, spec 002 §2, §4, §8; issue 11). The cases helper completes this group. */
export const casesTexts = {
  search: 'Buscar incidencias...',
  allFieldsRequired: 'Todos los campos son requridos.',
  registered: 'Incidencia registrada correctamente.',
  pendingResolution: 'Pendiente de resolución',
  typeTechnical: 'Problema técnico',
  typeAdministration: 'Consulta administración',
  /** statuscode labels (spec 002 §4). */
  status: {
    1: 'En curso',
    2: 'Retenido',
    3: 'Esperando detalles',
    4: 'Investigación',
    5: 'Resuelto',
    1000: 'Información proporcionada',
    6: 'Cancelado',
    2000: 'Combinado',
  },
} as const;
