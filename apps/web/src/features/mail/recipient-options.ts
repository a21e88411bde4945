import { contactType, hasContactType, mailAddressSchema, texts, type ComunicateContact, type ComunicateFormation, type MailRecipient } from '@campus/contract';
import { matchesAllWords } from '../../lib/search-text';
import { mailPageTexts } from './mail-texts';

/** One choice of the picker: a person, every member of a formation, or an address typed in. */
export interface RecipientOption {
  id: string;
  label: string;
  detail: string;
  recipients: MailRecipient[];
}

/** A titled group of choices (spec 002 §2: Alumnos, Docentes, formations and an external address). */
export interface RecipientGroup {
  id: 'students' | 'teachers' | 'others' | 'formations' | 'external';
  label: string;
  options: RecipientOption[];
}

const isTeacher = (contact: ComunicateContact) =>
  hasContactType(contact.edu_tipocontacto, contactType.teacher) || hasContactType(contact.edu_tipocontacto, contactType.teacherStaff);

/** A person as a recipient; `formation` when they were added through one. */
export function contactRecipient(contact: ComunicateContact, formation: ComunicateFormation | null = null): MailRecipient {
  return {
    contact: { fullname: contact.fullname, emailaddress1: contact.emailaddress1, externalId: contact.edu_codigocontacto },
    formation: formation ? { edu_codigoformacion: formation.edu_codigoformacion, name: formation.name } : null,
  };
}

/** A whole group as one recipient (spec 002 §3: a contact, here the group's address, and the formation). */
export function groupRecipient(formation: ComunicateFormation): MailRecipient {
  return {
    contact: { fullname: formation.name, emailaddress1: formation.address, externalId: null },
    formation: { edu_codigoformacion: formation.edu_codigoformacion, name: formation.name },
  };
}

/** Whether a chosen recipient is a group (picked as one, or reopened from a draft). */
export const isGroupRecipient = (recipient: MailRecipient) => !!recipient.formation && !recipient.contact.externalId;

/** The typed text as an address, when it is one. */
export function parseAddress(text: string): string | null {
  const parsed = mailAddressSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * The picker's groups for a search: Alumnos (contact type includes 1), Docentes (5 or 6), the academy's
 * other people (the secretariat), formations (adding every member) and, when the text is an address no
 * listed person has, that address.
 */
export function buildRecipientGroups(contacts: readonly ComunicateContact[], formations: readonly ComunicateFormation[], search: string): RecipientGroup[] {
  const matching = contacts.filter((contact) => matchesAllWords(search, [contact.fullname, contact.emailaddress1]));
  const person = (contact: ComunicateContact): RecipientOption => ({
    id: `person-${contact.edu_codigocontacto}`,
    label: contact.fullname,
    detail: contact.emailaddress1,
    recipients: [contactRecipient(contact)],
  });
  const students = matching.filter((contact) => hasContactType(contact.edu_tipocontacto, contactType.student));
  const teachers = matching.filter(isTeacher);
  const others = matching.filter((contact) => !students.includes(contact) && !teachers.includes(contact));
  // A group is one recipient (its address): found by its name whatever people the search narrowed, and its
  // members' addresses never reach the composer (issue 29).
  const formationOptions = formations
    .filter((formation) => formation.members.length > 0 && matchesAllWords(search, [formation.name, formation.edu_codigoformacion]))
    .map((formation) => ({
      id: `formation-${formation.edu_codigoformacion}`,
      label: formation.name,
      detail: texts.mail.formationMembers(formation.members.length),
      recipients: [groupRecipient(formation)],
    }));
  const address = parseAddress(search.trim());
  const isKnownAddress = !!address && contacts.some((contact) => contact.emailaddress1.toLowerCase() === address);
  const groups: RecipientGroup[] = [
    { id: 'students', label: texts.mail.pickerStudents, options: students.map(person) },
    { id: 'teachers', label: texts.mail.pickerTeachers, options: teachers.map(person) },
    { id: 'others', label: mailPageTexts.pickerOthers, options: others.map(person) },
    { id: 'formations', label: texts.mail.pickerFormations, options: formationOptions },
    {
      id: 'external',
      label: texts.mail.pickerExternal,
      options:
        address && !isKnownAddress
          ? [
              {
                id: `external-${address}`,
                label: texts.mail.addExternal(address),
                detail: address,
                recipients: [{ contact: { fullname: address, emailaddress1: address, externalId: null }, formation: null }],
              },
            ]
          : [],
    },
  ];
  return groups.filter((group) => group.options.length > 0);
}
