import { GRADE_COMMENT_MAX, GRADE_MAX, GRADE_MIN, gradeDeliveryBodySchema, texts, type GradeDeliveryBody, type TeacherDelivery } from '@campus/contract';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormError } from '../../components/form/form-error';
import { TextareaField, TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { isApiError } from '../../lib/api-client';
import { useGradeDelivery } from './api/grade-delivery';
import { evaluationsPageTexts as t } from './evaluations-texts';
import styles from './grade-delivery-dialog.module.css';
import { TaskFileList } from './task-file-list';

/** "7,5" → 7.5; '' and words → NaN (the schema's 'La calificación debe ser un número entre 0 y 10'). */
function parseGrade(value: string): number {
  const normalised = value.trim().replace(',', '.');
  return normalised === '' || !/^-?\d*\.?\d*$/.test(normalised) ? Number.NaN : Number(normalised);
}

/**
 * What the inputs hold, as typed ("7,5" with a Spanish comma too), turned into the body the server takes and
 * then checked by the same schema.
 */
const gradeFormSchema = z
  .object({ edu_calificacion: z.string(), edu_comentario: z.string() })
  .transform((values): Record<string, unknown> => ({
    edu_calificacion: parseGrade(values.edu_calificacion),
    edu_comentario: values.edu_comentario.trim() || null,
  }))
  .pipe(gradeDeliveryBodySchema);

/** The teacher's grade of a delivery: score 0–10 with up to 2 decimals and a comment for the student. */
export function GradeDeliveryDialog({ delivery, onClose }: { delivery: TeacherDelivery | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={delivery !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t.gradeDialogTitle}
      description={delivery ? t.gradeDialogDescription(delivery.alumno.fullname, delivery.tarea.edu_titulo) : undefined}
      closeLabel={t.close}
      size="medium"
    >
      {/* Keyed by the delivery: every opening starts from what is saved now. */}
      {delivery ? <GradeForm key={delivery.id} delivery={delivery} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function GradeForm({ delivery, onDone }: { delivery: TeacherDelivery; onDone: () => void }) {
  const formId = useId();
  const grade = useGradeDelivery();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(gradeFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      edu_calificacion: delivery.edu_calificacion === null ? '' : String(delivery.edu_calificacion).replace('.', ','),
      edu_comentario: delivery.edu_comentario ?? '',
    },
  });

  const onSubmit = async (body: GradeDeliveryBody) => {
    try {
      await grade.mutateAsync({ taskId: delivery.tarea.id, contactCode: delivery.alumno.edu_codigocontacto, body });
      toast.success(texts.evaluations.gradeSaved);
      onDone();
    } catch (error) {
      const message = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : texts.evaluations.gradeError;
      toast.error(message);
      setError('root.server', { message });
    }
  };

  return (
    <form className={styles.gradeForm} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField
        id={`${formId}-grade`}
        label={t.gradeField}
        error={errors.edu_calificacion?.message}
        isErrorAnnounced
        inputMode="decimal"
        autoComplete="off"
        className={styles.gradeInput}
        data-min={GRADE_MIN}
        data-max={GRADE_MAX}
        {...register('edu_calificacion')}
      />
      <TextareaField
        id={`${formId}-comment`}
        label={t.commentField}
        error={errors.edu_comentario?.message}
        isErrorAnnounced
        className={styles.textarea}
        maxLength={GRADE_COMMENT_MAX}
        {...register('edu_comentario')}
      />
      {/* What is being graded, at hand (after the fields: opening the dialog focuses the grade). */}
      <TaskFileList files={delivery.files} label={t.filesLabel(`${delivery.tarea.edu_titulo} · ${delivery.alumno.fullname}`)} />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions
        cancelLabel={t.cancel}
        onCancel={onDone}
        submitLabel={t.save}
        submitIcon={<Save aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
