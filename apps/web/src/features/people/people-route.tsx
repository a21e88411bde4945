import { academyTexts } from '@campus/contract';
import { isAcademyUser, personContactTypeValues, texts, type PersonAnswer, type PersonState, type PersonSummary } from '@campus/contract';
import { ShieldAlert, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { MessageCard, MessageCardActions } from '../../components/message-card';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { Pager } from '../../components/pager';
import { SearchField } from '../../components/search-field';
import { StatusPill } from '../../components/status-pill';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { usePeople } from './api/list-people';
import { PersonFormDialog } from './person-form-dialog';
import styles from './people.module.css';

const t = academyTexts.backOfficePeople;
const PAGE_SIZE = 25;
/** How long the search waits for the typing to stop before asking the server. */
const SEARCH_DELAY_MS = 300;

/** The person's contact types and admin flag, as words. */
export const describeTypes = (person: Pick<PersonSummary, 'contactTypes' | 'admin'>) =>
  [...person.contactTypes.map((type) => t.contactTypes[type] ?? String(type)), ...(person.admin ? [t.adminFlag] : [])].join(', ');

export function PersonStatePill({ state }: { state: PersonState }) {
  return <StatusPill label={state === 'active' ? t.stateActive : t.stateSuspended} colour={state === 'active' ? 'green' : 'red'} />;
}

/** The page a person who is not on the academy's side sees: no list, a way home. */
export function BackOfficeRefusal() {
  return (
    <MessageCard icon={<ShieldAlert size={36} />} title={academyTexts.backOffice.forbidden} tone="danger">
      <MessageCardActions>
        <Link to={paths.home} className={buttonClassName({ variant: 'primary' })}>
          {texts.backOffice.home}
        </Link>
      </MessageCardActions>
    </MessageCard>
  );
}

/**
 * /gestion/personas (issue 31): the academy's people, searched by name, e-mail, DNI or code, filtered by contact
 * type and state, paged by the server; "Nueva persona" creates one and opens their page (with their invitation).
 */
export function PeopleRoute() {
  usePageTitle(t.heading);
  const user = useSessionUser();
  if (!user || !isAcademyUser(user)) return <BackOfficeRefusal />;
  return <PeoplePage />;
}

function PeoplePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [type, setType] = useState('');
  const [state, setState] = useState<'' | PersonState>('');
  const [page, setPage] = useState(1);
  const [isCreating, setIsCreating] = useState(false);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const people = usePeople({ q, page, pageSize: PAGE_SIZE, ...(type ? { type: Number(type) } : {}), ...(state ? { state } : {}) });

  if (isApiError(people.error, 403)) return <BackOfficeRefusal />;

  const onCreated = (answer: PersonAnswer) => {
    setIsCreating(false);
    void navigate(paths.backOfficePerson(answer.person.edu_codigocontacto), { state: { invitation: answer.invitation } });
  };
  const changeFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  let content;
  if (people.isPending) {
    content = <ListSkeleton rows={6} pictureSize="0px" />;
  } else if (people.isError) {
    content = (
      <div className={styles.loadError} role="alert">
        <p>{t.loadError}</p>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void people.refetch()}>
          {t.retry}
        </button>
      </div>
    );
  } else if (people.data.people.length === 0) {
    content = <EmptyState message={t.empty} icon={<Users size={28} />} />;
  } else {
    content = <PeopleTable people={people.data.people} />;
  }

  return (
    <div className={pageStyles.page}>
      <PageHeader
        title={t.heading}
        lead={t.lead}
        actions={
          <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => setIsCreating(true)}>
            <UserPlus aria-hidden="true" size={18} />
            {t.newPerson}
          </button>
        }
      />
      <div className={pageStyles.toolbar}>
        <SearchField label={t.searchLabel} placeholder={t.searchPlaceholder} value={search} onChange={changeFilter(setSearch)} />
        <div className={styles.filters}>
          <label className={styles.filter}>
            <span>{t.typeFilterLabel}</span>
            <select value={type} onChange={(event) => changeFilter(setType)(event.target.value)}>
              <option value="">{t.allTypes}</option>
              {personContactTypeValues.map((value) => (
                <option key={value} value={String(value)}>
                  {t.contactTypes[value]}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.filter}>
            <span>{t.stateFilterLabel}</span>
            <select value={state} onChange={(event) => changeFilter(setState)(event.target.value as '' | PersonState)}>
              <option value="">{t.allStates}</option>
              <option value="active">{t.stateActive}</option>
              <option value="suspended">{t.stateSuspended}</option>
            </select>
          </label>
        </div>
      </div>
      {people.data ? (
        <p className={pageStyles.count} role="status">
          {t.resultsCount.replace('{count}', people.data.total.toLocaleString('es-ES'))}
        </p>
      ) : null}
      <div
        className={[styles.card, people.isPlaceholderData ? styles.isRefreshing : undefined].filter(Boolean).join(' ')}
        aria-busy={people.isFetching || undefined}
      >
        {content}
      </div>
      {people.data ? <Pager page={page} pageSize={PAGE_SIZE} total={people.data.total} onPageChange={setPage} label={t.pagerLabel} /> : null}
      <PersonFormDialog isOpen={isCreating} onOpenChange={setIsCreating} onSaved={onCreated} />
    </div>
  );
}

/** The people as a table on wide screens and as labelled cards on narrow ones (data-table). */
function PeopleTable({ people }: { people: readonly PersonSummary[] }) {
  const columns = t.columns;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{columns.name}</th>
          <th scope="col">{columns.email}</th>
          <th scope="col">{columns.document}</th>
          <th scope="col">{columns.types}</th>
          <th scope="col">{columns.state}</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.edu_codigocontacto}>
            <td data-label={columns.name}>
              <span>
                <Link className={styles.personLink} to={paths.backOfficePerson(person.edu_codigocontacto)}>
                  {person.fullname}
                </Link>
                <span className={styles.code}>{person.edu_codigocontacto}</span>
              </span>
            </td>
            <td data-label={columns.email} className={styles.emailCell}>
              {person.emailaddress1}
            </td>
            <td data-label={columns.document}>{person.edu_documentoidentificativo ?? '—'}</td>
            <td data-label={columns.types}>{describeTypes(person)}</td>
            <td data-label={columns.state}>
              <PersonStatePill state={person.state} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
