import { academyTexts } from '@campus/contract';
import { moveStudentSchema, type BackOfficeGroupStudent } from '@campus/contract';
import { toast } from 'sonner';
import { FormError } from '../../components/form/form-error';
import { SelectField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useMoveStudent } from './api/group-enrolments';
import { fill, messageOf } from './format';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;

interface MoveDialogProps {
  student: BackOfficeGroupStudent | null;
  onClose: () => void;
  groupCode: string;
  /** The other groups of the same main formation. */
  targets: readonly { edu_codigoformacion: string; edu_formacion: string }[];
}

/** "Cambiar de grupo": another group of the same formation; the line ends here and opens there, in one step. */
export function MoveDialog({ student, onClose, groupCode, targets }: MoveDialogProps) {
  return (
    <ModalDialog
      isOpen={student !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={student ? fill(t.moveTitle, { name: student.fullname }) : t.move}
      closeLabel={t.close}
      size="medium"
    >
      {student ? <MoveForm student={student} groupCode={groupCode} targets={targets} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function MoveForm({
  student,
  groupCode,
  targets,
  onDone,
}: Omit<MoveDialogProps, 'student' | 'onClose'> & { student: BackOfficeGroupStudent; onDone: () => void }) {
  const move = useMoveStudent(groupCode);
  const form = useZodForm(moveStudentSchema, { defaultValues: { targetGroupCode: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await move.mutateAsync({ lineCode: student.edu_codigolineamatricula, body });
      toast.success(t.moved);
      onDone();
    } catch (error) {
      form.setError('root.server', { message: messageOf(error) });
    }
  });
  if (targets.length === 0) return <p>{t.moveNoTargets}</p>;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <SelectField label={t.moveTarget} hint={t.moveHint} isRequired error={errors.targetGroupCode?.message} {...form.register('targetGroupCode')}>
        <option value="">{t.moveChoose}</option>
        {targets.map((target) => (
          <option key={target.edu_codigoformacion} value={target.edu_codigoformacion}>
            {`${target.edu_formacion} (${target.edu_codigoformacion})`}
          </option>
        ))}
      </SelectField>
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.move} isSubmitting={isSubmitting} />
    </form>
  );
}
