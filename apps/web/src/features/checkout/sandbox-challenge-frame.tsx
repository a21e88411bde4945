import { texts } from '@campus/contract';
import type { SyntheticEvent } from 'react';
import { checkoutTexts } from './checkout-texts';
import styles from './purchase-dialog.module.css';

/** The meta tag through which the sandbox's challenge page (no scripts) says whether it was answered. */
const STATUS_META = 'meta[name="campus-3ds-status"]';

/** The challenge page's status ('pending', 'succeeded', 'failed', 'unavailable'), or null when unreadable. */
export function readChallengeStatus(frame: HTMLIFrameElement): string | null {
  try {
    // Same origin, so the page can be read; anything else throws and counts as unreadable.
    return frame.contentDocument?.querySelector(STATUS_META)?.getAttribute('content') ?? null;
  } catch {
    return null;
  }
}

interface SandboxChallengeFrameProps {
  /** The same-origin challenge page of the payment intent. */
  url: string;
  /** The cardholder answered (or the page says the challenge is gone): the server decides what follows. */
  onAnswered: () => void;
}

/**
 * The sandbox's 3-D Secure challenge, framed in the purchase dialog as a bank's page would be: every load
 * of the frame is checked, and once the page is no longer pending the purchase goes on.
 */
export function SandboxChallengeFrame({ url, onAnswered }: SandboxChallengeFrameProps) {
  const handleLoad = (event: SyntheticEvent<HTMLIFrameElement>) => {
    const status = readChallengeStatus(event.currentTarget);
    if (status !== null && status !== 'pending') onAnswered();
  };
  return (
    <div className={styles.step}>
      <p className={styles.muted} role="status">
        {checkoutTexts.authenticationHint}
      </p>
      <iframe className={styles.challenge} src={url} title={texts.payment.authentication.title} onLoad={handleLoad} />
    </div>
  );
}
