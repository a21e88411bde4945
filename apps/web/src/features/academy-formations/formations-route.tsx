import { academyTexts } from '@campus/contract';
import { GraduationCap, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import tableStyles from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { Pager } from '../../components/pager';
import { SearchField } from '../../components/search-field';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { useBackOfficeFormations } from './api/list-formations';
import { BackOfficeGate, BackOfficeRefusal } from './back-office-gate';
import { FormationFormDialog } from './formation-form-dialog';
import { LoadError } from './load-error';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;
const SEARCH_DELAY_MS = 300;

/** /gestion/formaciones (issue 31): the academy's main formations, searched and paged, and "Nueva formación". */
export function FormationsRoute() {
  usePageTitle(academyTexts.backOffice.formations);
  return (
    <BackOfficeGate>
      <FormationsPage />
    </BackOfficeGate>
  );
}

function FormationsPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const list = useBackOfficeFormations(q, page);
  if (isApiError(list.error, 403)) return <BackOfficeRefusal />;

  let content;
  if (list.isPending) content = <ListSkeleton rows={5} pictureSize="0px" />;
  else if (list.isError) content = <LoadError onRetry={() => void list.refetch()} />;
  else if (list.data.formations.length === 0) content = <EmptyState message={q ? t.noFormationsFound : t.noFormations} icon={<GraduationCap size={28} />} />;
  else {
    content = (
      <table className={`${tableStyles.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.code}</th>
            <th scope="col" className={styles.numberCell}>
              {t.groups}
            </th>
            <th scope="col" className={styles.numberCell}>
              {t.students}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.data.formations.map((formation) => (
            <tr key={formation.edu_codigoformacion}>
              <td data-label={t.name}>
                <Link className={tableStyles.openButton} to={paths.backOfficeFormation(formation.edu_codigoformacion)}>
                  {formation.edu_formacion}
                </Link>
                {formation.edu_nombre ? <span className={styles.secondary}>{formation.edu_nombre}</span> : null}
              </td>
              <td data-label={t.code} className={styles.code}>
                {formation.edu_codigoformacion}
              </td>
              <td data-label={t.groups} className={styles.numberCell}>
                {formation.groupCount}
              </td>
              <td data-label={t.students} className={styles.numberCell}>
                {formation.studentCount}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={academyTexts.backOffice.formations}
        lead={t.listLead}
        actions={
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" size={18} />
            {t.newFormation}
          </button>
        }
      />
      <div className={pageStyles.toolbar}>
        <SearchField
          label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <div className={pageStyles.card} aria-busy={list.isFetching ? true : undefined}>
        {content}
      </div>
      {list.data ? <Pager page={page} pageSize={list.data.page.pageSize} total={list.data.page.total} onPageChange={setPage} label={t.pagerLabel} /> : null}
      <FormationFormDialog isOpen={isCreating} onOpenChange={setIsCreating} onSaved={(code) => void navigate(paths.backOfficeFormation(code))} />
    </div>
  );
}
