import { REQUEST_MESSAGE_MAX, texts, toAcademyDay, tutoringRequestSchema, type TutoringRequestBody } from '@campus/contract';
import { Send } from 'lucide-react';
import { useEffect, useId } from 'react';
import { toast } from 'sonner';
import { FormError } from '../../../components/form/form-error';
import { SelectField, TextareaField, TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import { ModalDialog } from '../../../components/modal-dialog';
import { useSessionUser } from '../../../lib/session-store';
import { useCreateTutoringRequest } from './create-tutoring-request';
import { useGroupTeachers } from './get-group-teachers';
import styles from './tutoring-request-dialog.module.css';

/** The fields a person fills in (student_id is the session's). */
type FieldName = 'group_id' | 'teacher_id' | 'date' | 'start_time' | 'end_time' | 'title' | 'message';

export interface TutoringRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The student's groups (the calendar passes them). */
  groups: { code: string; name: string }[];
  /** The group chosen in the calendar's filter, preselected. */
  initialGroupCode?: string | null;
}

/**
 * The tutoring request form (spec 002 §Session request form, §5): group, teacher (the chosen group's
 * teachers), date, start and end time, title and (ours, issue 30) what the student wants to go over, on react-hook-form with the contract's schema, the same
 * one the server checks. Success toasts 'Solicitud creada correctamente', adds the request to the
 * requests list and closes; a refusal shows the server's message and keeps what was typed.
 */
export function TutoringRequestDialog({ open, onOpenChange, groups, initialGroupCode }: TutoringRequestDialogProps) {
  return (
    <ModalDialog
      isOpen={open}
      onOpenChange={onOpenChange}
      title={texts.requests.formTitle}
      description={texts.requests.formDescription}
      closeLabel={texts.freemiumWeb.close}
      size="medium"
    >
      {/* Mounted only while open: every opening starts from the calendar's group and an empty form. */}
      {open ? <TutoringRequestForm groups={groups} initialGroupCode={initialGroupCode ?? null} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function TutoringRequestForm({
  groups,
  initialGroupCode,
  onDone,
}: {
  groups: { code: string; name: string }[];
  initialGroupCode: string | null;
  onDone: () => void;
}) {
  const formId = useId();
  const user = useSessionUser();
  const createRequest = useCreateTutoringRequest();
  const preselected =
    initialGroupCode && groups.some((group) => group.code === initialGroupCode) ? initialGroupCode : groups.length === 1 ? groups[0]!.code : '';
  // The inputs hold strings, as typed, which the contract's schema trims and checks (spec 002 §5); request_id
  // takes the schema's default (1).
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(tutoringRequestSchema, {
    // Checked on submit, then again as each field changes. Not on blur: the dialog focuses the first field,
    // and an error appearing as it blurs would move the submit button away from under the pointer
    // between press and release, so the first click on 'Enviar solicitud' would not send.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      group_id: preselected,
      teacher_id: '',
      date: '',
      start_time: '',
      end_time: '',
      title: '',
      message: '',
      student_id: user?.edu_codigocontacto ?? '',
    },
  });
  const groupCode = watch('group_id');
  const teachers = useGroupTeachers(groupCode);
  const teacherList = teachers.data ?? [];

  // A group's only teacher is the obvious choice; a teacher of another group is not a choice any more.
  useEffect(() => {
    if (!teachers.data) return;
    if (teachers.data.length === 1) setValue('teacher_id', teachers.data[0]!.edu_codigocontacto);
    else setValue('teacher_id', '');
  }, [teachers.data, setValue]);

  const onSubmit = async (values: TutoringRequestBody) => {
    try {
      await createRequest.mutateAsync(values);
    } catch (error) {
      const message = error instanceof Error ? error.message : texts.errors.internal;
      toast.error(message);
      setError('root.server', { message });
      return;
    }
    toast.success(texts.requests.created);
    onDone();
  };

  // A hint gives way to the field's error.
  const field = (name: FieldName, label: string, hint?: string) => ({
    id: `${formId}-${name}`,
    label,
    error: errors[name]?.message,
    hint: errors[name] ? undefined : hint,
  });

  const teacherHint = !groupCode
    ? texts.requests.selectGroupFirst
    : teachers.isPending
      ? texts.requests.teachersLoading
      : teachers.isError
        ? teachers.error.message || texts.requests.teachersError
        : teacherList.length === 0
          ? texts.requests.noTeachers
          : undefined;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <SelectField
        {...field('group_id', texts.requests.groupLabel, groups.length === 0 ? texts.requests.selectGroupFirst : undefined)}
        {...register('group_id')}
      >
        <option value="">{texts.requests.choose}</option>
        {groups.map((group) => (
          <option key={group.code} value={group.code}>
            {group.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        {...field('teacher_id', texts.requests.teacherLabel, teacherHint)}
        disabled={!groupCode || teacherList.length === 0}
        {...register('teacher_id')}
      >
        <option value="">{texts.requests.choose}</option>
        {teacherList.map((teacher) => (
          <option key={teacher.edu_codigocontacto} value={teacher.edu_codigocontacto}>
            {teacher.fullname}
          </option>
        ))}
      </SelectField>
      <TextField {...field('date', texts.requests.dateLabel)} type="date" min={toAcademyDay(Date.now())} {...register('date')} />
      <div className={styles.row}>
        <TextField {...field('start_time', texts.requests.startTimeLabel)} type="time" {...register('start_time')} />
        <TextField {...field('end_time', texts.requests.endTimeLabel)} type="time" {...register('end_time')} />
      </div>
      <TextField {...field('title', texts.requests.titleLabel)} maxLength={300} autoComplete="off" {...register('title')} />
      {/* A little over the limit is typeable, so the schema's message says why instead of the text stopping silently. */}
      <TextareaField
        {...field('message', texts.teachingTutoring.messageLabel, texts.teachingTutoring.messageHint)}
        className={styles.message}
        rows={4}
        maxLength={REQUEST_MESSAGE_MAX + 100}
        {...register('message')}
      />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions
        cancelLabel={texts.freemiumWeb.close}
        onCancel={onDone}
        submitLabel={texts.requests.submit}
        submitIcon={<Send aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
