import { texts, type Product } from '@campus/contract';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import { formatEuros } from '../lib/format-currency';
import styles from './bonus-product-list.module.css';
import { buttonClassName } from './button-class';
import { ModalDialogActions } from './modal-dialog';
import { Skeleton } from './skeleton';

/** Chrome the specification leaves to us ("not shown"), shared by every dialog that sells access. */
export const bonusProductListTexts = {
  productsTitle: 'Puedes desbloquearlo con:',
  loadingProducts: 'Buscando opciones de compra…',
  noPrice: 'Precio a consultar',
};

interface BonusProductListProps {
  /** The products query's status (TanStack Query): the skeleton while pending, the error when it failed. */
  status: 'pending' | 'error' | 'success';
  products: readonly Product[];
  /** Shown above 'Más información' when nothing is on sale: it names what the student cannot open. */
  moreInfoHint: string;
  onBuy: (product: Product) => void;
  /** 'Más información': a chat with the right contact (freemium visitors get the lead form). */
  onMoreInfo: () => void;
}

/**
 * The bonus products that can open a locked item (spec 001 §2, §4): name, price in euros, notes and
 * 'Comprar', or 'Más información' when there are none or they could not be fetched. Used by the formation
 * page's locked content and the calendar's unavailable events (features do not import each other).
 */
export function BonusProductList({ status, products, moreInfoHint, onBuy, onMoreInfo }: BonusProductListProps) {
  if (status === 'pending') {
    return (
      <div aria-busy="true" aria-label={bonusProductListTexts.loadingProducts}>
        <Skeleton height="88px" radius="var(--radius-md)" />
      </div>
    );
  }
  if (status === 'error' || products.length === 0) {
    return (
      <>
        {status === 'error' ? (
          <p className={styles.error} role="alert">
            {texts.products.fetchError}
          </p>
        ) : (
          <p className={styles.muted}>{moreInfoHint}</p>
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
      <p className={styles.title}>{bonusProductListTexts.productsTitle}</p>
      <ul role="list" className={styles.list}>
        {products.map((product) => (
          <li key={product.id} className={styles.product}>
            <div className={styles.productText}>
              <p className={styles.productName}>{product.xerppa_nombreproducto}</p>
              <p className={styles.price}>{formatEuros(product.mkt_precio) ?? bonusProductListTexts.noPrice}</p>
              {product.metadata?.mkt_notas ? <p className={styles.notes}>{product.metadata.mkt_notas}</p> : null}
            </div>
            <button
              type="button"
              className={buttonClassName({ size: 'small' })}
              onClick={() => onBuy(product)}
              aria-label={`${texts.formation.buy}: ${product.xerppa_nombreproducto}`}
            >
              <ShoppingCart aria-hidden="true" size={16} />
              {texts.formation.buy}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
