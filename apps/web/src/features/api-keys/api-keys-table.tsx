import type { ApiKey } from '@campus/contract';
import { Ban } from 'lucide-react';
import { buttonClassName } from '../../components/button-class';
import tableStyles from '../../components/data-table.module.css';
import { StatusPill } from '../../components/status-pill';
import { formatAcademyDateTime, formatAcademyDay } from '../../lib/academy-date';
import { apiKeysTexts as t, fillText, scopeLabel } from './api-keys-texts';
import styles from './api-keys.module.css';

const columns = t.columns;

/** The keys as a table on wide screens and as labelled cards on phones (data-table's same markup). */
export function ApiKeysTable({ keys, onRevoke }: { keys: readonly ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  return (
    <table className={tableStyles.table}>
      <thead>
        <tr>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.scope}</th>
          <th scope="col">{columns.prefix}</th>
          <th scope="col">{columns.createdAt}</th>
          <th scope="col">{columns.lastUsedAt}</th>
          <th scope="col">{columns.state}</th>
          <th scope="col">
            <span className="visually-hidden">{t.revoke}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <td data-label={columns.name} className={styles.name}>
              {key.name}
            </td>
            <td data-label={columns.scope}>{scopeLabel(key.scope)}</td>
            <td data-label={columns.prefix}>
              <code className={styles.prefix}>{`${key.prefix}…`}</code>
            </td>
            <td data-label={columns.createdAt}>
              {/* When and by whom, in one column: the table fits beside the side menu without scrolling. */}
              <span className={styles.created}>
                <time dateTime={key.createdAt} title={formatAcademyDateTime(key.createdAt) ?? undefined}>
                  {formatAcademyDay(key.createdAt)}
                </time>
                <span className={styles.muted}>{key.createdBy ? fillText(t.createdByName, { name: key.createdBy.fullname }) : t.unknownCreator}</span>
              </span>
            </td>
            <td data-label={columns.lastUsedAt}>
              {key.lastUsedAt ? (
                <time dateTime={key.lastUsedAt}>{formatAcademyDateTime(key.lastUsedAt)}</time>
              ) : (
                <span className={styles.muted}>{t.neverUsed}</span>
              )}
            </td>
            <td data-label={columns.state}>
              {key.revokedAt ? (
                <span title={fillText(t.revokedOn, { date: formatAcademyDateTime(key.revokedAt) ?? '' })}>
                  <StatusPill label={t.revoked} colour="red" />
                </span>
              ) : (
                <StatusPill label={t.active} colour="green" />
              )}
            </td>
            <td data-label={t.revoke} className={styles.actionCell}>
              {key.revokedAt ? null : (
                <button
                  type="button"
                  className={buttonClassName({ variant: 'secondary', size: 'small' })}
                  aria-label={fillText(t.revokeLabel, { name: key.name })}
                  onClick={() => onRevoke(key)}
                  aria-haspopup="dialog"
                >
                  <Ban aria-hidden="true" size={16} />
                  {t.revoke}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
