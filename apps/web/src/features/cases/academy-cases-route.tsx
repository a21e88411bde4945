import { caseStatecodes, isStaffContact, parseContactTypes, texts, type CaseStatecode } from '@campus/contract';
import { Inbox, ShieldAlert } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { SearchField } from '../../components/search-field';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useAcademyCases } from './api/get-academy-cases';
import { AcademyCaseDialog } from './academy-case-dialog';
import { CasesLoadError } from './cases-load-error';
import { CasesTable } from './cases-table';
import { casesWebTexts } from './cases-texts';
import { useCaseUpdates } from './use-case-updates';
import { useOpenCase } from './use-open-case';
import styles from './cases.module.css';

const stateLabels: Record<CaseStatecode, string> = { 0: texts.cases.state.active, 1: texts.cases.state.resolved, 2: texts.cases.state.cancelled };
/** How long the search waits for the typing to stop before asking the server. */
const SEARCH_DELAY_MS = 300;

/**
 * /gestion/incidencias (issue 11, beyond the spec): the academy's queue of support cases, for admin users and
 * staff. One state at a time (Abiertas, Resueltas, Canceladas), searched by title, student or ticket; a case
 * opens with its description and the form to change its status and write the resolution. Anyone else, or
 * anyone the server refuses, sees a refusal page.
 */
export function AcademyCasesRoute() {
  usePageTitle(texts.menu.academyCases);
  const user = useSessionUser();
  const isAcademy = !!user && (user.admin || isStaffContact(parseContactTypes(user.edu_tipocontacto)));
  if (!isAcademy) return <AcademyRefusal />;
  return <AcademyCasesPage />;
}

/** The page a student who types the address sees: no queue, a way home. */
function AcademyRefusal() {
  return (
    <MessageCard icon={<ShieldAlert size={36} />} eyebrow={casesWebTexts.forbiddenEyebrow} title={casesWebTexts.forbiddenTitle} tone="danger">
      <p>{casesWebTexts.forbiddenBody}</p>
      <MessageCardActions>
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          {casesWebTexts.backHome}
        </Link>
        <Link to={paths.cases} className={buttonClassName({ variant: 'secondary' })}>
          {casesWebTexts.myCases}
        </Link>
      </MessageCardActions>
    </MessageCard>
  );
}

function AcademyCasesPage() {
  const [statecode, setStatecode] = useState<CaseStatecode>(0);
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const cases = useAcademyCases(statecode, debouncedSearch);
  useCaseUpdates();
  const { open, openCase, closeCase } = useOpenCase(cases.data?.casos);

  if (isApiError(cases.error, 403)) return <AcademyRefusal />;

  let content;
  if (cases.isPending) {
    content = <ListSkeleton rows={5} pictureSize="0px" />;
  } else if (cases.isError) {
    content = <CasesLoadError onRetry={() => void cases.refetch()} />;
  } else if (cases.data.casos.length === 0) {
    content = <EmptyState message={debouncedSearch ? texts.cases.noResults : texts.cases.academyEmpty} icon={<Inbox size={28} />} />;
  } else {
    content = <CasesTable items={cases.data.casos} onOpen={openCase} isAcademy />;
  }

  return (
    <div className={pageStyles.page}>
      <PageHeader title={texts.cases.academyHeading} lead={texts.cases.academyLead} />
      <div className={pageStyles.toolbar}>
        <div role="group" aria-label={texts.cases.stateFilterLabel} className={styles.stateFilter}>
          {caseStatecodes.map((code) => (
            <button key={code} type="button" className={styles.stateButton} aria-pressed={code === statecode} onClick={() => setStatecode(code)}>
              {stateLabels[code]}
            </button>
          ))}
        </div>
        <SearchField label={casesWebTexts.searchLabel} placeholder={texts.cases.search} value={search} onChange={setSearch} />
      </div>
      {cases.data ? (
        <p className={pageStyles.count} role="status">
          {casesWebTexts.resultsCount(cases.data.casos.length)}
        </p>
      ) : null}
      <div
        className={[styles.card, cases.isPlaceholderData ? styles.isRefreshing : undefined].filter(Boolean).join(' ')}
        aria-busy={cases.isFetching ? true : undefined}
      >
        {content}
      </div>
      <AcademyCaseDialog item={open} onClose={closeCase} />
    </div>
  );
}
