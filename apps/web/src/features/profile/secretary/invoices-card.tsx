import { texts, type Debt } from '@campus/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { StatusPill } from '../../../components/status-pill';
import { isApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format-currency';
import { useSessionUser } from '../../../lib/session-store';
import tableStyles from '../../../components/data-table.module.css';
import { useDebts } from './api/get-debts';
import { useInvoicePdf } from './api/get-invoice-pdf';
import { useRequestInvoice } from './api/request-invoice';
import { openDocument } from '../../../lib/open-document';
import { fillText, formatPeriod, getDebtStatus, getInvoiceAction, INVOICES_FIRST, INVOICES_STEP } from './secretary-format';
import styles from './secretary.module.css';

const errorMessage = (error: unknown, fallback: string) => (isApiError(error) ? error.message : fallback);

/**
 * The invoices card: the debts of the student's enrolments, 3 at first and 5 more per 'Ver más'. A paid debt
 * (not at the cash desk) downloads its invoice; a pending one asks the academy for it; one paid at the cash
 * desk offers nothing (the invoice is handed there).
 */
export function InvoicesCard({ contactCode, enrolments }: { contactCode: string; enrolments: readonly string[] }) {
  const debts = useDebts(contactCode, enrolments);
  const [shown, setShown] = useState(INVOICES_FIRST);
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  const invoicePdf = useInvoicePdf();
  const requestInvoice = useRequestInvoice();
  const user = useSessionUser();
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = (debt: Debt) => {
    setBusyId(debt.caja_adeudoid);
    invoicePdf.mutate(debt.caja_stripeid ?? debt.caja_numerofactura ?? debt.caja_adeudoid, {
      onSuccess: (answer) => openDocument(answer.invoice_pdf),
      onError: (error) => toast.error(errorMessage(error, texts.secretary.noInvoice)),
      onSettled: () => setBusyId(null),
    });
  };

  const request = (debt: Debt) => {
    const period = formatPeriod(debt.caja_periodoservicio);
    const email = user?.emailaddress2 || user?.emailaddress1 || '';
    setBusyId(debt.caja_adeudoid);
    requestInvoice.mutate(
      {
        data: {
          title: fillText(texts.secretary.invoiceRequestTitle, { concept: debt.caja_concepto }).slice(0, 200),
          description: fillText(texts.secretary.invoiceRequestDescription, {
            concept: debt.caja_concepto,
            period,
            amount: formatEuros(debt.caja_importe) ?? '',
            enrolment: debt.caja_Matricula.edu_codigomatricula,
            email,
          }),
          caja_adeudoid: debt.caja_adeudoid,
          emailaddress: email,
        },
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setRequested((current) => new Set(current).add(debt.caja_adeudoid));
        },
        onError: (error) => toast.error(errorMessage(error, texts.errors.internal)),
        onSettled: () => setBusyId(null),
      },
    );
  };

  if (debts.isPending && enrolments.length > 0) return <ListSkeleton rows={3} />;
  if (debts.isError)
    return (
      <p role="alert" className={styles.error}>
        {texts.secretary.debtsError}
      </p>
    );
  const items = debts.data?.data ?? [];
  if (items.length === 0) return <EmptyState message={texts.secretary.invoicesEmpty} />;

  return (
    <>
      <table className={[tableStyles.table, styles.invoices].join(' ')}>
        <thead>
          <tr>
            <th scope="col">{texts.secretary.invoicePeriod}</th>
            <th scope="col">{texts.secretary.invoiceConcept}</th>
            <th scope="col" className={styles.amount}>
              {texts.secretary.invoiceAmount}
            </th>
            <th scope="col">{texts.secretary.invoiceStatus}</th>
            <th scope="col">{texts.secretary.invoiceActions}</th>
          </tr>
        </thead>
        <tbody>
          {items.slice(0, shown).map((debt) => {
            const period = formatPeriod(debt.caja_periodoservicio);
            const status = getDebtStatus(debt);
            const action = getInvoiceAction(debt);
            const isBusy = busyId === debt.caja_adeudoid;
            return (
              <tr key={debt.caja_adeudoid}>
                <td data-label={texts.secretary.invoicePeriod}>{period}</td>
                <td data-label={texts.secretary.invoiceConcept}>
                  {/* One element: on phones the cell is a label/value grid, and the number stays with its concept. */}
                  <span>
                    {debt.caja_concepto}
                    {debt.caja_numerofactura ? <span className={styles.invoiceNumber}>{debt.caja_numerofactura}</span> : null}
                  </span>
                </td>
                <td data-label={texts.secretary.invoiceAmount} className={styles.amount}>
                  {formatEuros(debt.caja_importe)}
                </td>
                <td data-label={texts.secretary.invoiceStatus}>
                  <StatusPill label={status.label} colour={status.colour} />
                </td>
                <td data-label={texts.secretary.invoiceActions}>
                  {action === 'download' ? (
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'secondary', size: 'small' })}
                      onClick={() => download(debt)}
                      disabled={isBusy}
                      aria-label={fillText(texts.secretary.downloadInvoiceLabel, { period })}
                    >
                      {texts.secretary.downloadInvoice}
                    </button>
                  ) : action === 'request' ? (
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'ghost', size: 'small' })}
                      onClick={() => request(debt)}
                      disabled={isBusy || requested.has(debt.caja_adeudoid)}
                      aria-label={fillText(texts.secretary.requestInvoiceLabel, { period })}
                    >
                      {texts.secretary.requestInvoice}
                    </button>
                  ) : (
                    <span className={styles.muted}>{texts.secretary.cashierNote}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown < items.length ? (
        <div className={styles.more}>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setShown((count) => count + INVOICES_STEP)}>
            {texts.secretary.seeMore}
          </button>
        </div>
      ) : null}
    </>
  );
}
