import type { MailFolderId } from '@campus/contract';
import type { EndpointName } from '@campus/contract/plain';
import { queryKeyOf } from '../../../lib/api/call-endpoint';

/** Query keys of the mail page. The folders (listMailFolders) live in lib/api/mail-folders, shared with the shell. */
export const mailKeys = {
  /** Every cached read of the mail page, the folders included (a relogin asks them again). */
  names: ['listMailFolders', 'listMail', 'searchMail', 'readMail', 'readMailDraft', 'listToComunicate'] as const satisfies readonly EndpointName[],
  lists: () => [queryKeyOf('listMail')[0]] as const,
  list: (folderId: MailFolderId) => queryKeyOf('listMail', undefined, { folderId }),
  searches: () => [queryKeyOf('searchMail')[0]] as const,
  search: (q: string) => queryKeyOf('searchMail', undefined, { q }),
  message: (id: number) => queryKeyOf('readMail', { id }),
  draft: (id: number) => queryKeyOf('readMailDraft', { id }),
  // A POST read: its search goes in the body, kept in the key as the query's place.
  contacts: (search: string) => [queryKeyOf('listToComunicate')[0], {}, { search }] as const,
};
