import { freemiumProviderSchema, texts } from '@campus/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { SimulatedFreemiumProvider } from '../../integrations/freemium-oauth/simulated-freemium-provider';
import { renderSimulationPage } from './freemium-simulation-page';
import { renderSignInErrorPage } from './sign-in-page';

const authorizeQuerySchema = z.object({ redirect_uri: z.string().min(1).max(2000), state: z.string().max(500).optional().default('') });
const simulationFormSchema = z.object({
  name: z.string().trim().min(1, 'Escribe tu nombre').max(200, 'El nombre es demasiado largo'),
  email: z.string().trim().toLowerCase().max(255, 'Introduce un correo válido').email('Introduce un correo válido'),
});

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

const field = (body: Record<string, unknown>, name: string, max: number) => (typeof body[name] === 'string' ? (body[name] as string).slice(0, max) : '');

/**
 * Where the web sends the browser for a freemium sign-in: `GET /auth/freemium/{provider}/authorize`
 * forwards to the real provider when its credentials are configured, and otherwise shows the built-in
 * simulation, whose `POST` answers 303 to `redirect_uri?code&state`. Only this app's own `/login` is an
 * accepted return address.
 */
export function createFreemiumSimulationRoutes(ctx: AppContext): FastifyPluginAsync {
  /** The simulated provider of the path, or the page to answer instead (unknown, or real credentials). */
  const resolveProvider = (reply: FastifyReply, value: unknown) => {
    const parsed = freemiumProviderSchema.safeParse(value);
    if (!parsed.success) return { page: sendHtml(reply, 404, renderSignInErrorPage(texts.errors.notFound)) };
    const instance = ctx.freemiumProviders[parsed.data];
    if (!(instance instanceof SimulatedFreemiumProvider)) return { page: sendHtml(reply, 404, renderSignInErrorPage(texts.freemium.providerNotConfigured)) };
    return { provider: instance };
  };
  const isAllowedRedirect = (uri: string) => uri === ctx.loginRedirectUri;

  return async (app) => {
    app.get('/auth/freemium/:provider/authorize', { schema: { hide: true } }, async (request, reply) => {
      const parsed = freemiumProviderSchema.safeParse((request.params as { provider?: unknown }).provider);
      if (!parsed.success) return sendHtml(reply, 404, renderSignInErrorPage(texts.errors.notFound));
      const query = authorizeQuerySchema.safeParse(request.query);
      if (!query.success || !isAllowedRedirect(query.data.redirect_uri)) return sendHtml(reply, 400, renderSignInErrorPage(texts.identity.invalidRedirect));
      const instance = ctx.freemiumProviders[parsed.data];
      // With real credentials this address just forwards to the provider, so the web always starts here.
      if (!(instance instanceof SimulatedFreemiumProvider)) return reply.redirect(instance.buildAuthorizationUrl(query.data.redirect_uri, query.data.state), 302);
      return sendHtml(reply, 200, renderSimulationPage({ provider: instance.provider, redirectUri: query.data.redirect_uri, state: query.data.state }));
    });

    app.post(
      '/auth/freemium/:provider/authorize',
      { schema: { hide: true }, config: { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } } },
      async (request, reply) => {
        const { provider, page } = resolveProvider(reply, (request.params as { provider?: unknown }).provider);
        if (!provider) return page;
        const body = (request.body ?? {}) as Record<string, unknown>;
        const redirectUri = field(body, 'redirect_uri', 2000);
        const state = field(body, 'state', 500);
        if (!isAllowedRedirect(redirectUri)) return sendHtml(reply, 400, renderSignInErrorPage(texts.identity.invalidRedirect));
        const form = simulationFormSchema.safeParse(body);
        if (!form.success) {
          const page = renderSimulationPage({ provider: provider.provider, redirectUri, state, name: field(body, 'name', 200), email: field(body, 'email', 255), error: form.error.issues[0]?.message ?? texts.errors.validation });
          return sendHtml(reply, 400, page);
        }
        const code = await provider.issueCode(form.data, redirectUri);
        const location = new URL(redirectUri);
        location.searchParams.set('code', code);
        if (state) location.searchParams.set('state', state);
        return reply.redirect(location.href, 303);
      },
    );
  };
}
