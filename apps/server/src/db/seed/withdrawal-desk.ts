import { academyTexts } from '@campus/contract';
import { formatDayEs, getWithdrawalEffectiveDay, toAcademyInstant, type WithdrawalReason } from '@campus/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { auditLog, contacts, formations, lineasMatricula, withdrawalRequests } from '../schema';
import { demoContactCodes as C } from './accounts';
import { damStudentCodes } from './classmates';
import type { DemoClock } from './dates';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

interface DemoRequest {
  contact: string;
  /** Days ago the student asked. */
  askedDaysAgo: number;
  hhmm: string;
  reason: WithdrawalReason;
  rating: number;
  comments: string | null;
  decision?: { status: 'aprobado' | 'rechazado'; daysAgo: number; response: string | null };
}

/**
 * The academy's withdrawal desk in the demo (issue 31): four pending requests of DAM group A's students with their
 * survey answers, one approved and one rejected with a reason (Elena, staff, decided them; the audit log records it).
 * The approved one was asked three days ago, so its effective day (the 1st of a later month) is always still to come:
 * its line has its end date and stays active, as the desk leaves it until that day.
 */
const requests: readonly DemoRequest[] = [
  {
    contact: damStudentCodes[2]!,
    askedDaysAgo: 1,
    hhmm: '21:14',
    reason: 'economicos',
    rating: 3,
    comments: 'Este trimestre no puedo pagar la mensualidad. Ojalá pueda volver en septiembre.',
  },
  {
    contact: damStudentCodes[4]!,
    askedDaysAgo: 2,
    hhmm: '08:05',
    reason: 'empleo',
    rating: 5,
    comments: 'Me han contratado a jornada completa. Gracias por todo.',
  },
  { contact: damStudentCodes[8]!, askedDaysAgo: 6, hhmm: '17:40', reason: 'expectativas', rating: 2, comments: 'Esperaba más clases prácticas en directo.' },
  { contact: damStudentCodes[6]!, askedDaysAgo: 9, hhmm: '12:30', reason: 'personales', rating: 4, comments: null },
  {
    contact: damStudentCodes[10]!,
    askedDaysAgo: 3,
    hhmm: '10:02',
    reason: 'otra-formacion',
    rating: 4,
    comments: 'Me paso al ciclo de Administración de Sistemas.',
    decision: { status: 'aprobado', daysAgo: 1, response: 'Te esperamos en ASIR. ¡Mucha suerte!' },
  },
  {
    contact: damStudentCodes[11]!,
    askedDaysAgo: 12,
    hhmm: '19:25',
    reason: 'tiempo',
    rating: 3,
    comments: 'No llego a todo con el trabajo.',
    decision: {
      status: 'rechazado',
      daysAgo: 5,
      response: 'Tu matrícula incluye la permanencia hasta final de curso. Si quieres, te ayudamos a reprogramar el plan de estudio.',
    },
  },
];

export async function seedWithdrawalDesk(db: Database, clock: DemoClock): Promise<void> {
  const codes = requests.map((request) => request.contact);
  const lines = await db
    .select({ line: lineasMatricula, fullname: contacts.fullname, groupName: formations.edu_formacion })
    .from(lineasMatricula)
    .innerJoin(contacts, eq(contacts.edu_codigocontacto, lineasMatricula.edu_codigoalumno))
    .innerJoin(formations, eq(formations.edu_codigoformacion, lineasMatricula.edu_codigoformacion))
    .where(and(inArray(lineasMatricula.edu_codigoalumno, codes), eq(lineasMatricula.edu_activa, 0)))
    .orderBy(asc(lineasMatricula.edu_codigolineamatricula));
  const lineOf = new Map<string, (typeof lines)[number]>();
  for (const row of lines) if (!lineOf.has(row.line.edu_codigoalumno)) lineOf.set(row.line.edu_codigoalumno, row);

  for (const request of requests) {
    const found = lineOf.get(request.contact);
    if (!found) throw new Error(`Demo withdrawal: ${request.contact} has no active line`);
    const askedAt = clock.at(-request.askedDaysAgo, request.hhmm);
    const effective = getWithdrawalEffectiveDay(askedAt);
    const decidedAt = request.decision ? clock.at(-request.decision.daysAgo, '11:15') : null;
    const [inserted] = await db
      .insert(withdrawalRequests)
      .values({
        edu_codigolineamatricula: found.line.edu_codigolineamatricula,
        edu_codigocontacto: request.contact,
        status: request.decision?.status ?? 'pendiente',
        effective_date: effective,
        survey_reason: request.reason,
        survey_rating: request.rating,
        survey_comments: request.comments,
        response: request.decision?.response ?? null,
        created_at: askedAt,
        decided_at: decidedAt,
        decided_by: request.decision ? C.staff : null,
      })
      .returning({ id: withdrawalRequests.id });
    if (!request.decision || !decidedAt) continue;

    const values = { student: found.fullname, group: found.groupName, date: formatDayEs(effective) };
    const isApproved = request.decision.status === 'aprobado';
    const lineEnd = toAcademyInstant(effective);
    if (isApproved)
      await db.update(lineasMatricula).set({ edu_fechafin: lineEnd }).where(eq(lineasMatricula.edu_codigolineamatricula, found.line.edu_codigolineamatricula));
    await db.insert(auditLog).values([
      {
        at: decidedAt,
        actor_code: C.staff,
        action: isApproved ? 'withdrawal.approve' : 'withdrawal.reject',
        entity_type: 'withdrawal_request',
        entity_id: String(inserted!.id),
        summary: fill(isApproved ? academyTexts.backOfficeDesk.auditApproved : academyTexts.backOfficeDesk.auditRejected, values),
        before: { status: 'pendiente', response: null },
        after: { status: request.decision.status, response: request.decision.response },
      },
      ...(isApproved
        ? [
            {
              at: decidedAt,
              actor_code: C.staff,
              action: 'enrolment.end',
              entity_type: 'enrolment_line',
              entity_id: found.line.edu_codigolineamatricula,
              summary: fill(academyTexts.backOfficeDesk.auditLineEnded, { ...values, line: found.line.edu_codigolineamatricula }),
              before: { edu_fechafin: found.line.edu_fechafin?.toISOString() ?? null, edu_activa: 0 },
              after: { edu_fechafin: lineEnd.toISOString(), edu_activa: 0 },
            },
          ]
        : []),
    ]);
  }
}
