import { commentFormSchema, type CommentForm as CommentFormValues } from '@campus/contract';
import { useId } from 'react';
import { buttonClassName } from '../../../components/button-class';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
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
  } = useZodForm(commentFormSchema, { defaultValues: initialValues, mode: 'onSubmit', reValidateMode: 'onChange' });

  const submit = async (values: CommentFormValues) => {
    if (await onSubmit(values)) reset(emptyValues);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <TextField id={`${formId}-title`} label={formationTexts.comments.titleLabel} error={errors.title?.message} maxLength={255} {...register('title')} />
      <RichTextField
        control={control}
        name="content"
        label={formationTexts.comments.contentLabel}
        error={errors.content?.message}
        errorId={`${formId}-content-error`}
      />
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
