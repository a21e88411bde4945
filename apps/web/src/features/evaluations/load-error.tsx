import { AlertCircle, RefreshCw } from 'lucide-react';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { evaluationsPageTexts } from './evaluations-texts';

/** A block that failed to load: the spec's error text, announced, with 'Reintentar'. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState message={message} icon={<AlertCircle size={28} />}>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={16} />
          {evaluationsPageTexts.retry}
        </button>
      </EmptyState>
    </div>
  );
}
