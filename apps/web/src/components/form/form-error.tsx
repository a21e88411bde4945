import fieldStyles from '../form-field.module.css';

/**
 * A message about the whole form (the server's refusal, one message for several fields), said aloud as it
 * appears: the focus does not move to it. Nothing is rendered without a message.
 */
export function FormError({ message, id }: { message: string | undefined; id?: string }) {
  if (!message) return null;
  return (
    <p id={id} className={fieldStyles.error} role="alert">
      {message}
    </p>
  );
}
