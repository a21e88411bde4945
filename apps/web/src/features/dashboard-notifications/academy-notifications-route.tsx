import { isStaffContact, parseContactTypes, texts, type DashboardNotification } from '@campus/contract';
import { Ban, ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useCancelDashboardNotification } from './api/cancel-dashboard-notification';
import { useDashboardNotifications } from './api/get-dashboard-notifications';
import { ComposeNoticeForm } from './compose-notice-form';
import { isScheduledLater } from './format-notification-date';
import { countMatching, NoticesContent, NoticesSearch, useNoticesNow } from './notices-panel';
import { noticesWebTexts } from './notices-texts';
import { useDashboardNotificationUpdates } from './use-dashboard-notification-updates';
import styles from './dashboard-notifications.module.css';

const t = texts.dashboardNotifications;

/**
 * /gestion/notificaciones (issue 11, beyond the spec): admin users and staff write dashboard notifications to
 * groups and/or people, now or scheduled, and see everything the academy has written, newest first, the
 * scheduled ones with a clock and a way to cancel them. The server refuses everyone else; they see a refusal.
 */
export function AcademyNotificationsRoute() {
  usePageTitle(texts.menu.academyNotifications);
  const user = useSessionUser();
  const isAcademy = !!user && (user.admin || isStaffContact(parseContactTypes(user.edu_tipocontacto)));
  if (!isAcademy) return <AcademyRefusal />;
  return <AcademyNoticesPage ownCode={user.edu_codigocontacto} />;
}

/** What a student who types the address sees: no form, a way to their own notices. */
function AcademyRefusal() {
  return (
    <MessageCard icon={<ShieldAlert size={36} />} eyebrow={texts.errors.forbidden} title={t.refusedHeading} tone="danger">
      <p>{t.refusedMessage}</p>
      <MessageCardActions>
        <Link to={paths.notifications} className={buttonClassName({ variant: 'primary' })}>
          {noticesWebTexts.seeNotices}
        </Link>
        <Link to={paths.home} className={buttonClassName({ variant: 'secondary' })}>
          {noticesWebTexts.backHome}
        </Link>
      </MessageCardActions>
    </MessageCard>
  );
}

function AcademyNoticesPage({ ownCode }: { ownCode: string }) {
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [cancelling, setCancelling] = useState<DashboardNotification | null>(null);
  const notices = useDashboardNotifications();
  useDashboardNotificationUpdates();
  useQueryErrorToast(notices, t.fetchError);
  const now = useNoticesNow(notices);

  return (
    <div className={pageStyles.page}>
      <PageHeader title={t.academyHeading} lead={t.academyLead} />
      <div className={styles.academyLayout}>
        <section className={styles.panel}>
          <ComposeNoticeForm />
        </section>
        <section className={styles.panel} aria-labelledby={`${searchId}-heading`}>
          <h2 id={`${searchId}-heading`} className={styles.sectionTitle}>
            {t.listHeading}
          </h2>
          <NoticesSearch search={search} onSearch={setSearch} matching={countMatching(notices.data, search)} />
          <div aria-busy={notices.isPending || undefined}>
            <NoticesContent
              notices={notices}
              search={search}
              ownCode={ownCode}
              now={now}
              headingLevel={3}
              label={noticesWebTexts.academyListLabel}
              renderActions={(item) =>
                isScheduledLater(item, now) ? (
                  <button
                    type="button"
                    className={buttonClassName({ variant: 'secondary', size: 'small' })}
                    onClick={() => setCancelling(item)}
                    aria-haspopup="dialog"
                  >
                    <Ban aria-hidden="true" size={16} />
                    {t.cancel}
                  </button>
                ) : null
              }
            />
          </div>
        </section>
      </div>
      <CancelNoticeDialog item={cancelling} onClose={() => setCancelling(null)} />
    </div>
  );
}

/** The confirmation before cancelling a scheduled notice: nobody will get it. */
function CancelNoticeDialog({ item, onClose }: { item: DashboardNotification | null; onClose: () => void }) {
  const cancel = useCancelDashboardNotification();
  const confirm = async () => {
    if (!item) return;
    try {
      await cancel.mutateAsync(item.id);
      toast.success(t.cancelled);
      onClose();
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t.cancelError);
      onClose();
    }
  };
  return (
    <ModalDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={noticesWebTexts.cancelTitle}
      description={t.cancelConfirm}
      closeLabel={noticesWebTexts.close}
    >
      {item ? <p className={styles.muted}>{item.title}</p> : null}
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
          {t.cancelKeep}
        </button>
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => void confirm()} disabled={cancel.isPending}>
          {cancel.isPending ? <Spinner size="small" /> : <Ban aria-hidden="true" size={18} />}
          {t.cancel}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
