import { academyTexts } from '@campus/contract';
import { isAcademyUser, texts, withdrawalStatuses, type DeskWithdrawal, type WithdrawalStatus } from '@campus/contract';
import { Inbox, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import tableStyles from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { Pager } from '../../components/pager';
import { SearchField } from '../../components/search-field';
import { StatusPill } from '../../components/status-pill';
import { formatAcademyDay } from '../../lib/academy-date';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useDeskWithdrawals } from './api/list-desk-withdrawals';
import { WithdrawalDecisionDialog } from './withdrawal-decision-dialog';
import { fill, getReasonLabel, statusViews } from './withdrawal-desk-format';
import styles from './withdrawal-desk.module.css';

const t = academyTexts.backOfficeDesk;
const PAGE_SIZE = 25;
/** How long the search waits for the typing to stop before asking the server. */
const SEARCH_DELAY_MS = 300;

/** /gestion/bajas (issue 31): the withdrawal requests students filed, for the academy to decide. */
export function WithdrawalDeskRoute() {
  usePageTitle(academyTexts.backOffice.withdrawals);
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <DeskRefusal />;
  return <WithdrawalDeskPage />;
}

function DeskRefusal() {
  return (
    <MessageCard icon={<ShieldAlert size={36} />} title={academyTexts.backOffice.forbidden} tone="danger">
      <MessageCardActions>
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          {texts.menu.home}
        </Link>
      </MessageCardActions>
    </MessageCard>
  );
}

function WithdrawalDeskPage() {
  const [status, setStatus] = useState<WithdrawalStatus | undefined>(undefined);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const withdrawals = useDeskWithdrawals({ status, q, page, pageSize: PAGE_SIZE });
  const [openId, setOpenId] = useState<number | null>(null);
  const open = withdrawals.data?.data.find((row) => row.id === openId) ?? null;

  if (isApiError(withdrawals.error, 403)) return <DeskRefusal />;

  const chooseStatus = (next: WithdrawalStatus | undefined) => {
    setStatus(next);
    setPage(1);
  };
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  let content;
  if (withdrawals.isPending) content = <ListSkeleton rows={5} pictureSize="0px" />;
  else if (withdrawals.isError) content = <EmptyState message={withdrawals.error.message} />;
  else if (withdrawals.data.data.length === 0) content = <EmptyState message={t.withdrawalsEmpty} icon={<Inbox size={28} />} />;
  else content = <WithdrawalsTable rows={withdrawals.data.data} onOpen={(row) => setOpenId(row.id)} />;

  const options: { value: WithdrawalStatus | undefined; label: string }[] = [
    { value: undefined, label: t.withdrawalsStatusAll },
    ...withdrawalStatuses.map((value) => ({ value, label: statusViews[value].label })),
  ];
  return (
    <div className={pageStyles.page}>
      <PageHeader title={academyTexts.backOffice.withdrawals} lead={t.withdrawalsLead} />
      <div className={pageStyles.toolbar}>
        <div role="group" aria-label={t.withdrawalsStatusFilter} className={styles.stateFilter}>
          {options.map((option) => (
            <button
              key={option.label}
              type="button"
              className={styles.stateButton}
              aria-pressed={option.value === status}
              onClick={() => chooseStatus(option.value)}
            >
              {option.label}
              {option.value === 'pendiente' && withdrawals.data ? <span className={styles.badge}>{withdrawals.data.pendingTotal}</span> : null}
            </button>
          ))}
        </div>
        <SearchField label={t.withdrawalsSearch} placeholder={t.withdrawalsSearch} value={search} onChange={changeSearch} />
      </div>
      <div
        className={[pageStyles.card, styles.card, withdrawals.isPlaceholderData ? styles.isRefreshing : undefined].filter(Boolean).join(' ')}
        aria-busy={withdrawals.isFetching ? true : undefined}
      >
        {content}
        {withdrawals.data ? (
          <div className={styles.pager}>
            <Pager page={page} pageSize={PAGE_SIZE} total={withdrawals.data.page.total} onPageChange={setPage} label={t.withdrawalsTableLabel} />
          </div>
        ) : null}
      </div>
      <WithdrawalDecisionDialog item={open} onClose={() => setOpenId(null)} />
    </div>
  );
}

function WithdrawalsTable({ rows, onOpen }: { rows: readonly DeskWithdrawal[]; onOpen: (row: DeskWithdrawal) => void }) {
  return (
    <table className={tableStyles.table} aria-label={t.withdrawalsTableLabel}>
      <thead>
        <tr>
          <th scope="col">{t.columnStudent}</th>
          <th scope="col">{t.columnGroup}</th>
          <th scope="col">{t.columnEffective}</th>
          <th scope="col">{t.columnReason}</th>
          <th scope="col">{t.columnStatus}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const status = statusViews[row.status];
          return (
            <tr key={row.id}>
              <td data-label={t.columnStudent}>
                {/* One box per cell: on phones the cell is a label/value grid. */}
                <div>
                  <button type="button" className={tableStyles.openButton} onClick={() => onOpen(row)} aria-haspopup="dialog">
                    {row.student.fullname}
                    <span className="visually-hidden">{`, ${row.status === 'pendiente' ? t.decide : t.response}`}</span>
                  </button>
                  <span className={styles.secondary}>{row.student.emailaddress1}</span>
                </div>
              </td>
              <td data-label={t.columnGroup} className={styles.groupCell}>
                <div>
                  {row.group.edu_formacion}
                  {row.formation ? <span className={styles.secondary}>{row.formation.edu_formacion}</span> : null}
                </div>
              </td>
              <td data-label={t.columnEffective}>
                <div>
                  <time dateTime={row.effective_date} className={styles.nowrap}>
                    {formatAcademyDay(row.effective_date) ?? row.effective_date}
                  </time>
                  <span className={styles.secondary}>{fill(t.requestedOn, { date: formatAcademyDay(row.created_at) ?? row.created_at })}</span>
                </div>
              </td>
              <td data-label={t.columnReason} className={styles.reasonCell}>
                <div>
                  {getReasonLabel(row.survey.motivo)}
                  {row.survey.valoracion !== null ? <span className={styles.secondary}>{fill(t.rating, { value: String(row.survey.valoracion) })}</span> : null}
                </div>
              </td>
              <td data-label={t.columnStatus} className={styles.nowrap}>
                <StatusPill label={status.label} colour={status.colour} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
