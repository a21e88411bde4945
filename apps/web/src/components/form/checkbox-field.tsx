import { useId, type ComponentProps, type ReactNode } from 'react';
import fieldStyles from '../form-field.module.css';
import styles from './checkbox-field.module.css';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  isRequired?: boolean;
  id?: string | undefined;
  fieldClassName?: string | undefined;
  /** What follows the box and its label (a "read the policy" toggle and the policy), above the error line. */
  children?: ReactNode;
}

/** A labelled checkbox, label beside the box, with its hint and error wired like any other field. */
export function CheckboxField({ label, hint, error, isRequired = false, id, fieldClassName, children, className, ...input }: CheckboxFieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = hint !== undefined && hint !== null && hint !== false;
  const describedBy = [hasHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[fieldStyles.field, fieldClassName].filter(Boolean).join(' ')}>
      <div className={styles.row}>
        <input
          type="checkbox"
          className={[styles.checkbox, className].filter(Boolean).join(' ')}
          {...input}
          id={controlId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={isRequired ? true : undefined}
        />
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
      </div>
      {hasHint ? (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
