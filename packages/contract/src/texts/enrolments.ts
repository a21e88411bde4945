/** Texts of issue 13's enrolments area (spec 002 §8 where the spec has them). */
export const enrolmentsTexts = {} as const;
