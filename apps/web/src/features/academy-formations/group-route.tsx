import { academyTexts } from '@campus/contract';
import { type BackOfficeGroup } from '@campus/contract';
import { ArrowLeft, Pencil, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { usePageTitle } from '../../lib/use-page-title';
import { useBackOfficeGroup } from './api/get-group';
import { useRemoveGroupTeacher } from './api/group-teachers';
import { BackOfficeGate, BackOfficeRefusal } from './back-office-gate';
import { fill, formatDay, formatModality, messageOf } from './format';
import { GroupFormDialog } from './group-form-dialog';
import { GroupStudents } from './group-students';
import { LoadError } from './load-error';
import { TeacherDialog } from './teacher-dialog';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;

/** /gestion/grupos/:groupCode (issue 31): a group's data and edit, its teachers and its students. */
export function GroupRoute() {
  const { groupCode = '' } = useParams();
  return (
    <BackOfficeGate>
      <GroupPage groupCode={groupCode} />
    </BackOfficeGate>
  );
}

function GroupPage({ groupCode }: { groupCode: string }) {
  const detail = useBackOfficeGroup(groupCode);
  const [dialog, setDialog] = useState<'edit' | 'teacher' | null>(null);
  usePageTitle(detail.data?.group.edu_formacion ?? academyTexts.backOffice.formations);
  if (isApiError(detail.error, 403)) return <BackOfficeRefusal />;
  if (detail.isPending) return <ListSkeleton rows={4} pictureSize="0px" />;
  if (detail.isError) {
    return (
      <div className={pageStyles.page}>
        <Link to={paths.backOfficeFormations} className={styles.backLink}>
          <ArrowLeft aria-hidden="true" size={16} />
          {t.backToFormations}
        </Link>
        <LoadError onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const { group, formation, siblings } = detail.data;

  return (
    <div className={pageStyles.page}>
      <Link to={paths.backOfficeFormation(formation.edu_codigoformacion)} className={styles.backLink}>
        <ArrowLeft aria-hidden="true" size={16} />
        {formation.edu_formacion}
      </Link>
      <PageHeader
        title={group.edu_formacion}
        lead={[group.edu_codigoformacion, group.edu_nombre].filter(Boolean).join(' · ')}
        actions={
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setDialog('edit')}>
            <Pencil aria-hidden="true" size={16} />
            {t.editGroup}
          </button>
        }
      />
      <GroupFacts group={group} />
      <GroupTeachers group={group} onAdd={() => setDialog('teacher')} />
      <GroupStudents groupCode={group.edu_codigoformacion} groupName={group.edu_formacion} siblings={siblings} />
      <p className={pageStyles.count}>
        <Link to={paths.backOfficeAudit({ entityType: 'formation', entityId: group.edu_codigoformacion })}>{t.viewAudit}</Link>
      </p>
      <GroupFormDialog
        isOpen={dialog === 'edit'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'edit' : null)}
        formationCode={formation.edu_codigoformacion}
        group={group}
      />
      <TeacherDialog isOpen={dialog === 'teacher'} onOpenChange={(isOpen) => setDialog(isOpen ? 'teacher' : null)} groupCode={group.edu_codigoformacion} />
    </div>
  );
}

function GroupFacts({ group }: { group: BackOfficeGroup }) {
  const facts: [string, string][] = [
    [t.classStart, formatDay(group.edu_fechainicioclases)],
    [t.classEnd, formatDay(group.edu_fechafinclases)],
    [t.accessStart, formatDay(group.edu_fechainicioacceso)],
    [t.accessEnd, formatDay(group.edu_fechafinacceso)],
    [t.modality, formatModality(group.cr479_modalidad)],
    [t.certificate, group.allow_certificate ? t.yes : t.no],
    [t.freemium, group.is_freemium_available ? t.yes : t.no],
    [t.students, String(group.studentCount)],
  ];
  return (
    <section aria-labelledby="group-data-heading" className={styles.section}>
      <h2 id="group-data-heading" className={styles.sectionTitle}>
        {t.dataHeading}
      </h2>
      <dl className={`${pageStyles.card} ${styles.facts}`}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function GroupTeachers({ group, onAdd }: { group: BackOfficeGroup; onAdd: () => void }) {
  const remove = useRemoveGroupTeacher(group.edu_codigoformacion);
  const removeTeacher = async (code: string) => {
    try {
      await remove.mutateAsync(code);
      toast.success(t.teacherRemoved);
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <section aria-labelledby="teachers-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="teachers-heading" className={styles.sectionTitle}>
          {t.teachersHeading}
        </h2>
        <button type="button" className={buttonClassName({ variant: 'secondary', size: 'small' })} onClick={onAdd}>
          <UserPlus aria-hidden="true" size={16} />
          {t.addTeacher}
        </button>
      </div>
      {group.teachers.length === 0 ? (
        <p className={styles.secondary}>{t.noTeachers}</p>
      ) : (
        <ul className={styles.teachers}>
          {group.teachers.map((teacher) => (
            <li key={teacher.edu_codigocontacto} className={styles.teacher}>
              <span>
                <span className={styles.pickerName}>{teacher.fullname}</span>
                <span className={styles.secondary}>{[teacher.role, teacher.emailaddress1].filter(Boolean).join(' · ')}</span>
              </span>
              <button
                type="button"
                className={buttonClassName({ variant: 'ghost', size: 'small' })}
                aria-label={fill(t.removeTeacherLabel, { name: teacher.fullname })}
                disabled={remove.isPending}
                onClick={() => void removeTeacher(teacher.edu_codigocontacto)}
              >
                <X aria-hidden="true" size={16} />
                {t.removeTeacher}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
