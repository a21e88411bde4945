import { texts, type Product } from '@campus/contract';
import { Lock } from 'lucide-react';
import { BonusProductList } from '../../components/bonus-product-list';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useProductsByEvent } from '../../lib/api/products-by-event';
import type { PlacedEvent } from './calendar-events';
import { calendarTexts } from './calendar-texts';
import styles from './event-card.module.css';
import { getUnavailableMessage } from './unavailable-message';

interface UnavailableEventDialogProps {
  item: PlacedEvent;
  onClose: () => void;
  onBuy: (product: Product) => void;
  /** 'Más información': a chat with the event's teacher (freemium visitors get the lead form). */
  onMoreInfo: () => void;
}

function ProductList({ item, onBuy, onMoreInfo }: Omit<UnavailableEventDialogProps, 'onClose'>) {
  const query = useProductsByEvent(item.event.id, item.event.event_date?.slice(0, 10) ?? item.startDay, true);
  useQueryErrorToast(query, texts.products.fetchError);
  return (
    <BonusProductList
      status={query.status}
      products={query.data?.data.data ?? []}
      moreInfoHint={calendarTexts.unavailableDialog.moreInfoHint}
      onBuy={onBuy}
      onMoreInfo={onMoreInfo}
    />
  );
}

/**
 * 'Evento no disponible' (spec 001 §2, §4): the reason, and when a purchase can open the event its bonus
 * products ('Comprar') or 'Más información' when there are none.
 */
export function UnavailableEventDialog({ item, onClose, onBuy, onMoreInfo }: UnavailableEventDialogProps) {
  const { event } = item;
  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={texts.formation.eventUnavailableTitle}
      description={getUnavailableMessage(event)}
      icon={<Lock size={26} />}
      closeLabel={calendarTexts.unavailableDialog.close}
      size="medium"
    >
      <p className={styles.lockedTitle}>{event.title}</p>
      {event.availability.canPurchase ? (
        <ProductList item={item} onBuy={onBuy} onMoreInfo={onMoreInfo} />
      ) : (
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
            {calendarTexts.unavailableDialog.close}
          </button>
        </ModalDialogActions>
      )}
    </ModalDialog>
  );
}
