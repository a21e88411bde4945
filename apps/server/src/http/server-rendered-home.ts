import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appEntryMetaName, pageSessionCookies, serverRenderStateId, type SessionUser } from '@campus/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../lib/actor';
import { readCookie } from './sign-in-cookies';
import { sendCompressed } from './shared-answer';

/** What apps/web/src/entry-server.tsx exports (its build: dist-ssr/entry-server.js). */
interface ServerRenderEntry {
  renderHome(input: {
    url: string;
    token: string;
    user: SessionUser;
    timeZone: string;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<{ html: string; state: Record<string, unknown> } | null>;
}

export interface ServerRenderedHome {
  /** Sends the home rendered for the request's page-session cookie; false when it is not to be (the caller sends index.html). */
  trySend(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

const ROOT_MARKUP = '<div id="root"></div>';
/** The bearer tokens the API accepts (http/auth-hook); anything else in the cookie is not looked up. */
const TOKEN_SHAPE = /^[A-Za-z0-9._~+/-]{16,512}=*$/;
const RENEWED_TOKEN = /^Bearer\s+(\S+)$/i;
/**
 * Renders one instance runs at once. A render is ~50 ms of CPU: past this, a busy instance sends index.html (the
 * browser draws the home itself, as before) instead of queueing pages behind each other and every API answer.
 */
export const MAX_RENDERS_IN_FLIGHT = 4;
/** The stylesheets and style preloads vite writes into index.html. */
const STYLE_LINK = /<link rel="(?:stylesheet|preload" as="style)" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/** True for a time zone this runtime knows (the cookie is the browser's word, not trusted as is). */
function isKnownTimeZone(timeZone: string | undefined): timeZone is string {
  if (!timeZone || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('es', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** JSON that cannot close the script element it sits in, nor open a comment or a CDATA section. */
function toScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page the server renders itself: the signed-in home. A browser that has signed in keeps its bearer token
 * and time zone in cookies (contract: pageSessionCookies, written by the web app); on a GET of `/` the server
 * checks that token as the API would, renders the shell and the home with the web app's own code
 * (apps/web/src/entry-server.tsx), answering its API calls in-process through the very routes, policies and
 * caches the browser would reach (app.inject with the same bearer), and sends index.html with that markup and
 * the answers it used. The first paint then needs the HTML and the CSS only, not the app's code. Anything else
 * (no or dead cookie, another page, a render that is not whole) gets index.html untouched, as before.
 */
export async function createServerRenderedHome(options: {
  app: FastifyInstance;
  /** The auth service (modules/auth), by what the render needs of it: the page's user of a session token, or null. */
  authService: { findPageUser(token: string): Promise<{ actor: Actor; user: SessionUser } | null> };
  indexHtmlPath: string;
  entryPath: string;
}): Promise<ServerRenderedHome | null> {
  const { app, authService, indexHtmlPath, entryPath } = options;
  if (!fs.existsSync(entryPath) || !fs.existsSync(indexHtmlPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerRenderEntry;
  const template = fs.readFileSync(indexHtmlPath, 'utf8');
  // The boot script only starts the home's first request early (apps/web/src/boot.ts): a rendered page
  // carries that answer. It loads the app instead, after the page's first paint: the app's entry is named in a
  // meta element and the boot script runs as a deferred script in its place (the preloads still fetch the
  // app's code meanwhile).
  const bootTag = /<script type="module" async crossorigin src="(\/assets\/boot-[^"]+\.js)"><\/script>\s*/.exec(template);
  const entryTag = /<script type="module" crossorigin src="(\/assets\/index-[^"]+\.js)"><\/script>/.exec(template);
  if (!bootTag || !entryTag || !template.includes(ROOT_MARKUP)) {
    app.log.warn(`${indexHtmlPath} has no boot script, app script or ${ROOT_MARKUP}: the home is sent unrendered`);
    return null;
  }
  const renderedTemplate = template
    .replace(bootTag[0], '')
    .replace(entryTag[0], `<meta name="${appEntryMetaName}" content="${entryTag[1]}"><script type="module" crossorigin src="${bootTag[1]}"></script>`)
    // The page's styles (the app's, and the home's, which index.html only preloads) go inside it: it paints as
    // soon as it is parsed, with no request to wait for, and no style and layout pass made before they arrive.
    // A disabled link stays for each (never fetched): the app's loader counts those styles as there already.
    .replace(STYLE_LINK, (tag, href: string) => {
      const css = fs.readFileSync(path.join(path.dirname(indexHtmlPath), href), 'utf8');
      if (css.includes('</style')) return tag;
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
    });

  /**
   * The API requests of one render, answered by this server's own routes. The first of them may renew the
   * session's token (http/auth-hook, answered in the `authorization` header): the renewed token is kept, the
   * render's later requests use it, and the page hands it to the app (its old token only lives a grace period).
   */
  const createInProcessFetch = (token: string) => {
    const session = { token, renewedToken: null as string | null };
    const fetchInProcess = async (url: string, init: RequestInit): Promise<Response> => {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      if (session.renewedToken) headers.authorization = `Bearer ${session.renewedToken}`;
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers,
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const renewed = RENEWED_TOKEN.exec(String(answer.headers.authorization ?? ''))?.[1];
      if (renewed) session.renewedToken = renewed;
      return new Response(answer.rawPayload.length ? new Uint8Array(answer.rawPayload) : null, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    return { session, fetchInProcess };
  };

  // The first render compiles the shell's and the home's code: done now, for a placeholder user whose answers
  // all fail (so no query reaches the database), instead of on the first student's visit.
  const placeholderUser: SessionUser = {
    edu_codigocontacto: 'CON-WARM-UP',
    fullname: 'Campus',
    firstname: 'Campus',
    lastname: null,
    emailaddress1: null,
    emailaddress2: null,
    foto: null,
    admin: false,
    freemium: false,
    edu_matriculado: '1',
    edu_tipocontacto: '1',
  };
  const unavailable = async () => new Response(null, { status: 503 });
  await Promise.resolve()
    .then(() => entry.renderHome({ url: '/', token: 'warm-up', user: placeholderUser, timeZone: 'UTC', fetch: unavailable }))
    .catch((error: unknown) => {
      app.log.warn({ err: error }, 'server render warm-up failed');
    });

  let rendersInFlight = 0;
  return {
    async trySend(request, reply) {
      if (request.method !== 'GET' || rendersInFlight >= MAX_RENDERS_IN_FLIGHT) return false;
      const token = readCookie(request, pageSessionCookies.token);
      const timeZone = readCookie(request, pageSessionCookies.timeZone);
      if (!token || !TOKEN_SHAPE.test(token) || !isKnownTimeZone(timeZone)) return false;
      const page = await authService.findPageUser(token);
      // A freemium visitor's home is made of what their browser stores (the trial's formations): theirs stays unrendered.
      if (!page || page.user.freemium) return false;
      const { session, fetchInProcess } = createInProcessFetch(token);
      let rendered: Awaited<ReturnType<ServerRenderEntry['renderHome']>>;
      rendersInFlight += 1;
      try {
        rendered = await entry.renderHome({ url: request.url, token, user: page.user, timeZone, fetch: fetchInProcess });
      } catch (error) {
        // The page still works unrendered: the browser renders it as it always did.
        request.log.error({ err: error }, 'server render of the home failed');
        return false;
      } finally {
        rendersInFlight -= 1;
      }
      if (!rendered) return false;
      const state = { ...rendered.state, renewedToken: session.renewedToken };
      const stateScript = `<script type="application/json" id="${serverRenderStateId}">${toScriptJson(state)}</script>`;
      const html = renderedTemplate.replace(ROOT_MARKUP, `<div id="root">${rendered.html}</div>${stateScript}`);
      // One user's page: never stored by a browser cache or a proxy, never served to anyone else.
      reply.header('cache-control', 'private, no-store').header('vary', 'cookie').type('text/html; charset=utf-8');
      await sendCompressed(request, reply, html);
      return true;
    },
  };
}
