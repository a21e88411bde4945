import { z } from 'zod';
import { codeSchema, idSchema } from './common';
import { onboardingSchema } from './auth';

/** POST /api/onboardings/complete/{contactCode}: finishing sends completed true, skipping false. */
export const completeOnboardingParamsSchema = z.object({ contactCode: codeSchema() });
export const completeOnboardingBodySchema = z.object({
  onboarding_id: idSchema('El onboarding no es válido'),
  completed: z.boolean({ error: 'Indica si el onboarding se completó' }),
  onboarding_visible: z.boolean().optional().default(false),
});
export type CompleteOnboardingBody = z.infer<typeof completeOnboardingBodySchema>;
export const completeOnboardingAnswerSchema = z.object({
  status: z.literal('ok'),
  onBoardingData: z.object({ userOnBoardings: z.array(onboardingSchema) }),
});
export type CompleteOnboardingAnswer = z.infer<typeof completeOnboardingAnswerSchema>;
