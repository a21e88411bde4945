import { academyTexts } from '../academy-texts';
import { z } from 'zod';
import { backOfficePageQuerySchema, backOfficePageSchema } from './back-office';
import { codeSchema, textSchema } from './common';

/**
 * The back office's formations and groups (issue 31 item 1): main formations (`edu_principalcodigoformacion` null),
 * their groups, the groups' teachers and the students enrolled in them (`matriculas` + `lineas_matricula`). Days are
 * Madrid calendar days 'YYYY-MM-DD' both ways: the server stores them as Madrid midnight, as the CRM does.
 */
const t = academyTexts.backOfficeFormations;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A real calendar day (no 2026-02-30). */
function isCalendarDay(value: string): boolean {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** A Madrid day of a form: '' (an empty date input) or null clear it. */
export const backOfficeDaySchema = z
  .union([z.literal(''), z.string().refine(isCalendarDay, t.invalidDay)])
  .nullable()
  .transform((value) => value || null);

/** A new record's code: what the CRM would accept as a key. */
const CODE_PATTERN = /^[A-Za-z0-9._-]+$/;
export const newCodeSchema = textSchema(50).trim().min(1, t.codeRequired).regex(CODE_PATTERN, t.codeInvalid);
/** A code the server generates when left empty. */
const optionalNewCodeSchema = z
  .union([z.literal(''), newCodeSchema])
  .optional()
  .transform((value) => value || undefined);

const nameSchema = textSchema(255).trim().min(1, t.nameRequired);
const optionalNameSchema = z
  .union([textSchema(255).trim(), z.null()])
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

export const formationCodeParamsSchema = z.object({ formationCode: codeSchema() });
export const groupCodeParamsSchema = z.object({ groupCode: codeSchema() });
export const groupLineParamsSchema = z.object({ groupCode: codeSchema(), lineCode: codeSchema() });
export const groupTeacherParamsSchema = z.object({ groupCode: codeSchema(), contactCode: codeSchema() });

// --- Reads ---

/** A main formation as the list shows it. */
export const backOfficeFormationSchema = z.object({
  edu_codigoformacion: z.string(),
  edu_formacion: z.string(),
  edu_nombre: z.string().nullable(),
  groupCount: z.number().int(),
  /** Students with an active line in any of its groups (each counted once). */
  studentCount: z.number().int(),
});
export type BackOfficeFormation = z.infer<typeof backOfficeFormationSchema>;

export const backOfficeFormationsAnswerSchema = z.object({
  status: z.literal('ok'),
  formations: z.array(backOfficeFormationSchema),
  page: backOfficePageSchema,
});
export type BackOfficeFormationsAnswer = z.infer<typeof backOfficeFormationsAnswerSchema>;

export const backOfficeTeacherSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  emailaddress1: z.string().nullable(),
  role: z.string().nullable(),
});
export type BackOfficeTeacher = z.infer<typeof backOfficeTeacherSchema>;

/** A group with its dates (Madrid days), modality, permissions, teachers and active students. */
export const backOfficeGroupSchema = z.object({
  edu_codigoformacion: z.string(),
  edu_formacion: z.string(),
  edu_nombre: z.string().nullable(),
  edu_principalcodigoformacion: z.string(),
  edu_fechainicioclases: z.string().nullable(),
  edu_fechafinclases: z.string().nullable(),
  edu_fechainicioacceso: z.string().nullable(),
  edu_fechafinacceso: z.string().nullable(),
  /** 1 online, 2 hybrid, anything else in person. */
  cr479_modalidad: z.number().int().nullable(),
  allow_certificate: z.boolean(),
  is_freemium_available: z.boolean(),
  studentCount: z.number().int(),
  teachers: z.array(backOfficeTeacherSchema),
});
export type BackOfficeGroup = z.infer<typeof backOfficeGroupSchema>;

export const backOfficeFormationDetailAnswerSchema = z.object({
  status: z.literal('ok'),
  formation: backOfficeFormationSchema,
  groups: z.array(backOfficeGroupSchema),
});
export type BackOfficeFormationDetailAnswer = z.infer<typeof backOfficeFormationDetailAnswerSchema>;

const formationRefSchema = z.object({ edu_codigoformacion: z.string(), edu_formacion: z.string() });

export const backOfficeGroupDetailAnswerSchema = z.object({
  status: z.literal('ok'),
  group: backOfficeGroupSchema,
  /** Its main formation. */
  formation: formationRefSchema,
  /** The other groups of the same main formation (where a student may be moved). */
  siblings: z.array(formationRefSchema),
});
export type BackOfficeGroupDetailAnswer = z.infer<typeof backOfficeGroupDetailAnswerSchema>;

/** A student's line in a group. */
export const backOfficeGroupStudentSchema = z.object({
  edu_codigolineamatricula: z.string(),
  edu_codigomatricula: z.string(),
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  emailaddress1: z.string().nullable(),
  edu_fechainicio: z.string().nullable(),
  edu_fechafin: z.string().nullable(),
  /** `edu_activa` 0: the student sees the group. */
  isActive: z.boolean(),
});
export type BackOfficeGroupStudent = z.infer<typeof backOfficeGroupStudentSchema>;

export const backOfficeGroupStudentsAnswerSchema = z.object({
  status: z.literal('ok'),
  students: z.array(backOfficeGroupStudentSchema),
  page: backOfficePageSchema,
});
export type BackOfficeGroupStudentsAnswer = z.infer<typeof backOfficeGroupStudentsAnswerSchema>;

/** People a group may take: teachers (types 5 or 6) or students (anyone but free-trial visitors), active ones. */
export const groupCandidateRoleValues = ['profesor', 'alumno'] as const;
export const groupCandidatesQuerySchema = backOfficePageQuerySchema.extend({ tipo: z.enum(groupCandidateRoleValues).optional().default('alumno') });
export type GroupCandidatesQuery = z.infer<typeof groupCandidatesQuerySchema>;

export const groupCandidateSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  emailaddress1: z.string().nullable(),
  edu_documentoidentificativo: z.string().nullable(),
});
export type GroupCandidate = z.infer<typeof groupCandidateSchema>;

export const groupCandidatesAnswerSchema = z.object({ status: z.literal('ok'), people: z.array(groupCandidateSchema), page: backOfficePageSchema });
export type GroupCandidatesAnswer = z.infer<typeof groupCandidatesAnswerSchema>;

// --- Writes ---

export const createFormationSchema = z.object({ edu_codigoformacion: newCodeSchema, edu_formacion: nameSchema, edu_nombre: optionalNameSchema });
export type CreateFormationBody = z.infer<typeof createFormationSchema>;
export const updateFormationSchema = z.object({ edu_formacion: nameSchema.optional(), edu_nombre: optionalNameSchema });
export type UpdateFormationBody = z.infer<typeof updateFormationSchema>;

export const backOfficeFormationAnswerSchema = z.object({ status: z.literal('ok'), formation: backOfficeFormationSchema });
export type BackOfficeFormationAnswer = z.infer<typeof backOfficeFormationAnswerSchema>;

type GroupDays = {
  edu_fechainicioclases?: string | null;
  edu_fechafinclases?: string | null;
  edu_fechainicioacceso?: string | null;
  edu_fechafinacceso?: string | null;
};

/** Where a group's days are out of order (the server checks the merged row again on an edit). */
export function findGroupDatesProblem(days: GroupDays): { path: keyof GroupDays; message: string } | null {
  if (days.edu_fechainicioclases && days.edu_fechafinclases && days.edu_fechafinclases < days.edu_fechainicioclases) {
    return { path: 'edu_fechafinclases', message: t.classDatesOrder };
  }
  if (days.edu_fechainicioacceso && days.edu_fechafinacceso && days.edu_fechafinacceso < days.edu_fechainicioacceso) {
    return { path: 'edu_fechafinacceso', message: t.accessDatesOrder };
  }
  return null;
}

const checkGroupDates = (days: GroupDays, context: z.RefinementCtx) => {
  const problem = findGroupDatesProblem(days);
  if (problem) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
};

const groupFields = {
  edu_formacion: nameSchema,
  edu_nombre: optionalNameSchema,
  edu_fechainicioclases: backOfficeDaySchema,
  edu_fechafinclases: backOfficeDaySchema,
  edu_fechainicioacceso: backOfficeDaySchema,
  edu_fechafinacceso: backOfficeDaySchema,
  cr479_modalidad: z.number().int().min(0).max(2_147_483_647).nullable(),
  allow_certificate: z.boolean(),
  is_freemium_available: z.boolean(),
};

export const createGroupSchema = z
  .object({ edu_codigoformacion: newCodeSchema, ...groupFields })
  .partial({
    edu_nombre: true,
    edu_fechainicioclases: true,
    edu_fechafinclases: true,
    edu_fechainicioacceso: true,
    edu_fechafinacceso: true,
    cr479_modalidad: true,
    allow_certificate: true,
    is_freemium_available: true,
  })
  .superRefine(checkGroupDates);
export type CreateGroupBody = z.infer<typeof createGroupSchema>;

export const updateGroupSchema = z.object(groupFields).partial().superRefine(checkGroupDates);
export type UpdateGroupBody = z.infer<typeof updateGroupSchema>;

export const backOfficeGroupAnswerSchema = z.object({ status: z.literal('ok'), group: backOfficeGroupSchema });
export type BackOfficeGroupAnswer = z.infer<typeof backOfficeGroupAnswerSchema>;

export const addGroupTeacherSchema = z.object({
  edu_codigocontacto: codeSchema(t.choosePerson),
  role: z
    .union([textSchema(200).trim(), z.null()])
    .optional()
    .transform((value) => value || null),
});
export type AddGroupTeacherBody = z.infer<typeof addGroupTeacherSchema>;

export const enrolStudentSchema = z.object({
  edu_codigocontacto: codeSchema(t.choosePerson),
  /** The line's code; generated when empty. */
  edu_codigolineamatricula: optionalNewCodeSchema,
  /** The matrícula's code when the student has none for the main formation yet; generated when empty. */
  edu_codigomatricula: optionalNewCodeSchema,
  /** The line's first day; empty: the group's first day of classes, or today. */
  edu_fechainicio: backOfficeDaySchema.optional(),
});
export type EnrolStudentBody = z.infer<typeof enrolStudentSchema>;

export const moveStudentSchema = z.object({ targetGroupCode: codeSchema(t.moveChoose) });
export type MoveStudentBody = z.infer<typeof moveStudentSchema>;

export const groupStudentAnswerSchema = z.object({ status: z.literal('ok'), student: backOfficeGroupStudentSchema });
export type GroupStudentAnswer = z.infer<typeof groupStudentAnswerSchema>;

/** A move: the line that ended in the old group and the new one in the target group. */
export const moveStudentAnswerSchema = z.object({ status: z.literal('ok'), from: backOfficeGroupStudentSchema, to: backOfficeGroupStudentSchema });
export type MoveStudentAnswer = z.infer<typeof moveStudentAnswerSchema>;
