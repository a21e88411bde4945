import { getWithdrawalEffectiveDay } from '@campus/contract';
import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { apiKeys, auditLog, contacts, invitations, lineasMatricula, withdrawalRequests } from '../schema';
import { createSecretToken, hashToken } from '../../lib/tokens';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';
import { demoGroupCodes as G } from './formations';

type ContactInsert = typeof contacts.$inferInsert;
type AuditInsert = typeof auditLog.$inferInsert;

/** People the back office has just been busy with (issue 31); codes after every other seeded contact. */
export const backOfficeContactCodes = {
  /** A new student Elena created and invited two days ago: no password yet, the link still open. */
  invitedStudent: 'CON-10301',
  /** A new teacher whose first invitation expired unused; Marta sent another yesterday. */
  invitedTeacher: 'CON-10302',
  /** A student who accepted her invitation ten days ago and signs in like everybody else. */
  acceptedStudent: 'CON-10303',
  /** A student Elena suspended six days ago (statecode 1): every sign-in and session refuses him. */
  suspendedStudent: 'CON-10304',
} as const;

/** The demo API keys of the academy's CRM, by name. */
export const backOfficeApiKeyNames = { read: 'CRM Dynamics (lectura)', write: 'Sincronización CRM' } as const;

const B = backOfficeContactCodes;
/** Iván Santos Herrero, moved from DAW group A to B; Mario Peña Fuentes, whose withdrawal was approved. */
const MOVED_STUDENT = 'CON-10015';
const WITHDRAWN_STUDENT = 'CON-10017';
const WITHDRAWAL_RESPONSE = 'Baja tramitada: tu matrícula termina a final de mes. Te esperamos cuando quieras volver.';

/** A random secret nobody will ever see: only its hash is stored, as the app stores invitations and keys. */
const unknownSecretHash = () => hashToken(createSecretToken());

function person(
  code: string,
  firstname: string,
  lastname: string,
  type: string,
  createdAt: Date,
  extra: Partial<ContactInsert> = {},
): ContactInsert & { fullname: string } {
  const email = `${firstname}.${lastname.split(' ')[0]!}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return {
    edu_codigocontacto: code,
    fullname: `${firstname} ${lastname}`,
    firstname,
    lastname,
    emailaddress1: `${email}@campus.test`,
    edu_tipocontacto: type,
    edu_matriculado: type === '1' ? '1' : '0',
    address1_country: 'España',
    createdAt,
    updatedAt: createdAt,
    ...extra,
  };
}

/**
 * The back office's demo data (issue 31): people at every step of an invitation, a suspended student, the CRM's two
 * API keys (one read key used minutes ago, one write key revoked) and the audit history of the last weeks' changes
 * by Marta (admin) and Elena (staff). Nobody here is enrolled, so every group, list and count seeded before stays
 * the same. Every date is relative to today.
 */
export async function seedBackOffice(db: Database, clock: DemoClock, passwordHash: string): Promise<void> {
  const candela = person(B.invitedStudent, 'Candela', 'Garrido Soler', '1', clock.at(-2, '10:12'), { mobilephone: '+34 612 480 317' });
  const joaquin = person(B.invitedTeacher, 'Joaquín', 'Beltrán Lara', '5', clock.at(-9, '12:40'), { mobilephone: '+34 633 905 128' });
  const ines = person(B.acceptedStudent, 'Inés', 'Vidal Romero', '1', clock.at(-12, '09:25'), { password_hash: passwordHash });
  const fermin = person(B.suspendedStudent, 'Fermín', 'Lozano Pardo', '1', clock.at(-40, '11:05'), {
    password_hash: passwordHash,
    statecode: 1,
    suspended_at: clock.at(-6, '13:18'),
    suspended_by: C.staff,
  });
  await db.insert(contacts).values([candela, joaquin, ines, fermin]);

  await db.insert(invitations).values([
    // Candela: handed over as a link two days ago (the academy had no SMTP then), still open.
    {
      token_hash: unknownSecretHash(),
      edu_codigocontacto: B.invitedStudent,
      created_by: C.staff,
      created_at: candela.createdAt!,
      expires_at: clock.at(5, '10:12'),
      delivery: 'link',
    },
    // Joaquín: the first mail expired unused two days ago; Marta sent a new one yesterday.
    {
      token_hash: unknownSecretHash(),
      edu_codigocontacto: B.invitedTeacher,
      created_by: C.admin,
      created_at: joaquin.createdAt!,
      expires_at: clock.at(-2, '12:40'),
      delivery: 'smtp',
    },
    {
      token_hash: unknownSecretHash(),
      edu_codigocontacto: B.invitedTeacher,
      created_by: C.admin,
      created_at: clock.at(-1, '17:02'),
      expires_at: clock.at(6, '17:02'),
      delivery: 'smtp',
    },
    // Inés: mailed twelve days ago, accepted two days later.
    {
      token_hash: unknownSecretHash(),
      edu_codigocontacto: B.acceptedStudent,
      created_by: C.staff,
      created_at: ines.createdAt!,
      expires_at: clock.at(-5, '09:25'),
      used_at: clock.at(-10, '20:47'),
      delivery: 'smtp',
    },
  ]);

  const [readKey, writeKey] = [createSecretToken(), createSecretToken()].map((secret) => `campus_${secret}`);
  const [readKeyRow, writeKeyRow] = await db
    .insert(apiKeys)
    .values([
      {
        name: backOfficeApiKeyNames.read,
        scope: 'read',
        key_hash: hashToken(readKey!),
        key_prefix: readKey!.slice(0, 14),
        created_by: C.admin,
        created_at: clock.at(-24, '09:30'),
        last_used_at: clock.minutesFromNow(-35),
      },
      {
        name: backOfficeApiKeyNames.write,
        scope: 'write',
        key_hash: hashToken(writeKey!),
        key_prefix: writeKey!.slice(0, 14),
        created_by: C.admin,
        created_at: clock.at(-30, '16:10'),
        last_used_at: clock.at(-14, '03:00'),
        revoked_at: clock.at(-13, '09:05'),
      },
    ])
    .returning({ id: apiKeys.id });

  // The line Iván moved from DAW group A to group B (he is in B today, as the seed enrolled him), and Mario's line of
  // the exams group A, whose withdrawal Marta approved: it applies from the first day of next month, so the line
  // is still active today.
  const lines = await db
    .select({ code: lineasMatricula.edu_codigolineamatricula, student: lineasMatricula.edu_codigoalumno, group: lineasMatricula.edu_codigoformacion })
    .from(lineasMatricula)
    .where(inArray(lineasMatricula.edu_codigoalumno, [MOVED_STUDENT, WITHDRAWN_STUDENT]));
  const lineOf = (student: string, group: string) => lines.find((line) => line.student === student && line.group === group)!.code;
  // Asked three days ago: whatever today is, it applies from the first day of next month (the help article's rule).
  const withdrawalAskedAt = clock.at(-3, '21:14');
  const [withdrawal] = await db
    .insert(withdrawalRequests)
    .values({
      edu_codigolineamatricula: lineOf(WITHDRAWN_STUDENT, G.examsA),
      edu_codigocontacto: WITHDRAWN_STUDENT,
      status: 'aprobado',
      effective_date: getWithdrawalEffectiveDay(withdrawalAskedAt),
      survey_reason: 'economicos',
      survey_rating: 4,
      survey_comments: 'Este curso no puedo pagarlo; si puedo, vuelvo en septiembre.',
      response: WITHDRAWAL_RESPONSE,
      created_at: withdrawalAskedAt,
      decided_at: clock.at(-2, '13:20'),
      decided_by: C.admin,
    })
    .returning({ id: withdrawalRequests.id });
  const entries: AuditInsert[] = [
    audit(
      clock.at(-30, '16:10'),
      C.admin,
      'api_key.create',
      'api_key',
      String(writeKeyRow!.id),
      `Clave API «${backOfficeApiKeyNames.write}» creada (escritura)`,
      null,
      { name: backOfficeApiKeyNames.write, scope: 'write' },
    ),
    audit(
      clock.at(-27, '11:42'),
      C.admin,
      'import.apply',
      'import',
      `importacion-${clock.day(-27)}`,
      'Importación aplicada: 12 personas, 2 grupos y 14 matrículas creadas; 3 personas actualizadas',
      null,
      { created: { contacts: 12, formations: 2, enrolments: 14 }, updated: { contacts: 3 } },
    ),
    audit(
      clock.at(-24, '09:30'),
      C.admin,
      'api_key.create',
      'api_key',
      String(readKeyRow!.id),
      `Clave API «${backOfficeApiKeyNames.read}» creada (lectura)`,
      null,
      { name: backOfficeApiKeyNames.read, scope: 'read' },
    ),
    audit(
      clock.at(-21, '12:15'),
      C.admin,
      'formation.update',
      'formation',
      G.dawB,
      'Fechas de clase del grupo GRU-DAW-2026-B cambiadas',
      { edu_fechainicioclases: clock.day(-5) },
      { edu_fechainicioclases: clock.monthStart(1) },
    ),
    audit(
      clock.at(-18, '10:03'),
      C.staff,
      'contact.update',
      'contact',
      'CON-10012',
      'Datos de Claudia Ramos Iglesias (CON-10012) editados',
      { mobilephone: '+34 611 204 998' },
      { mobilephone: '+34 622 418 305' },
    ),
    audit(
      clock.at(-15, '17:36'),
      C.staff,
      'enrolment.move',
      'enrolment_line',
      lineOf(MOVED_STUDENT, G.dawB),
      'Iván Santos Herrero (CON-10015) pasa del grupo GRU-DAW-2026-A al GRU-DAW-2026-B',
      { edu_codigoformacion: G.dawA },
      { edu_codigoformacion: G.dawB },
    ),
    audit(
      clock.at(-13, '09:05'),
      C.admin,
      'api_key.revoke',
      'api_key',
      String(writeKeyRow!.id),
      `Clave API «${backOfficeApiKeyNames.write}» revocada`,
      { revoked: false },
      { revoked: true },
    ),
    audit(ines.createdAt!, C.staff, 'contact.create', 'contact', B.acceptedStudent, `Alta de ${ines.fullname} (${B.acceptedStudent})`, null, {
      fullname: ines.fullname,
      emailaddress1: ines.emailaddress1,
      edu_tipocontacto: '1',
    }),
    audit(ines.createdAt!, C.staff, 'invitation.send', 'contact', B.acceptedStudent, `Invitación enviada por correo a ${ines.fullname}`, null, {
      delivery: 'smtp',
    }),
    audit(
      clock.at(-10, '20:47'),
      B.acceptedStudent,
      'invitation.accept',
      'contact',
      B.acceptedStudent,
      `${ines.fullname} (${B.acceptedStudent}) aceptó la invitación y eligió su contraseña`,
      { invitation: 'pendiente' },
      { invitation: 'aceptada' },
    ),
    audit(joaquin.createdAt!, C.admin, 'contact.create', 'contact', B.invitedTeacher, `Alta de ${joaquin.fullname} (${B.invitedTeacher})`, null, {
      fullname: joaquin.fullname,
      emailaddress1: joaquin.emailaddress1,
      edu_tipocontacto: '5',
    }),
    audit(joaquin.createdAt!, C.admin, 'invitation.send', 'contact', B.invitedTeacher, `Invitación enviada por correo a ${joaquin.fullname}`, null, {
      delivery: 'smtp',
    }),
    audit(
      clock.at(-2, '13:20'),
      C.admin,
      'withdrawal.approve',
      'withdrawal_request',
      String(withdrawal!.id),
      'Baja aprobada de Mario Peña Fuentes (CON-10017) en GRU-AAE-2026-A',
      { status: 'pendiente' },
      { status: 'aprobado', response: WITHDRAWAL_RESPONSE },
    ),
    audit(
      clock.at(-6, '13:18'),
      C.staff,
      'contact.suspend',
      'contact',
      B.suspendedStudent,
      `${fermin.fullname} (${B.suspendedStudent}) suspendido`,
      { statecode: 0 },
      { statecode: 1 },
    ),
    audit(candela.createdAt!, C.staff, 'contact.create', 'contact', B.invitedStudent, `Alta de ${candela.fullname} (${B.invitedStudent})`, null, {
      fullname: candela.fullname,
      emailaddress1: candela.emailaddress1,
      edu_tipocontacto: '1',
    }),
    audit(
      candela.createdAt!,
      C.staff,
      'invitation.send',
      'contact',
      B.invitedStudent,
      `Enlace de invitación para ${candela.fullname} mostrado para entregarlo en mano`,
      null,
      { delivery: 'link' },
    ),
    audit(clock.at(-1, '17:02'), C.admin, 'invitation.send', 'contact', B.invitedTeacher, `Invitación reenviada por correo a ${joaquin.fullname}`, null, {
      delivery: 'smtp',
    }),
  ];
  await db.insert(auditLog).values(entries);
}

function audit(
  at: Date,
  actor: string,
  action: string,
  entityType: string,
  entityId: string,
  summary: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditInsert {
  return { at, actor_code: actor, action, entity_type: entityType, entity_id: entityId, summary, before, after };
}
