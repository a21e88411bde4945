import { academyTexts } from '@campus/contract';
import { isAcademyUser, texts } from '@campus/contract';
import { History, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { Pager } from '../../components/pager';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useAuditLog } from './api/list-audit-log';
import { AuditEntryList } from './audit-entry-list';
import { AuditFilters, emptyAuditFilters, type AuditFilterValues } from './audit-filters';
import styles from './audit-log.module.css';

const t = academyTexts.backOfficeDesk;
const PAGE_SIZE = 25;
const filterKeys = Object.keys(emptyAuditFilters) as (keyof AuditFilterValues)[];

/** /gestion/auditoria (issue 31): every back-office change, searchable; `?entidad=&id=` opens one thing's history. */
export function AuditLogRoute() {
  usePageTitle(academyTexts.backOffice.audit);
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <AuditRefusal />;
  return <AuditLogPage />;
}

function AuditRefusal() {
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

/** The filters read from the address (the same object while it does not change). */
function useAddressFilters(): [AuditFilterValues, (values: AuditFilterValues) => void] {
  const [params, setParams] = useSearchParams();
  const key = filterKeys.map((name) => params.get(name) ?? '').join('\u0000');
  const [cached, setCached] = useState<{ key: string; values: AuditFilterValues }>(() => ({
    key,
    values: Object.fromEntries(filterKeys.map((name) => [name, params.get(name) ?? ''])) as unknown as AuditFilterValues,
  }));
  let values = cached.values;
  if (cached.key !== key) {
    values = Object.fromEntries(filterKeys.map((name) => [name, params.get(name) ?? ''])) as unknown as AuditFilterValues;
    setCached({ key, values });
  }
  const apply = (next: AuditFilterValues) => setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
  return [values, apply];
}

function AuditLogPage() {
  const [filters, applyFilters] = useAddressFilters();
  const [page, setPage] = useState(1);
  const log = useAuditLog({ ...filters, page, pageSize: PAGE_SIZE });

  if (isApiError(log.error, 403)) return <AuditRefusal />;

  const apply = (values: AuditFilterValues) => {
    setPage(1);
    applyFilters(values);
  };

  let content;
  if (log.isPending) content = <ListSkeleton rows={6} pictureSize="0px" />;
  else if (log.isError) content = <EmptyState message={log.error.message} />;
  else if (log.data.data.length === 0) content = <EmptyState message={t.auditEmpty} icon={<History size={28} />} />;
  else content = <AuditEntryList entries={log.data.data} />;

  return (
    <div className={pageStyles.page}>
      <PageHeader title={academyTexts.backOffice.audit} lead={t.auditLead} />
      <AuditFilters values={filters} onApply={apply} />
      <div
        className={[pageStyles.card, styles.card, log.isPlaceholderData ? styles.isRefreshing : undefined].filter(Boolean).join(' ')}
        aria-busy={log.isFetching ? true : undefined}
      >
        {content}
        {log.data ? (
          <div className={styles.pager}>
            <Pager page={page} pageSize={PAGE_SIZE} total={log.data.page.total} onPageChange={setPage} label={t.auditListLabel} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
