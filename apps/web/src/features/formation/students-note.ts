import { getEventAvailability, texts, type ContentEvent } from '@campus/contract';
import { formatAcademyDay } from '../../lib/academy-date';

/**
 * What the group's students get of an event, for a teacher who sees everything open (issue 30 item 2): the
 * contract's own availability rules (spec 001 §4) for a student of the group without bonuses, read as a quiet note
 * ("Los alumnos lo verán el 3 dic"); null when students open it now. A bonus or a purchase may open it earlier for one
 * student: the note says what the group as a whole gets.
 */
export function getStudentsNote(event: ContentEvent, groupCode: string, parentCode: string, now: Date): string | null {
  const availability = getEventAvailability(event, {
    now,
    user: { freemium: false, contactTypes: [1] },
    groupCode,
    parentFormationCode: parentCode,
    enrolmentLines: [],
    bonusLines: [],
  });
  if (availability.isAvailable) return null;
  const notes = texts.teachingFormation;
  switch (availability.reason) {
    case 'not_yet':
      return notes.studentsFrom(formatAcademyDay(availability.availableFrom ?? null, 'd MMM') ?? availability.availableFrom ?? '');
    case 'expired':
      return notes.studentsNoLonger;
    case 'extra_unit':
      return notes.studentsWithExtraUnit;
    case 'before_course_month':
      return notes.studentsBeforeCourse;
    case 'freemium':
    case 'limited':
      return null;
  }
}
