import { texts } from '@campus/contract';
import { Info, Lock, ShoppingCart } from 'lucide-react';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { closeFreemiumGate, useFreemiumGate } from '../../lib/freemium-gate-store';
import { getFreemiumLeadFormation } from '../../lib/freemium-storage';
import { openLeadSheet, type LeadIntent } from '../../lib/lead-sheet-store';
import styles from './freemium.module.css';

/**
 * The freemium gate (spec 000 §2, §6): what a freemium visitor sees instead of a students-only area.
 * 'Pedir información' and 'Comprar ahora' both lead to the lead form with the formation filled in: buying
 * is completed with an advisor (the academy has no self-service checkout for enrolments), which the
 * dialog says plainly. Mounted once in the root layout; opened with `openFreemiumGate()`.
 */
export function FreemiumGateDialog() {
  const gate = useFreemiumGate();

  const continueWith = (intent: LeadIntent) => {
    const formacion = gate.formacion ?? getFreemiumLeadFormation();
    closeFreemiumGate();
    openLeadSheet({ formacion, intent });
  };

  return (
    <ModalDialog
      isOpen={gate.isOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) closeFreemiumGate();
      }}
      title={gate.featureName ? texts.freemiumWeb.gateTitleFor.replace('{feature}', gate.featureName) : texts.freemiumWeb.gateTitle}
      description={gate.description ?? texts.freemiumWeb.gateBody}
      icon={<Lock size={28} />}
      closeLabel={texts.freemiumWeb.close}
      size="medium"
    >
      <p className={styles.note}>
        <Info aria-hidden="true" size={18} />
        <span>{texts.freemiumWeb.gatePurchaseNote}</span>
      </p>
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => continueWith('info')}>
          {texts.freemium.gateInfo}
        </button>
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => continueWith('purchase')}>
          <ShoppingCart aria-hidden="true" size={18} />
          {texts.freemium.gateBuy}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
