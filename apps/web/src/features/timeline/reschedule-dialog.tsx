import { rescheduleFormSchema, texts, toWeekdayHours, WEEKDAY_NAMES_MONDAY_FIRST, type RescheduleForm, type WeekdayHours } from '@campus/contract';
import { CalendarSync } from 'lucide-react';
import { useId } from 'react';
import { FormError } from '../../components/form/form-error';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import styles from './reschedule-dialog.module.css';

const defaultValues: RescheduleForm = { mode: 'daily', daily: 1, weekly: [1, 1, 1, 1, 1, 0, 0] };

interface RescheduleDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  isPending: boolean;
  /** Sends the hours per weekday ('1' = Monday); resolves when the plan is made (the dialog then closes). */
  onSubmit: (hours: WeekdayHours) => Promise<unknown>;
}

/**
 * 'Reprogramar eventos' (spec 001 §Reschedule dialog): 'A diario' (one value for all seven days) or
 * 'Semanal' (one per weekday, Monday first, minimum 0), checked with the contract's schema: at least one
 * day with hours ('Debe seleccionar al menos un dia'), no negative hours.
 */
export function RescheduleDialog({ isOpen, onOpenChange, isPending, onSubmit }: RescheduleDialogProps) {
  const formId = useId();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useZodForm(rescheduleFormSchema, { defaultValues });
  const mode = watch('mode');
  const formError = errors.mode?.message ?? errors.root?.message;

  // Closing (Cancel, Escape, the close button) forgets what was typed: the next opening starts clean.
  const close = () => {
    reset(defaultValues);
    onOpenChange(false);
  };

  const submit = handleSubmit(async (form) => {
    try {
      await onSubmit(toWeekdayHours(form));
      reset(form);
      onOpenChange(false);
    } catch {
      // The toast told what failed; the dialog keeps what was typed.
    }
  });

  // Another mode starts from its defaults, without the errors of the one left (they would sit on hidden fields).
  const modeField = register('mode', {
    onChange: (event: { target: { value: string } }) => {
      const chosen = event.target.value === 'weekly' ? 'weekly' : 'daily';
      reset({ ...defaultValues, mode: chosen });
    },
  });

  const hoursInput = (name: 'daily' | `weekly.${number}`, label: string, error: string | undefined) => (
    <TextField
      key={name}
      id={`${formId}-${name}`}
      label={label}
      error={error}
      className={styles.hoursInput}
      type="number"
      inputMode="decimal"
      min={0}
      max={24}
      step={0.25}
      {...register(name, { valueAsNumber: true })}
    />
  );

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) onOpenChange(true);
        else close();
      }}
      title={texts.timeline.reschedule}
      description={texts.timeline.dialogIntro}
      icon={<CalendarSync size={28} />}
      closeLabel={texts.freemiumWeb.close}
      size="medium"
    >
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <fieldset className={styles.modes}>
          <legend className="visually-hidden">{texts.timeline.hoursPerWeekday}</legend>
          <label className={styles.mode}>
            <input type="radio" value="daily" {...modeField} />
            <span>{texts.timeline.daily}</span>
          </label>
          <label className={styles.mode}>
            <input type="radio" value="weekly" {...modeField} />
            <span>{texts.timeline.weekly}</span>
          </label>
        </fieldset>
        {mode === 'daily' ? (
          hoursInput('daily', texts.timeline.hoursPerDay, errors.daily?.message)
        ) : (
          <div className={styles.weekGrid}>
            {WEEKDAY_NAMES_MONDAY_FIRST.map((name, index) => hoursInput(`weekly.${index}`, name, errors.weekly?.[index]?.message))}
          </div>
        )}
        <FormError message={formError} />
        <FormDialogActions cancelLabel={texts.timeline.cancel} onCancel={close} submitLabel={texts.timeline.reschedule} isSubmitting={isPending} />
      </form>
    </ModalDialog>
  );
}
