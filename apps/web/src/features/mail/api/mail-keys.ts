import type { MailFolderId } from '@campus/contract';

/** Query keys of the mail page. The folders (['mail', 'folders']) live in lib/api/mail-folders, shared with the shell. */
export const mailKeys = {
  all: ['mail'] as const,
  lists: () => ['mail', 'list'] as const,
  list: (folderId: MailFolderId) => ['mail', 'list', folderId] as const,
  message: (id: number) => ['mail', 'message', id] as const,
  draft: (id: number) => ['mail', 'draft', id] as const,
  contacts: (search: string) => ['mail', 'contacts', search] as const,
};
