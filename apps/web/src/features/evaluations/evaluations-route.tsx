import { isTeacherContact, parseContactTypes, texts } from '@campus/contract';
import { FreemiumLocked } from '../../components/freemium-locked';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { useSessionUser } from '../../lib/session-store';
import { usePageTitle } from '../../lib/use-page-title';
import { EvaluationList } from './evaluation-list';
import { evaluationsPageTexts as t } from './evaluations-texts';
import evaluationsStyles from './evaluations.module.css';
import { freemiumSampleEvaluations, freemiumSampleTasks } from './freemium-sample';
import { StudentEvaluations } from './student-evaluations';
import { TaskList } from './task-list';
import { TeacherDeliveries } from './teacher-deliveries';
import { useEvaluationsLiveUpdates } from './use-evaluations-live-updates';

/**
 * /evaluaciones and /evaluaciones/{codigoFormacion}/{codigoGrupo} (spec 002 §Evaluations): a student's
 * evaluations and tasks; a teacher's (types 5 and 6) deliveries to grade; a freemium visitor's locked
 * placeholder with the purchase prompt.
 */
export function EvaluationsRoute() {
  usePageTitle(texts.menu.evaluations);
  const user = useSessionUser();
  useEvaluationsLiveUpdates();
  if (!user) return null;
  let content;
  if (user.freemium) {
    content = (
      <>
        {/* The preview's heading is hidden with it; the page keeps its own for assistive technology. */}
        <h1 className="visually-hidden">{texts.menu.evaluations}</h1>
        <FreemiumLocked featureName={texts.menu.evaluations}>
          <div className={pageStyles.page}>
            <PageHeader title={texts.menu.evaluations} lead={t.lead} titleAs="p" />
            <div className={evaluationsStyles.section}>
              <p className={evaluationsStyles.sectionTitle}>{texts.evaluations.evaluationsHeading}</p>
              <EvaluationList evaluations={freemiumSampleEvaluations} />
            </div>
            <div className={evaluationsStyles.section}>
              <p className={evaluationsStyles.sectionTitle}>{texts.evaluations.tasksHeading}</p>
              <TaskList tasks={freemiumSampleTasks} />
            </div>
          </div>
        </FreemiumLocked>
      </>
    );
  } else if (isTeacherContact(parseContactTypes(user.edu_tipocontacto))) {
    content = <TeacherDeliveries />;
  } else {
    content = <StudentEvaluations user={user} />;
  }
  return <div className={pageStyles.page}>{content}</div>;
}
