/** The multipart field the server reads an upload from (spec 002 §7: "form field files"). */
const UPLOAD_FIELD = 'files';

/** The multipart body of an upload of one file (a chat message's, a board post's): the server takes one per request. */
export function buildOneFileForm(file: File): FormData {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  return form;
}
