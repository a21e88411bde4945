import {
  CASE_RESOLUTION_MAX,
  caseStatecodes,
  caseStatusTable,
  getCaseStatusView,
  texts,
  updateCaseSchema,
  type SupportCase,
  type UpdateCaseBody,
} from '@campus/contract';
import { Save } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FormError } from '../../components/form/form-error';
import { SelectField, TextareaField } from '../../components/form/text-field';
import { FormDialogActions } from '../../components/form-dialog-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { useUpdateCase } from './api/update-case';
import { CaseDescription, CaseFacts, CaseResolution, CaseTicketBlock } from './case-detail';
import { casesWebTexts } from './cases-texts';
import styles from './cases.module.css';

const stateGroupLabels = { 0: texts.cases.state.active, 1: texts.cases.state.resolved, 2: texts.cases.state.cancelled } as const;

/** 'statecode:statuscode', the value of one option of the status select. */
const toStatusValue = (statecode: number, statuscode: number) => `${statecode}:${statuscode}`;

/** The status select's options: only the pairs of the spec's table (002 §4), grouped by state. */
function StatusOptions() {
  return caseStatecodes.map((statecode) => (
    <optgroup key={statecode} label={stateGroupLabels[statecode]}>
      {caseStatusTable[statecode].map((statuscode) => (
        <option key={statuscode} value={toStatusValue(statecode, statuscode)}>
          {getCaseStatusView(statecode, statuscode).label}
        </option>
      ))}
    </optgroup>
  ));
}

/**
 * A case opened from the academy's queue: the ticket, the student, status, type, dates, what the student
 * wrote and the resolution sent so far, then the form to change the status and write the resolution.
 */
export function AcademyCaseDialog({ item, onClose }: { item: SupportCase | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={item !== null}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={item?.title ?? texts.cases.academyHeading}
      closeLabel={texts.cases.close}
      size="medium"
    >
      {item ? (
        <div className={styles.detail}>
          <CaseTicketBlock item={item} />
          <CaseFacts item={item} isAcademy />
          <CaseDescription item={item} title={casesWebTexts.academyDescriptionTitle} />
          {item.hasResolution ? <CaseResolution incidentId={item.incidentid} /> : null}
          {/* Keyed by case: another case opened starts from its own status. */}
          <UpdateCaseForm key={item.incidentid} item={item} onDone={onClose} />
        </div>
      ) : null}
    </ModalDialog>
  );
}

interface UpdateCaseValues {
  status: string;
  resolution: string;
}

/**
 * The academy's change (PATCH /api/gestion/casos/{id}): a status pair and/or a resolution; what did not
 * change is not sent, and the contract's updateCaseSchema decides (the same check as the server's).
 */
function UpdateCaseForm({ item, onDone }: { item: SupportCase; onDone: () => void }) {
  const formId = useId();
  const updateCase = useUpdateCase();
  const initialStatus = toStatusValue(item.statecode, item.statuscode);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    resetField,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useForm<UpdateCaseValues>({ defaultValues: { status: initialStatus, resolution: '' } });

  // Someone else changed the status meanwhile (case-updated): an untouched select follows it, so saving a
  // resolution does not put the old status back.
  useEffect(() => {
    if (!getFieldState('status').isDirty) resetField('status', { defaultValue: initialStatus });
  }, [initialStatus, getFieldState, resetField]);

  const onSubmit = async (values: UpdateCaseValues) => {
    const body: UpdateCaseBody = {};
    if (values.status !== initialStatus) {
      const [statecode, statuscode] = values.status.split(':').map(Number);
      body.statecode = statecode;
      body.statuscode = statuscode;
    }
    if (values.resolution.trim()) body.resolution = values.resolution;
    const parsed = updateCaseSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setError(issue?.path[0] === 'statuscode' ? 'status' : 'root.form', { message: issue?.message ?? texts.cases.updateError });
      return;
    }
    try {
      await updateCase.mutateAsync({ incidentId: item.incidentid, body: parsed.data });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : texts.cases.updateError;
      toast.error(message);
      setError('root.form', { message });
      return;
    }
    toast.success(texts.cases.updated);
    onDone();
  };

  const statusId = `${formId}-status`;
  const resolutionId = `${formId}-resolution`;
  const formError = errors.status?.message ?? errors.root?.form?.message;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} onChange={() => clearErrors()} noValidate>
      <SelectField id={statusId} label={casesWebTexts.statusFieldLabel} isInvalid={!!errors.status} {...register('status')}>
        <StatusOptions />
      </SelectField>
      <TextareaField
        id={resolutionId}
        label={casesWebTexts.resolutionFieldLabel}
        hint={casesWebTexts.resolutionHint}
        className={styles.textarea}
        maxLength={CASE_RESOLUTION_MAX}
        placeholder={texts.cases.resolutionPlaceholder}
        {...register('resolution')}
      />
      <FormError message={formError} />
      <FormDialogActions
        cancelLabel={texts.cases.cancel}
        onCancel={onDone}
        submitLabel={texts.cases.saveChanges}
        submitIcon={<Save aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
