import { texts } from '@campus/contract';
import type { Ref } from 'react';
import { TextField } from '../../../components/form/text-field';
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
  return (
    <TextField
      ref={inputRef}
      id={id}
      label={texts.profile.currentPassword}
      hint={texts.profile.currentPasswordHint}
      error={error}
      fieldClassName={styles.fullRow}
      name="currentPassword"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
