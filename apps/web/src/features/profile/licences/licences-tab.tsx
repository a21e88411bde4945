import { texts, type Licence } from '@campus/contract';
import { AlertCircle, BookOpen, Copy, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useQueryErrorToast } from '../../../lib/use-query-error-toast';
import type { ProfileTabProps } from '../profile-tab-props';
import { useLicences } from './api/get-licences';
import styles from './licences.module.css';

const t = texts.enrolments;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * The profile's 'Licencias' tab (spec 002 §7): the digital book card of each line with group code gru_N4_250 —
 * the login (the e-mail before '@') and the shared password the server is configured with — otherwise
 * 'No hay licencias disponibles'.
 */
export function LicencesTab({ contactCode }: ProfileTabProps) {
  const licences = useLicences(contactCode);
  useQueryErrorToast(licences, t.licencesError);
  if (licences.isPending) {
    return (
      <div className={styles.frame}>
        <ListSkeleton rows={2} pictureSize="44px" />
      </div>
    );
  }
  if (licences.isError) {
    return (
      <div className={styles.frame} role="alert">
        <EmptyState message={t.licencesError} icon={<AlertCircle size={28} />} />
        <div className={styles.retry}>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void licences.refetch()}>
            {texts.profile.retry}
          </button>
        </div>
      </div>
    );
  }
  if (licences.data.data.length === 0) {
    return (
      <div className={styles.frame}>
        <EmptyState message={t.noLicences} icon={<BookOpen size={28} />} />
      </div>
    );
  }
  return (
    <div className={styles.list}>
      {licences.data.data.map((licence) => (
        <LicenceCard key={licence.edu_codigolineamatricula} licence={licence} />
      ))}
    </div>
  );
}

function LicenceCard({ licence }: { licence: Licence }) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <span className={styles.icon} aria-hidden="true">
          <BookOpen size={24} />
        </span>
        <h2 id={headingId} className={styles.title}>
          {t.digitalBookTitle}
        </h2>
      </div>
      <p className={styles.description}>{fill(t.digitalBookDescription, { group: licence.edu_formacion })}</p>
      <dl className={styles.credentials}>
        <div className={styles.credential}>
          <dt>{t.licenceLogin}</dt>
          <dd>
            <code className={styles.value}>{licence.login}</code>
            <CopyButton field={t.licenceLogin} value={licence.login} />
          </dd>
        </div>
        <div className={styles.credential}>
          <dt>{t.licencePassword}</dt>
          <dd>
            <code className={styles.value}>{licence.password}</code>
            <CopyButton field={t.licencePassword} value={licence.password} />
          </dd>
        </div>
      </dl>
      {licence.url ? (
        <div className={styles.actions}>
          <a className={buttonClassName({ variant: 'primary' })} href={licence.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" size={18} />
            {t.licenceOpen}
          </a>
        </div>
      ) : null}
    </section>
  );
}

function CopyButton({ field, value }: { field: string; value: string }) {
  const label = fill(t.copy, { field: field.toLowerCase() });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(fill(t.copied, { field }));
    } catch {
      // No clipboard (insecure origin, denied permission): the value is on screen to copy by hand.
      toast.error(t.copyFailed);
    }
  };
  return (
    <button type="button" className={buttonClassName({ variant: 'ghost', size: 'small' })} onClick={() => void copy()} aria-label={label} title={label}>
      <Copy aria-hidden="true" size={16} />
    </button>
  );
}
