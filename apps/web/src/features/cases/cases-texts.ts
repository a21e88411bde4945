import { texts } from '@campus/contract';

/** Web-only texts of the cases pages (the spec's and the server's are in `texts.cases` of the contract). */
export const casesWebTexts = {
  searchLabel: 'Buscar por título o número de incidencia',
  retry: 'Reintentar',
  titleColumn: 'Incidencia',
  /** The lists' short heading for the last change (the detail says 'Última actualización'). */
  modifiedColumn: 'Actualizada',
  descriptionTitle: 'Lo que nos contaste',
  academyDescriptionTitle: 'Descripción del alumno',
  statusFieldLabel: 'Estado',
  resolutionFieldLabel: 'Resolución para el alumno',
  resolutionHint: 'El alumno la verá en su incidencia y recibirá un aviso.',
  currentResolution: 'Resolución enviada',
  forbiddenEyebrow: 'Acceso restringido',
  myCases: 'Mis incidencias',
  forbiddenTitle: 'No tienes acceso a esta página',
  forbiddenBody: 'La gestión de incidencias es solo para el personal de la academia. Si crees que deberías tener acceso, habla con administración.',
  backHome: 'Volver al inicio',
  resultsCount: (count: number) => (count === 1 ? '1 incidencia' : `${count} incidencias`),
} as const;

/** 'Problema técnico' or 'Consulta administración' (spec 002 §5). */
export function getCaseTypeLabel(tipoIncidencia: number): string {
  return tipoIncidencia === 1 ? texts.cases.typeAdministration : texts.cases.typeTechnical;
}
