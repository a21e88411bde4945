import { academyTexts } from '@campus/contract';
import { ArrowLeft, Pencil, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClassName } from '../../components/button-class';
import tableStyles from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { PageHeader } from '../../components/page-header';
import pageStyles from '../../components/page.module.css';
import { isApiError } from '../../lib/api-client';
import { paths } from '../../lib/routes';
import { usePageTitle } from '../../lib/use-page-title';
import { useBackOfficeFormation } from './api/get-formation';
import { BackOfficeGate, BackOfficeRefusal } from './back-office-gate';
import { formatModality, formatRange } from './format';
import { FormationFormDialog } from './formation-form-dialog';
import { GroupFormDialog } from './group-form-dialog';
import { LoadError } from './load-error';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;

/** /gestion/formaciones/:formationCode (issue 31): a main formation, its edit, its groups and "Nuevo grupo". */
export function FormationRoute() {
  const { formationCode = '' } = useParams();
  return (
    <BackOfficeGate>
      <FormationPage formationCode={formationCode} />
    </BackOfficeGate>
  );
}

function FormationPage({ formationCode }: { formationCode: string }) {
  const detail = useBackOfficeFormation(formationCode);
  const [dialog, setDialog] = useState<'edit' | 'group' | null>(null);
  usePageTitle(detail.data?.formation.edu_formacion ?? academyTexts.backOffice.formations);
  if (isApiError(detail.error, 403)) return <BackOfficeRefusal />;
  const back = (
    <Link to={paths.backOfficeFormations} className={styles.backLink}>
      <ArrowLeft aria-hidden="true" size={16} />
      {t.backToFormations}
    </Link>
  );
  if (detail.isPending) return <ListSkeleton rows={4} pictureSize="0px" />;
  if (detail.isError) {
    return (
      <div className={pageStyles.page}>
        {back}
        <LoadError onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const { formation, groups } = detail.data;

  return (
    <div className={pageStyles.page}>
      {back}
      <PageHeader
        title={formation.edu_formacion}
        lead={[formation.edu_codigoformacion, formation.edu_nombre].filter(Boolean).join(' · ')}
        actions={
          <div className={styles.actions}>
            <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => setDialog('edit')}>
              <Pencil aria-hidden="true" size={16} />
              {t.editFormation}
            </button>
            <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => setDialog('group')}>
              <Plus aria-hidden="true" size={18} />
              {t.newGroup}
            </button>
          </div>
        }
      />
      <p className={pageStyles.count}>
        {`${t.groups}: ${formation.groupCount} · ${t.students}: ${formation.studentCount} · `}
        <Link to={paths.backOfficeAudit({ entityType: 'formation', entityId: formation.edu_codigoformacion })}>{t.viewAudit}</Link>
      </p>
      <section aria-labelledby="groups-heading" className={styles.section}>
        <h2 id="groups-heading" className={styles.sectionTitle}>
          {t.groupsHeading}
        </h2>
        <div className={pageStyles.card}>
          {groups.length === 0 ? (
            <EmptyState message={t.noGroups} icon={<Users size={28} />} />
          ) : (
            <table className={`${tableStyles.table} ${styles.table}`}>
              <thead>
                <tr>
                  <th scope="col">{t.name}</th>
                  <th scope="col">{t.classes}</th>
                  <th scope="col">{t.access}</th>
                  <th scope="col">{t.modality}</th>
                  <th scope="col">{t.teachersHeading}</th>
                  <th scope="col">{t.certificate}</th>
                  <th scope="col" className={styles.numberCell}>
                    {t.students}
                  </th>
                </tr>
              </thead>
              <tbody>
                {groups.map((group) => (
                  <tr key={group.edu_codigoformacion}>
                    <td data-label={t.name}>
                      <Link className={tableStyles.openButton} to={paths.backOfficeGroup(group.edu_codigoformacion)}>
                        {group.edu_formacion}
                      </Link>
                      <span className={`${styles.secondary} ${styles.code}`}>{group.edu_codigoformacion}</span>
                    </td>
                    <td data-label={t.classes}>{formatRange(group.edu_fechainicioclases, group.edu_fechafinclases)}</td>
                    <td data-label={t.access}>{formatRange(group.edu_fechainicioacceso, group.edu_fechafinacceso)}</td>
                    <td data-label={t.modality}>{formatModality(group.cr479_modalidad)}</td>
                    <td data-label={t.teachersHeading}>{group.teachers.map((teacher) => teacher.fullname).join(', ') || '—'}</td>
                    <td data-label={t.certificate}>{group.allow_certificate ? t.yes : t.no}</td>
                    <td data-label={t.students} className={styles.numberCell}>
                      {group.studentCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </section>
      <FormationFormDialog isOpen={dialog === 'edit'} onOpenChange={(isOpen) => setDialog(isOpen ? 'edit' : null)} formation={formation} />
      <GroupFormDialog
        isOpen={dialog === 'group'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'group' : null)}
        formationCode={formation.edu_codigoformacion}
      />
    </div>
  );
}
