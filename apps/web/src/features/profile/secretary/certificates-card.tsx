import { type CertificateKind, type EnrolmentRecordLine, texts } from '@campus/contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../../components/button-class';
import { isApiError } from '../../../lib/api-client';
import { SelectField } from '../../../components/form/text-field';
import { useAttendance } from './api/get-attendance';
import { useIssueCertificate } from './api/issue-certificate';
import { openDocument } from '../../../lib/open-document';
import { fillText } from './secretary-format';
import styles from './secretary.module.css';

const certificateButtons: { kind: CertificateKind; label: string }[] = [
  { kind: 'matricula', label: texts.secretary.certificateEnrolment },
  { kind: 'asistencia', label: texts.secretary.certificateAttendance },
  { kind: 'contenidos', label: texts.secretary.certificateContent },
];

/**
 * The three certificates of a group the student chooses: enrolment, attendance (with the hours attended shown
 * once the group is chosen) and contents. Without a group: 'Debes seleccionar un grupo'.
 */
export function CertificatesCard({ contactCode, lines }: { contactCode: string; lines: readonly EnrolmentRecordLine[] }) {
  const [group, setGroup] = useState('');
  const attendance = useAttendance(contactCode, group);
  const issue = useIssueCertificate(contactCode);
  const [busyKind, setBusyKind] = useState<CertificateKind | null>(null);
  const [groupError, setGroupError] = useState(false);

  const request = (kind: CertificateKind) => {
    if (!group) {
      setGroupError(true);
      toast.error(texts.secretary.selectGroup);
      return;
    }
    setBusyKind(kind);
    issue.mutate(
      { kind, group },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          openDocument(answer.url);
        },
        onError: (error) => toast.error(isApiError(error) ? error.message : texts.secretary.documentError),
        onSettled: () => setBusyKind(null),
      },
    );
  };

  return (
    <div className={styles.certificates}>
      <SelectField
        id="secretary-certificate-group"
        label={texts.secretary.groupLabel}
        error={groupError ? texts.secretary.selectGroup : undefined}
        hint={
          !groupError && attendance.data
            ? fillText(texts.secretary.attendanceSummary, { hours: attendance.data.data.totalHorasAsistidas.toLocaleString('es-ES') })
            : undefined
        }
        value={group}
        onChange={(event) => {
          setGroup(event.target.value);
          setGroupError(false);
        }}
      >
        <option value="">{texts.secretary.groupPlaceholder}</option>
        {lines.map((line) => (
          <option key={line.edu_codigolineamatricula} value={line.edu_codigoformacion}>
            {line.edu_formacion}
          </option>
        ))}
      </SelectField>
      <div className={styles.actions}>
        {certificateButtons.map(({ kind, label }) => (
          <button
            key={kind}
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={() => request(kind)}
            disabled={busyKind !== null}
            aria-busy={busyKind === kind}
          >
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
