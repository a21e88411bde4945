import { sandboxChallengeFormSchema, sandboxChallengeParamsSchema, sandboxChallengeQuerySchema, texts } from '@campus/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';
import { isAppError } from '../../lib/app-error';
import { renderChallengePage, renderChallengeResultPage, renderChallengeUnavailablePage } from './sandbox-challenge-page';

const tags = ['checkout'];

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** A refused challenge as its page: 404 unknown or not the holder's, 409 already answered or expired. */
function sendFailure(reply: FastifyReply, error: unknown) {
  if (!isAppError(error)) throw error;
  return sendHtml(reply, error.statusCode, renderChallengeUnavailablePage(error.message));
}

/**
 * The sandbox's 3-D Secure challenge page, framed by the purchase dialog (same origin, no scripts):
 * `GET {path}/{pi}?client_secret=` shows it, `POST {path}/{pi}` (form: client_secret, decision) answers
 * it once. Public (`auth: 'public'`): a framed page carries no bearer token, so the client secret, given
 * only to the paying contact, is what binds the page to them, as with Stripe's own challenge; the purchase
 * is still confirmed by their signed-in payment-alumno-success call. Pages, not API calls: hidden from the
 * OpenAPI description, and every answer (a refusal too) is HTML, so the params, query and form are read here.
 */
export function createSandboxChallengeRoutes(ctx: AppContext): FastifyPluginAsync {
  const service = ctx.checkoutService;
  return async (app) => {
    app.route({
      ...endpointRoute('showSandboxChallenge', {
        tags,
        summary: 'The sandbox’s 3-D Secure challenge page (HTML)',
        hide: true,
        config: { auth: 'public', rateLimit: { max: 60, timeWindow: '1 minute' } },
        errors: [],
      }),
      handler: async (request, reply) => {
        const params = sandboxChallengeParamsSchema.safeParse(request.params);
        const query = sandboxChallengeQuerySchema.safeParse(request.query);
        if (!params.success || !query.success) return sendHtml(reply, 404, renderChallengeUnavailablePage(texts.payment.authentication.notFound));
        try {
          const challenge = await service.getSandboxChallenge(params.data.paymentIntentId, query.data.client_secret);
          return sendHtml(reply, 200, renderChallengePage(challenge, query.data.client_secret));
        } catch (error) {
          return sendFailure(reply, error);
        }
      },
    });

    app.route({
      ...endpointRoute('answerSandboxChallenge', {
        tags,
        summary: 'Answers the sandbox’s 3-D Secure challenge (form: client_secret, decision); answers the result page (HTML)',
        hide: true,
        config: { auth: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
        errors: [],
      }),
      handler: async (request, reply) => {
        const params = sandboxChallengeParamsSchema.safeParse(request.params);
        const form = sandboxChallengeFormSchema.safeParse(request.body ?? {});
        if (!params.success || !form.success)
          return sendHtml(reply, params.success ? 400 : 404, renderChallengeUnavailablePage(texts.payment.authentication.notFound));
        try {
          const { isAuthorized } = await service.answerSandboxChallenge(params.data.paymentIntentId, form.data.client_secret, form.data.decision);
          return sendHtml(reply, 200, renderChallengeResultPage(isAuthorized));
        } catch (error) {
          return sendFailure(reply, error);
        }
      },
    });
  };
}
