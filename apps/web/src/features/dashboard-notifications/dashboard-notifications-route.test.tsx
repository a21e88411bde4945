import { texts } from '@campus/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { installFakeSockets } from '../../test/fake-socket';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { DashboardNotificationsRoute } from './dashboard-notifications-route';
import { makeNotice, noticesAnswer } from './notice-test-factories';

const t = texts.dashboardNotifications;
const student = makeSessionUser();
const URL_LIST = '/api/notifications/dashboard';

const renderNotices = (at = '/notificaciones') =>
  renderRoute(<DashboardNotificationsRoute />, { path: '/notificaciones', at, otherPages: { '/gestion/notificaciones': 'Escribir avisos' }, isLive: true });

afterEach(() => vi.unstubAllGlobals());

describe('/notificaciones', () => {
  it('shows a 10-row skeleton while loading, then the notices newest first with their Madrid date', async () => {
    setSession('token', student);
    // The answer waits until the test gives it: the skeleton shows meanwhile.
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderNotices();
    const list = await screen.findByRole('region', { name: 'Avisos' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list.querySelectorAll('[class*="row"]')).toHaveLength(10);

    act(() => answer(noticesAnswer(makeNotice({ id: 2, title: 'Mantenimiento', created_at: '2026-07-01T06:00:00.000Z' }), makeNotice())));
    const items = await screen.findAllByRole('heading', { level: 2 });
    expect(items.map((item) => item.textContent)).toEqual([expect.stringContaining('Mantenimiento'), expect.stringContaining('Cambio de aula')]);
    // Summer and winter time in Madrid, whatever the machine's zone.
    expect(items[0]).toHaveTextContent('Enviado el 1 jul 2026, 08:00');
    expect(items[1]).toHaveTextContent('Enviado el 24 nov 2026, 10:00');
    expect(screen.getByText('2 avisos')).toBeInTheDocument();
  });

  it('opens a notice as a disclosure with its recipients, groups and message', async () => {
    setSession('token', student);
    mockFetch({
      [URL_LIST]: noticesAnswer(
        makeNotice({
          id: 3,
          title: 'Documentación pendiente',
          message: 'Nos falta el título.\nTráelo el viernes.',
          formations: [],
          contactos: [{ edu_codigocontacto: student.edu_codigocontacto, fullname: student.fullname }],
        }),
        makeNotice(),
      ),
    });
    const { user } = renderNotices();
    const toggle = await screen.findByRole('button', { name: /Documentación pendiente/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByText(t.recipientsLabel).nextElementSibling).toHaveTextContent(t.toYou);
    expect(within(panel).getByText(t.noGroups)).toBeInTheDocument();
    expect(within(panel).getByText(/Nos falta el título/)).toHaveTextContent('Nos falta el título. Tráelo el viernes.');

    // By keyboard: the other one opens with Enter, showing the group and "all the students of the groups".
    const other = screen.getByRole('button', { name: /Cambio de aula/ });
    other.focus();
    await user.keyboard('{Enter}');
    const otherPanel = document.getElementById(other.getAttribute('aria-controls')!)!;
    expect(within(otherPanel).getByText('DAW · Grupo A (tardes)')).toBeInTheDocument();
    expect(within(otherPanel).getByText(t.recipientsOfGroups)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(other).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by title or message, ignoring accents and case', async () => {
    setSession('token', student);
    mockFetch({
      [URL_LIST]: noticesAnswer(
        makeNotice({ id: 1, title: 'Cambio de aula', message: 'Aula 3' }),
        makeNotice({ id: 2, title: 'Mantenimiento', message: 'El campus no estará disponible el sábado' }),
      ),
    });
    const { user } = renderNotices();
    const search = await screen.findByPlaceholderText(t.search);
    expect(search).toHaveAccessibleName(t.searchLabel);
    await screen.findByRole('button', { name: /Mantenimiento/ });

    await user.type(search, 'ESTARA');
    expect(screen.getByRole('button', { name: /Mantenimiento/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cambio de aula/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 aviso')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'cambio');
    expect(screen.getByRole('button', { name: /Cambio de aula/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mantenimiento/ })).not.toBeInTheDocument();

    await user.type(search, ' inexistente');
    expect(screen.getByText(t.noMatches)).toBeInTheDocument();
  });

  it("shows 'Error al obtener las notificiaciones del dashboard' (toast and state) and retries", async () => {
    setSession('token', student);
    let isFailing = true;
    const fetchMock = mockFetch({
      [URL_LIST]: () => (isFailing ? errorResponse(500, 'internal', 'Ha ocurrido un error inesperado') : noticesAnswer(makeNotice())),
    });
    const { user } = renderNotices();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.fetchError);
    await waitFor(() => expect(screen.getAllByText(t.fetchError)).toHaveLength(2));

    isFailing = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: /Cambio de aula/ })).toBeInTheDocument();
    expect(callsTo(fetchMock, URL_LIST)).toHaveLength(2);
  });

  it('says so when there are none', async () => {
    setSession('token', student);
    mockFetch({ [URL_LIST]: noticesAnswer() });
    renderNotices();
    expect(await screen.findByText(t.empty)).toBeInTheDocument();
  });

  it('writes a pushed dashboard-notification on top of the list, live', async () => {
    const sockets = installFakeSockets();
    setSession('token', student);
    mockFetch({ [URL_LIST]: noticesAnswer(makeNotice()) });
    renderNotices();
    await screen.findByRole('button', { name: /Cambio de aula/ });
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() =>
      sockets[0]!.pushFromServer('dashboard-notification', makeNotice({ id: 9, title: 'Simulacro de examen', created_at: '2026-11-25T09:00:00.000Z' })),
    );
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        expect.stringContaining('Simulacro de examen'),
        expect.stringContaining('Cambio de aula'),
      ]),
    );
  });

  it('opens the notice a link points at (?aviso=)', async () => {
    setSession('token', student);
    mockFetch({ [URL_LIST]: noticesAnswer(makeNotice({ id: 4, title: 'Con enlace' }), makeNotice()) });
    renderNotices('/notificaciones?aviso=4');
    expect(await screen.findByRole('button', { name: /Con enlace/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Cambio de aula/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the notice of a new link while the page is open (a notice clicked in the bell)', async () => {
    setSession('token', student);
    mockFetch({ [URL_LIST]: noticesAnswer(makeNotice({ id: 4, title: 'Con enlace' }), makeNotice()) });
    const { router } = renderNotices();
    const other = await screen.findByRole('button', { name: /Cambio de aula/ });
    expect(other).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/notificaciones?aviso=1'));
    expect(other).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('/notificaciones for the academy', () => {
  it('shows a clock with its label on scheduled future notices, the people addressed and how many it reaches', async () => {
    setSession('token', makeSessionUser({ edu_codigocontacto: 'STAFF-1', edu_tipocontacto: '1,4' }));
    const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
    mockFetch({
      [URL_LIST]: noticesAnswer(
        makeNotice({ id: 5, title: 'Encuesta', scheduled: later, recipients_count: 12, contactos: [{ edu_codigocontacto: 'CT-9', fullname: 'Marta Ruiz' }] }),
        makeNotice({ id: 6, title: 'Ya enviado', scheduled: '2026-11-20T08:00:00.000Z', recipients_count: 3 }),
      ),
    });
    const { user } = renderNotices();
    const scheduled = await screen.findByRole('button', { name: /Encuesta/ });
    expect(within(scheduled).getByRole('img', { name: t.scheduledLabel })).toBeInTheDocument();
    expect(scheduled).toHaveTextContent(t.scheduledFor);
    const sent = screen.getByRole('button', { name: /Ya enviado/ });
    expect(within(sent).queryByRole('img', { name: t.scheduledLabel })).toBeNull();
    expect(sent).toHaveTextContent('Enviado el 20 nov 2026, 09:00');

    await user.click(scheduled);
    const panel = document.getElementById(scheduled.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Marta Ruiz')).toBeInTheDocument();
    expect(within(panel).getByText('12 personas')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Escribir un aviso' })).toHaveAttribute('href', '/gestion/notificaciones');
  });
});

describe('the clock of a scheduled notice', () => {
  afterEach(() => vi.useRealTimers());

  it('goes as soon as its release is pushed, without waiting for the next tick of the clock', async () => {
    const sockets = installFakeSockets();
    setSession('token', makeSessionUser({ edu_codigocontacto: 'STAFF-1', edu_tipocontacto: '4' }));
    const start = Date.now();
    const scheduled = new Date(start + 60_000).toISOString();
    const notice = makeNotice({ id: 5, title: 'Encuesta', scheduled, recipients_count: 12 });
    mockFetch({ [URL_LIST]: noticesAnswer(notice) });
    renderNotices();
    const item = await screen.findByRole('button', { name: /Encuesta/ });
    expect(within(item).getByRole('img', { name: t.scheduledLabel })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));

    // Its time comes (only the date moves: the page's 30-second clock has not ticked) and the release is pushed.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 61_000);
    act(() => sockets[0]!.pushFromServer('dashboard-notification', notice));
    await waitFor(() => expect(within(item).queryByRole('img', { name: t.scheduledLabel })).toBeNull());
    expect(item).toHaveTextContent('Enviado el');
  });

  it('never shows on a notice a recipient got, whatever their own clock says', async () => {
    setSession('token', student);
    // The student's clock is behind the server's: the notice's instant still looks ahead of it.
    mockFetch({ [URL_LIST]: noticesAnswer(makeNotice({ scheduled: new Date(Date.now() + 30_000).toISOString() })) });
    renderNotices();
    const item = await screen.findByRole('button', { name: /Cambio de aula/ });
    expect(within(item).queryByRole('img', { name: t.scheduledLabel })).toBeNull();
  });
});

describe('/notificaciones for a freemium visitor', () => {
  it('is blurred and locked with the purchase prompt, and asks the server nothing', async () => {
    setSession('token', makeSessionUser({ freemium: true }));
    const fetchMock = mockFetch({});
    renderNotices();
    expect(await screen.findByRole('heading', { level: 2, name: `${t.freemiumFeature} es para alumnos matriculados` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.freemiumWeb.lockedAction })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: t.heading })).toBeInTheDocument();
    expect(callsTo(fetchMock, URL_LIST)).toHaveLength(0);
  });
});
