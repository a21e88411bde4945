import { CHAT_UPLOAD_MAX_BYTES, texts, type ChatMessage } from '@campus/contract';
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-client';
import { discardChatFile } from './api/discard-chat-file';
import { uploadChatFile } from './api/upload-chat-file';

/** A file attached to a chat message (as the upload answered it). */
export type ChatFile = NonNullable<NonNullable<ChatMessage['metadata']>['files']>[number];

/** The composer's file: being uploaded (name and size known), or uploaded and ready to send. */
export type ChatAttachment = { status: 'uploading'; name: string; size: number } | { status: 'ready'; name: string; size: number; file: ChatFile };

/**
 * Why a choice of files cannot be attached, or null when it can: exactly one file of at most 10 MB
 * (spec 002 §5), otherwise 'Solo se puede subir un fichero cada vez.'.
 */
export function checkChosenFiles(files: readonly Pick<File, 'size'>[]): string | null {
  if (files.length !== 1) return texts.chat.oneFileOnly;
  const [file] = files;
  if (!file || file.size > CHAT_UPLOAD_MAX_BYTES) return texts.chat.oneFileOnly;
  return null;
}

/**
 * The file of the message being written: a file chosen (or dropped) is checked here, uploaded at once
 * (POST /api/chats/upload-file) and kept until the message is sent or the file removed (then discarded). A failed upload
 * says 'Error al subir el fichero' (or the server's own refusal) and leaves nothing attached.
 */
export function useChatAttachment() {
  const [attachment, setAttachment] = useState<ChatAttachment | null>(null);
  // The upload in flight: removing the file (or choosing another) aborts it and ignores its answer.
  const pending = useRef<AbortController | null>(null);

  const attach = useCallback((chosen: FileList | readonly File[] | null) => {
    const files = chosen ? Array.from(chosen) : [];
    if (files.length === 0) return;
    const refusal = checkChosenFiles(files);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    const file = files[0]!;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setAttachment({ status: 'uploading', name: file.name, size: file.size });
    uploadChatFile(file, controller.signal).then(
      (uploaded) => {
        if (controller.signal.aborted) return;
        pending.current = null;
        setAttachment({ status: 'ready', name: uploaded.name, size: uploaded.size ?? file.size, file: uploaded });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        pending.current = null;
        setAttachment(null);
        // The server's own refusal of a file (too large, empty) is clearer than the generic failure.
        toast.error(isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : texts.chat.uploadError);
      },
    );
  }, []);

  /** After sending: the file now belongs to the message. */
  const clear = useCallback(() => {
    pending.current?.abort();
    pending.current = null;
    setAttachment(null);
  }, []);

  /** The person removed the file: the upload is discarded on the server too (a failure there only leaves it unused). */
  const remove = useCallback(() => {
    if (attachment?.status === 'ready') void discardChatFile(attachment.file.id).catch(() => undefined);
    clear();
  }, [attachment, clear]);

  return { attachment, attach, clear, remove };
}

export type ChatAttachmentState = ReturnType<typeof useChatAttachment>;
