import { academyTexts } from '@campus/contract';
import { createFormationSchema, updateFormationSchema, type BackOfficeFormation } from '@campus/contract';
import { toast } from 'sonner';
import { FormError } from '../../components/form/form-error';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useCreateFormation, useUpdateFormation } from './api/formation-writes';
import { messageOf } from './format';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;

interface FormationFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Editing this formation; absent: a new one. */
  formation?: BackOfficeFormation;
  onSaved?: (code: string) => void;
}

/** "Nueva formación" / "Editar formación": code (new only), name and long name, checked with the contract's schema. */
export function FormationFormDialog({ isOpen, onOpenChange, formation, onSaved }: FormationFormDialogProps) {
  return (
    <ModalDialog isOpen={isOpen} onOpenChange={onOpenChange} title={formation ? t.editFormation : t.newFormation} closeLabel={t.close} size="medium">
      {isOpen ? (
        formation ? (
          <EditFormationForm formation={formation} onDone={() => onOpenChange(false)} />
        ) : (
          <NewFormationForm
            onDone={(code) => {
              onOpenChange(false);
              onSaved?.(code);
            }}
            onCancel={() => onOpenChange(false)}
          />
        )
      ) : null}
    </ModalDialog>
  );
}

function NewFormationForm({ onDone, onCancel }: { onDone: (code: string) => void; onCancel: () => void }) {
  const create = useCreateFormation();
  const form = useZodForm(createFormationSchema, { defaultValues: { edu_codigoformacion: '', edu_formacion: '', edu_nombre: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      toast.success(t.formationCreated);
      onDone(answer.formation.edu_codigoformacion);
    } catch (error) {
      form.setError('root.server', { message: messageOf(error) });
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t.code} isRequired autoComplete="off" error={errors.edu_codigoformacion?.message} {...form.register('edu_codigoformacion')} />
      <TextField label={t.name} isRequired autoComplete="off" error={errors.edu_formacion?.message} {...form.register('edu_formacion')} />
      <TextField label={t.longName} hint={t.longNameHint} autoComplete="off" error={errors.edu_nombre?.message} {...form.register('edu_nombre')} />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions cancelLabel={t.cancel} onCancel={onCancel} submitLabel={t.newFormation} isSubmitting={isSubmitting} />
    </form>
  );
}

function EditFormationForm({ formation, onDone }: { formation: BackOfficeFormation; onDone: () => void }) {
  const update = useUpdateFormation(formation.edu_codigoformacion);
  const form = useZodForm(updateFormationSchema, { defaultValues: { edu_formacion: formation.edu_formacion, edu_nombre: formation.edu_nombre ?? '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(t.saved);
      onDone();
    } catch (error) {
      form.setError('root.server', { message: messageOf(error) });
    }
  });
  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField label={t.name} isRequired autoComplete="off" error={errors.edu_formacion?.message} {...form.register('edu_formacion')} />
      <TextField label={t.longName} hint={t.longNameHint} autoComplete="off" error={errors.edu_nombre?.message} {...form.register('edu_nombre')} />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions cancelLabel={t.cancel} onCancel={onDone} submitLabel={t.save} isSubmitting={isSubmitting} />
    </form>
  );
}
