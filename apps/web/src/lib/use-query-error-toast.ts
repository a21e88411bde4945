import { useEffect } from 'react';
import { showErrorToast } from './show-error-toast';

interface FailingQuery {
  isError: boolean;
  errorUpdatedAt: number;
}

/** Shows `message` once per failure of a query (not on every re-render). */
export function useQueryErrorToast(query: FailingQuery, message: string): void {
  const { isError, errorUpdatedAt } = query;
  useEffect(() => {
    if (isError) showErrorToast(message);
  }, [isError, errorUpdatedAt, message]);
}
