import { isStaffContact, parseContactTypes, texts } from '@campus/contract';
import { PenLine } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { FreemiumLocked } from '../../components/freemium-locked';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useDashboardNotifications } from './api/get-dashboard-notifications';
import { buildFreemiumSampleNotices } from './freemium-sample-notices';
import { NoticeList } from './notice-list';
import { countMatching, NoticesContent, NoticesSearch, useNoticesNow } from './notices-panel';
import { NOTICE_PARAM, noticesWebTexts } from './notices-texts';
import { useDashboardNotificationUpdates } from './use-dashboard-notification-updates';
import styles from './dashboard-notifications.module.css';

const t = texts.dashboardNotifications;

/**
 * /notificaciones (spec 002 §2 "Dashboard notifications"): the notices the academy sent to the user's groups
 * or to them, newest first, searched by title or message, each opening to its recipients, groups and message.
 * Admin users and staff see every notice, the scheduled ones with a clock. Freemium visitors see it blurred
 * and locked with the purchase prompt (spec 002 §6). New notices arrive live. `history` (issue 29, composed by
 * the app: the bell's feature owns it) is the person's own notifications, shown under the notices.
 */
export function DashboardNotificationsRoute({ history }: { history?: ReactNode } = {}) {
  usePageTitle(texts.menu.notifications);
  const user = useSessionUser();
  const isFreemium = user?.freemium ?? false;
  const isAcademy = !!user && (user.admin || isStaffContact(parseContactTypes(user.edu_tipocontacto)));

  if (isFreemium) {
    return (
      <div className={pageStyles.page}>
        {/* The preview's heading is hidden with it; the page keeps its own for assistive technology. */}
        <h1 className="visually-hidden">{t.heading}</h1>
        <FreemiumLocked featureName={t.freemiumFeature}>
          <NoticesHeader isAcademy={false} />
          <div className={styles.card}>
            <NoticeList items={buildFreemiumSampleNotices()} search="" ownCode={null} now={new Date()} label={noticesWebTexts.listLabel} />
          </div>
        </FreemiumLocked>
      </div>
    );
  }
  return <NoticesPage ownCode={user?.edu_codigocontacto ?? null} isAcademy={isAcademy} history={history} />;
}

function NoticesHeader({ isAcademy }: { isAcademy: boolean }) {
  return (
    <PageHeader
      title={t.heading}
      lead={t.lead}
      actions={
        isAcademy ? (
          <Link to={paths.academyNotifications} className={buttonClassName({ variant: 'secondary' })}>
            <PenLine aria-hidden="true" size={18} />
            {noticesWebTexts.writeNotices}
          </Link>
        ) : null
      }
    />
  );
}

function NoticesPage({ ownCode, isAcademy, history }: { ownCode: string | null; isAcademy: boolean; history: ReactNode }) {
  const [search, setSearch] = useState('');
  const notices = useDashboardNotifications();
  useDashboardNotificationUpdates();
  useQueryErrorToast(notices, t.fetchError);
  const now = useNoticesNow(notices);
  const [searchParams] = useSearchParams();
  const linked = Number(searchParams.get(NOTICE_PARAM)) || null;
  const hasData = !!notices.data;

  // A link to one notice (?aviso=<id>) opens it and brings it into view once the list is there.
  useEffect(() => {
    if (linked !== null && hasData) document.getElementById(`aviso-${linked}`)?.scrollIntoView?.({ block: 'center' });
  }, [linked, hasData]);

  return (
    <div className={pageStyles.page}>
      <NoticesHeader isAcademy={isAcademy} />
      <NoticesSearch search={search} onSearch={setSearch} matching={countMatching(notices.data, search)} />
      <section className={styles.card} aria-busy={notices.isPending || undefined} aria-label={noticesWebTexts.listLabel}>
        <NoticesContent notices={notices} search={search} ownCode={ownCode} now={now} initiallyExpanded={linked} label={noticesWebTexts.listLabel} />
      </section>
      {history}
    </div>
  );
}
