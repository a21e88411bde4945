const euroFormat = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' });

/** "49,90 €": a price in euros (spec 001 §9: prices shown in euros, from mkt_precio); null when unknown. */
export function formatEuros(amount: number | null | undefined): string | null {
  return typeof amount === 'number' && Number.isFinite(amount) ? euroFormat.format(amount) : null;
}
