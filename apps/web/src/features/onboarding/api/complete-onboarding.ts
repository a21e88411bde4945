import type { CompleteOnboardingBody } from '@campus/contract';
import { texts } from '@campus/contract/plain';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { callEndpoint } from '../../../lib/api/call-endpoint';
import { saveOnboardings } from '../../../lib/onboarding-store';

/** POST /api/onboardings/complete/{contactCode}: finishing sends completed true, skipping false. */
export function completeOnboarding(contactCode: string, body: CompleteOnboardingBody) {
  return callEndpoint('completeOnboarding', { params: { contactCode }, body });
}

/**
 * Records the tour's end. The answer's onboardings replace the stored ones, so the tour stays hidden;
 * a failure shows 'Error al completar el onboarding'.
 */
export function useCompleteOnboarding(contactCode: string) {
  return useMutation({
    mutationFn: (body: CompleteOnboardingBody) => completeOnboarding(contactCode, body),
    onSuccess: (answer) => saveOnboardings(contactCode, answer.onBoardingData.userOnBoardings),
    onError: () => {
      toast.error(texts.onboarding.error);
    },
  });
}
