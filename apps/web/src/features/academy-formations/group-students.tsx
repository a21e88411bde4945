import { academyTexts } from '@campus/contract';
import { type BackOfficeGroupStudent } from '@campus/contract';
import { ArrowRightLeft, UserMinus, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import tableStyles from '../../components/data-table.module.css';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import pageStyles from '../../components/page.module.css';
import { Pager } from '../../components/pager';
import { SearchField } from '../../components/search-field';
import { StatusPill } from '../../components/status-pill';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useUnenrolStudent } from './api/group-enrolments';
import { useGroupStudents } from './api/list-group-students';
import { EnrolDialog } from './enrol-dialog';
import { fill, formatDay, messageOf } from './format';
import { LoadError } from './load-error';
import { MoveDialog } from './move-dialog';
import styles from './academy-formations.module.css';

const t = academyTexts.backOfficeFormations;
const SEARCH_DELAY_MS = 300;

interface GroupStudentsProps {
  groupCode: string;
  groupName: string;
  /** The other groups of the same main formation (move targets). */
  siblings: readonly { edu_codigoformacion: string; edu_formacion: string }[];
}

/** A group's students (issue 31): searched and paged, with "Matricular", "Dar de baja" (confirmed) and "Cambiar de grupo". */
export function GroupStudents({ groupCode, groupName, siblings }: GroupStudentsProps) {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [isEnrolling, setIsEnrolling] = useState(false);
  const [moving, setMoving] = useState<BackOfficeGroupStudent | null>(null);
  const [ending, setEnding] = useState<BackOfficeGroupStudent | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const students = useGroupStudents(groupCode, q, page);

  let content;
  if (students.isPending) content = <ListSkeleton rows={4} pictureSize="0px" />;
  else if (students.isError) content = <LoadError onRetry={() => void students.refetch()} />;
  else if (students.data.students.length === 0) content = <EmptyState message={q ? t.noStudentsFound : t.noStudents} icon={<Users size={28} />} />;
  else {
    content = (
      <table className={`${tableStyles.table} ${styles.table}`}>
        <thead>
          <tr>
            <th scope="col">{t.name}</th>
            <th scope="col">{t.lineCode}</th>
            <th scope="col">{t.startDay}</th>
            <th scope="col">{t.endDay}</th>
            <th scope="col">{t.state}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {students.data.students.map((student) => (
            <tr key={student.edu_codigolineamatricula}>
              <td data-label={t.name}>
                <span className={styles.pickerName}>{student.fullname}</span>
                <span className={styles.secondary}>{student.emailaddress1}</span>
              </td>
              <td data-label={t.lineCode} className={styles.code}>
                {student.edu_codigolineamatricula}
              </td>
              <td data-label={t.startDay}>{formatDay(student.edu_fechainicio)}</td>
              <td data-label={t.endDay}>{student.edu_fechafin ? formatDay(student.edu_fechafin) : '—'}</td>
              <td data-label={t.state}>
                <StatusPill label={student.isActive ? t.active : t.ended} colour={student.isActive ? 'green' : 'yellow'} />
              </td>
              <td data-label={t.actions}>
                {student.isActive ? (
                  <div className={styles.rowActions}>
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'secondary', size: 'small' })}
                      aria-label={fill(t.moveLabel, { name: student.fullname })}
                      onClick={() => setMoving(student)}
                    >
                      <ArrowRightLeft aria-hidden="true" size={16} />
                      {t.move}
                    </button>
                    <button
                      type="button"
                      className={buttonClassName({ variant: 'ghost', size: 'small' })}
                      aria-label={fill(t.unenrolLabel, { name: student.fullname })}
                      onClick={() => setEnding(student)}
                    >
                      <UserMinus aria-hidden="true" size={16} />
                      {t.unenrol}
                    </button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

  return (
    <section aria-labelledby="students-heading" className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id="students-heading" className={styles.sectionTitle}>
          {t.studentsHeading}
        </h2>
        <button type="button" className={buttonClassName({ variant: 'primary', size: 'small' })} onClick={() => setIsEnrolling(true)}>
          <UserPlus aria-hidden="true" size={16} />
          {t.enrol}
        </button>
      </div>
      <div className={pageStyles.toolbar}>
        <SearchField
          label={t.studentsSearchLabel}
          placeholder={t.studentsSearchPlaceholder}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <div className={pageStyles.card} aria-busy={students.isFetching ? true : undefined}>
        {content}
      </div>
      {students.data ? (
        <Pager page={page} pageSize={students.data.page.pageSize} total={students.data.page.total} onPageChange={setPage} label={t.studentsPagerLabel} />
      ) : null}
      <EnrolDialog isOpen={isEnrolling} onOpenChange={setIsEnrolling} groupCode={groupCode} />
      <MoveDialog student={moving} onClose={() => setMoving(null)} groupCode={groupCode} targets={siblings} />
      <UnenrolDialog student={ending} onClose={() => setEnding(null)} groupCode={groupCode} groupName={groupName} />
    </section>
  );
}

/** "¿Dar de baja a …?": the line ends today; the history stays. */
function UnenrolDialog({
  student,
  onClose,
  groupCode,
  groupName,
}: {
  student: BackOfficeGroupStudent | null;
  onClose: () => void;
  groupCode: string;
  groupName: string;
}) {
  const unenrol = useUnenrolStudent(groupCode);
  const confirm = async () => {
    if (!student) return;
    try {
      await unenrol.mutateAsync(student.edu_codigolineamatricula);
      toast.success(t.unenrolled);
      onClose();
    } catch (error) {
      toast.error(messageOf(error));
    }
  };
  return (
    <ModalDialog
      isOpen={student !== null}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={student ? fill(t.unenrolTitle, { name: student.fullname }) : t.unenrol}
      description={fill(t.unenrolBody, { group: groupName })}
      closeLabel={t.close}
    >
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={onClose}>
          {t.cancel}
        </button>
        <button type="button" className={buttonClassName({ variant: 'primary' })} disabled={unenrol.isPending} onClick={() => void confirm()}>
          {t.unenrol}
        </button>
      </ModalDialogActions>
    </ModalDialog>
  );
}
