import { texts } from '@campus/contract';
import { ArrowRight, CircleCheck, FlaskConical, HelpCircle, Lock } from 'lucide-react';
import { useEffect, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { openFreemiumGate } from '../../lib/freemium-gate-store';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { reserveTestSpaceWindow } from './test-space-window';
import { testsSpaceTexts } from './tests-space-texts';
import styles from './tests-space.module.css';

/** The help article the tests entry links (spec 002 §2: faq-029). */
export const TESTS_HELP_PATH = `${paths.faqs}#faq-029`;

/**
 * /tests (spec 002 §2, 000 §4): 'Estás a punto de acceder a la Plataforma de Test', what it is, the link to
 * help item faq-029 and the button to /herramientas/tests. The click reserves the new tab at once (popup
 * blockers allow only tabs opened by the click itself); /herramientas/tests then loads the test space
 * into it. Freemium users get the freemium gate instead.
 */
export function TestsRoute() {
  usePageTitle(testsSpaceTexts.pageTitle);
  const navigate = useNavigate();
  const isFreemium = useSessionUser()?.freemium ?? false;

  useEffect(() => {
    if (isFreemium) openFreemiumGate({ featureName: testsSpaceTexts.freemiumFeature });
  }, [isFreemium]);

  const enter = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (isFreemium) {
      openFreemiumGate({ featureName: testsSpaceTexts.freemiumFeature });
      return;
    }
    reserveTestSpaceWindow();
    navigate(paths.testsTool);
  };

  return (
    <section className={styles.card} aria-labelledby="tests-title">
      <span className={styles.illustration} aria-hidden="true">
        {isFreemium ? <Lock size={34} /> : <FlaskConical size={34} />}
      </span>
      <h1 id="tests-title" className={styles.title}>
        {texts.tests.title}
      </h1>
      <p className={styles.lead}>{testsSpaceTexts.intro}</p>
      {isFreemium ? (
        <p className={styles.locked}>{testsSpaceTexts.freemiumLocked}</p>
      ) : (
        <ul role="list" className={styles.points}>
          {testsSpaceTexts.points.map((point) => (
            <li key={point}>
              <CircleCheck aria-hidden="true" size={20} />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <a href={paths.testsTool} className={buttonClassName({ variant: 'primary', size: 'large' })} onClick={enter}>
          {isFreemium ? testsSpaceTexts.freemiumOptions : testsSpaceTexts.enter}
          <ArrowRight aria-hidden="true" size={20} />
        </a>
        <Link to={TESTS_HELP_PATH} className={styles.helpLink}>
          <HelpCircle aria-hidden="true" size={18} />
          {testsSpaceTexts.helpLink}
        </Link>
      </div>
    </section>
  );
}
