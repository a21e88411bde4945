import { mailFolderCatalog, mailFolderIds, type MailFolder, type MailFolderId, type MailListItem, type MailMessage } from '@campus/contract';
import { makeSessionUser } from '../../test/factories';
import { jsonResponse } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { MailRoute } from './mail-route';

export const me = makeSessionUser({ edu_codigocontacto: 'CON-1', fullname: 'Lucía Fernández Ortega', emailaddress1: 'lucia.fernandez@campus.test' });

/** The eight folders, with unread counts where given. */
export function makeFolders(unread: Partial<Record<MailFolderId, number>> = {}, totals: Partial<Record<MailFolderId, number>> = {}): MailFolder[] {
  return mailFolderIds.map((id) => ({
    id,
    ...mailFolderCatalog[id],
    unreadItemCount: unread[id] ?? 0,
    totalItemCount: totals[id] ?? unread[id] ?? 0,
    count: totals[id] ?? unread[id] ?? 0,
  }));
}

const teacher = { name: 'Alberto Sánchez Molina', address: 'alberto.sanchez@campus.test', edu_codigocontacto: 'CON-PROF' };
const meLine = { name: me.fullname, address: me.emailaddress1!, edu_codigocontacto: me.edu_codigocontacto };

/** A row of the inbox: from a teacher to the user, read, no files. */
export function makeListItem(overrides: Partial<MailListItem> = {}): MailListItem {
  return {
    id: 1,
    folderId: 'inbox',
    subject: 'Entrega de la práctica 3',
    preview: 'Os recuerdo que la fecha límite es el domingo.',
    from: teacher,
    toRecipients: [meLine],
    isRead: true,
    isDraft: false,
    hasAttachments: false,
    conversationId: 'conv-1',
    date: '2026-11-25T10:00:00.000Z',
    outsideDelivery: 'none',
    ...overrides,
  };
}

/** The whole message of a list item. */
export function makeMessage(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    ...makeListItem(),
    body: { contentType: 'html', content: '<p>Os recuerdo que la fecha límite es el <strong>domingo</strong>.</p>' },
    ccRecipients: [],
    bccRecipients: [],
    attachments: [],
    hasRemoteImages: false,
    failedRecipients: [],
    ...overrides,
  };
}

export const foldersAnswer = (folders: MailFolder[] = makeFolders({ inbox: 2 })) => jsonResponse(folders);
export const listAnswer = (items: MailListItem[], nextCursor: string | null = null, total = items.length) =>
  jsonResponse({ status: 'ok', data: items, nextCursor, total });
export const messageAnswer = (message: MailMessage) => jsonResponse({ status: 'ok', data: message });
export const writeAnswer = (data: { id: number; folderId: MailFolderId; folders?: MailFolder[]; outsideDelivery?: string }) =>
  jsonResponse({ status: 'ok', data: { folders: makeFolders(), outsideDelivery: 'none', ...data } }, { status: 201 });

/** The mail page at `at`, with a router, a query client without retries, the toaster and the socket. */
export function renderMail(at = '/correo') {
  return renderRoute(<MailRoute />, { path: '/correo', at, isLive: true });
}

/** The mailData JSON of a multipart call. */
export function mailDataOf(init: RequestInit | undefined): Record<string, unknown> {
  const form = init?.body as FormData;
  return JSON.parse(String(form.get('mailData'))) as Record<string, unknown>;
}
