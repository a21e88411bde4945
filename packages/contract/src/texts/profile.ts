/** Texts of issue 13's profile area (spec 002 §8 where the spec has them). */
export const profileTexts = {} as const;
