import { texts, type CommentForm as CommentFormValues, type Post } from '@campus/contract';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { buttonClassName } from '../../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../../components/modal-dialog';
import { SafeHtml } from '../../../components/safe-html';
import { StatusPill } from '../../../components/status-pill';
import { formatDayMonthTime } from '../../../lib/format-date-time';
import { formationTexts } from '../formation-texts';
import { CommentForm } from './comment-form';
import styles from './comments.module.css';

interface CommentItemProps {
  post: Post;
  /** Only the author sees the edit control. */
  isOwn: boolean;
  onUpdate: (postId: number, values: CommentFormValues) => Promise<boolean>;
  /** A teacher of the class's group or the academy side (issue 30): hides, shows again or deletes others' comments. */
  onModerate?: (postId: number, action: 'hide' | 'show' | 'delete') => void;
}

/** One class comment: author, date, title and sanitized content; its author can edit it in place. */
export function CommentItem({ post, isOwn, onUpdate, onModerate }: CommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const date = formatDayMonthTime(post.created_at);
  const isEdited = !!post.updated_at && post.updated_at !== post.created_at;
  return (
    <li className={styles.comment}>
      <div className={styles.commentHeader}>
        <Avatar name={post.fullname} photoUrl={post.foto} size="small" />
        <div className={styles.author}>
          <span className={styles.authorName}>{post.fullname}</span>
          {date ? (
            <time className={styles.date} dateTime={post.created_at}>
              {date} {isEdited ? formationTexts.comments.edited : null}
            </time>
          ) : null}
        </div>
        {isOwn && !isEditing ? (
          <button type="button" className={styles.editButton} aria-label={formationTexts.comments.editLabel(post.title)} onClick={() => setIsEditing(true)}>
            <Pencil aria-hidden="true" size={16} />
            {formationTexts.comments.edit}
          </button>
        ) : null}
        {!isOwn && onModerate ? (
          <span className={styles.moderation}>
            <button
              type="button"
              className={styles.editButton}
              aria-label={`${post.hidden_at ? texts.teachingNotices.show : texts.teachingNotices.hide}: ${post.title}`}
              onClick={() => onModerate(post.id, post.hidden_at ? 'show' : 'hide')}
            >
              {post.hidden_at ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
              {post.hidden_at ? texts.teachingNotices.show : texts.teachingNotices.hide}
            </button>
            <button
              type="button"
              className={styles.editButton}
              aria-label={`${texts.teachingNotices.remove}: ${post.title}`}
              aria-haspopup="dialog"
              onClick={() => setIsConfirmingDelete(true)}
            >
              <Trash2 aria-hidden="true" size={16} />
              {texts.teachingNotices.remove}
            </button>
          </span>
        ) : null}
      </div>
      {post.hidden_at ? <StatusPill label={texts.teachingNotices.hiddenMark} colour="yellow" /> : null}
      {onModerate ? (
        <ModalDialog
          isOpen={isConfirmingDelete}
          onOpenChange={setIsConfirmingDelete}
          title={texts.teachingNotices.confirmDeletePostTitle}
          description={texts.teachingNotices.confirmDeleteBody}
          icon={<Trash2 size={26} />}
          closeLabel={texts.teachingNotices.cancel}
        >
          <p>{post.title}</p>
          <ModalDialogActions>
            <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={() => setIsConfirmingDelete(false)}>
              {texts.teachingNotices.cancel}
            </button>
            <button
              type="button"
              className={buttonClassName()}
              onClick={() => {
                setIsConfirmingDelete(false);
                onModerate(post.id, 'delete');
              }}
            >
              {texts.teachingNotices.remove}
            </button>
          </ModalDialogActions>
        </ModalDialog>
      ) : null}
      {isEditing ? (
        <CommentForm
          initialValues={{ title: post.title, content: post.content }}
          submitLabel={formationTexts.comments.save}
          onCancel={() => setIsEditing(false)}
          onSubmit={async (values) => {
            const isSaved = await onUpdate(post.id, values);
            if (isSaved) setIsEditing(false);
            return isSaved;
          }}
        />
      ) : (
        <>
          <h4 className={styles.commentTitle}>{post.title}</h4>
          <SafeHtml html={post.content} className={styles.commentBody} />
        </>
      )}
    </li>
  );
}
