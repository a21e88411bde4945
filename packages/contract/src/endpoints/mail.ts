import { defineRoutes } from './define-endpoint';

/** The mail client (spec 002 §2, §3, §5, §7; spec 000 GET /api/mails/folders and POST /api/user/to-comunicate; issue 12). */
export const mailRoutes = defineRoutes({
  listMailFolders: { method: 'GET', path: '/api/mails/folders' },
  listMail: { method: 'GET', path: '/api/mails' },
  searchMail: { method: 'GET', path: '/api/mails/search' },
  sendMail: { method: 'POST', path: '/api/mails/send' },
  saveMailDraft: { method: 'POST', path: '/api/mails' },
  replyMail: { method: 'POST', path: '/api/mails/reply/:id' },
  forwardMail: { method: 'POST', path: '/api/mails/forward/:id' },
  readMail: { method: 'GET', path: '/api/mails/:id' },
  readMailDraft: { method: 'GET', path: '/api/mails/:id/draft' },
  updateMail: { method: 'PATCH', path: '/api/mails/:id' },
  deleteMail: { method: 'DELETE', path: '/api/mails/:id' },
  getMailAttachmentAddress: { method: 'GET', path: '/api/mails/:id/attachments/:attachmentId' },
  listToComunicate: { method: 'POST', path: '/api/user/to-comunicate' },
});
