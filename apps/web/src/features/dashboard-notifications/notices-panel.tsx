import { texts, type DashboardNotification, type DashboardNotificationsAnswer } from '@campus/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from '../../components/button-class';
import { useNow } from '../../lib/use-now';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import pageStyles from '../../components/page.module.css';
import { SearchField } from '../../components/search-field';
import { matchesNoticeSearch, NoticeList } from './notice-list';
import { NOTICES_SKELETON_ROWS, noticesWebTexts } from './notices-texts';

const t = texts.dashboardNotifications;

/** The search box 'Buscar notificación...' and, once the list is there, how many notices match. */
export function NoticesSearch({ search, onSearch, matching }: { search: string; onSearch: (search: string) => void; matching: number | null }) {
  return (
    <div className={pageStyles.toolbar}>
      <SearchField label={t.searchLabel} placeholder={t.search} value={search} onChange={onSearch} />
      {matching === null ? null : (
        <p className={pageStyles.count} aria-live="polite">
          {noticesWebTexts.resultsCount(matching)}
        </p>
      )}
    </div>
  );
}

/** How often the pages re-read the clock, so a scheduled notice loses its clock when its time comes. */
const CLOCK_REFRESH_MS = 30_000;

/**
 * The instant the list is read at: the clock (re-read every 30 s), and never earlier than the list's last
 * change. A notice released at its time arrives as a push: the render it causes must not read it against a
 * clock up to 30 s old, or the notice that was just sent would still show its clock.
 */
export function useNoticesNow(notices: Pick<UseQueryResult<DashboardNotificationsAnswer>, 'dataUpdatedAt'>): Date {
  const now = useNow(CLOCK_REFRESH_MS);
  return new Date(Math.max(now.getTime(), notices.dataUpdatedAt));
}

/** How many of the loaded notices match the search; null while there is no list. */
export function countMatching(answer: DashboardNotificationsAnswer | undefined, search: string): number | null {
  return answer ? answer.notifications.filter((item) => matchesNoticeSearch(item, search)).length : null;
}

interface NoticesContentProps {
  notices: UseQueryResult<DashboardNotificationsAnswer>;
  search: string;
  ownCode: string | null;
  now: Date;
  label: string;
  headingLevel?: 2 | 3;
  initiallyExpanded?: number | null;
  renderActions?: (item: DashboardNotification) => ReactNode;
}

/**
 * The list in each of its states: a 10-row skeleton while loading (spec 002 §9), 'Error al obtener las
 * notificiaciones del dashboard' with a retry, the empty state, or the notices.
 */
export function NoticesContent({ notices, search, ownCode, now, label, headingLevel, initiallyExpanded, renderActions }: NoticesContentProps) {
  if (notices.isPending) return <ListSkeleton rows={NOTICES_SKELETON_ROWS} pictureSize="36px" />;
  if (notices.isError) {
    return (
      <div role="alert">
        <EmptyState message={t.fetchError} icon={<AlertCircle size={28} />}>
          <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void notices.refetch()}>
            <RefreshCw aria-hidden="true" size={16} />
            {noticesWebTexts.retry}
          </button>
        </EmptyState>
      </div>
    );
  }
  if (notices.data.notifications.length === 0) return <EmptyState message={t.empty} />;
  return (
    <NoticeList
      items={notices.data.notifications}
      search={search}
      ownCode={ownCode}
      now={now}
      label={label}
      headingLevel={headingLevel}
      initiallyExpanded={initiallyExpanded}
      renderActions={renderActions}
    />
  );
}
