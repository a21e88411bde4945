import type { EventPlan } from '../content';
import { notes, recording } from '../media';

export interface RecordedClassDefaults {
  start: string;
  minutes: number;
  group: string;
  organizer: string;
  /** Days the class stays open from its day. */
  openDays: number;
  notes: Parameters<typeof notes>[1];
}

/**
 * The builder of a formation's recorded classes (type clases): each opens on its day for `openDays`,
 * with its recording and notes; `extra` overrides anything for one class.
 */
export function recordedClassBuilder(defaults: RecordedClassDefaults) {
  return (key: string, title: string, day: number, description: string, extra: Partial<EventPlan> = {}): EventPlan => ({
    key,
    title,
    description,
    type: 'clases',
    day,
    start: defaults.start,
    minutes: defaults.minutes,
    groups: [defaults.group],
    organizers: [defaults.organizer],
    window: [0, defaults.openDays],
    isDownloadable: true,
    files: [recording(title), notes(title, defaults.notes)],
    ...extra,
  });
}
