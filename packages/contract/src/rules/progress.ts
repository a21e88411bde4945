/** Percentages are shown with 2 decimals (spec 000 §9, 001 §9), clamped to 0..100. */
export function formatPercent(value: number | null | undefined): string {
  const safe = Number.isFinite(value) ? Math.min(100, Math.max(0, value as number)) : 0;
  return `${safe.toFixed(2)} %`;
}

/** Progress tier of the timeline message: 100, above 75, above 50, above 25, otherwise starting. */
export function getProgressTier(percent: number): 'done' | 'above75' | 'above50' | 'above25' | 'starting' {
  if (percent >= 100) return 'done';
  if (percent > 75) return 'above75';
  if (percent > 50) return 'above50';
  if (percent > 25) return 'above25';
  return 'starting';
}
