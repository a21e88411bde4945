import { texts, type Product } from '@campus/contract';
import { Lock, MessageCircle, ShoppingCart } from 'lucide-react';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Skeleton } from '../../components/skeleton';
import { formatEuros } from '../../lib/format-currency';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useProductsByEvent } from './api/get-products-by-event';
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
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={calendarTexts.unavailableDialog.loadingProducts}>
        <Skeleton height="88px" radius="var(--radius-md)" />
      </div>
    );
  }
  const products = query.data?.data.data ?? [];
  if (query.isError || products.length === 0) {
    return (
      <>
        {query.isError ? (
          <p className={styles.error} role="alert">
            {texts.products.fetchError}
          </p>
        ) : (
          <p className={styles.muted}>{calendarTexts.unavailableDialog.moreInfoHint}</p>
        )}
        <ModalDialogActions>
          <button type="button" className={buttonClassName()} onClick={onMoreInfo}>
            <MessageCircle aria-hidden="true" size={18} />
            {texts.formation.moreInfo}
          </button>
        </ModalDialogActions>
      </>
    );
  }
  return (
    <div className={styles.products}>
      <p className={styles.sectionTitle}>{calendarTexts.unavailableDialog.productsTitle}</p>
      <ul role="list" className={styles.productList}>
        {products.map((product) => (
          <li key={product.id} className={styles.product}>
            <div className={styles.productText}>
              <p className={styles.productName}>{product.xerppa_nombreproducto}</p>
              <p className={styles.price}>{formatEuros(product.mkt_precio) ?? calendarTexts.unavailableDialog.noPrice}</p>
              {product.metadata?.mkt_notas ? <p className={styles.muted}>{product.metadata.mkt_notas}</p> : null}
            </div>
            <button type="button" className={buttonClassName({ size: 'small' })} onClick={() => onBuy(product)} aria-label={`${texts.formation.buy}: ${product.xerppa_nombreproducto}`}>
              <ShoppingCart aria-hidden="true" size={16} />
              {texts.formation.buy}
            </button>
          </li>
        ))}
      </ul>
    </div>
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
