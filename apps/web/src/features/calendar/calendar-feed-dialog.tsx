import { texts } from '@campus/contract';
import { CalendarPlus, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Skeleton } from '../../components/skeleton';
import { useCalendarFeed, useCalendarFeedMutation } from './api/calendar-feed';
import { calendarTexts } from './calendar-texts';
import styles from './event-card.module.css';

/**
 * The personal subscription feed (beyond the spec): a secret webcal address calendar apps keep in sync,
 * with copy, renew (the old address stops working) and revoke.
 */
export function CalendarFeedDialog({ onClose }: { onClose: () => void }) {
  const query = useCalendarFeed(true);
  const mutation = useCalendarFeedMutation();
  const feed = query.data?.feed ?? null;

  const copy = async (address: string) => {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(texts.calendar.feedCopied);
    } catch {
      toast.error(calendarTexts.feed.copyError);
    }
  };

  return (
    <ModalDialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={texts.calendar.feedTitle}
      description={texts.calendar.feedDescription}
      icon={<CalendarPlus size={26} />}
      closeLabel={calendarTexts.close}
      size="medium"
    >
      {query.isPending ? (
        <div aria-busy="true" aria-label={calendarTexts.feed.loading}>
          <Skeleton height="44px" radius="var(--radius-md)" />
        </div>
      ) : query.isError ? (
        <p className={styles.error} role="alert">
          {texts.calendar.feedError}
        </p>
      ) : feed ? (
        <>
          <label className={styles.feedLabel} htmlFor="calendar-feed-address">
            {calendarTexts.feed.address}
          </label>
          <div className={styles.feedRow}>
            <input id="calendar-feed-address" className={styles.feedInput} readOnly value={feed.httpsUrl} onFocus={(event) => event.currentTarget.select()} />
            <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={() => void copy(feed.httpsUrl)}>
              <Copy aria-hidden="true" size={16} />
              {texts.calendar.feedCopy}
            </button>
          </div>
          <ModalDialogActions>
            <button
              type="button"
              className={buttonClassName({ variant: 'ghost', size: 'small' })}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate('revoke')}
            >
              <Trash2 aria-hidden="true" size={16} />
              {texts.calendar.feedRevoke}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary', size: 'small' })}
              disabled={mutation.isPending}
              onClick={() => mutation.mutate('rotate')}
            >
              <RefreshCw aria-hidden="true" size={16} />
              {texts.calendar.feedRotate}
            </button>
            <a className={buttonClassName({ size: 'small' })} href={feed.webcalUrl}>
              <CalendarPlus aria-hidden="true" size={16} />
              {texts.calendar.feedOpen}
            </a>
          </ModalDialogActions>
        </>
      ) : (
        <>
          <p className={styles.muted}>{calendarTexts.feed.none}</p>
          <ModalDialogActions>
            <button type="button" className={buttonClassName()} disabled={mutation.isPending} onClick={() => mutation.mutate('create')}>
              <CalendarPlus aria-hidden="true" size={18} />
              {texts.calendar.feedCreate}
            </button>
          </ModalDialogActions>
        </>
      )}
    </ModalDialog>
  );
}
