import { getCaseStatusView } from '@campus/contract';
import styles from './cases.module.css';

/** A case's status as spec 002 §4 colours it: active yellow, resolved green, cancelled red, labelled by its statuscode. */
export function CaseStatusPill({ statecode, statuscode }: { statecode: number; statuscode: number }) {
  const { label, tone } = getCaseStatusView(statecode, statuscode);
  return <span className={[styles.pill, styles[tone]].join(' ')}>{label}</span>;
}

/** The ticket number, set to be read out on the phone (spec 002: 'CAS-4827-K3M'). */
export function TicketNumber({ value, isLarge = false }: { value: string; isLarge?: boolean }) {
  return <span className={[styles.ticket, isLarge ? styles.ticketLarge : undefined].filter(Boolean).join(' ')}>{value}</span>;
}
