import { texts, type DashboardNotification } from '@campus/contract';
import { SearchX } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { matchesAllWords } from '../../lib/search-text';
import { NoticeItem } from './notice-item';
import styles from './dashboard-notifications.module.css';

/** Whether a notice matches the search box (spec 002: by title or message; accents and case ignored). */
export function matchesNoticeSearch(item: Pick<DashboardNotification, 'title' | 'message'>, search: string): boolean {
  return matchesAllWords(search, [item.title, item.message]);
}

interface NoticeListProps {
  items: readonly DashboardNotification[];
  search: string;
  ownCode: string | null;
  now: Date;
  /** The notice a link opens (?aviso=<id>), on arrival or while the page is open. */
  initiallyExpanded?: number | null;
  headingLevel?: 2 | 3;
  label: string;
  renderActions?: (item: DashboardNotification) => ReactNode;
}

/** The notices that match the search, each a disclosure; several may be open at once. */
export function NoticeList({ items, search, ownCode, now, initiallyExpanded = null, headingLevel, label, renderActions }: NoticeListProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set(initiallyExpanded === null ? [] : [initiallyExpanded]));
  // A new link while the page is open (a notice clicked in the bell) opens that one too.
  const [linked, setLinked] = useState(initiallyExpanded);
  if (linked !== initiallyExpanded) {
    setLinked(initiallyExpanded);
    if (initiallyExpanded !== null) setExpanded((open) => new Set(open).add(initiallyExpanded));
  }
  const toggle = (id: number) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const shown = items.filter((item) => matchesNoticeSearch(item, search));
  if (shown.length === 0) return <EmptyState message={texts.dashboardNotifications.noMatches} icon={<SearchX size={28} />} />;
  return (
    <ul className={styles.list} role="list" aria-label={label}>
      {shown.map((item) => (
        <NoticeItem
          key={item.id}
          item={item}
          ownCode={ownCode}
          now={now}
          headingLevel={headingLevel}
          isExpanded={expanded.has(item.id)}
          onToggle={() => toggle(item.id)}
          actions={renderActions?.(item)}
        />
      ))}
    </ul>
  );
}
