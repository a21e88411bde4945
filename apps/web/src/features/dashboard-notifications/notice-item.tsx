import { texts, type DashboardNotification } from '@campus/contract';
import { ChevronDown, Clock, Megaphone, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatNoticeInstant, isScheduledLater } from './format-notification-date';
import styles from './dashboard-notifications.module.css';

const t = texts.dashboardNotifications;

interface NoticeItemProps {
  item: DashboardNotification;
  /** The viewer, to read "Tú" for themselves among the people addressed. */
  ownCode: string | null;
  now: Date;
  isExpanded: boolean;
  onToggle: () => void;
  /** The heading level of the item's title inside its page. */
  headingLevel?: 2 | 3;
  /** Actions shown in the open item (the academy's "Cancelar envío"). */
  actions?: ReactNode;
}

/**
 * One dashboard notification as a disclosure (spec 002 §2): its title, when it is (or was) sent and, for a
 * scheduled future one, a clock; opened, the recipients, the groups and the message. The toggle is a real
 * button inside the heading, with aria-expanded and aria-controls, so it works and reads by keyboard.
 */
export function NoticeItem({ item, ownCode, now, isExpanded, onToggle, headingLevel = 2, actions }: NoticeItemProps) {
  // A recipient only ever gets notices already sent to them: theirs never wait, whatever their clock says.
  // The academy's view (with recipients_count) lists what is still scheduled.
  const isLater = item.recipients_count !== undefined && isScheduledLater(item, now);
  const panelId = `aviso-${item.id}-detalle`;
  const sentAt = formatNoticeInstant(item.scheduled ?? item.created_at);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={[styles.item, isLater ? styles.itemScheduled : undefined].filter(Boolean).join(' ')} id={`aviso-${item.id}`}>
      <Heading className={styles.itemHeading}>
        <button type="button" className={styles.toggle} aria-expanded={isExpanded} aria-controls={panelId} onClick={onToggle}>
          <span className={styles.itemIcon} aria-hidden="true">
            <Megaphone size={20} />
          </span>
          <span className={styles.itemText}>
            <span className={styles.itemTitle}>{item.title}</span>
            <span className={styles.itemMeta}>
              {isLater ? (
                <span className={styles.scheduledPill}>
                  <Clock size={14} role="img" aria-label={t.scheduledLabel} />
                  <span aria-hidden="true">{t.scheduledLabel}</span>
                </span>
              ) : null}
              <time dateTime={item.scheduled ?? item.created_at}>{`${isLater ? t.scheduledFor : t.sentOn} ${sentAt}`}</time>
            </span>
            {isExpanded ? null : <span className={styles.itemPreview}>{item.message}</span>}
          </span>
          <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
          <span className="visually-hidden">{`, ${isExpanded ? t.hideDetail : t.showDetail}`}</span>
        </button>
      </Heading>
      <div id={panelId} className={styles.detail} hidden={!isExpanded}>
        {isExpanded ? <NoticeDetail item={item} ownCode={ownCode} actions={actions} /> : null}
      </div>
    </li>
  );
}

function NoticeDetail({ item, ownCode, actions }: { item: DashboardNotification; ownCode: string | null; actions?: ReactNode }) {
  const hasGroups = item.formations.length > 0;
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t.recipientsLabel}</dt>
          <dd>
            <ul className={styles.chips} role="list">
              {hasGroups ? (
                <li className={styles.chip}>
                  <Users size={14} aria-hidden="true" />
                  {t.recipientsOfGroups}
                </li>
              ) : null}
              {item.contactos.map((contact) => (
                <li key={contact.edu_codigocontacto} className={styles.chip}>
                  <User size={14} aria-hidden="true" />
                  {contact.edu_codigocontacto === ownCode ? t.toYou : contact.fullname}
                </li>
              ))}
            </ul>
            {item.recipients_count !== undefined ? <p className={styles.count}>{t.recipientsCount(item.recipients_count)}</p> : null}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t.groupsLabel}</dt>
          <dd>
            {hasGroups ? (
              <ul className={styles.chips} role="list">
                {item.formations.map((group) => (
                  <li key={group.edu_codigoformacion} className={[styles.chip, styles.groupChip].join(' ')}>
                    {group.edu_formacion}
                  </li>
                ))}
              </ul>
            ) : (
              <span className={styles.muted}>{t.noGroups}</span>
            )}
          </dd>
        </div>
        <div className={[styles.fact, styles.messageFact].join(' ')}>
          <dt>{t.messageLabel}</dt>
          <dd className={styles.message}>{item.message}</dd>
        </div>
      </dl>
      {actions ? <div className={styles.itemActions}>{actions}</div> : null}
    </>
  );
}
