const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size as people read it, Spanish decimals: '850 B', '12 KB', '2,4 MB'. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 10 ? 0 : 1;
  return `${value.toLocaleString('es-ES', { maximumFractionDigits: digits })} ${UNITS[unit]}`;
}
