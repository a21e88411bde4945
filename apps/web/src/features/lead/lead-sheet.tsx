import { texts } from '@campus/contract';
import { PhoneCall } from 'lucide-react';
import { SideSheet } from '../../components/side-sheet';
import { closeLeadSheet, useLeadSheet } from '../../lib/lead-sheet-store';
import { LeadForm } from './lead-form';
import { leadTexts } from './lead-texts';
import styles from './lead.module.css';

/**
 * The side sheet "¿Necesitas más información? Te llamamos gratis" (spec 000 §2) with the lead form.
 * Opened from anywhere with `openLeadSheet()` (lib/lead-sheet-store); closing it discards what was typed.
 */
export function LeadSheet() {
  const { isOpen, formacion, intent } = useLeadSheet();
  return (
    <SideSheet
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) closeLeadSheet();
      }}
      title={texts.lead.title}
      closeLabel={leadTexts.close}
    >
      <div className={styles.intro}>
        <span className={styles.introIcon} aria-hidden="true">
          <PhoneCall size={22} />
        </span>
        <p>{intent === 'purchase' ? leadTexts.purchaseIntro : leadTexts.intro}</p>
      </div>
      <LeadForm formacion={formacion} onSent={closeLeadSheet} />
    </SideSheet>
  );
}
