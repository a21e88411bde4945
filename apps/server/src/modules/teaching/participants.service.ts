import {
  addCalendarDays,
  computeEvaluationGrade,
  getTaskDeadline,
  getTaskState,
  getWeekday,
  type ParticipantDetailAnswer,
  type ParticipantEvaluation,
  type ParticipantsAnswer,
  type ParticipantTask,
  roundTo2,
  type TeachingGroup,
  texts,
  toAcademyDay,
  toAcademyInstant,
  toProgressPercentage,
} from '@campus/contract';
import { type Actor, toActor } from '../../lib/actor';
import { AppError } from '../../lib/app-error';
import { type AccessPolicies, authorize, type GroupAccess } from '../../policies';
import type { ActivitiesService } from '../activities/activities.service';
import { computeStreak } from '../activities/streak';
import type { TimelineService } from '../timeline/timeline.service';
import type { EvaluationConceptRow, GroupTaskRow, ParticipantRow, ParticipantsRepository } from './participants.repository';

/** Days of connection history read for the streak (the activities module reads the same year). */
const STREAK_HISTORY_DAYS = 365;
/** Weeks of progress the detail draws at most (a two-year course). */
const MAX_PROGRESS_WEEKS = 104;

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : roundTo2((part / whole) * 100));
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : roundTo2(values.reduce((sum, value) => sum + value, 0) / values.length));
/** A task is past its deadline once its last minute is over (the contract's getTaskDeliveryBlock). */
const isPastDeadline = (task: Pick<GroupTaskRow, 'edu_fechafinmax' | 'edu_horafinmax'>, now: Date) => now.getTime() >= getTaskDeadline(task).getTime() + 60_000;

/** The last connection: the instant when known, else the last day with a connection ('YYYY-MM-DD'), else null. */
function lastConnectionOf(student: ParticipantRow): string | null {
  if (student.lastSeen && (!student.lastDay || toAcademyDay(student.lastSeen) >= student.lastDay)) return student.lastSeen.toISOString();
  return student.lastDay;
}

/** One evaluation of the group: its concepts (with their task's last day) in order. */
interface GroupEvaluation {
  id: number;
  title: string;
  concepts: EvaluationConceptRow[];
}

function groupEvaluations(rows: readonly EvaluationConceptRow[]): GroupEvaluation[] {
  const byId = new Map<number, GroupEvaluation>();
  for (const row of rows) {
    let evaluation = byId.get(row.evaluationId);
    if (!evaluation) byId.set(row.evaluationId, (evaluation = { id: row.evaluationId, title: row.evaluationTitle, concepts: [] }));
    if (row.conceptId !== null) evaluation.concepts.push(row);
  }
  return [...byId.values()];
}

/**
 * The "current term" (evaluations have no dates of their own): the evaluation whose tasks' last days span today,
 * else the last one whose first task's day has come, else the first. The same for every student of the group.
 */
export function findCurrentEvaluation<E extends { concepts: readonly { taskDeadline: string | null }[] }>(evaluations: readonly E[], today: string): E | null {
  const spans = evaluations.map((evaluation) => {
    const days = evaluation.concepts.flatMap((concept) => (concept.taskDeadline ? [concept.taskDeadline] : [])).sort();
    return { evaluation, first: days[0] ?? null, last: days.at(-1) ?? null };
  });
  const spanning = spans.find((span) => span.first !== null && span.first <= today && today <= span.last!);
  if (spanning) return spanning.evaluation;
  const begun = spans.filter((span) => span.first !== null && span.first <= today).at(-1);
  return begun?.evaluation ?? evaluations[0] ?? null;
}

/** The student's grade of an evaluation by the contract's rule (null = 'Sin calificar'). */
function gradeOf(evaluation: GroupEvaluation, contactCode: string): number | null {
  return computeEvaluationGrade(evaluation.concepts.map((concept) => ({ edu_valor: concept.edu_valor, edu_puntuacion: concept.scores[contactCode] ?? null })));
}

/** Delivered, graded, still open and past the deadline, over the group's tasks. */
function countDeliveries(tasks: readonly GroupTaskRow[], deliveries: ParticipantRow['deliveries'], now: Date) {
  const byTask = new Map(deliveries.map((delivery) => [delivery.taskId, delivery]));
  const counts = { entregadas: 0, corregidas: 0, pendientes: 0, vencidas: 0 };
  for (const task of tasks) {
    const delivery = byTask.get(task.id);
    if (delivery && (delivery.attempts > 0 || delivery.isGraded)) {
      counts.entregadas += 1;
      if (delivery.isGraded) counts.corregidas += 1;
    } else if (isPastDeadline(task, now)) counts.vencidas += 1;
    else counts.pendientes += 1;
  }
  return counts;
}

/**
 * The participants of a group as its teachers see them (issue 30 item 3): every student with their progress
 * (the timeline service's percentage), attendance (the activities module's live classes), last connection,
 * streak, deliveries and current grade (the contract's rules), in a constant number of statements whatever the
 * group's size; and one student's detail. Only the group's teachers and the academy side reach them (teachGroup).
 */
export function createParticipantsService(deps: {
  repository: ParticipantsRepository;
  access: Pick<AccessPolicies, 'loadHoldings' | 'getGroup' | 'loadHoldingRowsOf' | 'holdingsFromRows' | 'findGroup'>;
  timeline: Pick<TimelineService, 'measureGroupPercents' | 'listStudentTimeline'>;
  activities: Pick<ActivitiesService, 'countLiveClassAttendance' | 'listLiveClassAttendance'>;
  now: () => Date;
}) {
  const { repository, access, now } = deps;

  /** A group (not a main formation) the actor teaches, or the academy side; 404 for anyone else. */
  async function authorizeGroup(actor: Actor | null, groupCode: string) {
    const checked = authorize(actor, 'signedIn');
    const holdings = await access.loadHoldings(checked);
    authorize(checked, 'teachGroup', { groupCode, taughtGroups: holdings.taughtGroups });
    const { access: group } = await access.getGroup(checked, groupCode, holdings);
    if (!group || group.parent === null) throw new AppError('not_found', texts.teaching.groupNotFound);
    return group;
  }

  function toTeachingGroup(group: GroupAccess): TeachingGroup {
    const parent = group.parent!;
    return {
      edu_codigoformacion: group.group.edu_codigoformacion,
      edu_formacion: group.group.edu_formacion,
      formacion: { edu_codigoformacion: parent.edu_codigoformacion, edu_formacion: parent.edu_formacion },
    };
  }

  /** Live classes count from the group's first class day (else a year back) until now, as the statistics count them. */
  function heldBounds(group: GroupAccess) {
    const start = group.group.edu_fechainicioclases;
    const fromDay = start ? toAcademyDay(start) : addCalendarDays(toAcademyDay(now()), -STREAK_HISTORY_DAYS);
    return { from: toAcademyInstant(fromDay), to: now() };
  }

  /** Each student as the availability rules see them (never a session: sessionId 0 is nobody's), in one statement. */
  async function loadStudentAccesses(students: readonly ParticipantRow[], groupCode: string) {
    const holdingRows = await access.loadHoldingRowsOf(students.map((student) => student.edu_codigocontacto));
    const measured: { actor: Actor; access: GroupAccess }[] = [];
    for (const student of students) {
      const rows = holdingRows.get(student.edu_codigocontacto);
      if (!rows) continue;
      const actor = toActor(student, 0);
      const studentAccess = await access.findGroup(actor, groupCode, access.holdingsFromRows(rows));
      if (studentAccess) measured.push({ actor, access: studentAccess });
    }
    return measured;
  }

  /** The timeline percentage at the end of each week since the course began, from the completions' own dates. */
  function toWeeklyProgress(
    timeline: Awaited<ReturnType<TimelineService['listStudentTimeline']>>['events'],
    completedAt: ReadonlyMap<number, Date>,
    group: GroupAccess,
  ) {
    const at = now();
    const today = toAcademyDay(at);
    const counted = timeline.filter((event) => event.available);
    const firstDay = group.group.edu_fechainicioclases ? toAcademyDay(group.group.edu_fechainicioclases) : counted[0]?.date;
    if (!firstDay || firstDay > today) return [];
    let monday = addCalendarDays(firstDay, -getWeekday(firstDay));
    const lastMonday = addCalendarDays(today, -getWeekday(today));
    const weeks: string[] = [];
    while (monday <= lastMonday) {
      weeks.push(monday);
      monday = addCalendarDays(monday, 7);
    }
    return weeks.slice(-MAX_PROGRESS_WEEKS).map((week) => {
      const lastDay = addCalendarDays(week, 6) < today ? addCalendarDays(week, 6) : today;
      const end = Math.min(toAcademyInstant(addCalendarDays(lastDay, 1)).getTime(), at.getTime());
      const due = counted.filter((event) => event.date <= lastDay);
      const done = due.filter((event) => event.completed === 1 && (completedAt.get(event.id)?.getTime() ?? 0) <= end).length;
      return { semana: week, porcentaje: toProgressPercentage(done, due.length) };
    });
  }

  function toParticipantTask(task: GroupTaskRow, at: Date): ParticipantTask {
    const delivery = task.delivery;
    const isGraded = delivery?.isGraded ?? false;
    const estado = getTaskState({ isGraded, attemptsUsed: delivery?.intentos ?? 0 });
    return {
      id: task.id,
      edu_titulo: task.edu_titulo,
      edu_tema: task.edu_tema,
      edu_fechafinmax: task.edu_fechafinmax,
      edu_horafinmax: task.edu_horafinmax,
      estado,
      vencida: estado === 'Pendiente' && isPastDeadline(task, at),
      intentos_usados: delivery?.intentos ?? 0,
      edu_fechaentrega: delivery?.edu_fechaentrega?.toISOString() ?? null,
      edu_calificacion: isGraded ? (delivery?.edu_calificacion ?? null) : null,
      edu_comentario: isGraded ? (delivery?.edu_comentario ?? null) : null,
      edu_serieevaluacion: task.serie,
    };
  }

  return {
    /** GET /api/teaching/groups/{groupCode}/participants */
    async listParticipants(actor: Actor | null, groupCode: string): Promise<ParticipantsAnswer> {
      const group = await authorizeGroup(actor, groupCode);
      const at = now();
      const today = toAcademyDay(at);
      const [students, tasks, conceptRows] = await Promise.all([
        repository.listParticipants(groupCode, addCalendarDays(today, -STREAK_HISTORY_DAYS)),
        repository.listGroupTasks(groupCode),
        repository.listEvaluationConcepts(groupCode),
      ]);
      const codes = students.map((student) => student.edu_codigocontacto);
      const { from, to } = heldBounds(group);
      const [measured, attendance] = await Promise.all([
        loadStudentAccesses(students, groupCode),
        deps.activities.countLiveClassAttendance(groupCode, codes, from, to),
      ]);
      const percents = await deps.timeline.measureGroupPercents(measured, group, {});
      const evaluations = groupEvaluations(conceptRows);
      const current = findCurrentEvaluation(evaluations, today);

      const participantes = students.map((student) => {
        const code = student.edu_codigocontacto;
        const attended = attendance.attendedBy.get(code) ?? 0;
        return {
          edu_codigocontacto: code,
          fullname: student.fullname,
          emailaddress1: student.emailaddress1,
          foto_url: student.foto,
          progreso: percents.get(code)?.percentage ?? 0,
          asistencia: { asistidas: attended, clases: attendance.held, porcentaje: percentOf(attended, attendance.held) },
          ultima_conexion: lastConnectionOf(student),
          racha: computeStreak(new Set(student.recentDays), today),
          entregas: countDeliveries(tasks, student.deliveries, at),
          nota: current ? gradeOf(current, code) : null,
        };
      });
      const grades = participantes.flatMap((participant) => (participant.nota === null ? [] : [participant.nota]));
      return {
        status: 'ok',
        grupo: toTeachingGroup(group),
        evaluacion_actual: current ? { id: current.id, edu_titulo: current.title } : null,
        tareas: tasks.length,
        clases: attendance.held,
        participantes,
        medias: {
          progreso: mean(participantes.map((participant) => participant.progreso)),
          asistencia: mean(participantes.map((participant) => participant.asistencia.porcentaje)),
          nota: grades.length === 0 ? null : mean(grades),
          pendientes: participantes.reduce((sum, participant) => sum + participant.entregas.pendientes, 0),
        },
      };
    },

    /** GET /api/teaching/groups/{groupCode}/participants/{contactCode}: 404 when the student is not in the group. */
    async getParticipant(actor: Actor | null, groupCode: string, contactCode: string): Promise<ParticipantDetailAnswer> {
      const group = await authorizeGroup(actor, groupCode);
      const at = now();
      const today = toAcademyDay(at);
      const [student] = await repository.listParticipants(groupCode, addCalendarDays(today, -STREAK_HISTORY_DAYS), contactCode);
      if (!student) throw new AppError('not_found', texts.teachingParticipants.studentNotFound);
      const { from, to } = heldBounds(group);
      const [[studentAccess], tasks, conceptRows, classes, completedAt] = await Promise.all([
        loadStudentAccesses([student], groupCode),
        repository.listGroupTasks(groupCode, contactCode),
        repository.listEvaluationConcepts(groupCode, contactCode),
        deps.activities.listLiveClassAttendance(contactCode, groupCode, from, to),
        repository.listCompletionTimes(contactCode),
      ]);
      const timeline = studentAccess ? await deps.timeline.listStudentTimeline(studentAccess) : { events: [], percentage: 0, completed: 0, total: 0 };
      const evaluations = groupEvaluations(conceptRows);
      const current = findCurrentEvaluation(evaluations, today);
      const attended = classes.filter((item) => item.attended).length;
      return {
        status: 'ok',
        grupo: toTeachingGroup(group),
        alumno: {
          edu_codigocontacto: student.edu_codigocontacto,
          fullname: student.fullname,
          emailaddress1: student.emailaddress1,
          foto_url: student.foto,
          ultima_conexion: lastConnectionOf(student),
          racha: computeStreak(new Set(student.recentDays), today),
        },
        progreso: {
          porcentaje: timeline.percentage,
          completados: timeline.completed,
          total: timeline.total,
          semanas: toWeeklyProgress(timeline.events, completedAt, group),
        },
        asistencia: {
          asistidas: attended,
          clases: classes.length,
          porcentaje: percentOf(attended, classes.length),
          clases_directo: classes.map((item) => ({
            id: item.id,
            titulo: item.title,
            inicio: item.start.toISOString(),
            fin: item.end?.toISOString() ?? null,
            asistio: item.attended,
          })),
        },
        tareas: tasks.map((task) => toParticipantTask(task, at)),
        evaluaciones: evaluations.map((evaluation): ParticipantEvaluation => ({
          id: evaluation.id,
          edu_titulo: evaluation.title,
          edu_calificacion: gradeOf(evaluation, contactCode),
          actual: evaluation === current,
          edu_conceptos: evaluation.concepts.map((concept) => ({
            id: concept.conceptId!,
            edu_codigoconcepto: concept.edu_codigoconcepto ?? '',
            edu_valor: concept.edu_valor,
            tarea_id: concept.taskId,
            edu_puntuacion: concept.scores[contactCode] ?? null,
          })),
        })),
      };
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
