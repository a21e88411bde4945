import { buildEndpointPath, endpoints, type MailFolder, mailFolderCatalog, mailFolderIds, type MailListItem, type MailMessage, texts } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { FolderCountRow, MailAttachmentRow, MailCopyRow, MailListRow, MailMessageRow } from './mail.repository';

/** The eight folders of one owner, in the contract's order, with their counts (0 for an empty folder). */
export function toFolders(counts: readonly FolderCountRow[], ownerCode: string): MailFolder[] {
  const byFolder = new Map(counts.filter((row) => row.owner === ownerCode).map((row) => [row.folderId, row]));
  return mailFolderIds.map((id) => {
    const row = byFolder.get(id);
    const total = row?.total ?? 0;
    return { id, ...mailFolderCatalog[id], unreadItemCount: row?.unread ?? 0, totalItemCount: total, count: total };
  });
}

/** A row of a folder's list. */
export function toListItem(row: MailListRow): MailListItem {
  return {
    id: row.copy.id,
    folderId: row.copy.folder_id,
    subject: row.subject,
    preview: row.preview,
    from: row.fromLine,
    toRecipients: row.toLines,
    isRead: row.copy.is_read,
    isDraft: row.copy.is_draft,
    hasAttachments: row.hasAttachments,
    conversationId: row.conversationId,
    date: row.copy.date.toISOString(),
    outsideDelivery: row.outsideDelivery,
  };
}

/** The address that answers a fresh signed address of an attachment (asked with the session). */
export const attachmentAddress = (copyId: number, attachmentId: number) => buildEndpointPath(endpoints.getMailAttachmentAddress, { id: copyId, attachmentId });

/** The whole mail as its owner reads it; BCC only on the sender's own copy. */
export function toMessage(copy: MailCopyRow, message: MailMessageRow, attachments: readonly MailAttachmentRow[]): MailMessage {
  const isSenderCopy = message.sender_codigocontacto !== null && copy.owner_codigocontacto === message.sender_codigocontacto;
  return {
    ...toListItem({
      copy,
      subject: message.subject,
      preview: message.preview,
      fromLine: message.from_line,
      toLines: message.to_lines,
      conversationId: message.conversation_id,
      outsideDelivery: message.outside_delivery,
      hasAttachments: attachments.length > 0,
      dateKey: '',
    }),
    body: { contentType: 'html', content: message.body_html },
    ccRecipients: message.cc_lines,
    bccRecipients: isSenderCopy ? message.bcc_lines : [],
    attachments: attachments.map((file) => ({
      id: file.id,
      name: file.name,
      contentType: file.content_type,
      size: file.size,
      url: attachmentAddress(copy.id, file.id),
    })),
    hasRemoteImages: message.has_remote_images,
    failedRecipients: message.failed_recipients,
  };
}

/** The opaque keyset cursor of a page: the last row's date (to the microsecond) and id. */
export function encodeCursor(row: MailListRow): string {
  return Buffer.from(`${row.dateKey}|${row.copy.id}`).toString('base64url');
}

const cursorShape = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(\d{1,10})$/;

/** The cursor's position; a cursor the server did not write is 400. */
export function decodeCursor(cursor: string | undefined): { dateKey: string; id: number } | null {
  if (cursor === undefined || cursor === '') return null;
  const match = cursorShape.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || Number.isNaN(Date.parse(match[1]!))) throw new AppError('validation', texts.mail.invalidMailData);
  return { dateKey: match[1]!, id: Number(match[2]) };
}
