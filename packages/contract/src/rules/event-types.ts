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
