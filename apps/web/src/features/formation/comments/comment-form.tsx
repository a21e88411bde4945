import { zodResolver } from '@hookform/resolvers/zod';
import { commentFormSchema, type CommentForm as CommentFormValues } from '@campus/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { buttonClassName } from '../../../components/button-class';
import fieldStyles from '../../../components/form-field.module.css';
import { RichTextField } from '../../../components/rich-text-field';
import { formationTexts } from '../formation-texts';
import styles from './comments.module.css';

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
      <RichTextField control={control} name="content" label={formationTexts.comments.contentLabel} error={contentError} errorId={`${formId}-content-error`} />
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
