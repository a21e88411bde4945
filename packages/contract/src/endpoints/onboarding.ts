import { defineRoutes } from './define-endpoint';

/** The onboarding tour (spec 000 §4 and §7). */
export const onboardingRoutes = defineRoutes({
  completeOnboarding: { method: 'POST', path: '/api/onboardings/complete/:contactCode' },
});
