import { mailListAnswerSchema, mailMessageAnswerSchema, mailWriteAnswerSchema, texts, toComunicateAnswerSchema } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFormationWithGroup } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createClass, mailApi } from '../../test/mail-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A group as the composer sends it: spec 002 §3's recipient (a contact and the formation), the contact being the group's address. */
const toGroup = (group: { edu_codigoformacion: string; name: string; address: string }) => ({
  contact: { fullname: group.name, emailaddress1: group.address, externalId: null },
  formation: { edu_codigoformacion: group.edu_codigoformacion, name: group.name },
});

describe('a mail to a group (issue 29)', () => {
  it('offers each of the user’s groups with an address of its own', async () => {
    const { lucia, group } = await createClass(t);
    const answer = toComunicateAnswerSchema.parse((await (await mailApi(t, lucia)).toComunicate({ search: 'zzz-nadie' })).json());
    // The search narrows the people, never the groups (the picker finds a group by its name).
    expect(answer.data.contacts).toEqual([]);
    expect(answer.data.formations).toEqual([
      expect.objectContaining({
        edu_codigoformacion: group.edu_codigoformacion,
        name: group.edu_formacion,
        address: expect.stringMatching(/^grupo\+gru-.+@campus\.test$/),
      }),
    ]);
  });

  it('reaches every member, and each sees the group in To:, never the classmates’ addresses', async () => {
    const { lucia, pablo, teacher, staff } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi, staffApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher), mailApi(t, staff)]);
    const group = toComunicateAnswerSchema.parse((await luciaApi.toComunicate()).json()).data.formations[0]!;

    const sent = await luciaApi.send({ selectedRecipients: [toGroup(group)], subject: 'Quedada de estudio', emailContent: '<p>¿Nos vemos el viernes?</p>' });
    expect(sent.statusCode).toBe(201);
    // The group address is the academy's own: nothing waits for outside delivery.
    expect(mailWriteAnswerSchema.parse(sent.json()).data).toMatchObject({ folderId: 'sent', outsideDelivery: 'none' });

    const groupLine = { name: group.name, address: group.address, edu_codigocontacto: null, groupCode: group.edu_codigoformacion };
    for (const api of [pabloApi, teacherApi]) {
      const [copy] = mailListAnswerSchema.parse((await api.list('inbox')).json()).data;
      expect(copy).toMatchObject({ subject: 'Quedada de estudio', toRecipients: [groupLine] });
      const message = mailMessageAnswerSchema.parse((await api.read(copy!.id)).json()).data;
      const raw = JSON.stringify(message);
      for (const person of [pablo, teacher]) expect(raw).not.toContain(person.emailaddress1);
      expect(message.toRecipients).toEqual([groupLine]);
      expect(message.ccRecipients).toEqual([]);
      expect(message.bccRecipients).toEqual([]);
    }
    // The sender's copy names the group too, and somebody outside the group got nothing.
    const [own] = mailListAnswerSchema.parse((await luciaApi.list('sent')).json()).data;
    expect(own!.toRecipients).toEqual([groupLine]);
    expect(mailListAnswerSchema.parse((await luciaApi.list('inbox')).json()).total).toBe(0);
    expect(mailListAnswerSchema.parse((await staffApi.list('inbox')).json()).total).toBe(0);
  });

  it('refuses a group the sender is not in, and keeps it in a draft until it is sent', async () => {
    const { lucia } = await createClass(t);
    const other = await createFormationWithGroup(t.database.db);
    const luciaApi = await mailApi(t, lucia);
    const own = toComunicateAnswerSchema.parse((await luciaApi.toComunicate()).json()).data.formations[0]!;
    const foreign = {
      edu_codigoformacion: other.group.edu_codigoformacion,
      name: 'Otro grupo',
      address: own.address.replace(/\+[^@]+@/, `+${other.group.edu_codigoformacion.toLowerCase()}@`),
    };
    const mail = { selectedRecipients: [toGroup(foreign)], subject: 'Hola', emailContent: '<p>Hola</p>' };

    const refused = await luciaApi.send(mail);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: texts.mail.groupNotAllowed });
    expect((await luciaApi.save(mail)).statusCode).toBe(201);
  });

  it('lets a member answer to all through the group', async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    const group = toComunicateAnswerSchema.parse((await luciaApi.toComunicate()).json()).data.formations[0]!;
    await luciaApi.send({ selectedRecipients: [toGroup(group)], subject: 'Dudas', emailContent: '<p>¿Alguien tiene el enunciado?</p>' });
    const [copy] = mailListAnswerSchema.parse((await pabloApi.list('inbox')).json()).data;

    const replied = await pabloApi.reply(copy!.id, { all: true, emailContent: '<p>Yo lo tengo.</p>' });
    expect(replied.statusCode).toBe(201);
    expect(mailListAnswerSchema.parse((await teacherApi.list('inbox')).json()).data.map((mail) => mail.subject)).toEqual(['RE: Dudas', 'Dudas']);
    expect(mailListAnswerSchema.parse((await luciaApi.list('inbox')).json()).data.map((mail) => mail.subject)).toEqual(['RE: Dudas']);
  });
});
