import { type MailAddressLine, texts, type ToComunicateAnswer } from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { MailContactRow, MailGroupRow } from './mail-contacts.repository';

/**
 * A group as one recipient (issue 29). The picker offers each group the user studies in or teaches with an
 * address of its own (`grupo+<code>@<the academy's mail domain>`); a mail naming it reaches every member, and
 * its header names the group once: nobody sees the classmates' addresses.
 */
const GROUP_PREFIX = 'grupo+';

/** The academy's mail domain: the part of the system address (MAIL_FROM) after the at sign. */
export const mailDomainOf = (systemAddress: string) => systemAddress.slice(systemAddress.lastIndexOf('@') + 1).toLowerCase();

/** A group's address: its code in lower case, anything an address cannot hold as '-'. */
export const groupAddressOf = (code: string, domain: string) => `${GROUP_PREFIX}${code.toLowerCase().replace(/[^a-z0-9_-]/g, '-')}@${domain}`;

/** Whether an address is shaped as a group's (then it is a group of the writer, or refused). */
export const isGroupShaped = (address: string, domain: string) => address.startsWith(GROUP_PREFIX) && address.endsWith(`@${domain}`);

type AddressLines = { to: MailAddressLine[]; cc: MailAddressLine[]; bcc: MailAddressLine[] };

/**
 * Replaces the group addresses of a mail's lines by the group (its name and code) and answers the members it
 * reaches. A group address that is not one of the writer's groups is refused on sending; a draft keeps it as
 * typed (a draft may name anything until it is sent).
 */
export function resolveGroupLines(
  lines: AddressLines,
  groups: readonly MailGroupRow[],
  domain: string,
  isDraft: boolean,
): { lines: AddressLines; memberCodes: string[] } {
  const byAddress = new Map(groups.map((group) => [groupAddressOf(group.code, domain), group]));
  const memberCodes = new Set<string>();
  const resolve = (line: MailAddressLine): MailAddressLine => {
    if (!isGroupShaped(line.address, domain)) return line;
    const group = byAddress.get(line.address);
    if (!group) {
      if (isDraft) return line;
      throw new AppError('forbidden', texts.mail.groupNotAllowed);
    }
    for (const code of group.members) memberCodes.add(code);
    return { name: group.name, address: line.address, edu_codigocontacto: null, groupCode: group.code };
  };
  return { lines: { to: lines.to.map(resolve), cc: lines.cc.map(resolve), bcc: lines.bcc.map(resolve) }, memberCodes: [...memberCodes] };
}

/** The to-comunicate answer: the people (with the groups they share with the user) and the user's groups with their addresses. */
export function buildToComunicate(people: readonly MailContactRow[], groups: readonly MailGroupRow[], domain: string): ToComunicateAnswer {
  const shared = new Map<string, string[]>();
  for (const group of groups) for (const member of group.members) shared.set(member, [...(shared.get(member) ?? []), group.code]);
  return {
    status: 'ok',
    data: {
      contacts: people.map((person) => ({ ...person, formations: shared.get(person.edu_codigocontacto) ?? [] })),
      formations: groups.map((group) => ({
        edu_codigoformacion: group.code,
        name: group.name,
        address: groupAddressOf(group.code, domain),
        members: group.members,
      })),
    },
  };
}
