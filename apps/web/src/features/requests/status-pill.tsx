import { getRequestStatusView } from '@campus/contract';
import styles from './requests.module.css';

/** A request's status as the spec colours it (002 §4): 'En proceso' yellow, 'Aprobada' teal, 'Rechazada' red. */
export function StatusPill({ status }: { status: string }) {
  const { label, tone } = getRequestStatusView(status);
  return <span className={[styles.pill, styles[tone]].join(' ')}>{label}</span>;
}
