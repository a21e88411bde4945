import { decideRequestSchema, REQUEST_LOCATION_MAX, REQUEST_RESPONSE_MAX, texts, type RequestItem } from '@campus/contract';
import { Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { FormError } from '../../components/form/form-error';
import { TextareaField, TextField } from '../../components/form/text-field';
import { ModalDialogActions } from '../../components/modal-dialog';
import { Spinner } from '../../components/spinner';
import { useDecideRequest } from './api/decide-request';
import styles from './requests.module.css';

type FieldErrors = { location?: string; response?: string; server?: string };

/**
 * The teacher's answer: 'Aprobar' creates the tutoría where he says (issue 30: an https link becomes its join
 * button, a place is shown in it, nothing makes a video room), with an optional reply; 'Rechazar' needs a
 * reason for the student. The contract's schema checks both here, as the server does.
 */
export function RequestDecisionForm({ item, onDone }: { item: RequestItem; onDone: () => void }) {
  const formId = useId();
  const [location, setLocation] = useState('');
  const [response, setResponse] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const decide = useDecideRequest();

  const submit = async (status: 'aprobado' | 'rechazado') => {
    // A rejection takes no place: what was typed there is left out, as the server would ignore it.
    const parsed = decideRequestSchema.safeParse(status === 'aprobado' ? { status, response, location } : { status, response });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'location' ? 'location' : 'response';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    // Blank fields are left out: the body says only what the teacher wrote.
    const body = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== '' && value != null)) as typeof parsed.data;
    try {
      const answer = await decide.mutateAsync({ id: item.id, body });
      toast.success(answer.message);
      onDone();
    } catch (failure) {
      const message = failure instanceof Error && failure.message ? failure.message : texts.requests.decideError;
      setErrors({ server: message });
      toast.error(message);
    }
  };

  const pending = decide.isPending ? decide.variables?.body.status : null;
  return (
    <div className={styles.decision}>
      <TextField
        id={`${formId}-location`}
        label={texts.teachingTutoring.locationLabel}
        hint={errors.location ? undefined : texts.teachingTutoring.locationHint}
        error={errors.location}
        isErrorAnnounced
        value={location}
        maxLength={REQUEST_LOCATION_MAX}
        autoComplete="off"
        inputMode="url"
        onChange={(event) => {
          setLocation(event.target.value);
          setErrors(({ location: _, ...rest }) => rest);
        }}
      />
      <TextareaField
        id={`${formId}-response`}
        label={texts.requests.responseLabel}
        error={errors.response}
        isErrorAnnounced
        className={styles.textarea}
        value={response}
        maxLength={REQUEST_RESPONSE_MAX}
        placeholder={texts.teachingTutoring.replyPlaceholder}
        onChange={(event) => {
          setResponse(event.target.value);
          setErrors(({ response: _, ...rest }) => rest);
        }}
      />
      <FormError message={errors.server} />
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
