import { isAcademyUser, type ImportFileName, type ImportResult } from '@campus/contract';
import { ShieldAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { FormError } from '../../components/form/form-error';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { moveFocusTo } from '../../lib/move-focus';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useImportAcademyData } from './api/import-academy-data';
import { ImportFilePicker } from './import-file-picker';
import { addImportFiles, type ChosenImportFiles } from './import-files';
import { ImportHelp } from './import-help';
import { ImportResultView } from './import-result-view';
import { importsTexts } from './imports-texts';
import styles from './imports.module.css';

/**
 * /gestion/importar (issue 31 item 3): the academy's CSV files in, for the admin flag and staff. "Comprobar" runs a
 * dry run of the chosen files and shows what would change and every error; "Aplicar" is offered only once the
 * same files passed a dry run without errors, and shows what changed and the invitation links of new people.
 */
export function ImportsRoute() {
  usePageTitle(importsTexts.title);
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <ImportsRefusal />;
  return <ImportsPage />;
}

function ImportsRefusal() {
  return (
    <MessageCard icon={<ShieldAlert size={36} />} eyebrow={importsTexts.forbiddenEyebrow} title={importsTexts.forbiddenTitle} tone="danger">
      <p>{importsTexts.forbiddenBody}</p>
      <MessageCardActions>
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          {importsTexts.backHome}
        </Link>
      </MessageCardActions>
    </MessageCard>
  );
}

function ImportsPage() {
  const [files, setFiles] = useState<ChosenImportFiles>(new Map());
  const [refused, setRefused] = useState<string[]>([]);
  // The last answer, for the files chosen now: any change to the choice drops it (and with it "Aplicar").
  const [result, setResult] = useState<ImportResult | null>(null);
  const [hasTriedEmpty, setHasTriedEmpty] = useState(false);
  const mutation = useImportAcademyData();
  const resultHeadingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (result) moveFocusTo(resultHeadingRef.current);
  }, [result]);

  if (isApiError(mutation.error, 403)) return <ImportsRefusal />;

  const changeFiles = (next: ChosenImportFiles) => {
    setFiles(next);
    setResult(null);
    setHasTriedEmpty(false);
    mutation.reset();
  };
  const run = (isDryRun: boolean) => {
    setRefused([]);
    if (files.size === 0) {
      setHasTriedEmpty(true);
      return;
    }
    mutation.mutate({ files, isDryRun }, { onSuccess: setResult });
  };
  const remove = (name: ImportFileName) => {
    const next = new Map(files);
    next.delete(name);
    setRefused([]);
    changeFiles(next);
  };

  const isBusy = mutation.isPending;
  const canApply = !isBusy && !!result && result.dryRun && result.status === 'ok' && result.errors.length === 0;
  const busyText = mutation.variables?.isDryRun ? importsTexts.checking : importsTexts.applying;

  return (
    <div className={pageStyles.page}>
      <PageHeader title={importsTexts.title} lead={importsTexts.lead} />
      <ImportHelp />
      <section className={styles.card} aria-labelledby="import-files-heading">
        <h2 id="import-files-heading" className={styles.sectionHeading}>
          {importsTexts.filesHeading}
        </h2>
        <ImportFilePicker
          files={files}
          refused={refused}
          isDisabled={isBusy}
          onAdd={(incoming) => {
            const added = addImportFiles(files, incoming);
            setRefused(added.refused);
            if (incoming.length > added.refused.length) changeFiles(added.files);
          }}
          onRemove={remove}
        />
        <FormError message={hasTriedEmpty ? importsTexts.noFiles : mutation.error?.message} />
        <div className={styles.actions}>
          <button type="button" className={buttonClassName({ variant: canApply ? 'secondary' : 'primary' })} onClick={() => run(true)} disabled={isBusy}>
            {importsTexts.check}
          </button>
          <button
            type="button"
            className={buttonClassName({ variant: 'primary' })}
            onClick={() => run(false)}
            disabled={!canApply}
            aria-describedby="import-apply-hint"
          >
            {importsTexts.apply}
          </button>
          <p id="import-apply-hint" className={styles.muted}>
            {importsTexts.applyHint}
          </p>
        </div>
        <p role="status" className={styles.busy}>
          {isBusy ? (
            <>
              <Spinner size="small" /> {busyText}
            </>
          ) : null}
        </p>
      </section>
      {result ? <ImportResultView result={result} headingRef={resultHeadingRef} /> : null}
    </div>
  );
}
