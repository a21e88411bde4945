/** A grade as Spanish readers write it: 7,25. */
export function formatGrade(grade: number): string {
  return grade.toLocaleString('es-ES', { maximumFractionDigits: 2 });
}
