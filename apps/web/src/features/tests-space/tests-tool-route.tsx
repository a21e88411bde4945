import { texts } from '@campus/contract';
import { ArrowLeft, ExternalLink, FlaskConical, Lock, RefreshCw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { openFreemiumGate } from '../../lib/freemium-gate-store';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useTestSpaceToken } from './api/get-test-space-token';
import { buildTestSpaceUrl, openTestSpaceUrl, releaseTestSpaceWindow, reserveTestSpaceWindow, type TestSpaceOpening } from './test-space-window';
import { testsSpaceTexts } from './tests-space-texts';
import styles from './tests-space.module.css';

/** The spec's message for a failed token request: 403 means no access (spec 000 §8). */
export function getTestSpaceErrorMessage(error: unknown): string {
  return isApiError(error, 403) ? texts.tests.noAccess : texts.tests.loadError;
}

/**
 * /herramientas/tests: asks GET /api/vilearning/token and opens the test space with it, in the tab
 * reserved by the click on /tests (or a new one; the same tab on Safari). 'No tiene acceso al espacio de
 * tests' on 403, 'Error al cargar espacio de tests' otherwise. Freemium users get the gate.
 */
export function TestsToolRoute() {
  usePageTitle(testsSpaceTexts.toolPageTitle);
  const isFreemium = useSessionUser()?.freemium ?? false;
  const tokenQuery = useTestSpaceToken(!isFreemium);
  const [opening, setOpening] = useState<TestSpaceOpening | null>(null);
  const handledAt = useRef(0);
  const { data, dataUpdatedAt, error, errorUpdatedAt, isFetching, isFetchedAfterMount } = tokenQuery;
  // A token or an error cached from an earlier visit is never used: only what this visit fetched.
  const isAnswered = isFetchedAfterMount && !isFetching;

  useEffect(() => {
    if (isFreemium) openFreemiumGate({ featureName: testsSpaceTexts.freemiumFeature });
  }, [isFreemium]);

  // Each new token is opened once (StrictMode runs effects twice; refetches bring new tokens).
  useEffect(() => {
    if (!isAnswered || error || !data || handledAt.current === dataUpdatedAt) return;
    handledAt.current = dataUpdatedAt;
    setOpening(openTestSpaceUrl(buildTestSpaceUrl(data.data)));
  }, [isAnswered, data, dataUpdatedAt, error]);

  useEffect(() => {
    if (!isAnswered || !error) return;
    releaseTestSpaceWindow();
    toast.error(getTestSpaceErrorMessage(error));
  }, [isAnswered, error, errorUpdatedAt]);

  const openAgain = () => {
    reserveTestSpaceWindow();
    setOpening(null);
    void tokenQuery.refetch();
  };

  let body;
  if (isFreemium) {
    body = (
      <>
        <span className={styles.illustration} aria-hidden="true">
          <Lock size={34} />
        </span>
        <p className={styles.locked}>{testsSpaceTexts.freemiumLocked}</p>
        <button
          type="button"
          className={buttonClassName({ variant: 'primary' })}
          onClick={() => openFreemiumGate({ featureName: testsSpaceTexts.freemiumFeature })}
        >
          {testsSpaceTexts.freemiumOptions}
        </button>
      </>
    );
  } else if (!isAnswered) {
    body = (
      <p className={styles.status} role="status">
        <Spinner />
        {testsSpaceTexts.preparing}
      </p>
    );
  } else if (tokenQuery.isError) {
    body = (
      <>
        <span className={[styles.illustration, styles.danger].join(' ')} aria-hidden="true">
          <TriangleAlert size={34} />
        </span>
        <p className={styles.error} role="alert">
          {getTestSpaceErrorMessage(tokenQuery.error)}
        </p>
        {isApiError(tokenQuery.error, 403) ? null : (
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={openAgain}>
            <RefreshCw aria-hidden="true" size={18} />
            {testsSpaceTexts.retry}
          </button>
        )}
      </>
    );
  } else if (!opening) {
    body = (
      <p className={styles.status} role="status">
        <Spinner />
        {testsSpaceTexts.preparing}
      </p>
    );
  } else {
    body = (
      <>
        <span className={styles.illustration} aria-hidden="true">
          <FlaskConical size={34} />
        </span>
        <p className={styles.status} role="status">
          {opening === 'same-tab' ? testsSpaceTexts.openingSameTab : opening === 'blocked' ? testsSpaceTexts.blocked : testsSpaceTexts.openedNewTab}
        </p>
        {opening === 'same-tab' ? null : (
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={openAgain}>
            <ExternalLink aria-hidden="true" size={18} />
            {testsSpaceTexts.openAgain}
          </button>
        )}
      </>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="tests-tool-title">
      <h1 id="tests-tool-title" className={styles.title}>
        {testsSpaceTexts.toolPageTitle}
      </h1>
      <div className={styles.toolBody}>{body}</div>
      <Link to={paths.tests} className={styles.helpLink}>
        <ArrowLeft aria-hidden="true" size={18} />
        {testsSpaceTexts.backToTests}
      </Link>
    </section>
  );
}
