import type { GradebookExportFormat } from '@campus/contract';
import { FileDown, FileSpreadsheet } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { ListSkeleton } from '../../components/list-skeleton';
import pageStyles from '../../components/page.module.css';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { TEACHING_TASK_PARAM } from '../../lib/routes';
import { useIsMobile } from '../../lib/use-media-query';
import { usePageTitle } from '../../lib/use-page-title';
import { downloadGradebook } from './api/export-gradebook';
import { useGradebook } from './api/get-gradebook';
import styles from './gradebook.module.css';
import { GradebookCellDialog, type GradebookTarget } from './gradebook-cell-dialog';
import { GradebookGrid } from './gradebook-grid';
import { GradebookList } from './gradebook-list';
import { gradebookTexts as t } from './gradebook-texts';
import { useGradebookLiveUpdates } from './use-gradebook-live-updates';
import { useReportWorkspaceGroup } from './workspace-group';

const toTaskId = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/**
 * /docencia/{groupCode}/calificaciones (issue 30 item 4): the group's gradebook for its teachers. Cells open a
 * dialog that grades in place; deliveries and colleagues' grades arrive live; the whole book exports to CSV or
 * Excel. On a phone it shows one column at a time as a list.
 */
export function GradebookRoute() {
  const { groupCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const focusTaskId = toTaskId(searchParams.get(TEACHING_TASK_PARAM));
  const gradebook = useGradebook(groupCode);
  useGradebookLiveUpdates();
  usePageTitle(t.heading);
  useReportWorkspaceGroup(gradebook.data?.data.grupo);
  const isMobile = useIsMobile();
  const [opened, setOpened] = useState<{ contactCode: string; taskId: number } | null>(null);
  const [exporting, setExporting] = useState<GradebookExportFormat | null>(null);
  const data = gradebook.data?.data;

  // Read from the cache on every render: a live change to the open cell shows in the dialog too.
  const target = ((): GradebookTarget | null => {
    if (!data || !opened) return null;
    const row = data.alumnos.find((candidate) => candidate.alumno.edu_codigocontacto === opened.contactCode);
    const column = data.tareas.findIndex((task) => task.id === opened.taskId);
    const cell = row?.celdas[column];
    return row && cell ? { student: row.alumno, task: data.tareas[column]!, cell } : null;
  })();

  const openCell = (rowIndex: number, taskIndex: number) => {
    const row = data?.alumnos[rowIndex];
    const task = data?.tareas[taskIndex];
    if (row && task) setOpened({ contactCode: row.alumno.edu_codigocontacto, taskId: task.id });
  };

  const exportAs = async (format: GradebookExportFormat) => {
    setExporting(format);
    try {
      await downloadGradebook(groupCode, format);
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t.exportError);
    } finally {
      setExporting(null);
    }
  };

  const exportButton = (format: GradebookExportFormat, label: string, icon: ReactNode) => (
    <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void exportAs(format)} disabled={exporting !== null || !data}>
      {exporting === format ? <Spinner size="small" /> : icon}
      {label}
    </button>
  );

  return (
    <section className={styles.section} aria-labelledby="gradebook-heading">
      {/* The workspace layout names the group (h1); the gradebook is one of its tabs. */}
      <div className={styles.toolbar}>
        <div>
          <h2 id="gradebook-heading" className={styles.sectionTitle}>
            {t.heading}
          </h2>
          <p className={styles.sectionLead}>{data ? t.live : t.lead}</p>
        </div>
        <div className={styles.actions}>
          {exportButton('csv', t.exportCsv, <FileDown aria-hidden="true" size={18} />)}
          {exportButton('xlsx', t.exportXlsx, <FileSpreadsheet aria-hidden="true" size={18} />)}
        </div>
      </div>
      {gradebook.isError ? (
        <div className={pageStyles.card}>
          <EmptyState message={isApiError(gradebook.error, 404) ? gradebook.error.message : t.loadError}>
            {isApiError(gradebook.error, 404) ? null : (
              <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void gradebook.refetch()}>
                {t.retry}
              </button>
            )}
          </EmptyState>
        </div>
      ) : !data ? (
        <div className={pageStyles.card}>
          <ListSkeleton rows={5} />
        </div>
      ) : data.alumnos.length === 0 || (data.tareas.length === 0 && data.evaluaciones.length === 0) ? (
        <div className={pageStyles.card}>
          <EmptyState message={data.alumnos.length === 0 ? t.noStudents : t.noTasks} />
        </div>
      ) : isMobile ? (
        <GradebookList gradebook={data} focusTaskId={focusTaskId} onOpenCell={openCell} />
      ) : (
        <GradebookGrid gradebook={data} focusTaskId={focusTaskId} onOpenCell={openCell} />
      )}
      <GradebookCellDialog target={target} onClose={() => setOpened(null)} />
    </section>
  );
}
