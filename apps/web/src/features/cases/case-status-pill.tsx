import { getCaseStatusView } from '@campus/contract';
import { StatusPill, type StatusPillColour } from '../../components/status-pill';
import styles from './cases.module.css';

const toneColours = { active: 'yellow', resolved: 'green', cancelled: 'red' } as const satisfies Record<string, StatusPillColour>;

/** A case's status as spec 002 §4 colours it: active yellow, resolved green, cancelled red, labelled by its statuscode. */
export function CaseStatusPill({ statecode, statuscode }: { statecode: number; statuscode: number }) {
  const { label, tone } = getCaseStatusView(statecode, statuscode);
  return <StatusPill label={label} colour={toneColours[tone]} />;
}

/** The ticket number, set to be read out on the phone (spec 002: 'CAS-4827-K3M'). */
export function TicketNumber({ value, isLarge = false }: { value: string; isLarge?: boolean }) {
  return <span className={[styles.ticket, isLarge ? styles.ticketLarge : undefined].filter(Boolean).join(' ')}>{value}</span>;
}
