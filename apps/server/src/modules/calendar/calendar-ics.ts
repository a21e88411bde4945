import { ACADEMY_TIME_ZONE, addCalendarDays, texts, toAcademyDate, toAcademyDay } from '@campus/contract';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

/** What an iCalendar entry shows of an event. */
export interface IcsEvent {
  id: number;
  title: string;
  description: string | null;
  start: Date;
  end: Date;
  /** Madrid day of the event (all-day events). */
  day: string;
  allDay: boolean;
  /** Only while the user may join (a locked event has none). */
  joinUrl: string | null;
  /** Group names, shown as the location's context. */
  groups: string[];
  updatedAt: Date;
}

/** Stable across downloads and the feed: a calendar app replaces the entry it already has. */
export const icsUid = (eventId: number) => `event-${eventId}@campus`;

/**
 * SEQUENCE from the last change (seconds since 2020, an integer that only grows), so a calendar app that
 * imports a newer file or refreshes the feed takes a rescheduled or edited event as the newer version.
 */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);
export const icsSequence = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 1000));

/** The VTIMEZONE block of the zone, from the maintained IANA-based library (its own rules, not the process's). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  return Array.isArray(block) ? (block[0] ?? null) : null;
}

const stripHtml = (value: string) =>
  value
    .replace(/<\s*br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6])>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * An RFC 5545 calendar with the Europe/Madrid VTIMEZONE: times are written as Madrid wall time with
 * TZID (so 18:00 stays 18:00 on both sides of a DST change), DTSTAMP and LAST-MODIFIED in UTC.
 */
export function buildIcs(items: readonly IcsEvent[], options: { name: string; now: Date; publicUrl: string; isFeed?: boolean }): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Campus', product: 'Calendario', language: 'ES' },
    // A download is published (imported once); the feed is refreshed by the calendar app.
    method: options.isFeed ? undefined : ICalCalendarMethod.PUBLISH,
    ttl: options.isFeed ? 3600 : undefined,
    url: options.publicUrl,
  });
  // name null: the zone applies per event (DTSTAMP/LAST-MODIFIED stay UTC), the generator adds its VTIMEZONE.
  calendar.timezone({ name: null, generator: vtimezone });
  for (const item of items) {
    const description = [
      item.description ? stripHtml(item.description) : null,
      item.joinUrl ? texts.calendar.icsJoinLabel.replace('{url}', item.joinUrl) : null,
    ]
      .filter(Boolean)
      .join('\n\n');
    const common = {
      id: icsUid(item.id),
      summary: item.title,
      description: description || null,
      url: item.joinUrl,
      location: item.joinUrl ?? (item.groups.length ? item.groups.join(', ') : null),
      sequence: icsSequence(item.updatedAt),
      lastModified: item.updatedAt,
      stamp: options.now,
    };
    if (item.allDay) {
      // All-day: DATE values, the end exclusive (RFC 5545 §3.6.1).
      const endDay = addCalendarDays(toAcademyDay(item.end) > item.day ? toAcademyDay(item.end) : item.day, 1);
      calendar.createEvent({ ...common, allDay: true, start: new Date(`${item.day}T00:00:00Z`), end: new Date(`${endDay}T00:00:00Z`) });
    } else {
      calendar.createEvent({ ...common, timezone: ACADEMY_TIME_ZONE, start: toAcademyDate(item.start), end: toAcademyDate(item.end) });
    }
  }
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too; the generator leaves the last one bare,
  // and strict readers then drop END:VCALENDAR (or the whole file). Lines are already folded at 75 octets.
  const body = calendar.toString();
  return body.endsWith('\r\n') ? body : `${body}\r\n`;
}
