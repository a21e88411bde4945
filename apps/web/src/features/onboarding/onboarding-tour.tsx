import { isOnboardingPending } from '@campus/contract/plain';
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { matchPath, useLocation } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { saveOnboardings, useOnboardings } from '../../lib/onboarding-store';
import { routePatterns } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { webTexts } from '../../lib/texts';
import { useIsMobile } from '../../lib/use-media-query';
import { useCompleteOnboarding } from './api/complete-onboarding';
import styles from './onboarding-tour.module.css';
import { placeTourCard, type Size } from './place-tour-card';
import { FIRST_FORMATION_ONBOARDING, formationTourSteps, getStepTexts, HOME_ONBOARDING, tourSteps, type TourStep } from './tour-steps';
import { useTargetRect } from './use-target-rect';

/** Each tour: the onboarding it answers, the page it is shown on and its steps. */
const tours: readonly { onboarding: string; pattern: string; steps: readonly TourStep[] }[] = [
  { onboarding: HOME_ONBOARDING, pattern: routePatterns.home, steps: tourSteps },
  { onboarding: FIRST_FORMATION_ONBOARDING, pattern: routePatterns.formation, steps: formationTourSteps },
];

/**
 * The onboarding tours (spec 000 §2, §4): the home tour on the home while the 'home' onboarding is pending,
 * and the formation tour on the first formation page the student opens while 'first_formation' is.
 * 'Finalizar' sends completed true, 'Saltar' (or Esc) completed false; either hides it for good: the
 * stored onboarding is updated at once, and again from the server's answer.
 */
export function OnboardingTour() {
  const user = useSessionUser();
  const onboardings = useOnboardings(user?.edu_codigocontacto);
  const { pathname } = useLocation();
  const { mutate: complete } = useCompleteOnboarding(user?.edu_codigocontacto ?? '');
  const tour = tours.find((item) => matchPath(item.pattern, pathname));
  const pending = tour && onboardings.find((onboarding) => onboarding.onboarding_name === tour.onboarding);

  if (!user || !tour || !pending || !isOnboardingPending(pending)) return null;

  const end = (completed: boolean) => {
    saveOnboardings(
      user.edu_codigocontacto,
      onboardings.map((onboarding) => (onboarding.id === pending.id ? { ...onboarding, completed, onboarding_visible: false } : onboarding)),
    );
    complete({ onboarding_id: pending.id, completed, onboarding_visible: false });
  };

  return <TourDialog key={pending.id} steps={tour.steps} onEnd={end} />;
}

/** The step card and the highlight; `onEnd(true)` on 'Finalizar', `onEnd(false)` on 'Saltar' or Esc. */
function TourDialog({ steps, onEnd }: { steps: readonly TourStep[]; onEnd: (completed: boolean) => void }) {
  const [index, setIndex] = useState(0);
  const isMobile = useIsMobile();
  const step = steps[index] ?? steps[0]!;
  const isFirst = index === 0;
  const isLast = index === steps.length - 1;
  const { title, text } = getStepTexts(step, isMobile);
  const rect = useTargetRect(step.target);
  const cardRef = useRef<HTMLDivElement>(null);
  const primaryRef = useRef<HTMLButtonElement>(null);
  const [cardSize, setCardSize] = useState<Size | null>(null);

  useLayoutEffect(() => {
    const card = cardRef.current;
    if (!card) return;
    const { width, height } = card.getBoundingClientRect();
    setCardSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
  }, [index, isMobile, title, text]);

  const position = !isMobile && cardSize ? placeTourCard(rect, cardSize, { width: window.innerWidth, height: window.innerHeight }) : null;
  const isTargetLow = !!rect && rect.top + rect.height / 2 > window.innerHeight / 2;
  const cardClass = [styles.card, isMobile ? (isTargetLow ? styles.sheetTop : styles.sheetBottom) : position ? styles.placed : styles.centred].join(' ');
  const cardStyle: CSSProperties | undefined = position ? { top: position.top, left: position.left } : undefined;
  const spotlightPadding = 6;

  return (
    <Dialog.Root open onOpenChange={(isOpen) => !isOpen && onEnd(false)}>
      <Dialog.Portal>
        {rect && rect.width > 0 ? (
          <div
            className={styles.spotlight}
            style={{
              top: rect.top - spotlightPadding,
              left: rect.left - spotlightPadding,
              width: rect.width + spotlightPadding * 2,
              height: rect.height + spotlightPadding * 2,
            }}
            aria-hidden="true"
          />
        ) : (
          <div className={styles.backdrop} aria-hidden="true" />
        )}
        <Dialog.Content
          ref={cardRef}
          className={cardClass}
          style={cardStyle}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            primaryRef.current?.focus();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onEnd(false);
          }}
        >
          <p className={styles.kicker}>
            {webTexts.onboarding.dialogLabel} · {webTexts.onboarding.stepOf(index + 1, steps.length)}
          </p>
          <Dialog.Title className={styles.title}>{title}</Dialog.Title>
          <Dialog.Description className={styles.text}>{text}</Dialog.Description>
          <ol className={styles.dots} aria-hidden="true">
            {steps.map((item, position) => (
              <li key={item.id} className={position === index ? styles.currentDot : position < index ? styles.doneDot : undefined} />
            ))}
          </ol>
          <div className={styles.actions}>
            <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={() => onEnd(false)}>
              {webTexts.onboarding.skip}
            </button>
            <span className={styles.spacer} />
            {isFirst ? null : (
              <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => setIndex(index - 1)}>
                {webTexts.onboarding.previous}
              </button>
            )}
            <button
              ref={primaryRef}
              type="button"
              className={buttonClassName({ variant: 'primary', size: 'small' })}
              onClick={() => (isLast ? onEnd(true) : setIndex(index + 1))}
            >
              {isLast ? webTexts.onboarding.finish : webTexts.onboarding.next}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
