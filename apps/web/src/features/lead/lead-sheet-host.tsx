import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened';
import { useLeadSheet } from '../../lib/lead-sheet-store';

// The form code (react-hook-form, the resolver) loads the first time someone opens the sheet.
const LeadSheet = lazy(() => import('./lead-sheet').then((module) => ({ default: module.LeadSheet })));

/** Mounted once in the root layout: renders the lead sheet from the first time it is opened on. */
export function LeadSheetHost() {
  const { isOpen } = useLeadSheet();
  const hasOpened = useHasOpened(isOpen);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <LeadSheet />
    </Suspense>
  );
}
