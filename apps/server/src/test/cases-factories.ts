import type { Database } from '../db/client';
import { supportCases } from '../db/schema';
import { newTicketNumber } from '../modules/cases/cases.service';

/** A support case of a contact written directly (open, 'En curso', unless overridden). */
export async function createSupportCase(db: Database, contactCode: string, overrides: Partial<typeof supportCases.$inferInsert> = {}) {
  const [row] = await db
    .insert(supportCases)
    .values({
      ticketnumber: newTicketNumber(),
      title: 'No puedo abrir el vídeo del tema 2',
      description: 'Se queda cargando y no avanza.',
      tipo_incidencia: 0,
      edu_codigocontacto: contactCode,
      ...overrides,
    })
    .returning();
  return row!;
}
