import { texts, type Post } from '@campus/contract';
import { Send, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Avatar } from '../../components/avatar';
import { IconButton } from '../../components/icon-button';
import { formatDayMonthTime } from '../../lib/format-date-time';
import { useCreateResponse } from './api/create-response';
import { useDeleteResponse } from './api/delete-response';
import { boardPageTexts } from './board-texts';
import boardStyles from './board.module.css';
import styles from './post-responses.module.css';

interface PostResponsesProps {
  post: Post;
  user: { edu_codigocontacto: string; fullname: string };
}

/**
 * The responses of a post and the field to answer it (spec 001 §2, §5): an empty or blank answer is ignored;
 * only the author of a response sees its delete icon.
 */
export function PostResponses({ post, user }: PostResponsesProps) {
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const createResponse = useCreateResponse();
  const deleteResponse = useDeleteResponse();

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
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
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
