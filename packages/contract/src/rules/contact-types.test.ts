import { describe, expect, it } from 'vitest';
import {
  canEditContent,
  formatContactTypes,
  hasContactType,
  isLimitedContact,
  isPlatformAccessAllowed,
  isStaffContact,
  isTeacherContact,
  isTeacherOnlyContact,
  isTeacherOnlyUser,
  parseContactTypes,
} from './contact-types';

describe('contact types', () => {
  it('parses the forms the CRM uses', () => {
    expect(parseContactTypes('1,4')).toEqual([1, 4]);
    expect(parseContactTypes('4;1')).toEqual([1, 4]);
    expect(parseContactTypes('5')).toEqual([5]);
    expect(parseContactTypes('')).toEqual([]);
    expect(parseContactTypes(null)).toEqual([]);
    expect(parseContactTypes('1,9,x')).toEqual([1]);
    expect(formatContactTypes([4, 1, 4])).toBe('1,4');
  });

  it('derives roles', () => {
    expect(hasContactType('1,3', 3)).toBe(true);
    expect(isLimitedContact('3')).toBe(true);
    expect(isLimitedContact('1')).toBe(false);
    expect(canEditContent('1,4')).toBe(true);
    expect(canEditContent('6')).toBe(true);
    expect(canEditContent('1,5')).toBe(false);
  });

  it.each([
    { types: [1], isStaff: false, isTeacher: false },
    { types: [3], isStaff: false, isTeacher: false },
    { types: [1, 4], isStaff: true, isTeacher: false },
    { types: [5], isStaff: false, isTeacher: true },
    { types: [6], isStaff: true, isTeacher: true },
    { types: [], isStaff: false, isTeacher: false },
  ])('types $types: staff $isStaff, teacher $isTeacher', ({ types, isStaff, isTeacher }) => {
    expect(isStaffContact(types)).toBe(isStaff);
    expect(isTeacherContact(types)).toBe(isTeacher);
  });

  it.each([
    ['1', '0', true],
    ['3', '0', true],
    ['1,3', '1', true],
    ['5', '1', true],
    ['5', '0', false],
    ['4,6', '0', false],
    ['', '0', false],
  ])('access rule: types %s, edu_matriculado %s → %s', (types, matriculado, expected) => {
    expect(isPlatformAccessAllowed({ edu_tipocontacto: types, edu_matriculado: matriculado })).toBe(expected);
  });

  it.each([
    { types: '5', freemium: false, isTeacherOnly: true },
    { types: '6', freemium: false, isTeacherOnly: true },
    { types: '4,5', freemium: false, isTeacherOnly: true },
    { types: '1,5', freemium: false, isTeacherOnly: false },
    { types: '3,6', freemium: false, isTeacherOnly: false },
    { types: '1', freemium: false, isTeacherOnly: false },
    { types: '4', freemium: false, isTeacherOnly: false },
    { types: '5', freemium: true, isTeacherOnly: false },
    { types: '', freemium: false, isTeacherOnly: false },
  ])('teacher only: types "$types", freemium $freemium → $isTeacherOnly', ({ types, freemium, isTeacherOnly }) => {
    expect(isTeacherOnlyUser({ edu_tipocontacto: types, freemium })).toBe(isTeacherOnly);
    expect(isTeacherOnlyContact(parseContactTypes(types), freemium)).toBe(isTeacherOnly);
  });
});
