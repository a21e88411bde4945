import { academyTexts } from '@campus/contract';
import { isAcademyUser, type PersonDetail, type SentInvitation } from '@campus/contract';
import { ArrowLeft, Ban, History, Mail, Pencil, RotateCcw, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { FactList } from '../../components/detail-blocks';
import { ListSkeleton } from '../../components/list-skeleton';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { formatAcademyDateTime, formatAcademyDay } from '../../lib/academy-date';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { usePerson } from './api/get-person';
import { useInvitePerson } from './api/invite-person';
import { useSetSuspension } from './api/set-suspension';
import { InvitationLinkDialog } from './invitation-link-dialog';
import { BackOfficeRefusal, describeTypes, PersonStatePill } from './people-route';
import { PersonFormDialog } from './person-form-dialog';
import styles from './people.module.css';

const t = academyTexts.backOfficePeople;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
const day = (value: string | null) => (value ? (formatAcademyDay(value) ?? '—') : '—');

/** /gestion/personas/{contactCode} (issue 31): one person's data, access, enrolments and groups taught. */
export function PersonRoute() {
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <BackOfficeRefusal />;
  return <PersonPage />;
}

function PersonPage() {
  const { contactCode = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const person = usePerson(contactCode);
  usePageTitle(person.data?.person.fullname ?? t.heading);
  // The invitation "Nueva persona" just sent, handed over by the list page (shown once).
  const [invitation, setInvitation] = useState<SentInvitation | null>(
    () => (location.state as { invitation?: SentInvitation | null } | null)?.invitation ?? null,
  );
  const closeInvitation = () => {
    setInvitation(null);
    void navigate(location.pathname, { replace: true, state: null });
  };

  if (isApiError(person.error, 403)) return <BackOfficeRefusal />;
  if (isApiError(person.error, 404)) {
    return (
      <MessageCard icon={<UserX size={36} />} title={t.notFound}>
        <MessageCardActions>
          <Link to={paths.backOfficePeople} className={buttonClassName({ variant: 'primary' })}>
            {t.backToList}
          </Link>
        </MessageCardActions>
      </MessageCard>
    );
  }

  return (
    <div className={pageStyles.page}>
      <Link to={paths.backOfficePeople} className={styles.backLink}>
        <ArrowLeft aria-hidden="true" size={16} />
        {t.backToList}
      </Link>
      {person.isPending ? (
        <ListSkeleton rows={6} pictureSize="0px" />
      ) : person.isError ? (
        <div className={styles.loadError} role="alert">
          <p>{person.error.message || t.loadError}</p>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void person.refetch()}>
            {t.retry}
          </button>
        </div>
      ) : (
        <PersonDetailView person={person.data.person} onInvited={setInvitation} />
      )}
      <InvitationLinkDialog invitation={invitation} onClose={closeInvitation} />
    </div>
  );
}

function PersonDetailView({ person, onInvited }: { person: PersonDetail; onInvited: (invitation: SentInvitation | null) => void }) {
  const me = useSessionUser();
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirming, setIsConfirming] = useState(false);
  const setSuspension = useSetSuspension(person.edu_codigocontacto);
  const invite = useInvitePerson(person.edu_codigocontacto);
  const isSuspended = person.state === 'suspended';
  const isMe = me?.edu_codigocontacto === person.edu_codigocontacto;
  const canInvite = !isSuspended && person.invitation.state !== 'accepted';

  const confirmSuspension = async () => {
    try {
      await setSuspension.mutateAsync(!isSuspended);
      toast.success(isSuspended ? t.reactivated : t.suspended);
      setIsConfirming(false);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t.loadError);
    }
  };
  const sendInvitation = async () => {
    try {
      const answer = await invite.mutateAsync();
      if (answer.invitation?.delivery === 'smtp') toast.success(fill(t.invitationMailed, { email: answer.invitation.emailaddress1 }));
      else onInvited(answer.invitation);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : t.loadError);
    }
  };

  const invitationText = {
    none: t.invitationNone,
    accepted: t.invitationAccepted,
    pending: 'expiresAt' in person.invitation ? fill(t.invitationPending, { date: formatAcademyDateTime(person.invitation.expiresAt) ?? '' }) : '',
    expired: 'expiresAt' in person.invitation ? fill(t.invitationExpired, { date: day(person.invitation.expiresAt) }) : '',
  }[person.invitation.state];

  return (
    <>
      <PageHeader
        title={person.fullname}
        lead={`${person.edu_codigocontacto} · ${describeTypes(person)}`}
        actions={
          <div className={styles.actions}>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setIsEditing(true)}>
              <Pencil aria-hidden="true" size={18} />
              {t.edit}
            </button>
            {canInvite ? (
              <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void sendInvitation()} disabled={invite.isPending}>
                <Mail aria-hidden="true" size={18} />
                {person.invitation.state === 'none' ? t.sendInvitation : t.resendInvitation}
              </button>
            ) : null}
            {isMe ? null : (
              <button type="button" className={buttonClassName({ variant: isSuspended ? 'primary' : 'secondary' })} onClick={() => setIsConfirming(true)}>
                {isSuspended ? <RotateCcw aria-hidden="true" size={18} /> : <Ban aria-hidden="true" size={18} />}
                {isSuspended ? t.reactivate : t.suspend}
              </button>
            )}
          </div>
        }
      />
      <div className={styles.detailGrid}>
        <section className={styles.section} aria-labelledby="person-data">
          <h2 id="person-data" className={styles.sectionTitle}>
            {t.personalData}
          </h2>
          <FactList
            className={styles.facts}
            rows={[
              [t.fields.firstname, person.firstname ?? '—'],
              [t.fields.lastname, person.lastname ?? '—'],
              [t.fields.emailaddress1, person.emailaddress1],
              [t.fields.emailaddress2, person.emailaddress2 ?? '—'],
              [t.fields.mobilephone, person.mobilephone ?? '—'],
              [t.fields.document, person.edu_documentoidentificativo ?? '—'],
              [t.fields.contactTypes, describeTypes(person)],
            ]}
          />
        </section>
        <section className={styles.section} aria-labelledby="person-access">
          <h2 id="person-access" className={styles.sectionTitle}>
            {t.access}
          </h2>
          <FactList
            className={styles.facts}
            rows={[
              [
                t.stateFilterLabel,
                <span key="state" className={styles.stateValue}>
                  <PersonStatePill state={person.state} />
                  {person.suspendedAt ? (
                    <span>
                      {fill(t.suspendedSince, {
                        date: day(person.suspendedAt),
                        name: person.suspendedBy?.fullname ?? person.suspendedBy?.edu_codigocontacto ?? '—',
                      })}
                    </span>
                  ) : null}
                </span>,
              ],
              [t.lastConnection, person.lastConnectionAt ? (formatAcademyDateTime(person.lastConnectionAt) ?? t.never) : t.never],
              [t.invitation, invitationText],
            ]}
          />
          <Link className={styles.auditLink} to={paths.backOfficeAudit({ entityType: 'contact', entityId: person.edu_codigocontacto })}>
            <History aria-hidden="true" size={16} />
            {t.audit}
          </Link>
        </section>
      </div>
      <section className={styles.section} aria-labelledby="person-enrolments">
        <h2 id="person-enrolments" className={styles.sectionTitle}>
          {t.enrolments}
        </h2>
        {person.enrolments.length === 0 ? (
          <p className={styles.muted}>{t.noEnrolments}</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.enrolmentColumns.group}</th>
                <th scope="col">{t.enrolmentColumns.formation}</th>
                <th scope="col">{t.enrolmentColumns.from}</th>
                <th scope="col">{t.enrolmentColumns.to}</th>
                <th scope="col">{t.enrolmentColumns.state}</th>
              </tr>
            </thead>
            <tbody>
              {person.enrolments.map((line) => (
                <tr key={line.edu_codigolineamatricula}>
                  <td data-label={t.enrolmentColumns.group}>
                    <Link className={styles.personLink} to={paths.backOfficeGroup(line.groupCode)}>
                      {line.groupName}
                    </Link>
                  </td>
                  <td data-label={t.enrolmentColumns.formation}>{line.formationName ?? '—'}</td>
                  <td data-label={t.enrolmentColumns.from}>{day(line.startsAt)}</td>
                  <td data-label={t.enrolmentColumns.to}>{day(line.endsAt)}</td>
                  <td data-label={t.enrolmentColumns.state}>{line.isActive ? t.lineActive : t.lineInactive}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.section} aria-labelledby="person-groups">
        <h2 id="person-groups" className={styles.sectionTitle}>
          {t.groupsTaught}
        </h2>
        {person.groupsTaught.length === 0 ? (
          <p className={styles.muted}>{t.noGroupsTaught}</p>
        ) : (
          <ul className={styles.groupList}>
            {person.groupsTaught.map((group) => (
              <li key={group.groupCode}>
                <Link className={styles.personLink} to={paths.backOfficeGroup(group.groupCode)}>
                  {group.groupName}
                </Link>
                <span className={styles.muted}>
                  {[group.formationName, group.role, `${day(group.classesStartAt)} – ${day(group.classesEndAt)}`].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <PersonFormDialog isOpen={isEditing} onOpenChange={setIsEditing} person={person} onSaved={() => setIsEditing(false)} />
      <ModalDialog
        isOpen={isConfirming}
        onOpenChange={setIsConfirming}
        title={fill(isSuspended ? t.reactivateTitle : t.suspendTitle, { name: person.fullname })}
        description={isSuspended ? t.reactivateBody : t.suspendBody}
        closeLabel={t.close}
      >
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setIsConfirming(false)}>
            {t.cancel}
          </button>
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => void confirmSuspension()} disabled={setSuspension.isPending}>
            {isSuspended ? t.reactivate : t.suspend}
          </button>
        </ModalDialogActions>
      </ModalDialog>
    </>
  );
}
