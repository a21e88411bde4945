import { texts, type WithdrawalRequestItem } from '@campus/contract';
import { useId } from 'react';
import tableStyles from '../../components/data-table.module.css';
import { formatAcademyDay } from '../../lib/academy-date';
import { RequestStatusPill } from './status-pill';
import styles from './requests.module.css';

const t = texts.enrolments;

/**
 * The student's withdrawal requests on /solicitudes (issue 13): the line and its group, the day the withdrawal
 * applies from, the status (coloured like every request) and when it was asked; the academy's answer under it.
 */
export function WithdrawalRequestsTable({ items }: { items: readonly WithdrawalRequestItem[] }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.withdrawalsHeading}
      </h2>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t.groupColumn}</th>
            <th scope="col">{t.lineColumn}</th>
            <th scope="col">{t.effectiveColumn}</th>
            <th scope="col">{texts.requests.statusColumn}</th>
            <th scope="col">{t.requestedColumn}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td data-label={t.groupColumn}>
                <span className={styles.date}>{`${t.withdrawalKind} · ${item.edu_formacion}`}</span>
              </td>
              <td data-label={t.lineColumn}>{item.edu_codigolineamatricula}</td>
              <td data-label={t.effectiveColumn}>
                <span className={styles.date}>{formatAcademyDay(item.effective_date)}</span>
              </td>
              <td data-label={texts.requests.statusColumn}>
                <RequestStatusPill status={item.status} />
                {item.response ? <span className={styles.time}>{item.response}</span> : null}
              </td>
              <td data-label={t.requestedColumn}>
                <span className={styles.date}>{formatAcademyDay(item.created_at)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
