import { texts, type BoardGroup, type Post } from '@campus/contract';
import { AlertCircle, MessagesSquare, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { FreemiumLocked } from '../../components/freemium-locked';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { SectionNav } from '../../components/section-switcher';
import { moveFocusTo } from '../../lib/move-focus';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useIsMobile } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { useBoardGroups } from './api/get-board-groups';
import { useBoardPosts } from './api/get-board-posts';
import { boardPageTexts } from './board-texts';
import { DeletePostDialog } from './delete-post-dialog';
import { FreemiumBoardPreview } from './freemium-board-preview';
import { GroupDrawer, GroupSidebar } from './group-selector';
import { PostCard } from './post-card';
import { PostFormDialog } from './post-form-dialog';
import { useBoardUpdates } from './use-board-updates';
import { useFocusPost } from './use-focus-post';
import boardStyles from './board.module.css';
import styles from './board-route.module.css';

/**
 * /tablon (spec 001 §2 Posts board, issue 11): the boards of the user's groups. A group selector (a sidebar,
 * a drawer on phones), the selected group's posts newest first with their responses, writing a post with
 * files to chosen groups, editing and deleting one's own, answering; live for everyone viewing the group.
 * `?post_id=` opens the board on that post. Freemium visitors see it blurred and locked.
 */
export function BoardRoute() {
  usePageTitle(texts.menu.board);
  const user = useSessionUser();
  return (
    <div className={pageStyles.page}>
      <SectionNav current={paths.board} />
      {user?.freemium ? (
        <>
          <h1 className="visually-hidden">{texts.menu.board}</h1>
          <FreemiumLocked featureName={boardPageTexts.featureName}>
            <FreemiumBoardPreview />
          </FreemiumLocked>
        </>
      ) : (
        <BoardPage user={user ? { edu_codigocontacto: user.edu_codigocontacto, fullname: user.fullname } : null} />
      )}
    </div>
  );
}

type BoardUser = { edu_codigocontacto: string; fullname: string };

function BoardPage({ user }: { user: BoardUser | null }) {
  useBoardUpdates();
  const isMobile = useIsMobile();
  const groups = useBoardGroups(true);
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const [form, setForm] = useState<{ post: Post | null } | null>(null);
  const [deleting, setDeleting] = useState<Post | null>(null);
  const highlightedId = useFocusPost(groups.data?.groups, setChosenCode);
  useQueryErrorToast(groups, texts.board.fetchError);

  const groupList = groups.data?.groups ?? [];
  const selected = groupList.find((group) => group.edu_codigoformacion === chosenCode) ?? groupList[0] ?? null;
  const selectedCode = selected?.edu_codigoformacion ?? null;
  const hasGroups = groupList.length > 0;

  return (
    <>
      <PageHeader
        title={texts.menu.board}
        lead={boardPageTexts.lead}
        actions={
          hasGroups ? (
            <button type="button" className={buttonClassName()} aria-haspopup="dialog" onClick={() => setForm({ post: null })}>
              <Plus aria-hidden="true" size={18} />
              {texts.board.newPost}
            </button>
          ) : null
        }
      />
      {groups.isPending ? (
        <div className={styles.card} aria-busy="true">
          <ListSkeleton rows={3} />
        </div>
      ) : groups.isError ? (
        <div className={styles.card} role="alert">
          <EmptyState message={texts.board.fetchError} icon={<AlertCircle size={28} />} />
        </div>
      ) : !hasGroups ? (
        <div className={styles.card}>
          <EmptyState message={texts.board.noGroups} />
        </div>
      ) : (
        <div className={styles.layout}>
          {isMobile ? (
            <GroupDrawer groups={groupList} selectedCode={selectedCode} onSelect={setChosenCode} />
          ) : (
            <GroupSidebar groups={groupList} selectedCode={selectedCode} onSelect={setChosenCode} />
          )}
          {selected && user ? (
            <GroupBoard group={selected} user={user} highlightedId={highlightedId} onEdit={(post) => setForm({ post })} onDelete={setDeleting} />
          ) : null}
        </div>
      )}
      <PostFormDialog
        isOpen={form !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setForm(null))}
        post={form?.post ?? null}
        groups={groupList}
        defaultGroupCode={selectedCode}
      />
      <DeletePostDialog post={deleting} onClose={() => setDeleting(null)} userCode={user?.edu_codigocontacto} />
    </>
  );
}

interface GroupBoardProps {
  group: BoardGroup;
  user: BoardUser;
  highlightedId: number | null;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** The selected group's posts, newest first; the highlighted one is scrolled to and focused once shown. */
function GroupBoard({ group, user, highlightedId, onEdit, onDelete }: GroupBoardProps) {
  const posts = useBoardPosts(group.edu_codigoformacion);
  useQueryErrorToast(posts, texts.board.fetchError);
  const highlightedRef = useRef<HTMLElement>(null);
  const isHighlightShown = !!posts.data?.data.some((post) => post.id === highlightedId);

  useEffect(() => {
    if (!isHighlightShown || !highlightedRef.current) return;
    // Optional: not every environment lays pages out (jsdom has no scrolling).
    highlightedRef.current.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    moveFocusTo(highlightedRef.current, { preventScroll: true });
  }, [isHighlightShown, highlightedId]);

  const headingId = `board-${group.edu_codigoformacion}-heading`;
  return (
    <section className={styles.board} aria-labelledby={headingId} aria-busy={posts.isPending}>
      <h2 id={headingId} className={styles.boardTitle}>
        {texts.board.postsOf(group.name)}
      </h2>
      {posts.isPending ? (
        <div className={styles.card}>
          <ListSkeleton rows={3} />
        </div>
      ) : posts.isError ? (
        <div className={styles.card} role="alert">
          <EmptyState message={texts.board.fetchError} icon={<AlertCircle size={28} />} />
        </div>
      ) : posts.data.data.length === 0 ? (
        <div className={styles.card}>
          <EmptyState message={texts.board.empty} icon={<MessagesSquare size={28} />} />
        </div>
      ) : (
        <div className={boardStyles.posts}>
          {posts.data.data.map((post) => (
            <PostCard
              key={post.id}
              ref={post.id === highlightedId ? highlightedRef : undefined}
              post={post}
              user={user}
              groupCode={group.edu_codigoformacion}
              isHighlighted={post.id === highlightedId}
              canModerate={group.can_moderate === true}
              onEdit={onEdit}
              onDelete={onDelete}
            />
          ))}
        </div>
      )}
    </section>
  );
}
