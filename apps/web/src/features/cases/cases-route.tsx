import { normalizeTicketSearch, texts, type SupportCase } from '@campus/contract';
import { LifeBuoy, Plus, SearchX } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { FreemiumLocked } from '../../components/freemium-locked';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { SearchField } from '../../components/search-field';
import { SectionNav } from '../../components/section-switcher';
import { paths } from '../../lib/routes';
import { matchesAllWords } from '../../lib/search-text';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { useCases } from './api/get-cases';
import { CaseDetailDialog } from './case-detail-dialog';
import { CasesLoadError } from './cases-load-error';
import { CasesTable } from './cases-table';
import { casesWebTexts } from './cases-texts';
import { freemiumSampleCases } from './freemium-sample-cases';
import { NewCaseDialog } from './new-case-dialog';
import { useCaseUpdates } from './use-case-updates';
import { useOpenCase } from './use-open-case';
import styles from './cases.module.css';

/**
 * Whether a case matches the search box (spec 002: by title or ticket number). A ticket is matched the way
 * people dictate it: 'cas 4827 k3m', '4827-K3M' and 'CAS-4827-K3M' all find CAS-4827-K3M.
 */
export function matchesCaseSearch(item: SupportCase, search: string): boolean {
  if (!search.trim()) return true;
  const ticketSearch = normalizeTicketSearch(search);
  if (ticketSearch.length >= 3 && normalizeTicketSearch(item.ticketnumber).includes(ticketSearch)) return true;
  return matchesAllWords(search, [item.title]);
}

/**
 * /incidencias (spec 002 §Support cases): the student's cases with the search 'Buscar incidencias...', a
 * detail modal with the resolution, and the form to register one. `?case=<incidentid or ticket>` opens a
 * case's detail. Freemium visitors see it blurred and locked with the purchase prompt (spec 002 §6).
 */
export function CasesRoute() {
  usePageTitle(texts.menu.cases);
  const user = useSessionUser();
  const isFreemium = user?.freemium ?? false;
  useCaseUpdates();

  return (
    <div className={pageStyles.page}>
      <SectionNav current={paths.cases} />
      {isFreemium ? (
        <>
          {/* The preview's heading is hidden with it; the page keeps its own for assistive technology. */}
          <h1 className="visually-hidden">{texts.cases.heading}</h1>
          <FreemiumLocked featureName={texts.cases.featureName}>
            <CasesHeader onNewCase={() => undefined} />
            <div className={styles.card}>
              <CasesTable items={freemiumSampleCases} onOpen={() => undefined} />
            </div>
          </FreemiumLocked>
        </>
      ) : (
        <CasesPage />
      )}
    </div>
  );
}

function CasesHeader({ onNewCase }: { onNewCase: () => void }) {
  return (
    <PageHeader
      title={texts.cases.heading}
      lead={texts.cases.lead}
      actions={
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={onNewCase} aria-haspopup="dialog">
          <Plus aria-hidden="true" size={18} />
          {texts.cases.newCase}
        </button>
      }
    />
  );
}

function CasesPage() {
  const cases = useCases();
  const [search, setSearch] = useState('');
  const [isFormOpen, setIsFormOpen] = useState(false);
  const { open, openCase, closeCase } = useOpenCase(cases.data?.casos);

  let content;
  if (cases.isPending) {
    content = (
      <div className={styles.card}>
        <ListSkeleton rows={4} pictureSize="0px" />
      </div>
    );
  } else if (cases.isError) {
    content = <CasesLoadError className={styles.card} onRetry={() => void cases.refetch()} />;
  } else if (cases.data.casos.length === 0) {
    content = (
      <div className={styles.card}>
        <EmptyState message={texts.cases.empty} icon={<LifeBuoy size={28} />}>
          <p className={styles.muted}>{texts.cases.emptyHint}</p>
        </EmptyState>
      </div>
    );
  } else {
    const shown = cases.data.casos.filter((item) => matchesCaseSearch(item, search));
    content = (
      <>
        <div className={pageStyles.toolbar}>
          <SearchField label={casesWebTexts.searchLabel} placeholder={texts.cases.search} value={search} onChange={setSearch} />
          <p className={pageStyles.count} role="status">
            {casesWebTexts.resultsCount(shown.length)}
          </p>
        </div>
        <div className={styles.card}>
          {shown.length === 0 ? <EmptyState message={texts.cases.noResults} icon={<SearchX size={28} />} /> : <CasesTable items={shown} onOpen={openCase} />}
        </div>
      </>
    );
  }

  return (
    <>
      <CasesHeader onNewCase={() => setIsFormOpen(true)} />
      {content}
      <CaseDetailDialog item={open} onClose={closeCase} />
      <NewCaseDialog
        open={isFormOpen}
        onOpenChange={setIsFormOpen}
        onCreated={(item) => {
          setIsFormOpen(false);
          setSearch('');
          openCase(item);
        }}
      />
    </>
  );
}
