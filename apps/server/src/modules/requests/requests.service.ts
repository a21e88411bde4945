import { academyTexts } from '@campus/contract';
import { randomUUID } from 'node:crypto';
import {
  classifyTutoringLocation,
  type CreateRequestAnswer,
  type DecideRequestAnswer,
  type EventSummary,
  formatDayEs,
  type RequestItem,
  type RequestsAnswer,
  texts,
  toAcademyDay,
  toAcademyInstant,
  toHourMinute,
  type TutoringRequestBody,
} from '@campus/contract';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/actor';
import type { TableChanges } from '../../lib/table-changes';
import { type AccessPolicies, authorize } from '../../policies';
import type { RealtimeEmitter } from '../../realtime/emitter';
import { toEventSummary } from '../events/event-summary';
import { type NotificationInput, notificationTypeIds } from '../notifications/notifications.service';
import type { RequestsRepository, RequestWithNames } from './requests.repository';
import { buildTutoringDescription } from './tutoring-description';
import type { AuditService } from '../audit/audit.service';
import { fillAuditSummary } from '../audit/audit-summary';

/** Where an approved tutoría is held: a Jitsi Meet room per session, unguessable (a random UUID). */
export const TUTORING_MEETING_BASE_URL = 'https://meet.jit.si/campus-tutoria-';

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** A request as the requests page lists it (spec 002 §3 "Request"). */
export function toRequestItem(row: RequestWithNames): RequestItem {
  const { request } = row;
  return {
    id: request.id,
    title: request.title,
    name: request.title,
    fullname: row.teacherFullname,
    edu_formacion: row.groupName,
    status: request.status,
    date: request.date,
    start_time: toHourMinute(request.start_time),
    end_time: toHourMinute(request.end_time),
    response: request.response,
    request_id: request.request_id,
    request_type: request.request_type,
    group_id: request.group_code,
    teacher_id: request.teacher_code,
    student_id: request.student_code,
    student_fullname: row.studentFullname,
    event_id: request.event_id,
    join_url: row.joinUrl,
    message: request.message,
    location: request.location,
    created_at: request.created_at.toISOString(),
    decided_at: request.decided_at ? request.decided_at.toISOString() : null,
  };
}

/**
 * Tutoring requests (spec 002 §Session request form, §Requests): the student asks one of their group's
 * teachers for a session; beyond the spec, the teacher approves (a private tutoría appears in both
 * calendars, with a join link) or rejects with a response, and the student is told in the bell.
 */
export function createRequestsService(deps: {
  repository: RequestsRepository;
  access: AccessPolicies;
  emitter: RealtimeEmitter;
  changes: TableChanges;
  notify: (input: NotificationInput) => Promise<unknown>;
  now: () => Date;
  /** Issue 31: a teacher's decision goes to the audit log. */
  audit: Pick<AuditService, 'recordChanges'>;
  /** The meeting room of a new tutoría (tests pass a fixed one). */
  newMeetingUrl?: () => string;
}) {
  const { repository, access, emitter, changes, now } = deps;
  const newMeetingUrl = deps.newMeetingUrl ?? (() => `${TUTORING_MEETING_BASE_URL}${randomUUID()}`);

  /** Pushes a created or decided request to both people's open requests pages. */
  const pushRequest = (item: RequestItem) => {
    emitter.emitToUser(item.student_id, 'request-updated', item);
    if (item.teacher_id !== item.student_id) emitter.emitToUser(item.teacher_id, 'request-updated', item);
  };

  return {
    /**
     * POST /api/requests/student/{requestType}: a request in the student's own name, for one of their
     * active groups, to one of that group's teachers. The body was validated by the contract's schema
     * (date not before the Madrid today, end after start) against the real clock; checked again here
     * against the app's clock, which tests move.
     */
    async createStudentRequest(actor: Actor | null, requestType: number, body: TutoringRequestBody): Promise<CreateRequestAnswer> {
      const checked = authorize(actor, 'requestTutoring', { studentCode: body.student_id });
      const at = now();
      if (body.date < toAcademyDay(at)) throw new AppError('validation', texts.requests.dateNotBeforeToday);
      const { holdings } = await access.authorize(checked, 'viewGroup', { groupCode: body.group_id });
      const teacher = await repository.findGroupTeacher(body.group_id, body.teacher_id, checked.edu_codigocontacto);
      authorize(checked, 'addressTutoring', {
        isActiveGroup: holdings.lines.some(({ line }) => line.edu_codigoformacion === body.group_id),
        isGroupTeacher: teacher !== null,
      });
      const row = await repository.insert({
        request_type: requestType,
        request_id: body.request_id,
        title: body.title,
        student_code: checked.edu_codigocontacto,
        teacher_code: body.teacher_id,
        group_code: body.group_id,
        date: body.date,
        start_time: body.start_time,
        end_time: body.end_time,
        message: body.message || null,
        created_at: at,
      });
      const group = holdings.lines.find(({ line }) => line.edu_codigoformacion === body.group_id)!.group;
      const item = toRequestItem({
        request: row,
        teacherFullname: teacher!.teacherFullname,
        teacherFoto: teacher!.teacherFoto,
        studentFullname: teacher!.studentFullname,
        groupName: group.edu_formacion,
        joinUrl: null,
      });
      pushRequest(item);
      // The teacher asked hears it in the bell too (issue 30 item 6); the request opens his requests page.
      if (item.teacher_id !== item.student_id)
        await deps.notify({
          title: texts.teachingNotices.requestTitle(item.student_fullname),
          message: texts.teachingNotices.requestMessage(item.title, formatDayEs(item.date), item.start_time, item.end_time),
          typeId: notificationTypeIds.events,
          notifiable: { type: 'request', id: item.id },
          createdBy: checked.edu_codigocontacto,
          recipients: [item.teacher_id],
        });
      return { status: 'ok', message: texts.requests.created, request: item };
    },

    /** GET /api/requests/student/{contactId}: the caller's own requests, newest first. */
    async listStudentRequests(actor: Actor | null, contactCode: string): Promise<RequestsAnswer> {
      authorize(actor, 'listOwnRequests', { contactCode });
      const rows = await repository.listByStudent(contactCode);
      return { status: 'ok', requests: rows.map(toRequestItem) };
    },

    /** GET /api/requests/teacher/{contactId}: the requests addressed to the caller as a teacher, newest first. */
    async listTeacherRequests(actor: Actor | null, contactCode: string): Promise<RequestsAnswer> {
      authorize(actor, 'listAddressedRequests', { contactCode });
      const rows = await repository.listByTeacher(contactCode);
      return { status: 'ok', requests: rows.map(toRequestItem) };
    },

    /**
     * PATCH /api/requests/{id}: the addressed teacher approves or rejects a pending request, once. An
     * approval creates the tutoría (teacher organizer, student invited, nobody else) in the same
     * transaction; then both calendars drop their cached agendas and receive the event, both requests
     * pages receive the request, and the student's bell the outcome.
     */
    async decideRequest(
      actor: Actor | null,
      id: number,
      body: { status: 'aprobado' | 'rechazado'; response?: string | null; location?: string | null },
    ): Promise<DecideRequestAnswer> {
      const found = await repository.findById(id);
      if (!found) {
        // Decided by the policy like any other request, so a missing one answers 404 only to a signed-in caller.
        authorize(actor, 'signedIn');
        throw new AppError('not_found', texts.requests.notFound);
      }
      const checked = authorize(actor, 'decideRequest', { teacherCode: found.request.teacher_code, status: found.request.status });
      const at = now();
      const response = body.response?.trim() || null;
      // Issue 30: an https link becomes the tutoría's join URL, a place its location; nothing makes a video room.
      const where = body.status === 'aprobado' ? classifyTutoringLocation(body.location) : ({ kind: 'none' } as const);
      if (where.kind === 'invalid') throw new AppError('validation', texts.teachingTutoring.locationNeedsHttps);
      const location = where.kind === 'url' ? where.url : where.kind === 'place' ? where.place : null;
      const { request } = found;
      const startHour = toHourMinute(request.start_time);
      const endHour = toHourMinute(request.end_time);
      // A session whose time is over cannot be held any more: approving it would put a tutoría in the past.
      if (body.status === 'aprobado' && toAcademyInstant(request.date, endHour) <= at) throw new AppError('conflict', texts.requests.sessionPassed);
      const tutoring =
        body.status === 'aprobado'
          ? {
              title: request.title,
              description: buildTutoringDescription({
                student: found.studentFullname,
                title: request.title,
                place: where.kind === 'place' ? where.place : null,
                message: request.message,
                reply: response,
              }),
              day: request.date,
              startHour: `${startHour}:00`,
              endHour: `${endHour}:00`,
              start: toAcademyInstant(request.date, startHour),
              end: toAcademyInstant(request.date, endHour),
              joinUrl: where.kind === 'url' ? where.url : where.kind === 'place' ? null : newMeetingUrl(),
              teacherCode: request.teacher_code,
              studentCode: request.student_code,
              at,
            }
          : null;
      const isApproved = body.status === 'aprobado';
      const decided = await repository.decide(id, { status: body.status, response, location, at }, tutoring, (tx) =>
        deps.audit.recordChanges(
          checked,
          [
            {
              action: isApproved ? 'request.approve' : 'request.reject',
              entityType: 'student_request',
              entityId: id,
              summary: fillAuditSummary(isApproved ? academyTexts.auditAcademy.requestApprove : academyTexts.auditAcademy.requestReject, {
                title: request.title,
                student: found.studentFullname,
              }),
              // Only what the decision changed: the status always, the reply and the place when given.
              before: {
                status: request.status,
                ...(response !== null ? { response: request.response } : {}),
                ...(location !== null ? { location: request.location } : {}),
              },
              after: { status: body.status, ...(response !== null ? { response } : {}), ...(location !== null ? { location } : {}) },
            },
          ],
          tx,
        ),
      );
      // Someone (another tab) decided it between the read and the write.
      if (!decided) throw new AppError('conflict', texts.requests.alreadyDecided);

      const item = toRequestItem({ ...found, request: decided.request, joinUrl: decided.event?.join_url ?? null });
      let event: EventSummary | null = null;
      if (decided.event && tutoring) {
        // The deciding teacher organizes it: the summary carries the student's completion row (the same one both are pushed).
        event = toEventSummary(checked, {
          ...decided.event,
          groups: [],
          organizers: [{ edu_codigocontacto: request.teacher_code, fullname: found.teacherFullname, foto: found.teacherFoto }],
          people: [{ edu_codigocontacto: request.student_code, completed: 0 }],
        });
        // Their agendas hold what event_contacts and event_organizers reach: drop them on every instance.
        changes.publish('event_contacts', [request.student_code, request.teacher_code]);
        const personal = "a tutoría is placed in no formation: only its student's and teacher's reads show it, dropped by the event_contacts change";
        changes.publishNothing('events', personal);
        changes.publishNothing('event_organizers', personal);
        for (const code of [request.student_code, request.teacher_code]) emitter.emitToUser(code, 'calendar-changed', { events: [event], removedEventIds: [] });
      }
      pushRequest(item);
      const outcome = fill(body.status === 'aprobado' ? texts.requests.notificationApprovedMessage : texts.requests.notificationRejectedMessage, {
        teacher: found.teacherFullname,
        title: request.title,
        date: formatDayEs(request.date),
        start: startHour,
        end: endHour,
        response: response ?? '',
      });
      await deps.notify({
        title: body.status === 'aprobado' ? texts.requests.notificationApprovedTitle : texts.requests.notificationRejectedTitle,
        // A place is told in the bell too: a link is the calendar's join button, which the notice opens.
        message: where.kind === 'place' ? outcome + fill(texts.teachingTutoring.notificationApprovedPlace, { location: where.place }) : outcome,
        typeId: notificationTypeIds.events,
        // An approval opens the tutoría in the calendar (/calendario?event_id=…).
        notifiable: event ? { type: 'event', id: event.id } : null,
        createdBy: checked.edu_codigocontacto,
        recipients: [request.student_code],
      });
      return { status: 'ok', message: body.status === 'aprobado' ? texts.requests.approvedToast : texts.requests.rejectedToast, request: item, event };
    },
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
