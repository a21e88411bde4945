import { formatGradeEs, type GradebookCell, texts } from '@campus/contract';

export const gradebookTexts = texts.teachingGradebook;

/** Fills `{name}` placeholders of a text. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** What a cell's pill says: the task state, or 'Fuera de plazo' for a pending task whose deadline passed. */
export function cellStateLabel(cell: GradebookCell): string {
  return cell.fuera_de_plazo ? gradebookTexts.pastDeadline : cell.estado;
}

/** A grade for the screen (7,5), or the dash of an empty cell. */
export function showGrade(grade: number | null | undefined): string {
  return grade === null || grade === undefined ? '—' : formatGradeEs(grade);
}

/** "7,5" → 7.5; '' and words → NaN (refused by the grading schema in Spanish). */
export function parseGradeInput(value: string): number {
  const normalised = value.trim().replace(',', '.');
  return normalised === '' || !/^-?\d*\.?\d*$/.test(normalised) ? Number.NaN : Number(normalised);
}
