/** Texts of issue 13's secretary area (spec 002 §8 where the spec has them). */
export const secretaryTexts = {} as const;
