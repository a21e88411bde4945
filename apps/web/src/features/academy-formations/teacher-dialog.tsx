import { academyTexts } from '@campus/contract';
import { addGroupTeacherSchema } from '@campus/contract';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { FormError } from '../../components/form/form-error';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useAddGroupTeacher } from './api/group-teachers';
import { messageOf } from './format';
import { PersonPicker } from './person-picker';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;

/** "Añadir profesor": a teacher (types 5 or 6) found by name and an optional role text. */
export function TeacherDialog({ isOpen, onOpenChange, groupCode }: { isOpen: boolean; onOpenChange: (isOpen: boolean) => void; groupCode: string }) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={t.addTeacherTitle} closeLabel={t.close} size="medium">
      {isOpen ? <TeacherForm groupCode={groupCode} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function TeacherForm({ groupCode, onDone }: { groupCode: string; onDone: () => void }) {
  const add = useAddGroupTeacher(groupCode);
  const form = useZodForm(addGroupTeacherSchema, { defaultValues: { edu_codigocontacto: '', role: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await add.mutateAsync(values);
      toast.success(t.teacherAdded);
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
          <PersonPicker groupCode={groupCode} tipo="profesor" value={field.value} onChange={field.onChange} error={errors.edu_codigocontacto?.message} />
        )}
      />
      <TextField label={t.teacherRole} hint={t.teacherRoleHint} autoComplete="off" error={errors.role?.message} {...form.register('role')} />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.addTeacher} isSubmitting={isSubmitting} />
    </form>
  );
}
