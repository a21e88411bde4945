import { getWithdrawalEffectiveDay } from '@campus/contract';
import type { Database } from '../client';
import { withdrawalRequests } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { DemoClock } from './dates';
import { demoEnrolmentLineCodes as L } from './enrolments';

/**
 * The demo student's withdrawal request of her Nursing line, asked four days ago and still pending, with the
 * survey she answered; it shows in the profile's enrolments tab ('Baja solicitada') and in /solicitudes, and a
 * second request of that line is refused with 'Ya existe una solicitud de baja…'.
 */
export async function seedWithdrawals(db: Database, clock: DemoClock): Promise<void> {
  const requestedAt = clock.at(-4, '19:42');
  await db.insert(withdrawalRequests).values({
    edu_codigolineamatricula: L.studentNursing,
    edu_codigocontacto: C.student,
    status: 'pendiente',
    effective_date: getWithdrawalEffectiveDay(requestedAt),
    survey_reason: 'tiempo',
    survey_rating: 4,
    survey_comments: 'Me han cambiado el turno en el trabajo y no llego a las clases semipresenciales. Me gustaría volver el curso que viene.',
    created_at: requestedAt,
  });
}
