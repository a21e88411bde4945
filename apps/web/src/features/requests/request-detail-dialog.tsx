import { decideRequestSchema, REQUEST_RESPONSE_MAX, texts, type RequestItem } from '@campus/contract';
import { CalendarDays, Check, ExternalLink, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { FactList, TextBlock } from '../../components/detail-blocks';
import { ModalDialog, ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { paths } from '../../lib/routes';
import { formatAcademyDay } from '../../lib/academy-date';
import { useDecideRequest } from './api/decide-request';
import type { RequestsSide } from './api/get-requests';
import { RequestStatusPill } from './status-pill';
import { TextareaField } from '../../components/form/text-field';
import styles from './requests.module.css';

export const fillTime = (item: Pick<RequestItem, 'start_time' | 'end_time'>) =>
  texts.requests.timeRange.replace('{start}', item.start_time).replace('{end}', item.end_time);

/**
 * A request's detail (spec 002 §Requests: detail modal with the response). For the teacher it is
 * addressed to, a pending request can be approved or rejected here, with a response (required to reject).
 */
export function RequestDetailDialog({ item, side, onClose }: { item: RequestItem | null; side: RequestsSide; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={item?.title ?? texts.requests.detailTitle}
      closeLabel={texts.freemiumWeb.close}
      size="medium"
    >
      {item ? <RequestDetail item={item} side={side} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function RequestDetail({ item, side, onClose }: { item: RequestItem; side: RequestsSide; onClose: () => void }) {
  const rows: [string, ReactNode][] = [
    [side === 'teacher' ? texts.requests.studentColumn : texts.requests.teacherLabel, side === 'teacher' ? item.student_fullname : item.fullname],
    [texts.requests.groupLabel, item.edu_formacion],
    [texts.requests.statusColumn, <RequestStatusPill key="status" status={item.status} />],
    [texts.requests.dateLabel, formatAcademyDay(item.date)],
    [texts.requests.scheduleLabel, fillTime(item)],
  ];
  const canDecide = side === 'teacher' && item.status === 'pendiente';
  return (
    <div className={styles.detail}>
      <FactList rows={rows} />
      {canDecide ? null : (
        <TextBlock title={texts.requests.responseLabel}>
          <p className={item.response ? undefined : styles.muted}>{item.response ?? texts.requests.noResponse}</p>
        </TextBlock>
      )}
      {item.status === 'aprobado' && item.event_id !== null ? (
        <div className={styles.links}>
          {item.join_url ? (
            <a className={buttonClassName({ variant: 'secondary', size: 'small' })} href={item.join_url} target="_blank" rel="noreferrer">
              <ExternalLink aria-hidden="true" size={16} />
              {texts.requests.joinTutoring}
            </a>
          ) : null}
          <Link className={buttonClassName({ variant: 'ghost', size: 'small' })} to={paths.calendarEvent(item.event_id)}>
            <CalendarDays aria-hidden="true" size={16} />
            {texts.requests.openInCalendar}
          </Link>
        </div>
      ) : null}
      {canDecide ? <DecisionForm item={item} onDone={onClose} /> : null}
    </div>
  );
}

/** The teacher's answer: 'Aprobar' creates the tutoría; 'Rechazar' needs a reason for the student. */
function DecisionForm({ item, onDone }: { item: RequestItem; onDone: () => void }) {
  const responseId = useId();
  const [response, setResponse] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideRequest();

  const submit = async (status: 'aprobado' | 'rechazado') => {
    const parsed = decideRequestSchema.safeParse({ status, response });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? texts.requests.decideError);
      return;
    }
    setError(null);
    try {
      const answer = await decide.mutateAsync({ id: item.id, body: parsed.data });
      toast.success(answer.message);
      onDone();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : texts.requests.decideError;
      setError(message);
      toast.error(message);
    }
  };

  const pending = decide.isPending ? decide.variables?.body.status : null;
  return (
    <div className={styles.decision}>
      <TextareaField
        id={responseId}
        label={texts.requests.responseLabel}
        error={error ?? undefined}
        isErrorAnnounced
        className={styles.textarea}
        value={response}
        maxLength={REQUEST_RESPONSE_MAX}
        placeholder={texts.requests.responsePlaceholder}
        onChange={(event) => {
          setResponse(event.target.value);
          setError(null);
        }}
      />
      <ModalDialogActions>
        <button type="button" className={buttonClassName({ variant: 'secondary' })} disabled={decide.isPending} onClick={() => void submit('rechazado')}>
          {pending === 'rechazado' ? <Spinner size="small" /> : <X aria-hidden="true" size={18} />}
          {texts.payment.authentication.reject}
        </button>
        <button type="button" className={buttonClassName({ variant: 'primary' })} disabled={decide.isPending} onClick={() => void submit('aprobado')}>
          {pending === 'aprobado' ? <Spinner size="small" /> : <Check aria-hidden="true" size={18} />}
          {texts.requests.approve}
        </button>
      </ModalDialogActions>
    </div>
  );
}
