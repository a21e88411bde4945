import type { TeachingToday, TeachingTodayItem } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import { CheckCircle2, ClipboardCheck, MessageCircleQuestion, CalendarClock, ListTodo } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { formatAcademyDateTime } from '../../lib/academy-date';
import { getTodayItemPath } from './teacher-paths';
import dashboardStyles from './dashboard.module.css';
import styles from './teacher-home.module.css';

const t = texts.teachingHome.today;
/** Items shown per kind: the panel stays short; "y N más" says the rest (the count is whole). */
const SHOWN_PER_KIND = 4;

interface TodayList {
  key: 'deliveries' | 'requests' | 'questions';
  label: string;
  empty: string;
  icon: ReactNode;
}

const lists: readonly TodayList[] = [
  { key: 'deliveries', label: t.deliveries, empty: t.noDeliveries, icon: <ClipboardCheck aria-hidden="true" size={18} /> },
  { key: 'requests', label: t.requests, empty: t.noRequests, icon: <CalendarClock aria-hidden="true" size={18} /> },
  { key: 'questions', label: t.questions, empty: t.noQuestions, icon: <MessageCircleQuestion aria-hidden="true" size={18} /> },
];

function TodayItem({ item }: { item: TeachingTodayItem }) {
  const where = item.kind === 'comment' ? t.classComment : item.kind === 'post' ? t.boardPost : null;
  return (
    <li className={styles.todayItem}>
      <Link to={getTodayItemPath(item)} className={styles.todayLink}>
        {item.title}
      </Link>
      <p className={styles.todayMeta}>
        <span>{item.student.fullname}</span>
        <span aria-hidden="true">·</span>
        <span>{item.group.name}</span>
        {where ? (
          <>
            <span aria-hidden="true">·</span>
            <span>{where}</span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <time dateTime={item.at}>{formatAcademyDateTime(item.at, 'd MMM, HH:mm')}</time>
      </p>
    </li>
  );
}

/** "Para hoy": how many deliveries to grade, requests to answer and questions without an answer, and each one linked. */
export function TeacherToday({ today }: { today: TeachingToday }) {
  const total = today.counts.deliveries + today.counts.requests + today.counts.questions;
  return (
    <section className={dashboardStyles.panel} aria-labelledby="teacher-today-title">
      <h2 id="teacher-today-title" className={dashboardStyles.panelTitle}>
        <ListTodo aria-hidden="true" size={20} />
        {t.title}
      </h2>
      <ul role="list" className={styles.counts} aria-live="polite">
        {lists.map((list) => (
          <li key={list.key} className={styles.count} data-empty={today.counts[list.key] === 0 || undefined}>
            <span className={styles.countIcon}>{list.icon}</span>
            <strong className={styles.countValue}>{today.counts[list.key]}</strong>
            <span className={styles.countLabel}>{list.label}</span>
          </li>
        ))}
      </ul>
      {total === 0 ? (
        <EmptyState message={t.empty} icon={<CheckCircle2 size={28} />} />
      ) : (
        lists
          .filter((list) => today.counts[list.key] > 0)
          .map((list) => {
            const items = today[list.key].slice(0, SHOWN_PER_KIND);
            const hidden = today.counts[list.key] - items.length;
            return (
              <div key={list.key} className={styles.todayGroup}>
                <h3 className={styles.todayTitle}>
                  {list.icon}
                  {list.label}
                </h3>
                <ul role="list" className={styles.todayList}>
                  {items.map((item) => (
                    <TodayItem key={`${item.kind}-${item.id}`} item={item} />
                  ))}
                </ul>
                {hidden > 0 ? <p className={dashboardStyles.muted}>{t.more(hidden)}</p> : null}
              </div>
            );
          })
      )}
    </section>
  );
}
