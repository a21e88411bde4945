import { texts, type Post } from '@campus/contract';
import { Eye, EyeOff, Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../components/avatar';
import { buttonClassName } from '../../components/button-class';
import { IconButton } from '../../components/icon-button';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { StatusPill } from '../../components/status-pill';
import { formatDayMonthTime } from '../../lib/format-date-time';
import { useCreateResponse } from './api/create-response';
import { useDeleteResponse } from './api/delete-response';
import { useModeratePost } from './api/moderate-post';
import { boardPageTexts } from './board-texts';
import boardStyles from './board.module.css';
import styles from './post-responses.module.css';

interface PostResponsesProps {
  post: Post;
  user: { edu_codigocontacto: string; fullname: string };
  /** The user moderates the group's board (issue 30): hides, shows again and deletes others' answers. */
  canModerate?: boolean;
}

type PostResponse = Post['responses'][number];

/**
 * The responses of a post and the field to answer it (spec 001 §2, §5): an empty or blank answer is ignored;
 * only the author of a response sees its delete icon.
 */
export function PostResponses({ post, user, canModerate = false }: PostResponsesProps) {
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const createResponse = useCreateResponse();
  const deleteResponse = useDeleteResponse();
  const moderate = useModeratePost();
  const [confirming, setConfirming] = useState<PostResponse | null>(null);

  const toggleHidden = async (response: PostResponse) => {
    const hidden = !response.hidden_at;
    try {
      await moderate.mutateAsync({ kind: 'response', id: response.id, hidden });
      toast.success(hidden ? texts.teachingNotices.hiddenToast : texts.teachingNotices.shownToast);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : texts.errors.internal);
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content || createResponse.isPending) return;
    try {
      await createResponse.mutateAsync({ post, content, fullname: user.fullname, contactCode: user.edu_codigocontacto });
      setDraft('');
      toast.success(texts.board.responseSent);
    } catch {
      toast.error(texts.board.responseError);
    }
  };

  const remove = async (id: number) => {
    try {
      await deleteResponse.mutateAsync({ id, postId: post.id });
      toast.success(texts.board.responseDeleted);
    } catch {
      toast.error(texts.board.responseDeleteError);
    }
  };

  return (
    <section className={styles.responses} aria-label={boardPageTexts.responsesOf(post.title)}>
      <p className={boardStyles.responsesCount}>{texts.board.responsesLabel(post.responses.length)}</p>
      {post.responses.length > 0 ? (
        <ul className={styles.responseList}>
          {post.responses.map((response) => {
            const isOwn = response.edu_codigocontacto === user.edu_codigocontacto;
            return (
              <li key={response.id} className={styles.response}>
                <Avatar name={response.fullname} photoUrl={response.foto} size="small" />
                <div className={styles.responseBody}>
                  <p className={styles.responseMeta}>
                    <span className={styles.responseAuthor}>{response.fullname}</span>
                    <time dateTime={response.created_at}>{formatDayMonthTime(response.created_at)}</time>
                  </p>
                  {response.hidden_at ? <StatusPill label={texts.teachingNotices.hiddenMark} colour="yellow" /> : null}
                  <p className={styles.responseText}>{response.content}</p>
                </div>
                {isOwn ? (
                  <IconButton
                    label={texts.board.deleteResponse}
                    tone="danger"
                    disabled={deleteResponse.isPending && deleteResponse.variables?.id === response.id}
                    onClick={() => void remove(response.id)}
                  >
                    <Trash2 aria-hidden="true" size={16} />
                  </IconButton>
                ) : canModerate ? (
                  <span className={styles.moderation}>
                    <IconButton
                      label={`${response.hidden_at ? texts.teachingNotices.show : texts.teachingNotices.hide}: ${boardPageTexts.responseOf(response.fullname)}`}
                      disabled={moderate.isPending && moderate.variables?.id === response.id}
                      onClick={() => void toggleHidden(response)}
                    >
                      {response.hidden_at ? <Eye aria-hidden="true" size={16} /> : <EyeOff aria-hidden="true" size={16} />}
                    </IconButton>
                    <IconButton
                      label={boardPageTexts.deleteResponseOf(response.fullname)}
                      tone="danger"
                      aria-haspopup="dialog"
                      onClick={() => setConfirming(response)}
                    >
                      <Trash2 aria-hidden="true" size={16} />
                    </IconButton>
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      <ModalDialog
        isOpen={confirming !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setConfirming(null))}
        title={texts.teachingNotices.confirmDeleteResponseTitle}
        description={texts.teachingNotices.confirmDeleteBody}
        icon={<Trash2 size={26} />}
        closeLabel={boardPageTexts.close}
      >
        {confirming ? <p className={styles.confirmExcerpt}>{confirming.content}</p> : null}
        <ModalDialogActions>
          <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={() => setConfirming(null)}>
            {texts.teachingNotices.cancel}
          </button>
          <button
            type="button"
            className={buttonClassName()}
            disabled={deleteResponse.isPending}
            onClick={() => {
              const response = confirming;
              setConfirming(null);
              if (response) void remove(response.id);
            }}
          >
            {texts.teachingNotices.remove}
          </button>
        </ModalDialogActions>
      </ModalDialog>
      <form className={styles.responseForm} onSubmit={(event) => void send(event)}>
        <label htmlFor={fieldId} className="visually-hidden">
          {texts.board.responseLabel}
        </label>
        <textarea
          id={fieldId}
          className={styles.responseInput}
          rows={1}
          maxLength={5000}
          placeholder={texts.board.responsePlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter breaks the line (as in the chat).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <button type="submit" className={boardStyles.sendButton} disabled={createResponse.isPending}>
          <Send aria-hidden="true" size={16} />
          <span>{texts.board.sendResponse}</span>
        </button>
      </form>
    </section>
  );
}
