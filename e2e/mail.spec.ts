import { expect, test, type Page } from '@playwright/test';
import { readPageToken } from './support/api-session';
import { demoAccounts, signInAs } from './support/auth';
import { startFreshServer } from './support/fresh-server';
import {
  addOutsideRecipient,
  attachFiles,
  chosenRecipients,
  composer,
  folderNames,
  mailApi,
  mailMenuLink,
  mailRow,
  makePdf,
  openMailFolder,
  openPerson,
  pickRecipient,
  readerAction,
  readMailBadge,
  typeBody,
} from './support/mail';
import { startMailbox } from './support/mailbox';

/**
 * The mail client end to end (issue 12, acceptance 9; spec 002 §2, §4, §5, §8) against the built server: the
 * demo student (alumno@campus.test) writes to a classmate (Paula Jiménez Rubio) and her teacher (Alberto
 * Sánchez Molina) with an attachment; Paula sees the 'Correo' badge rise live, opens it and answers to all;
 * the student forwards it with its attachment, saves and reopens a draft, is refused a file over 3 MB, and
 * writes to an outside address that a real SMTP server started here receives.
 */
const OK = 'Operación realizada con éxito';
const TOO_LARGE = 'Uno o más archivos exceden el tamaño máximo permitido.';

const classmate = { email: 'paula.jimenez@campus.test', fullname: 'Paula Jiménez Rubio' };
const forwardee = { email: 'daniel.garcia@campus.test', fullname: 'Daniel García Soto' };
const draftee = { email: 'sara.gomez@campus.test', fullname: 'Sara Gómez Delgado' };

test.describe.configure({ mode: 'serial', timeout: 150_000 });

const stamp = Date.now().toString(36);
const subject = `Apuntes del tema 5 (${stamp})`;
const notes = makePdf(`apuntes-tema-5-${stamp}.pdf`, `Apuntes del tema 5 ${stamp}`);

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

test('envía a una alumna y a un profesor con un adjunto; la alumna ve subir el contador de Correo en directo y lo abre', async ({ page, browser, baseURL }) => {
  const paula = await openPerson(browser, baseURL, classmate.email);
  const teacher = await openPerson(browser, baseURL, demoAccounts.teacher.email);
  await openMailFolder(paula);
  await openMailFolder(teacher);
  // The badges show what the server counts before anything is sent.
  const paulaBefore = await mailApi(paula).unreadInbox();
  const teacherBefore = await mailApi(teacher).unreadInbox();
  expect(teacherBefore, 'el seed deja correo sin leer al profesor').toBeGreaterThan(0);
  await expect.poll(() => readMailBadge(paula)).toBe(paulaBefore);
  await expect.poll(() => readMailBadge(teacher)).toBe(teacherBefore);
  await expect(mailMenuLink(teacher)).toHaveAccessibleName(new RegExp(`^Correo, ${teacherBefore} correos? sin leer$`));

  await signInAs(page, demoAccounts.student.email);
  await openMailFolder(page);
  await page.getByRole('button', { name: 'Correo nuevo' }).click();
  const form = composer(page, 'Correo nuevo');
  await expect(form).toBeVisible();

  // Spec 002 §5: nothing leaves without a recipient, a subject and a body.
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByText('Debe seleccionar algún destinatario.')).toBeVisible();
  await expect(form.getByText('El correo debe tener asunto.')).toBeVisible();
  await expect(form.getByText('El email debe tener contenido.')).toBeVisible();

  await pickRecipient(form, 'Para', 'Paula', classmate.fullname);
  await pickRecipient(form, 'Para', 'Alberto', demoAccounts.teacher.fullname);
  await form.getByRole('textbox', { name: 'Asunto' }).fill(subject);
  await typeBody(form, 'Os dejo mis apuntes del tema 5 para repasar antes del parcial.');
  await attachFiles(page, form, [notes]);
  await expect(form.getByRole('list', { name: 'Archivos adjuntos' })).toContainText(notes.name);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/mails/send') && response.request().method() === 'POST');
  await form.getByRole('button', { name: 'Enviar' }).click();
  expect((await sent).status()).toBe(201);
  await expectToast(page, OK);
  await expect(form).toBeHidden();

  // Both recipients' badges rise without a reload, and the mail appears at the top of their inbox.
  await expect.poll(() => readMailBadge(paula)).toBe(paulaBefore + 1);
  await expect.poll(() => readMailBadge(teacher)).toBe(teacherBefore + 1);
  await expect(mailRow(paula, subject)).toBeVisible();
  await expect(mailRow(teacher, subject)).toBeVisible();

  // Paula opens it: the reader shows who wrote it, to whom, and the attachment, which she downloads.
  await mailRow(paula, subject).click();
  const reader = paula.getByRole('article', { name: subject });
  await expect(reader).toBeVisible();
  await expect(reader).toContainText(`${demoAccounts.student.fullname} <${demoAccounts.student.email}>`);
  await expect(reader).toContainText(classmate.email);
  await expect(reader).toContainText(demoAccounts.teacher.email);
  await expect(paula.frameLocator('iframe[title^="Contenido del correo"]').getByText('Os dejo mis apuntes del tema 5')).toBeVisible();
  const download = paula.waitForEvent('download');
  await reader.getByRole('button', { name: `Descargar ${notes.name}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(notes.name);
  const saved = await file.path();
  expect(saved).toBeTruthy();
  // Opening it marks it read: the badge goes back down.
  await expect.poll(() => readMailBadge(paula)).toBe(paulaBefore);

  // The sender's copy is in Enviados, read, with the attachment.
  const senderCopy = await mailApi(page).find('sent', subject);
  expect(senderCopy).toMatchObject({ isRead: true, hasAttachments: true, outsideDelivery: 'none' });
  await Promise.all([paula.context().close(), teacher.context().close()]);
});

test('responder a todos: la respuesta llega a la remitente y al profesor, en la misma conversación', async ({ page, browser, baseURL }) => {
  const paula = await openPerson(browser, baseURL, classmate.email);
  await openMailFolder(paula);
  await mailRow(paula, subject).click();
  await expect(paula.getByRole('article', { name: subject })).toBeVisible();
  await readerAction(paula, 'Responder a todos').click();
  const form = composer(paula, 'Responder a todos');
  await expect(form).toBeVisible();
  // Spec 002 §4 mode 2: the sender and every other recipient, never oneself; 'RE: ' once.
  await expect(chosenRecipients(form, 'Para')).toHaveCount(2);
  await expect(chosenRecipients(form, 'Para').filter({ hasText: demoAccounts.student.fullname })).toHaveCount(1);
  await expect(chosenRecipients(form, 'Para').filter({ hasText: demoAccounts.teacher.fullname })).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Asunto' })).toHaveValue(`RE: ${subject}`);
  await typeBody(form, '¡Gracias, Lucía! Los repasamos el jueves.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(paula, OK);

  await signInAs(page, demoAccounts.student.email);
  await openMailFolder(page);
  const reply = `RE: ${subject}`;
  await expect(mailRow(page, reply)).toBeVisible();
  const api = mailApi(page);
  const [received, original] = await Promise.all([api.find('inbox', reply), api.find('sent', subject)]);
  expect(received.conversationId).toBe(original.conversationId);
  expect(received.isRead).toBe(false);

  const teacher = await openPerson(browser, baseURL, demoAccounts.teacher.email);
  const teacherCopy = await mailApi(teacher).find('inbox', reply);
  expect(teacherCopy.conversationId).toBe(original.conversationId);

  // The student reads the answer, with the quoted original under it.
  await mailRow(page, reply).click();
  const body = page.frameLocator('iframe[title^="Contenido del correo"]');
  await expect(body.getByText('Los repasamos el jueves.')).toBeVisible();
  await expect(body.getByText('Os dejo mis apuntes del tema 5')).toBeVisible();
  await Promise.all([paula.context().close(), teacher.context().close()]);
});

test('reenviar lleva el adjunto original a la nueva destinataria', async ({ page, browser, baseURL }) => {
  await signInAs(page, demoAccounts.student.email);
  await openMailFolder(page, 'sent');
  await mailRow(page, subject).first().click();
  await expect(page.getByRole('article', { name: subject })).toBeVisible();
  await readerAction(page, 'Reenviar').click();
  const form = composer(page, 'Reenviar');
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Asunto' })).toHaveValue(`RV: ${subject}`);
  await expect(form.getByRole('textbox', { name: 'Mensaje' })).toContainText('Correo reenviado.');
  await expect(form.getByRole('list', { name: 'Archivos adjuntos' })).toContainText(notes.name);
  await pickRecipient(form, 'Para', 'Daniel', forwardee.fullname);
  const forwarded = page.waitForResponse((response) => /\/api\/mails\/forward\/\d+$/.test(response.url()));
  await form.getByRole('button', { name: 'Enviar' }).click();
  expect((await forwarded).status()).toBe(201);
  await expectToast(page, OK);

  const daniel = await openPerson(browser, baseURL, forwardee.email);
  const api = mailApi(daniel);
  const item = await api.find('inbox', `RV: ${subject}`);
  expect(item.hasAttachments).toBe(true);
  const message = await api.read(item.id);
  expect(message.body.content).toContain('Correo reenviado.');
  expect(message.body.content).toContain('Os dejo mis apuntes del tema 5');
  expect(message.attachments.map((a) => a.name)).toEqual([notes.name]);
  expect((await api.download(item.id, message.attachments[0]!.id)).equals(notes.buffer)).toBe(true);
  await daniel.context().close();
});

test('guarda un borrador con su adjunto, lo vuelve a abrir tal cual y lo envía', async ({ page, browser, baseURL }) => {
  const draftSubject = `Plan de estudio del parcial (${stamp})`;
  const plan = makePdf(`plan-de-estudio-${stamp}.pdf`, `Plan ${stamp}`);
  await signInAs(page, demoAccounts.student.email);
  await openMailFolder(page);
  await page.getByRole('button', { name: 'Correo nuevo' }).click();
  let form = composer(page, 'Correo nuevo');
  await pickRecipient(form, 'Para', 'Sara', draftee.fullname);
  await form.getByRole('textbox', { name: 'Asunto' }).fill(draftSubject);
  await typeBody(form, 'Te propongo repasar los temas 3 y 4 el martes');
  await attachFiles(page, form, [plan]);
  await expect(form.getByRole('list', { name: 'Archivos adjuntos' })).toContainText(plan.name);
  await form.getByRole('button', { name: 'Guardar borrador' }).click();
  await expectToast(page, OK);
  await expect(form).toBeHidden();

  // Borradores, after a reload: the draft is kept on the server, and opens again in the composer.
  await openMailFolder(page, 'drafts');
  const row = mailRow(page, draftSubject);
  await expect(row).toContainText('Borrador');
  await row.click();
  form = composer(page, 'Editar borrador');
  await expect(form).toBeVisible();
  await expect(chosenRecipients(form, 'Para').filter({ hasText: draftee.fullname })).toHaveCount(1);
  await expect(form.getByRole('textbox', { name: 'Asunto' })).toHaveValue(draftSubject);
  await expect(form.getByRole('textbox', { name: 'Mensaje' })).toContainText('Te propongo repasar los temas 3 y 4 el martes');
  await expect(form.getByRole('list', { name: 'Archivos adjuntos' })).toContainText(plan.name);

  await typeBody(form, ' por la tarde.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectToast(page, OK);
  await expect(page.getByRole('list', { name: `Correos de ${folderNames.drafts}` }).getByRole('button', { name: draftSubject })).toHaveCount(0);
  const api = mailApi(page);
  expect((await api.list('drafts')).some((item) => item.subject === draftSubject)).toBe(false);
  await api.find('sent', draftSubject);

  const sara = await openPerson(browser, baseURL, draftee.email);
  const saraApi = mailApi(sara);
  const received = await saraApi.find('inbox', draftSubject);
  const message = await saraApi.read(received.id);
  expect(message.body.content).toContain('por la tarde.');
  expect((await saraApi.download(received.id, message.attachments[0]!.id)).equals(plan.buffer)).toBe(true);
  await sara.context().close();
});

test('un adjunto de más de 3 MB se rechaza con su mensaje, en la página y en el servidor', async ({ page }) => {
  const big = { name: 'grabacion-tutoria.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(3 * 1024 * 1024 + 512 * 1024, 7) };
  await signInAs(page, demoAccounts.student.email);
  await openMailFolder(page);
  await page.getByRole('button', { name: 'Correo nuevo' }).click();
  const form = composer(page, 'Correo nuevo');
  await attachFiles(page, form, [big]);
  await expectToast(page, TOO_LARGE);
  await expect(form.getByRole('list', { name: 'Archivos adjuntos' })).toHaveCount(0);

  // Straight to the server, bypassing the page: 413 with the same text, nothing sent.
  const mailData = {
    selectedRecipients: [{ contact: { fullname: classmate.fullname, emailaddress1: classmate.email }, formation: null }],
    subject: `Grabación demasiado grande (${stamp})`,
    emailContent: '<p>La grabación de la tutoría.</p>',
  };
  const response = await page.request.post('/api/mails/send', {
    headers: { Authorization: `Bearer ${await readPageToken(page)}` },
    multipart: { mailData: JSON.stringify(mailData), attachments: big },
  });
  expect(response.status()).toBe(413);
  expect(((await response.json()) as { message: string }).message).toBe(TOO_LARGE);
  expect((await mailApi(page).list('sent')).some((item) => item.subject === mailData.subject)).toBe(false);
});

test('un correo a una dirección externa llega al servidor SMTP configurado (SMTP_URL)', async ({ browser }) => {
  const mailbox = await startMailbox();
  const server = await startFreshServer({ SMTP_URL: mailbox.url });
  const context = await browser.newContext({ baseURL: server.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
  try {
    const page = await context.newPage();
    await signInAs(page, demoAccounts.student.email);
    await openMailFolder(page);
    const outside = `tutora.fct.${stamp}@hospitalsur.example.org`;
    const outsideSubject = `Documentación para las prácticas (${stamp})`;
    const report = makePdf(`informe-practicas-${stamp}.pdf`, `Informe ${stamp}`);
    await page.getByRole('button', { name: 'Correo nuevo' }).click();
    const form = composer(page, 'Correo nuevo');
    await addOutsideRecipient(form, 'Para', outside);
    await pickRecipient(form, 'Para', 'Carmen', 'Carmen López Vega');
    await form.getByRole('textbox', { name: 'Asunto' }).fill(outsideSubject);
    await typeBody(form, `Le adjunto el informe firmado. Referencia FCT-${stamp}.`);
    await attachFiles(page, form, [report]);
    await form.getByRole('button', { name: 'Enviar' }).click();
    await expectToast(page, OK);

    // The message, its body and its attachment really reached the SMTP server, to the outside address only.
    expect(await mailbox.readLatest(outside, /Referencia (FCT-[a-z0-9]+)/)).toBe(`FCT-${stamp}`);
    expect(await mailbox.readLatest(outside, /filename="?([^";\r\n]+\.pdf)/)).toBe(report.name);
    // Delivered: the sender's copy is in Enviados (not waiting in the outbox), marked delivered.
    const api = mailApi(page);
    await expect.poll(async () => (await api.list('sent')).find((item) => item.subject === outsideSubject)?.outsideDelivery).toBe('delivered');
    expect((await api.list('outbox')).some((item) => item.subject === outsideSubject)).toBe(false);
  } finally {
    await context.close();
    await server.stop();
    await mailbox.close();
  }
});
