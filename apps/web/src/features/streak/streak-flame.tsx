import * as Tooltip from '@radix-ui/react-tooltip';
import { Flame } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/routes';
import { webTexts } from '../../lib/texts';
import { useContactStats } from './api/get-contact-stats';
import styles from './streak-flame.module.css';

/**
 * The header's streak flame (spec 000 §2) with the number of consecutive days; the tooltip reads
 * "Racha de N días". It links to the statistics, where the activity is shown in full. Nothing shows
 * if the statistics cannot be loaded: the spec has no message for it and the header stays usable.
 */
export function StreakFlame({ contactCode }: { contactCode: string }) {
  const { data, isError } = useContactStats(contactCode);
  if (isError) return null;
  const days = data?.racha;
  const label = days === undefined ? null : webTexts.streak.label(days);

  return (
    <Tooltip.Provider delayDuration={200}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>
          <Link
            to={paths.statistics}
            className={[styles.flame, days ? styles.lit : undefined].filter(Boolean).join(' ')}
            aria-label={label ?? webTexts.streak.loading}
            aria-busy={days === undefined}
            data-tour="streak"
          >
            <Flame aria-hidden="true" size={20} />
            <span className={styles.days} aria-hidden="true">
              {days ?? '–'}
            </span>
          </Link>
        </Tooltip.Trigger>
        {label ? (
          <Tooltip.Portal>
            <Tooltip.Content className={styles.tooltip} sideOffset={6}>
              {label}
              <Tooltip.Arrow className={styles.arrow} />
            </Tooltip.Content>
          </Tooltip.Portal>
        ) : null}
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
