import { texts } from '@campus/contract';
import { BadgeCheck, FileWarning, SearchX } from 'lucide-react';
import { useParams } from 'react-router';
import { StandalonePage } from '../../components/standalone-page';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { formatAcademyDateTime } from '../../lib/academy-date';
import { webTexts } from '../../lib/texts';
import { usePageTitle } from '../../lib/use-page-title';
import { useVerifiedDocument } from './api/verify-document';
import styles from './verification.module.css';

/**
 * The public verification page (`/verificar/{code}`, the address of every document's QR): anyone holding a
 * certificate, invoice or contract confirms without signing in that the academy issued it and what it states;
 * the holder's DNI shows only its last characters.
 */
export function VerificationRoute() {
  const { code = '' } = useParams();
  usePageTitle(texts.secretary.verificationTitle);
  const verified = useVerifiedDocument(code);

  return (
    <StandalonePage homeLabel={webTexts.a11y.goHome}>
      <section className={styles.card} aria-labelledby="verification-title" aria-busy={verified.isPending}>
        <p className={styles.eyebrow}>{texts.secretary.verificationTitle}</p>
        {verified.isPending ? (
          <div className={styles.loading}>
            <Spinner />
            <h1 id="verification-title" className={styles.title}>
              {texts.secretary.loading}
            </h1>
          </div>
        ) : verified.isError ? (
          <div className={styles.result}>
            <span className={[styles.icon, styles.iconUnknown].join(' ')} aria-hidden="true">
              <SearchX size={28} />
            </span>
            <h1 id="verification-title" className={styles.title}>
              {isApiError(verified.error, 404) ? texts.secretary.verificationNotFoundTitle : texts.secretary.verificationErrorTitle}
            </h1>
            <p className={styles.lead}>{isApiError(verified.error, 404) ? texts.secretary.verificationNotFound : texts.secretary.verificationError}</p>
            <p className={styles.code}>
              {texts.secretary.verificationCode}: <code>{code}</code>
            </p>
          </div>
        ) : (
          <VerifiedDocumentView document={verified.data.document} />
        )}
      </section>
    </StandalonePage>
  );
}

function VerifiedDocumentView({ document }: { document: NonNullable<ReturnType<typeof useVerifiedDocument>['data']>['document'] }) {
  const isValid = !document.isRevoked;
  const rows = [
    { label: texts.secretary.verificationKind, value: texts.secretary.kinds[document.kind] },
    { label: texts.secretary.verificationHolder, value: document.holderDni ? `${document.holderName} · DNI ${document.holderDni}` : document.holderName },
    ...document.facts,
    { label: texts.secretary.verificationIssuedAt, value: formatAcademyDateTime(document.issuedAt, "d 'de' MMMM 'de' yyyy, HH:mm") ?? document.issuedAt },
    { label: texts.secretary.verificationCode, value: document.verificationCode },
  ];
  return (
    <div className={styles.result}>
      <span className={[styles.icon, isValid ? styles.iconValid : styles.iconRevoked].join(' ')} aria-hidden="true">
        {isValid ? <BadgeCheck size={28} /> : <FileWarning size={28} />}
      </span>
      <h1 id="verification-title" className={styles.title}>
        {isValid ? texts.secretary.verificationValid : texts.secretary.verificationRevoked}
      </h1>
      <p className={styles.lead}>{isValid ? texts.secretary.verificationValidLead : texts.secretary.verificationRevokedLead}</p>
      <p className={styles.documentTitle}>{document.title}</p>
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.label} className={styles.fact}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
