import type { ComponentProps } from 'react';
import fieldStyles from '../form-field.module.css';
import { Field, splitFieldProps, type FieldOptions } from './field';

const withClass = (className: string | undefined, base: string | undefined) => [base, className].filter(Boolean).join(' ');

type ControlProps<Tag extends 'input' | 'textarea' | 'select'> = FieldOptions &
  Omit<ComponentProps<Tag>, 'id' | 'aria-describedby' | 'aria-invalid' | 'aria-required'>;

/** A labelled text input (text, email, tel, password, date, time…): `{...register('name')}` or a controlled value. */
export function TextField(props: ControlProps<'input'>) {
  const [field, { className, type = 'text', ...input }] = splitFieldProps(props);
  return <Field {...field}>{(control) => <input type={type} className={withClass(className, fieldStyles.input)} {...input} {...control} />}</Field>;
}

/** A labelled multi-line text. */
export function TextareaField(props: ControlProps<'textarea'>) {
  const [field, { className, ...textarea }] = splitFieldProps(props);
  return <Field {...field}>{(control) => <textarea className={withClass(className, fieldStyles.input)} {...textarea} {...control} />}</Field>;
}

/** A labelled select; its options are the children. */
export function SelectField(props: ControlProps<'select'>) {
  const [field, { className, children, ...select }] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select className={withClass(className, fieldStyles.input)} {...select} {...control}>
          {children}
        </select>
      )}
    </Field>
  );
}
