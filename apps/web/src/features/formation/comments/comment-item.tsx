import type { CommentForm as CommentFormValues, Post } from '@campus/contract';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { SafeHtml } from '../../../components/safe-html';
import { formatDayMonthTime } from '../../../lib/format-date-time';
import { formationTexts } from '../formation-texts';
import { CommentForm } from './comment-form';
import styles from './comments.module.css';

interface CommentItemProps {
  post: Post;
  /** Only the author sees the edit control. */
  isOwn: boolean;
  onUpdate: (postId: number, values: CommentFormValues) => Promise<boolean>;
}

/** One class comment: author, date, title and sanitized content; its author can edit it in place. */
export function CommentItem({ post, isOwn, onUpdate }: CommentItemProps) {
  const [isEditing, setIsEditing] = useState(false);
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
      </div>
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
