import { toAcademyDay, toAcademyTime, getWeekday } from '@campus/contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  type EventMetadata,
  type EventType,
  type UnitType,
  eventContacts,
  eventFiles,
  eventFormations,
  eventOrganizers,
  events,
  eventTopics,
  files,
  topics,
  units,
} from '../schema';
import { type DemoClock } from './dates';
import { type DemoMedia, type DemoMediaKey, demoMedia } from './media';

/** A file attached to an event: a display name and one of the demo media. */
export interface FilePlan {
  name: string;
  media: DemoMediaKey;
}

/** One event of the demo academy, with its day relative to today. */
export interface EventPlan {
  /** Seed-only key other seed steps use to find the event's id. */
  key: string;
  title: string;
  description?: string;
  type: EventType;
  /** Days from today. Ignored when `isLiveNow`. */
  day: number;
  /** Madrid start time 'HH:MM' (09:00 by default). */
  start?: string;
  /** Length in minutes (60 by default). */
  minutes?: number;
  isAllDay?: boolean;
  /** Starts 15 minutes ago and ends in 45 minutes: the live class happening now. */
  isLiveNow?: boolean;
  groups: readonly string[];
  organizers?: readonly string[];
  /** Students invited (tutorials): event_contacts rows with completed 0. */
  invited?: readonly string[];
  /** inicio_calendario..fin_calendario as days from the event day. */
  window?: [from: number, to: number];
  isUndated?: boolean;
  isFreemium?: boolean;
  isDownloadable?: boolean;
  /** Adds a join link (live classes, tutorials, meetings). */
  hasJoinUrl?: boolean;
  zoomId?: string;
  /** Events sharing a series name get one serie_id and their weekday in days_of_week. */
  serie?: string;
  /** This event replaces the event with that key (rescheduling). */
  replaces?: string;
  files?: readonly FilePlan[];
  h5p?: readonly FilePlan[];
  meetings?: EventMetadata['meetings'];
}

export interface TopicPlan {
  titulo: string;
  events: readonly EventPlan[];
}

export interface UnitPlan {
  key: string;
  titulo: string;
  type: UnitType;
  topics: readonly TopicPlan[];
}

/** The content tree of a main formation plus its calendar-only events. */
export interface FormationPlan {
  formation: string;
  units: readonly UnitPlan[];
  calendar: readonly EventPlan[];
}

/** Ids the database gave to the seeded rows, by seed key. */
export interface ContentIds {
  events: Record<string, number>;
  units: Record<string, number>;
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
}

function eventTimes(plan: EventPlan, clock: DemoClock): { start: Date; end: Date } {
  if (plan.isLiveNow) {
    // Keep the class inside today (Madrid) even right after midnight or right before it.
    const midnight = clock.at(0).getTime();
    const lastMinute = clock.at(1).getTime() - 60_000;
    const start = Math.max(clock.minutesFromNow(-15).getTime(), midnight);
    const end = Math.min(clock.minutesFromNow(45).getTime(), lastMinute);
    return { start: new Date(start), end: new Date(Math.max(end, start + 60_000)) };
  }
  if (plan.isAllDay) return { start: clock.at(plan.day), end: new Date(clock.at(plan.day + 1).getTime() - 60_000) };
  const start = clock.at(plan.day, plan.start ?? '09:00');
  return { start, end: new Date(start.getTime() + (plan.minutes ?? 60) * 60_000) };
}

export function toEventRow(plan: EventPlan, clock: DemoClock, serieIds: Map<string, string>) {
  const { start, end } = eventTimes(plan, clock);
  const eventDate = toAcademyDay(start);
  let serieId: string | null = null;
  if (plan.serie) {
    serieId = serieIds.get(plan.serie) ?? randomUUID();
    serieIds.set(plan.serie, serieId);
  }
  const meetingSlug = `${plan.groups[0]?.toLowerCase() ?? 'campus'}/${slugify(plan.title)}`;
  return {
    serie_id: serieId,
    title: plan.title,
    description: plan.description ?? null,
    event_type: plan.type,
    event_date: eventDate,
    start_date: start,
    end_date: end,
    start_hour: plan.isAllDay ? null : toAcademyTime(start),
    end_hour: plan.isAllDay ? null : toAcademyTime(end),
    all_day: plan.isAllDay ?? false,
    days_of_week: plan.serie ? [getWeekday(eventDate)] : null,
    inicio_calendario: plan.window ? clock.day(plan.day + plan.window[0]) : null,
    fin_calendario: plan.window ? clock.day(plan.day + plan.window[1]) : null,
    no_fechar: plan.isUndated ? 1 : 0,
    freemium: plan.isFreemium ?? false,
    download: plan.isDownloadable ? 1 : 0,
    join_url: plan.hasJoinUrl || plan.zoomId ? `https://meet.campus.test/${meetingSlug}` : null,
    zoom_id: plan.zoomId ?? null,
    metadata: plan.meetings ? { meetings: plan.meetings } : null,
    created_at: new Date(Math.min(start.getTime(), clock.now.getTime()) - 7 * 86_400_000),
    updated_at: new Date(Math.min(start.getTime(), clock.now.getTime()) - 7 * 86_400_000),
  } satisfies typeof events.$inferInsert;
}

/** Inserts the event, its groups, organizers, invitations and files; returns its id. */
async function insertEvent(db: Database, plan: EventPlan, orden: number, clock: DemoClock, serieIds: Map<string, string>): Promise<number> {
  const [row] = await db
    .insert(events)
    .values({ ...toEventRow(plan, clock, serieIds), orden })
    .returning({ id: events.id });
  const eventId = row!.id;
  await db.insert(eventFormations).values(plan.groups.map((code) => ({ event_id: eventId, edu_codigoformacion: code })));
  if (plan.organizers?.length) {
    await db.insert(eventOrganizers).values(plan.organizers.map((code) => ({ event_id: eventId, edu_codigocontacto: code })));
  }
  if (plan.invited?.length) {
    await db.insert(eventContacts).values(plan.invited.map((code) => ({ event_id: eventId, edu_codigocontacto: code, completed: 0 })));
  }
  const attached = [
    ...(plan.files ?? []).map((file) => ({ file, kind: 'archivo' as const })),
    ...(plan.h5p ?? []).map((file) => ({ file, kind: 'h5p' as const })),
  ];
  for (const [index, { file, kind }] of attached.entries()) {
    const media: DemoMedia = demoMedia[file.media];
    const [stored] = await db
      .insert(files)
      .values({
        name: file.name,
        file_type: media.file_type,
        storage_key: media.storage_key,
        subtitles_storage_key: media.subtitles_storage_key ?? null,
        embed_code: media.embed_code ?? null,
        id_sharepoint: `demo-sp-${eventId}-${index + 1}`,
        created_at: clock.at(Math.min(plan.day, 0) - 1),
      })
      .returning({ id: files.id });
    await db.insert(eventFiles).values({ event_id: eventId, file_id: stored!.id, kind, orden: index + 1 });
  }
  return eventId;
}

/**
 * Inserts units, topics and events of each formation plan, in plan order (so a fresh database gives
 * the same ids every time), then links rescheduled events to the ones they replace.
 */
export async function seedContent(db: Database, clock: DemoClock, plans: readonly FormationPlan[]): Promise<ContentIds> {
  const ids: ContentIds = { events: {}, units: {} };
  const serieIds = new Map<string, string>();
  const replacements: { key: string; replaces: string }[] = [];

  for (const plan of plans) {
    for (const [unitIndex, unitPlan] of plan.units.entries()) {
      const [unit] = await db
        .insert(units)
        .values({ formation: plan.formation, titulo: unitPlan.titulo, type: unitPlan.type, orden: unitIndex + 1, created_at: clock.at(-200) })
        .returning({ id: units.id });
      ids.units[unitPlan.key] = unit!.id;
      for (const [topicIndex, topicPlan] of unitPlan.topics.entries()) {
        const [topic] = await db
          .insert(topics)
          .values({ unidad_id: unit!.id, titulo: topicPlan.titulo, orden: topicIndex + 1 })
          .returning({ id: topics.id });
        for (const [eventIndex, eventPlan] of topicPlan.events.entries()) {
          const eventId = await insertEvent(db, eventPlan, eventIndex + 1, clock, serieIds);
          ids.events[eventPlan.key] = eventId;
          await db.insert(eventTopics).values({ event_id: eventId, topic_id: topic!.id, unidad_id: unit!.id, orden: eventIndex + 1 });
        }
      }
    }
    for (const eventPlan of plan.calendar) {
      ids.events[eventPlan.key] = await insertEvent(db, eventPlan, 0, clock, serieIds);
      if (eventPlan.replaces) replacements.push({ key: eventPlan.key, replaces: eventPlan.replaces });
    }
  }

  for (const { key, replaces } of replacements) {
    const newId = ids.events[key]!;
    const originalId = ids.events[replaces];
    if (originalId === undefined) throw new Error(`Evento reprogramado sin original: ${replaces}`);
    await db.update(events).set({ rescheduled: 1, event_original: originalId }).where(eq(events.id, newId));
    await db.update(events).set({ event_rescheduled: newId }).where(eq(events.id, originalId));
  }
  return ids;
}
