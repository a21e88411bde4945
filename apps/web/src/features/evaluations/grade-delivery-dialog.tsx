import { zodResolver } from '@hookform/resolvers/zod';
import { GRADE_COMMENT_MAX, GRADE_MAX, GRADE_MIN, gradeDeliveryBodySchema, texts, type GradeDeliveryBody, type TeacherDelivery } from '@campus/contract';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import fieldStyles from '../../components/form-field.module.css';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { isApiError } from '../../lib/api-client';
import { useGradeDelivery } from './api/grade-delivery';
import { evaluationsPageTexts as t } from './evaluations-texts';
import styles from './evaluations.module.css';
import { TaskFileList } from './task-file-list';

/** What the inputs hold, as typed ("7,5" with a Spanish comma too); the contract's schema checks the number. */
interface GradeValues {
  edu_calificacion: string;
  edu_comentario: string;
}

/** "7,5" → 7.5; '' and words → NaN (the schema's 'La calificación debe ser un número entre 0 y 10'). */
function parseGrade(value: string): number {
  const normalised = value.trim().replace(',', '.');
  return normalised === '' || !/^-?\d*\.?\d*$/.test(normalised) ? Number.NaN : Number(normalised);
}

const schemaResolver = zodResolver(gradeDeliveryBodySchema);
// The inputs are strings: turned into the body the server takes, then checked by the same schema.
const resolver: Resolver<GradeValues, unknown, GradeDeliveryBody> = (values, context, options) =>
  (schemaResolver as unknown as Resolver<GradeDeliveryBody, unknown, GradeDeliveryBody>)(
    { edu_calificacion: parseGrade(values.edu_calificacion), edu_comentario: values.edu_comentario.trim() || null },
    context,
    options as never,
  ) as never;

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
  } = useForm<GradeValues, unknown, GradeDeliveryBody>({
    resolver,
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

  const gradeError = errors.edu_calificacion?.message;
  const commentError = errors.edu_comentario?.message;
  return (
    <form className={styles.gradeForm} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className={fieldStyles.field}>
        <label htmlFor={`${formId}-grade`} className={fieldStyles.label}>
          {t.gradeField}
        </label>
        <input
          id={`${formId}-grade`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={[fieldStyles.input, styles.gradeInput].join(' ')}
          aria-invalid={gradeError ? true : undefined}
          aria-describedby={gradeError ? `${formId}-grade-error` : undefined}
          data-min={GRADE_MIN}
          data-max={GRADE_MAX}
          {...register('edu_calificacion')}
        />
        {gradeError ? (
          <p id={`${formId}-grade-error`} className={fieldStyles.error} role="alert">
            {gradeError}
          </p>
        ) : null}
      </div>
      <div className={fieldStyles.field}>
        <label htmlFor={`${formId}-comment`} className={fieldStyles.label}>
          {t.commentField}
        </label>
        <textarea
          id={`${formId}-comment`}
          className={[fieldStyles.input, styles.textarea].join(' ')}
          maxLength={GRADE_COMMENT_MAX}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={commentError ? `${formId}-comment-error` : undefined}
          {...register('edu_comentario')}
        />
        {commentError ? (
          <p id={`${formId}-comment-error`} className={fieldStyles.error} role="alert">
            {commentError}
          </p>
        ) : null}
      </div>
      {/* What is being graded, at hand (after the fields: opening the dialog focuses the grade). */}
      <TaskFileList files={delivery.files} label={t.filesLabel(`${delivery.tarea.edu_titulo} · ${delivery.alumno.fullname}`)} />
      {errors.root?.server ? (
        <p className={fieldStyles.error} role="alert">
          {errors.root.server.message}
        </p>
      ) : null}
      <FormDialogActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.save} submitIcon={<Save aria-hidden="true" size={18} />} isSubmitting={isSubmitting} />
    </form>
  );
}
