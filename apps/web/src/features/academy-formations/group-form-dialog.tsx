import { academyTexts } from '@campus/contract';
import { createGroupSchema, texts, updateGroupSchema, type BackOfficeGroup } from '@campus/contract';
import { toast } from 'sonner';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormError } from '../../components/form/form-error';
import { SelectField, TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useCreateGroup, useUpdateGroup } from './api/formation-writes';
import { messageOf } from './format';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;
const toModality = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

interface GroupFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The main formation a new group belongs to. */
  formationCode: string;
  /** Editing this group; absent: a new one. */
  group?: BackOfficeGroup;
}

/** "Nuevo grupo" / "Editar grupo": name, class and access days (Madrid), modality, certificate and free-trial flags. */
export function GroupFormDialog({ isOpen, onOpenChange, formationCode, group }: GroupFormDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={group ? t.editGroup : t.newGroup} closeLabel={t.close} size="medium">
      {isOpen ? <GroupForm formationCode={formationCode} group={group} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

const emptyGroup = {
  edu_codigoformacion: '',
  edu_formacion: '',
  edu_nombre: '',
  edu_fechainicioclases: '',
  edu_fechafinclases: '',
  edu_fechainicioacceso: '',
  edu_fechafinacceso: '',
  cr479_modalidad: 1,
  allow_certificate: false,
  is_freemium_available: false,
};

function GroupForm({ formationCode, group, onDone }: { formationCode: string; group?: BackOfficeGroup | undefined; onDone: () => void }) {
  const create = useCreateGroup(formationCode);
  const update = useUpdateGroup(group?.edu_codigoformacion ?? '');
  // One form for both: a new group also has its code (the edit schema has none).
  const form = useZodForm(group ? updateGroupSchema : createGroupSchema, {
    defaultValues: group
      ? {
          ...emptyGroup,
          ...group,
          edu_nombre: group.edu_nombre ?? '',
          edu_fechainicioclases: group.edu_fechainicioclases ?? '',
          edu_fechafinclases: group.edu_fechafinclases ?? '',
          edu_fechainicioacceso: group.edu_fechainicioacceso ?? '',
          edu_fechafinacceso: group.edu_fechafinacceso ?? '',
        }
      : emptyGroup,
  });
  const { errors, isSubmitting } = form.formState;
  const fieldErrors = errors as Partial<Record<keyof typeof emptyGroup, { message?: string }>>;
  const submit = form.handleSubmit(async (values) => {
    try {
      if (group) await update.mutateAsync(values);
      else await create.mutateAsync(values as Parameters<typeof create.mutateAsync>[0]);
      toast.success(group ? t.saved : t.groupCreated);
      onDone();
    } catch (error) {
      form.setError('root.server', { message: messageOf(error) });
    }
  });
  const register = form.register as (name: keyof typeof emptyGroup, options?: object) => ReturnType<typeof form.register>;
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {group ? null : (
        <TextField label={t.code} isRequired autoComplete="off" error={fieldErrors.edu_codigoformacion?.message} {...register('edu_codigoformacion')} />
      )}
      <TextField label={t.name} isRequired autoComplete="off" error={fieldErrors.edu_formacion?.message} {...register('edu_formacion')} />
      <TextField label={t.longName} autoComplete="off" error={fieldErrors.edu_nombre?.message} {...register('edu_nombre')} />
      <div className={styles.formGrid}>
        <TextField type="date" label={t.classStart} error={fieldErrors.edu_fechainicioclases?.message} {...register('edu_fechainicioclases')} />
        <TextField type="date" label={t.classEnd} error={fieldErrors.edu_fechafinclases?.message} {...register('edu_fechafinclases')} />
        <TextField type="date" label={t.accessStart} error={fieldErrors.edu_fechainicioacceso?.message} {...register('edu_fechainicioacceso')} />
        <TextField type="date" label={t.accessEnd} error={fieldErrors.edu_fechafinacceso?.message} {...register('edu_fechafinacceso')} />
      </div>
      <SelectField label={t.modality} error={fieldErrors.cr479_modalidad?.message} {...register('cr479_modalidad', { setValueAs: toModality })}>
        <option value="1">{texts.enrolments.modalityOnline}</option>
        <option value="2">{texts.enrolments.modalityHybrid}</option>
        <option value="3">{texts.enrolments.modalityInPerson}</option>
      </SelectField>
      <CheckboxField label={t.allowCertificate} {...register('allow_certificate')} />
      <CheckboxField label={t.freemium} {...register('is_freemium_available')} />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={group ? t.save : t.newGroup} isSubmitting={isSubmitting} />
    </form>
  );
}
