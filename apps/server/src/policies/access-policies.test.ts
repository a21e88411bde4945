import { texts } from '@campus/contract';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../lib/actor';
import { isAppError } from '../lib/app-error';
import type { EventPlacement, FileRow, FormationRow } from './access.repository';
import { createAccessPolicies, type AccessPolicyMap, type AccessPolicyName } from './access-policies';
import type { AccessLoader } from './content-access';

/*
 * Every data policy against every kind of actor, on a small academy held in memory (the loader is the
 * seam: repositories only fetch, so the decisions run here without a database).
 * Main formation MAIN; group GROUP (not open to trials) with a tutoring event (download allowed) and a
 * file on it; trial group TRIAL (open to freemium) with a freemium class and its file.
 */
const now = new Date('2025-03-10T10:00:00Z');

const formation = (code: string, parent: string | null, isFreemium: boolean) =>
  ({ edu_codigoformacion: code, edu_principalcodigoformacion: parent, is_freemium_available: isFreemium, edu_formacion: code }) as unknown as FormationRow;
const MAIN = formation('MAIN', null, false);
const GROUP = formation('GROUP', 'MAIN', false);
const TRIAL = formation('TRIAL', 'MAIN', true);
const formations = new Map([MAIN, GROUP, TRIAL].map((f) => [f.edu_codigoformacion, f]));

const event = (id: number, overrides: Record<string, unknown>) =>
  ({
    id,
    event_type: 'tutorias',
    event_date: '2025-03-01',
    start_date: new Date('2025-03-01T09:00:00Z'),
    created_at: new Date('2025-02-01T09:00:00Z'),
    inicio_calendario: null,
    fin_calendario: null,
    no_fechar: 0,
    freemium: false,
    download: 1,
    ...overrides,
  }) as unknown as EventPlacement['event'];
const placements = new Map<number, EventPlacement>([
  [1, { event: event(1, {}), groupCodes: ['GROUP'], unidades: [], organizerCodes: [] }],
  [2, { event: event(2, { freemium: true }), groupCodes: ['TRIAL'], unidades: [], organizerCodes: [] }],
]);
const file = (id: number, name: string) => ({ id, name, file_type: 'application/pdf', storage_key: `tests/${name}` }) as unknown as FileRow;
const files = new Map([
  [10, { file: file(10, 'apuntes-grupo.pdf'), links: [{ event_id: 1, kind: 'archivo' as const }] }],
  [20, { file: file(20, 'clase-gratuita.pdf'), links: [{ event_id: 2, kind: 'archivo' as const }] }],
  [30, { file: file(30, 'suelto.pdf'), links: [] }],
]);

type Kind = 'anonymous' | 'owner' | 'otherStudent' | 'staff' | 'teacher' | 'freemium' | 'limited';
const actors: Record<Exclude<Kind, 'anonymous'>, Actor> = {
  owner: { edu_codigocontacto: 'S-OWNER', emailaddress1: 'owner@campus.test', freemium: false, contactTypes: [1], sessionId: 1 },
  otherStudent: { edu_codigocontacto: 'S-OTHER', emailaddress1: 'other@campus.test', freemium: false, contactTypes: [1], sessionId: 2 },
  staff: { edu_codigocontacto: 'STAFF', emailaddress1: 'staff@campus.test', freemium: false, contactTypes: [1, 4], sessionId: 3 },
  teacher: { edu_codigocontacto: 'TEACHER', emailaddress1: 'teacher@campus.test', freemium: false, contactTypes: [5], sessionId: 4 },
  freemium: { edu_codigocontacto: 'FREEMIUM', emailaddress1: 'visit@campus.test', freemium: true, contactTypes: [1], sessionId: 5 },
  limited: { edu_codigocontacto: 'LIMITED', emailaddress1: 'limited@campus.test', freemium: false, contactTypes: [3], sessionId: 6 },
};
const actorOf = (kind: Kind) => (kind === 'anonymous' ? null : actors[kind]);
const enrolments: Record<string, FormationRow[]> = { 'S-OWNER': [GROUP], LIMITED: [GROUP], FREEMIUM: [TRIAL] };

const loader: AccessLoader = {
  findFormation: async (code) => {
    const found = formations.get(code);
    return found ? { formation: found, parent: found.edu_principalcodigoformacion ? formations.get(found.edu_principalcodigoformacion)! : null } : null;
  },
  findFormations: async (codes) => codes.flatMap((code) => (formations.has(code) ? [{ formation: formations.get(code)!, parent: MAIN }] : [])),
  listTaughtGroups: async (contactCode) => (contactCode === 'TEACHER' ? ['GROUP'] : []),
  findPlacements: async (ids) => new Map(ids.flatMap((id) => (placements.has(id) ? [[id, placements.get(id)!] as const] : []))),
  findFileWithEvents: async (id) => files.get(id) ?? null,
  findActiveContact: async () => null,
  // The reach as the database would answer it: the owner's classmate and the teacher; the academy side, everyone.
  listReachable: async (reach, codes) =>
    codes.filter((code) => reach.isEveryone || (reach.contactCode === 'S-OWNER' && ['S-CLASSMATE', 'TEACHER'].includes(code))),
  listActiveLines: async (contactCode) =>
    (enrolments[contactCode] ?? []).map((group) => ({
      line: { edu_codigolineamatricula: `L-${contactCode}`, edu_codigoformacion: group.edu_codigoformacion, edu_fechainicio: new Date('2025-01-01T00:00:00Z') },
      group,
      parent: MAIN,
    })) as Awaited<ReturnType<AccessLoader['listActiveLines']>>,
  listBonusLines: async () => [],
};
const policies = createAccessPolicies({ loader, now: () => now });

/** 'ok', or the refusal as status and message. */
async function outcome<P extends AccessPolicyName>(kind: Kind, policy: P, resource: AccessPolicyMap[P]['resource']) {
  try {
    return { result: await policies.authorize(actorOf(kind), policy, resource) };
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { refusal: `${error.statusCode} ${error.message}` };
  }
}

const unauthorized = `401 ${texts.errors.unauthorized}`;
const noAccess = `403 ${texts.formation.noAccess}`;
const eventNotFound = `404 ${texts.events.infoNotFound}`;
const fileNotFound = `404 ${texts.files.notFound}`;
const locked = '403 Este contenido no está disponible';

describe('access policies × actor kinds', () => {
  it.each<[Kind, string]>([
    ['anonymous', unauthorized],
    ['owner', 'student'],
    ['otherStudent', noAccess],
    ['staff', 'staff'],
    ['teacher', 'teacher'],
    ['freemium', noAccess],
    ['limited', 'student'],
  ])('viewGroup GROUP: %s → %s', async (kind, expected) => {
    const { result, refusal } = await outcome(kind, 'viewGroup', { groupCode: 'GROUP' });
    expect(refusal ?? result?.group.role).toBe(expected);
  });

  it('viewGroup: a freemium visitor reaches their trial group (through its trial line); an unknown group is 404', async () => {
    expect((await outcome('freemium', 'viewGroup', { groupCode: 'TRIAL' })).result?.group.role).toBe('student');
    expect((await outcome('owner', 'viewGroup', { groupCode: 'NOPE' })).refusal).toBe(`404 ${texts.formation.fetchError}`);
  });

  it.each<[Kind, string]>([
    ['anonymous', unauthorized],
    ['owner', 'open'],
    ['otherStudent', eventNotFound],
    ['staff', 'open'],
    ['teacher', 'open'],
    ['freemium', eventNotFound],
    // Contact type 3 opens only freemium content.
    ['limited', locked],
  ])('openEvent of GROUP: %s → %s', async (kind, expected) => {
    const { result, refusal } = await outcome(kind, 'openEvent', { eventId: 1 });
    expect(refusal ?? (result?.event.availability.isAvailable ? 'open' : 'locked')).toBe(expected);
  });

  it.each<[Kind, string]>([
    ['anonymous', unauthorized],
    ['owner', 'open'],
    ['limited', 'locked'],
    ['otherStudent', eventNotFound],
  ])('reachEvent answers a reached event even when locked: %s → %s', async (kind, expected) => {
    const { result, refusal } = await outcome(kind, 'reachEvent', { eventId: 1 });
    expect(refusal ?? (result?.event.availability.isAvailable ? 'open' : 'locked')).toBe(expected);
  });

  it.each<[Kind, number, string]>([
    ['anonymous', 10, unauthorized],
    ['owner', 10, 'apuntes-grupo.pdf'],
    ['otherStudent', 10, fileNotFound],
    ['staff', 10, 'apuntes-grupo.pdf'],
    ['teacher', 10, 'apuntes-grupo.pdf'],
    ['freemium', 10, fileNotFound],
    ['freemium', 20, 'clase-gratuita.pdf'],
    ['limited', 10, locked],
    ['owner', 30, fileNotFound],
  ])('openFile: %s, file %i → %s', async (kind, fileId, expected) => {
    const { result, refusal } = await outcome(kind, 'openFile', { fileId, isDownload: true });
    expect(refusal ?? result?.file.file.name).toBe(expected);
  });

  const notAllowed = `403 ${texts.chat.fileNotAllowed}`;
  it.each<[Kind, number[], string]>([
    ['anonymous', [10], unauthorized],
    ['owner', [10], 'apuntes-grupo.pdf'],
    ['otherStudent', [10], notAllowed],
    ['staff', [10, 20], 'apuntes-grupo.pdf,clase-gratuita.pdf'],
    ['teacher', [10], 'apuntes-grupo.pdf'],
    ['freemium', [20, 10], notAllowed],
    ['limited', [10], notAllowed],
    ['owner', [30], notAllowed],
    ['owner', [99], `404 ${texts.chat.fileNotFound}`],
    ['owner', [], ''],
  ])('attachFiles: %s, files %j → %s', async (kind, fileIds, expected) => {
    const { result, refusal } = await outcome(kind, 'attachFiles', { fileIds });
    expect(refusal ?? result?.files.map((f) => f.name).join(',')).toBe(expected);
  });

  it.each<[Kind, string]>([
    ['anonymous', unauthorized],
    ['owner', 'student'],
    ['otherStudent', noAccess],
    // Staff and teachers get their own progress in a group they reach (they used to get a 403).
    ['staff', 'staff'],
    ['teacher', 'teacher'],
    ['freemium', noAccess],
    ['limited', 'student'],
  ])('viewProgress in GROUP: %s → %s', async (kind, expected) => {
    const contactCode = actorOf(kind)?.edu_codigocontacto ?? 'S-OWNER';
    const { result, refusal } = await outcome(kind, 'viewProgress', { contactCode, groupCode: 'GROUP' });
    expect(refusal ?? result?.group.role).toBe(expected);
  });

  it("viewProgress refuses another contact's progress, even to staff", async () => {
    expect((await outcome('staff', 'viewProgress', { contactCode: 'S-OWNER', groupCode: 'GROUP' })).refusal).toBe(`403 ${texts.errors.forbidden}`);
  });

  it.each<[Kind, string]>([
    ['anonymous', unauthorized],
    ['owner', 'MAIN,GROUP,TRIAL'],
    ['otherStudent', 'TRIAL'],
    ['staff', 'MAIN,GROUP,TRIAL'],
    ['teacher', 'GROUP,TRIAL'],
    ['freemium', 'MAIN,TRIAL'],
    ['limited', 'MAIN,GROUP,TRIAL'],
  ])('readCatalogue of MAIN, GROUP, TRIAL: %s → %s', async (kind, expected) => {
    const { result, refusal } = await outcome(kind, 'readCatalogue', { codes: ['MAIN', 'GROUP', 'TRIAL', 'GROUP', 'NOPE'] });
    expect(refusal ?? result?.formations.map((f) => f.formation.edu_codigoformacion).join(',')).toBe(expected);
  });
});

describe('contactPeople: the one reach rule of chat and mail', () => {
  it.each<[Kind, readonly string[], 'chat' | 'mail', string]>([
    ['anonymous', ['S-CLASSMATE'], 'chat', unauthorized],
    ['owner', ['S-CLASSMATE', 'TEACHER'], 'mail', 'ok'],
    ['owner', ['S-OWNER'], 'mail', 'ok'],
    ['owner', ['S-CLASSMATE', 'S-OTHER'], 'mail', `403 ${texts.mail.recipientNotReachable}`],
    ['owner', ['S-OTHER'], 'chat', `403 ${texts.chat.cannotChatWith}`],
    ['otherStudent', ['S-CLASSMATE'], 'chat', `403 ${texts.chat.cannotChatWith}`],
    ['staff', ['S-OTHER', 'S-CLASSMATE', 'FREEMIUM'], 'mail', 'ok'],
  ])('%s → %j by %s: %s', async (kind, contactCodes, channel, expected) => {
    const { result, refusal } = await outcome(kind, 'contactPeople', { contactCodes, channel });
    expect(refusal ?? (result ? 'ok' : 'none')).toBe(expected);
  });
});
