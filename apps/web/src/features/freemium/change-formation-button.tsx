import { texts } from '@campus/contract/plain';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { LazyFreemiumFormationChooser } from '../../components/lazy-freemium-formation-chooser';
import { useFreemiumFormations } from '../../lib/freemium-storage';
import { useSessionUser } from '../../lib/session-store';
import styles from './freemium.module.css';

/**
 * 'Cambiar formación' (spec 000 §2): shown only to freemium users with stored formations; opens
 * "Elige tu formación". Renders nothing for everyone else, so the side menu can always include it.
 */
export function ChangeFormationButton({ className }: { className?: string }) {
  const user = useSessionUser();
  const formations = useFreemiumFormations();
  const [isOpen, setIsOpen] = useState(false);
  if (!user?.freemium || formations.length === 0) return null;
  return (
    <>
      <button type="button" className={className ?? styles.changeFormation} onClick={() => setIsOpen(true)}>
        <ArrowLeftRight aria-hidden="true" size={20} />
        <span>{texts.menu.changeFormation}</span>
      </button>
      <LazyFreemiumFormationChooser isOpen={isOpen} onOpenChange={setIsOpen} />
    </>
  );
}
