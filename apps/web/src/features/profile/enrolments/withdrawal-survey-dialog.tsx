import { texts, WITHDRAWAL_COMMENTS_MAX, withdrawalReasons, withdrawalSurveySchema, type WithdrawalSurvey } from '@campus/contract';
import { Send } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { SelectField, TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/use-zod-form';
import { FormDialogActions } from '../../../components/form-dialog-actions';
import fieldStyles from '../../../components/form-field.module.css';
import { ModalDialog } from '../../../components/modal-dialog';
import { paths } from '../../../lib/routes';
import { formatAcademyDay } from '../../../lib/academy-date';
import { useRequestWithdrawal } from './api/request-withdrawal';
import styles from './enrolments.module.css';

const t = texts.enrolments;
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/**
 * What the inputs hold (the reason's value, the rating as the radio's string, the comments), piped into the
 * contract's schema once the rating is its number (none chosen: missing, with the schema's own message).
 */
const surveyFormSchema = z
  .object({ motivo: z.string(), valoracion: z.string().nullable(), comentarios: z.string() })
  .transform(({ valoracion, ...answers }): Record<string, unknown> => ({
    ...answers,
    valoracion: valoracion === null || valoracion === '' ? undefined : Number(valoracion),
  }))
  .pipe(withdrawalSurveySchema);

export interface SurveyTarget {
  lineCode: string;
  groupName: string;
  /** Madrid day a request sent now applies from (the check's answer). */
  effectiveDay: string;
}

/**
 * The withdrawal request (spec 002 §7, help faq-007): the survey embedded in a modal — reason, a rating from 1
 * to 5 and comments — on the contract's schema, with the day the withdrawal would apply from. Sending it asks
 * for the line's withdrawal; the toast says from which day it applies.
 */
export function WithdrawalSurveyDialog({ contactCode, target, onClose }: { contactCode: string; target: SurveyTarget | null; onClose: () => void }) {
  return (
    <ModalDialog
      isOpen={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? fill(t.surveyTitle, { group: target.groupName }) : ''}
      description={t.surveyIntro}
      closeLabel={t.surveyCancel}
      size="medium"
    >
      {/* Mounted only while open: every opening starts from an empty survey. */}
      {target ? <SurveyForm contactCode={contactCode} target={target} onClose={onClose} /> : null}
    </ModalDialog>
  );
}

function SurveyForm({ contactCode, target, onClose }: { contactCode: string; target: SurveyTarget; onClose: () => void }) {
  const formId = useId();
  const requestWithdrawal = useRequestWithdrawal(contactCode);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(surveyFormSchema, { mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { motivo: '', valoracion: '', comentarios: '' } });

  const onSubmit = async (encuesta: WithdrawalSurvey) => {
    try {
      const answer = await requestWithdrawal.mutateAsync({ lineas: [target.lineCode], encuesta });
      toast.success(answer.message);
      onClose();
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : t.withdrawalError;
      toast.error(message);
      setError('root.server', { message });
    }
  };

  const ids = { motivo: `${formId}-motivo`, comentarios: `${formId}-comentarios` };
  // The rating is a group of radios (a fieldset and its legend), not one labelled control: its error is wired here.
  const ratingErrorId = `${formId}-valoracion-error`;

  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(onSubmit)(event)} noValidate>
      <p className={styles.effective}>
        {fill(t.surveyEffective, { date: formatAcademyDay(target.effectiveDay) ?? target.effectiveDay })}{' '}
        <Link to={`${paths.faqs}#faq-007`} onClick={onClose}>
          {t.surveyDeadlineHelp}
        </Link>
      </p>
      <SelectField id={ids.motivo} label={t.surveyReason} error={errors.motivo?.message} {...register('motivo')}>
        <option value="">{texts.requests.choose}</option>
        {Object.entries(withdrawalReasons).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <fieldset className={styles.ratingGroup} aria-describedby={errors.valoracion ? ratingErrorId : undefined}>
        <legend className={fieldStyles.label}>{t.surveyRating}</legend>
        <div className={styles.ratings}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.rating}>
              <input
                type="radio"
                value={String(value)}
                aria-label={fill(t.surveyRatingOption, { value: String(value) })}
                aria-invalid={errors.valoracion ? true : undefined}
                {...register('valoracion')}
              />
              <span aria-hidden="true">{value}</span>
            </label>
          ))}
        </div>
        {errors.valoracion ? (
          <p id={ratingErrorId} className={fieldStyles.error}>
            {errors.valoracion.message}
          </p>
        ) : null}
      </fieldset>
      <TextareaField
        id={ids.comentarios}
        label={t.surveyComments}
        hint={t.surveyCommentsHint}
        hintPlacement="beforeControl"
        error={errors.comentarios?.message}
        className={styles.textarea}
        maxLength={WITHDRAWAL_COMMENTS_MAX}
        {...register('comentarios')}
      />
      <FormError message={errors.root?.server?.message} />
      <FormDialogActions
        cancelLabel={t.surveyCancel}
        onCancel={onClose}
        submitLabel={t.surveySubmit}
        submitIcon={<Send aria-hidden="true" size={18} />}
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
