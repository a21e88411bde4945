import { texts, type Post } from '@campus/contract';
import { Eye, EyeOff, GraduationCap, Pencil, Trash2 } from 'lucide-react';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { SafeHtml } from '../../components/safe-html';
import { StatusPill } from '../../components/status-pill';
import { useModeratePost } from './api/moderate-post';
import { toast } from 'sonner';
import { formatDayMonthTime } from '../../lib/format-date-time';
import { paths } from '../../lib/routes';
import { boardPageTexts } from './board-texts';
import { PostFileList } from './post-file-list';
import { PostResponses } from './post-responses';
import boardStyles from './board.module.css';
import styles from './post-card.module.css';

interface PostCardProps {
  post: Post;
  user: { edu_codigocontacto: string; fullname: string };
  /** The group on screen: a class link opens the formation page of this group. */
  groupCode: string;
  isHighlighted: boolean;
  /** The user moderates the group's board (issue 30): hide, show again and delete others' posts and answers. */
  canModerate: boolean;
  onEdit: (post: Post) => void;
  onDelete: (post: Post) => void;
}

/** Where a post attached to a class leads: the formation page of the group, on that class. */
function classLink(post: Post, groupCode: string): string | null {
  if (!post.postable_type || !post.postable_id || !post.edu_codigoformacion) return null;
  return `${paths.formation(post.edu_codigoformacion, groupCode)}?event=${encodeURIComponent(post.postable_id)}`;
}

/**
 * One post of the board: author and date, the class it belongs to (posts attached to an event or content),
 * title, sanitized content, files, the author's edit and delete, and its responses.
 */
export const PostCard = forwardRef<HTMLElement, PostCardProps>(function PostCard({ post, user, groupCode, isHighlighted, canModerate, onEdit, onDelete }, ref) {
  const isOwn = post.edu_codigocontacto === user.edu_codigocontacto;
  const moderate = useModeratePost();
  const toggleHidden = async () => {
    const hidden = !post.hidden_at;
    try {
      await moderate.mutateAsync({ kind: 'post', id: post.id, hidden });
      toast.success(hidden ? texts.teachingNotices.hiddenToast : texts.teachingNotices.shownToast);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : texts.errors.internal);
    }
  };
  const isEdited = !!post.updated_at && post.updated_at !== post.created_at;
  const titleId = `post-${post.id}-title`;
  const link = classLink(post, groupCode);
  return (
    <article
      ref={ref}
      id={`post-${post.id}`}
      className={[boardStyles.post, isHighlighted ? styles.highlighted : undefined].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className={styles.postHeader}>
        <Avatar name={post.fullname} photoUrl={post.foto} />
        <div className={styles.postMeta}>
          <span className={boardStyles.postAuthor}>{isOwn ? `${post.fullname} (${boardPageTexts.you})` : post.fullname}</span>
          <span className={styles.postDate}>
            <time dateTime={post.created_at}>{formatDayMonthTime(post.created_at)}</time>
            {isEdited ? ` · ${texts.board.edited}` : null}
          </span>
        </div>
        {isOwn ? (
          <div className={styles.postActions}>
            <button type="button" className={boardStyles.actionButton} aria-label={boardPageTexts.editPostNamed(post.title)} onClick={() => onEdit(post)}>
              <Pencil aria-hidden="true" size={16} />
              <span className={styles.actionLabel}>{texts.board.edit}</span>
            </button>
            <button
              type="button"
              className={[boardStyles.actionButton, styles.dangerButton].join(' ')}
              aria-label={boardPageTexts.deletePostNamed(post.title)}
              aria-haspopup="dialog"
              onClick={() => onDelete(post)}
            >
              <Trash2 aria-hidden="true" size={16} />
              <span className={styles.actionLabel}>{texts.board.delete}</span>
            </button>
          </div>
        ) : canModerate ? (
          <div className={styles.postActions}>
            <button
              type="button"
              className={boardStyles.actionButton}
              aria-label={`${post.hidden_at ? texts.teachingNotices.show : texts.teachingNotices.hide}: ${post.title}`}
              disabled={moderate.isPending}
              onClick={() => void toggleHidden()}
            >
              {post.hidden_at ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
              <span className={styles.actionLabel}>{post.hidden_at ? texts.teachingNotices.show : texts.teachingNotices.hide}</span>
            </button>
            <button
              type="button"
              className={[boardStyles.actionButton, styles.dangerButton].join(' ')}
              aria-label={boardPageTexts.deletePostNamed(post.title)}
              aria-haspopup="dialog"
              onClick={() => onDelete(post)}
            >
              <Trash2 aria-hidden="true" size={16} />
              <span className={styles.actionLabel}>{texts.teachingNotices.remove}</span>
            </button>
          </div>
        ) : null}
      </header>
      {post.hidden_at ? (
        <p className={styles.hiddenMark}>
          <StatusPill label={texts.teachingNotices.hiddenMark} colour="yellow" />
        </p>
      ) : null}
      {post.postable_type ? (
        <p className={styles.classBadge} data-postable={post.postable_type}>
          <GraduationCap aria-hidden="true" size={16} />
          <span>
            {texts.board.attachedTo}
            {post.postable_title ? <strong>{` «${post.postable_title}»`}</strong> : null}
          </span>
          {link ? (
            <Link to={link} className={boardStyles.classLink}>
              {texts.board.openClass}
            </Link>
          ) : null}
        </p>
      ) : null}
      <h3 id={titleId} className={boardStyles.postTitle}>
        {post.title}
      </h3>
      <SafeHtml html={post.content} className={boardStyles.postContent} />
      <PostFileList files={post.metadata?.files ?? []} />
      <PostResponses post={post} user={user} canModerate={canModerate} />
    </article>
  );
});
