import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['back-office'];
/** Key management is for people only: a key calling it is refused, so the description offers no key. */
const sessionOnly = [{ bearer: [] }];

/** API keys of the academy's CRM (issue 31 item 4): list, create (the secret answered once), revoke. */
export function createApiKeysRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.apiKeysService;
  return async (app) => {
    app.route({
      ...endpointRoute('listApiKeys', {
        tags,
        summary: 'The academy’s API keys, newest first: name, scope, visible prefix, creator, creation, last use (to the minute), revocation; never a secret',
        description: 'Admin users and staff only, with a session; an API key is refused (403).',
        security: sessionOnly,
      }),
      handler: async (request) => service.listKeys(request.actor),
    });

    app.route({
      ...endpointRoute('createApiKey', {
        tags,
        summary: 'Creates an API key (name, scope read or write) and answers its secret this once (201)',
        description:
          'The secret `campus_<8-character prefix>_<256 random bits>` is never shown again: only its SHA-256 is kept. Admin users and staff only, with a session; an API key is refused (403). Recorded in the audit log (without the secret).',
        security: sessionOnly,
      }),
      handler: async (request, reply) => reply.code(201).send(await service.createKey(request.actor, request.body)),
    });

    app.route({
      ...endpointRoute('revokeApiKey', {
        tags,
        summary: 'Revokes an API key: its next call, on any instance, answers 401',
        description: 'Admin users and staff only, with a session. 404 for an unknown key, 409 for one already revoked. Recorded in the audit log.',
        errors: [400, 401, 403, 404, 409],
        security: sessionOnly,
      }),
      handler: async (request) => service.revokeKey(request.actor, request.params.id),
    });
  };
}
