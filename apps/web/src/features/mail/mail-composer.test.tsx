import '../../test/editor-dom';
import type { ComunicateContact } from '@campus/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mailFoldersKey } from '../../lib/api/mail-folders';
import { setSession } from '../../lib/session-store';
import { callsTo, errorResponse, jsonResponse, mockFetch } from '../../test/fetch-mock';
import { foldersAnswer, listAnswer, mailDataOf, makeFolders, makeListItem, makeMessage, me, messageAnswer, renderMail, writeAnswer } from './mail-test-setup';

const contact = (code: string, fullname: string, type: string, formations: string[] = []): ComunicateContact => ({
  edu_codigocontacto: code,
  fullname,
  emailaddress1: `${code.toLowerCase()}@campus.test`,
  foto: null,
  edu_tipocontacto: type,
  formations,
});
const daniel = contact('CON-7', 'Daniel García Soto', '1', ['GRU-DAW']);
const marta = contact('CON-8', 'Marta López Ruiz', '1', ['GRU-DAW']);
const alberto = contact('CON-PROF', 'Alberto Sánchez Molina', '5', ['GRU-DAW']);
const dawGroup = { edu_codigoformacion: 'GRU-DAW', name: 'DAW · Grupo A', address: 'grupo+gru-daw@campus.test', members: ['CON-7', 'CON-8', 'CON-PROF'] };
/** As the server answers: the search narrows the people (name or address), never the groups. */
const contactsAnswer = () => (_url: URL, init: RequestInit | undefined) => {
  const search = String((JSON.parse(String(init?.body ?? '{}')) as { search?: string }).search ?? '').toLowerCase();
  const contacts = [daniel, marta, alberto].filter((person) => `${person.fullname} ${person.emailaddress1}`.toLowerCase().includes(search));
  return jsonResponse({ status: 'ok', data: { contacts, formations: [dawGroup] } });
};
const dawRecipient = {
  contact: { fullname: 'DAW · Grupo A', emailaddress1: 'grupo+gru-daw@campus.test', externalId: null },
  formation: { edu_codigoformacion: 'GRU-DAW', name: 'DAW · Grupo A' },
};

const file = (name: string, bytes: number) => {
  const made = new File(['x'], name, { type: 'application/pdf' });
  Object.defineProperty(made, 'size', { value: bytes });
  return made;
};
const MB = 1024 * 1024;
const writes = (fetchMock: ReturnType<typeof mockFetch>, path: string) => callsTo(fetchMock, path).filter(([, init]) => init?.method === 'POST');

async function openComposer() {
  const rendered = renderMail();
  await rendered.user.click(await screen.findByRole('button', { name: 'Correo nuevo' }));
  const composer = await screen.findByRole('region', { name: 'Correo nuevo' });
  return { ...rendered, composer };
}

describe('/correo composer', { timeout: 25_000 }, () => {
  it("checks the spec's texts before sending: subject, a recipient, a body", async () => {
    setSession('token', me);
    const fetchMock = mockFetch({ '/api/mails/folders': foldersAnswer(), '/api/mails': listAnswer([]), '/api/user/to-comunicate': contactsAnswer() });
    const { user, composer } = await openComposer();
    const to = within(composer).getByRole('combobox', { name: 'Para' });
    expect(to).toHaveFocus();
    // Focused on opening, but its list stays closed (it would cover the subject and the editor) until asked.
    expect(to).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(to).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await user.click(within(composer).getByRole('button', { name: 'Enviar' }));
    expect(await within(composer).findByText('El correo debe tener asunto.')).toBeInTheDocument();
    expect(within(composer).getByText('Debe seleccionar algún destinatario.')).toBeInTheDocument();
    expect(within(composer).getByText('El email debe tener contenido.')).toBeInTheDocument();
    expect(writes(fetchMock, '/api/mails/send')).toHaveLength(0);
    // The first field in error takes the focus (To), then the next one once it is filled.
    expect(within(composer).getByRole('combobox', { name: 'Para' })).toHaveFocus();
    await user.type(within(composer).getByRole('combobox', { name: 'Para' }), 'tutor@example.com{Enter}');
    await user.click(within(composer).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(within(composer).getByRole('textbox', { name: 'Asunto' })).toHaveFocus());
    expect(within(composer).queryByText('Debe seleccionar algún destinatario.')).not.toBeInTheDocument();
  });

  it('picks recipients (Alumnos, Docentes, a formation, an outside address), attaches a file and sends it as multipart; the folders follow the answer', async () => {
    setSession('token', me);
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([]),
      '/api/user/to-comunicate': contactsAnswer(),
      '/api/mails/send': writeAnswer({ id: 300, folderId: 'outbox', folders: makeFolders({}, { outbox: 1 }), outsideDelivery: 'not-configured' }),
    });
    const { user, composer, queryClient } = await openComposer();
    const to = within(composer).getByRole('combobox', { name: 'Para' });
    await user.click(to);
    const options = await screen.findByRole('listbox', { name: 'Para' });
    expect(within(options).getByRole('group', { name: 'Alumnos' })).toHaveTextContent('Daniel García Soto');
    expect(within(options).getByRole('group', { name: 'Docentes' })).toHaveTextContent('Alberto Sánchez Molina');
    expect(within(options).getByRole('group', { name: 'Formaciones' })).toHaveTextContent('3 personas');
    await user.click(within(options).getByRole('option', { name: /Alberto Sánchez Molina/ }));
    await user.type(to, 'familia.perez@example.com');
    await user.click(await within(options).findByRole('option', { name: /Añadir familia.perez@example.com/ }));
    expect(within(composer).getByRole('list', { name: 'Para' })).toHaveTextContent('Alberto Sánchez Molina');
    expect(within(composer).getByRole('list', { name: 'Para' })).toHaveTextContent('familia.perez@example.com');

    await user.click(within(composer).getByRole('button', { name: 'Añadir CC y CCO' }));
    const cc = within(composer).getByRole('combobox', { name: 'CC' });
    await user.type(cc, 'DAW');
    await user.click(await screen.findByRole('option', { name: /DAW · Grupo A/ }));
    expect(within(composer).getByRole('list', { name: 'CC' }).querySelectorAll('li')).toHaveLength(1);

    await user.type(within(composer).getByRole('textbox', { name: 'Asunto' }), 'Dudas del proyecto');
    await user.click(await within(composer).findByRole('textbox', { name: 'Mensaje' }));
    await user.paste('¿Podemos vernos el jueves?');
    await user.upload(composer.querySelector<HTMLInputElement>('input[type="file"]')!, [file('memoria.pdf', MB)]);
    expect(within(composer).getByRole('list', { name: 'Archivos adjuntos' })).toHaveTextContent('memoria.pdf');
    await user.click(within(composer).getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByText('Operación realizada con éxito')).toBeInTheDocument();
    expect(screen.getByText(/El envío a direcciones externas no está configurado/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Correo nuevo' })).not.toBeInTheDocument());
    expect(screen.getByText('Selecciona un correo para ver su contenido')).toBeInTheDocument();
    const [sent] = writes(fetchMock, '/api/mails/send');
    const form = sent![1]!.body as FormData;
    expect((form.getAll('attachments') as File[]).map((item) => item.name)).toEqual(['memoria.pdf']);
    const mailData = mailDataOf(sent![1]);
    expect(mailData).toMatchObject({ id: null, subject: 'Dudas del proyecto', all: false, selectedRecipientsBCC: [] });
    expect(mailData.selectedRecipients).toEqual([
      { contact: { fullname: 'Alberto Sánchez Molina', emailaddress1: 'con-prof@campus.test', externalId: 'CON-PROF' }, formation: null },
      { contact: { fullname: 'familia.perez@example.com', emailaddress1: 'familia.perez@example.com', externalId: null }, formation: null },
    ]);
    expect(mailData.selectedRecipientsCC).toEqual([dawRecipient]);
    expect(String(mailData.emailContent)).toContain('¿Podemos vernos el jueves?');
    expect(queryClient.getQueryData(mailFoldersKey)).toEqual(makeFolders({}, { outbox: 1 }));
  });

  it('finds a group by its name, adds it as one recipient (no classmate address in To:) and clears the typed text after each pick (issue 29)', async () => {
    setSession('token', me);
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([]),
      '/api/user/to-comunicate': contactsAnswer(),
      '/api/mails/send': writeAnswer({ id: 301, folderId: 'sent' }),
    });
    const { user, composer } = await openComposer();
    const to = within(composer).getByRole('combobox', { name: 'Para' });
    // No person is called 'DAW': the server answers no people, and the group is still offered.
    await user.type(to, 'DAW');
    const options = await screen.findByRole('listbox', { name: 'Para' });
    const group = await within(options).findByRole('option', { name: /DAW · Grupo A/ });
    expect(group).toHaveTextContent('3 personas');
    expect(within(options).queryByText('No hay personas con ese nombre')).not.toBeInTheDocument();
    await user.click(group);
    expect(to).toHaveValue('');
    const chosen = within(composer).getByRole('list', { name: 'Para' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    expect(chosen).toHaveTextContent('DAW · Grupo A');
    for (const person of [daniel, marta, alberto]) expect(chosen).not.toHaveTextContent(person.fullname);

    await user.type(to, 'Marta');
    await user.click(await within(options).findByRole('option', { name: /Marta López Ruiz/ }));
    expect(to).toHaveValue('');
    await user.keyboard('{Escape}');
    await user.type(within(composer).getByRole('textbox', { name: 'Asunto' }), 'Quedada');
    await user.click(await within(composer).findByRole('textbox', { name: 'Mensaje' }));
    await user.paste('¿El viernes?');
    await user.click(within(composer).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(writes(fetchMock, '/api/mails/send')).toHaveLength(1));
    const mailData = mailDataOf(writes(fetchMock, '/api/mails/send')[0]![1]);
    expect(mailData.selectedRecipients).toEqual([
      dawRecipient,
      { contact: { fullname: 'Marta López Ruiz', emailaddress1: 'con-8@campus.test', externalId: 'CON-8' }, formation: null },
    ]);
  });

  it('attachments: at most 3 MB each; a set where none fits is refused with the spec text, a mixed set keeps what fits', async () => {
    setSession('token', me);
    mockFetch({ '/api/mails/folders': foldersAnswer(), '/api/mails': listAnswer([]) });
    const { user, composer } = await openComposer();
    const input = composer.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, [file('video.mp4', 3 * MB + 1), file('fotos.zip', 8 * MB)]);
    expect(await screen.findByText('Uno o más archivos exceden el tamaño máximo permitido.')).toBeInTheDocument();
    expect(within(composer).queryByRole('list', { name: 'Archivos adjuntos' })).not.toBeInTheDocument();
    await user.upload(input, [file('video.mp4', 3 * MB + 1), file('apuntes.pdf', 3 * MB)]);
    expect(await screen.findByText('Algunos archivos superan los 3 MB y no se han adjuntado.')).toBeInTheDocument();
    const chips = within(composer).getByRole('list', { name: 'Archivos adjuntos' });
    expect(chips).toHaveTextContent('apuntes.pdf');
    expect(chips).not.toHaveTextContent('video.mp4');
    await user.click(within(chips).getByRole('button', { name: 'Quitar apuntes.pdf' }));
    expect(within(composer).queryByRole('list', { name: 'Archivos adjuntos' })).not.toBeInTheDocument();
  });

  it("keeps what was typed when sending fails: 'No hemos podido enviar el email.'", async () => {
    setSession('token', me);
    mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([]),
      '/api/user/to-comunicate': contactsAnswer(),
      '/api/mails/send': errorResponse(500, 'internal', 'Error interno'),
    });
    const { user, composer } = await openComposer();
    await user.type(within(composer).getByRole('combobox', { name: 'Para' }), 'tutor@example.com{Enter}');
    await user.type(within(composer).getByRole('textbox', { name: 'Asunto' }), 'Justificante');
    await user.click(await within(composer).findByRole('textbox', { name: 'Mensaje' }));
    await user.paste('Adjunto el justificante.');
    await user.click(within(composer).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('No hemos podido enviar el email.')).toBeInTheDocument();
    expect(within(composer).getByRole('textbox', { name: 'Asunto' })).toHaveValue('Justificante');
    expect(within(composer).getByRole('list', { name: 'Para' })).toHaveTextContent('tutor@example.com');
  });

  it('replies to all: the sender and every To in To, the CC in CC, the user left out; RE: subject, the original quoted, sent to /api/mails/reply/{id} with all', async () => {
    setSession('token', me);
    const marta = { name: 'Marta López Ruiz', address: 'marta@campus.test', edu_codigocontacto: 'CON-8' };
    const sec = { name: 'Secretaría', address: 'secretaria@campus.test', edu_codigocontacto: 'CON-SEC' };
    const original = makeMessage({
      id: 12,
      subject: 'Horario de tutorías',
      toRecipients: [{ name: me.fullname, address: me.emailaddress1!, edu_codigocontacto: me.edu_codigocontacto }, marta],
      ccRecipients: [sec, { name: me.fullname, address: me.emailaddress1!, edu_codigocontacto: me.edu_codigocontacto }],
    });
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([makeListItem({ id: 12, subject: 'Horario de tutorías' })]),
      '/api/mails/12': messageAnswer(original),
      '/api/mails/reply/12': writeAnswer({ id: 400, folderId: 'sent' }),
    });
    const { user } = renderMail('/correo?folderId=inbox&wellKnownName=inbox&mailId=12');
    await screen.findByRole('article', { name: 'Horario de tutorías' });
    await user.click(screen.getByRole('button', { name: 'Responder a todos' }));
    const composer = await screen.findByRole('region', { name: 'Responder a todos' });
    expect(within(composer).getByRole('list', { name: 'Para' }).textContent).toBe('Alberto Sánchez MolinaMarta López Ruiz');
    expect(within(composer).getByRole('list', { name: 'CC' }).textContent).toBe('Secretaría');
    expect(within(composer).getByRole('textbox', { name: 'Asunto' })).toHaveValue('RE: Horario de tutorías');
    expect(within(composer).getByTitle('Mensaje original citado').getAttribute('srcdoc')).toContain('fecha límite');
    await user.click(await within(composer).findByRole('textbox', { name: 'Mensaje' }));
    await user.paste('Gracias, allí estaré.');
    await user.click(within(composer).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Operación realizada con éxito')).toBeInTheDocument();
    const mailData = mailDataOf(writes(fetchMock, '/api/mails/reply/12')[0]![1]);
    expect(mailData.all).toBe(true);
    expect(mailData.message).toEqual({ id: 12, mode: 2 });
    expect((mailData.selectedRecipients as { contact: { emailaddress1: string } }[]).map((item) => item.contact.emailaddress1)).toEqual([
      'alberto.sanchez@campus.test',
      'marta@campus.test',
    ]);
    expect(String(mailData.emailContent)).toMatch(/Gracias, allí estaré\..*<blockquote>.*fecha límite/s);
  });

  it("forwards: 'Correo reenviado.' in the body, the original quoted, its attachments carried unless removed (keepAttachmentIds)", async () => {
    setSession('token', me);
    const original = makeMessage({
      id: 15,
      subject: 'Material del tema 4',
      hasAttachments: true,
      attachments: [
        { id: 1, name: 'tema4.pdf', contentType: 'application/pdf', size: 200_000, url: '/api/mails/15/attachments/1' },
        { id: 2, name: 'ejercicios.pdf', contentType: 'application/pdf', size: 90_000, url: '/api/mails/15/attachments/2' },
      ],
    });
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails': listAnswer([makeListItem({ id: 15, subject: 'Material del tema 4' })]),
      '/api/mails/15': messageAnswer(original),
      '/api/user/to-comunicate': contactsAnswer(),
      '/api/mails/forward/15': writeAnswer({ id: 401, folderId: 'sent' }),
    });
    const { user } = renderMail('/correo?mailId=15');
    await screen.findByRole('article', { name: 'Material del tema 4' });
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    const composer = await screen.findByRole('region', { name: 'Reenviar' });
    expect(within(composer).getByRole('textbox', { name: 'Asunto' })).toHaveValue('RV: Material del tema 4');
    expect(await within(composer).findByRole('textbox', { name: 'Mensaje' })).toHaveTextContent('Correo reenviado.');
    const chips = within(composer).getByRole('list', { name: 'Archivos adjuntos' });
    await user.click(within(chips).getByRole('button', { name: 'Quitar ejercicios.pdf' }));
    await user.type(within(composer).getByRole('combobox', { name: 'Para' }), 'Marta');
    await user.click(await screen.findByRole('option', { name: /Marta López Ruiz/ }));
    await user.click(within(composer).getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Operación realizada con éxito')).toBeInTheDocument();
    const mailData = mailDataOf(writes(fetchMock, '/api/mails/forward/15')[0]![1]);
    expect(mailData.keepAttachmentIds).toEqual([1]);
    expect(mailData.message).toEqual({ id: 15, mode: 3 });
    expect(String(mailData.emailContent)).toMatch(/^<p>Correo reenviado\.<\/p>.*<blockquote>.*fecha límite/s);
  });

  it('saves a forward as a draft with the original named in message and the attachments it keeps', async () => {
    setSession('token', me);
    const original = makeMessage({
      id: 15,
      subject: 'Material del tema 4',
      hasAttachments: true,
      attachments: [
        { id: 1, name: 'tema4.pdf', contentType: 'application/pdf', size: 200_000, url: '/api/mails/15/attachments/1' },
        { id: 2, name: 'ejercicios.pdf', contentType: 'application/pdf', size: 90_000, url: '/api/mails/15/attachments/2' },
      ],
    });
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(),
      '/api/mails/15': messageAnswer(original),
      '/api/mails': (_url: URL, init?: RequestInit) =>
        init?.method === 'POST' ? writeAnswer({ id: 402, folderId: 'drafts' }) : listAnswer([makeListItem({ id: 15, subject: 'Material del tema 4' })]),
      '/api/user/to-comunicate': contactsAnswer(),
    });
    const { user } = renderMail('/correo?mailId=15');
    await screen.findByRole('article', { name: 'Material del tema 4' });
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    const composer = await screen.findByRole('region', { name: 'Reenviar' });
    await user.click(within(within(composer).getByRole('list', { name: 'Archivos adjuntos' })).getByRole('button', { name: 'Quitar tema4.pdf' }));
    await user.click(within(composer).getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Operación realizada con éxito')).toBeInTheDocument();
    const mailData = mailDataOf(writes(fetchMock, '/api/mails')[0]![1]);
    expect(mailData.message).toEqual({ id: 15, mode: 3 });
    expect(mailData.keepAttachmentIds).toEqual([2]);
  });

  it('opens a draft in the composer (GET /api/mails/{id}/draft) and saves it again over itself', async () => {
    setSession('token', me);
    const fetchMock = mockFetch({
      '/api/mails/folders': foldersAnswer(makeFolders({}, { drafts: 1 })),
      '/api/mails/20/draft': jsonResponse({
        status: 'ok',
        data: {
          id: 20,
          subject: 'Solicitud de revisión',
          body: { contentType: 'html', content: '<p>Quería pedir la revisión del examen.</p>' },
          toRecipients: [{ emailAddress: { name: 'Alberto Sánchez Molina', address: 'alberto.sanchez@campus.test' } }],
          ccRecipients: [],
          bccRecipients: [],
          attachments: [{ id: 5, name: 'examen.pdf', contentType: 'application/pdf', size: 1000, contentBytes: 'JVBERi0=' }],
        },
      }),
      '/api/mails': (_url, init) =>
        init?.method === 'POST'
          ? writeAnswer({ id: 20, folderId: 'drafts' })
          : listAnswer([makeListItem({ id: 20, folderId: 'drafts', isDraft: true, subject: 'Solicitud de revisión' })]),
    });
    const { user } = renderMail('/correo?folderId=drafts&wellKnownName=drafts');
    await user.click(await screen.findByRole('button', { name: /Solicitud de revisión/ }));
    const composer = await screen.findByRole('region', { name: 'Editar borrador' });
    expect(await within(composer).findByRole('textbox', { name: 'Asunto' })).toHaveValue('Solicitud de revisión');
    expect(within(composer).getByRole('list', { name: 'Para' })).toHaveTextContent('Alberto Sánchez Molina');
    expect(within(composer).getByRole('list', { name: 'Archivos adjuntos' })).toHaveTextContent('examen.pdf');
    expect(await within(composer).findByRole('textbox', { name: 'Mensaje' })).toHaveTextContent('Quería pedir la revisión del examen.');
    await user.click(within(composer).getByRole('button', { name: 'Guardar borrador' }));
    expect(await screen.findByText('Operación realizada con éxito')).toBeInTheDocument();
    const mailData = mailDataOf(writes(fetchMock, '/api/mails')[0]![1]);
    expect(mailData).toMatchObject({ id: 20, subject: 'Solicitud de revisión', keepAttachmentIds: [5] });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Editar borrador' })).not.toBeInTheDocument());
  });
});
