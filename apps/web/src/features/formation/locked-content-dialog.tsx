import { texts, type ContentEvent, type Product } from '@campus/contract';
import { Lock } from 'lucide-react';
import { BonusProductList } from '../../components/bonus-product-list';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useProductsByEvent } from '../../lib/api/products-by-event';
import { useProductsByUnitIds } from './api/get-products-by-unit-ids';
import { canBuyAccess, getExtraUnitIds, getLockedMessage } from './content-sequence';
import styles from './locked-content-dialog.module.css';
import { formationTexts } from './formation-texts';

interface LockedContentDialogProps {
  event: ContentEvent;
  isFreemium: boolean;
  onClose: () => void;
  onBuy: (product: Product) => void;
  /** 'Más información': a chat with the formation's contact (freemium visitors get the lead form). */
  onMoreInfo: () => void;
}

function ProductList({ event, onBuy, onMoreInfo }: Pick<LockedContentDialogProps, 'event' | 'onBuy' | 'onMoreInfo'>) {
  const extraUnitIds = getExtraUnitIds(event);
  const isByUnit = extraUnitIds.length > 0;
  const byUnit = useProductsByUnitIds(extraUnitIds, isByUnit);
  const byEvent = useProductsByEvent(event.id, event.event_date ?? event.start_date.slice(0, 10), !isByUnit);
  const query = isByUnit ? byUnit : byEvent;
  useQueryErrorToast(query, texts.products.fetchError);
  return (
    <BonusProductList
      status={query.status}
      products={query.data?.data.data ?? []}
      moreInfoHint={formationTexts.locked.moreInfoHint}
      onBuy={onBuy}
      onMoreInfo={onMoreInfo}
    />
  );
}

/**
 * The dialog of a locked item (spec 001 §2, §4): 'Contenido no disponible' with the reason and, when buying
 * can open it, the related products ('Comprar') or 'Más información' when there are none.
 */
export function LockedContentDialog({ event, isFreemium, onClose, onBuy, onMoreInfo }: LockedContentDialogProps) {
  const message = getLockedMessage(event, isFreemium);
  const isPurchasable = canBuyAccess(event, isFreemium);
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={texts.formation.lockedTitle}
      description={message}
      icon={<Lock size={26} />}
      closeLabel={formationTexts.locked.close}
      size="medium"
    >
      <p className={styles.eventTitle}>{event.title}</p>
      {isPurchasable ? (
        <ProductList event={event} onBuy={onBuy} onMoreInfo={onMoreInfo} />
      ) : (
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
            {formationTexts.locked.close}
          </button>
        </ModalDialogActions>
      )}
    </ModalDialog>
  );
}
