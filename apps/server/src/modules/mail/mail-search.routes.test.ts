import { mailSearchAnswerSchema, texts } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createClass, mailApi, to } from '../../test/mail-helpers';
import { toPrefixQuery } from './mail-search';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const subjectsOf = async (answer: Promise<{ statusCode: number; json(): unknown }>) => {
  const result = await answer;
  expect(result.statusCode).toBe(200);
  return mailSearchAnswerSchema.parse(result.json()).data.map((mail) => mail.subject);
};

describe('GET /api/mails/search (issue 29)', () => {
  it('finds mail by subject, body text and sender, any case and without accents, every typed word required', async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const [luciaApi, pabloApi, teacherApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher)]);
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Catálogo de productos', emailContent: '<p>La entrega es en <strong>React</strong>.</p>' });
    await teacherApi.send({ selectedRecipients: [to(pablo)], subject: 'Horario de tutorías', emailContent: '<p>El jueves a las 17:00.</p>' });

    expect(await subjectsOf(pabloApi.search('catalogo'))).toEqual(['Catálogo de productos']);
    expect(await subjectsOf(pabloApi.search('REACT'))).toEqual(['Catálogo de productos']);
    expect(await subjectsOf(pabloApi.search('tutorias jueves'))).toEqual(['Horario de tutorías']);
    // The sender, by name or by a part of the address.
    expect(await subjectsOf(pabloApi.search('fernández'))).toEqual(['Catálogo de productos']);
    expect(await subjectsOf(pabloApi.search(teacher.emailaddress1.split('@')[0]!))).toEqual(['Horario de tutorías']);
    // Prefixes of words, and every word must be there.
    expect(await subjectsOf(pabloApi.search('catál prod'))).toEqual(['Catálogo de productos']);
    expect(await subjectsOf(pabloApi.search('catalogo jueves'))).toEqual([]);
    // The tags of the body are not words of the mail.
    expect(await subjectsOf(pabloApi.search('strong'))).toEqual([]);
    // Every folder: the sender finds her sent copy.
    const own = mailSearchAnswerSchema.parse((await luciaApi.search('catalogo')).json()).data;
    expect(own.map((mail) => [mail.subject, mail.folderId])).toEqual([['Catálogo de productos', 'sent']]);
  });

  it("finds only the person's own mail: never a mail between other people", async () => {
    const { lucia, pablo, teacher } = await createClass(t);
    const outsider = await createContact(t.database.db, { fullname: 'Alumna de Otro Grupo' });
    const [luciaApi, pabloApi, teacherApi, outsiderApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo), mailApi(t, teacher), mailApi(t, outsider)]);
    await teacherApi.send({ selectedRecipients: [to(pablo)], subject: 'Nota confidencial', emailContent: '<p>Revisión de tu examen.</p>' });

    expect(await subjectsOf(pabloApi.search('confidencial'))).toEqual(['Nota confidencial']);
    expect(await subjectsOf(luciaApi.search('confidencial'))).toEqual([]);
    expect(await subjectsOf(outsiderApi.search('confidencial'))).toEqual([]);
    expect(await subjectsOf(luciaApi.search('examen'))).toEqual([]);
  });

  it('pages newest first by keyset, one statement a page however deep', async () => {
    const { lucia, pablo } = await createClass(t);
    const [luciaApi, pabloApi] = await Promise.all([mailApi(t, lucia), mailApi(t, pablo)]);
    for (let n = 1; n <= 7; n += 1) await luciaApi.send({ selectedRecipients: [to(pablo)], subject: `Ejercicio ${n}`, emailContent: '<p>Paginación</p>' });
    await luciaApi.send({ selectedRecipients: [to(pablo)], subject: 'Otro asunto', emailContent: '<p>Nada que ver</p>' });

    const seen: string[] = [];
    const statementsPerPage: number[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const { result, statements } = await t.recordQueries(() => pabloApi.search('paginacion', query));
      const page = mailSearchAnswerSchema.parse(result.json());
      seen.push(...page.data.map((mail) => mail.subject));
      // The session is read once and then kept: count the mail statements.
      statementsPerPage.push(statements.filter((statement) => statement.includes('mail_')).length);
      cursor = page.nextCursor;
    } while (cursor);

    expect(seen).toEqual(['Ejercicio 7', 'Ejercicio 6', 'Ejercicio 5', 'Ejercicio 4', 'Ejercicio 3', 'Ejercicio 2', 'Ejercicio 1']);
    expect(statementsPerPage).toEqual([1, 1, 1]);
  });

  it('refuses an empty search with a Spanish message, answers nothing for punctuation alone, and asks to sign in', async () => {
    const { lucia } = await createClass(t);
    const api = await mailApi(t, lucia);
    const empty = await api.search('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: texts.mail.searchRequired });
    expect(await subjectsOf(api.search('!!! & | :*'))).toEqual([]);
    expect((await t.app.inject({ url: '/api/mails/search?q=hola' })).statusCode).toBe(401);
  });

  it('turns typed words into a prefix query no operator can change', () => {
    expect(toPrefixQuery('Catálogo  REACT')).toBe('catalogo:* & react:*');
    expect(toPrefixQuery("a' | b:* & !c")).toBe('a:* & b:* & c:*');
    expect(toPrefixQuery('ñandú')).toBe('nandu:*');
    expect(toPrefixQuery('¿?')).toBeNull();
  });
});
