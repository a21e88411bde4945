import { academyTexts } from '@campus/contract';
import { isAcademyUser, texts, type BackOfficeSummaryAnswer } from '@campus/contract';
import { ClipboardList, FileUp, GraduationCap, History, KeyRound, ShieldAlert, UserMinus, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { formatAcademyDateTime } from '../../lib/academy-date';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useBackOfficeSummary } from './api/get-back-office-summary';
import styles from './back-office-home.module.css';

const t = academyTexts.backOfficeDesk;
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (match, key: string) => (values[key] === undefined ? match : String(values[key])));
const count = (value: number) => value.toLocaleString('es-ES');

/** /gestion (issue 31): a card per section of the back office with a live figure, and the latest changes. */
export function BackOfficeHomeRoute() {
  usePageTitle(texts.backOffice.home);
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <HomeRefusal />;
  return <BackOfficeHome />;
}

function HomeRefusal() {
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

interface SectionCard {
  to: string;
  title: string;
  icon: ReactNode;
  figures: (data: BackOfficeSummaryAnswer['data']) => string[];
}

const sections: SectionCard[] = [
  {
    to: paths.backOfficePeople,
    title: academyTexts.backOffice.people,
    icon: <Users size={22} />,
    figures: (d) => [fill(t.summaryPeople, { count: count(d.people) }), fill(t.summaryActiveStudents, { count: count(d.activeStudents) })],
  },
  {
    to: paths.backOfficeFormations,
    title: academyTexts.backOffice.formations,
    icon: <GraduationCap size={22} />,
    figures: (d) => [fill(t.summaryGroups, { count: count(d.groups), formations: count(d.formations) })],
  },
  {
    to: paths.backOfficeWithdrawals,
    title: academyTexts.backOffice.withdrawals,
    icon: <UserMinus size={22} />,
    figures: (d) => [fill(t.summaryPendingWithdrawals, { count: count(d.pendingWithdrawals) })],
  },
  {
    to: paths.backOfficeImports,
    title: academyTexts.backOffice.imports,
    icon: <FileUp size={22} />,
    figures: (d) => [d.lastImportAt ? fill(t.summaryLastImport, { date: formatAcademyDateTime(d.lastImportAt) ?? '' }) : t.summaryNoImport],
  },
  {
    to: paths.backOfficeApiKeys,
    title: academyTexts.backOffice.apiKeys,
    icon: <KeyRound size={22} />,
    figures: (d) => [fill(t.summaryApiKeys, { count: count(d.activeApiKeys) })],
  },
  {
    to: paths.backOfficeAudit(),
    title: academyTexts.backOffice.audit,
    icon: <History size={22} />,
    figures: (d) => [fill(t.summaryAuditEntries, { count: count(d.auditEntries) })],
  },
];

function BackOfficeHome() {
  const summary = useBackOfficeSummary();
  if (isApiError(summary.error, 403)) return <HomeRefusal />;
  const data = summary.data?.data;
  return (
    <div className={pageStyles.page}>
      <PageHeader title={texts.backOffice.home} lead={academyTexts.backOffice.homeLead} />
      {summary.isError ? <p role="alert">{t.summaryError}</p> : null}
      <nav aria-label={academyTexts.backOffice.navLabel}>
        <ul className={styles.cards}>
          {sections.map((section) => (
            <li key={section.to}>
              <Link to={section.to} className={styles.card}>
                <span className={styles.icon} aria-hidden="true">
                  {section.icon}
                </span>
                <span className={styles.cardText}>
                  <span className={styles.cardTitle}>{section.title}</span>
                  {data
                    ? section.figures(data).map((figure) => (
                        <span key={figure} className={styles.figure}>
                          {figure}
                        </span>
                      ))
                    : null}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section className={[pageStyles.card, styles.latest].join(' ')} aria-labelledby="back-office-latest">
        <div className={styles.latestHeader}>
          <h2 id="back-office-latest" className={styles.latestTitle}>
            {t.summaryLatest}
          </h2>
          <Link to={paths.backOfficeAudit()}>{t.summarySeeAll}</Link>
        </div>
        {summary.isPending ? (
          <ListSkeleton rows={3} pictureSize="0px" />
        ) : !data || data.latestAudit.length === 0 ? (
          <EmptyState message={t.summaryLatestEmpty} icon={<ClipboardList size={28} />} />
        ) : (
          <ol className={styles.entries}>
            {data.latestAudit.map((entry) => (
              <li key={entry.id} className={styles.entry}>
                <span className={styles.entrySummary}>{entry.summary}</span>
                <span className={styles.entryMeta}>
                  <time dateTime={entry.at}>{formatAcademyDateTime(entry.at)}</time> · {entry.actor.name}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
