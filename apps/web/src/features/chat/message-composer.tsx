import { texts } from '@campus/contract';
import { Paperclip, SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { IconButton } from '../../components/icon-button';
import { webTexts } from '../../lib/texts';
import { AttachmentChip } from './attachment-chip';
import styles from './conversation.module.css';
import type { ChatAttachmentState, ChatFile } from './use-chat-attachment';

interface MessageComposerProps {
  isDisabled: boolean;
  /** Takes the focus on mount (a chat just started with someone: they are about to write). */
  isFocused?: boolean;
  isSending: boolean;
  /** The message's file (chosen here or dropped on the conversation), uploaded before sending. */
  attachment: ChatAttachmentState;
  /** Sends the text and the file; resolves true when it was sent (the box and the file are then cleared). */
  onSend: (text: string, files: ChatFile[]) => Promise<boolean>;
  /** Called on every keystroke (typing indicator). */
  onType: () => void;
}

/** Longest message the server accepts. */
const MAX_MESSAGE_LENGTH = 5000;

/**
 * The message box (spec 002 §5): Enter sends, Shift+Enter starts a new line; the paperclip attaches one
 * file (uploaded at once, shown as a removable chip). Sending is disabled while the text is empty and no
 * file is attached, and while the file uploads. Text and file stay if sending fails, so nothing is lost.
 */
export function MessageComposer({ isDisabled, isFocused = false, isSending, attachment, onSend, onType }: MessageComposerProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const current = attachment.attachment;
  const isUploading = current?.status === 'uploading';
  const readyFiles = current?.status === 'ready' ? [current.file] : [];
  const canSend = !isDisabled && !isSending && !isUploading && (text.trim().length > 0 || readyFiles.length > 0);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const sent = text.trim();
    const isSent = await onSend(sent, readyFiles);
    if (isSent) {
      // Whatever was typed while sending stays.
      setText((now) => (now.trim() === sent ? '' : now));
      if (readyFiles.length > 0) attachment.clear();
    }
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      {current ? (
        <AttachmentChip
          attachment={current}
          onRemove={() => {
            attachment.remove();
            inputRef.current?.focus();
          }}
        />
      ) : null}
      <div className={styles.composerRow}>
        <input
          ref={fileRef}
          type="file"
          hidden
          data-testid="chat-file-input"
          onChange={(event) => {
            attachment.attach(event.target.files);
            // The same file may be chosen again after removing it.
            event.target.value = '';
          }}
        />
        <IconButton label={texts.chat.attachFile} size="large" tone="strong" onClick={() => fileRef.current?.click()} disabled={isDisabled || isUploading}>
          <Paperclip aria-hidden="true" size={20} />
        </IconButton>
        <textarea
          ref={inputRef}
          className={styles.input}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onType();
          }}
          onKeyDown={handleKeyDown}
          placeholder={webTexts.chat.messagePlaceholder}
          aria-label={webTexts.chat.messageLabel}
          rows={1}
          maxLength={MAX_MESSAGE_LENGTH}
          disabled={isDisabled}
          autoFocus={isFocused}
        />
        <IconButton label={webTexts.chat.send} type="submit" size="large" tone="primary" disabled={!canSend}>
          <SendHorizontal aria-hidden="true" size={20} />
        </IconButton>
      </div>
    </form>
  );
}
