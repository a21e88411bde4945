import { zodResolver } from '@hookform/resolvers/zod';
import { commentFormSchema, type CommentForm as CommentFormValues } from '@campus/contract';
import { lazy, Suspense, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { buttonClassName } from '../../../components/button-class';
import fieldStyles from '../../../components/form-field.module.css';
import { Skeleton } from '../../../components/skeleton';
import { formationTexts } from '../formation-texts';
import styles from './comments.module.css';

// Tiptap (ProseMirror) is the heaviest part of the page and sits below the viewer: it loads on its own.
const RichTextEditor = lazy(() => import('../../../components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

const emptyValues: CommentFormValues = { title: '', content: '' };

interface CommentFormProps {
  initialValues?: CommentFormValues;
  submitLabel: string;
  /** Sends the comment; resolves true when it was saved (the form empties), false when it failed. */
  onSubmit: (values: CommentFormValues) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * Title and rich-text content of a class comment, checked with the contract's commentFormSchema
 * ('El título es obligatorio', 'El contenido es obligatorio').
 */
export function CommentForm({ initialValues = emptyValues, submitLabel, onSubmit, onCancel }: CommentFormProps) {
  const formId = useId();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CommentFormValues>({ resolver: zodResolver(commentFormSchema), defaultValues: initialValues, mode: 'onSubmit', reValidateMode: 'onChange' });

  const submit = async (values: CommentFormValues) => {
    if (await onSubmit(values)) reset(emptyValues);
  };

  const titleError = errors.title?.message;
  const contentError = errors.content?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor={`${formId}-title`} className={fieldStyles.label}>
          {formationTexts.comments.titleLabel}
        </label>
        <input
          id={`${formId}-title`}
          className={fieldStyles.input}
          maxLength={255}
          aria-invalid={titleError ? true : undefined}
          aria-describedby={titleError ? `${formId}-title-error` : undefined}
          {...register('title')}
        />
        {titleError ? (
          <p id={`${formId}-title-error`} className={fieldStyles.error}>
            {titleError}
          </p>
        ) : null}
      </div>
      <div className={fieldStyles.field}>
        <span id={`${formId}-content-label`} className={fieldStyles.label}>
          {formationTexts.comments.contentLabel}
        </span>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <Suspense fallback={<Skeleton height="168px" radius="var(--radius-md)" />}>
              <RichTextEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={formationTexts.comments.contentLabel}
                isInvalid={!!contentError}
                describedBy={contentError ? `${formId}-content-error` : undefined}
              />
            </Suspense>
          )}
        />
        {contentError ? (
          <p id={`${formId}-content-error`} className={fieldStyles.error}>
            {contentError}
          </p>
        ) : null}
      </div>
      <div className={styles.formActions}>
        {onCancel ? (
          <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={onCancel}>
            {formationTexts.comments.cancel}
          </button>
        ) : null}
        <button type="submit" className={buttonClassName({ size: 'small' })} disabled={isSubmitting}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
