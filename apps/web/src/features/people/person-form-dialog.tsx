import { academyTexts } from '@campus/contract';
import {
  createPersonSchema,
  personContactTypeValues,
  type CreatePersonBody,
  type PersonAnswer,
  type PersonDetail,
  type UpdatePersonBody,
} from '@campus/contract';
import { Save, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormError } from '../../components/form/form-error';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useCreatePerson } from './api/create-person';
import { useUpdatePerson } from './api/update-person';
import styles from './people.module.css';

const t = academyTexts.backOfficePeople;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

interface PersonFormDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The person edited; none to create one. */
  person?: PersonDetail;
  onSaved: (answer: PersonAnswer) => void;
}

/**
 * "Nueva persona" and "Editar": names, e-mails, mobile, DNI/NIE, contact types and the admin flag, checked by the
 * contract's schema (the server's own check). A new person may get a code and their invitation at once; an edit
 * sends only what changed. The server's refusal (a taken e-mail or code) stays on the form with what was typed.
 */
export function PersonFormDialog({ isOpen, onOpenChange, person, onSaved }: PersonFormDialogProps) {
  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={person ? fill(t.editTitle, { name: person.fullname }) : t.newPerson}
      closeLabel={t.close}
      size="medium"
    >
      {isOpen ? <PersonForm person={person} onCancel={() => onOpenChange(false)} onSaved={onSaved} /> : null}
    </ModalDialog>
  );
}

type FieldName = 'firstname' | 'lastname' | 'emailaddress1' | 'emailaddress2' | 'mobilephone' | 'edu_documentoidentificativo' | 'edu_codigocontacto';

function PersonForm({ person, onCancel, onSaved }: { person: PersonDetail | undefined; onCancel: () => void; onSaved: (answer: PersonAnswer) => void }) {
  const formId = useId();
  const createPerson = useCreatePerson();
  const updatePerson = useUpdatePerson(person?.edu_codigocontacto ?? '');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, dirtyFields },
  } = useZodForm(createPersonSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      firstname: person?.firstname ?? '',
      lastname: person?.lastname ?? '',
      emailaddress1: person?.emailaddress1 ?? '',
      emailaddress2: person?.emailaddress2 ?? '',
      mobilephone: person?.mobilephone ?? '',
      edu_documentoidentificativo: person?.edu_documentoidentificativo ?? '',
      edu_codigocontacto: '',
      contactTypes: (person?.contactTypes ?? [1]).map(String),
      admin: person?.admin ?? false,
      sendInvitation: !person,
    },
  });

  const onSubmit = async (values: CreatePersonBody) => {
    try {
      if (person) {
        // Only what changed: an unchanged DNI the import wrote is not checked again, nothing else is overwritten.
        const changed = Object.fromEntries(
          Object.keys(dirtyFields)
            .filter((key) => key !== 'edu_codigocontacto' && key !== 'sendInvitation')
            .map((key) => [key, values[key as keyof CreatePersonBody]]),
        ) as UpdatePersonBody;
        if (Object.keys(changed).length === 0) {
          onCancel();
          return;
        }
        const answer = await updatePerson.mutateAsync(changed);
        toast.success(t.saved);
        onSaved(answer);
      } else {
        const answer = await createPerson.mutateAsync(values);
        toast.success(t.created);
        onSaved(answer);
      }
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t.loadError;
      toast.error(message);
      setError('root.server', { message });
    }
  };

  const field = (name: FieldName) => ({ id: `${formId}-${name}`, error: errors[name]?.message, ...register(name) });

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <div className={styles.formGrid}>
        <TextField label={t.fields.firstname} autoComplete="off" isRequired maxLength={100} {...field('firstname')} />
        <TextField label={t.fields.lastname} autoComplete="off" isRequired maxLength={100} {...field('lastname')} />
        <TextField label={t.fields.emailaddress1} type="email" autoComplete="off" isRequired maxLength={255} {...field('emailaddress1')} />
        <TextField label={t.fields.emailaddress2} type="email" autoComplete="off" maxLength={255} {...field('emailaddress2')} />
        <TextField label={t.fields.mobilephone} type="tel" autoComplete="off" maxLength={50} {...field('mobilephone')} />
        <TextField label={t.fields.document} autoComplete="off" maxLength={15} {...field('edu_documentoidentificativo')} />
        {person ? null : <TextField label={t.fields.code} hint={t.fields.codeHint} autoComplete="off" maxLength={50} {...field('edu_codigocontacto')} />}
      </div>
      <fieldset className={styles.typesFieldset} aria-describedby={errors.contactTypes ? `${formId}-types-error` : undefined}>
        <legend className={styles.legend}>{t.fields.contactTypes}</legend>
        <div className={styles.typeOptions}>
          {personContactTypeValues.map((type) => (
            <CheckboxField key={type} label={t.contactTypes[type]} value={String(type)} {...register('contactTypes')} />
          ))}
        </div>
        <FormError id={`${formId}-types-error`} message={errors.contactTypes?.message ?? errors.contactTypes?.root?.message} />
      </fieldset>
      <CheckboxField label={t.fields.admin} {...register('admin')} />
      {person ? null : <CheckboxField label={t.fields.sendInvitation} {...register('sendInvitation')} />}
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions
        cancelLabel={t.cancel}
        onCancel={onCancel}
        submitLabel={person ? t.save : t.create}
        submitIcon={person ? <Save aria-hidden="true" size={18} /> : <UserPlus aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
