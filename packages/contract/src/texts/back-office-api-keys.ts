/**
 * Texts of the API keys of the academy's CRM (issue 31 item 4): the back office's page /gestion/claves-api, its
 * dialogs and the messages of the key calls. None is in the spec; all are ours.
 */
export const backOfficeApiKeysTexts = {
  title: 'Claves API',
  lead: 'Claves con las que el CRM de la academia llama a la API de gestión: importar datos y consultar personas, grupos y matrículas.',
  newKey: 'Nueva clave',
  empty: 'Todavía no hay claves API',
  loadError: 'No se han podido cargar las claves API',
  retry: 'Reintentar',
  columns: { name: 'Nombre', scope: 'Permiso', prefix: 'Clave', createdAt: 'Creada', lastUsedAt: 'Último uso', state: 'Estado' },
  scopeRead: 'Lectura',
  scopeWrite: 'Lectura y escritura',
  scopeReadHint: 'Consulta personas, grupos y matrículas. No puede cambiar nada.',
  scopeWriteHint: 'Además importa datos y hace cambios en nombre de la academia, como el personal.',
  neverUsed: 'Nunca',
  unknownCreator: 'Persona eliminada',
  createdByName: 'por {name}',
  active: 'Activa',
  revoked: 'Revocada',
  revokedOn: 'Revocada el {date}',
  revoke: 'Revocar',
  revokeLabel: 'Revocar la clave «{name}»',
  /** The confirmation dialog of a revocation. */
  revokeTitle: '¿Revocar la clave «{name}»?',
  revokeBody: 'Las llamadas que la usen dejarán de funcionar en el acto. No se puede deshacer.',
  revokeConfirm: 'Revocar clave',
  cancel: 'Cancelar',
  revokedDone: 'Clave «{name}» revocada',
  /** The creation dialog. */
  createTitle: 'Nueva clave API',
  nameLabel: 'Nombre',
  nameHint: 'Para reconocerla después, p. ej. «CRM de la academia».',
  scopeLabel: 'Permiso',
  create: 'Crear clave',
  /** The dialog that shows the new key once. */
  createdTitle: 'Clave «{name}» creada',
  createdWarning: 'Cópiala ahora y guárdala en un lugar seguro: no se volverá a mostrar.',
  secretLabel: 'Clave API',
  copy: 'Copiar',
  copied: 'Copiada',
  copyFailed: 'No se ha podido copiar: selecciónala y cópiala a mano',
  done: 'Hecho',
  close: 'Cerrar',
  usage: 'El CRM la envía en la cabecera X-Api-Key (o Authorization: Bearer) de cada llamada a /api/gestion.',

  /** Validation and refusals. */
  nameRequired: 'Escribe un nombre para la clave',
  nameTooLong: 'El nombre no puede superar los 100 caracteres',
  scopeRequired: 'Elige el permiso de la clave',
  notFound: 'Esa clave API no existe',
  alreadyRevoked: 'Esa clave API ya estaba revocada',
  /** The audit log's lines. */
  auditCreate: 'Creada la clave API «{name}» ({scope})',
  auditRevoke: 'Revocada la clave API «{name}»',
  /** GET /api/gestion/matriculas: a filter that is not a date. */
  invalidSince: 'La fecha «desde» debe ser AAAA-MM-DD o una fecha y hora ISO 8601',
} as const;
