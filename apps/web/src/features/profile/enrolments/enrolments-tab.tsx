import { getWithdrawalBlock, texts, type EnrolmentRecordLine } from '@campus/contract';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useQueryErrorToast } from '../../../lib/use-query-error-toast';
import type { ProfileTabProps } from '../profile-tab-props';
import { useFetchWithdrawalChecks } from './api/check-withdrawals';
import { useEnrolmentInfo } from './api/get-enrolment-info';
import { EnrolmentCard } from './enrolment-card';
import styles from './enrolments.module.css';
import { useWithdrawalUpdates } from './use-withdrawal-updates';
import { WithdrawalSurveyDialog, type SurveyTarget } from './withdrawal-survey-dialog';

const t = texts.enrolments;

/**
 * The profile's 'Matriculas' tab (spec 002 §7): per enrolment, its products and its groups. 'Solicitar baja'
 * asks the server's checks first: an open request, pending debts or the permanence block it with the spec's
 * text (a toast); otherwise the survey opens.
 */
export function EnrolmentsTab({ contactCode }: ProfileTabProps) {
  useWithdrawalUpdates(contactCode);
  const info = useEnrolmentInfo(contactCode);
  useQueryErrorToast(info, t.infoError);
  const fetchChecks = useFetchWithdrawalChecks(contactCode);
  const [checkingLine, setCheckingLine] = useState<string | null>(null);
  const [survey, setSurvey] = useState<SurveyTarget | null>(null);

  const startWithdrawal = async (line: EnrolmentRecordLine) => {
    setCheckingLine(line.edu_codigolineamatricula);
    try {
      const checks = await fetchChecks();
      const check = checks.data.find((item) => item.edu_codigoslineamatricula === line.edu_codigolineamatricula);
      const block = check ? getWithdrawalBlock(check) : t.lineNotFound;
      if (block) toast.error(block);
      else setSurvey({ lineCode: line.edu_codigolineamatricula, groupName: line.edu_formacion, effectiveDay: checks.fechaEfectiva });
    } catch {
      toast.error(t.checkError);
    } finally {
      setCheckingLine(null);
    }
  };

  if (info.isPending) {
    return (
      <div className={styles.card}>
        <ListSkeleton rows={4} pictureSize="0px" />
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className={styles.card} role="alert">
        <EmptyState message={t.infoError} icon={<AlertCircle size={28} />} />
        <div className={styles.retry}>
          <button type="button" className={buttonClassName({ variant: 'secondary' })} onClick={() => void info.refetch()}>
            {texts.profile.retry}
          </button>
        </div>
      </div>
    );
  }
  const { matriculas, lineasProducto, lineasMatricula } = info.data;
  if (matriculas.data.length === 0) {
    return (
      <div className={styles.card}>
        <EmptyState message={t.noEnrolments} />
      </div>
    );
  }
  return (
    <div className={styles.list}>
      {matriculas.data.map((enrolment) => (
        <EnrolmentCard
          key={enrolment.edu_codigomatricula}
          enrolment={enrolment}
          products={lineasProducto.lineasProductoWithProduct.filter((line) => line.edu_matricula === enrolment.edu_codigomatricula)}
          lines={lineasMatricula.data.filter((line) => line.edu_matricula === enrolment.edu_codigomatricula)}
          checkingLine={checkingLine}
          onRequestWithdrawal={(line) => void startWithdrawal(line)}
        />
      ))}
      <WithdrawalSurveyDialog contactCode={contactCode} target={survey} onClose={() => setSurvey(null)} />
    </div>
  );
}
