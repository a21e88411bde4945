import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from './test/fetch-mock';
import { makeFormationsAnswer, makeSessionUser } from './test/factories';
import { setSession } from './lib/session-store';

const FORMATIONS_PATH = '/api/lineaMatriculas/formations/CT-0001';

/** Runs the boot script afresh (it acts when imported) and answers the modules sharing its early requests. */
async function boot() {
  vi.resetModules();
  await import('./boot');
  return import('./lib/api/get-contact-formations');
}

describe('boot script', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("asks a student's formations on the home before the app does; the app takes that answer once", async () => {
    setSession('stored-token', makeSessionUser({ edu_codigocontacto: 'CT-0001', freemium: false }));
    const fetchMock = mockFetch({ [FORMATIONS_PATH]: () => jsonResponse(makeFormationsAnswer([])) });

    const { getContactFormations } = await boot();
    // Started by the boot script alone, with the app's own headers.
    expect(callsTo(fetchMock, FORMATIONS_PATH)).toHaveLength(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`${FORMATIONS_PATH}?formationsOnly=true`);
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer stored-token');
    expect(init?.credentials).toBe('include');

    // The app's call is answered by the early request: nothing more is sent.
    await expect(getContactFormations('CT-0001')).resolves.toMatchObject({ status: 'ok', formations: [] });
    expect(callsTo(fetchMock, FORMATIONS_PATH)).toHaveLength(1);
    // A later call (a refetch) asks the server again.
    await getContactFormations('CT-0001');
    expect(callsTo(fetchMock, FORMATIONS_PATH)).toHaveLength(2);
  });

  it('asks nothing for a freemium visitor, away from the home, or signed out', async () => {
    const fetchMock = mockFetch({ [FORMATIONS_PATH]: () => jsonResponse(makeFormationsAnswer([])) });
    setSession('stored-token', makeSessionUser({ edu_codigocontacto: 'CT-0001', freemium: true }));
    await boot();
    setSession('stored-token', makeSessionUser({ edu_codigocontacto: 'CT-0001', freemium: false }));
    window.history.replaceState(null, '', '/chat');
    await boot();
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    await boot();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('on a page the server rendered, asks nothing and runs the app named in the page once it has been painted', async () => {
    setSession('stored-token', makeSessionUser({ edu_codigocontacto: 'CT-0001', freemium: false }));
    const fetchMock = mockFetch({ [FORMATIONS_PATH]: () => jsonResponse(makeFormationsAnswer([])) });
    const meta = document.createElement('meta');
    meta.name = 'campus-app-entry';
    // A module the test can import: the app's entry in a build.
    meta.content = new URL('./test/boot-entry-stand-in.ts', import.meta.url).pathname;
    document.head.append(meta);
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const ran = vi.fn();
    (globalThis as { onBootEntryRun?: () => void }).onBootEntryRun = ran;
    try {
      await boot();
      expect(fetchMock).not.toHaveBeenCalled();
      // Not before the frame, nor in it: in the task after its paint.
      expect(frames).toHaveLength(1);
      frames[0]?.(0);
      await vi.advanceTimersByTimeAsync(0);
      await vi.waitFor(() => expect(ran).toHaveBeenCalledTimes(1));
    } finally {
      meta.remove();
      delete (globalThis as { onBootEntryRun?: () => void }).onBootEntryRun;
    }
  });
});
