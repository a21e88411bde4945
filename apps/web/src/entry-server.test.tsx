import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeEvent, makeFormation, makeFormationsAnswer, makeSessionUser } from './test/factories';
import { renderHome } from './entry-server';

const user = makeSessionUser({ edu_codigocontacto: 'CT-0001', firstname: 'Ana', emailaddress1: 'alumno@campus.test' });
const formation = makeFormation({ edu_codigoformacion: 'GR-ENF-2026', edu_formacion: 'Auxiliar de Enfermería · Grupo mañana' });

/** A live class two days from now. */
function comingClass() {
  const start = new Date(Date.now() + 2 * 24 * 3600_000);
  const end = new Date(start.getTime() + 3600_000);
  return makeEvent({
    title: 'Clase en directo: constantes vitales',
    event_date: start.toISOString().slice(0, 10),
    start_date: start.toISOString(),
    end_date: end.toISOString(),
  });
}

/** The server's in-process answers, by path: what the real server's app.inject would answer. */
function answering(overrides: Record<string, Response> = {}) {
  const calls: Array<{ method: string; url: string; authorization: string | null }> = [];
  const answers: Record<string, unknown> = {
    '/api/auth/session': { status: 'ok', user },
    '/api/notifications/unread-number': { status: 'ok', count: 3 },
    '/api/lineaMatriculas/formations/CT-0001': makeFormationsAnswer([formation]),
    '/api/events/contact/CT-0001/alumno%40campus.test': { status: 'ok', events: [comingClass()] },
    '/api/events/contact/complete/CT-0001': { status: 'ok', data: { percentage_partial: 42.5, completed: 17, total: 40 } },
  };
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', url, authorization: new Headers(init.headers).get('authorization') });
    const path = url.split('?')[0] ?? url;
    const override = overrides[path];
    if (override) return override;
    if (!(path in answers)) return new Response(JSON.stringify({ status: 'error', code: 'not_found', message: 'No encontrado' }), { status: 404 });
    return new Response(JSON.stringify(answers[path]), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('renderHome (the server render of the signed-in home)', () => {
  it('renders the shell and the home with their answers, asked with the render’s token, and hands those answers over', async () => {
    const server = answering();
    const rendered = await renderHome({ url: '/', token: 'token-de-ana', user, timeZone: 'Europe/Madrid', fetch: server.fetch });
    expect(rendered).not.toBeNull();
    const html = rendered?.html ?? '';
    expect(html).toContain('¡Hola, Ana!');
    expect(html).toContain('Auxiliar de Enfermería · Grupo mañana');
    expect(html).toContain('Clase en directo: constantes vitales');
    // The shell's menu is there too: the page is whole without the app's code.
    expect(html).toContain('Cerrar sesión');
    expect(server.calls.every((call) => call.authorization === 'Bearer token-de-ana')).toBe(true);
    const keys = rendered?.state.queries.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['getContactFormations', 'listContactEvents', 'getGroupCompletion']));
    expect(rendered?.state).toMatchObject({ user, timeZone: 'Europe/Madrid' });
  });

  it('asks each answer once, however many passes the render takes', async () => {
    const server = answering();
    await renderHome({ url: '/', token: 't', user, timeZone: 'Europe/Madrid', fetch: server.fetch });
    const urls = server.calls.map((call) => `${call.method} ${call.url.split('?')[0]}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('asks the agenda by the academy’s days whatever the browser’s time zone (issue 29 item 1)', async () => {
    const processZone = process.env.TZ;
    vi.useFakeTimers({ toFake: ['Date'] });
    // Noon in UTC is already the next day at UTC+14 and still the same day at UTC-11; in Madrid it is Friday 27,
    // and the academy's day is what both browsers ask for (an all-day task reads the same day everywhere).
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));
    const early = answering();
    const late = answering();
    await renderHome({ url: '/', token: 't', user, timeZone: 'Pacific/Kiritimati', fetch: early.fetch });
    await renderHome({ url: '/', token: 't', user, timeZone: 'Pacific/Pago_Pago', fetch: late.fetch });
    const agendaStart = (calls: typeof early.calls) =>
      new URL(calls.find((call) => call.url.startsWith('/api/events/contact/CT-0001/'))?.url ?? '', 'http://x').searchParams.get('start_date');
    expect(agendaStart(early.calls)).toBe('2026-11-27');
    expect(agendaStart(late.calls)).toBe('2026-11-27');
    // The process's own zone is back once the render is done.
    expect(process.env.TZ).toBe(processZone);
  });

  it('declines when an answer fails (the browser then renders and asks itself)', async () => {
    const server = answering({
      '/api/events/contact/CT-0001/alumno%40campus.test': new Response('{"status":"error","code":"internal","message":"Error"}', { status: 500 }),
    });
    expect(await renderHome({ url: '/', token: 't', user, timeZone: 'Europe/Madrid', fetch: server.fetch })).toBeNull();
  });

  it('declines a page whose code is not loaded for the render (every page but the home)', async () => {
    const server = answering();
    expect(await renderHome({ url: '/calendario', token: 't', user, timeZone: 'Europe/Madrid', fetch: server.fetch })).toBeNull();
  });
});
