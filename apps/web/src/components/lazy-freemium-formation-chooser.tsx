import { lazy, Suspense, type ComponentProps } from 'react';
import { useHasOpened } from '../lib/use-has-opened';

// "Elige tu formación" (and the modal dialog code it is built on) loads the first time it opens: only
// freemium visitors ever see it, and never at the first paint of a page.
const FreemiumFormationChooser = lazy(() => import('./freemium-formation-chooser').then((module) => ({ default: module.FreemiumFormationChooser })));

/** FreemiumFormationChooser, rendered from the first time it is open on (then kept, so it can animate closed). */
export function LazyFreemiumFormationChooser(props: ComponentProps<typeof FreemiumFormationChooser>) {
  const hasOpened = useHasOpened(props.isOpen);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <FreemiumFormationChooser {...props} />
    </Suspense>
  );
}
