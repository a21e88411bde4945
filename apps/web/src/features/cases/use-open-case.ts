import type { SupportCase } from '@campus/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CASE_PARAM } from './cases-cache';

/**
 * The case whose detail is open, kept in `?case=` (its incidentid, or its ticket number as a bell
 * notification names it), so the address opens it again. The open case follows the cached list: a change
 * pushed meanwhile shows in it at once, and it stays open if the change moves it out of the list shown.
 */
export function useOpenCase(items: readonly SupportCase[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [lastOpened, setLastOpened] = useState<SupportCase | null>(null);
  const key = searchParams.get(CASE_PARAM);
  const isKey = (item: SupportCase) => item.incidentid === key || item.ticketnumber === key;
  const open = key ? (items?.find(isKey) ?? (lastOpened && isKey(lastOpened) ? lastOpened : null)) : null;

  const openCase = (item: SupportCase) => {
    setLastOpened(item);
    setSearchParams((params) => {
      params.set(CASE_PARAM, item.incidentid);
      return params;
    });
  };
  const closeCase = () => {
    setLastOpened(null);
    setSearchParams(
      (params) => {
        params.delete(CASE_PARAM);
        return params;
      },
      { replace: true },
    );
  };
  return { open, openCase, closeCase };
}
