import { texts, toAcademyInstant } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session-store';
import { makeSessionUser } from '../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderRoute } from '../../test/render-route';
import { AcademyNotificationsRoute } from './academy-notifications-route';
import { suggestSchedule } from './compose-notice-form';
import { makeNotice, noticesAnswer } from './notice-test-factories';

const t = texts.dashboardNotifications;
const staff = makeSessionUser({ edu_codigocontacto: 'STAFF-1', fullname: 'Marta Personal', edu_tipocontacto: '1,4' });
const URL_LIST = '/api/notifications/dashboard';
const URL_RECIPIENTS = '/api/notifications/dashboard/recipients';

const recipients = (url: URL) => {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const formations = [
    { edu_codigoformacion: 'GRU-DAW-A', edu_formacion: 'DAW · Grupo A (tardes)', members: 7 },
    { edu_codigoformacion: 'GRU-ENF-A', edu_formacion: 'Enfermería · Grupo A', members: 6 },
  ].filter((group) => group.edu_formacion.toLowerCase().includes(q));
  const contactos = [{ edu_codigocontacto: 'CON-1', fullname: 'Lucía Fernández Ortega', emailaddress1: 'alumno@campus.test' }].filter((person) =>
    person.fullname.toLowerCase().includes(q),
  );
  return jsonResponse({ status: 'ok', formations, contactos });
};

const renderAcademy = () => renderRoute(<AcademyNotificationsRoute />, { path: '/gestion/notificaciones', otherPages: { '/notificaciones': 'Mis avisos' } });

afterEach(() => vi.unstubAllGlobals());

describe('/gestion/notificaciones', () => {
  it('refuses a student with a proper page and a way to their own notices', async () => {
    setSession('token', makeSessionUser());
    const fetchMock = mockFetch({});
    const { user, router } = renderAcademy();
    expect(await screen.findByRole('heading', { level: 1, name: t.refusedHeading })).toBeInTheDocument();
    expect(screen.getByText(t.refusedMessage)).toBeInTheDocument();
    expect(callsTo(fetchMock, URL_LIST)).toHaveLength(0);
    await user.click(screen.getByRole('link', { name: 'Ver mis avisos' }));
    expect(router.state.location.pathname).toBe('/notificaciones');
  });

  it('checks the form with the contract’s rules before calling: required fields, a recipient, a future schedule', async () => {
    setSession('token', staff);
    const fetchMock = mockFetch({ [URL_LIST]: noticesAnswer(), [URL_RECIPIENTS]: recipients });
    const { user } = renderAcademy();
    const form = await screen.findByRole('form', { name: t.formHeading });
    await user.click(within(form).getByRole('button', { name: t.submitNow }));

    const title = within(form).getByLabelText(t.titleLabel);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(t.titleRequired);
    expect(within(form).getByLabelText(t.messageLabel)).toHaveAccessibleDescription(t.messageRequired);
    expect(within(form).getByText(t.recipientRequired)).toBeInTheDocument();
    expect(title).toHaveFocus();

    await user.click(within(form).getByRole('radio', { name: t.sendLater }));
    const date = within(form).getByLabelText(t.dateLabel);
    await user.clear(date);
    await user.type(date, '2020-01-01');
    await user.click(within(form).getByRole('button', { name: t.submitScheduled }));
    expect(await within(form).findByText(t.scheduleInPast)).toBeInTheDocument();
    expect(callsTo(fetchMock, URL_LIST).filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('schedules a notice to a group and a person at a Madrid date and time, then lists it with its clock', async () => {
    setSession('token', staff);
    const fetchMock = mockFetch({
      [URL_RECIPIENTS]: recipients,
      [URL_LIST]: (_url, init) => {
        if (init?.method !== 'POST') return noticesAnswer(makeNotice({ id: 1, title: 'Anterior', recipients_count: 7 }));
        const body = JSON.parse(String(init.body)) as { title: string; message: string; scheduled: string };
        const written = makeNotice({
          id: 50,
          title: body.title,
          message: body.message,
          scheduled: body.scheduled,
          created_at: new Date().toISOString(),
          recipients_count: 8,
          contactos: [{ edu_codigocontacto: 'CON-1', fullname: 'Lucía Fernández Ortega' }],
        });
        return jsonResponse({ status: 'ok', notification: written }, { status: 201 });
      },
    });
    const { user } = renderAcademy();
    const form = await screen.findByRole('form', { name: t.formHeading });
    await user.type(within(form).getByLabelText(t.titleLabel), 'Simulacro de examen');
    await user.type(within(form).getByLabelText(t.messageLabel), 'El viernes a las 10:00 en el aula 3.');

    // The groups combobox, by keyboard: type, arrow down to the option, Enter picks it.
    const groups = within(form).getByRole('combobox', { name: t.groupsPicker });
    await user.type(groups, 'daw');
    const options = await screen.findByRole('listbox', { name: t.groupsPicker });
    // The lookup answers what was typed (after the typing stops).
    await waitFor(() =>
      expect(
        within(options)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([expect.stringContaining('DAW · Grupo A (tardes)')]),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(options).getByRole('option', { name: /DAW · Grupo A/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(form).getByRole('button', { name: t.remove('DAW · Grupo A (tardes)') })).toBeInTheDocument();

    // The people combobox, by mouse.
    const people = within(form).getByRole('combobox', { name: t.contactsPicker });
    await user.type(people, 'lucía');
    await user.click(await screen.findByRole('option', { name: /Lucía Fernández Ortega/ }));
    expect(within(form).getByRole('button', { name: t.remove('Lucía Fernández Ortega') })).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: t.sendLater }));
    const date = within(form).getByLabelText(t.dateLabel);
    const time = within(form).getByLabelText(t.timeLabel);
    // A suggestion comes filled in; the person sets their own.
    expect(date).toHaveValue(suggestSchedule(new Date()).date);
    await user.clear(date);
    await user.type(date, '2030-07-15');
    await user.clear(time);
    await user.type(time, '09:30');
    await user.click(within(form).getByRole('button', { name: t.submitScheduled }));

    expect(await screen.findByText(t.scheduled)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, URL_LIST).filter(([, init]) => init?.method === 'POST');
    // 09:30 in Madrid in July is 07:30 UTC.
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      title: 'Simulacro de examen',
      message: 'El viernes a las 10:00 en el aula 3.',
      formations: ['GRU-DAW-A'],
      contactos: ['CON-1'],
      scheduled: '2030-07-15T07:30:00.000Z',
    });
    expect(toAcademyInstant('2030-07-15', '09:30').toISOString()).toBe('2030-07-15T07:30:00.000Z');
    // The form is empty again and the notice tops the list with its clock.
    await waitFor(() => expect(within(form).getByLabelText(t.titleLabel)).toHaveValue(''));
    const item = await screen.findByRole('button', { name: /Simulacro de examen/ });
    expect(within(item).getByRole('img', { name: t.scheduledLabel })).toBeInTheDocument();
    expect(item).toHaveTextContent('Programado para el 15 jul 2030, 09:30');
    expect(screen.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('Simulacro de examen');
  }, 15_000);

  it('cancels a scheduled notice only after confirming, and takes it out of the list', async () => {
    setSession('token', staff);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const fetchMock = mockFetch({
      [URL_LIST]: noticesAnswer(
        makeNotice({ id: 7, title: 'Encuesta', scheduled: later, recipients_count: 20 }),
        makeNotice({ id: 8, title: 'Ya enviado', recipients_count: 5 }),
      ),
      '/api/notifications/dashboard/7': () => jsonResponse({ status: 'ok', id: 7 }),
    });
    const { user } = renderAcademy();
    await user.click(await screen.findByRole('button', { name: /Ya enviado/ }));
    // Only what is still scheduled can be cancelled.
    expect(screen.queryByRole('button', { name: t.cancel })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Encuesta/ }));
    await user.click(screen.getByRole('button', { name: t.cancel }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar envío' });
    expect(dialog).toHaveAccessibleDescription(t.cancelConfirm);
    await user.click(within(dialog).getByRole('button', { name: t.cancelKeep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, '/api/notifications/dashboard/7')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: t.cancel }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.cancel }));
    expect(await screen.findByText(t.cancelled)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/notifications/dashboard/7')[0]![1]!.method).toBe('DELETE');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Encuesta/ })).toBeNull());
  });

  it('shows the server’s refusal of a cancel (already sent)', async () => {
    setSession('token', staff);
    const later = new Date(Date.now() + 86_400_000).toISOString();
    mockFetch({
      [URL_LIST]: noticesAnswer(makeNotice({ id: 7, title: 'Encuesta', scheduled: later, recipients_count: 20 })),
      '/api/notifications/dashboard/7': () => errorResponse(409, 'conflict', t.alreadySent),
    });
    const { user } = renderAcademy();
    await user.click(await screen.findByRole('button', { name: /Encuesta/ }));
    await user.click(screen.getByRole('button', { name: t.cancel }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.cancel }));
    expect(await screen.findByText(t.alreadySent)).toBeInTheDocument();
  });
});
