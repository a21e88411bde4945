import type { TableChanges } from '../../lib/table-changes';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buildEndpointPath, endpoints, texts, type ProfileChangedPayload, type ProfileContactValues, type ProfileRecord } from '@campus/contract';
import { FileNotFoundError, type FileStorage } from '../../integrations/files/file-storage';
import type { MailSender } from '../../integrations/mail/mail-sender';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { verifyPassword } from '../../lib/password';
import { authorize } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { AVATAR_CONTENT_TYPE, makeAvatarThumbnail } from './avatar-image';
import type { ProfileChanges, ProfileContactRow, ProfileRepository } from './profile.repository';
import { buildRecoveryAddressNotice } from './recovery-address-notice';

/** A picture's file name: 32 random hex digits, new for every upload (so the address itself busts caches). */
export const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
const AVATAR_KEY_FOLDER = 'avatars/';

/** The contact as the profile calls answer it (spec 002 §3): never the password hash, the storage key or flags of the session. */
export function toProfileRecord(row: ProfileContactRow): ProfileRecord {
  return {
    edu_codigocontacto: row.edu_codigocontacto,
    contactid: row.contactid,
    fullname: row.fullname,
    firstname: row.firstname,
    lastname: row.lastname,
    birthdate: row.birthdate,
    emailaddress1: row.emailaddress1,
    emailaddress2: row.emailaddress2,
    emailaddress3: row.emailaddress3,
    mobilephone: row.mobilephone,
    telephone1: row.telephone1,
    edu_codigoo365: row.edu_codigoo365,
    edu_codigousuariomoodle: row.edu_codigousuariomoodle,
    // Stored as the CRM's text ('0' not enrolled); the profile's rules read it as a boolean (spec 002 §5).
    edu_matriculado: row.edu_matriculado !== '0',
    edu_tipocontacto: row.edu_tipocontacto,
    edu_documentoidentificativo: row.edu_documentoidentificativo,
    edu_tomamedicacion: row.edu_tomamedicacion,
    edu_medicacion: row.edu_medicacion,
    edu_alergias: row.edu_alergias,
    edu_account: row.edu_account,
    edu_empleado: row.edu_empleado,
    edu_fechaalta: row.edu_fechaalta,
    edu_materialextra: row.edu_materialextra,
    edu_modalidad: row.edu_modalidad,
    edu_nps: row.edu_nps,
    edu_onboarding: row.edu_onboarding,
    edu_plataformaid: row.edu_plataformaid,
    edu_renueva: row.edu_renueva,
    employeeid: row.employeeid,
    statecode: row.statecode,
    statuscode: row.statuscode,
    nickname: row.nickname,
    description: row.description,
    foto: row.foto,
    msgdpr_gdprparentid: row.msgdpr_gdprparentid,
    address1_composite: row.address1_composite,
    address1_line1: row.address1_line1,
    address1_line2: row.address1_line2,
    address1_line3: row.address1_line3,
    address1_city: row.address1_city,
    address1_postalcode: row.address1_postalcode,
    address1_county: row.address1_county,
    address1_stateorprovince: row.address1_stateorprovince,
    address1_country: row.address1_country,
    address1_telephone1: row.address1_telephone1,
    address1_telephone2: row.address1_telephone2,
    address1_telephone3: row.address1_telephone3,
    address1_postofficebox: row.address1_postofficebox,
    address1_freighttermscode: row.address1_freighttermscode,
    address1_primarycontactname: row.address1_primarycontactname,
    address1_name: row.address1_name,
    address1_addresstypecode: row.address1_addresstypecode,
    freemium: row.freemium,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** PUT /api/user/{id}'s checked body: the contact, and the current password when the personal address changes. */
export interface ProfileUpdate {
  contacto: ProfileContactValues;
  currentPassword?: string | undefined;
}

const sameName = (stored: string, sent: string) => stored.trim().replace(/\s+/g, ' ') === sent.trim().replace(/\s+/g, ' ');
const normalizeDocument = (value: string | null | undefined) => value?.trim().toUpperCase() || null;
const normalizeAddress = (value: string | null | undefined) => value?.trim().toLowerCase() || null;

/**
 * The name and the DNI are the academy's once it has them (issue 27): certificates and enrolments carry them,
 * so a student who sends a different one is refused (403) and told to ask the secretary. The form sends them
 * as they are, which passes.
 */
function refuseIdentityChange(actor: Actor, current: ProfileContactRow, contacto: ProfileContactValues): void {
  const isNameChanged =
    (current.firstname !== null && !sameName(current.firstname, contacto.firstname)) ||
    (current.lastname !== null && !sameName(current.lastname, contacto.lastname));
  const storedDocument = normalizeDocument(current.edu_documentoidentificativo);
  const isDocumentChanged = storedDocument !== null && storedDocument !== normalizeDocument(contacto.edu_documentoidentificativo);
  authorize(actor, 'changeIdentityFields', { isNameChanged, isDocumentChanged });
}

/** What the information tab may change, taken from the checked contact; the rest of it (and the name) is ignored. */
function pickChanges(current: ProfileContactRow, contacto: ProfileContactValues): ProfileChanges {
  const document = normalizeDocument(contacto.edu_documentoidentificativo);
  return {
    // While the academy has no DNI the student may give it once; after that it is the academy's.
    ...(normalizeDocument(current.edu_documentoidentificativo) === null && document !== null ? { documentIfMissing: document } : {}),
    emailaddress2: normalizeAddress(contacto.emailaddress2),
    mobilephone: contacto.mobilephone ?? null,
    address1_line1: contacto.address1_line1 ?? null,
    edu_alergias: contacto.edu_alergias ?? null,
  };
}

/** GET /api/user/{id}'s answer. */
type ProfileAnswer = { status: 'ok'; contacto: ProfileRecord };

export interface ProfileServiceDeps {
  repository: ProfileRepository;
  /**
   * The contact's row as the sign-in cache keeps it (read by every request's auth, so usually no statement): the
   * same object until a write publishes the contact's change (on every instance) or its short
   * TTL bounds what an outside writer (the academy's CRM) changed.
   */
  findContact: (contactCode: string) => Promise<ProfileContactRow | undefined>;
  storage: FileStorage;
  emitter: Pick<RealtimeEmitter, 'emitToUser'>;
  /**
   * Every write to a contact is published: its sessions read it again (header name and picture, on every
   * instance), and for an organizer's name or picture (the `organizer` facet) the reads that show organizers.
   */
  changes: Pick<TableChanges, 'publish'>;
  now: () => Date;
  /** Who checks passwords: with the built-in provider a new personal address needs the current password. */
  passwordProvider: 'builtin' | 'oidc';
  /** Outgoing mail: the previous personal address is told when it is replaced. */
  mail: MailSender;
  /** Told about a stored file that could not be removed (the answer does not wait for it). */
  onCleanupError?: (error: unknown) => void;
}

/** The signed-in person's own profile: personal data and picture (spec 002 §2 Profile, §5, §6, §7; issue 13). */
export function createProfileService(deps: ProfileServiceDeps) {
  const { repository, storage, now } = deps;
  // Per contact row object: the profile answer, handed out again (so the route sends the same encoded bytes)
  // until a write gives the sign-in cache a new row. Every write to a contact announces it, which is the rule
  // the session's header already depends on (docs/ARCHITECTURE.md "Caches").
  const answers = new WeakMap<ProfileContactRow, ProfileAnswer>();

  /** The caller's own contact row (404 when it is gone). */
  async function findOwnContact(contactCode: string): Promise<ProfileContactRow> {
    const row = await deps.findContact(contactCode);
    if (!row) throw new AppError('not_found', texts.profile.userNotFound);
    return row;
  }

  /** Every cache and open tab that shows the name or picture follows a change of them. */
  function announceChange(change: ProfileChangedPayload & { isOrganizer: boolean; isShownElsewhere: boolean }): void {
    deps.changes.publish('contacts', change.edu_codigocontacto, change.isOrganizer && change.isShownElsewhere ? 'organizer' : undefined);
    const { isOrganizer: _organizer, isShownElsewhere: _shown, ...payload } = change;
    deps.emitter.emitToUser(change.edu_codigocontacto, 'profile-changed', payload);
  }

  function removeStored(key: string | null): void {
    if (!key) return;
    storage.delete(key).catch((error: unknown) => deps.onCleanupError?.(error));
  }

  /**
   * A new (or removed) personal address is where a credentials reset would mail a temporary password, so with
   * the built-in provider it takes the current password (issue 27: a stolen session alone is not enough) and
   * becomes the proven address. With an OIDC issuer there is no password here and no reset either: the address
   * is saved unproven.
   */
  async function proveAddressChange(current: ProfileContactRow, address: string | null, currentPassword: string | undefined): Promise<string | null> {
    if (deps.passwordProvider !== 'builtin') return null;
    if (!currentPassword) {
      throw new AppError('validation', texts.profile.currentPasswordRequired, {
        issues: [{ path: 'currentPassword', message: texts.profile.currentPasswordRequired }],
      });
    }
    if (!(await verifyPassword(currentPassword, current.password_hash))) {
      throw new AppError('validation', texts.privacy.wrongCurrentPassword, {
        issues: [{ path: 'currentPassword', message: texts.privacy.wrongCurrentPassword }],
      });
    }
    return address;
  }

  /** The address the change takes away hears of it; a mail server that fails does not undo the change (`onMailError` logs it). */
  async function tellPreviousAddress(
    contact: ProfileContactRow,
    previousAddress: string,
    newAddress: string | null,
    onMailError?: (error: unknown) => void,
  ): Promise<void> {
    try {
      await deps.mail.sendMail(buildRecoveryAddressNotice(contact, previousAddress, newAddress));
    } catch (error) {
      onMailError?.(error);
    }
  }

  async function replacePicture(actor: Actor, picture: { foto: string | null; fotoKey: string | null }) {
    const saved = await repository.replacePicture(actor.edu_codigocontacto, picture, now());
    if (!saved) throw new AppError('not_found', texts.profile.userNotFound);
    if (saved.previousKey !== picture.fotoKey) removeStored(saved.previousKey);
    announceChange({
      edu_codigocontacto: actor.edu_codigocontacto,
      fullname: saved.fullname,
      firstname: saved.firstname,
      lastname: saved.lastname,
      foto: saved.foto,
      isOrganizer: saved.isOrganizer,
      isShownElsewhere: true,
    });
    return saved.foto;
  }

  return {
    /**
     * GET /api/user/{id} and GET /api/user/freemium/{id}: one's own contact only; anyone else's (or an
     * unknown code) is 'Este usuario no existe' (404), so nobody learns which codes exist. Checked first, then
     * answered from the sign-in cache's row: the same answer object while the row stands (a warm read asks nothing).
     */
    async getProfile(actor: Actor | null, contactCode: string): Promise<ProfileAnswer> {
      const checked = authorize(actor, 'readProfile', { contactCode });
      const row = await findOwnContact(checked.edu_codigocontacto);
      let answer = answers.get(row);
      if (!answer) {
        answer = { status: 'ok', contacto: toProfileRecord(row) };
        answers.set(row, answer);
      }
      return answer;
    },

    /**
     * PUT /api/user/{id}?plataforma=true: the checked contact's editable fields are saved (personal e-mail,
     * phone, address, allergies; the DNI while the academy has none), the rest is the academy's and stays:
     * another name or DNI is refused (issue 27). A new personal address takes the current password and the
     * previous one is told. Answers 'Contacto actualizado correctamente' with the contact as saved; every
     * open tab hears of it through `profile-changed`.
     */
    async updateProfile(actor: Actor | null, contactCode: string, { contacto, currentPassword }: ProfileUpdate, onMailError?: (error: unknown) => void) {
      const checked = authorize(actor, 'editProfile', { contactCode });
      const current = await findOwnContact(checked.edu_codigocontacto);
      refuseIdentityChange(checked, current, contacto);
      const changes = pickChanges(current, contacto);
      const previousAddress = normalizeAddress(current.emailaddress2);
      const isAddressChanged = changes.emailaddress2 !== previousAddress;
      if (isAddressChanged) changes.emailaddress2_proven = await proveAddressChange(current, changes.emailaddress2 ?? null, currentPassword);
      const saved = await repository.updateContact(checked.edu_codigocontacto, changes, now());
      if (!saved) throw new AppError('not_found', texts.profile.userNotFound);
      const { contact } = saved;
      if (isAddressChanged && previousAddress) await tellPreviousAddress(contact, previousAddress, changes.emailaddress2 ?? null, onMailError);
      announceChange({
        edu_codigocontacto: contact.edu_codigocontacto,
        fullname: contact.fullname,
        firstname: contact.firstname,
        lastname: contact.lastname,
        foto: contact.foto,
        isOrganizer: saved.isOrganizer,
        isShownElsewhere: saved.previousFullname !== contact.fullname,
      });
      return { status: 'ok' as const, message: texts.profile.updated, contacto: toProfileRecord(contact) };
    },

    /** GET /api/user/profile-pic: the address of one's own picture, or null. */
    async getPicture(actor: Actor | null): Promise<{ status: 'ok'; foto: string | null }> {
      const checked = authorize(actor, 'signedIn');
      return { status: 'ok', foto: (await findOwnContact(checked.edu_codigocontacto)).foto };
    },

    /**
     * POST /api/user/profile-pic: the image (checked by its bytes) becomes a square thumbnail stored under a
     * new random name; the previous picture's file is removed. Not on a free trial (the web opens the
     * purchase dialog instead). `readBytes` reads the upload (413 past 5 MB).
     */
    async setPicture(actor: Actor | null, readBytes: () => Promise<Buffer>): Promise<{ status: 'ok'; foto: string | null; message: string }> {
      const checked = authorize(actor, 'changeProfilePicture');
      // Read only once allowed: a free-trial visitor's upload is never processed.
      const thumbnail = await makeAvatarThumbnail(await readBytes());
      const name = `${randomBytes(16).toString('hex')}.webp`;
      const key = `${AVATAR_KEY_FOLDER}${name}`;
      await storage.write(key, thumbnail, AVATAR_CONTENT_TYPE);
      try {
        const foto = await replacePicture(checked, { foto: buildEndpointPath(endpoints.streamAvatar, { name }), fotoKey: key });
        return { status: 'ok', foto, message: texts.profile.avatarUpdated };
      } catch (error) {
        removeStored(key);
        throw error;
      }
    },

    /** DELETE /api/user/profile-pic: no picture any more (initials show); its file is removed. */
    async deletePicture(actor: Actor | null): Promise<{ status: 'ok'; foto: null; message: string }> {
      const checked = authorize(actor, 'changeProfilePicture');
      await replacePicture(checked, { foto: null, fotoKey: null });
      return { status: 'ok', foto: null, message: texts.profile.avatarDeleted };
    },

    /**
     * GET /api/avatars/{name}: the bytes of a picture, for anyone holding its address (classmates see it in
     * chats and lists). A replaced or deleted picture's file is gone, so its old address answers 404.
     */
    async readPicture(name: string): Promise<{ stream: Readable; size: number }> {
      if (!AVATAR_FILE_NAME.test(name)) throw new AppError('not_found', texts.profile.avatarNotFound);
      const key = `${AVATAR_KEY_FOLDER}${name}`;
      const stat = await storage.stat(key);
      if (!stat) throw new AppError('not_found', texts.profile.avatarNotFound);
      try {
        return { stream: await storage.read(key), size: stat.size };
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new AppError('not_found', texts.profile.avatarNotFound);
        throw error;
      }
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
