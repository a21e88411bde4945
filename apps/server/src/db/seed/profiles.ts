import type { contacts } from '../schema';

type ContactInsert = typeof contacts.$inferInsert;

/** The control letter of a Spanish DNI: its number modulo 23 picks one of these (Real Decreto 1553/2005). */
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A well-formed DNI (eight digits and their control letter) made from a seed number, the same on every run. */
export function demoDni(seed: number): string {
  const number = 10_000_000 + ((seed * 7_654_321 + 1_234_567) % 89_999_999);
  return `${number}${DNI_LETTERS[number % 23]}`;
}

/** 'María José' → 'maria.jose': the ASCII form personal e-mail addresses use. */
function toMailName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/** Allergies students told the secretary about at enrolment (most have none to declare). */
const declaredAllergies = ['Alergia al látex', 'Intolerancia a la lactosa', 'Alergia a los frutos secos', 'Alergia al polen de olivo', 'Celiaquía'];

/**
 * What the secretary recorded about each demo person beyond the name (issue 13, the profile's information
 * tab): a DNI, a personal e-mail (where a reset of the credentials sends the temporary password) and, for
 * some, an allergy. Values a person of the seed sets in `extra` win over these.
 */
export function demoProfileDetails(person: { firstname: string; lastname: string }, index: number): Partial<ContactInsert> {
  const surname = person.lastname.split(/\s+/)[0] ?? person.lastname;
  return {
    edu_documentoidentificativo: demoDni(index + 1),
    emailaddress2: `${toMailName(person.firstname)}.${toMailName(surname)}@correo.test`,
    edu_alergias: index % 4 === 2 ? (declaredAllergies[index % declaredAllergies.length] ?? null) : null,
  };
}
