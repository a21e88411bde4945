import { mailFolderCatalog, mailFolderIds, type MailFolderId, type MailRecipient } from '@campus/contract';
import { toRecipient } from './compose-model';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The folder `?folderId=` names, else the one `?wellKnownName=` names ('sentitems' → sent), else the inbox. */
export function readFolderId(params: URLSearchParams): MailFolderId {
  const byId = params.get('folderId');
  if (byId && (mailFolderIds as readonly string[]).includes(byId)) return byId as MailFolderId;
  const wellKnown = params.get('wellKnownName')?.toLowerCase();
  const byName = mailFolderIds.find((id) => mailFolderCatalog[id].wellKnownName === wellKnown || id === wellKnown);
  return byName ?? 'inbox';
}

/** The `?mailId=` of the open message, or null. */
export function readMailId(params: URLSearchParams): number | null {
  const raw = params.get('mailId');
  return raw && /^\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * The person `?to=` (an address, with `toName` and `toCode`) names: the mail page opens a new mail to them (issue 30:
 * "Escribir un correo" on a student's page). Null without one.
 */
export function readMailTo(params: URLSearchParams): MailRecipient | null {
  const address = params.get('to')?.trim();
  if (!address || !address.includes('@')) return null;
  return toRecipient({ address, name: params.get('toName')?.trim() || address, edu_codigocontacto: params.get('toCode') || null });
}

/** The query of a folder (spec 002 §2: folderId and wellKnownName select it). */
export function folderSearch(folderId: MailFolderId): string {
  return `?${new URLSearchParams({ folderId, wellKnownName: mailFolderCatalog[folderId].wellKnownName }).toString()}`;
}

/**
 * The page's place, kept in the address: the folder (`folderId`, `wellKnownName`) and the open message
 * (`mailId`), so a reload, a shared link and the browser's back button land where the user was.
 */
export function useMailLocation() {
  const [params, setParams] = useSearchParams();
  const folderId = readFolderId(params);
  const mailId = readMailId(params);

  const openMail = useCallback(
    (id: number | null, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const folder = readFolderId(current);
          next.set('folderId', folder);
          next.set('wellKnownName', mailFolderCatalog[folder].wellKnownName);
          if (id === null) next.delete('mailId');
          else next.set('mailId', String(id));
          return next;
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );

  return { folderId, mailId, openMail };
}
