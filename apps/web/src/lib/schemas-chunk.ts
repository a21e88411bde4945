import { formationSchema, onboardingSchema } from '@campus/contract';
import { z } from 'zod';

// The module lib/contract-schemas loads after the first paint (never imported statically): every contract
// schema, and the web's own schemas built on them, so none of them is built during the first load.
export * from '@campus/contract';

/** What lib/onboarding-store keeps in localStorage. */
export const storedOnboardingsSchema = z.object({ edu_codigocontacto: z.string(), onBoarding: z.array(onboardingSchema) });

/** What lib/freemium-storage keeps in localStorage: the formations the freemium sign-in answered. */
export const storedFreemiumFormationsSchema = z.array(formationSchema);
