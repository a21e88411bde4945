import { texts } from '@campus/contract';
import { AlertCircle, RefreshCw } from 'lucide-react';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { casesWebTexts } from './cases-texts';

/** 'Error al obtener las incidencias', announced, with a retry. */
export function CasesLoadError({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <div className={className} role="alert">
      <EmptyState message={texts.cases.fetchError} icon={<AlertCircle size={28} />}>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={16} />
          {casesWebTexts.retry}
        </button>
      </EmptyState>
    </div>
  );
}
