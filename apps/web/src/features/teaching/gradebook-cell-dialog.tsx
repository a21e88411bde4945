import { GRADE_COMMENT_MAX, gradeDeliveryBodySchema, type GradeDeliveryBody, type GradebookCell, type GradebookTask, texts } from '@campus/contract';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import fileStyles from '../../components/file-button.module.css';
import { FileTypeIcon } from '../../components/file-type-icon';
import { FormError } from '../../components/form/form-error';
import { TextareaField, TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { formatAcademyDateTime, formatAcademyDeadline } from '../../lib/academy-date';
import { getFileAddress } from '../../lib/api/file-address';
import { isApiError } from '../../lib/api-client';
import { openSignedFile } from '../../lib/open-signed-file';
import { useGradeCell } from './api/grade-cell';
import styles from './gradebook.module.css';
import { GradebookStatePill } from './gradebook-state-pill';
import { fillText, gradebookTexts as t, parseGradeInput } from './gradebook-texts';

/** The cell being graded: its student, task and the cell as the cache holds it now. */
export interface GradebookTarget {
  student: { edu_codigocontacto: string; fullname: string };
  task: GradebookTask;
  cell: GradebookCell;
}

/** The inputs as typed ("7,5" with a Spanish comma too), turned into the grading body and checked by its schema. */
const gradeFormSchema = z
  .object({ edu_calificacion: z.string(), edu_comentario: z.string() })
  .transform((values): Record<string, unknown> => ({
    edu_calificacion: parseGradeInput(values.edu_calificacion),
    edu_comentario: values.edu_comentario.trim() || null,
  }))
  .pipe(gradeDeliveryBodySchema);

/** A cell opened: its state, delivery and files, and (once delivered) the grade and comment, saved in place. */
export function GradebookCellDialog({ target, onClose }: { target: GradebookTarget | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={target !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={t.gradeTitle}
      description={target ? fillText(t.gradeDescription, { task: target.task.edu_titulo, student: target.student.fullname }) : undefined}
      closeLabel={t.close}
      size="medium"
    >
      {target ? <CellDetail key={`${target.student.edu_codigocontacto}:${target.task.id}`} target={target} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function CellDetail({ target, onDone }: { target: GradebookTarget; onDone: () => void }) {
  const { cell, task } = target;
  return (
    <div className={styles.dialogBody}>
      <p className={styles.facts}>
        <GradebookStatePill cell={cell} />
        <span>{fillText(t.deadline, { date: formatAcademyDeadline(task.edu_fechafinmax, task.edu_horafinmax) })}</span>
        {cell.edu_fechaentrega ? <span>{fillText(t.deliveredAt, { date: formatAcademyDateTime(cell.edu_fechaentrega) ?? '' })}</span> : null}
        <span>{fillText(t.attempts, { used: cell.intentos_usados, total: task.edu_oportunidades })}</span>
      </p>
      {cell.estado === 'Pendiente' ? <p className={styles.muted}>{t.notDelivered}</p> : <GradeForm target={target} onDone={onDone} />}
    </div>
  );
}

function DeliveredFiles({ files, label }: { files: GradebookCell['files']; label: string }) {
  const [openingId, setOpeningId] = useState<number | null>(null);
  if (files.length === 0) return null;
  const open = async (file: GradebookCell['files'][number]) => {
    setOpeningId(file.id);
    try {
      await openSignedFile(file.name, (isDownload) => getFileAddress(file.id, isDownload));
    } catch {
      toast.error(texts.files.openError);
    } finally {
      setOpeningId(null);
    }
  };
  return (
    <ul className={fileStyles.files} aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <button
            type="button"
            className={fileStyles.fileButton}
            onClick={() => void open(file)}
            disabled={openingId === file.id}
            aria-label={fillText(t.openFile, { name: file.name })}
          >
            <FileTypeIcon name={file.name} />
            <span className={fileStyles.fileName}>{file.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function GradeForm({ target, onDone }: { target: GradebookTarget; onDone: () => void }) {
  const formId = useId();
  const grade = useGradeCell();
  const { cell } = target;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(gradeFormSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      edu_calificacion: cell.edu_calificacion === null ? '' : String(cell.edu_calificacion).replace('.', ','),
      edu_comentario: cell.edu_comentario ?? '',
    },
  });

  const onSubmit = async (body: GradeDeliveryBody) => {
    try {
      await grade.mutateAsync({ taskId: target.task.id, contactCode: target.student.edu_codigocontacto, body });
      toast.success(texts.evaluations.gradeSaved);
      onDone();
    } catch (error) {
      const message = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : texts.evaluations.gradeError;
      setError('root.server', { message });
    }
  };

  return (
    <form className={styles.gradeForm} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <TextField
        id={`${formId}-grade`}
        label={t.grade}
        error={errors.edu_calificacion?.message}
        isErrorAnnounced
        inputMode="decimal"
        autoComplete="off"
        className={styles.gradeInput}
        {...register('edu_calificacion')}
      />
      <TextareaField
        id={`${formId}-comment`}
        label={t.comment}
        error={errors.edu_comentario?.message}
        isErrorAnnounced
        className={styles.textarea}
        maxLength={GRADE_COMMENT_MAX}
        {...register('edu_comentario')}
      />
      {/* What is being graded, at hand (after the fields: opening the dialog focuses the grade). */}
      <DeliveredFiles files={cell.files} label={t.files} />
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
