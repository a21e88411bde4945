import { texts, type SupportCase } from '@campus/contract';
import { CaseStatusPill, TicketNumber } from './case-status-pill';
import { formatCaseDate, formatCaseDay } from './case-detail';
import { casesWebTexts, getCaseTypeLabel } from './cases-texts';
import tableStyles from '../../components/data-table.module.css';
import styles from './cases.module.css';

interface CasesTableProps {
  items: readonly SupportCase[];
  onOpen: (item: SupportCase) => void;
  /** The academy's queue adds the student and the registration date. */
  isAcademy?: boolean;
}

/**
 * Cases as a table on wide screens and as cards on phones and tablets (the same markup; CSS lays it out):
 * the ticket number first and large, since it is what people read out on the phone.
 */
export function CasesTable({ items, onOpen, isAcademy = false }: CasesTableProps) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{texts.cases.ticketLabel}</th>
          <th scope="col">{casesWebTexts.titleColumn}</th>
          {isAcademy ? <th scope="col">{texts.cases.customerLabel}</th> : null}
          <th scope="col">{texts.cases.statusLabel}</th>
          {isAcademy ? <th scope="col">{texts.cases.createdLabel}</th> : null}
          <th scope="col">{casesWebTexts.modifiedColumn}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.incidentid}>
            <td data-label={texts.cases.ticketLabel} className={styles.ticketCell}>
              <TicketNumber value={item.ticketnumber} />
            </td>
            <td data-label={casesWebTexts.titleColumn} className={styles.titleCell}>
              {/* The title opens the detail: a real button, reachable and operable by keyboard. */}
              <button type="button" className={tableStyles.openButton} onClick={() => onOpen(item)} aria-haspopup="dialog">
                {item.title}
                <span className="visually-hidden">{`, ${texts.cases.openDetail}`}</span>
              </button>{' '}
              <span className={styles.caseType}>{getCaseTypeLabel(item.tipoIncidencia)}</span>
            </td>
            {isAcademy ? <td data-label={texts.cases.customerLabel}>{item.customerid_contact.fullname}</td> : null}
            <td data-label={texts.cases.statusLabel}>
              <CaseStatusPill statecode={item.statecode} statuscode={item.statuscode} />
            </td>
            {isAcademy ? (
              <td data-label={texts.cases.createdLabel} className={styles.dateCell}>
                <time dateTime={item.createdon} title={formatCaseDate(item.createdon)}>
                  {formatCaseDay(item.createdon)}
                </time>
              </td>
            ) : null}
            <td data-label={casesWebTexts.modifiedColumn} className={styles.dateCell}>
              <time dateTime={item.modifiedon} title={formatCaseDate(item.modifiedon)}>
                {formatCaseDay(item.modifiedon)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
