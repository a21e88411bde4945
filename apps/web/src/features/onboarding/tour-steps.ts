import { webTexts } from '../../lib/texts';

/** `data-tour` values the shell puts on what each step points at. */
export type TourTarget = 'menu' | 'streak' | 'notifications' | 'profile' | 'content' | 'syllabus';

export interface TourStep {
  id: keyof typeof webTexts.onboarding.steps;
  /** What the step highlights; the welcome highlights nothing. */
  target: TourTarget | null;
}

/** The tour of spec 000 §2, in order: welcome, main menu, streak, notifications, profile, content. */
export const tourSteps: readonly TourStep[] = [
  { id: 'welcome', target: null },
  { id: 'menu', target: 'menu' },
  { id: 'streak', target: 'streak' },
  { id: 'notifications', target: 'notifications' },
  { id: 'profile', target: 'profile' },
  { id: 'content', target: 'content' },
];

/** The name of the onboarding the home tour answers. */
export const HOME_ONBOARDING = 'home';

/** The tour of the first formation the student opens: what the formation page holds. */
export const formationTourSteps: readonly TourStep[] = [
  { id: 'formationWelcome', target: null },
  { id: 'syllabus', target: 'syllabus' },
  { id: 'formationContent', target: 'content' },
];

/** The name of the onboarding the formation tour answers (spec 000 §3: home, first_formation). */
export const FIRST_FORMATION_ONBOARDING = 'first_formation';

/** A step's title and text; under 768 px the text speaks of taps and the ☰ button. */
export function getStepTexts(step: TourStep, isMobile: boolean): { title: string; text: string } {
  const texts = webTexts.onboarding.steps[step.id];
  return { title: texts.title, text: isMobile ? texts.mobile : texts.desktop };
}
