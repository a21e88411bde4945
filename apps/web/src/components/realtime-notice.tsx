import { WifiOff } from 'lucide-react';
import { reconnectRealtime } from '../lib/realtime/realtime-connection';
import { useRealtimeStatus } from '../lib/realtime/use-socket-event';
import { webTexts } from '../lib/texts';
import { buttonClassName } from './button-class';
import styles from './realtime-notice.module.css';

/**
 * The shell's banner once the realtime connection gave up after its 5 attempts (spec 000 §9): chat
 * messages and notifications stop arriving, so the user must know, and can try again at once with
 * 'Reconectar' (the browser coming back online retries by itself). An alert, so screen readers announce
 * it when it appears; focus stays where the user was. Nothing is shown while socket.io is still trying.
 */
export function RealtimeNotice() {
  const status = useRealtimeStatus();
  if (status !== 'failed' && status !== 'retrying') return null;
  const isRetrying = status === 'retrying';
  return (
    <div className={styles.notice} role="alert" data-testid="realtime-notice">
      <WifiOff className={styles.icon} size={20} aria-hidden="true" />
      <p className={styles.text}>
        <strong>{webTexts.realtime.lostTitle}</strong> <span>{webTexts.realtime.lostBody}</span>
      </p>
      <button
        type="button"
        className={buttonClassName({ variant: 'secondary', size: 'small', className: styles.action })}
        onClick={reconnectRealtime}
        aria-busy={isRetrying}
      >
        {isRetrying ? webTexts.realtime.reconnecting : webTexts.realtime.reconnect}
      </button>
    </div>
  );
}
