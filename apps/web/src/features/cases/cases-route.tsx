import { texts } from '@campus/contract';
import { usePageTitle } from '../../lib/use-page-title';

/** /incidencias: support cases (issue 11; being built). */
export function CasesRoute() {
  usePageTitle(texts.menu.cases);
  return <h1>{texts.menu.cases}</h1>;
}
