import { texts } from '@campus/contract';
import { usePageTitle } from '../../lib/use-page-title';

/** /tablon: the posts board (issue 11; being built). */
export function BoardRoute() {
  usePageTitle(texts.menu.board);
  return <h1>{texts.menu.board}</h1>;
}
