import { isStaffContact, isTeacherContact, parseContactTypes, texts, type SessionUser } from '@campus/contract';
import { toast } from 'sonner';
import { MessageSquare } from 'lucide-react';
import { buttonClassName } from '../../../components/button-class';
import { Skeleton } from '../../../components/skeleton';
import { useCreateComment } from '../api/create-comment';
import { useEventComments } from '../api/get-event-comments';
import { useModerateComment } from '../api/moderate-comment';
import { useUpdateComment } from '../api/update-comment';
import { formationTexts } from '../formation-texts';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import styles from './comments.module.css';

/**
 * The class comments of an event (spec 001 §2 "Class comments"): the list, newest last, and the form to
 * write one; authors edit their own.
 */
export function EventComments({ eventId, user }: { eventId: number; user: SessionUser }) {
  const commentsQuery = useEventComments(eventId);
  const createComment = useCreateComment(eventId);
  const updateComment = useUpdateComment(eventId);
  const moderateComment = useModerateComment(eventId);
  const comments = commentsQuery.data ?? [];
  // Teachers and the academy side get the controls; the server decides per comment (a teacher of the class's group).
  const types = parseContactTypes(user.edu_tipocontacto);
  const mayModerate = !user.freemium && (user.admin || isTeacherContact(types) || isStaffContact(types));
  const moderate = (postId: number, action: 'hide' | 'show' | 'delete') =>
    moderateComment.mutate(
      { postId, action },
      {
        onSuccess: () =>
          toast.success(
            action === 'hide' ? texts.teachingNotices.hiddenToast : action === 'show' ? texts.teachingNotices.shownToast : texts.teachingNotices.removedToast,
          ),
        onError: (error) => toast.error(error.message),
      },
    );

  return (
    <section className={styles.section} aria-labelledby={`comments-${eventId}`}>
      <h3 id={`comments-${eventId}`} className={styles.heading}>
        <MessageSquare aria-hidden="true" size={20} />
        {formationTexts.comments.title}
        {comments.length > 0 ? <span className={styles.count}>{comments.length}</span> : null}
      </h3>
      {commentsQuery.isPending ? (
        <div aria-busy="true" className={styles.loading}>
          <Skeleton height="72px" />
        </div>
      ) : commentsQuery.isError ? (
        <div className={styles.loadError} role="alert">
          <p>{formationTexts.comments.loadError}</p>
          <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void commentsQuery.refetch()}>
            {formationTexts.retry}
          </button>
        </div>
      ) : comments.length === 0 ? (
        <p className={styles.empty}>{formationTexts.comments.empty}</p>
      ) : (
        <ul role="list" className={styles.list} aria-label={formationTexts.comments.listLabel}>
          {comments.map((post) => (
            <CommentItem
              key={post.id}
              post={post}
              isOwn={post.edu_codigocontacto === user.edu_codigocontacto}
              onModerate={mayModerate ? moderate : undefined}
              onUpdate={(postId, form) =>
                updateComment.mutateAsync({ postId, form }).then(
                  () => true,
                  () => false,
                )
              }
            />
          ))}
        </ul>
      )}
      <div className={styles.newComment}>
        <h4 className={styles.subheading}>{formationTexts.comments.write}</h4>
        <CommentForm
          submitLabel={formationTexts.comments.submit}
          onSubmit={(form) =>
            createComment.mutateAsync(form).then(
              () => true,
              () => false,
            )
          }
        />
      </div>
    </section>
  );
}
