import {
  constants,
  isLiveClassType,
  isStaffContact,
  isTeacherContact,
  parseContactTypes,
  texts,
  type Activity,
  type CalendarEvent,
  type ContentFile,
} from '@campus/contract';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  CalendarDays,
  CalendarPlus,
  CalendarSync,
  ClipboardCheck,
  Clock,
  File as FileIcon,
  FileText,
  FileVideo,
  Image as ImageIcon,
  MoreVertical,
  Puzzle,
  UsersRound,
  Video,
} from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { Chip } from '../../components/chip';
import descriptionStyles from '../../components/clamped-description.module.css';
import { IconButton } from '../../components/icon-button';
import { LiveAttendance } from '../../components/live-attendance';
import { ModalDialog } from '../../components/modal-dialog';
import { SafeHtml } from '../../components/safe-html';
import { Skeleton } from '../../components/skeleton';
import { recordActivities } from '../../lib/api/save-activities';
import { getEventTypeIcon } from '../../lib/event-type-icon';
import { getFileAddress } from '../../lib/api/file-address';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useEventFiles } from './api/get-event-files';
import { downloadCalendarFile, type SyncTarget } from './api/synchronize';
import type { PlacedEvent } from './calendar-events';
import { formatDay } from './calendar-grid';
import { calendarTexts } from './calendar-texts';
import styles from './event-card.module.css';
import { getEventTypeLabel } from './event-tone';

interface EventCardDialogProps {
  item: PlacedEvent;
  today: string;
  isLive: boolean;
  contactCode: string;
  /** The student's own groups (code → name): the event's group shown and recorded is one of them. */
  studentGroups: ReadonlyMap<string, string>;
  onClose: () => void;
}

/** Only web addresses are opened as meeting links. */
export function isSafeJoinUrl(url: string | null | undefined): url is string {
  return !!url && /^https?:\/\//i.test(url.trim());
}

/** The group of the event shown and recorded: the first of the student's, else the event's first. */
export function pickGroup(event: CalendarEvent, studentGroups: ReadonlyMap<string, string>): { value: string; label: string } | null {
  return event.formations.find((formation) => studentGroups.has(formation.value)) ?? event.formations[0] ?? null;
}

/** The attendance record of joining an event: type 3 with {id_evento, id_grupo} (spec 002 §4, §9). */
export function buildJoinActivity(eventId: number, contactCode: string, groupCode: string | null): Activity {
  return {
    tipo_actividad_id: constants.activityType.eventJoin,
    edu_codigocontacto: contactCode,
    hasActivity: true,
    metadata: { id_evento: eventId, id_grupo: groupCode },
  };
}

function FileTypeIcon({ file }: { file: ContentFile }) {
  const props = { 'aria-hidden': true, size: 18 } as const;
  if (file.fileType === 'video/mp4') return <FileVideo {...props} />;
  if (file.fileType === 'application/pdf') return <FileText {...props} />;
  if (file.fileType === 'h5p') return <Puzzle {...props} />;
  if (file.fileType.startsWith('image/')) return <ImageIcon {...props} />;
  return <FileIcon {...props} />;
}

/**
 * Opens a file through a fresh signed address (GET /api/files/activos/file/{id}). The tab is opened at once,
 * inside the click, so no popup blocker stops it, and sent to the address when it arrives.
 */
async function openFile(file: ContentFile): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data } = await getFileAddress(file.id);
    if (!data.url) throw new Error(texts.files.urlUnavailable);
    // The signed address is a path of this server: the blank tab has no base to resolve it against.
    const address = new URL(data.url, window.location.href).href;
    if (tab) {
      tab.opener = null;
      tab.location.href = address;
    } else {
      window.location.assign(address);
    }
  } catch {
    tab?.close();
    toast.error(texts.files.openError);
  }
}

function EventFilesList({ eventId }: { eventId: number }) {
  const query = useEventFiles(eventId, true);
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={calendarTexts.card.loadingFiles}>
        <Skeleton height="44px" radius="var(--radius-md)" />
      </div>
    );
  }
  if (query.isError) return <p className={styles.muted}>{query.error.message || calendarTexts.card.filesError}</p>;
  const files = query.data.files;
  if (files.length === 0) return <p className={styles.muted}>{calendarTexts.card.noFiles}</p>;
  return (
    <ul role="list" className={styles.files}>
      {files.map((file) => (
        <li key={`${file.fileType}-${file.id}`}>
          <button type="button" className={styles.file} onClick={() => void openFile(file)} aria-label={calendarTexts.card.openFile(file.name)}>
            <span className={styles.fileIcon}>
              <FileTypeIcon file={file} />
            </span>
            <span className={styles.fileName}>{file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The description clamped to 4 lines; 'Leer más' opens it whole in a modal (spec 002 §Event card). */
function Description({ event }: { event: CalendarEvent }) {
  const [isOpen, setIsOpen] = useState(false);
  const [isClamped, setIsClamped] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current?.firstElementChild as HTMLElement | null | undefined;
    if (!element) return;
    const measure = () => setIsClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [event.description]);
  if (!event.description?.trim()) return <p className={styles.muted}>{calendarTexts.card.noDescription}</p>;
  return (
    <div ref={ref}>
      <SafeHtml html={event.description} className={[descriptionStyles.description, descriptionStyles.clamped].join(' ')} />
      {isClamped ? (
        <button type="button" className={descriptionStyles.readMore} aria-haspopup="dialog" onClick={() => setIsOpen(true)}>
          {texts.formation.readMore}
        </button>
      ) : null}
      <ModalDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={calendarTexts.card.descriptionTitle(event.title)}
        closeLabel={calendarTexts.close}
        size="medium"
      >
        <SafeHtml html={event.description} className={descriptionStyles.description} />
      </ModalDialog>
    </div>
  );
}

/** Meeting summaries and their chapters (metadata.meetings: resumen, detalles). */
function Meetings({ event }: { event: CalendarEvent }) {
  const meetings = event.metadata?.meetings ?? [];
  if (meetings.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`event-${event.id}-meetings`}>
      <h3 id={`event-${event.id}-meetings`} className={styles.sectionTitle}>
        {calendarTexts.card.meetings}
      </h3>
      {meetings.map((meeting, index) => (
        <div key={index} className={styles.meeting}>
          <p className={styles.summary}>{meeting.resumen}</p>
          {meeting.detalles.length > 0 ? (
            <>
              <h4 className={styles.chaptersTitle}>{calendarTexts.card.chapters}</h4>
              <ol className={styles.chapters}>
                {meeting.detalles.map((chapter, chapterIndex) => (
                  <li key={chapterIndex}>
                    <span className={styles.chapterLabel}>{chapter.label}</span> <span>{chapter.summary}</span>
                  </li>
                ))}
              </ol>
            </>
          ) : null}
        </div>
      ))}
    </section>
  );
}

function SyncMenu({ event }: { event: CalendarEvent }) {
  const synchronize = async (target: SyncTarget) => {
    const isSerie = target.kind === 'serie';
    try {
      await downloadCalendarFile(target);
      toast.success(isSerie ? texts.calendar.serieSynchronized : texts.calendar.synchronized);
    } catch {
      toast.error(isSerie ? texts.calendar.serieSynchronizeError : texts.calendar.synchronizeError);
    }
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton label={calendarTexts.card.options} tone="outline">
          <MoreVertical aria-hidden="true" size={20} />
        </IconButton>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="end" sideOffset={6}>
          <DropdownMenu.Item className={styles.menuItem} onSelect={() => void synchronize({ kind: 'event', eventId: event.id })}>
            <CalendarPlus aria-hidden="true" size={16} />
            {texts.calendar.synchronize}
          </DropdownMenu.Item>
          {event.serie_id ? (
            <DropdownMenu.Item className={styles.menuItem} onSelect={() => void synchronize({ kind: 'serie', serieId: event.serie_id as string })}>
              <CalendarSync aria-hidden="true" size={16} />
              {texts.calendar.synchronizeAll}
            </DropdownMenu.Item>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/**
 * The event card (spec 002 §Event card): title, type label, time range, date, description ('Leer más'
 * opens it in a modal), meeting summaries and chapters, files, group, 'Unirse al Evento' when the event
 * has a join link and is today (joining records activity type 3), and the options 'Sincronizar' /
 * 'Sincronizar todo'.
 */
export function EventCardDialog({ item, today, isLive, contactCode, studentGroups, onClose }: EventCardDialogProps) {
  const { event } = item;
  const Icon = getEventTypeIcon(event.event_type);
  const group = pickGroup(event, studentGroups);
  const canJoin = isSafeJoinUrl(event.join_url) && item.startDay === today;
  const longDate = (day: string) => formatDay(day, "EEEE, d 'de' MMMM 'de' yyyy");
  const dateText = item.endDay !== item.startDay ? `${longDate(item.startDay)} – ${longDate(item.endDay)}` : longDate(item.startDay);
  const timeText = event.all_day ? calendarTexts.allDay : `${item.startTime} – ${item.endTime}`;
  // A live class's attendance for its group's teachers and staff (issue 30 item 5); the server leaves out anyone else.
  const types = parseContactTypes(useSessionUser()?.edu_tipocontacto);
  const canFollowAttendance = isLiveClassType(event.event_type) && (isTeacherContact(types) || isStaffContact(types));

  const join = () => {
    // A failed record is only logged (spec 000 §8): the student is already on their way to the class.
    void recordActivities([buildJoinActivity(event.id, contactCode, group?.value ?? null)]);
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={event.title}
      icon={<Icon size={26} />}
      closeLabel={calendarTexts.card.closeLabel}
      size="medium"
    >
      <div className={styles.topRow}>
        <p className={styles.tags}>
          <Chip>{getEventTypeLabel(event.event_type)}</Chip>
          {isLive ? <Chip tone="danger">{calendarTexts.live}</Chip> : null}
          {event.rescheduled === 1 ? <Chip tone="accent">{calendarTexts.rescheduled}</Chip> : null}
        </p>
        <SyncMenu event={event} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>
            <CalendarDays aria-hidden="true" size={16} />
            <span className="visually-hidden">{calendarTexts.card.when}</span>
          </dt>
          <dd className={styles.capitalized}>{dateText}</dd>
        </div>
        <div className={styles.fact}>
          <dt>
            <Clock aria-hidden="true" size={16} />
            <span className="visually-hidden">{calendarTexts.card.time}</span>
          </dt>
          <dd>{timeText}</dd>
        </div>
        {group ? (
          <div className={styles.fact}>
            <dt>
              <UsersRound aria-hidden="true" size={16} />
              <span className="visually-hidden">{calendarTexts.card.group}</span>
            </dt>
            <dd>{studentGroups.get(group.value) ?? group.label}</dd>
          </div>
        ) : null}
      </dl>
      {event.rescheduled === 1 ? <p className={styles.note}>{calendarTexts.card.rescheduledNote}</p> : null}
      {event.event_rescheduled ? <p className={styles.note}>{calendarTexts.card.replacedNote}</p> : null}
      {canJoin ? (
        <a
          href={event.join_url ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClassName({ variant: 'primary', className: isLive ? styles.joinLive : undefined })}
          onClick={join}
        >
          <Video aria-hidden="true" size={18} />
          {texts.calendar.joinEvent}
          <span className="visually-hidden"> {calendarTexts.card.joinHint}</span>
        </a>
      ) : null}
      {event.event_type === 'actividad' ? (
        <Link to={paths.taskOfEvent(event.id)} className={buttonClassName({ variant: 'secondary' })}>
          <ClipboardCheck aria-hidden="true" size={18} />
          {calendarTexts.card.handInTask}
        </Link>
      ) : null}
      <section className={styles.section} aria-labelledby={`event-${event.id}-description`}>
        <h3 id={`event-${event.id}-description`} className={styles.sectionTitle}>
          {calendarTexts.card.description}
        </h3>
        <Description event={event} />
      </section>
      <Meetings event={event} />
      <section className={styles.section} aria-labelledby={`event-${event.id}-files`}>
        <h3 id={`event-${event.id}-files`} className={styles.sectionTitle}>
          {calendarTexts.card.files}
        </h3>
        <EventFilesList eventId={event.id} />
      </section>
      {canFollowAttendance ? <LiveAttendance eventId={event.id} /> : null}
    </ModalDialog>
  );
}
