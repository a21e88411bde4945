import {
  academyIdentity,
  addCalendarDays,
  type AttendanceAnswer,
  type CertificateAnswer,
  type CertificateKind,
  type CompletionProgress,
  texts,
  toAcademyDay,
  toAcademyInstant,
} from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import { documentSignatory } from './pdf/document-signatory';
import { type DocumentIssuer, formatLongDay, type IssueInput } from './document-issuer';
import type { DocumentSigner } from './document-signer';
import { describeModality } from './secretary-documents';
import type { ActivitiesService } from '../activities/activities.service';
import type { DocumentHolder, SecretaryRepository, StudentGroup } from './secretary.repository';

/** Hours with at most two decimals ('12,5'). */
const roundHours = (hours: number) => Math.round(hours * 100) / 100;
const hoursEs = (hours: number) => roundHours(hours).toLocaleString('es-ES', { maximumFractionDigits: 2 });

/** What the attendance of a group adds up to in a range of days. */
export interface AttendanceSummary {
  totalHorasAsistidas: number;
  programmedHours: number;
  attendedClasses: number;
  heldClasses: number;
  fechasNoAsistidas: string[];
  from: string;
  to: string;
}

const durationHours = (start: Date, end: Date | null) => (end && end > start ? (end.getTime() - start.getTime()) / 3_600_000 : 1);

/**
 * Attendance (POST /api/actividades/asistencia/{contactCode}) and the three certificates of a group
 * (enrolment, attendance, contents). Attendance is counted from the attendance records of type 3 against
 * the group's live classes already held; a content certificate needs the group's index and every content of
 * it open to the student completed (`allowCertificate` of the group and the student's completion).
 */
export function createCertificatesService(deps: {
  repository: SecretaryRepository;
  /** The activities module, owner of attendance: the live classes the student joined. */
  attendance: Pick<ActivitiesService, 'listLiveClassAttendance'>;
  issuer: DocumentIssuer;
  signer: DocumentSigner;
  measureGroupProgress: (actor: Actor, groupCode: string) => Promise<CompletionProgress>;
  now: () => Date;
}) {
  const { repository, issuer, signer, now } = deps;

  const requireGroup = async (contactCode: string, groupCode: string): Promise<StudentGroup> => {
    if (!groupCode.trim()) throw new AppError('validation', texts.secretary.selectGroup);
    const group = await repository.findStudentGroup(contactCode, groupCode);
    // Someone else's group is not one of the student's: the same message as none chosen.
    if (!group) throw new AppError('validation', texts.secretary.selectGroup);
    return group;
  };

  /** Live classes held in [from, to] (Madrid days, capped at now) and which of them the student attended. */
  async function summarizeAttendance(
    contactCode: string,
    group: StudentGroup,
    range: { from?: string | undefined; to?: string | undefined },
  ): Promise<AttendanceSummary> {
    const today = toAcademyDay(now());
    const from = range.from ?? toAcademyDay(group.classesStart ?? group.lineStart ?? now());
    const to = range.to && range.to < today ? range.to : today;
    if (from > to) throw new AppError('validation', texts.secretary.invalidDate);
    const end = new Date(Math.min(toAcademyInstant(addCalendarDays(to, 1)).getTime(), now().getTime()));
    const classes = await deps.attendance.listLiveClassAttendance(contactCode, group.groupCode, toAcademyInstant(from), end);
    const attended = classes.filter((c) => c.attended);
    return {
      totalHorasAsistidas: roundHours(attended.reduce((sum, c) => sum + durationHours(c.start, c.end), 0)),
      programmedHours: roundHours(classes.reduce((sum, c) => sum + durationHours(c.start, c.end), 0)),
      attendedClasses: attended.length,
      heldClasses: classes.length,
      fechasNoAsistidas: [...new Set(classes.filter((c) => !c.attended).map((c) => toAcademyDay(c.start)))],
      from,
      to,
    };
  }

  const groupFacts = (group: StudentGroup) => ({
    formacion: group.formationName,
    grupo: `${group.groupName} (${group.groupCode})`,
    matricula: group.edu_matricula,
    modalidad: describeModality(group.modalidad),
  });
  const periodOf = (group: StudentGroup) => {
    const start = group.lineStart ?? group.classesStart;
    const end = group.lineEnd ?? group.classesEnd;
    return start ? `Desde el ${formatLongDay(start)}${end ? ` hasta el ${formatLongDay(end)}` : ''}` : '';
  };

  function buildCertificate(
    kind: CertificateKind,
    holder: DocumentHolder,
    group: StudentGroup,
    attendance: AttendanceSummary,
    index: { unidad: string; temas: string[] }[],
  ): IssueInput {
    const intro = `${documentSignatory.name}, ${documentSignatory.role.toLowerCase()} de ${academyIdentity.legalName}, CERTIFICA que ${holder.fullname}, con DNI/NIE ${holder.edu_documentoidentificativo ?? 'no consta'},`;
    const common = { holder, subjectRef: group.groupCode };
    const baseFacts = [
      { label: 'Formación', value: group.formationLongName ?? group.formationName },
      { label: 'Grupo', value: `${group.groupName} (${group.groupCode})` },
      { label: 'Matrícula', value: group.edu_matricula },
      { label: 'Modalidad', value: describeModality(group.modalidad) },
    ];
    if (kind === 'matricula') {
      return {
        ...common,
        kind: 'certificado-matricula',
        title: 'Certificado de matrícula',
        facts: { ...groupFacts(group), periodo: periodOf(group), horas: `${hoursEs(attendance.programmedHours)} h de clase en directo impartidas` },
        build: () => ({
          paragraphs: [
            `${intro} ${group.isActive ? 'está matriculado/a' : 'estuvo matriculado/a'} en esta academia en la formación y el grupo que se indican, con los datos siguientes:`,
          ],
          facts: [
            ...baseFacts,
            { label: 'Periodo', value: periodOf(group) },
            { label: 'Horas impartidas', value: `${hoursEs(attendance.programmedHours)} h de clase en directo hasta la fecha` },
          ],
          closing: ['Y para que conste a los efectos oportunos, se expide el presente certificado a petición de la persona interesada.'],
          isSigned: true,
        }),
      };
    }
    if (kind === 'asistencia') {
      const share = attendance.programmedHours > 0 ? Math.round((attendance.totalHorasAsistidas / attendance.programmedHours) * 100) : 0;
      const period = `Del ${formatLongDay(toAcademyInstant(attendance.from))} al ${formatLongDay(toAcademyInstant(attendance.to))}`;
      return {
        ...common,
        kind: 'certificado-asistencia',
        title: 'Certificado de asistencia',
        facts: {
          ...groupFacts(group),
          periodo: period,
          horas: `${hoursEs(attendance.totalHorasAsistidas)} h de ${hoursEs(attendance.programmedHours)} h`,
          asistencia: `${attendance.attendedClasses} de ${attendance.heldClasses} clases (${share} %)`,
        },
        build: () => ({
          paragraphs: [
            `${intro} ha asistido a las clases en directo de la formación y el grupo que se indican, según el registro de asistencia del campus virtual:`,
          ],
          facts: [
            ...baseFacts,
            { label: 'Periodo', value: period },
            { label: 'Horas asistidas', value: `${hoursEs(attendance.totalHorasAsistidas)} h de ${hoursEs(attendance.programmedHours)} h impartidas` },
            { label: 'Clases asistidas', value: `${attendance.attendedClasses} de ${attendance.heldClasses} (${share} %)` },
          ],
          closing: [
            'La asistencia se registra automáticamente cuando el alumno se une a la clase en directo desde el campus. Y para que conste a los efectos oportunos, se expide el presente certificado a petición de la persona interesada.',
          ],
          isSigned: true,
        }),
      };
    }
    const topics = index.reduce((sum, unit) => sum + unit.temas.length, 0);
    return {
      ...common,
      kind: 'certificado-contenidos',
      title: 'Certificado de contenidos',
      facts: {
        ...groupFacts(group),
        periodo: periodOf(group),
        contenidos: `${index.length} unidades y ${topics} temas completados`,
        horas: `${hoursEs(attendance.totalHorasAsistidas)} h de clase en directo asistidas`,
      },
      build: () => ({
        paragraphs: [
          `${intro} ha completado en el campus virtual el índice de contenidos de la formación y el grupo que se indican, que comprende las unidades y temas siguientes:`,
        ],
        facts: [...baseFacts, { label: 'Horas asistidas', value: `${hoursEs(attendance.totalHorasAsistidas)} h de clase en directo` }],
        table: {
          columns: [
            { header: 'Unidad', width: 2 },
            { header: 'Temas', width: 3 },
          ],
          rows: index.map((unit) => [unit.unidad, unit.temas.join(' · ') || '—']),
        },
        closing: ['Y para que conste a los efectos oportunos, se expide el presente certificado a petición de la persona interesada.'],
        isSigned: true,
      }),
    };
  }

  return {
    /** POST /api/actividades/asistencia/{contactCode}: hours attended in a group's live classes and the days missed. */
    async getAttendance(
      actor: Actor | null,
      contactCode: string,
      groupCode: string,
      query: { start_date?: string | undefined; end_date?: string | undefined; onlyHours?: string | undefined },
    ): Promise<AttendanceAnswer> {
      const checked = authorize(actor, 'useSecretary', { contactCode });
      const group = await requireGroup(checked.edu_codigocontacto, groupCode);
      const summary = await summarizeAttendance(checked.edu_codigocontacto, group, { from: query.start_date, to: query.end_date });
      const onlyHours = query.onlyHours === 'true' || query.onlyHours === '1';
      return { status: 'ok', data: { totalHorasAsistidas: summary.totalHorasAsistidas, fechasNoAsistidas: onlyHours ? [] : summary.fechasNoAsistidas } };
    },

    /** POST /api/certificados/{kind}/{contactCode}: issues a certificate of one of the student's groups. */
    async issueCertificate(actor: Actor | null, kind: CertificateKind, contactCode: string, groupCode: string): Promise<CertificateAnswer> {
      const checked = authorize(actor, 'useSecretary', { contactCode });
      const group = await requireGroup(checked.edu_codigocontacto, groupCode);
      const [holder, index] = await Promise.all([
        repository.findHolder(checked.edu_codigocontacto),
        kind === 'contenidos' ? repository.listContentIndex(group.formationCode) : Promise.resolve([]),
      ]);
      if (!holder) throw new AppError('not_found', texts.errors.notFound);
      if (kind === 'contenidos') {
        if (index.length === 0) throw new AppError('validation', texts.secretary.noContentIndex);
        const progress = await deps.measureGroupProgress(checked, group.groupCode);
        const isComplete = progress.total > 0 && progress.completed >= progress.total;
        if (!group.allowCertificate || !isComplete) throw new AppError('validation', texts.secretary.contentIndexIncomplete);
      }
      const attendance = await summarizeAttendance(checked.edu_codigocontacto, group, {});
      const issued = await issuer.issue(buildCertificate(kind, holder, group, attendance, index));
      return {
        status: 'ok',
        message: texts.secretary.certificateGenerated,
        url: signer.downloadUrl(issued.verification_code, { contactCode: checked.edu_codigocontacto, sessionId: checked.sessionId }),
        verificationCode: issued.verification_code,
      };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
