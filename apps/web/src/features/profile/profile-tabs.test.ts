import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../../test/factories';
import { getVisibleTabs, resolveTab } from './profile-tabs';

describe('getVisibleTabs', () => {
  it.each([
    { who: 'a student', types: '1', freemium: false, tabs: ['info', 'enrollments', 'secretary', 'privacy', 'licencies'] },
    { who: 'a teacher who also studies', types: '1,5', freemium: false, tabs: ['info', 'enrollments', 'secretary', 'privacy', 'licencies'] },
    // Issue 30 item 9: enrolments, secretary and licences are a student's; his information and privacy stay.
    { who: 'a teacher who does not study', types: '5', freemium: false, tabs: ['info', 'privacy'] },
    { who: 'a teacher and staff member', types: '6', freemium: false, tabs: ['info', 'privacy'] },
    { who: 'a contact of type 3', types: '3', freemium: false, tabs: ['info'] },
    { who: 'a free-trial visitor', types: '1', freemium: true, tabs: ['info'] },
  ])('$who ($types) sees $tabs', ({ types, freemium, tabs }) => {
    expect(getVisibleTabs(makeSessionUser({ edu_tipocontacto: types, freemium }))).toEqual(tabs);
  });

  it("sends a teacher's ?tab=enrollments to his information", () => {
    expect(resolveTab('enrollments', getVisibleTabs(makeSessionUser({ edu_tipocontacto: '5' })))).toBe('info');
    expect(resolveTab('privacy', getVisibleTabs(makeSessionUser({ edu_tipocontacto: '5' })))).toBe('privacy');
  });
});
