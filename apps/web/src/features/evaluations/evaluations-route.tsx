// Filled by issue 14's evaluations work (student view and the teacher's grading).
export function EvaluationsRoute() {
  return null;
}
