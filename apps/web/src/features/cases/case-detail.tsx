import { texts, type SupportCase } from '@campus/contract';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../components/button-class';
import { FactList, TextBlock } from '../../components/detail-blocks';
import { Skeleton } from '../../components/skeleton';
import { formatDateAs } from '../../lib/format-date';
import { useCaseResolution } from './api/get-case-resolution';
import { CaseStatusPill, TicketNumber } from './case-status-pill';
import { casesWebTexts, getCaseTypeLabel } from './cases-texts';
import styles from './cases.module.css';

/** "26 nov 2026, 14:05": the moments of a case, in the academy's Spanish style. */
export const formatCaseDate = (value: string) => formatDateAs(value, 'd MMM yyyy, HH:mm') ?? value;

/** "26 nov 2026": the day alone, for the lists (the detail has the time). */
export const formatCaseDay = (value: string) => formatDateAs(value, 'd MMM yyyy') ?? value;

/** The ticket number set large, with the hint to give it on the phone. */
export function CaseTicketBlock({ item }: { item: SupportCase }) {
  return (
    <div className={styles.ticketBlock}>
      <span className={styles.ticketBlockLabel}>{texts.cases.ticketLabel}</span>
      <TicketNumber value={item.ticketnumber} isLarge />
      <span className={styles.ticketBlockHint}>{texts.cases.ticketHint}</span>
    </div>
  );
}

/** Status, type, dates (and, for the academy, the student) of a case, as a definition list. */
export function CaseFacts({ item, isAcademy = false }: { item: SupportCase; isAcademy?: boolean }) {
  const rows: [string, ReactNode][] = [
    ...(isAcademy ? [[texts.cases.customerLabel, item.customerid_contact.fullname] as [string, ReactNode]] : []),
    [texts.cases.statusLabel, <CaseStatusPill key="status" statecode={item.statecode} statuscode={item.statuscode} />],
    [texts.cases.typeLabel, getCaseTypeLabel(item.tipoIncidencia)],
    [texts.cases.createdLabel, formatCaseDate(item.createdon)],
    [texts.cases.modifiedLabel, formatCaseDate(item.modifiedon)],
  ];
  return <FactList rows={rows} className={styles.caseFacts} />;
}

/** The description the student wrote, line breaks kept. */
export function CaseDescription({ item, title }: { item: SupportCase; title: string }) {
  return (
    <TextBlock title={title}>
      <p className={styles.preWrap}>{item.description}</p>
    </TextBlock>
  );
}

/**
 * The resolution (GET /api/user/caso/resolucion/{id}): 'Pendiente de resolución' until one exists (spec
 * 002 §4), then its text, who wrote it and when. A `case-updated` push asks for it again.
 */
export function CaseResolution({ incidentId }: { incidentId: string }) {
  const resolution = useCaseResolution(incidentId);
  let body: ReactNode;
  if (resolution.isPending) {
    body = (
      <div className={styles.resolutionLoading} aria-busy="true">
        <Skeleton width="90%" height="0.9rem" />
        <Skeleton width="60%" height="0.9rem" />
      </div>
    );
  } else if (resolution.isError) {
    body = (
      <div className={styles.inlineError} role="alert">
        <p>{texts.cases.resolutionError}</p>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void resolution.refetch()}>
          <RefreshCw aria-hidden="true" size={16} />
          {casesWebTexts.retry}
        </button>
      </div>
    );
  } else if (!resolution.data) {
    body = <p className={styles.muted}>{texts.cases.pendingResolution}</p>;
  } else {
    const { subject, createdon, resolvedBy } = resolution.data;
    body = (
      <>
        <p className={styles.preWrap}>{subject}</p>
        {resolvedBy ? (
          <p className={styles.resolvedBy}>{texts.cases.resolvedBy.replace('{name}', resolvedBy).replace('{date}', formatCaseDate(createdon))}</p>
        ) : null}
      </>
    );
  }
  return (
    <TextBlock title={texts.cases.resolutionLabel} className={resolution.data ? styles.resolvedBlock : undefined} ariaLive="polite">
      {body}
    </TextBlock>
  );
}
