import { lazy, Suspense } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import fieldStyles from './form-field.module.css';
import { Skeleton } from './skeleton';

// Tiptap is heavy: it loads with the first form that shows an editor, not with the page.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

interface RichTextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  /** The form's field holding the HTML (a string). */
  name: FieldPath<Values>;
  label: string;
  error?: string;
  /** The id of the error line, which the editor's textbox is described by while there is one. */
  errorId: string;
}

/**
 * A react-hook-form field with the rich text editor (bold, italic, lists): the visible label, a skeleton while
 * the editor loads, and the error line. The label is shown for sight only; the editor's textbox carries it.
 */
export function RichTextField<Values extends FieldValues>({ control, name, label, error, errorId }: RichTextFieldProps<Values>) {
  return (
    <div className={fieldStyles.field}>
      <span className={fieldStyles.label} aria-hidden="true">
        {label}
      </span>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Suspense fallback={<Skeleton height="168px" radius="var(--radius-md)" />}>
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              label={label}
              isInvalid={!!error}
              describedBy={error ? errorId : undefined}
            />
          </Suspense>
        )}
      />
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
