import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { createAcademyFormationsRepository } from './academy-formations.repository';
import { createAcademyFormationsService } from './academy-formations.service';
import { createGroupEnrolmentsRepository } from './group-enrolments.repository';
import { createGroupEnrolmentsService } from './group-enrolments.service';

const tags = ['back-office'];
const readErrors = [400, 401, 403, 404] as const;
const writeErrors = [400, 401, 403, 404, 409] as const;
const who = 'The academy side (admin flag, staff types 4 and 6) or an API key of the academy’s CRM';
const writers = 'The academy side or a write-scoped API key; audited (before and after)';

/** The back office's formations, groups, teachers and enrolments (issue 31 item 1). */
export function createAcademyFormationsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const db = ctx.database.db;
  const repository = createAcademyFormationsRepository(db);
  const enrolmentsRepository = createGroupEnrolmentsRepository(db);
  const formations = createAcademyFormationsService({ repository, enrolments: enrolmentsRepository, audit: ctx.auditService, changes: ctx.changes });
  const enrolments = createGroupEnrolmentsService({
    repository: enrolmentsRepository,
    formations: repository,
    groups: formations,
    audit: ctx.auditService,
    changes: ctx.changes,
    emitter: ctx.realtime,
    now: ctx.now,
  });

  return async (app) => {
    app.route({
      ...endpointRoute('listBackOfficeFormations', {
        tags,
        summary: 'Main formations (no parent) with their number of groups and of active students, searched by code or name, paged',
        description: `${who}. Two statements whatever the academy's size.`,
        errors: readErrors,
      }),
      handler: async (request) => formations.listFormations(request.actor, request.query),
    });
    app.route({
      ...endpointRoute('createBackOfficeFormation', {
        tags,
        summary: 'Creates a main formation (201); 409 when the code is taken',
        description: writers,
        errors: writeErrors,
      }),
      handler: async (request, reply) => reply.code(201).send(await formations.createFormation(request.actor, request.body)),
    });
    app.route({
      ...endpointRoute('getBackOfficeFormation', {
        tags,
        summary: 'A main formation with its groups: class and access days (Madrid), modality, teachers, certificate permission, active students',
        description: `${who}. 400 when the code is a group's.`,
        errors: readErrors,
      }),
      handler: async (request) => formations.getFormation(request.actor, request.params.formationCode),
    });
    app.route({
      ...endpointRoute('updateBackOfficeFormation', { tags, summary: 'Renames a main formation', description: writers, errors: writeErrors }),
      handler: async (request) => formations.updateFormation(request.actor, request.params.formationCode, request.body),
    });
    app.route({
      ...endpointRoute('createBackOfficeGroup', {
        tags,
        summary:
          'Creates a group of a main formation (201): days as Madrid days, modality 1 online / 2 hybrid / other in person, certificate and free-trial flags',
        description: `${writers}. 400 when the parent is itself a group or the days are out of order; 409 when the code is taken.`,
        errors: writeErrors,
      }),
      handler: async (request, reply) => reply.code(201).send(await formations.createGroup(request.actor, request.params.formationCode, request.body)),
    });
    app.route({
      ...endpointRoute('getBackOfficeGroup', {
        tags,
        summary: 'A group with its teachers and active students, its main formation and the other groups of it',
        description: who,
        errors: readErrors,
      }),
      handler: async (request) => formations.getGroup(request.actor, request.params.groupCode),
    });
    app.route({
      ...endpointRoute('updateBackOfficeGroup', {
        tags,
        summary: 'Changes a group’s name, days, modality or flags (only the fields sent)',
        description: `${writers}. The days are checked on the row as it will be.`,
        errors: writeErrors,
      }),
      handler: async (request) => formations.updateGroup(request.actor, request.params.groupCode, request.body),
    });
    app.route({
      ...endpointRoute('listGroupCandidates', {
        tags,
        summary:
          'Active people a group may take, searched by name, e-mail, DNI or code, paged: tipo=profesor (types 5, 6, not teaching it) or alumno (not free-trial visitors, not active in it)',
        description: who,
        errors: readErrors,
      }),
      handler: async (request) => enrolments.listCandidates(request.actor, request.params.groupCode, request.query),
    });
    app.route({
      ...endpointRoute('addGroupTeacher', {
        tags,
        summary: 'Adds a teacher (types 5 or 6) to a group, with an optional role text',
        description: writers,
        errors: writeErrors,
      }),
      handler: async (request) => formations.addTeacher(request.actor, request.params.groupCode, request.body),
    });
    app.route({
      ...endpointRoute('removeGroupTeacher', { tags, summary: 'Removes a teacher from a group', description: writers, errors: writeErrors }),
      handler: async (request) => formations.removeTeacher(request.actor, request.params.groupCode, request.params.contactCode),
    });
    app.route({
      ...endpointRoute('listGroupStudents', {
        tags,
        summary: 'A group’s enrolment lines (active first), with line and matrícula codes, start and end days, searched by name, e-mail, DNI or code, paged',
        description: `${who}. Two statements whatever the group's size.`,
        errors: readErrors,
      }),
      handler: async (request) => enrolments.listStudents(request.actor, request.params.groupCode, request.query),
    });
    app.route({
      ...endpointRoute('enrolGroupStudent', {
        tags,
        summary: 'Enrols a person in a group (201): creates their matrícula for the main formation when they have none, and an active line',
        description: `${writers}. Codes are generated when not given; 409 when the person is already active in the group. The student's open pages (and the group's teachers) receive 'enrolments-changed'.`,
        errors: writeErrors,
      }),
      handler: async (request, reply) => reply.code(201).send(await enrolments.enrol(request.actor, request.params.groupCode, request.body)),
    });
    app.route({
      ...endpointRoute('unenrolGroupStudent', {
        tags,
        summary: 'Ends an enrolment line: inactive (edu_activa 1) with today as edu_fechafin; the row stays as history',
        description: `${writers}. 409 when the line already ended. The student's open pages receive 'enrolments-changed'.`,
        errors: writeErrors,
      }),
      handler: async (request) => enrolments.unenrol(request.actor, request.params.groupCode, request.params.lineCode),
    });
    app.route({
      ...endpointRoute('moveGroupStudent', {
        tags,
        summary: 'Moves a student to another group of the same main formation in one transaction: ends the line and opens one there with the same start day',
        description: `${writers}. The student's open pages receive 'enrolments-changed'.`,
        errors: writeErrors,
      }),
      handler: async (request) => enrolments.move(request.actor, request.params.groupCode, request.params.lineCode, request.body),
    });
  };
}
