import {
  createDashboardNotificationBodySchema,
  DASHBOARD_NOTIFICATION_MESSAGE_MAX,
  DASHBOARD_NOTIFICATION_TITLE_MAX,
  texts,
  toAcademyDay,
  toAcademyInstant,
  toAcademyTime,
  type CreateDashboardNotificationBody,
  type DashboardNotification,
} from '@campus/contract';
import { Clock, Send } from 'lucide-react';
import { useId } from 'react';
import { useController, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { FormError } from '../../components/form/form-error';
import { TextareaField, TextField } from '../../components/form/text-field';
import { Spinner } from '../../components/spinner';
import { useCreateDashboardNotification } from './api/create-dashboard-notification';
import { noticesWebTexts } from './notices-texts';
import { RecipientPicker, type RecipientOption } from './recipient-picker';
import fieldStyles from '../../components/form-field.module.css';
import styles from './dashboard-notifications.module.css';

const t = texts.dashboardNotifications;

/** What the form holds as typed: names ride along with the codes for the chips; date and time are Madrid's. */
export interface ComposeNoticeValues {
  title: string;
  message: string;
  formations: RecipientOption[];
  contactos: RecipientOption[];
  when: 'now' | 'scheduled';
  date: string;
  time: string;
}

const emptyValues: ComposeNoticeValues = { title: '', message: '', formations: [], contactos: [], when: 'now', date: '', time: '' };

/** The next whole quarter hour at least 30 minutes ahead, as Madrid reads it: the schedule's starting point. */
export function suggestSchedule(now: Date): { date: string; time: string } {
  const quarter = 15 * 60_000;
  const at = new Date(Math.ceil((now.getTime() + 30 * 60_000) / quarter) * quarter);
  return { date: toAcademyDay(at), time: toAcademyTime(at).slice(0, 5) };
}

/** Which form field shows an error of the body's fields (the recipients' errors go to the groups picker). */
const fieldOfPath: Record<string, keyof ComposeNoticeValues> = {
  title: 'title',
  message: 'message',
  formations: 'formations',
  contactos: 'formations',
  scheduled: 'date',
};

/**
 * Turns what was typed into the call's body and checks it with the contract's schema (the server checks the
 * same): a Madrid date and time become one ISO instant, which must still be in the future.
 */
export function createComposeResolver(now: () => Date): Resolver<ComposeNoticeValues, unknown, CreateDashboardNotificationBody> {
  return async (values) => {
    const errors: FieldErrors<ComposeNoticeValues> = {};
    let scheduled: string | null = null;
    if (values.when === 'scheduled') {
      if (!values.date || !values.time) {
        errors.date = { type: 'required', message: t.scheduleRequired };
      } else {
        const instant = toAcademyInstant(values.date, values.time);
        if (Number.isNaN(instant.getTime())) errors.date = { type: 'invalid', message: t.scheduleInvalid };
        else if (instant.getTime() <= now().getTime()) errors.date = { type: 'past', message: t.scheduleInPast };
        else scheduled = instant.toISOString();
      }
    }
    const parsed = createDashboardNotificationBodySchema.safeParse({
      title: values.title,
      message: values.message,
      formations: values.formations.map((option) => option.code),
      contactos: values.contactos.map((option) => option.code),
      scheduled,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOfPath[String(issue.path[0])];
        if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: parsed.data!, errors: {} };
  };
}

/**
 * The academy's compose form (issue 11, beyond the spec): title, message, the groups and people it goes to
 * (searched), and now or at a Madrid date and time. react-hook-form with the contract's schema; success
 * toasts 'Aviso enviado' or 'Aviso programado' and empties the form; a refusal keeps what was typed.
 */
export function ComposeNoticeForm({ onSent, now = () => new Date() }: { onSent?: (item: DashboardNotification) => void; now?: () => Date }) {
  const formId = useId();
  const create = useCreateDashboardNotification();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<ComposeNoticeValues, unknown, CreateDashboardNotificationBody>({
    resolver: createComposeResolver(now),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyValues,
  });
  // Registered in the order of the form: an error focuses the first invalid field from the top.
  const titleField = register('title');
  const messageField = register('message');
  const groups = useController({ control, name: 'formations' });
  const people = useController({ control, name: 'contactos' });
  const dateField = register('date');
  const when = watch('when');

  const onSubmit = async (body: CreateDashboardNotificationBody) => {
    try {
      const answer = await create.mutateAsync(body);
      toast.success(answer.notification.scheduled ? t.scheduled : t.sent);
      reset(emptyValues);
      onSent?.(answer.notification);
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t.createError;
      toast.error(message);
      setError('root.server', { message });
    }
  };

  const ids = {
    title: `${formId}-title`,
    message: `${formId}-message`,
    recipients: `${formId}-recipients-error`,
    date: `${formId}-date`,
    time: `${formId}-time`,
    schedule: `${formId}-schedule-error`,
  };
  // Date and time share one message (or hint) under the pair.
  const scheduleA11y = { isInvalid: !!errors.date, describedBy: errors.date ? ids.schedule : `${formId}-schedule-hint` };
  const recipientsError = errors.formations?.message ?? errors.contactos?.message;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} className={styles.sectionTitle}>
        {t.formHeading}
      </h2>
      <TextField
        id={ids.title}
        label={t.titleLabel}
        error={errors.title?.message}
        maxLength={DASHBOARD_NOTIFICATION_TITLE_MAX}
        autoComplete="off"
        {...titleField}
      />
      <TextareaField
        id={ids.message}
        label={t.messageLabel}
        error={errors.message?.message}
        className={styles.textarea}
        maxLength={DASHBOARD_NOTIFICATION_MESSAGE_MAX}
        {...messageField}
      />
      <RecipientPicker
        kind="groups"
        label={t.groupsPicker}
        placeholder={t.searchGroups}
        noneFound={t.noGroupsFound}
        removeLabel={t.remove}
        describeGroup={t.membersCount}
        selected={groups.field.value}
        onChange={groups.field.onChange}
        inputRef={groups.field.ref}
        errorId={ids.recipients}
        isInvalid={!!recipientsError}
      />
      <RecipientPicker
        kind="people"
        label={t.contactsPicker}
        placeholder={t.searchContacts}
        noneFound={t.noContactsFound}
        removeLabel={t.remove}
        describeGroup={t.membersCount}
        selected={people.field.value}
        onChange={people.field.onChange}
        inputRef={people.field.ref}
        errorId={ids.recipients}
        isInvalid={!!recipientsError}
      />
      {recipientsError ? (
        <p id={ids.recipients} className={fieldStyles.error}>
          {recipientsError}
        </p>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t.whenLabel}</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input type="radio" value="now" {...register('when')} />
            <Send size={16} aria-hidden="true" />
            {t.sendNow}
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              value="scheduled"
              {...register('when', {
                // Choosing "Programar" proposes a time; the person adjusts it.
                onChange: () => {
                  const suggestion = suggestSchedule(now());
                  setValue('date', suggestion.date);
                  setValue('time', suggestion.time);
                },
              })}
            />
            <Clock size={16} aria-hidden="true" />
            {t.sendLater}
          </label>
        </div>
        {when === 'scheduled' ? (
          <>
            <div className={styles.scheduleRow}>
              <TextField id={ids.date} label={t.dateLabel} type="date" min={toAcademyDay(now())} {...scheduleA11y} {...dateField} />
              <TextField id={ids.time} label={t.timeLabel} type="time" {...scheduleA11y} {...register('time')} />
            </div>
            {errors.date ? (
              <p id={ids.schedule} className={fieldStyles.error}>
                {errors.date.message}
              </p>
            ) : (
              <p id={`${formId}-schedule-hint`} className={fieldStyles.hint}>
                {noticesWebTexts.scheduledHint}
              </p>
            )}
          </>
        ) : null}
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <div className={styles.formActions}>
        <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={isSubmitting}>
          {isSubmitting ? <Spinner size="small" /> : when === 'scheduled' ? <Clock aria-hidden="true" size={18} /> : <Send aria-hidden="true" size={18} />}
          {isSubmitting ? t.sending : when === 'scheduled' ? t.submitScheduled : t.submitNow}
        </button>
      </div>
    </form>
  );
}
