import { useEffect, useState } from 'react';

/**
 * True from the first time `isOpen` is true on: a lazily loaded dialog is mounted then and kept mounted, so it
 * never loads before it is needed and can still animate closed.
 */
export function useHasOpened(isOpen: boolean): boolean {
  const [hasOpened, setHasOpened] = useState(isOpen);
  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);
  return hasOpened || isOpen;
}
