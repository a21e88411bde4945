import { texts, type TeachingGroup } from '@campus/contract';
import { ExternalLink } from 'lucide-react';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { Link, Outlet, useMatch, useParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import pageStyles from '../../components/page.module.css';
import { PageLoader } from '../../components/page-loader';
import tabStyles from '../../components/tab-list.module.css';
import { paths, routePatterns } from '../../lib/routes';
import type { WorkspaceOutletContext } from './workspace-group';
import styles from './teaching.module.css';

const t = texts.teachingParticipants;

/**
 * /docencia/:groupCode (issue 30): a group's workspace for its teachers. The heading names the group and its
 * formation (as the open tab's answer tells them, useReportWorkspaceGroup), the tabs are links (Participantes, the
 * index and its students' pages; Calificaciones), and "Ver la formación" opens the group's formation page.
 */
export function GroupWorkspaceLayout() {
  const { groupCode = '' } = useParams();
  const [group, setGroup] = useState<TeachingGroup | null>(null);
  const reportGroup = useCallback((reported: TeachingGroup) => setGroup(reported), []);
  const context = useMemo<WorkspaceOutletContext>(() => ({ reportGroup }), [reportGroup]);
  const isGradebook = useMatch(routePatterns.teachingGradebook) !== null;
  const shown = group?.edu_codigoformacion === groupCode ? group : null;
  const tabs = [
    { label: t.tabParticipants, to: paths.teachingGroup(groupCode), isActive: !isGradebook },
    { label: t.tabGradebook, to: paths.teachingGradebook(groupCode), isActive: isGradebook },
  ];
  return (
    <div className={pageStyles.page}>
      <header className={pageStyles.header}>
        <div className={pageStyles.headerText}>
          <p className={styles.eyebrow}>{t.workspaceLabel}</p>
          <h1 className={pageStyles.title}>{shown?.edu_formacion ?? groupCode}</h1>
          {shown ? <p className={pageStyles.lead}>{shown.formacion.edu_formacion}</p> : null}
        </div>
        {shown ? (
          <Link
            to={paths.formation(shown.formacion.edu_codigoformacion, shown.edu_codigoformacion)}
            className={buttonClassName({ variant: 'secondary', size: 'small' })}
          >
            <ExternalLink aria-hidden="true" size={16} />
            {t.viewFormation}
          </Link>
        ) : null}
      </header>
      <nav aria-label={t.tabsLabel}>
        <ul className={[tabStyles.tabList, styles.tabs].join(' ')}>
          {tabs.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} className={tabStyles.tab} data-state={tab.isActive ? 'active' : 'inactive'} aria-current={tab.isActive ? 'page' : undefined}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<PageLoader />}>
        <Outlet context={context} />
      </Suspense>
    </div>
  );
}
