import { academyTexts } from '@campus/contract';
import { enrolStudentSchema } from '@campus/contract';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormError } from '../../components/form/form-error';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useEnrolStudent } from './api/group-enrolments';
import { messageOf } from './format';
import { PersonPicker } from './person-picker';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;

/** "Matricular": a person found by name (not already active in the group), an optional first day and line code. */
export function EnrolDialog({ isOpen, onOpenChange, groupCode }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; groupCode: string }) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t.enrolTitle} closeLabel={t.close} size="medium">
      {isOpen ? <EnrolForm groupCode={groupCode} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function EnrolForm({ groupCode, onDone }: { groupCode: string; onDone: () => void }) {
  const enrol = useEnrolStudent(groupCode);
  const form = useZodForm(enrolStudentSchema, { defaultValues: { edu_codigocontacto: '', edu_fechainicio: '', edu_codigolineamatricula: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await enrol.mutateAsync(values);
      toast.success(t.enrolled);
      onDone();
    } catch (error) {
      form.setError('root.server', { message: messageOf(error) });
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <Controller
        control={form.control}
        name="edu_codigocontacto"
        render={({ field }) => (
          <PersonPicker groupCode={groupCode} tipo="alumno" value={field.value} onChange={field.onChange} error={errors.edu_codigocontacto?.message} />
        )}
      />
      <div className={styles.formGrid}>
        <TextField type="date" label={t.startDay} hint={t.enrolStartHint} error={errors.edu_fechainicio?.message} {...form.register('edu_fechainicio')} />
        <TextField
          label={t.lineCode}
          hint={t.codeHint}
          autoComplete="off"
          error={errors.edu_codigolineamatricula?.message}
          {...form.register('edu_codigolineamatricula')}
        />
      </div>
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.enrol} isSubmitting={isSubmitting} />
    </form>
  );
}
