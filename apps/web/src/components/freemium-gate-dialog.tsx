import { texts } from '@campus/contract';
import { Info, Lock, ShoppingCart } from 'lucide-react';
import { buttonClassName } from './button-class';
import { ModalDialog, ModalDialogActions } from './modal-dialog';
import styles from './freemium-dialogs.module.css';
import { closeFreemiumGate, useFreemiumGate } from '../lib/freemium-gate-store';
import { getFreemiumLeadFormation } from '../lib/freemium-storage';
import { freemiumTexts } from '../lib/freemium-texts';
import { openLeadSheet, type LeadIntent } from '../lib/lead-sheet-store';

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
      title={gate.featureName ? freemiumTexts.gate.titleFor(gate.featureName) : freemiumTexts.gate.title}
      description={freemiumTexts.gate.body}
      icon={<Lock size={28} />}
      closeLabel={freemiumTexts.closeDialog}
      size="medium"
    >
      <p className={styles.note}>
        <Info aria-hidden="true" size={18} />
        <span>{freemiumTexts.gate.purchaseNote}</span>
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
