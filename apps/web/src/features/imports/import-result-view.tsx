import { importCountsSchema, type ImportCounts, type ImportResult } from '@campus/contract';
import { Copy } from 'lucide-react';
import type { Ref } from 'react';
import { toast } from 'sonner';
import { IconButton } from '../../components/icon-button';
import { importsTexts } from './imports-texts';
import styles from './imports.module.css';

/** At most this many errors are drawn: a broken 20,000-line file must not freeze the page. */
const SHOWN_ERRORS = 200;
const kinds = importCountsSchema.keyof().options;

function hasChanges(counts: ImportCounts): boolean {
  return kinds.some((kind) => counts[kind] > 0);
}

/** What a dry run would change, or an applied import changed, per kind; every error; the invitation links. */
export function ImportResultView({ result, headingRef }: { result: ImportResult; headingRef?: Ref<HTMLHeadingElement> }) {
  const hasErrors = result.errors.length > 0;
  let summary: string;
  if (hasErrors) summary = result.dryRun ? importsTexts.dryRunErrors(result.errors.length) : importsTexts.appliedErrors(result.errors.length);
  else if (!result.dryRun) summary = importsTexts.appliedOk;
  else summary = hasChanges(result.created) || hasChanges(result.updated) ? importsTexts.dryRunOk : importsTexts.dryRunNothing;

  return (
    <section className={styles.card} aria-labelledby="import-result-heading" data-testid="import-result">
      <h2 id="import-result-heading" ref={headingRef} tabIndex={-1} className={styles.sectionHeading}>
        {result.dryRun ? importsTexts.dryRunHeading : importsTexts.appliedHeading}
      </h2>
      <p className={hasErrors ? styles.alert : styles.success}>{summary}</p>
      {hasErrors ? <ErrorsTable errors={result.errors} /> : <CountsTable result={result} />}
      {result.invitations && result.invitations.length > 0 ? <InvitationLinks invitations={result.invitations} /> : null}
    </section>
  );
}

function CountsTable({ result }: { result: ImportResult }) {
  return (
    <table className={styles.countsTable}>
      <caption className="visually-hidden">{importsTexts.countsCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{importsTexts.kindColumn}</th>
          <th scope="col">{result.dryRun ? importsTexts.wouldCreate : importsTexts.created}</th>
          <th scope="col">{result.dryRun ? importsTexts.wouldUpdate : importsTexts.updated}</th>
        </tr>
      </thead>
      <tbody>
        {kinds.map((kind) => (
          <tr key={kind}>
            <th scope="row">{importsTexts.kinds[kind]}</th>
            <td data-label={result.dryRun ? importsTexts.wouldCreate : importsTexts.created} className={styles.number}>
              {result.created[kind]}
            </td>
            <td data-label={result.dryRun ? importsTexts.wouldUpdate : importsTexts.updated} className={styles.number}>
              {result.updated[kind]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ErrorsTable({ errors }: { errors: ImportResult['errors'] }) {
  const shown = errors.slice(0, SHOWN_ERRORS);
  return (
    <>
      <table className={styles.table}>
        <caption className="visually-hidden">{importsTexts.errorsCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{importsTexts.fileColumn}</th>
            <th scope="col">{importsTexts.lineColumn}</th>
            <th scope="col">{importsTexts.columnColumn}</th>
            <th scope="col">{importsTexts.messageColumn}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((error, index) => (
            // The same line may fail twice in one column (two rules): the position in the answer keeps keys apart.
            <tr key={`${error.file}:${error.line}:${error.column}:${index}`}>
              <td data-label={importsTexts.fileColumn}>
                <code>{error.file}</code>
              </td>
              <td data-label={importsTexts.lineColumn} className={styles.number}>
                {error.line}
              </td>
              <td data-label={importsTexts.columnColumn}>
                <code className={styles.breakable}>{error.column}</code>
              </td>
              <td data-label={importsTexts.messageColumn}>{error.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > shown.length ? <p className={styles.muted}>{importsTexts.errorsShown(shown.length, errors.length)}</p> : null}
    </>
  );
}

function InvitationLinks({ invitations }: { invitations: NonNullable<ImportResult['invitations']> }) {
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(importsTexts.copied);
    } catch {
      toast.error(importsTexts.copyError);
    }
  };
  return (
    <div className={styles.invitations}>
      <h3 className={styles.subHeading}>{importsTexts.invitationsHeading}</h3>
      <p className={styles.muted}>{importsTexts.invitationsLead}</p>
      <ul className={styles.invitationList}>
        {invitations.map((invitation) => (
          <li key={invitation.edu_codigocontacto} className={styles.invitation}>
            <span className={styles.invitationText}>
              <span>
                <strong>{invitation.emailaddress1}</strong>
                <span className={styles.muted}> · {invitation.edu_codigocontacto}</span>
              </span>
              <code className={styles.breakable}>{invitation.url}</code>
            </span>
            <IconButton label={importsTexts.copy(invitation.emailaddress1)} tone="outline" onClick={() => void copy(invitation.url)}>
              <Copy size={18} aria-hidden="true" />
            </IconButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
