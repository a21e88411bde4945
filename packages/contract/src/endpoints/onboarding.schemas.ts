import { completeOnboardingAnswerSchema, completeOnboardingBodySchema, completeOnboardingParamsSchema } from '../schemas/onboarding';
import type { EndpointSchemas } from './define-endpoint';
import type { onboardingRoutes } from './onboarding';

export const onboardingSchemas = {
  completeOnboarding: { params: completeOnboardingParamsSchema, body: completeOnboardingBodySchema, answer: completeOnboardingAnswerSchema },
} as const satisfies Record<keyof typeof onboardingRoutes, EndpointSchemas>;
