import { z } from 'zod';
import { codeSchema } from '../schemas/common';
import { formationSchema } from '../schemas/formations';
import type { EndpointSchemas } from './define-endpoint';
import type { teachingShellRoutes } from './teaching-shell';

/** GET /api/teaching/groups: the groups the person teaches (formation_teachers), as the contact's formations list them. */
export const taughtGroupsAnswerSchema = z.object({
  status: z.literal('ok'),
  formations: z.array(formationSchema),
});
export type TaughtGroupsAnswer = z.infer<typeof taughtGroupsAnswerSchema>;

export const teachingGroupParamsSchema = z.object({ groupCode: codeSchema() });

/**
 * GET /api/teaching/groups/{groupCode}/timeline-completion: the group's active students and, for each event of the
 * group's timeline that at least one of them completed, how many did (an event left out: nobody yet).
 */
export const groupTimelineCompletionAnswerSchema = z.object({
  status: z.literal('ok'),
  students: z.number().int(),
  events: z.array(z.object({ id: z.number().int(), completed: z.number().int() })),
});
export type GroupTimelineCompletionAnswer = z.infer<typeof groupTimelineCompletionAnswerSchema>;

export const teachingShellSchemas = {
  listTaughtGroups: { answer: taughtGroupsAnswerSchema },
  getGroupTimelineCompletion: { params: teachingGroupParamsSchema, answer: groupTimelineCompletionAnswerSchema },
} as const satisfies Record<keyof typeof teachingShellRoutes, EndpointSchemas>;
