import { useEffect } from 'react';
import { webTexts } from './texts';

/** Sets the document title to "<title> · Campus" while the page is shown. */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${webTexts.appName}` : webTexts.appName;
  }, [title]);
}
