import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';

// "Elige tu formación" (and the modal dialog code it is built on) loads the first time it opens: only
// freemium visitors ever see it, and never at the first paint of a page.
const FreemiumFormationChooser = lazy(() =>
  import('./freemium-formation-chooser').then((module) => ({ default: module.FreemiumFormationChooser })),
);

/** FreemiumFormationChooser, rendered from the first time it is open on (then kept, so it can animate closed). */
export function LazyFreemiumFormationChooser(props: ComponentProps<typeof FreemiumFormationChooser>) {
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  useEffect(() => {
    if (props.isOpen) setHasOpened(true);
  }, [props.isOpen]);
  if (!hasOpened && !props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <FreemiumFormationChooser {...props} />
    </Suspense>
  );
}
