import type { TeachingHomeGroup } from '@campus/contract';
import { formatPercent, texts } from '@campus/contract/plain';
import { BookOpen, ClipboardList, GraduationCap, Users } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { paths } from '../../lib/routes';
import { teacherPaths } from './teacher-paths';
import dashboardStyles from './dashboard.module.css';
import styles from './teacher-home.module.css';

const t = texts.teachingHome.groups;

/** A labelled bar of a 0–100 figure, its value written with formatPercent. */
function FigureBar({ label, value, groupName }: { label: string; value: number; groupName: string }) {
  const clamped = Math.min(100, Math.max(0, value));
  return (
    <div className={styles.figure}>
      <p className={styles.figureLine}>
        <span>{label}</span>
        <strong className={styles.figureValue}>{formatPercent(value)}</strong>
      </p>
      <div
        className={dashboardStyles.bar}
        role="progressbar"
        aria-label={`${label} · ${groupName}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Number(clamped.toFixed(2))}
        aria-valuetext={formatPercent(value)}
      >
        <span className={dashboardStyles.barFill} style={{ width: `${clamped}%` }} />
      </div>
    </div>
  );
}

function GroupCard({ group }: { group: TeachingHomeGroup }) {
  const titleId = `teacher-group-${group.code}`;
  return (
    <li className={styles.groupCard} aria-labelledby={titleId}>
      <div className={styles.groupHead}>
        <p className={dashboardStyles.eyebrow}>{group.formation.name}</p>
        <h3 id={titleId} className={styles.groupName}>
          {group.name}
        </h3>
        <p className={dashboardStyles.muted}>
          <Users aria-hidden="true" size={15} />
          {t.students(group.students)}
        </p>
      </div>
      <FigureBar label={t.progress} value={group.progress} groupName={group.name} />
      {group.attendance === null ? (
        <p className={styles.figureLine}>
          <span>{t.attendance}</span>
          <span className={dashboardStyles.muted}>{t.noClassesYet}</span>
        </p>
      ) : (
        <FigureBar label={t.attendance} value={group.attendance} groupName={group.name} />
      )}
      <nav className={styles.groupLinks} aria-label={t.linksLabel(group.name)}>
        <Link to={teacherPaths.group(group.code)} className={styles.groupLink}>
          <GraduationCap aria-hidden="true" size={16} />
          {t.participants}
        </Link>
        <Link to={teacherPaths.gradebook(group.code)} className={styles.groupLink}>
          <ClipboardList aria-hidden="true" size={16} />
          {t.gradebook}
        </Link>
        <Link to={paths.formation(group.formation.code, group.code)} className={styles.groupLink}>
          <BookOpen aria-hidden="true" size={16} />
          {t.formation}
        </Link>
      </nav>
    </li>
  );
}

/** His groups as cards: formation, students, average progress and attendance, and where to work on each. */
export function TeacherGroups({ groups }: { groups: readonly TeachingHomeGroup[] }) {
  return (
    <section className={dashboardStyles.panel} aria-labelledby="teacher-groups-title">
      <h2 id="teacher-groups-title" className={dashboardStyles.panelTitle}>
        <Users aria-hidden="true" size={20} />
        {t.title}
      </h2>
      {groups.length === 0 ? (
        <EmptyState message={t.empty} icon={<Users size={28} />} />
      ) : (
        <ul role="list" className={styles.groups}>
          {groups.map((group) => (
            <GroupCard key={group.code} group={group} />
          ))}
        </ul>
      )}
    </section>
  );
}
