import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['back-office'];
const who = 'Admin users and staff (contact types 4 and 6), or an API key of the academy’s CRM';

/** The back office's people (issue 31 item 1): /api/gestion/personas. */
export function createPeopleRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.peopleService;
  return async (app) => {
    app.route({
      ...endpointRoute('listPeople', {
        tags,
        summary: 'People of the academy, searched and paged (25 a page by default, at most 100)',
        description: `${who} (any scope). \`q\` matches the name (case and accents ignored), either e-mail, the DNI/NIE (from its start) or the code; \`type\` one contact type (1, 3, 4, 5, 6); \`state\` active or suspended. Ordered by name; \`total\` counts every match. Free-trial visitors are not listed.`,
      }),
      handler: async (request) => service.listPeople(request.actor, request.query),
    });

    app.route({
      ...endpointRoute('getPerson', {
        tags,
        summary: 'A person: personal data, contact types, admin flag, suspension, enrolment lines, groups taught, last connection, invitation state',
        description: `${who} (any scope). 404 'No existe ninguna persona con ese código'.`,
        errors: [400, 401, 403, 404],
      }),
      handler: async (request) => service.getPerson(request.actor, request.params.contactCode),
    });

    app.route({
      ...endpointRoute('createPerson', {
        tags,
        summary: 'Creates a student, teacher or staff member (201); optionally sends the invitation at once',
        description: `${who} (write scope). Without \`edu_codigocontacto\` the next free CON- number is given. The academy e-mail is unique without case (409 'Ya hay una persona con el correo …'); a DNI/NIE must carry its check letter. With \`sendInvitation\` the invitation is mailed, or its link answered in \`invitation.url\` when no SMTP server is configured. Audited ('contact.create', 'contact.invite').`,
        errors: [400, 401, 403, 409],
      }),
      // It may mail an invitation: the person's mail limit (bulk goes through the import, with its own limit).
      preHandler: app.personLimits.mail,
      handler: async (request, reply) => reply.code(201).send(await service.createPerson(request.actor, request.body)),
    });

    app.route({
      ...endpointRoute('updatePerson', {
        tags,
        summary: 'Edits a person: only the fields sent change; a changed e-mail must stay unique (409)',
        description: `${who} (write scope). Audited ('contact.update', before and after of the changed fields); sending the same values changes nothing and records nothing.`,
        errors: [400, 401, 403, 404, 409],
      }),
      handler: async (request) => service.updatePerson(request.actor, request.params.contactCode, request.body),
    });

    app.route({
      ...endpointRoute('suspendPerson', {
        tags,
        summary: 'Suspends a person: statecode 1, and every session of theirs ends at once (their open tabs go to the sign-in page)',
        description: `${who} (write scope). Nobody suspends themselves (409); a suspended person is refused with 409. Audited ('contact.suspend').`,
        errors: [400, 401, 403, 404, 409],
      }),
      handler: async (request) => service.suspendPerson(request.actor, request.params.contactCode),
    });

    app.route({
      ...endpointRoute('reactivatePerson', {
        tags,
        summary: 'Reactivates a suspended person (statecode 0): they sign in again with their password',
        description: `${who} (write scope). 409 when the person is not suspended. Audited ('contact.reactivate').`,
        errors: [400, 401, 403, 404, 409],
      }),
      handler: async (request) => service.reactivatePerson(request.actor, request.params.contactCode),
    });

    app.route({
      ...endpointRoute('invitePerson', {
        tags,
        summary: 'Sends the person a new invitation to choose their password (valid 7 days; the open one is superseded)',
        description: `${who} (write scope). Refused with 409 when the person is suspended or already chose a password. Without SMTP the link is answered in \`invitation.url\` for staff to hand over. Audited ('contact.invite').`,
        errors: [400, 401, 403, 404, 409],
      }),
      preHandler: app.personLimits.mail,
      handler: async (request) => service.invitePerson(request.actor, request.params.contactCode),
    });
  };
}
