import { texts, type CompleteOnboardingAnswer, type CompleteOnboardingBody } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import type { OnboardingRepository } from './onboarding.repository';

/** The onboarding tour: finishing (completed true) or skipping (false) stores the answer; either hides it. */
export function createOnboardingService(deps: { repository: OnboardingRepository; now: () => Date }) {
  return {
    /**
     * The tours with the contact's state, for the sign-in answer: called by the auth service while it opens
     * that contact's session (who signs in was decided by `authorizeSignIn`), never from a route.
     */
    listOnboardings: (contactCode: string) => deps.repository.listForContact(contactCode),

    /** POST /api/onboardings/complete/{contactCode}: only the user's own; answers every tour's state. */
    async completeOnboarding(actor: Actor | null, contactCode: string, body: CompleteOnboardingBody): Promise<CompleteOnboardingAnswer> {
      const checked = authorize(actor, 'owner', { contactCode });
      if (!(await deps.repository.exists(body.onboarding_id))) throw new AppError('not_found', texts.onboarding.notFound);
      await deps.repository.saveState({
        edu_codigocontacto: checked.edu_codigocontacto,
        onboarding_id: body.onboarding_id,
        completed: body.completed,
        onboarding_visible: body.onboarding_visible,
        updated_at: deps.now(),
      });
      return { status: 'ok', onBoardingData: { userOnBoardings: await deps.repository.listForContact(checked.edu_codigocontacto) } };
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
