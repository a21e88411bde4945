import type { TaskReceipt } from '@campus/contract';
import { ReceiptText } from 'lucide-react';
import { formatAcademyTime } from '../../lib/academy-date';
import { evaluationsPageTexts as t } from './evaluations-texts';
import styles from './task-delivery.module.css';

/** One receipt's facts: the task, the attempt, when, the code to quote and what was handed in. */
export function ReceiptFacts({ receipt, total, taskTitle }: { receipt: TaskReceipt; total: number; taskTitle?: string }) {
  return (
    <dl className={styles.receipt}>
      {taskTitle ? (
        <div>
          <dt>{t.task}</dt>
          <dd>{taskTitle}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t.receiptAttempt}</dt>
        <dd>{t.attemptsOf(receipt.intento, total)}</dd>
      </div>
      <div>
        <dt>{t.receiptDate}</dt>
        <dd>{formatAcademyTime(receipt.fecha, 'd MMM yyyy, HH:mm:ss')}</dd>
      </div>
      <div>
        <dt>{t.receiptCode}</dt>
        <dd className={styles.receiptCode}>{receipt.codigo}</dd>
      </div>
      <div className={styles.receiptFilesFact}>
        <dt>{t.receiptFiles}</dt>
        <dd>{receipt.ficheros.map((file) => file.name).join(', ')}</dd>
      </div>
    </dl>
  );
}

/** The task's receipts, latest first, folded away: the student can find them whenever they need to quote one. */
export function TaskReceipts({ task }: { task: { id: number; edu_oportunidades: number; recibos: readonly TaskReceipt[] } }) {
  if (task.recibos.length === 0) return null;
  const latestFirst = [...task.recibos].reverse();
  return (
    <details className={styles.receipts}>
      <summary className={styles.receiptsSummary}>
        <ReceiptText aria-hidden="true" size={16} />
        {t.receiptsTitle} ({task.recibos.length})
      </summary>
      <ol className={styles.receiptList}>
        {latestFirst.map((receipt) => (
          <li key={receipt.codigo}>
            <ReceiptFacts receipt={receipt} total={task.edu_oportunidades} />
          </li>
        ))}
      </ol>
    </details>
  );
}
