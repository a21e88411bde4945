import { useId, type ReactNode } from 'react';
import fieldStyles from '../form-field.module.css';

/** What a field gives its control: the id its label points at and the `aria-*` that tie the hint and error to it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldOptions {
  label: ReactNode;
  /** A note that stays (a rule, what the field is for), read with the control. */
  hint?: ReactNode;
  /** Where the hint sits: under the control (default) or between the label and the control. */
  hintPlacement?: 'afterControl' | 'beforeControl';
  /** The field's own message, shown under it and read with the control. */
  error?: string | undefined;
  /**
   * Also says the error aloud as it appears (role="alert"): for a message that comes without the focus moving
   * to the field (the server's answer to a button outside a form).
   */
  isErrorAnnounced?: boolean;
  /**
   * Marks the control invalid while its message is shown elsewhere (a form with one message for several
   * fields, passed in `describedBy`).
   */
  isInvalid?: boolean;
  isRequired?: boolean;
  /** Ids of other texts describing the control (a note above the form, the form's shared message). */
  describedBy?: string | undefined;
  /** The control's id; one is made up when not given. */
  id?: string | undefined;
  /** Added to the field's wrapper (a grid column, a full row). */
  fieldClassName?: string | undefined;
}

interface FieldProps extends FieldOptions {
  children: (control: FieldControlProps) => ReactNode;
}

const joinIds = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/**
 * One labelled form field: the label, the control (given by `children` with its id and `aria-*`), an optional
 * hint and the error line. The error is not a live region: the control is marked invalid and described by it,
 * and react-hook-form focuses the first invalid control on submit, so the message is read there, once.
 */
export function Field({
  label,
  hint,
  hintPlacement = 'afterControl',
  error,
  isErrorAnnounced = false,
  isInvalid = false,
  isRequired = false,
  describedBy,
  id,
  fieldClassName,
  children,
}: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const hintLine = hasHint ? (
    <p id={hintId} className={fieldStyles.hint}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={[fieldStyles.field, fieldClassName].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={fieldStyles.label}>
        {label}
      </label>
      {hintPlacement === 'beforeControl' ? hintLine : null}
      {children({
        id: controlId,
        'aria-describedby': joinIds(describedBy, hasHint && hintId, error && errorId),
        'aria-invalid': error || isInvalid ? true : undefined,
        'aria-required': isRequired ? true : undefined,
      })}
      {hintPlacement === 'afterControl' ? hintLine : null}
      {error ? (
        <p id={errorId} className={fieldStyles.error} role={isErrorAnnounced ? 'alert' : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Splits a thin field's props into the field's options and the control's own attributes. */
export function splitFieldProps<Rest extends object>(props: FieldOptions & Rest): [FieldOptions, Omit<Rest, keyof FieldOptions>] {
  const { label, hint, hintPlacement, error, isErrorAnnounced, isInvalid, isRequired, describedBy, id, fieldClassName, ...control } = props;
  return [{ label, hint, hintPlacement, error, isErrorAnnounced, isInvalid, isRequired, describedBy, id, fieldClassName }, control];
}
