import { addCalendarDays, texts, toAcademyDay, type RequestItem, type RequestsAnswer } from '@campus/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tutoringRequestKeys } from '../../../lib/api/tutoring-requests-cache';
import { setSession } from '../../../lib/session-store';
import { makeSessionUser } from '../../../test/factories';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { createTestQueryClient } from '../../../test/query-client';
import { TutoringRequestDialog } from './tutoring-request-dialog';

const student = makeSessionUser();
const groups = [
  { code: 'GRU-A', name: 'DAW · Grupo mañana' },
  { code: 'GRU-B', name: 'DAM · Grupo tarde' },
];
const detail = (code: string, teachers: { edu_codigocontacto: string; fullname: string }[]) => ({
  status: 'ok',
  formation: {
    edu_codigoformacion: code,
    edu_formacionid: 'f',
    edu_formacion: code,
    edu_nombre: null,
    edu_principalcodigoformacion: 'FOR',
    edu_principal: 'Formación',
    edu_fechainicioclases: null,
    edu_fechafinclases: null,
    edu_fechainicioacceso: null,
    edu_fechafinacceso: null,
    teachers: teachers.map((t) => ({ ...t, foto: null, role: null })),
  },
});

function makeItem(overrides: Partial<RequestItem> = {}): RequestItem {
  return {
    id: 7,
    title: 'Dudas del tema 3',
    name: 'Dudas del tema 3',
    fullname: 'Alberto Sánchez',
    edu_formacion: 'DAW · Grupo mañana',
    status: 'pendiente',
    date: addCalendarDays(toAcademyDay(Date.now()), 1),
    start_time: '17:00',
    end_time: '17:30',
    response: null,
    request_id: 1,
    request_type: 1,
    group_id: 'GRU-A',
    teacher_id: 'PROF-1',
    student_id: student.edu_codigocontacto,
    student_fullname: student.fullname,
    event_id: null,
    join_url: null,
    message: null,
    location: null,
    created_at: new Date().toISOString(),
    decided_at: null,
    ...overrides,
  };
}

function renderDialog(createAnswer: () => Response, initialGroupCode: string | null = 'GRU-A') {
  setSession('token', student);
  const fetchMock = mockFetch({
    '/api/formations/GRU-A': () => jsonResponse(detail('GRU-A', [{ edu_codigocontacto: 'PROF-1', fullname: 'Alberto Sánchez' }])),
    '/api/formations/GRU-B': () =>
      jsonResponse(
        detail('GRU-B', [
          { edu_codigocontacto: 'PROF-2', fullname: 'Marta Ruiz' },
          { edu_codigocontacto: 'PROF-3', fullname: 'Jon Arrieta' },
        ]),
      ),
    '/api/requests/student/1': createAnswer,
  });
  const queryClient = createTestQueryClient();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <Toaster />
      <TutoringRequestDialog open onOpenChange={onOpenChange} groups={groups} initialGroupCode={initialGroupCode} />
    </QueryClientProvider>,
  );
  return { fetchMock, queryClient, onOpenChange, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('TutoringRequestDialog', () => {
  it('shows every rule of spec 002 §5 on an empty submit, and asks for a group before offering teachers', async () => {
    const { user, fetchMock } = renderDialog(() => jsonResponse({}), null);
    const dialog = await screen.findByRole('dialog', { name: texts.requests.formTitle });
    expect(within(dialog).getByText(texts.requests.selectGroupFirst)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(texts.requests.teacherLabel)).toBeDisabled();
    // Leaving a field checks nothing yet: an error appearing on blur would shift the submit button under the pointer.
    within(dialog).getByLabelText(texts.requests.groupLabel).focus();
    await user.tab();
    expect(within(dialog).queryByText(texts.requests.groupRequired)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: texts.requests.submit }));

    for (const message of [
      texts.requests.groupRequired,
      texts.requests.teacherRequired,
      texts.requests.dateNotBeforeToday,
      texts.requests.startTimeRequired,
      texts.requests.endTimeAfterStart,
      texts.requests.titleRequired,
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(fetchMock, '/api/requests/student/1')).toHaveLength(0);
  });

  it('offers the chosen group’s teachers and refuses an end not after the start', async () => {
    const { user } = renderDialog(() => jsonResponse({}));
    const dialog = await screen.findByRole('dialog');
    // The only teacher of the preselected group is chosen for the student.
    await waitFor(() => expect(within(dialog).getByLabelText(texts.requests.teacherLabel)).toHaveValue('PROF-1'));

    await user.selectOptions(within(dialog).getByLabelText(texts.requests.groupLabel), 'GRU-B');
    const teacher = within(dialog).getByLabelText(texts.requests.teacherLabel);
    await waitFor(() =>
      expect(
        within(teacher)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([texts.requests.choose, 'Marta Ruiz', 'Jon Arrieta']),
    );
    expect(teacher).toHaveValue('');

    await user.type(within(dialog).getByLabelText(texts.requests.startTimeLabel), '18:00');
    await user.type(within(dialog).getByLabelText(texts.requests.endTimeLabel), '17:30');
    await user.click(within(dialog).getByRole('button', { name: texts.requests.submit }));
    expect(await within(dialog).findByText(texts.requests.endTimeAfterStart)).toBeInTheDocument();
  });

  it('sends the spec’s body, toasts the success, adds the request to the cached list and closes', async () => {
    const created = makeItem();
    const { user, fetchMock, queryClient, onOpenChange } = renderDialog(() =>
      jsonResponse({ status: 'ok', message: texts.requests.created, request: created }, { status: 201 }),
    );
    queryClient.setQueryData<RequestsAnswer>(tutoringRequestKeys.student(student.edu_codigocontacto), {
      status: 'ok',
      requests: [makeItem({ id: 3, title: 'Anterior' })],
    });
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(texts.requests.teacherLabel)).toHaveValue('PROF-1'));

    const day = addCalendarDays(toAcademyDay(Date.now()), 1);
    await user.type(within(dialog).getByLabelText(texts.requests.dateLabel), day);
    await user.type(within(dialog).getByLabelText(texts.requests.startTimeLabel), '17:00');
    await user.type(within(dialog).getByLabelText(texts.requests.endTimeLabel), '17:30');
    await user.type(within(dialog).getByLabelText(texts.requests.titleLabel), '  Dudas del tema 3 ');
    await user.click(within(dialog).getByRole('button', { name: texts.requests.submit }));

    expect(await screen.findByText(texts.requests.created)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/requests/student/1');
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      title: 'Dudas del tema 3',
      teacher_id: 'PROF-1',
      group_id: 'GRU-A',
      date: day,
      start_time: '17:00',
      end_time: '17:30',
      request_id: 1,
      student_id: student.edu_codigocontacto,
    });
    expect(queryClient.getQueryData<RequestsAnswer>(tutoringRequestKeys.student(student.edu_codigocontacto))?.requests.map((r) => r.id)).toEqual([7, 3]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('sends what the student wants to go over, and refuses more than 1000 characters in Spanish before sending', async () => {
    const created = makeItem({ message: 'Los hooks' });
    const { user, fetchMock } = renderDialog(() => jsonResponse({ status: 'ok', message: texts.requests.created, request: created }, { status: 201 }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(texts.requests.teacherLabel)).toHaveValue('PROF-1'));
    await user.type(within(dialog).getByLabelText(texts.requests.dateLabel), addCalendarDays(toAcademyDay(Date.now()), 1));
    await user.type(within(dialog).getByLabelText(texts.requests.startTimeLabel), '17:00');
    await user.type(within(dialog).getByLabelText(texts.requests.endTimeLabel), '17:30');
    await user.type(within(dialog).getByLabelText(texts.requests.titleLabel), 'Dudas');
    const message = within(dialog).getByLabelText(texts.teachingTutoring.messageLabel);
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAccessibleDescription(texts.teachingTutoring.messageHint);

    await user.click(message);
    await user.paste('a'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: texts.requests.submit }));
    expect(await within(dialog).findByText(texts.teachingTutoring.messageTooLong)).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/requests/student/1')).toHaveLength(0);

    await user.clear(message);
    await user.type(message, '  Los hooks ');
    await user.click(within(dialog).getByRole('button', { name: texts.requests.submit }));
    expect(await screen.findByText(texts.requests.created)).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/requests/student/1');
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({ title: 'Dudas', message: 'Los hooks' });
  });

  it('shows the server’s message when the answer is not 201 and keeps the form', async () => {
    const { user, onOpenChange } = renderDialog(() => errorResponse(403, 'forbidden', texts.requests.teacherNotInGroup));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText(texts.requests.teacherLabel)).toHaveValue('PROF-1'));
    await user.type(within(dialog).getByLabelText(texts.requests.dateLabel), toAcademyDay(Date.now()));
    await user.type(within(dialog).getByLabelText(texts.requests.startTimeLabel), '23:00');
    await user.type(within(dialog).getByLabelText(texts.requests.endTimeLabel), '23:30');
    await user.type(within(dialog).getByLabelText(texts.requests.titleLabel), 'Repaso');
    await user.click(within(dialog).getByRole('button', { name: texts.requests.submit }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(texts.requests.teacherNotInGroup);
    expect(within(dialog).getByLabelText(texts.requests.titleLabel)).toHaveValue('Repaso');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
