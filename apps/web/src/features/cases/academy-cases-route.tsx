import { texts } from '@campus/contract';
import { usePageTitle } from '../../lib/use-page-title';

/** /gestion/incidencias: staff handle support cases (issue 11; being built). */
export function AcademyCasesRoute() {
  usePageTitle(texts.menu.academyCases);
  return <h1>{texts.menu.academyCases}</h1>;
}
