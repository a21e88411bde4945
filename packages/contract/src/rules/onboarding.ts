/** An onboarding is pending while it has no answer yet and is visible. */
export function isOnboardingPending(onboarding: { completed: boolean | null; onboarding_visible: boolean }): boolean {
  return onboarding.completed === null && onboarding.onboarding_visible;
}
