import { texts } from '@campus/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { AlertCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import tabStyles from '../../components/tab-list.module.css';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { useSessionUser } from '../../lib/session-store';
import { showErrorToast } from '../../lib/show-error-toast';
import { usePageTitle } from '../../lib/use-page-title';
import { useProfile } from './api/get-profile';
import { InfoTab } from './info/info-tab';
import { getVisibleTabs, profileTabLabels, resolveTab, type ProfileTabKey } from './profile-tabs';
import styles from './profile.module.css';

// Each sub-area's tab loads when it is first opened: the information tab is what most visits need.
const EnrolmentsTab = lazy(() => import('./enrolments/enrolments-tab').then((module) => ({ default: module.EnrolmentsTab })));
const SecretaryTab = lazy(() => import('./secretary/secretary-tab').then((module) => ({ default: module.SecretaryTab })));
const PrivacyTab = lazy(() => import('./privacy/privacy-tab').then((module) => ({ default: module.PrivacyTab })));
const LicencesTab = lazy(() => import('./licences/licences-tab').then((module) => ({ default: module.LicencesTab })));

/** Leaves a profile that is not the signed-in person's: 'Este usuario no existe' and back to the home (spec 002 §6, §8). */
function useLeaveForeignProfile(isForeign: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!isForeign) return;
    showErrorToast(texts.profile.userNotFound);
    navigate(paths.home, { replace: true });
  }, [isForeign, navigate]);
}

/**
 * /perfil/{id} (spec 002 §2 Profile): one's own profile only, in tabs kept in the address (`?tab=`):
 * 'Información personal', 'Matriculas', 'Secretaría', 'Privacidad y seguridad' and 'Licencias'. A contact of
 * type 3 and a free-trial visitor see only the information tab (the visitor's is read from the freemium
 * endpoint, its fields disabled). Another contact's id says 'Este usuario no existe' and goes home.
 */
export function ProfileRoute() {
  usePageTitle(texts.profile.heading);
  const { id = '' } = useParams();
  const user = useSessionUser();
  const isOwn = !!user && user.edu_codigocontacto === id;
  useLeaveForeignProfile(!!user && !isOwn);
  if (!user || !isOwn) return null;
  return <OwnProfile contactCode={user.edu_codigocontacto} isFreemium={user.freemium} visibleTabs={getVisibleTabs(user)} />;
}

function OwnProfile({ contactCode, isFreemium, visibleTabs }: { contactCode: string; isFreemium: boolean; visibleTabs: readonly ProfileTabKey[] }) {
  const profile = useProfile(contactCode, isFreemium);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = resolveTab(searchParams.get('tab'), visibleTabs);
  // The server has the last word on whose profile this is (a stale session, a removed contact).
  useLeaveForeignProfile(isApiError(profile.error, 404));
  useEffect(() => {
    if (profile.isError && !isApiError(profile.error, 404)) showErrorToast(texts.profile.loadError);
  }, [profile.isError, profile.error]);

  const selectTab = (next: string) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === 'info') params.delete('tab');
        else params.set('tab', next);
        return params;
      },
      { replace: true },
    );
  };

  const info = profile.isPending ? (
    <PageLoader />
  ) : profile.isError ? (
    isApiError(profile.error, 404) ? null : (
      <div className={styles.card} role="alert">
        <EmptyState message={texts.profile.loadError} icon={<AlertCircle size={28} aria-hidden="true" />} />
        <div className={styles.retry}>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void profile.refetch()}>
            {texts.profile.retry}
          </button>
        </div>
      </div>
    )
  ) : (
    <InfoTab contact={profile.data.contacto} isFreemium={isFreemium} />
  );

  return (
    <div className={pageStyles.page}>
      <PageHeader title={texts.profile.heading} lead={profile.data?.contacto.fullname} />
      {visibleTabs.length === 1 ? (
        // Only the personal information (type 3, free trial): no tabs to choose from.
        <section aria-label={profileTabLabels.info}>{info}</section>
      ) : (
        <Tabs.Root value={tab} onValueChange={selectTab} className={styles.tabs}>
          <Tabs.List className={tabStyles.tabList} aria-label={texts.profile.tabsLabel}>
            {visibleTabs.map((key) => (
              <Tabs.Trigger key={key} value={key} className={tabStyles.tab}>
                {profileTabLabels[key]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="info" className={styles.panel}>
            {info}
          </Tabs.Content>
          <LazyPanel value="enrollments">
            <EnrolmentsTab contactCode={contactCode} />
          </LazyPanel>
          <LazyPanel value="secretary">
            <SecretaryTab contactCode={contactCode} />
          </LazyPanel>
          <LazyPanel value="privacy">
            <PrivacyTab contactCode={contactCode} />
          </LazyPanel>
          <LazyPanel value="licencies">
            <LicencesTab contactCode={contactCode} />
          </LazyPanel>
        </Tabs.Root>
      )}
    </div>
  );
}

/** A tab's panel, rendered only while its tab is open (Radix mounts the open panel only), its code loaded then. */
function LazyPanel({ value, children }: { value: ProfileTabKey; children: ReactNode }) {
  return (
    <Tabs.Content value={value} className={styles.panel}>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </Tabs.Content>
  );
}
