import { z } from 'zod';
import { codeSchema, textSchema } from './common';

/** A group: a formation whose parent is the main formation (spec 000 §3, 001 §3). */
export const groupRefSchema = z.object({
  edu_codigoformacion: z.string(),
  edu_formacion: z.string(),
});

/** Formation (group) as the shell, the home and the formation page read it. */
export const formationSchema = z.object({
  edu_codigoformacion: z.string(),
  edu_formacionid: z.string(),
  edu_formacion: z.string(),
  edu_nombre: z.string().nullable(),
  /** Name of the main (parent) formation. */
  edu_principal: z.string().nullable(),
  edu_principalcodigoformacion: z.string().nullable(),
  edu_path: z.string().nullable(),
  slug: z.string().nullable(),
  edu_gru_n4: z.string().nullable(),
  edu_fechainicioclases: z.string().nullable(),
  edu_fechafinclases: z.string().nullable(),
  edu_fechainicioacceso: z.string().nullable(),
  edu_fechafinacceso: z.string().nullable(),
  cr479_modalidad: z.number().int().nullable(),
  allowCertificate: z.boolean(),
  grupo: groupRefSchema,
});
export type Formation = z.infer<typeof formationSchema>;

/** Enrolment line (spec 001 §3, 002 §3). Dates are ISO strings. */
export const enrolmentLineSchema = z.object({
  edu_codigolineamatricula: z.string(),
  edu_matricula: z.string(),
  edu_codigoformacion: z.string(),
  edu_formacion: z.string(),
  edu_principalcodigoformacion: z.string().nullable(),
  edu_gru_n4: z.string().nullable(),
  edu_fechainicio: z.string().nullable(),
  edu_fechafin: z.string().nullable(),
  /** 0 means active. */
  edu_activa: z.number().int(),
  edu_codigoalumno: z.string(),
});
export type EnrolmentLine = z.infer<typeof enrolmentLineSchema>;

/** Bonus product line (spec 001 §3). */
export const bonusProductLineSchema = z.object({
  edu_codigolineaproducto: z.string(),
  unidad_id: z.number().int().nullable(),
  /** Array of event ids or a comma-separated string of them. */
  events_id: z.union([z.array(z.number().int()), z.string()]).nullable(),
  /** Comma-separated enrolment line codes. */
  edu_codigoslineamatricula: z.string().nullable(),
  fecha_inicio_bonus: z.string().nullable(),
  fecha_fin_bonus: z.string().nullable(),
  tipo: z.enum(['fecha', 'unidad']).nullable(),
  metadata: z.object({ bonus_grupo: z.string().nullable().optional(), mkt_notas: z.string().nullable().optional() }).nullable(),
  mkt_precio: z.number().nullable(),
  xcrm_codigolistaprecios: z.string().nullable(),
  xerppa_nombreproducto: z.string().nullable(),
});
export type BonusProductLine = z.infer<typeof bonusProductLineSchema>;

/** GET /api/lineaMatriculas/formations/{contactCode}?formationsOnly=true */
export const contactFormationsParamsSchema = z.object({ contactCode: codeSchema() });
export const contactFormationsQuerySchema = z.object({ formationsOnly: z.enum(['true', 'false']).optional() });
export const contactFormationsAnswerSchema = z.object({
  status: z.literal('ok'),
  formations: z.array(formationSchema),
  lineasMatricula: z.object({ data: z.array(enrolmentLineSchema) }),
  lineasProductoBonus: z.array(bonusProductLineSchema),
});
export type ContactFormationsAnswer = z.infer<typeof contactFormationsAnswerSchema>;

/** GET /api/public-config: what the web needs before sign-in (support contact, identity provider kind). */
export const publicConfigAnswerSchema = z.object({
  status: z.literal('ok'),
  supportWhatsapp: z.string(),
  identityProvider: z.enum(['builtin', 'oidc']),
});
export type PublicConfigAnswer = z.infer<typeof publicConfigAnswerSchema>;

/** POST /api/events/contact/complete/{contactId} body {formation: group code} → data.percentage_partial. */
export const contactCompletionParamsSchema = z.object({ contactId: codeSchema() });
export const contactCompletionBodySchema = z.object({
  formation: textSchema(50, { invalid: 'Falta la formación' }).trim().min(1, 'Falta la formación'),
});
/** How much of a group's content the student completed: the share with 2 decimals and its counts. */
export const completionProgressSchema = z.object({
  percentage_partial: z.number().min(0).max(100),
  completed: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type CompletionProgress = z.infer<typeof completionProgressSchema>;
export const contactCompletionAnswerSchema = z.object({ status: z.literal('ok'), data: completionProgressSchema });
export type ContactCompletionAnswer = z.infer<typeof contactCompletionAnswerSchema>;
