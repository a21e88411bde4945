import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeFormationsAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { setSession } from '../../lib/session-store';
import type { SessionUser } from '@campus/contract';
import { buildTestSpaceUrl, isSafariBrowser } from './test-space-window';

const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
const tokenAnswer = { status: 'ok', data: { token: 'jwt.token.value', url: 'https://tests.campus.test/entrar', expiresAt: '2026-11-21T13:00:00Z' } };

function signIn(tokenResponse: Response | (() => Promise<Response>), user: SessionUser = makeSessionUser()) {
  setSession('token', user);
  return mockFetch({
    '/api/auth/session': jsonResponse({ status: 'ok', user }),
    '/api/lineaMatriculas/formations/CT-0001': jsonResponse(makeFormationsAnswer([])),
    '/api/vilearning/token': tokenResponse,
  });
}

/** A stand-in for the tab window.open returns. */
function fakeTab() {
  return { opener: {}, closed: false, close: vi.fn(), location: { href: 'about:blank' }, document: { title: '', body: { textContent: '' } } };
}

describe('/tests', { timeout: 15_000 }, () => {
  it('shows the title, the help link to faq-029 and the button to /herramientas/tests', async () => {
    signIn(jsonResponse(tokenAnswer));
    renderApp('/tests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Estás a punto de acceder a la Plataforma de Test' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lee la ayuda sobre la Plataforma de Test/ })).toHaveAttribute('href', '/faqs#faq-029');
    expect(screen.getByRole('link', { name: /Acceder a la Plataforma de Test/ })).toHaveAttribute('href', '/herramientas/tests');
  });

  it('opens the tab during the click, then loads the test space with the token into it', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = signIn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const tab = fakeTab();
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const { router } = renderApp('/tests');

    await userEvent.click(await screen.findByRole('link', { name: /Acceder a la Plataforma de Test/ }));

    // The tab exists before the token is even asked for: popup blockers allow it.
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/herramientas/tests'));
    expect(await screen.findByText('Preparando tu acceso a la Plataforma de Test…')).toBeInTheDocument();
    // (StrictMode mounts the page twice in tests: the first request is aborted and asked again.)
    await waitFor(() => expect(callsTo(fetchMock, '/api/vilearning/token').length).toBeGreaterThan(0));

    answer(jsonResponse(tokenAnswer));
    await waitFor(() => expect(tab.location.href).toBe('https://tests.campus.test/entrar?token=jwt.token.value'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Hemos abierto la Plataforma de Test en una pestaña nueva.')).toBeInTheDocument();
  });

  it("says 'No tiene acceso al espacio de tests' on a 403 and closes the reserved tab", async () => {
    signIn(errorResponse(403, 'forbidden', 'No tiene acceso al espacio de tests'));
    const tab = fakeTab();
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp('/tests');
    await userEvent.click(await screen.findByRole('link', { name: /Acceder a la Plataforma de Test/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent('No tiene acceso al espacio de tests');
    expect(screen.getAllByText('No tiene acceso al espacio de tests')).toHaveLength(2);
    expect(tab.close).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
  });

  it("says 'Error al cargar espacio de tests' on any other failure, and can try again", async () => {
    signIn(errorResponse(502, 'unavailable', 'El espacio de tests no responde'));
    vi.spyOn(window, 'open').mockReturnValue(fakeTab() as unknown as Window);
    renderApp('/herramientas/tests');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error al cargar espacio de tests');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('opens the test space in the same tab on Safari', async () => {
    signIn(jsonResponse(tokenAnswer));
    vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(SAFARI);
    const open = vi.spyOn(window, 'open');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, origin: 'http://localhost', assign });

    renderApp('/tests');
    await userEvent.click(await screen.findByRole('link', { name: /Acceder a la Plataforma de Test/ }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://tests.campus.test/entrar?token=jwt.token.value'));
    expect(open).not.toHaveBeenCalled();
  });

  it('gives freemium users the gate instead, without asking for a token', async () => {
    const fetchMock = signIn(jsonResponse(tokenAnswer), makeSessionUser({ freemium: true }));
    const open = vi.spyOn(window, 'open');
    renderApp('/tests');

    const gate = await screen.findByRole('dialog', { name: 'La Plataforma de Test es para alumnos matriculados' });
    expect(within(gate).getByRole('button', { name: 'Pedir información' })).toBeInTheDocument();
    expect(within(gate).getByRole('button', { name: 'Comprar ahora' })).toBeInTheDocument();
    await userEvent.click(within(gate).getByRole('button', { name: 'Cerrar' }));
    await userEvent.click(screen.getByRole('link', { name: /Ver cómo matricularme/ }));
    expect(await screen.findByRole('dialog', { name: 'La Plataforma de Test es para alumnos matriculados' })).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expect(callsTo(fetchMock, '/api/vilearning/token')).toHaveLength(0);
  });
});

describe('test space window', () => {
  it('recognises Safari, and not the browsers that also say Safari', () => {
    expect(isSafariBrowser(SAFARI)).toBe(true);
    expect(
      isSafariBrowser(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(true);
    expect(isSafariBrowser('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toBe(false);
    expect(
      isSafariBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1'),
    ).toBe(false);
    expect(isSafariBrowser('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toBe(false);
    expect(isSafariBrowser('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36')).toBe(false);
  });

  it('adds the token to the address unless the server already did', () => {
    expect(buildTestSpaceUrl({ url: 'https://t.test/entrar', token: 'abc' })).toBe('https://t.test/entrar?token=abc');
    expect(buildTestSpaceUrl({ url: 'https://t.test/entrar?lang=es', token: 'abc' })).toBe('https://t.test/entrar?lang=es&token=abc');
    expect(buildTestSpaceUrl({ url: 'https://t.test/sso/abc', token: 'abc' })).toBe('https://t.test/sso/abc');
  });
});
