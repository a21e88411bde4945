// Filled by issue 14's statistics work.
export function StatisticsRoute() {
  return null;
}
