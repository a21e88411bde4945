import { freemiumProviderSchema, parseFreemiumState, texts, type FreemiumProvider } from '@campus/contract';
import { generateCodeVerifier } from 'arctic';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { freemiumProviderNames } from '../../integrations/freemium-oauth/freemium-oauth-provider';
import { SimulatedFreemiumProvider } from '../../integrations/freemium-oauth/simulated-freemium-provider';
import { rememberFreemiumSignIn } from '../freemium/freemium-sign-in-cookie';
import { renderSimulationPage, type BuiltinProviderPageOptions } from './freemium-simulation-page';
import { renderSignInErrorPage } from './sign-in-page';
import { isFromPublicOrigin, sendSignInHtml } from '../../http/sign-in-cookies';

const authorizeQuerySchema = z.object({ redirect_uri: z.string().min(1).max(2000), state: z.string().min(1).max(500) });
const identityFormSchema = z.object({
  name: z.string().trim().min(1, 'Escribe tu nombre').max(200, 'El nombre es demasiado largo'),
  email: z.string().trim().toLowerCase().max(255, 'Introduce un correo válido').email('Introduce un correo válido'),
});

const field = (body: Record<string, unknown>, name: string, max: number) => (typeof body[name] === 'string' ? body[name].slice(0, max) : '');
const unavailable = (provider: FreemiumProvider) => texts.freemium.providerUnavailable.replace('{provider}', freemiumProviderNames[provider]);

/**
 * Where the web sends the browser for a freemium sign-in: `GET /auth/freemium/{provider}/authorize`
 * binds the sign-in to this browser (cookie with state and PKCE verifier), then forwards to the real
 * provider when its credentials are configured, or shows the built-in provider: the simulation
 * (development and tests, says so on screen) or the e-mail proof (a code mailed to the visitor). Only this
 * app's own `/login` is an accepted return address, and the state must be a freemium state of that provider.
 */
export function createFreemiumSimulationRoutes(ctx: AppContext): FastifyPluginAsync {
  const isAllowedRedirect = (uri: string) => uri === ctx.loginRedirectUri;
  const isStateOf = (provider: FreemiumProvider, state: string) => parseFreemiumState(state)?.provider === provider;

  /** The built-in provider of a form POST, or the page answered instead (unknown, real credentials, off, foreign origin, bad return). */
  const resolveBuiltinPost = (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = freemiumProviderSchema.safeParse((request.params as { provider?: unknown }).provider);
    if (!parsed.success) return { page: sendSignInHtml(reply, 404, renderSignInErrorPage(texts.errors.notFound)) };
    const instance = ctx.freemiumProviders[parsed.data];
    if (!(instance instanceof SimulatedFreemiumProvider))
      return { page: sendSignInHtml(reply, 404, renderSignInErrorPage(texts.freemium.providerNotConfigured)) };
    if (!instance.isAvailable) return { page: sendSignInHtml(reply, 404, renderSignInErrorPage(unavailable(parsed.data))) };
    // A form posted from another site would sign the visitor's browser in as someone else (login CSRF).
    if (!isFromPublicOrigin(request, ctx.config.PUBLIC_URL)) return { page: sendSignInHtml(reply, 403, renderSignInErrorPage(texts.identity.foreignOrigin)) };
    const body = (request.body ?? {}) as Record<string, unknown>;
    const redirectUri = field(body, 'redirect_uri', 2000);
    const state = field(body, 'state', 500);
    if (!isAllowedRedirect(redirectUri)) return { page: sendSignInHtml(reply, 400, renderSignInErrorPage(texts.identity.invalidRedirect)) };
    if (!isStateOf(instance.provider, state)) return { page: sendSignInHtml(reply, 400, renderSignInErrorPage(texts.identity.invalidSignInRequest)) };
    return { provider: instance, mode: instance.mode as BuiltinProviderPageOptions['mode'], body, redirectUri, state };
  };

  const redirectWithCode = (reply: FastifyReply, redirectUri: string, code: string, state: string) => {
    const location = new URL(redirectUri);
    location.searchParams.set('code', code);
    location.searchParams.set('state', state);
    return reply.redirect(location.href, 303);
  };

  const postLimit = { rateLimit: { max: ctx.config.SIGN_IN_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };

  return async (app) => {
    app.get('/auth/freemium/:provider/authorize', { schema: { hide: true } }, async (request, reply) => {
      const parsed = freemiumProviderSchema.safeParse((request.params as { provider?: unknown }).provider);
      if (!parsed.success) return sendSignInHtml(reply, 404, renderSignInErrorPage(texts.errors.notFound));
      const query = authorizeQuerySchema.safeParse(request.query);
      if (!query.success || !isAllowedRedirect(query.data.redirect_uri))
        return sendSignInHtml(reply, 400, renderSignInErrorPage(texts.identity.invalidRedirect));
      const { redirect_uri: redirectUri, state } = query.data;
      if (!isStateOf(parsed.data, state)) return sendSignInHtml(reply, 400, renderSignInErrorPage(texts.identity.invalidSignInRequest));
      const instance = ctx.freemiumProviders[parsed.data];
      if (instance.mode === 'off') return sendSignInHtml(reply, 404, renderSignInErrorPage(unavailable(parsed.data)));
      const codeVerifier = generateCodeVerifier();
      rememberFreemiumSignIn(reply, { state, codeVerifier }, ctx.config.PUBLIC_URL);
      if (!(instance instanceof SimulatedFreemiumProvider)) return reply.redirect(instance.buildAuthorizationUrl(redirectUri, state, codeVerifier), 302);
      return sendSignInHtml(reply, 200, renderSimulationPage({ provider: instance.provider, mode: instance.mode, redirectUri, state }));
    });

    app.post('/auth/freemium/:provider/authorize', { schema: { hide: true }, config: postLimit }, async (request, reply) => {
      const resolved = resolveBuiltinPost(request, reply);
      if (!resolved.provider) return resolved.page;
      const { provider, mode, body, redirectUri, state } = resolved;
      const pageOptions = { provider: provider.provider, mode, redirectUri, state, name: field(body, 'name', 200), email: field(body, 'email', 255) };
      const form = identityFormSchema.safeParse(body);
      if (!form.success)
        return sendSignInHtml(reply, 400, renderSimulationPage({ ...pageOptions, error: form.error.issues[0]?.message ?? texts.errors.validation }));
      if (mode === 'simulation') return redirectWithCode(reply, redirectUri, await provider.issueCode(form.data, redirectUri), state);
      try {
        const challengeId = await provider.startEmailChallenge(form.data, redirectUri, state);
        return sendSignInHtml(reply, 200, renderSimulationPage({ ...pageOptions, email: form.data.email, step: 'code', challengeId }));
      } catch (error) {
        request.log.error({ err: error }, 'No se pudo enviar el código de la prueba gratuita');
        return sendSignInHtml(reply, 503, renderSimulationPage({ ...pageOptions, error: texts.freemium.mailSendFailed }));
      }
    });

    app.post('/auth/freemium/:provider/verify', { schema: { hide: true }, config: postLimit }, async (request, reply) => {
      const resolved = resolveBuiltinPost(request, reply);
      if (!resolved.provider) return resolved.page;
      const { provider, mode, body, redirectUri, state } = resolved;
      if (mode !== 'email-code') return sendSignInHtml(reply, 404, renderSignInErrorPage(texts.errors.notFound));
      const result = await provider.completeEmailChallenge(field(body, 'challenge', 100), field(body, 'code', 20));
      if (result.ok) return redirectWithCode(reply, result.redirectUri, result.code, result.state);
      if (result.reason === 'wrong' && result.challenge) {
        const page = renderSimulationPage({
          provider: provider.provider,
          mode,
          step: 'code',
          redirectUri,
          state,
          challengeId: result.challenge.id,
          email: result.challenge.email,
          error: texts.freemium.emailCodeWrong,
        });
        return sendSignInHtml(reply, 400, page);
      }
      return sendSignInHtml(
        reply,
        400,
        renderSimulationPage({ provider: provider.provider, mode, redirectUri, state, error: texts.freemium.emailCodeExpired }),
      );
    });
  };
}
