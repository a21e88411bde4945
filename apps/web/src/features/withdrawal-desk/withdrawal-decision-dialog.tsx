import { academyTexts } from '@campus/contract';
import { DESK_RESPONSE_MAX, deskWithdrawalDecisionSchema, texts, type DeskWithdrawal } from '@campus/contract';
import { Save } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { FactList, TextBlock } from '../../components/detail-blocks';
import { FormDialogActions } from '../../components/form-dialog-actions';
import fieldStyles from '../../components/form-field.module.css';
import { FormError } from '../../components/form/form-error';
import { TextareaField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { ModalDialog } from '../../components/modal-dialog';
import { StatusPill } from '../../components/status-pill';
import { formatAcademyDateTime, formatAcademyDay } from '../../lib/academy-date';
import { useDecideDeskWithdrawal } from './api/decide-desk-withdrawal';
import { fill, getReasonLabel, statusViews } from './withdrawal-desk-format';
import styles from './withdrawal-desk.module.css';

const t = academyTexts.backOfficeDesk;

/**
 * A withdrawal request opened from the desk: the student, the line, the survey, and — while it is pending — the
 * decision (approve, or reject with the reason the student reads). A decided request shows its outcome instead.
 */
export function WithdrawalDecisionDialog({ item, onClose }: { item: DeskWithdrawal | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={item ? fill(t.decisionTitle, { student: item.student.fullname }) : t.withdrawalsTableLabel}
      closeLabel={t.decisionCancel}
      size="medium"
    >
      {item ? (
        <div className={styles.detail}>
          <WithdrawalFacts item={item} />
          {item.survey.comentarios ? (
            <TextBlock title={t.decisionComments}>
              <p className={styles.prewrap}>{item.survey.comentarios}</p>
            </TextBlock>
          ) : null}
          {item.status === 'pendiente' ? <DecisionForm key={item.id} item={item} onDone={onClose} /> : <DecidedOutcome item={item} />}
        </div>
      ) : null}
    </ModalDialog>
  );
}

function WithdrawalFacts({ item }: { item: DeskWithdrawal }) {
  const status = statusViews[item.status];
  return (
    <FactList
      className={styles.facts}
      rows={[
        [t.columnStatus, <StatusPill key="status" label={status.label} colour={status.colour} />],
        [t.columnStudent, `${item.student.fullname} · ${item.student.emailaddress1}`],
        [t.decisionGroup, item.formation ? `${item.group.edu_formacion} (${item.formation.edu_formacion})` : item.group.edu_formacion],
        [t.decisionLine, item.line.edu_codigolineamatricula],
        [t.decisionEffective, formatAcademyDay(item.effective_date) ?? item.effective_date],
        [t.decisionCreated, formatAcademyDateTime(item.created_at) ?? item.created_at],
        [t.decisionReason, getReasonLabel(item.survey.motivo)],
        [t.decisionRating, item.survey.valoracion === null ? t.noSurvey : fill(t.rating, { value: String(item.survey.valoracion) })],
      ]}
    />
  );
}

function DecidedOutcome({ item }: { item: DeskWithdrawal }) {
  return (
    <>
      {item.decidedBy && item.decided_at ? (
        <p className={styles.muted}>{fill(t.decidedBy, { name: item.decidedBy.fullname, date: formatAcademyDateTime(item.decided_at) ?? item.decided_at })}</p>
      ) : null}
      {item.response ? (
        <TextBlock title={t.response}>
          <p className={styles.prewrap}>{item.response}</p>
        </TextBlock>
      ) : null}
    </>
  );
}

/** The decision (PATCH /api/gestion/bajas/{id}), checked by the contract's schema, the server's own check. */
function DecisionForm({ item, onDone }: { item: DeskWithdrawal; onDone: () => void }) {
  const formId = useId();
  const decide = useDecideDeskWithdrawal();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(deskWithdrawalDecisionSchema, { defaultValues: { decision: undefined, response: '' } });
  const decision = watch('decision');
  const decisionErrorId = `${formId}-decision-error`;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await decide.mutateAsync({ id: item.id, body: values });
      toast.success(answer.message);
      onDone();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : texts.errors.internal;
      setError('root.form', { message });
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
      <fieldset className={styles.choices} aria-describedby={errors.decision ? decisionErrorId : undefined}>
        <legend className={fieldStyles.label}>{t.decisionChoice}</legend>
        <label className={styles.choice}>
          <input type="radio" value="aprobado" aria-invalid={errors.decision ? true : undefined} {...register('decision')} />
          {t.decisionApprove}
        </label>
        <label className={styles.choice}>
          <input type="radio" value="rechazado" aria-invalid={errors.decision ? true : undefined} {...register('decision')} />
          {t.decisionReject}
        </label>
        {errors.decision ? (
          <p id={decisionErrorId} className={fieldStyles.error}>
            {errors.decision.message}
          </p>
        ) : null}
      </fieldset>
      {decision === 'aprobado' ? (
        <p className={styles.muted}>{fill(t.decisionApproveHint, { date: formatAcademyDay(item.effective_date) ?? item.effective_date })}</p>
      ) : null}
      <TextareaField
        id={`${formId}-response`}
        label={t.decisionResponse}
        hint={t.decisionResponseHint}
        hintPlacement="beforeControl"
        error={errors.response?.message}
        isRequired={decision === 'rechazado'}
        maxLength={DESK_RESPONSE_MAX}
        rows={4}
        {...register('response')}
      />
      <FormError message={errors.root?.form?.message} />
      <FormDialogActions
        cancelLabel={t.decisionCancel}
        onCancel={onDone}
        submitLabel={t.decisionSubmit}
        submitIcon={<Save aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
