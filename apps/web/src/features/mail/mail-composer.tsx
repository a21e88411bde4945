import { mailComposeFormSchema, texts, type MailDraftData, type MailSendData, type MailWriteAnswer } from '@campus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle, Save, Send, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';
import { buttonClassName } from '../../components/button-class';
import { EmptyState } from '../../components/empty-state';
import { TextField } from '../../components/form/text-field';
import { useZodForm } from '../../components/form/use-zod-form';
import { ListSkeleton } from '../../components/list-skeleton';
import { RichTextField } from '../../components/rich-text-field';
import { Spinner } from '../../components/spinner';
import { isApiError } from '../../lib/api-client';
import { useQueryErrorToast } from '../../lib/use-query-error-toast';
import { forwardMail } from './api/forward-mail';
import { useMailDraft } from './api/get-mail-draft';
import type { MailWriteInput } from './api/mail-form-data';
import { replyMail } from './api/reply-mail';
import { saveMailDraft } from './api/save-mail-draft';
import { sendMail } from './api/send-mail';
import {
  buildReplyValues,
  draftValues,
  emptyComposeValues,
  quoteOf,
  specModeOf,
  type ComposeRequest,
  type ComposeUser,
  type ComposeValues,
} from './compose-model';
import { ComposerAttachments, type ComposerAttachment } from './composer-attachments';
import { MailBodyFrame } from './mail-body-frame';
import { applyMailWrite } from './mail-cache';
import { mailPageTexts } from './mail-texts';
import { RecipientField } from './recipient-field';
import styles from './mail-composer.module.css';
import layoutStyles from './mail-route.module.css';

interface MailComposerProps {
  request: ComposeRequest;
  user: ComposeUser;
  /** 'Descartar': the composer closes, nothing is sent. */
  onClose: () => void;
  /** Sent or saved (spec 002 §4): the composer closes and the selection is cleared. */
  onDone: () => void;
}

const headingOf: Record<ComposeRequest['mode'], string> = {
  new: texts.mail.newMail,
  draft: texts.mail.editDraft,
  reply: texts.mail.reply,
  replyAll: texts.mail.replyAll,
  forward: texts.mail.forward,
};

/**
 * The composer (spec 002 §4, §5): new mail, a draft reopened, a reply (mode 1), a reply to all (mode 2) or a
 * forward (mode 3). A draft's content is read first (GET /api/mails/{id}/draft).
 */
export function MailComposer({ request, user, onClose, onDone }: MailComposerProps) {
  if (request.mode === 'draft') return <DraftComposer draftId={request.draftId} request={request} user={user} onClose={onClose} onDone={onDone} />;
  const values =
    request.mode === 'new' ? { ...emptyComposeValues, selectedRecipients: request.recipients ?? [] } : buildReplyValues(request.mode, request.source, user);
  const kept: ComposerAttachment[] =
    request.mode === 'forward'
      ? request.source.attachments.map((item) => ({ key: `kept-${item.id}`, kind: 'kept', id: item.id, name: item.name, size: item.size }))
      : [];
  return <ComposerForm request={request} initialValues={values} initialAttachments={kept} draftId={null} onClose={onClose} onDone={onDone} />;
}

function DraftComposer({ draftId, request, onClose, onDone }: MailComposerProps & { draftId: number }) {
  const draft = useMailDraft(draftId);
  useQueryErrorToast(draft, texts.mail.contentError);
  if (draft.isPending) {
    return (
      <section className={styles.composer} aria-label={mailPageTexts.composerLabel} aria-busy="true">
        <ListSkeleton rows={4} pictureSize="0px" />
      </section>
    );
  }
  if (draft.isError) {
    return (
      <section className={styles.composer} aria-label={mailPageTexts.composerLabel}>
        <div role="alert">
          <EmptyState message={texts.mail.contentError} icon={<AlertCircle size={28} />} />
        </div>
      </section>
    );
  }
  const kept: ComposerAttachment[] = draft.data.data.attachments.map((item) => ({
    key: `kept-${item.id}`,
    kind: 'kept',
    id: item.id,
    name: item.name,
    size: item.size,
  }));
  return (
    <ComposerForm
      request={request}
      initialValues={draftValues(draft.data.data)}
      initialAttachments={kept}
      draftId={draftId}
      onClose={onClose}
      onDone={onDone}
    />
  );
}

interface ComposerFormProps {
  request: ComposeRequest;
  initialValues: ComposeValues;
  initialAttachments: ComposerAttachment[];
  draftId: number | null;
  onClose: () => void;
  onDone: () => void;
}

function ComposerForm({ request, initialValues, initialAttachments, draftId, onClose, onDone }: ComposerFormProps) {
  const formId = useId();
  const queryClient = useQueryClient();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const toRef = useRef<HTMLInputElement | null>(null);
  const [attachments, setAttachments] = useState(initialAttachments);
  const [pending, setPending] = useState<'send' | 'draft' | null>(null);
  const [isCopyShown, setIsCopyShown] = useState(initialValues.selectedRecipientsCC.length + initialValues.selectedRecipientsBCC.length > 0);
  const source = request.mode === 'reply' || request.mode === 'replyAll' || request.mode === 'forward' ? request.source : null;
  const {
    control,
    register,
    handleSubmit,
    getValues,
    setFocus,
    formState: { errors },
  } = useZodForm(mailComposeFormSchema, {
    defaultValues: { ...initialValues, id: draftId, all: request.mode === 'replyAll' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The form's own order decides which field takes the focus on an error (see focusFirstError).
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);

  /** Focuses the first field with an error, in the order they are on screen: To, subject, body. */
  const focusFirstError = (invalid: FieldErrors<MailSendData>) => {
    if (invalid.selectedRecipients) toRef.current?.focus();
    else if (invalid.subject) setFocus('subject');
    else if (invalid.emailContent) formRef.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus();
  };

  // A new mail or a forward starts at the recipients; an answer (recipients filled) at its heading.
  useEffect(() => {
    if (request.mode === 'new' || request.mode === 'forward') toRef.current?.focus();
    else headingRef.current?.focus();
  }, [request.mode]);

  /** The mailData of the calls: the edited fields, the quoted original, the attachments kept. */
  const buildInput = (kind: 'send' | 'draft', values: ComposeValues): MailWriteInput => {
    const keepAttachmentIds = attachments.flatMap((item) => (item.kind === 'kept' ? [item.id] : []));
    // Kept ids name a draft's own files, or the forwarded mail's when forwarding (also when the forward is saved
    // as a draft: the server finds the original through `message`).
    const isKeeping = request.mode === 'draft' || request.mode === 'forward';
    const mailData: MailDraftData = {
      id: draftId,
      selectedRecipients: values.selectedRecipients,
      selectedRecipientsCC: values.selectedRecipientsCC,
      selectedRecipientsBCC: values.selectedRecipientsBCC,
      subject: values.subject,
      // A blank line between what was written and the quoted original.
      emailContent: source ? `${values.emailContent}<p><br></p>${quoteOf(source)}` : values.emailContent,
      all: request.mode === 'replyAll',
      // Spec 002 §3 'message': the mail answered or forwarded and the mode (1 reply, 2 reply to all, 3 forward).
      message: source && request.mode !== 'new' && request.mode !== 'draft' ? { id: source.id, mode: specModeOf[request.mode] } : undefined,
      ...(isKeeping ? { keepAttachmentIds } : {}),
    };
    return { mailData, files: attachments.flatMap((item) => (item.kind === 'new' ? [item.file] : [])) };
  };

  const write = async (kind: 'send' | 'draft', values: ComposeValues) => {
    const input = buildInput(kind, values);
    setPending(kind);
    let answer: MailWriteAnswer;
    try {
      if (kind === 'draft') answer = await saveMailDraft(input);
      else if (source && request.mode === 'forward') answer = await forwardMail(source.id, input);
      else if (source) answer = await replyMail(source.id, input);
      else answer = await sendMail(input);
    } catch (error) {
      // What was typed stays: the composer is still open.
      const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
      toast.error(texts.mail.sendError, detail ? { description: detail } : undefined);
      setPending(null);
      return;
    }
    applyMailWrite(queryClient, answer.data, draftId);
    toast.success(texts.mail.success);
    if (answer.data.outsideDelivery === 'not-configured') toast.warning(texts.mail.outsideNotConfigured, { duration: 10_000 });
    onDone();
  };

  const isBusy = pending !== null;
  const subjectError = errors.subject?.message;
  const toError = errors.selectedRecipients?.message;
  const contentError = errors.emailContent?.message;
  return (
    <section className={styles.composer} aria-labelledby={`${formId}-heading`}>
      <h2 id={`${formId}-heading`} ref={headingRef} tabIndex={-1} className={layoutStyles.paneTitle}>
        {headingOf[request.mode]}
      </h2>
      <form
        ref={formRef}
        className={styles.composeForm}
        noValidate
        onSubmit={(event) => void handleSubmit((values) => write('send', values), focusFirstError)(event)}
      >
        <Controller
          control={control}
          name="selectedRecipients"
          render={({ field }) => (
            <RecipientField
              label={texts.mail.to}
              value={field.value ?? []}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={(element) => {
                field.ref(element);
                toRef.current = element;
              }}
              error={toError}
              errorId={`${formId}-to-error`}
            />
          )}
        />
        {isCopyShown ? (
          <>
            <Controller
              control={control}
              name="selectedRecipientsCC"
              render={({ field }) => (
                <RecipientField
                  label={texts.mail.cc}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  errorId={`${formId}-cc-error`}
                />
              )}
            />
            <Controller
              control={control}
              name="selectedRecipientsBCC"
              render={({ field }) => (
                <RecipientField
                  label={texts.mail.bcc}
                  value={field.value ?? []}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  errorId={`${formId}-bcc-error`}
                />
              )}
            />
          </>
        ) : (
          <button type="button" className={layoutStyles.linkButton} onClick={() => setIsCopyShown(true)}>
            {mailPageTexts.showCcBcc}
          </button>
        )}
        <TextField id={`${formId}-subject`} label={texts.mail.subject} error={subjectError} maxLength={300} autoComplete="off" {...register('subject')} />
        <RichTextField control={control} name="emailContent" label={texts.mail.body} error={contentError} errorId={`${formId}-content-error`} />
        {source ? (
          <div className={styles.quote}>
            <p className={styles.quoteLabel}>{texts.mail.originalMessage}</p>
            <MailBodyFrame html={quoteOf(source)} title={mailPageTexts.quoteTitle} isRemoteAllowed={false} />
          </div>
        ) : null}
        <ComposerAttachments attachments={attachments} onChange={setAttachments} />
        <div className={styles.composeActions}>
          <button type="button" className={buttonClassName({ variant: 'ghost' })} onClick={onClose} disabled={isBusy}>
            <X aria-hidden="true" size={18} className={styles.discardIcon} />
            {/* On a phone only the cross shows (the name stays for assistive technology): one row leaves room to write. */}
            <span className={styles.discardLabel}>{texts.mail.discard}</span>
          </button>
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            disabled={isBusy}
            onClick={() => void write('draft', getValues() as ComposeValues)}
          >
            {pending === 'draft' ? <Spinner size="small" /> : <Save aria-hidden="true" size={18} />}
            {texts.mail.saveDraft}
          </button>
          <button type="submit" className={buttonClassName({ variant: 'primary' })} disabled={isBusy}>
            {pending === 'send' ? <Spinner size="small" /> : <Send aria-hidden="true" size={18} />}
            {texts.mail.send}
          </button>
        </div>
      </form>
    </section>
  );
}
