import { SendHorizontal } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { webTexts } from '../../lib/texts';
import styles from './conversation.module.css';

interface MessageComposerProps {
  isDisabled: boolean;
  /** Takes the focus on mount (a chat just started with someone: they are about to write). */
  isFocused?: boolean;
  isSending: boolean;
  /** Sends the text; resolves true when it was sent (the box is then emptied). */
  onSend: (text: string) => Promise<boolean>;
  /** Called on every keystroke (typing indicator). */
  onType: () => void;
}

/** Longest message the server accepts. */
const MAX_MESSAGE_LENGTH = 5000;

/**
 * The message box (spec 002 §5): Enter sends, Shift+Enter starts a new line; sending is disabled
 * while the text is empty. The text stays if sending fails, so nothing written is lost.
 */
export function MessageComposer({ isDisabled, isFocused = false, isSending, onSend, onType }: MessageComposerProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const canSend = !isDisabled && !isSending && text.trim().length > 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const sent = text.trim();
    const isSent = await onSend(sent);
    // Whatever was typed while sending stays.
    if (isSent) setText((current) => (current.trim() === sent ? '' : current));
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
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
      <button type="submit" className={styles.send} disabled={!canSend} aria-label={webTexts.chat.send} title={webTexts.chat.send}>
        <SendHorizontal aria-hidden="true" size={20} />
      </button>
    </form>
  );
}
