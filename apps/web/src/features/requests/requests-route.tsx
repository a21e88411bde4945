import { isTeacherContact, parseContactTypes, texts, type RequestItem } from '@campus/contract';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import tableStyles from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { FreemiumLocked } from '../../components/freemium-locked';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { findSectionRoute, SectionSwitcher } from '../../components/section-switcher';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useIsMobile } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { formatAcademyDay } from '../../lib/academy-date';
import { useRequests, type RequestsSide } from './api/get-requests';
import { useWithdrawalRequests } from './api/get-withdrawal-requests';
import { FreemiumRequestsPreview } from './freemium-requests-preview';
import { fillTime, RequestDetailDialog } from './request-detail-dialog';
import { RequestStatusPill } from './status-pill';
import { useRequestUpdates } from './use-request-updates';
import { WithdrawalRequestsTable } from './withdrawal-requests-table';
import styles from './requests.module.css';

/**
 * /solicitudes (spec 002 §Requests): the student's tutoring requests (name, teacher, group, status,
 * date; a detail modal with the response) and withdrawal requests, or, for a teacher, the requests addressed to them, which
 * they approve or reject from the detail. `?section=chat` (Correo, Tablon, Chat, FAQs, Incidencias)
 * goes to that section; the section switcher shows on non-mobile widths.
 */
export function RequestsRoute() {
  usePageTitle(texts.requests.sectionRequests);
  const [searchParams] = useSearchParams();
  const user = useSessionUser();
  const isMobile = useIsMobile();
  useRequestUpdates();

  const target = findSectionRoute(searchParams.get('section'));
  if (target && target !== paths.requests) return <Navigate to={target} replace />;

  const side: RequestsSide = user && isTeacherContact(parseContactTypes(user.edu_tipocontacto)) ? 'teacher' : 'student';
  if (user?.freemium) {
    // Locked as the rest of freemium (issue 29): the lists' calls are refused to a visitor, so none is made.
    return (
      <div className={pageStyles.page}>
        {isMobile ? null : <SectionSwitcher />}
        <h1 className="visually-hidden">{texts.requests.sectionRequests}</h1>
        <FreemiumLocked featureName={texts.requests.freemiumFeatureName}>
          <PageHeader title={texts.requests.sectionRequests} lead={texts.requests.ownHeading} />
          <FreemiumRequestsPreview />
        </FreemiumLocked>
      </div>
    );
  }
  return (
    <div className={pageStyles.page}>
      {isMobile ? null : <SectionSwitcher />}
      <PageHeader title={texts.requests.sectionRequests} lead={side === 'teacher' ? texts.requests.receivedHeading : texts.requests.ownHeading} />
      {side === 'student' ? (
        <StudentRequests contactCode={user?.edu_codigocontacto ?? null} />
      ) : (
        <RequestsList side={side} contactCode={user?.edu_codigocontacto ?? null} />
      )}
    </div>
  );
}

/**
 * The student's side: their tutoring requests and, below, their withdrawal requests (issue 13) when they have
 * any; 'No hay solicitudes' only when there are none of either.
 */
function StudentRequests({ contactCode }: { contactCode: string | null }) {
  const withdrawals = useWithdrawalRequests(contactCode);
  const withdrawalItems = withdrawals.data?.data ?? [];
  return (
    <div className={styles.sections}>
      <RequestsList side="student" contactCode={contactCode} hasOtherRequests={withdrawalItems.length > 0} />
      {withdrawals.isError ? (
        <div className={styles.card} role="alert">
          <EmptyState message={texts.enrolments.withdrawalsError} icon={<AlertCircle size={28} />} />
        </div>
      ) : null}
      {withdrawalItems.length > 0 ? <WithdrawalRequestsTable items={withdrawalItems} /> : null}
    </div>
  );
}

function RequestsList({ side, contactCode, hasOtherRequests = false }: { side: RequestsSide; contactCode: string | null; hasOtherRequests?: boolean }) {
  const requests = useRequests(side, contactCode);
  const [openId, setOpenId] = useState<number | null>(null);
  // The open detail follows the cache: a decision pushed meanwhile shows in it at once.
  const open = requests.data?.requests.find((item) => item.id === openId) ?? null;

  if (requests.isPending) {
    return (
      <div className={styles.card} aria-busy="true">
        <ListSkeleton rows={4} pictureSize="0px" />
      </div>
    );
  }
  if (requests.isError) {
    return (
      <div className={styles.card} role="alert">
        <EmptyState message={texts.requests.fetchError} icon={<AlertCircle size={28} />} />
      </div>
    );
  }
  const items = requests.data.requests;
  if (items.length === 0) {
    // The withdrawal requests below are the list: an empty tutoring list says nothing.
    if (hasOtherRequests) return null;
    return (
      <div className={styles.card}>
        <EmptyState message={side === 'teacher' ? texts.requests.receivedEmpty : texts.requests.empty} />
      </div>
    );
  }
  return (
    <div className={styles.card}>
      <table className={tableStyles.table}>
        <thead>
          <tr>
            <th scope="col">{texts.requests.nameColumn}</th>
            <th scope="col">{side === 'teacher' ? texts.requests.studentColumn : texts.requests.teacherLabel}</th>
            <th scope="col">{texts.requests.groupLabel}</th>
            <th scope="col">{texts.requests.statusColumn}</th>
            <th scope="col">{texts.requests.dateLabel}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <RequestRow key={item.id} item={item} side={side} onOpen={() => setOpenId(item.id)} />
          ))}
        </tbody>
      </table>
      <RequestDetailDialog item={open} side={side} onClose={() => setOpenId(null)} />
    </div>
  );
}

function RequestRow({ item, side, onOpen }: { item: RequestItem; side: RequestsSide; onOpen: () => void }) {
  return (
    <tr>
      <td data-label={texts.requests.nameColumn}>
        {/* One block: on phones the cell is a label and a value, and the question belongs to the value. */}
        <span className={styles.nameCell}>
          {/* The name opens the detail: a real button, reachable and operable by keyboard. */}
          <button type="button" className={tableStyles.openButton} onClick={onOpen} aria-haspopup="dialog">
            {item.title}
            <span className="visually-hidden">{`, ${texts.requests.openDetail}`}</span>
          </button>
          {/* The teacher reads what it is about before opening it (issue 30). */}
          {side === 'teacher' && item.message ? <span className={styles.excerpt}>{item.message}</span> : null}
        </span>
      </td>
      <td data-label={side === 'teacher' ? texts.requests.studentColumn : texts.requests.teacherLabel}>
        {side === 'teacher' ? item.student_fullname : item.fullname}
      </td>
      <td data-label={texts.requests.groupLabel}>{item.edu_formacion}</td>
      <td data-label={texts.requests.statusColumn}>
        <RequestStatusPill status={item.status} />
      </td>
      <td data-label={texts.requests.dateLabel}>
        <span>
          <span className={styles.date}>{formatAcademyDay(item.date)}</span>
          <span className={styles.time}>{fillTime(item)}</span>
        </span>
      </td>
    </tr>
  );
}
