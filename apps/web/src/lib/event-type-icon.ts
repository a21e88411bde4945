import type { EventType } from '@campus/contract';
import { BookOpenCheck, CalendarClock, ClipboardList, GraduationCap, ListChecks, MonitorPlay, Presentation, UsersRound, type LucideIcon } from 'lucide-react';

/** Event types drawn as classes (spec 001 §2: clases_prueba, zoom and clases_directo are treated as clases). */
const classLikeTypes: ReadonlySet<EventType> = new Set(['clases', 'clases_prueba', 'zoom', 'clases_directo']);

const iconByType: Partial<Record<EventType, LucideIcon>> = {
  tutorias: GraduationCap,
  tutoria: GraduationCap,
  examen: BookOpenCheck,
  taller: Presentation,
  reunion: UsersRound,
  actividad: ClipboardList,
  test: ListChecks,
};

/** The icon of an event type, shared by the formation tree, the calendar and the timeline. */
export function getEventTypeIcon(type: EventType): LucideIcon {
  if (classLikeTypes.has(type)) return MonitorPlay;
  return iconByType[type] ?? CalendarClock;
}
