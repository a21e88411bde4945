import type { EventType } from '../schemas/events';

/** Labels of event types (spec 002 §3); types without a label show their own name capitalised. */
export const eventTypeLabels: Partial<Record<EventType, string>> = {
  clases_directo: 'Clase directo',
  taller: 'Webinar',
  clases: 'Contenido',
  tutorias: 'Tutorías',
  test: 'Test',
  examen: 'Examen',
  actividad: 'Tarea',
};

/**
 * Labels of the types the specification leaves unnamed (002-RULE-52 names the others): written as Spanish,
 * with its accents, instead of the type's raw name ("Reunion", "Clases prueba").
 */
export const otherEventTypeLabels: Partial<Record<EventType, string>> = {
  tutoria: 'Tutoría',
  clases_prueba: 'Clases de prueba',
  reunion: 'Reunión',
  zoom: 'Zoom',
};

/** The label every screen shows for an event type: the spec's, else ours. */
export function getEventTypeLabel(type: EventType): string {
  return eventTypeLabels[type] ?? otherEventTypeLabels[type] ?? type.replace(/_/g, ' ');
}

/**
 * The live classes (issue 30 item 5): the types a student joins at a time and whose attendance (activity type 3)
 * the teacher follows; the server's attendance counts read the same list.
 */
export const liveClassEventTypes = ['clases_directo', 'clases_prueba', 'zoom', 'taller'] as const satisfies readonly EventType[];

/** A live class, as opposed to content, exams, tasks or meetings. */
export function isLiveClassType(type: string): boolean {
  return (liveClassEventTypes as readonly string[]).includes(type);
}
