import { formatDayEs, getWithdrawalBlock, texts, type EnrolmentRecordLine } from '@campus/contract';
import { AlertCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonClassName } from '../../../components/button-class';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton } from '../../../components/list-skeleton';
import { useQueryErrorToast } from '../../../lib/use-query-error-toast';
import type { ProfileTabProps } from '../profile-tab-props';
import { useFetchWithdrawalChecks } from './api/check-withdrawals';
import { useEnrolmentInfo } from './api/get-enrolment-info';
import { EnrolmentCard, type LineNote } from './enrolment-card';
import styles from './enrolments.module.css';
import { useWithdrawalUpdates } from './use-withdrawal-updates';
import { WithdrawalSurveyDialog, type SurveyTarget } from './withdrawal-survey-dialog';

const t = texts.enrolments;

/** The permanence refusal says the day it ends, when the server knows it. */
function describeRefusal(block: string, permanenceEnd: string | null): string {
  if (block !== t.withdrawalPermanence || !permanenceEnd) return block;
  return `${block} ${t.withdrawalPermanenceEnds.replace('{date}', formatDayEs(permanenceEnd.slice(0, 10)))}`;
}

/**
 * The profile's 'Matriculas' tab (spec 002 §7): per enrolment, its products and its groups. 'Solicitar baja'
 * asks the server's checks first: an open request, pending debts or the permanence block it with the spec's
 * text, said where the button was (with the day the permanence ends); otherwise the survey opens.
 */
export function EnrolmentsTab({ contactCode }: ProfileTabProps) {
  useWithdrawalUpdates(contactCode);
  const info = useEnrolmentInfo(contactCode);
  useQueryErrorToast(info, t.infoError);
  const fetchChecks = useFetchWithdrawalChecks(contactCode);
  const [checkingLine, setCheckingLine] = useState<string | null>(null);
  const [survey, setSurvey] = useState<SurveyTarget | null>(null);

  // What each line's check said, kept where its button was (a toast was gone before it could be read).
  const [notes, setNotes] = useState<ReadonlyMap<string, LineNote>>(new Map());
  const noteLine = (lineCode: string, note: LineNote | null) =>
    setNotes((current) => {
      const next = new Map(current);
      if (note) next.set(lineCode, note);
      else next.delete(lineCode);
      return next;
    });

  const startWithdrawal = async (line: EnrolmentRecordLine) => {
    const lineCode = line.edu_codigolineamatricula;
    setCheckingLine(lineCode);
    noteLine(lineCode, null);
    try {
      const checks = await fetchChecks();
      const check = checks.data.find((item) => item.edu_codigoslineamatricula === lineCode);
      const block = check ? getWithdrawalBlock(check) : t.lineNotFound;
      if (block) noteLine(lineCode, { kind: 'refusal', message: describeRefusal(block, check?.edu_fechafinpermanencia ?? null) });
      else setSurvey({ lineCode, groupName: line.edu_formacion, effectiveDay: checks.fechaEfectiva });
    } catch {
      noteLine(lineCode, { kind: 'error', message: t.checkError });
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
          notes={notes}
          onRequestWithdrawal={(line) => void startWithdrawal(line)}
        />
      ))}
      <WithdrawalSurveyDialog contactCode={contactCode} target={survey} onClose={() => setSurvey(null)} />
    </div>
  );
}
