import { contactType } from './contact-types';
import { crmDay, formatDayEs, monthOf, toAcademyDay } from './academy-time';

/**
 * Availability and bonus rules of spec 001 §4: what a user may open, and why not. One pure module used
 * by the server (what it answers and serves) and by the web (what it shows), so both always agree.
 */

export type UnitKind = 'unidad' | 'unidad extra';

/** What the rules read of an event. Days are 'YYYY-MM-DD' (Madrid); instants ISO strings. */
export interface AvailabilityEvent {
  id: number;
  event_type: string;
  /** Madrid day of the event; falls back to start_date. */
  event_date: string | null;
  start_date: string;
  inicio_calendario: string | null;
  fin_calendario: string | null;
  /** 1 = no date restriction. */
  no_fechar: number;
  freemium: boolean;
  /** Units that hold the event, with their kind. */
  unidades: readonly { unidad_id: number; type: UnitKind }[];
}

/** A bonus product line as the formations call answers it (spec 001 §3). */
export interface AvailabilityBonusLine {
  unidad_id: number | null;
  events_id: readonly number[] | string | null;
  edu_codigoslineamatricula: string | null;
  fecha_inicio_bonus: string | null;
  fecha_fin_bonus: string | null;
  tipo: 'fecha' | 'unidad' | null;
  metadata: { bonus_grupo?: string | null } | null;
}

export interface AvailabilityEnrolmentLine {
  edu_codigolineamatricula: string;
  /** Group code. */
  edu_codigoformacion: string;
  edu_principalcodigoformacion: string | null;
  edu_fechainicio: string | null;
}

export interface AvailabilityContext {
  now: Date;
  user: { freemium: boolean; contactTypes: readonly number[] };
  /** The group being viewed. */
  groupCode: string;
  /** Its main formation (for the earliest enrolment start). */
  parentFormationCode: string | null;
  enrolmentLines: readonly AvailabilityEnrolmentLine[];
  bonusLines: readonly AvailabilityBonusLine[];
}

export type UnavailableReason =
  /** A freemium user and a non-freemium (or extra-unit) event. */
  | 'freemium'
  /** Contact type 3 and a non-freemium event: the purchase dialog opens. */
  | 'limited'
  /** Content only in extra units, without a bonus for them. */
  | 'extra_unit'
  /** A class before the month the student's enrolment in the formation started. */
  | 'before_course_month'
  /** Before the class's calendar window. */
  | 'not_yet'
  /** After the class's calendar window. */
  | 'expired';

export type Availability =
  | { isAvailable: true; grantedBy: 'bonus' | 'no_fechar' | 'calendar' | 'open' }
  | {
      isAvailable: false;
      reason: UnavailableReason;
      /** 'YYYY-MM-DD' for not_yet. */ availableFrom?: string;
      /** A purchase can open it. */ canPurchase: boolean;
    };

const CLASS_TYPES_FOR_START_MONTH = new Set(['clases', 'clases_directo']);
/** Event types the "matching enrolment lines" bonus grants (class events, spec 001 §4). */
const CLASS_EVENT_TYPES = new Set(['clases', 'clases_directo', 'clases_prueba', 'zoom']);

/** Parses events_id: an array of ids or a comma-separated string (spec 001 §4). */
export function parseBonusEventIds(value: readonly number[] | string | null | undefined): number[] {
  if (!value) return [];
  if (typeof value !== 'string') return value.filter((n) => Number.isInteger(n));
  return value
    .split(',')
    .map((part) => Number.parseInt(part.trim(), 10))
    .filter((n) => Number.isInteger(n));
}

/** Parses edu_codigoslineamatricula, a comma-separated string of enrolment line codes. */
export function parseLineCodes(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Madrid day of the event: event_date, else start_date's day. */
export function getEventDay(event: Pick<AvailabilityEvent, 'event_date' | 'start_date'>): string {
  return event.event_date ? event.event_date.slice(0, 10) : toAcademyDay(new Date(event.start_date));
}

function isInAnyExtraUnit(event: AvailabilityEvent): boolean {
  return event.unidades.some((u) => u.type === 'unidad extra');
}

/** Content only in extra units (an event also placed in a regular unit is regular content). */
export function isExtraUnitOnly(event: Pick<AvailabilityEvent, 'unidades'>): boolean {
  return event.unidades.length > 0 && event.unidades.every((u) => u.type === 'unidad extra');
}

/**
 * The bonus line that opens the event, if any: by event id; by unit; by matching enrolment lines of the
 * viewed group (class events); or by a date window (end +2 h, limited by bonus_grupo, not for content
 * only in extra units).
 */
export function findGrantingBonus(event: AvailabilityEvent, context: AvailabilityContext): AvailabilityBonusLine | null {
  const unitIds = new Set(event.unidades.map((u) => u.unidad_id));
  const groupLineCodes = new Set(context.enrolmentLines.filter((l) => l.edu_codigoformacion === context.groupCode).map((l) => l.edu_codigolineamatricula));
  const eventDay = event.event_type === 'clases' && event.inicio_calendario ? event.inicio_calendario.slice(0, 10) : getEventDay(event);
  for (const bonus of context.bonusLines) {
    if (parseBonusEventIds(bonus.events_id).includes(event.id)) return bonus;
    if (bonus.unidad_id !== null && unitIds.has(bonus.unidad_id)) return bonus;
    if (CLASS_EVENT_TYPES.has(event.event_type) && parseLineCodes(bonus.edu_codigoslineamatricula).some((code) => groupLineCodes.has(code))) return bonus;
    if (bonus.tipo === 'fecha' && bonus.fecha_inicio_bonus && bonus.fecha_fin_bonus && !isExtraUnitOnly(event)) {
      const group = bonus.metadata?.bonus_grupo;
      if (group && group !== context.groupCode) continue;
      if (crmDay(bonus.fecha_inicio_bonus) <= eventDay && eventDay <= crmDay(bonus.fecha_fin_bonus)) return bonus;
    }
  }
  return null;
}

/** Earliest enrolment start (+2 h, as a day) of the user in the viewed group's main formation. */
export function getEarliestEnrolmentDay(context: AvailabilityContext): string | null {
  const days = context.enrolmentLines
    .filter(
      (l) =>
        l.edu_fechainicio &&
        (l.edu_codigoformacion === context.groupCode ||
          (context.parentFormationCode !== null && l.edu_principalcodigoformacion === context.parentFormationCode)),
    )
    .map((l) => crmDay(l.edu_fechainicio as string))
    .sort();
  return days[0] ?? null;
}

/** Decides whether the user may open the event, and why not (spec 001 §4). */
export function getEventAvailability(event: AvailabilityEvent, context: AvailabilityContext): Availability {
  if (context.user.freemium && (!event.freemium || isInAnyExtraUnit(event))) {
    return { isAvailable: false, reason: 'freemium', canPurchase: true };
  }
  // A bonus never removes access: once one grants the event, nothing below can close it.
  if (findGrantingBonus(event, context)) return { isAvailable: true, grantedBy: 'bonus' };
  if (context.user.contactTypes.includes(contactType.limited) && !event.freemium) {
    return { isAvailable: false, reason: 'limited', canPurchase: true };
  }
  if (isExtraUnitOnly(event)) return { isAvailable: false, reason: 'extra_unit', canPurchase: true };
  // A freemium trial line starts the day the visitor picks the formation: it is not a course start, and
  // the free classes exist to be tried whatever their month.
  if (CLASS_TYPES_FOR_START_MONTH.has(event.event_type) && !context.user.freemium) {
    const earliest = getEarliestEnrolmentDay(context);
    if (earliest && monthOf(getEventDay(event)) < monthOf(earliest)) {
      return { isAvailable: false, reason: 'before_course_month', canPurchase: true };
    }
  }
  // The calendar window applies only to type clases.
  if (event.event_type !== 'clases') return { isAvailable: true, grantedBy: 'open' };
  if (event.no_fechar === 1) return { isAvailable: true, grantedBy: 'no_fechar' };
  const today = toAcademyDay(context.now);
  const from = event.inicio_calendario?.slice(0, 10) ?? null;
  const until = event.fin_calendario?.slice(0, 10) ?? null;
  if (from && today < from) return { isAvailable: false, reason: 'not_yet', availableFrom: from, canPurchase: false };
  // A past class is not a dead end: a recovery bonus (a date window, an event list) reopens it, so its dialog
  // lists what would (spec 001 §2: the related products, or 'Más información' when there are none).
  if (until && today > until) return { isAvailable: false, reason: 'expired', canPurchase: true };
  return { isAvailable: true, grantedBy: from || until ? 'calendar' : 'open' };
}

/** Calendar and timeline: the reason an event is disabled (spec 001 §4), or null when it is available. */
export function getEventDisabledMessage(availability: Availability): string | null {
  if (availability.isAvailable) return null;
  switch (availability.reason) {
    case 'before_course_month':
      return 'Este evento es anterior al mes de inicio de su curso';
    case 'extra_unit':
      return 'Este evento pertenece a un producto extra';
    case 'not_yet':
      return `Este evento no estará disponible hasta el ${formatDayEs(availability.availableFrom ?? '')}`;
    case 'expired':
      return 'Este evento ha dejado de estar disponible';
    case 'freemium':
    case 'limited':
      return 'Este evento no está disponible';
  }
}

/** Content viewer: the message for unavailable content (spec 001 §4), or null when it is available. */
export function getContentUnavailableMessage(availability: Availability): string | null {
  if (availability.isAvailable) return null;
  switch (availability.reason) {
    case 'not_yet':
      return `Este contenido no estará disponible hasta el ${formatDayEs(availability.availableFrom ?? '')}`;
    case 'expired':
      return 'Este contenido ha dejado de estar disponible';
    case 'before_course_month':
      return 'Este evento es anterior al mes de inicio de su curso';
    case 'extra_unit':
      return 'Este contenido pertenece a una unidad extra';
    case 'freemium':
    case 'limited':
      return 'Este contenido no está disponible';
  }
}

/** Events before the course month lose their join link and files (spec 001 §4). */
export function shouldHideEventResources(availability: Availability): boolean {
  return !availability.isAvailable && availability.reason === 'before_course_month';
}
