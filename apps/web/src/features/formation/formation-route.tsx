import { constants, texts, type ContentEvent, type Product, type SessionUser } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarClock, ChevronDown, ListTree, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { PageLoader } from '../../components/page-loader';
import { PurchaseDialog } from '../../components/purchase-dialog';
import { formationProgressKey } from '../../lib/api/get-formation-progress';
import { openFreemiumGate } from '../../lib/freemium-gate-store';
import { openLeadSheet } from '../../lib/lead-sheet-store';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useIsMobile, useMediaQuery } from '../../lib/use-media-query';
import { formationKeys } from './api/formation-keys';
import { useUpdateUnitTitle } from './api/update-unit-title';
import { ContentTree } from './content-tree';
import { findEventPlace, findNextEvent, isEventOpen, opensPurchaseGate } from './content-sequence';
import { EventViewer } from './event-viewer';
import { FormationHeader } from './formation-header';
import styles from './formation-route.module.css';
import { formationTexts } from './formation-texts';
import { LockedContentDialog } from './locked-content-dialog';
import { MobileViewerDialog } from './mobile-viewer-dialog';
import { useCompletionEvents } from './use-completion-events';
import { useEventActions } from './use-event-actions';
import { useFormationPage, type FormationPageData } from './use-formation-page';
import { useSelectedEvent } from './use-selected-event';
import { getStudentsNote } from './students-note';
import { INTRO_VIDEO_URL } from './viewers/video-viewer';

/**
 * Below this width the side menu (264 px) and the 380 px tree would leave the viewer under ~500 px, where a
 * PDF at 100 % is unreadable and the video's 'Saltar intro' covers the clip: the tree folds into the
 * 'Temario de la formación' panel above the viewer instead (formation-route.module.css repeats the number).
 */
export const FOLDED_TREE_MAX_WIDTH = 1240;

/** Tablets and small laptops (768–1239 px): the tree folds above the viewer, which keeps the full width. */
const foldedTreeMediaQuery = `(min-width: ${constants.breakpoints.mobile}px) and (max-width: ${FOLDED_TREE_MAX_WIDTH - 0.02}px)`;

function FormationContent({ page, user }: { page: FormationPageData; user: SessionUser }) {
  const isMobile = useIsMobile();
  const isTreeFolded = useMediaQuery(foldedTreeMediaQuery);
  const [isTreeOpen, setIsTreeOpen] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mobileBodyRef = useRef<HTMLDivElement>(null);
  const getMobileBody = useCallback(() => mobileBodyRef.current, []);
  const { units, isFreemium, groupCode, parentCode } = page;
  const { place, selectedId, select, clear } = useSelectedEvent(units, isFreemium, !isMobile, getMobileBody);
  const actions = useEventActions({ contactCode: user.edu_codigocontacto, parentCode, groupCode, isTeaching: page.isTeaching });
  // A teacher sees what the group's students get of each item (the contract's rules for a student without bonuses).
  const studentsNoteOf = useMemo(() => {
    if (!page.isTeaching) return undefined;
    const now = new Date();
    return (event: ContentEvent) => getStudentsNote(event, groupCode, parentCode, now);
  }, [page.isTeaching, groupCode, parentCode]);
  const renameUnit = useUpdateUnitTitle(parentCode, groupCode);
  const [lockedEvent, setLockedEvent] = useState<ContentEvent | null>(null);
  const [purchase, setPurchase] = useState<{ product: Product; eventId: number } | null>(null);
  const [eventToOpen, setEventToOpen] = useState<number | null>(null);
  // Set once the user chooses content (not when the page opens on one): the viewer then takes the focus.
  const [hasChosen, setHasChosen] = useState(false);
  const next = findNextEvent(units, selectedId, isFreemium);

  // After a purchase the tree reloads; the bought content opens once it is available and the purchase
  // dialog is closed (its 'Ver el contenido'), so the content is not hidden under the confirmation.
  useEffect(() => {
    if (eventToOpen === null || purchase !== null) return;
    const bought = findEventPlace(units, eventToOpen);
    if (bought && isEventOpen(bought.event, isFreemium)) {
      setEventToOpen(null);
      select(bought.event.id);
    }
  }, [eventToOpen, purchase, units, isFreemium, select]);

  // Freemium visitors and contact type 3 get the purchase dialog for content they cannot open (spec 001 §6).
  const openLocked = (event: ContentEvent) => {
    if (opensPurchaseGate(event, isFreemium)) openFreemiumGate({ formacion: parentCode, description: isFreemium ? null : texts.freemiumWeb.gateBodyLimited });
    else setLockedEvent(event);
  };

  const chooseEvent = (event: ContentEvent) => {
    if (!isEventOpen(event, isFreemium)) {
      openLocked(event);
      return;
    }
    setIsTreeOpen(false);
    setHasChosen(true);
    select(event.id);
  };

  const askForInformation = () => {
    setLockedEvent(null);
    // A freemium visitor asks the academy through the lead form; a student writes to the formation's contact.
    if (isFreemium) {
      openLeadSheet({ formacion: parentCode, intent: 'info' });
      return;
    }
    // The formation's contact is its first teacher: the chat page opens (or starts) the conversation with them.
    const contact = page.teachers[0];
    if (!contact) {
      navigate(paths.chat);
      return;
    }
    navigate(paths.chatWith(contact.edu_codigocontacto), {
      state: { contact: { edu_codigocontacto: contact.edu_codigocontacto, fullname: contact.fullname, foto: contact.foto, emailaddress1: null } },
    });
  };

  const viewer = place ? (
    <EventViewer
      key={place.event.id}
      place={place}
      user={user}
      isFreemium={isFreemium}
      introUrl={INTRO_VIDEO_URL}
      hasNext={next !== null}
      isCompletionPending={actions.isCompletionPending}
      onToggleCompletion={actions.toggleCompletion}
      onNext={() => {
        if (!next) return;
        setHasChosen(true);
        select(next.event.id);
      }}
      onOpenLocked={openLocked}
      onViewed={actions.recordView}
      onDownload={(file) => void actions.download(file)}
      isTeaching={page.isTeaching}
      studentsNote={studentsNoteOf ? studentsNoteOf(place.event) : null}
      // On phones the full-screen dialog takes the focus itself.
      shouldFocusHeading={hasChosen && !isMobile}
    />
  ) : null;

  const tree = (
    <ContentTree
      units={units}
      selectedEventId={selectedId}
      isFreemium={isFreemium}
      canEdit={page.canEdit}
      getStudentsNote={studentsNoteOf}
      onSelectEvent={chooseEvent}
      onRenameUnit={(unitId, titulo) => renameUnit.mutateAsync({ unitId, titulo })}
    />
  );

  return (
    <>
      <div className={styles.layout}>
        {isTreeFolded ? (
          <div className={styles.treePanel}>
            <button
              type="button"
              className={styles.treeToggle}
              aria-expanded={isTreeOpen || !place}
              aria-controls="formation-tree-panel"
              onClick={() => setIsTreeOpen((open) => !open)}
            >
              <ListTree aria-hidden="true" size={20} />
              <span className={styles.treeToggleText}>
                <span className={styles.treeToggleTitle}>{formationTexts.tree.label}</span>
                {place ? <span className={styles.treeTogglePlace}>{`${place.unit.titulo} · ${place.topic.titulo}`}</span> : null}
              </span>
              <ChevronDown aria-hidden="true" size={20} className={isTreeOpen || !place ? styles.treeToggleOpen : undefined} />
            </button>
            <div id="formation-tree-panel" className={styles.treePanelBody} hidden={!(isTreeOpen || !place)}>
              {tree}
            </div>
          </div>
        ) : (
          // Not an <aside>: the shell's side menu is the page's complementary region, and two unnamed ones fail axe
          // landmark-unique; the tree's <nav> is this column's landmark.
          <div className={styles.treeColumn}>{tree}</div>
        )}
        {isMobile ? null : <div className={styles.viewerColumn}>{viewer ?? <EmptyState message={formationTexts.viewer.chooseContent} />}</div>}
      </div>
      {isMobile ? (
        <MobileViewerDialog isOpen={!!place} title={place?.event.title ?? ''} onClose={clear} bodyRef={mobileBodyRef}>
          {viewer}
        </MobileViewerDialog>
      ) : null}
      {lockedEvent ? (
        <LockedContentDialog
          event={lockedEvent}
          isFreemium={isFreemium}
          onClose={() => setLockedEvent(null)}
          onMoreInfo={askForInformation}
          onBuy={(product) => {
            setPurchase({ product, eventId: lockedEvent.id });
            setLockedEvent(null);
          }}
        />
      ) : null}
      <PurchaseDialog
        product={purchase?.product ?? null}
        enrolmentCode={page.enrolment?.edu_matricula ?? null}
        onClose={() => setPurchase(null)}
        onPurchased={() => {
          if (purchase) setEventToOpen(purchase.eventId);
          void queryClient.invalidateQueries({ queryKey: formationKeys.contentOf(parentCode) });
          void queryClient.invalidateQueries({ queryKey: formationProgressKey });
        }}
      />
    </>
  );
}

function NotStarted() {
  return (
    <div className={styles.notStarted}>
      <EmptyState icon={<CalendarClock size={28} />} message={texts.formation.notStartedTitle}>
        <p className={styles.notStartedBody}>{texts.formation.notStartedBody}</p>
      </EmptyState>
    </div>
  );
}

/**
 * /formacion/{codigoFormacion}/{codigoGrupo} (spec 001 §2): the formation page with its header, the
 * 380 px tree, the viewer of the selected content (full screen under 768 px), completion, comments and the
 * purchase of locked content.
 */
export function FormationRoute() {
  const user = useSessionUser();
  const { codigoFormacion = '', codigoGrupo = '' } = useParams();
  if (!user) return null;
  return <FormationPage key={`${codigoFormacion}/${codigoGrupo}`} user={user} codigoFormacion={codigoFormacion} codigoGrupo={codigoGrupo} />;
}

function FormationPage({ user, codigoFormacion, codigoGrupo }: { user: SessionUser; codigoFormacion: string; codigoGrupo: string }) {
  const state = useFormationPage(user, codigoFormacion, codigoGrupo);
  const page = state.status === 'ready' || state.status === 'not-started' ? state.page : null;
  usePageTitle(page?.formationName ?? formationTexts.pageTitle);
  useCompletionEvents(user.edu_codigocontacto);

  if (state.status === 'loading' || state.status === 'no-access') return <PageLoader />;
  if (state.status === 'error') {
    return (
      <div className={styles.page}>
        <EmptyState icon={<TriangleAlert size={28} />} message={texts.formation.fetchError}>
          <div className={styles.errorActions}>
            <button type="button" className={buttonClassName()} onClick={state.retry}>
              {formationTexts.retry}
            </button>
            <Link to={paths.home} className={buttonClassName({ variant: 'secondary' })}>
              {formationTexts.backHome}
            </Link>
          </div>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <FormationHeader page={state.page} contactCode={user.edu_codigocontacto} />
      {state.status === 'not-started' ? <NotStarted /> : <FormationContent page={state.page} user={user} />}
    </div>
  );
}
