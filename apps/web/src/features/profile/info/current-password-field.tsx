import { texts } from '@campus/contract';
import type { Ref } from 'react';
import fieldStyles from '../../../components/form-field.module.css';
import styles from '../profile.module.css';

interface CurrentPasswordFieldProps {
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  inputRef: Ref<HTMLInputElement>;
}

/**
 * 'Contraseña actual', asked only while the personal address differs from the saved one (issue 27): that
 * address receives temporary passwords, so a session alone (perhaps a stolen one) cannot change it.
 */
export function CurrentPasswordField({ id, value, error, onChange, inputRef }: CurrentPasswordFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={[fieldStyles.field, styles.fullRow].join(' ')}>
      <label htmlFor={id} className={fieldStyles.label}>
        {texts.profile.currentPassword}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="currentPassword"
        type="password"
        className={fieldStyles.input}
        autoComplete="current-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
      />
      <p id={hintId} className={fieldStyles.hint}>
        {texts.profile.currentPasswordHint}
      </p>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
