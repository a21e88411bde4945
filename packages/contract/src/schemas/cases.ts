import { z } from 'zod';

/**
 * A support case (incidencia) as GET /api/user/casos lists it (spec 002 §3). statecode/statuscode follow
 * the table of spec 002 §4; `ticketnumber` is short enough to read out on the phone.
 */
export const supportCaseSchema = z.object({
  incidentid: z.string(),
  ticketnumber: z.string(),
  title: z.string(),
  description: z.string(),
  /** 0 'Problema técnico', 1 'Consulta administración'. */
  tipoIncidencia: z.number().int(),
  customerid_contact: z.object({ fullname: z.string(), edu_codigocontacto: z.string() }),
  statecode: z.number().int(),
  statuscode: z.number().int(),
  createdon: z.string(),
  modifiedon: z.string(),
});
export type SupportCase = z.infer<typeof supportCaseSchema>;

/** Ours: a case was registered or changed (status, resolution). Sent to its customer and to staff. */
export type CaseUpdatedPayload = SupportCase;
