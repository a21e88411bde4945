import { academyTexts } from '@campus/contract';
import { type AuditEntryItem } from '@campus/contract';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { formatAcademyDateTime } from '../../lib/academy-date';
import styles from './audit-log.module.css';

const t = academyTexts.backOfficeDesk;

/** A value as the diff shows it: text as it is, nothing as '(vacío)', anything else as JSON. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return t.auditEmptyValue;
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** The fields an entry changed, in the order they first appear (before, then after). */
export function listChangedFields(entry: Pick<AuditEntryItem, 'before' | 'after'>): string[] {
  return [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
}

/** The log's entries, newest first: when, who, what; each opens the table of its changed fields. */
export function AuditEntryList({ entries, isCompact = false }: { entries: readonly AuditEntryItem[]; isCompact?: boolean }) {
  return (
    <ol className={styles.entries} aria-label={t.auditListLabel}>
      {entries.map((entry) => (
        <AuditEntryRow key={entry.id} entry={entry} isCompact={isCompact} />
      ))}
    </ol>
  );
}

function AuditEntryRow({ entry, isCompact }: { entry: AuditEntryItem; isCompact: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const diffId = useId();
  const fields = listChangedFields(entry);
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <p className={styles.summary}>{entry.summary}</p>
        <p className={styles.meta}>
          <time dateTime={entry.at}>{formatAcademyDateTime(entry.at)}</time>
          <span aria-hidden="true"> · </span>
          <span>{entry.actor.name}</span>
          <span aria-hidden="true"> · </span>
          <code className={styles.action}>{entry.action}</code>
        </p>
      </div>
      {isCompact ? null : (
        <>
          <button type="button" className={styles.toggle} aria-expanded={isOpen} aria-controls={diffId} onClick={() => setIsOpen((current) => !current)}>
            {isOpen ? <ChevronUp aria-hidden="true" size={16} /> : <ChevronDown aria-hidden="true" size={16} />}
            {isOpen ? t.auditHideChanges : t.auditShowChanges}
            <span className="visually-hidden">{`: ${entry.summary}`}</span>
          </button>
          <div id={diffId} hidden={!isOpen} className={styles.diff}>
            {fields.length === 0 ? (
              <p className={styles.meta}>{t.auditNoFields}</p>
            ) : (
              <table className={styles.diffTable}>
                <caption className="visually-hidden">{entry.summary}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.auditField}</th>
                    <th scope="col">{t.auditBefore}</th>
                    <th scope="col">{t.auditAfter}</th>
                  </tr>
                </thead>
                <tbody>
                  {fields.map((field) => (
                    <tr key={field}>
                      <th scope="row">
                        <code>{field}</code>
                      </th>
                      <td data-label={t.auditBefore}>{formatAuditValue(entry.before?.[field])}</td>
                      <td data-label={t.auditAfter}>{formatAuditValue(entry.after?.[field])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </>
      )}
    </li>
  );
}
