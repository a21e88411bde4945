import { boardPostFormSchema, texts, type BoardGroup, type Post } from '@campus/contract';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import fieldStyles from '../../components/form-field.module.css';
import { ModalDialog } from '../../components/modal-dialog';
import { RichTextField } from '../../components/rich-text-field';
import { useCreatePost } from './api/create-post';
import { useUpdatePost } from './api/update-post';
import { boardPageTexts } from './board-texts';
import { PostFilesField, toAttachments, type Attachment } from './post-files-field';
import styles from './board.module.css';

/** The form: the contract's title and content rules, and the groups (required only when creating). */
const formSchema = boardPostFormSchema.extend({ codigos_grupos: z.array(z.string()) });
type FormValues = z.output<typeof formSchema>;

interface PostFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The post being edited; null to write a new one. */
  post: Post | null;
  groups: readonly BoardGroup[];
  /** Checked at first when writing a new post (the group on screen). */
  defaultGroupCode: string | null;
  /** Called with the saved post's id (new posts) so the page can show it. */
  onSaved?: (postId: number, groupCodes: string[]) => void;
}

/** The dialog that writes or edits a post (spec 001 §2 and §5); its content only mounts while open. */
export function PostFormDialog({ isOpen, onOpenChange, post, groups, defaultGroupCode, onSaved }: PostFormDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={post ? texts.board.editPost : texts.board.newPost}
      closeLabel={boardPageTexts.close}
      size="medium"
    >
      {isOpen ? <PostForm post={post} groups={groups} defaultGroupCode={defaultGroupCode} onDone={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}

interface PostFormProps {
  post: Post | null;
  groups: readonly BoardGroup[];
  defaultGroupCode: string | null;
  onDone: () => void;
  onSaved: PostFormDialogProps['onSaved'];
}

function PostForm({ post, groups, defaultGroupCode, onDone, onSaved }: PostFormProps) {
  const formId = useId();
  const isEditing = post !== null;
  const [attachments, setAttachments] = useState<Attachment[]>(() => toAttachments(post?.metadata?.files));
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(formSchema, {
    defaultValues: { title: post?.title ?? '', content: post?.content ?? '', codigos_grupos: post ? [] : defaultGroupCode ? [defaultGroupCode] : [] },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const isUploading = attachments.some((item) => item.status === 'uploading');
  const submit = async (values: FormValues) => {
    // The group selector is hidden when editing: a post keeps the groups it was addressed to.
    if (!isEditing && values.codigos_grupos.length === 0) {
      setError('codigos_grupos', { message: texts.board.groupsRequired }, { shouldFocus: true });
      return;
    }
    const files = attachments.flatMap((item) => (item.status === 'ready' && item.file ? [item.file] : []));
    const metadata = { files };
    try {
      if (post) {
        await updatePost.mutateAsync({ id: post.id, title: values.title, content: values.content, metadata });
        toast.success(texts.board.updated);
      } else {
        const { post: created } = await createPost.mutateAsync({
          title: values.title,
          content: values.content,
          metadata,
          codigos_grupos: values.codigos_grupos,
        });
        toast.success(texts.board.created);
        onSaved?.(created.id, created.codigos_grupos);
      }
      onDone();
    } catch {
      toast.error(isEditing ? texts.board.updateError : texts.board.createError);
    }
  };

  const groupsError = errors.codigos_grupos?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <TextField
        id={`${formId}-title`}
        label={texts.board.titleLabel}
        error={errors.title?.message}
        maxLength={255}
        autoComplete="off"
        {...register('title')}
      />
      <RichTextField control={control} name="content" label={texts.board.contentLabel} error={errors.content?.message} errorId={`${formId}-content-error`} />
      <PostFilesField attachments={attachments} onChange={setAttachments} />
      {isEditing ? null : (
        <fieldset
          className={styles.fieldset}
          aria-describedby={groupsError ? `${formId}-groups-error` : `${formId}-groups-hint`}
          aria-invalid={groupsError ? true : undefined}
        >
          <legend className={styles.legend}>{texts.board.groupsLabel}</legend>
          <p id={`${formId}-groups-hint`} className={styles.hint}>
            {boardPageTexts.groupsHint}
          </p>
          <Controller
            control={control}
            name="codigos_grupos"
            render={({ field }) => (
              <ul className={styles.groupChecks}>
                {groups.map((group, index) => {
                  const isChecked = field.value.includes(group.edu_codigoformacion);
                  return (
                    <li key={group.edu_codigoformacion}>
                      <label className={styles.groupCheck}>
                        <input
                          ref={index === 0 ? field.ref : undefined}
                          type="checkbox"
                          checked={isChecked}
                          onBlur={field.onBlur}
                          onChange={() =>
                            field.onChange(
                              isChecked ? field.value.filter((code) => code !== group.edu_codigoformacion) : [...field.value, group.edu_codigoformacion],
                            )
                          }
                        />
                        <span>
                          <span className={styles.groupCheckName}>{group.name}</span>
                          {group.formation_name ? <span className={styles.groupCheckFormation}>{group.formation_name}</span> : null}
                        </span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          />
          {groupsError ? (
            <p id={`${formId}-groups-error`} className={fieldStyles.error}>
              {groupsError}
            </p>
          ) : null}
        </fieldset>
      )}
      <FormDialogActions
        cancelLabel={texts.board.cancel}
        cancelVariant="ghost"
        onCancel={onDone}
        submitLabel={isEditing ? texts.board.save : texts.board.publish}
        isSubmitting={isSubmitting}
        isBlocked={isUploading}
      />
    </form>
  );
}
