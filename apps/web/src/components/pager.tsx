import { academyTexts } from '@campus/contract';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { buttonClassName } from './button-class';
import styles from './pager.module.css';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  /** Every row the list's search matches. */
  total: number;
  onPageChange: (page: number) => void;
  /** The nav landmark's name, e.g. "Páginas de personas". */
  label: string;
}

const formatCount = (value: number) => value.toLocaleString('es-ES');

/**
 * The pages of a long list (the back office's people, groups, audit…): "1–25 de 5.000" and previous/next buttons.
 * Nothing is drawn while everything fits in one page.
 */
export function Pager({ page, pageSize, total, onPageChange, label }: PagerProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page === 1) return null;
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label={label}>
      <p className={styles.range} aria-live="polite">
        {academyTexts.pager.range.replace('{first}', formatCount(first)).replace('{last}', formatCount(last)).replace('{total}', formatCount(total))}
      </p>
      <div className={styles.buttons}>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => onPageChange(page - 1)} disabled={page <= 1}>
          <ChevronLeft aria-hidden="true" size={16} />
          {academyTexts.pager.previous}
        </button>
        <span className={styles.position}>{academyTexts.pager.position.replace('{page}', formatCount(page)).replace('{pages}', formatCount(pageCount))}</span>
        <button
          type="button"
          className={buttonClassName({ variant: 'secondary', size: 'small' })}
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pageCount}
        >
          {academyTexts.pager.next}
          <ChevronRight aria-hidden="true" size={16} />
        </button>
      </div>
    </nav>
  );
}
