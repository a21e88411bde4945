import { composeFullname, profileContactSchema, texts, type ProfileContactInput, type ProfileContactValues, type ProfileRecord } from '@campus/contract';
import { KeyRound, Save } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import fieldStyles from '../../../components/form-field.module.css';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-client';
import { formatAcademyDay } from '../../../lib/academy-date';
import { useUpdateProfile } from '../api/update-profile';
import { usePasswordSettings } from '../privacy/api/get-password-settings';
import styles from '../profile.module.css';
import { AvatarEditor } from './avatar-editor';
import { CurrentPasswordField } from './current-password-field';
import { ResetPasswordDialog } from './reset-password-dialog';

/** The inputs of the tab, in the spec's order, with the contact field each edits (spec 002 §2 Profile). */
const editableInputs = [
  { name: 'firstname', label: texts.profile.fields.firstname, autoComplete: 'given-name' },
  { name: 'lastname', label: texts.profile.fields.lastname, autoComplete: 'family-name' },
  { name: 'edu_documentoidentificativo', label: texts.profile.fields.document, autoComplete: 'off' },
  { name: 'emailaddress2', label: texts.profile.fields.personalEmail, autoComplete: 'email', type: 'email' },
  { name: 'mobilephone', label: texts.profile.fields.phone, autoComplete: 'tel', type: 'tel' },
  { name: 'address1_line1', label: texts.profile.fields.address, autoComplete: 'street-address' },
  // Several lines (issue 29): allergies and what to do about them rarely fit one line.
  { name: 'edu_alergias', label: texts.profile.fields.allergies, autoComplete: 'off', isMultiline: true },
] as const satisfies readonly { name: keyof ProfileRecord; label: string; autoComplete: string; type?: string; isMultiline?: boolean }[];

type EditableName = (typeof editableInputs)[number]['name'];

/** The identity certificates carry: the academy's once it has it (issue 27), changed only through the secretary. */
const identityFields = ['firstname', 'lastname', 'edu_documentoidentificativo'] as const satisfies readonly EditableName[];
const isIdentityField = (name: EditableName): name is (typeof identityFields)[number] => (identityFields as readonly string[]).includes(name);
const normalizeAddress = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');
/** The server's answers about the current password, shown under its field. */
const passwordMessages: readonly string[] = [texts.privacy.wrongCurrentPassword, texts.profile.currentPasswordRequired];

/** The contact as the form starts: the visible texts as strings (an input never holds null). */
function toFormValues(contact: ProfileRecord): ProfileContactInput {
  const values: Record<string, unknown> = { ...contact };
  for (const { name } of editableInputs) values[name] = contact[name] ?? '';
  return values;
}

/**
 * The information tab (spec 002 §2, §5): the picture, then Nombre, Apellidos, DNI, Email educativo (read-only),
 * Email personal, Fecha de alta (read-only), Teléfono, Dirección and Alergias, checked with the contract's
 * rules (the server's own) before sending. 'Guardar' and 'Resetear contraseña' are for one's own profile and
 * not for a free-trial visitor, whose fields are disabled.
 */
export function InfoTab({ contact, isFreemium }: { contact: ProfileRecord; isFreemium: boolean }) {
  const formId = useId();
  const update = useUpdateProfile(contact.edu_codigocontacto);
  const [isResetOpen, setIsResetOpen] = useState(false);
  const passwordId = `${formId}-currentPassword`;
  const passwordRef = useRef<HTMLInputElement>(null);
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  // The form holds the whole contact (what the server checks), the inputs edit a few of its fields.
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(profileContactSchema, {
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // Once saved (or changed in another tab), the form starts again from the contact as it is now.
    values: toFormValues(contact),
    resetOptions: { keepDirtyValues: true },
  });

  // A new personal address takes the current password, unless an OIDC provider holds it (there is none here).
  const isAddressChanged = normalizeAddress(watch('emailaddress2')) !== normalizeAddress(contact.emailaddress2);
  const passwordSettings = usePasswordSettings(isAddressChanged);
  const isPasswordAsked = isAddressChanged && passwordSettings.data?.provider !== 'oidc';

  const showPasswordError = (message: string) => {
    setPasswordError(message);
    passwordRef.current?.focus();
  };

  const onSubmit = async (values: ProfileContactValues) => {
    if (isPasswordAsked && currentPassword === '') {
      showPasswordError(texts.profile.currentPasswordRequired);
      return;
    }
    try {
      const answer = await update.mutateAsync({
        contacto: { ...values, fullname: composeFullname(values.firstname, values.lastname) },
        ...(isPasswordAsked ? { currentPassword } : {}),
      });
      toast.success(answer.message);
      setCurrentPassword('');
      setPasswordError(undefined);
      reset(toFormValues(answer.contacto));
    } catch (error) {
      if (isApiError(error, 400) && passwordMessages.includes(error.message)) {
        showPasswordError(error.message);
        return;
      }
      const detail = error instanceof Error ? error.message : '';
      toast.error(texts.profile.updateError, detail && detail !== texts.profile.updateError ? { description: detail } : undefined);
    }
  };

  const errorOf = (name: EditableName) => errors[name]?.message;
  const fieldId = (name: string) => `${formId}-${name}`;
  const canEdit = !isFreemium;
  const identityNoteId = `${formId}-identity-note`;
  // The name and a DNI the academy has are shown, never edited here (the server refuses another one).
  const isLocked = (name: EditableName) => canEdit && isIdentityField(name) && Boolean(contact[name]?.trim());
  const hasLockedIdentity = identityFields.some(isLocked);

  return (
    <div className={styles.infoLayout}>
      <AvatarEditor contact={contact} isFreemium={isFreemium} />
      <form className={styles.infoForm} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-label={texts.profile.tabs.info}>
        <p className={styles.infoLead}>{texts.profile.infoLead}</p>
        {hasLockedIdentity ? (
          <p id={identityNoteId} className={fieldStyles.hint}>
            {texts.profile.identityLocked}
          </p>
        ) : null}
        <div className={styles.fieldGrid}>
          {editableInputs.slice(0, 3).map((input) => (
            <EditableField
              key={input.name}
              id={fieldId(input.name)}
              input={input}
              error={errorOf(input.name)}
              isDisabled={!canEdit}
              lockedNoteId={isLocked(input.name) ? identityNoteId : undefined}
              registration={register(input.name)}
            />
          ))}
          <ReadOnlyField id={fieldId('emailaddress1')} label={texts.profile.fields.educationalEmail} value={contact.emailaddress1} />
          <EditableField
            id={fieldId('emailaddress2')}
            input={editableInputs[3]}
            error={errorOf('emailaddress2')}
            isDisabled={!canEdit}
            registration={register('emailaddress2')}
          />
          {canEdit && isPasswordAsked ? (
            <CurrentPasswordField
              id={passwordId}
              value={currentPassword}
              error={passwordError}
              inputRef={passwordRef}
              onChange={(value) => {
                setCurrentPassword(value);
                setPasswordError(undefined);
              }}
            />
          ) : null}
          <ReadOnlyField
            id={fieldId('edu_fechaalta')}
            label={texts.profile.fields.registrationDate}
            value={formatAcademyDay(contact.edu_fechaalta, "d 'de' MMMM 'de' yyyy") ?? texts.profile.notSet}
          />
          {editableInputs.slice(4).map((input) => (
            <EditableField
              key={input.name}
              id={fieldId(input.name)}
              input={input}
              error={errorOf(input.name)}
              isDisabled={!canEdit}
              registration={register(input.name)}
            />
          ))}
        </div>
        {canEdit ? (
          <div className={styles.formActions}>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setIsResetOpen(true)}>
              <KeyRound aria-hidden="true" size={18} />
              {texts.profile.resetPassword}
            </button>
            <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={isSubmitting}>
              {isSubmitting ? <Spinner size="small" /> : <Save aria-hidden="true" size={18} />}
              {texts.profile.save}
            </button>
          </div>
        ) : (
          <p className={styles.lockedNote}>{texts.profile.freemiumLocked}</p>
        )}
      </form>
      {canEdit ? <ResetPasswordDialog open={isResetOpen} onOpenChange={setIsResetOpen} contact={contact} /> : null}
    </div>
  );
}

interface EditableFieldProps {
  id: string;
  input: (typeof editableInputs)[number];
  error: string | undefined;
  isDisabled: boolean;
  /** Set when the academy holds the value: the input is read-only and described by this note. */
  lockedNoteId?: string | undefined;
  registration: UseFormRegisterReturn<EditableName>;
}

function EditableField({ id, input, error, isDisabled, lockedNoteId, registration }: EditableFieldProps) {
  if ('isMultiline' in input) {
    return (
      <TextareaField
        id={id}
        label={input.label}
        error={error}
        fieldClassName={styles.fullRow}
        className={styles.multiline}
        rows={3}
        autoComplete={input.autoComplete}
        disabled={isDisabled}
        {...registration}
      />
    );
  }
  return (
    <TextField
      id={id}
      label={input.label}
      error={error}
      describedBy={lockedNoteId}
      type={'type' in input ? input.type : 'text'}
      className={lockedNoteId ? styles.readOnly : undefined}
      autoComplete={input.autoComplete}
      disabled={isDisabled}
      readOnly={lockedNoteId !== undefined}
      {...registration}
    />
  );
}

/** A field the academy manages (Email educativo, Fecha de alta): shown, selectable, never edited. */
function ReadOnlyField({ id, label, value }: { id: string; label: string; value: string }) {
  return <TextField id={id} label={label} hint={texts.profile.readOnlyHint} className={styles.readOnly} value={value} readOnly />;
}
