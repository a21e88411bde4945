import { z } from 'zod';
import { texts } from '../texts';
import { codeSchema, textSchema } from './common';
import { enrolmentLineSchema, formationSchema } from './formations';

/**
 * Issue 13, spec 002 §3 (Enrolment, Enrolment line, Product line, withdrawal check) and §7 "Enrolments and
 * secretary": the profile's enrolments tab, the withdrawal request with its survey, and the licences tab.
 */

/** GET /api/matriculas/alumno/{contactCode} and the other calls of the student's own records. */
export const enrolmentRecordsParamsSchema = z.object({ contactCode: codeSchema() });

/** An enrolment (matrícula) with the name of the main formation it is for. */
export const enrolmentSchema = z.object({
  edu_codigomatricula: z.string(),
  edu_matriculaid: z.string(),
  edu_codigoformacion: z.string().nullable(),
  /** Name of the main formation. */
  edu_formacion: z.string().nullable(),
  edu_fechamatricula: z.string().nullable(),
  /** 0 active. */
  statecode: z.number().int(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

/** GET /api/matriculas/alumno/{contactCode}: the student's enrolments, newest first. */
export const enrolmentsAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(enrolmentSchema) });
export type EnrolmentsAnswer = z.infer<typeof enrolmentsAnswerSchema>;

/** A product line with its product (spec 002 §3 "Product line"). */
export const productLineWithProductSchema = z.object({
  edu_codigolineaproducto: z.string(),
  edu_matricula: z.string(),
  statecode: z.number().int(),
  edu_precio: z.number().nullable(),
  edu_fechainicio: z.string().nullable(),
  edu_fechafin: z.string().nullable(),
  product: z.object({
    edu_codigoproducto: z.string(),
    xerppa_nombreproducto: z.string(),
    recurrencia: z.string().nullable(),
    /** 1 online, 2 hybrid, anything else in person. */
    cr479_modalidad: z.number().int().nullable(),
  }),
});
export type ProductLineWithProduct = z.infer<typeof productLineWithProductSchema>;

export const withdrawalStatuses = ['pendiente', 'aprobado', 'rechazado'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

/** The latest withdrawal request of a line, as its row in the groups table shows it. */
export const lineWithdrawalSchema = z.object({
  id: z.number().int(),
  status: z.enum(withdrawalStatuses),
  /** Madrid day 'YYYY-MM-DD' the withdrawal applies from. */
  effective_date: z.string(),
  created_at: z.string(),
});
export type LineWithdrawal = z.infer<typeof lineWithdrawalSchema>;

/** An enrolment line of the enrolments tab: every line (active or not), its permanence and its latest withdrawal request. */
export const enrolmentRecordLineSchema = enrolmentLineSchema.extend({
  /** Last day of the permanence ('YYYY-MM-DD'), or null without one. */
  edu_fechafinpermanencia: z.string().nullable(),
  solicitudBaja: lineWithdrawalSchema.nullable(),
});
export type EnrolmentRecordLine = z.infer<typeof enrolmentRecordLineSchema>;

/** GET /api/matriculas/alumno/info/{contactCode} (spec 002 §7: matriculas.data, lineasProducto.lineasProductoWithProduct, formations.formations, lineasMatricula.data). */
export const enrolmentInfoAnswerSchema = z.object({
  status: z.literal('ok'),
  matriculas: z.object({ data: z.array(enrolmentSchema) }),
  lineasProducto: z.object({ lineasProductoWithProduct: z.array(productLineWithProductSchema) }),
  formations: z.object({ formations: z.array(formationSchema) }),
  lineasMatricula: z.object({ data: z.array(enrolmentRecordLineSchema) }),
});
export type EnrolmentInfoAnswer = z.infer<typeof enrolmentInfoAnswerSchema>;

/** Spec 002 §3 "Withdrawal check per enrolment line", plus what we add: the open request and the permanence day. */
export const withdrawalCheckSchema = z.object({
  edu_codigoslineamatricula: z.string(),
  /** Unpaid debts of the line's enrolment whose period has started. */
  adeudosPendientes: z.number().int(),
  permanenciaCumplida: z.boolean(),
  /** A pending or approved withdrawal request exists for the line. */
  solicitudExistente: z.boolean(),
  edu_fechafinpermanencia: z.string().nullable(),
});
export type WithdrawalCheck = z.infer<typeof withdrawalCheckSchema>;

/** GET /api/matriculas/alumno/comprobar-solicitud-baja/{contactCode}: one check per active line. */
export const withdrawalChecksAnswerSchema = z.object({
  status: z.literal('ok'),
  /** Madrid day a request sent now applies from (help faq-007). */
  fechaEfectiva: z.string(),
  data: z.array(withdrawalCheckSchema),
});
export type WithdrawalChecksAnswer = z.infer<typeof withdrawalChecksAnswerSchema>;

/** Reasons the withdrawal survey offers (value → label). */
export const withdrawalReasons = {
  economicos: 'Motivos económicos',
  tiempo: 'Falta de tiempo',
  empleo: 'He encontrado trabajo',
  'otra-formacion': 'Me cambio a otra formación',
  expectativas: 'La formación no cumple mis expectativas',
  personales: 'Motivos personales o de salud',
  otro: 'Otro motivo',
} as const;
export type WithdrawalReason = keyof typeof withdrawalReasons;
const withdrawalReasonValues = Object.keys(withdrawalReasons) as [WithdrawalReason, ...WithdrawalReason[]];

export const WITHDRAWAL_COMMENTS_MAX = 2000;
export const WITHDRAWAL_LINES_MAX = 20;

/** The withdrawal survey: the same schema in the modal (react-hook-form) and on the server. */
export const withdrawalSurveySchema = z
  .object({
    motivo: z.enum(withdrawalReasonValues, { error: texts.enrolments.surveyReasonRequired }),
    valoracion: z
      .number({ error: texts.enrolments.surveyRatingRequired })
      .int(texts.enrolments.surveyRatingRequired)
      .min(1, texts.enrolments.surveyRatingRequired)
      .max(5, texts.enrolments.surveyRatingRequired),
    comentarios: textSchema(WITHDRAWAL_COMMENTS_MAX, { tooLong: texts.enrolments.surveyCommentsTooLong }).trim().optional().nullable(),
  })
  // 'Otro motivo' says nothing by itself: the comment is the reason.
  .refine((value) => value.motivo !== 'otro' || !!value.comentarios, { message: texts.enrolments.surveyCommentsRequired, path: ['comentarios'] });
export type WithdrawalSurveyInput = z.input<typeof withdrawalSurveySchema>;
export type WithdrawalSurvey = z.output<typeof withdrawalSurveySchema>;

const lineCodesSchema = z
  .array(codeSchema(texts.enrolments.lineNotFound), { error: texts.enrolments.linesRequired })
  .min(1, texts.enrolments.linesRequired)
  .max(WITHDRAWAL_LINES_MAX, texts.enrolments.tooManyLines);

/**
 * POST /api/lineaMatriculas/alumno/solicitudes-baja/{contactCode}. The spec's body is the bare array of line
 * codes, accepted as it is (a client whose survey lives elsewhere: no answers are stored); ours carries the
 * survey with it, `{ lineas, encuesta }`, and its answers are stored with the request.
 */
export const withdrawalRequestBodySchema = z.union([z.object({ lineas: lineCodesSchema, encuesta: withdrawalSurveySchema }), lineCodesSchema]);
export type WithdrawalRequestBodyInput = z.input<typeof withdrawalRequestBodySchema>;
export type WithdrawalRequestBody = z.output<typeof withdrawalRequestBodySchema>;

/** A withdrawal request as /solicitudes and the POST answer show it. */
export const withdrawalRequestItemSchema = z.object({
  id: z.number().int(),
  edu_codigolineamatricula: z.string(),
  edu_matricula: z.string(),
  /** The group's code and name. */
  edu_codigoformacion: z.string(),
  edu_formacion: z.string(),
  status: z.enum(withdrawalStatuses),
  effective_date: z.string(),
  /** Null for a request sent as the bare array (no survey answered with it). */
  motivo: z.string().nullable(),
  valoracion: z.number().int().nullable(),
  comentarios: z.string().nullable(),
  response: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type WithdrawalRequestItem = z.infer<typeof withdrawalRequestItemSchema>;

/** GET /api/lineaMatriculas/alumno/solicitudes-baja/{contactCode}: the student's withdrawal requests, newest first. */
export const withdrawalRequestsAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(withdrawalRequestItemSchema) });
export type WithdrawalRequestsAnswer = z.infer<typeof withdrawalRequestsAnswerSchema>;

/** POST …/solicitudes-baja answer (201): the requests created, one per line, and the toast. */
export const createWithdrawalAnswerSchema = z.object({ status: z.literal('ok'), message: z.string(), data: z.array(withdrawalRequestItemSchema) });
export type CreateWithdrawalAnswer = z.infer<typeof createWithdrawalAnswerSchema>;

/** Socket `withdrawal-requested`: requests the user just created (another tab updates its lists). */
export type WithdrawalRequestedPayload = { data: WithdrawalRequestItem[] };

/** Licence kinds the licences tab shows. */
export const licenceKinds = ['libro-digital'] as const;

/** A licence card: the digital book of a line with group code gru_N4_250 (spec 002 §7, §9). */
export const licenceSchema = z.object({
  tipo: z.enum(licenceKinds),
  edu_codigolineamatricula: z.string(),
  edu_codigoformacion: z.string(),
  edu_formacion: z.string(),
  /** The part of the student's e-mail before '@'. */
  login: z.string(),
  /** The shared password from the server's configuration (DIGITAL_BOOK_PASSWORD). */
  password: z.string(),
  /** Where the book opens (DIGITAL_BOOK_URL), when configured. */
  url: z.string().nullable(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** GET /api/user/licencias/{contactCode}: the student's licences (empty: 'No hay licencias disponibles'). */
export const licencesAnswerSchema = z.object({ status: z.literal('ok'), data: z.array(licenceSchema) });
export type LicencesAnswer = z.infer<typeof licencesAnswerSchema>;

/** Group code (N4) of enrolment lines that include the digital book (spec 002 §9). */
export const DIGITAL_BOOK_GRU_N4 = 'gru_N4_250';
