import { texts, type Debt } from '@campus/contract';
import type { StatusPillColour } from '../../../components/status-pill';

const monthFormat = new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2026-03-01' → 'Marzo de 2026': the month a fee pays for. */
export function formatPeriod(day: string): string {
  const [year, month] = day.split('-').map(Number);
  if (!year || !month) return day;
  const label = monthFormat.format(new Date(Date.UTC(year, month - 1, 15)));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** What the invoices card offers for a debt (spec 002 §Secretary): download, request, or nothing (cash desk). */
export type InvoiceAction = 'download' | 'request' | 'none';

export function getInvoiceAction(debt: Debt): InvoiceAction {
  if (!debt.caja_pagado) return 'request';
  return debt.caja_cajero ? 'none' : 'download';
}

/** The status pill of a debt. */
export function getDebtStatus(debt: Debt): { label: string; colour: StatusPillColour } {
  if (!debt.caja_pagado) return { label: texts.secretary.invoicePending, colour: 'yellow' };
  return debt.caja_cajero ? { label: texts.secretary.invoicePaidAtCashier, colour: 'teal' } : { label: texts.secretary.invoicePaid, colour: 'green' };
}

/** Replaces {name} placeholders of a text. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
}

/** The first 3 invoices, then 5 more per 'Ver más'. */
export const INVOICES_FIRST = 3;
export const INVOICES_STEP = 5;
