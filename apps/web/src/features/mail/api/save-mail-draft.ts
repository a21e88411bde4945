import { callEndpoint } from '../../../lib/api/call-endpoint';
import { buildMailFormData, type MailWriteInput } from './mail-form-data';

/** POST /api/mails (multipart): saves a draft; `mailData.id` names the draft it overwrites. */
export function saveMailDraft(input: MailWriteInput) {
  return callEndpoint('saveMailDraft', { body: buildMailFormData(input) });
}
