import { lazy, Suspense } from 'react';
import { useHasOpened } from '../../lib/use-has-opened';
import { useFreemiumGate } from '../../lib/freemium-gate-store';

// The gate dialog (and the modal dialog code it is built on) loads the first time a screen opens the gate.
const FreemiumGateDialog = lazy(() => import('./freemium-gate-dialog').then((module) => ({ default: module.FreemiumGateDialog })));

/** Mounted once in the root layout: renders the freemium gate from the first time it is opened on. */
export function FreemiumGateHost() {
  const { isOpen } = useFreemiumGate();
  const hasOpened = useHasOpened(isOpen);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <FreemiumGateDialog />
    </Suspense>
  );
}
