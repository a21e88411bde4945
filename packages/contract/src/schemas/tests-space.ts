import { z } from 'zod';

/** GET /api/vilearning/token: a short-lived signed token naming the student, and where to open it. */
export const testSpaceTokenAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({ token: z.string(), url: z.string(), expiresAt: z.string() }),
});
export type TestSpaceTokenAnswer = z.infer<typeof testSpaceTokenAnswerSchema>;
