import type { MailDraftData } from '@campus/contract';

/** What every write call sends: the `mailData` JSON and the new files. */
export interface MailWriteInput {
  mailData: MailDraftData;
  files: readonly File[];
}

/** The multipart body of the write calls (spec 002 §7): field `mailData` (JSON) and each file in `attachments`. */
export function buildMailFormData({ mailData, files }: MailWriteInput): FormData {
  const form = new FormData();
  form.append('mailData', JSON.stringify(mailData));
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}
