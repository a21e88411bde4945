import { getEventTypeLabel, isLiveClassType, texts, type ContentEvent, type ContentFile, type SessionUser } from '@campus/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { ArrowRight, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { buttonClassName } from '../../components/button-class';
import { LiveAttendance } from '../../components/live-attendance';
import { formatAcademyDay } from '../../lib/academy-date';
import { moveFocusTo } from '../../lib/move-focus';
import { EventComments } from './comments/event-comments';
import { CompletionCheckbox } from './completion-checkbox';
import { getContentIcon } from './content-icon';
import { canBuyAccess, getLockedMessage, isEventCompleted, isEventOpen, type EventPlace } from './content-sequence';
import { EventDescription } from './event-description';
import { EventFiles, isViewableFile } from './event-files';
import styles from './event-viewer.module.css';
import { formationTexts } from './formation-texts';
import { getEventFiles, pickPrimaryFile } from './primary-file';
import { FileViewer } from './viewers/file-viewer';
import type { ViewedKind } from './viewers/attendance';

function typeLabel(event: ContentEvent): string {
  return getEventTypeLabel(event.event_type);
}

export interface EventViewerProps {
  place: EventPlace;
  user: SessionUser;
  isFreemium: boolean;
  introUrl: string | null;
  hasNext: boolean;
  isCompletionPending: boolean;
  onToggleCompletion: (event: ContentEvent, completed: 0 | 1) => void;
  onNext: () => void;
  onOpenLocked: (event: ContentEvent) => void;
  onViewed: (event: ContentEvent, kind: ViewedKind) => void;
  onDownload: (file: ContentFile) => void;
  /**
   * A teacher of the group or staff (issue 30 item 2): no completion of his own (it would count as progress), what
   * students get of it instead, and a live class's attendance.
   */
  isTeaching?: boolean;
  /** When the group's students get this item, for a teacher (null: they open it now). */
  studentsNote?: string | null;
  /**
   * The user has just chosen this content (tree or 'Siguiente'): the focus moves to its heading, so the
   * keyboard continues in the viewer (its completion checkbox is a few tabs away) instead of in the tree.
   */
  shouldFocusHeading?: boolean;
}

/**
 * The right-hand side of the formation page (spec 001 §2): the selected event's viewer, its completion
 * checkbox and 'Siguiente', the 'Descripción' and 'Archivos' tabs, and the class comments.
 */
export function EventViewer({
  place,
  user,
  isFreemium,
  introUrl,
  hasNext,
  isCompletionPending,
  onToggleCompletion,
  onNext,
  onOpenLocked,
  onViewed,
  onDownload,
  isTeaching = false,
  studentsNote = null,
  shouldFocusHeading = false,
}: EventViewerProps) {
  const { event, unit, topic } = place;
  const files = getEventFiles(event);
  const [chosenFileId, setChosenFileId] = useState<number | null>(null);
  const activeFile = files.find((file) => file.id === chosenFileId && isViewableFile(file)) ?? pickPrimaryFile(files);
  const isOpen = isEventOpen(event, isFreemium);
  const lockedMessage = getLockedMessage(event, isFreemium);
  const canDownload = event.download === 1;
  const descriptionId = useId();
  const Icon = getContentIcon(event);
  const day = event.no_fechar === 1 ? null : formatAcademyDay(event.event_date ?? event.start_date);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The viewer mounts once per event (keyed by its id): the focus moves when it appears, not on re-renders.
  useEffect(() => {
    // The page scrolls to the top itself after a selection (spec 001 §2); focusing must not jump first.
    if (shouldFocusHeading) moveFocusTo(headingRef.current, { preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  return (
    <article className={styles.viewer} aria-labelledby={`event-${event.id}-title`}>
      <header className={styles.header}>
        <p className={styles.breadcrumb}>
          {unit.titulo} · {topic.titulo}
        </p>
        <h2 ref={headingRef} id={`event-${event.id}-title`} className={styles.title} tabIndex={-1}>
          {event.title}
        </h2>
        <p className={styles.meta}>
          <span className={styles.typeChip}>
            <Icon aria-hidden="true" size={16} />
            {typeLabel(event)}
          </span>
          {day ? <span>{day}</span> : null}
          {event.organizers.length > 0 ? (
            <span>
              {formationTexts.viewer.organizers}: {event.organizers.map((person) => person.fullname).join(', ')}
            </span>
          ) : null}
        </p>
      </header>

      <div className={styles.stage}>
        {!isOpen ? (
          <div className={styles.lockedStage}>
            <Lock aria-hidden="true" size={32} />
            <p className={styles.lockedMessage}>{lockedMessage}</p>
            {canBuyAccess(event, isFreemium) ? (
              <button type="button" className={buttonClassName()} onClick={() => onOpenLocked(event)}>
                {formationTexts.viewer.unlock}
              </button>
            ) : null}
          </div>
        ) : activeFile ? (
          <FileViewer
            key={activeFile.id}
            file={activeFile}
            eventTitle={event.title}
            canDownload={canDownload}
            introUrl={introUrl}
            onDownload={onDownload}
            onViewed={(kind) => onViewed(event, kind)}
          />
        ) : null}
      </div>

      <div className={styles.actions}>
        {isTeaching ? (
          <p className={styles.muted}>
            {studentsNote ? `${studentsNote}. ${texts.teachingFormation.teacherNoCompletion}` : texts.teachingFormation.teacherNoCompletion}
          </p>
        ) : (
          <CompletionCheckbox
            isCompleted={isEventCompleted(event)}
            isDisabled={!isOpen || isCompletionPending}
            onChange={(completed) => onToggleCompletion(event, completed)}
          />
        )}
        {hasNext ? (
          <button type="button" className={buttonClassName()} onClick={onNext}>
            {texts.formation.next}
            <ArrowRight aria-hidden="true" size={18} />
          </button>
        ) : (
          <p className={styles.muted}>{formationTexts.viewer.lastContent}</p>
        )}
      </div>

      <Tabs.Root className={styles.tabs} defaultValue="description">
        <Tabs.List className={styles.tabList} aria-label={formationTexts.viewer.tabsLabel}>
          <Tabs.Trigger className={styles.tab} value="description">
            {formationTexts.viewer.description}
          </Tabs.Trigger>
          <Tabs.Trigger className={styles.tab} value="files">
            {formationTexts.viewer.files}
            {files.length > 0 ? <span className={styles.count}>{files.length}</span> : null}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content className={styles.tabPanel} value="description">
          <EventDescription id={descriptionId} description={event.description} />
        </Tabs.Content>
        <Tabs.Content className={styles.tabPanel} value="files">
          <EventFiles
            files={files}
            activeFileId={activeFile?.id ?? null}
            isOpen={isOpen}
            canDownload={canDownload}
            onShow={(file) => setChosenFileId(file.id)}
            onDownload={onDownload}
          />
        </Tabs.Content>
      </Tabs.Root>

      {isTeaching && isLiveClassType(event.event_type) ? <LiveAttendance eventId={event.id} /> : null}

      {isOpen ? <EventComments eventId={event.id} user={user} /> : null}
    </article>
  );
}
