import type { Onboarding } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOnboardings, saveOnboardings } from '../../lib/onboarding-store';
import { setSession } from '../../lib/session-store';
import { shellRoutes } from '../../test/communication-factories';
import { makeLoginAnswer, makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { renderShell } from '../../test/render-shell';
import { rememberSignInState } from '../../test/sign-in-state';

const user = makeSessionUser({ edu_codigocontacto: 'CT-0001' });
const pendingHome: Onboarding = { id: 4, onboarding_name: 'home', completed: null, onboarding_visible: true };
const firstFormation: Onboarding = { id: 5, onboarding_name: 'first_formation', completed: null, onboarding_visible: true };

/** The server's answer to completing the home tour. */
function completedAnswer(completed: boolean) {
  return jsonResponse({ status: 'ok', onBoardingData: { userOnBoardings: [{ ...pendingHome, completed, onboarding_visible: false }, firstFormation] } });
}

function signInWithPendingTour() {
  setSession('token', user);
  saveOnboardings(user.edu_codigocontacto, [pendingHome, firstFormation]);
}

const stepTitles = ['¡Te damos la bienvenida a Campus!', 'El menú principal', 'Tu racha', 'Notificaciones', 'Tu perfil', 'Tus formaciones'];

function tourDialog() {
  return screen.findByRole('dialog');
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

// Whole screens render here: under a busy parallel run they need more than the default 5 s.
describe('OnboardingTour', { timeout: 20_000 }, () => {
  it('walks the six steps with Siguiente/Anterior over marked elements, and Finalizar sends completed true', async () => {
    signInWithPendingTour();
    const fetchMock = mockFetch({ ...shellRoutes(user, { racha: 4 }), '/api/onboardings/complete/CT-0001': completedAnswer(true) });
    const interaction = userEvent.setup();
    const { router } = renderShell('/');

    let dialog = await tourDialog();
    // What the steps highlight is marked in the shell (the menu twice: side menu and ☰ button).
    await screen.findByRole('link', { name: 'Racha de 4 días', hidden: true });
    for (const target of ['menu', 'streak', 'notifications', 'profile', 'content']) {
      expect(document.querySelector(`[data-tour="${target}"]`), target).not.toBeNull();
    }
    expect(within(dialog).getByRole('heading', { name: stepTitles[0] })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Anterior' })).not.toBeInTheDocument();
    // Focus starts on the main action and stays inside the dialog.
    expect(within(dialog).getByRole('button', { name: 'Siguiente' })).toHaveFocus();
    await interaction.tab();
    await interaction.tab();
    await interaction.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    const seen = [within(dialog).getByRole('heading').textContent];
    for (let step = 1; step < stepTitles.length; step += 1) {
      await interaction.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
      dialog = await tourDialog();
      seen.push(within(dialog).getByRole('heading').textContent);
    }
    expect(seen).toEqual(stepTitles);
    expect(within(dialog).getByText('Paso 6 de 6', { exact: false })).toBeInTheDocument();
    await interaction.click(within(dialog).getByRole('button', { name: 'Anterior' }));
    expect(within(await tourDialog()).getByRole('heading', { name: 'Tu perfil' })).toBeInTheDocument();
    await interaction.click(within(await tourDialog()).getByRole('button', { name: 'Siguiente' }));
    expect(within(await tourDialog()).queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();

    await interaction.click(within(await tourDialog()).getByRole('button', { name: 'Finalizar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = callsTo(fetchMock, '/api/onboardings/complete/CT-0001');
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ onboarding_id: 4, completed: true, onboarding_visible: false });
    await waitFor(() =>
      expect(getOnboardings('CT-0001').find((item) => item.id === 4)).toEqual({ ...pendingHome, completed: true, onboarding_visible: false }),
    );

    // It does not come back.
    await router.navigate('/calendario');
    await router.navigate('/');
    expect(await screen.findByRole('heading', { name: 'Página de prueba' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [
      'Saltar',
      async (interaction: ReturnType<typeof userEvent.setup>) => interaction.click(within(await tourDialog()).getByRole('button', { name: 'Saltar' })),
    ],
    ['Esc', async (interaction: ReturnType<typeof userEvent.setup>) => interaction.keyboard('{Escape}')],
  ])('%s skips: completed false, and it is hidden', async (_how, skip) => {
    signInWithPendingTour();
    const fetchMock = mockFetch({ ...shellRoutes(user), '/api/onboardings/complete/CT-0001': completedAnswer(false) });
    const interaction = userEvent.setup();
    renderShell('/');

    await interaction.click(within(await tourDialog()).getByRole('button', { name: 'Siguiente' }));
    await skip(interaction);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = callsTo(fetchMock, '/api/onboardings/complete/CT-0001');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ onboarding_id: 4, completed: false, onboarding_visible: false });
  });

  it("says 'Error al completar el onboarding' when the server fails, and still gets out of the way", async () => {
    signInWithPendingTour();
    mockFetch({ ...shellRoutes(user), '/api/onboardings/complete/CT-0001': errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') });
    const interaction = userEvent.setup();
    renderShell('/');

    await interaction.click(within(await tourDialog()).getByRole('button', { name: 'Saltar' }));
    expect(await screen.findByText('Error al completar el onboarding')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['completed', { ...pendingHome, completed: false }],
    ['not visible', { ...pendingHome, onboarding_visible: false }],
    ['another onboarding', firstFormation],
  ])('does not show when the home onboarding is %s', async (_case, onboarding) => {
    setSession('token', user);
    saveOnboardings(user.edu_codigocontacto, [onboarding]);
    mockFetch(shellRoutes(user));
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Página de prueba' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows only on the home, and not for onboardings stored by another user', async () => {
    setSession('token', user);
    saveOnboardings('CT-9999', [pendingHome]);
    mockFetch(shellRoutes(user));
    const { router } = renderShell('/');
    expect(await screen.findByRole('heading', { name: 'Página de prueba' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await router.navigate('/chat');
    // The router commits its location in a transition: wait until the menu marks the chat as the current page.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Chat' })[0]).toHaveAttribute('aria-current', 'page'));
    // The store notifies synchronously and act() flushes that render: no dialog now means none on this page.
    act(() => saveOnboardings(user.edu_codigocontacto, [pendingHome]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/');
    expect(await tourDialog()).toBeInTheDocument();
  });

  it('shows the formation tour on the first formation opened, and once closed it is marked done and does not come back', async () => {
    setSession('token', user);
    const seenHome = { ...pendingHome, completed: true, onboarding_visible: false };
    saveOnboardings(user.edu_codigocontacto, [seenHome, firstFormation]);
    const fetchMock = mockFetch({
      ...shellRoutes(user),
      '/api/onboardings/complete/CT-0001': jsonResponse({
        status: 'ok',
        onBoardingData: { userOnBoardings: [seenHome, { ...firstFormation, completed: true, onboarding_visible: false }] },
      }),
    });
    const interaction = userEvent.setup();
    const { router } = renderShell('/');
    // Not on the home, nor on other pages.
    expect(await screen.findByRole('heading', { name: 'Página de prueba' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await router.navigate('/formacion/FOR-DAW/GRU-DAW-2026-A');
    let dialog = await tourDialog();
    expect(within(dialog).getByRole('heading', { name: 'Tu primera formación' })).toBeInTheDocument();
    expect(within(dialog).getByText('Paso 1 de 3', { exact: false })).toBeInTheDocument();
    await interaction.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    dialog = await tourDialog();
    expect(within(dialog).getByRole('heading', { name: 'El temario' })).toBeInTheDocument();
    await interaction.click(within(dialog).getByRole('button', { name: 'Siguiente' }));
    await interaction.click(within(await tourDialog()).getByRole('button', { name: 'Finalizar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const calls = callsTo(fetchMock, '/api/onboardings/complete/CT-0001');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ onboarding_id: 5, completed: true, onboarding_visible: false });
    await waitFor(() =>
      expect(getOnboardings('CT-0001').find((item) => item.id === 5)).toEqual({ ...firstFormation, completed: true, onboarding_visible: false }),
    );

    // Another formation opened later does not bring it back.
    await router.navigate('/formacion/FOR-ENF/GRU-ENF-2026-A');
    await waitFor(() => expect(router.state.location.pathname).toBe('/formacion/FOR-ENF/GRU-ENF-2026-A'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('speaks of the ☰ button under 768 px', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    signInWithPendingTour();
    mockFetch(shellRoutes(user));
    const interaction = userEvent.setup();
    renderShell('/');

    await interaction.click(within(await tourDialog()).getByRole('button', { name: 'Siguiente' }));
    expect(within(await tourDialog()).getByText(/Abre el menú con el botón ☰/)).toBeInTheDocument();
  });

  it('is shown after a sign-in whose answer has the home tour pending', async () => {
    mockFetch({
      ...shellRoutes(user),
      '/api/auth/login-app-alumno': jsonResponse(makeLoginAnswer({ token: 'fresh', user, onBoarding: [pendingHome, firstFormation] })),
    });
    rememberSignInState('state-onboarding');
    renderApp('/login?code=one-time-code-0123456789&state=state-onboarding');
    expect(within(await screen.findByRole('dialog', {}, { timeout: 8000 })).getByRole('heading', { name: stepTitles[0] })).toBeInTheDocument();
    expect(getOnboardings('CT-0001')).toEqual([pendingHome, firstFormation]);
  });
});
