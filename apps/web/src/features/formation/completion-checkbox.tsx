import styles from './event-viewer.module.css';
import { formationTexts } from './formation-texts';

interface CompletionCheckboxProps {
  isCompleted: boolean;
  /** Disabled while the content is unavailable or locked (spec 001 §4), and while a change is saving. */
  isDisabled: boolean;
  onChange: (completed: 0 | 1) => void;
}

/** The completion checkbox of an event: sends completed 1 or 0. */
export function CompletionCheckbox({ isCompleted, isDisabled, onChange }: CompletionCheckboxProps) {
  return (
    <label className={[styles.completion, isDisabled ? styles.completionDisabled : undefined].filter(Boolean).join(' ')}>
      <input type="checkbox" className={styles.checkbox} checked={isCompleted} disabled={isDisabled} onChange={() => onChange(isCompleted ? 0 : 1)} />
      {formationTexts.viewer.markComplete}
    </label>
  );
}
