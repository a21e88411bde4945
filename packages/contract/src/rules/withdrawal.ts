import { constants } from '../constants';
import { texts } from '../texts';
import { toAcademyDay } from './academy-time';

/**
 * The Madrid day ('YYYY-MM-DD') a withdrawal requested at `requestedAt` applies from (help faq-007): asked
 * before day 25 of the month (`constants.cancellationDeadlineDay`), from the first day of next month, so that
 * month is no longer charged; from the 25th on, that month's fee is already issued, so from the first day of
 * the month after. The day is the academy's (Europe/Madrid), whatever the machine's zone.
 */
export function getWithdrawalEffectiveDay(requestedAt: Date | number): string {
  const day = toAcademyDay(requestedAt);
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const dayOfMonth = Number(day.slice(8, 10));
  const monthsAhead = dayOfMonth < constants.cancellationDeadlineDay ? 1 : 2;
  // Date.UTC rolls month 13 and 14 over into the next year.
  return new Date(Date.UTC(year, month - 1 + monthsAhead, 1)).toISOString().slice(0, 10);
}

/** The line's permanence is fulfilled on its last day and after it; a line without one has none to fulfil. */
export function isPermanenceFulfilled(permanenceEndDay: string | null, today: string): boolean {
  return permanenceEndDay === null || permanenceEndDay <= today;
}

/**
 * Why a line's withdrawal cannot be asked, as the exact text the spec shows (002 §8), or null when it can. One
 * order on both sides: an existing request first, then pending debts, then the permanence.
 */
export function getWithdrawalBlock(check: { adeudosPendientes: number; permanenciaCumplida: boolean; solicitudExistente: boolean }): string | null {
  if (check.solicitudExistente) return texts.enrolments.withdrawalExists;
  if (check.adeudosPendientes > 0) return texts.enrolments.withdrawalPendingDebts;
  if (!check.permanenciaCumplida) return texts.enrolments.withdrawalPermanence;
  return null;
}

/** Modality label of a product (spec 002 §3: 1 online, 2 hybrid, anything else in person). */
export function getModalityLabel(modalidad: number | null | undefined): string {
  if (modalidad === 1) return texts.enrolments.modalityOnline;
  if (modalidad === 2) return texts.enrolments.modalityHybrid;
  return texts.enrolments.modalityInPerson;
}
