import { addCalendarDays, rankingAnswerSchema, texts, toAcademyDay } from '@campus/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { asc, eq } from 'drizzle-orm';
import { contactActivityDays, eventFormations, events, formationTeachers, topics } from '../../db/schema';
import {
  createActivityRecord,
  createContact,
  createEnrolment,
  createEvent,
  createFormationWithGroup,
  createFreemiumGroup,
  createUnitWithTopic,
} from '../../test/factories';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let db: Database;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(async () => {
  await t.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const today = () => toAcademyDay(new Date());
/** A UTC instant `days` from now at `hour` UTC (16:00 UTC is 17:00 or 18:00 in Madrid: the same day). */
const at = (days: number, hour = 16) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
};

/** Seven students with known names (Lucía asks), one withdrawn classmate and one of another group. */
const PEOPLE = [
  ['lucia', 'Lucía', 'Fernández Ortega'],
  ['ana', 'Ana', 'Gómez'],
  ['bruno', 'Bruno', 'Díaz'],
  ['carla', 'Carla', 'Ruiz'],
  ['diego', 'Diego', 'Sanz'],
  ['elena', 'Elena', 'Torres'],
  ['oscar', 'Óscar', 'Vidal'],
] as const;
type Person = (typeof PEOPLE)[number][0];

async function createClass() {
  const { parent, group } = await createFormationWithGroup(db);
  const { group: otherGroup } = await createFormationWithGroup(db);
  const codes = {} as Record<Person | 'withdrawn' | 'outsider', string>;
  for (const [key, firstname, lastname] of PEOPLE) {
    const contact = await createContact(db, { firstname, lastname, fullname: `${firstname} ${lastname}` });
    await createEnrolment(db, contact, group);
    codes[key] = contact.edu_codigocontacto;
  }
  const withdrawn = await createContact(db, { firstname: 'Rosa', lastname: 'Baja' });
  await createEnrolment(db, withdrawn, group, { line: { edu_activa: 1 } });
  codes.withdrawn = withdrawn.edu_codigocontacto;
  const outsider = await createContact(db, { firstname: 'Pablo', lastname: 'Otro' });
  await createEnrolment(db, outsider, otherGroup);
  codes.outsider = outsider.edu_codigocontacto;
  const token = await createSession(db, codes.lucia);
  return { parent, group, otherGroup, codes, token };
}

async function activityDays(contactCode: string, days: readonly [offset: number, seconds: number][]) {
  await db
    .insert(contactActivityDays)
    .values(days.map(([offset, seconds]) => ({ edu_codigocontacto: contactCode, day: addCalendarDays(today(), offset), active_seconds: seconds })));
}

/**
 * Attendance and activity (no content, so the timeline stays out of it). Held live classes c1–c3; not counted:
 * a future one, one placed in the content tree, one of the parent formation, one of another group.
 */
async function createActivityClass() {
  const fixture = await createClass();
  const { parent, group, otherGroup, codes } = fixture;
  const g = [group.edu_codigoformacion];
  const live = (days: number, extra: Parameters<typeof createEvent>[1] = {}) =>
    createEvent(db, { event_type: 'clases_directo', formations: g, start_date: at(days), ...extra });
  const [c1, c2, c3, future] = [await live(-10), await live(-6), await live(-2), await live(2)];
  const { unit, topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
  const placed = await live(-3, { topic: { id: topic.id, unidad_id: unit.id } });
  const ofParent = await live(-4, { formations: [parent.edu_codigoformacion] });
  const ofOther = await live(-4, { formations: [otherGroup.edu_codigoformacion] });
  const join = async (who: string, ...events: { id: number }[]) => {
    for (const event of events) await createActivityRecord(db, who, { metadata: { id_evento: event.id, id_grupo: group.edu_codigoformacion } });
  };
  await join(codes.lucia, c1, c1, future, placed); // the repeated join counts once; the others do not count
  await join(codes.ana, c1, c2, c3);
  await join(codes.bruno, c1, c2, ofParent, ofOther);
  await join(codes.carla, c2, c3);
  await join(codes.diego, c3);
  await join(codes.withdrawn, c1, c2, c3);
  await createActivityRecord(db, codes.elena, { tipo_actividad_id: 4, metadata: { id_evento: c1.id } }); // a view, not a join

  await activityDays(codes.lucia, [
    [-1, 600],
    [-2, 1200],
    [-3, 0],
    [-40, 99_999],
  ]); // -40 is before the course
  await activityDays(codes.ana, [
    [0, 3000],
    [-1, 0],
  ]);
  await activityDays(codes.bruno, [
    [-1, 120],
    [-2, 120],
    [-3, 120],
    [-4, 120],
    [-5, 120],
  ]);
  await activityDays(codes.carla, [
    [-20, 0],
    [-10, 0],
  ]);
  await activityDays(codes.diego, [[0, 100]]);
  await activityDays(codes.elena, [
    [-15, 0],
    [-14, 0],
    [-13, 0],
    [-12, 0],
    [-11, 0],
    [-10, 0],
    [-9, 0],
    [-8, 0],
  ]);
  await activityDays(codes.withdrawn, [
    [0, 9000],
    [-1, 9000],
    [-2, 9000],
    [-3, 9000],
    [-4, 9000],
    [-5, 9000],
    [-6, 9000],
  ]);
  return { ...fixture, classes: { c1, c2, c3 } };
}

/**
 * Content for the timeline and the counters: unit 1 (topic 1: e1, e2; topic 2: e3), unit 2 (topic 3: e4; topic 4:
 * e5 locked by its closed calendar window, e6 open but in the future). Past and open: e1–e4.
 */
async function createContentClass() {
  const fixture = await createClass();
  const { parent, group, codes } = fixture;
  const g = [group.edu_codigoformacion];
  const one = await createUnitWithTopic(db, parent.edu_codigoformacion, { unit: { orden: 1 }, topic: { orden: 1 } });
  const two = await createUnitWithTopic(db, parent.edu_codigoformacion, { unit: { orden: 2, titulo: 'Unidad 2' }, topic: { orden: 1, titulo: 'Tema 3' } });
  const [topic2] = await db.insert(topics).values({ unidad_id: one.unit.id, titulo: 'Tema 2', orden: 2 }).returning();
  const [topic4] = await db.insert(topics).values({ unidad_id: two.unit.id, titulo: 'Tema 4', orden: 2 }).returning();
  const place = (unitId: number, topicId: number) => ({ topic: { id: topicId, unidad_id: unitId } });
  const done = (...who: Person[]) => who.map((key) => ({ code: codes[key], completed: 1 as const }));
  const content = (days: number, where: ReturnType<typeof place>, people: ReturnType<typeof done>, extra: Parameters<typeof createEvent>[1] = {}) =>
    createEvent(db, { formations: g, start_date: at(days, 9), no_fechar: 1, ...where, contacts: people, ...extra });
  await content(-9, place(one.unit.id, one.topic.id), done('ana', 'bruno', 'carla', 'diego', 'elena'));
  await content(-8, place(one.unit.id, one.topic.id), done('ana', 'bruno', 'carla', 'diego'));
  await content(-7, place(one.unit.id, topic2!.id), done('ana', 'bruno', 'elena'));
  await content(-6, place(two.unit.id, two.topic.id), done('lucia', 'ana', 'carla', 'elena'));
  // e5: completed while it was open; its window closed yesterday, so nobody counts it.
  await content(-5, place(two.unit.id, topic4!.id), done('lucia', 'ana'), {
    no_fechar: 0,
    inicio_calendario: addCalendarDays(today(), -5),
    fin_calendario: addCalendarDays(today(), -1),
  });
  await content(5, place(two.unit.id, topic4!.id), done('lucia'));
  // e1–e4 completed by the withdrawn classmate too: they do not count in the group.
  return fixture;
}

const post = (url: string, token: string, formation: string) => t.app.inject({ method: 'POST', url, headers: auth(token), payload: { formation } });
const ranking = (fixture: { parent: { edu_codigoformacion: string }; group: { edu_codigoformacion: string }; token: string }, kind: string, query = '') =>
  t.app.inject({
    url: `/api/actividades/ranking/individual/${fixture.parent.edu_codigoformacion}/${fixture.group.edu_codigoformacion}?tipo_ranking=${kind}${query}`,
    headers: auth(fixture.token),
  });
const entries = (response: { json: () => unknown }) => rankingAnswerSchema.parse(response.json()).data;

describe('attendance: POST /api/actividades/media-asistencia and /propia', () => {
  it("averages the active students' share of held live classes, and answers the student's own", async () => {
    const f = await createActivityClass();
    const group = await post('/api/actividades/media-asistencia', f.token, f.group.edu_codigoformacion);
    expect(group.statusCode).toBe(200);
    // (1 + 3 + 2 + 2 + 1 + 0 + 0) / 3 classes / 7 students = 42.857…%
    expect(group.json()).toEqual({ status: 'ok', data: { data: { media: 42.86, alumnos: 7, clases: 3 } } });

    const own = await post('/api/actividades/media-asistencia/propia', f.token, f.group.edu_codigoformacion);
    expect(own.json()).toEqual({ status: 'ok', data: { data: { media: 33.33, asistidas: 1, clases: 3 } } });
  });

  it('agrees with the virtual secretary’s attendance of the same student', async () => {
    const f = await createActivityClass();
    const own = (await post('/api/actividades/media-asistencia/propia', f.token, f.group.edu_codigoformacion)).json().data.data;
    const secretary = await t.app.inject({
      method: 'POST',
      url: `/api/actividades/asistencia/${f.codes.lucia}`,
      headers: auth(f.token),
      payload: { data: { grupo: f.group.edu_codigoformacion } },
    });
    expect(secretary.statusCode).toBe(200);
    // The same classes: 1 joined (one hour), the other 2 missed, each on its own day.
    expect(own).toEqual({ media: 33.33, asistidas: 1, clases: 3 });
    expect(secretary.json().data.totalHorasAsistidas).toBe(own.asistidas);
    expect(secretary.json().data.fechasNoAsistidas).toHaveLength(own.clases - own.asistidas);
  });

  it('takes a range of days: only the classes held in it', async () => {
    const f = await createActivityClass();
    const query = `?start_date=${addCalendarDays(today(), -7)}&end_date=${addCalendarDays(today(), -1)}`;
    // c2 and c3 only: Ana 2, Bruno 1, Carla 2, Diego 1, the rest 0 → (100 + 50 + 100 + 50) / 7 = 42.857…
    expect((await post(`/api/actividades/media-asistencia${query}`, f.token, f.group.edu_codigoformacion)).json().data.data).toEqual({
      media: 42.86,
      alumnos: 7,
      clases: 2,
    });
    expect((await post(`/api/actividades/media-asistencia/propia${query}`, f.token, f.group.edu_codigoformacion)).json().data.data).toEqual({
      media: 0,
      asistidas: 0,
      clases: 2,
    });
  });

  it('counts for a restricted (type 3) student only the free live classes, the ones they may join (issue 29)', async () => {
    const f = await createClass();
    const restricted = await createContact(db, { firstname: 'Sergio', lastname: 'Navarro', edu_tipocontacto: '3' });
    await createEnrolment(db, restricted, f.group);
    const g = [f.group.edu_codigoformacion];
    const free = await createEvent(db, { event_type: 'clases_directo', formations: g, start_date: at(-5), freemium: true });
    const paid = await createEvent(db, { event_type: 'clases_directo', formations: g, start_date: at(-3) });
    await createActivityRecord(db, restricted.edu_codigocontacto, { metadata: { id_evento: free.id, id_grupo: f.group.edu_codigoformacion } });
    await createActivityRecord(db, f.codes.lucia, { metadata: { id_evento: paid.id, id_grupo: f.group.edu_codigoformacion } });

    const token = await createSession(db, restricted.edu_codigocontacto);
    expect((await post('/api/actividades/media-asistencia/propia', token, f.group.edu_codigoformacion)).json().data.data).toEqual({
      media: 100,
      asistidas: 1,
      clases: 1,
    });
    // A full student of the same group: both classes were held for her.
    expect((await post('/api/actividades/media-asistencia/propia', f.token, f.group.edu_codigoformacion)).json().data.data).toEqual({
      media: 50,
      asistidas: 1,
      clases: 2,
    });
  });

  it('answers 0 with no class held', async () => {
    const f = await createClass();
    expect((await post('/api/actividades/media-asistencia', f.token, f.group.edu_codigoformacion)).json().data.data).toEqual({
      media: 0,
      alumnos: 7,
      clases: 0,
    });
    expect((await post('/api/actividades/media-asistencia/propia', f.token, f.group.edu_codigoformacion)).json().data.data).toEqual({
      media: 0,
      asistidas: 0,
      clases: 0,
    });
  });
});

describe('rankings on activity: GET /api/actividades/ranking/individual/{parent}/{group}', () => {
  it('asistencias: live classes joined; ties in the order of the name; 0 is not ranked', async () => {
    const f = await createActivityClass();
    const response = await ranking(f, 'asistencias');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      data: {
        data: [
          { id: 1, name: 'Ana G.', valor: 3, propio: false },
          { id: 2, name: 'Bruno D.', valor: 2, propio: false },
          { id: 3, name: 'Carla R.', valor: 2, propio: false },
          { id: 4, name: 'Diego S.', valor: 1, propio: false },
          { id: 5, name: 'Lucía F.', valor: 1, propio: true },
        ],
        propio: null,
        total: 5,
      },
    });
  });

  it('conexiones: days with a connection in the range (the course so far by default)', async () => {
    const f = await createActivityClass();
    const response = await ranking(f, 'conexiones');
    expect(rankingAnswerSchema.parse(response.json()).data).toEqual({
      data: [
        { id: 1, name: 'Elena T.', valor: 8, propio: false },
        { id: 2, name: 'Bruno D.', valor: 5, propio: false },
        { id: 3, name: 'Lucía F.', valor: 3, propio: true },
        { id: 4, name: 'Ana G.', valor: 2, propio: false },
        { id: 5, name: 'Carla R.', valor: 2, propio: false },
      ],
      propio: null,
      total: 6,
    });
    // The last three days only: Ana (today, -1), Bruno (-1, -2), Lucía (-1, -2), Diego (today).
    const recent = entries(await ranking(f, 'conexiones', `&start_date=${addCalendarDays(today(), -2)}&end_date=${today()}`));
    expect(recent.data.map((e) => [e.id, e.name, e.valor])).toEqual([
      [1, 'Ana G.', 2],
      [2, 'Bruno D.', 2],
      [3, 'Lucía F.', 2],
      [4, 'Diego S.', 1],
    ]);
  });

  it('racha: the current streak ending today or yesterday', async () => {
    const f = await createActivityClass();
    expect(entries(await ranking(f, 'racha'))).toEqual({
      data: [
        { id: 1, name: 'Bruno D.', valor: 5, propio: false },
        { id: 2, name: 'Lucía F.', valor: 3, propio: true },
        { id: 3, name: 'Ana G.', valor: 2, propio: false },
        { id: 4, name: 'Diego S.', valor: 1, propio: false },
      ],
      propio: null,
      total: 4,
    });
  });

  it('tiempo-medio: minutes with Campus open per connected day, 2 decimals', async () => {
    const f = await createActivityClass();
    expect(entries(await ranking(f, 'tiempo-medio'))).toEqual({
      data: [
        { id: 1, name: 'Ana G.', valor: 25, propio: false }, // 3000 s over 2 days
        { id: 2, name: 'Lucía F.', valor: 10, propio: true }, // 1800 s over 3 days (day -40 is out of the course)
        { id: 3, name: 'Bruno D.', valor: 2, propio: false }, // 600 s over 5 days
        { id: 4, name: 'Diego S.', valor: 1.67, propio: false }, // 100 s over 1 day
      ],
      propio: null,
      total: 4,
    });
  });

  it('answers the empty ranking when nobody has a value', async () => {
    const f = await createClass();
    for (const kind of ['conexiones', 'timeline', 'racha', 'tiempo-medio', 'asistencias']) {
      expect(entries(await ranking(f, kind))).toEqual({ data: [], propio: null, total: 0 });
    }
  });
});

describe('timeline: POST /api/events/average/completed/{group}, the timeline ranking and the progress counters', () => {
  it("averages each active student's own timeline percentage, computed as GET /api/events/formation/complete", async () => {
    const f = await createContentClass();
    const own = await t.app.inject({
      url: `/api/events/formation/complete/${f.parent.edu_codigoformacion}/${f.group.edu_codigoformacion}`,
      headers: auth(f.token),
    });
    expect(own.json().data).toEqual({ percentage: 25, completed: 1, total: 4 });

    const average = await post(`/api/events/average/completed/${f.group.edu_codigoformacion}`, f.token, f.parent.edu_codigoformacion);
    expect(average.statusCode).toBe(200);
    // Lucía 25, Ana 100, Bruno 75, Carla 75, Diego 50, Elena 75, Óscar 0: 400 / 7 = 57.142…
    expect(average.json()).toEqual({ status: 'ok', eventsData: { data: { media: 57.14, alumnos: 7 } } });
  });

  it('ranks the timeline percentages and shows the own entry below the top 5', async () => {
    const f = await createContentClass();
    expect(entries(await ranking(f, 'timeline'))).toEqual({
      data: [
        { id: 1, name: 'Ana G.', valor: 100, propio: false },
        { id: 2, name: 'Bruno D.', valor: 75, propio: false },
        { id: 3, name: 'Carla R.', valor: 75, propio: false },
        { id: 4, name: 'Elena T.', valor: 75, propio: false },
        { id: 5, name: 'Diego S.', valor: 50, propio: false },
      ],
      propio: { id: 6, name: 'Lucía F.', valor: 25, propio: true },
      total: 6,
    });
  });

  it('every classmate’s value is their own GET /api/events/formation/complete', async () => {
    const f = await createContentClass();
    const ranked = entries(await ranking(f, 'timeline'));
    const ownOf = async (key: Person) => {
      const token = await createSession(db, f.codes[key]);
      return (
        await t.app.inject({ url: `/api/events/formation/complete/${f.parent.edu_codigoformacion}/${f.group.edu_codigoformacion}`, headers: auth(token) })
      ).json().data.percentage;
    };
    expect(ranked.data.find((e) => e.name === 'Carla R.')?.valor).toBe(await ownOf('carla'));
    expect(ranked.data.find((e) => e.name === 'Bruno D.')?.valor).toBe(await ownOf('bruno'));
  });

  it('counts the topics and units completed of those with open content (the tree’s done marks)', async () => {
    const f = await createContentClass();
    const response = await t.app.inject({
      url: `/api/estadisticas/progreso/${f.parent.edu_codigoformacion}/${f.group.edu_codigoformacion}`,
      headers: auth(f.token),
    });
    expect(response.statusCode).toBe(200);
    // Lucía: topic 3 (e4) and topic 4 (e6; e5 is locked) done; unit 2 done; unit 1 not.
    expect(response.json()).toEqual({ status: 'ok', data: { temas: { completados: 2, total: 4 }, unidades: { completados: 1, total: 2 } } });
    const anaToken = await createSession(db, f.codes.ana);
    const ana = await t.app.inject({
      url: `/api/estadisticas/progreso/${f.parent.edu_codigoformacion}/${f.group.edu_codigoformacion}`,
      headers: auth(anaToken),
    });
    // Ana: topics 1, 2 and 3 done; topic 4 waits for e6.
    expect(ana.json().data).toEqual({ temas: { completados: 3, total: 4 }, unidades: { completados: 1, total: 2 } });
  });

  it('keeps a student’s counters until their next completion, which shows in the very next read', async () => {
    const f = await createContentClass();
    const url = `/api/estadisticas/progreso/${f.parent.edu_codigoformacion}/${f.group.edu_codigoformacion}`;
    const read = () => t.app.inject({ url, headers: auth(f.token) });
    expect((await read()).json().data.temas).toEqual({ completados: 2, total: 4 });
    const { result: warm, statements } = await t.recordQueries(read);
    expect(warm.json().data.temas).toEqual({ completados: 2, total: 4 });
    expect(statements).toEqual([]);
    // Lucía ticks e1 and e2 (topic 1) through the app: the completions topic drops her counters.
    const [e1, e2] = await db
      .select({ id: events.id })
      .from(events)
      .innerJoin(eventFormations, eq(eventFormations.event_id, events.id))
      .where(eq(eventFormations.edu_codigoformacion, f.group.edu_codigoformacion))
      .orderBy(asc(events.start_date))
      .limit(2);
    for (const event of [e1!, e2!]) {
      const patched = await t.app.inject({
        method: 'PATCH',
        url: `/api/events/contact/${event.id}/${f.codes.lucia}`,
        headers: auth(f.token),
        payload: { completed: 1 },
      });
      expect(patched.statusCode).toBeLessThan(300);
    }
    expect((await read()).json().data).toEqual({ temas: { completados: 3, total: 4 }, unidades: { completados: 1, total: 2 } });
  });
});

describe('who may ask, and bad input', () => {
  it('refuses without a session, another group’s student, and freemium rankings', async () => {
    const f = await createActivityClass();
    const calls = (token: string | null) => {
      const headers = token ? auth(token) : {};
      const g = f.group.edu_codigoformacion;
      const p = f.parent.edu_codigoformacion;
      return [
        t.app.inject({ method: 'POST', url: '/api/actividades/media-asistencia', headers, payload: { formation: g } }),
        t.app.inject({ method: 'POST', url: '/api/actividades/media-asistencia/propia', headers, payload: { formation: g } }),
        t.app.inject({ method: 'POST', url: `/api/events/average/completed/${g}`, headers, payload: { formation: p } }),
        t.app.inject({ url: `/api/estadisticas/progreso/${p}/${g}`, headers }),
        t.app.inject({ url: `/api/actividades/ranking/individual/${p}/${g}?tipo_ranking=conexiones`, headers }),
      ];
    };
    for (const response of await Promise.all(calls(null))) expect(response.statusCode).toBe(401);

    const outsiderToken = await createSession(db, f.codes.outsider);
    for (const response of await Promise.all(calls(outsiderToken))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(texts.formation.noAccess);
    }
    const withdrawnToken = await createSession(db, f.codes.withdrawn);
    for (const response of await Promise.all(calls(withdrawnToken))) expect(response.statusCode).toBe(403);

    // A teacher of another group: the group is out of his reach.
    const otherTeacher = await createContact(db, { edu_tipocontacto: '5' });
    await db.insert(formationTeachers).values({ edu_codigoformacion: f.otherGroup.edu_codigoformacion, edu_codigocontacto: otherTeacher.edu_codigocontacto });
    for (const response of await Promise.all(calls(await createSession(db, otherTeacher.edu_codigocontacto)))) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(texts.formation.noAccess);
    }
  });

  it("opens the group's averages and rankings (with names) to the group's teacher; a student's own figures are not his (issue 30)", async () => {
    const f = await createActivityClass();
    const g = f.group.edu_codigoformacion;
    const p = f.parent.edu_codigoformacion;
    const teacher = await createContact(db, { edu_tipocontacto: '5' });
    await db.insert(formationTeachers).values({ edu_codigoformacion: g, edu_codigocontacto: teacher.edu_codigocontacto });
    const token = await createSession(db, teacher.edu_codigocontacto);
    t.app.ctx.statisticsService.clearGroupFigures();

    const attendance = await post('/api/actividades/media-asistencia', token, g);
    expect(attendance.statusCode).toBe(200);
    expect(attendance.json().data.data).toMatchObject({ alumnos: 7, clases: 3 });
    const timeline = await post(`/api/events/average/completed/${g}`, token, p);
    expect(timeline.statusCode).toBe(200);
    expect(timeline.json().eventsData.data.alumnos).toBe(7);
    const asistencias = await ranking({ ...f, token }, 'asistencias');
    expect(asistencias.statusCode).toBe(200);
    // The same top as the students see, with names; no own entry (he is not ranked).
    expect(entries(asistencias).data.map((entry) => [entry.name, entry.valor, entry.propio])).toEqual([
      ['Ana G.', 3, false],
      ['Bruno D.', 2, false],
      ['Carla R.', 2, false],
      ['Diego S.', 1, false],
      ['Lucía F.', 1, false],
    ]);
    expect(entries(asistencias).propio).toBeNull();

    for (const response of [
      await post('/api/actividades/media-asistencia/propia', token, g),
      await t.app.inject({ url: `/api/estadisticas/progreso/${p}/${g}`, headers: auth(token) }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(texts.statistics.groupNotFound);
    }
  });

  it('freemium: their own figures and the averages on their trial group; rankings locked (403)', async () => {
    const { parent, group } = await createFreemiumGroup(db);
    const visitor = await createContact(db, { freemium: true, edu_tipocontacto: '1' });
    const token = await createSession(db, visitor.edu_codigocontacto);
    const g = group.edu_codigoformacion;
    expect((await post('/api/actividades/media-asistencia/propia', token, g)).statusCode).toBe(200);
    expect((await post('/api/actividades/media-asistencia', token, g)).statusCode).toBe(200);
    expect((await post(`/api/events/average/completed/${g}`, token, parent.edu_codigoformacion)).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/api/estadisticas/progreso/${parent.edu_codigoformacion}/${g}`, headers: auth(token) })).statusCode).toBe(200);
    const locked = await t.app.inject({
      url: `/api/actividades/ranking/individual/${parent.edu_codigoformacion}/${g}?tipo_ranking=racha`,
      headers: auth(token),
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json().message).toBe(texts.statistics.rankingsFreemium);
  });

  it('answers 4xx with the Spanish text for bad input', async () => {
    const f = await createClass();
    const p = f.parent.edu_codigoformacion;
    const g = f.group.edu_codigoformacion;
    const expectError = async (response: { statusCode: number; json: () => { message: string } }, status: number, message: string) => {
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    };
    await expectError(await ranking(f, 'popularidad'), 400, texts.statistics.invalidRanking);
    await expectError(
      await t.app.inject({ url: `/api/actividades/ranking/individual/${p}/${g}`, headers: auth(f.token) }),
      400,
      texts.statistics.invalidRanking,
    );
    await expectError(await ranking(f, 'racha', '&start_date=2026-13-45x'), 400, texts.statistics.invalidDate);
    await expectError(await ranking(f, 'racha', '&start_date=2026-05-02&end_date=2026-05-01'), 400, texts.statistics.invalidRange);
    await expectError(await post('/api/actividades/media-asistencia?end_date=ayer', f.token, g), 400, texts.statistics.invalidDate);
    const noBody = await t.app.inject({ method: 'POST', url: '/api/actividades/media-asistencia', headers: auth(f.token), payload: {} });
    expect(noBody.statusCode).toBe(400);
    // A parent that is not the group's, an unknown group, a main formation instead of a group.
    await expectError(
      await t.app.inject({ url: `/api/actividades/ranking/individual/${f.otherGroup.edu_codigoformacion}/${g}?tipo_ranking=racha`, headers: auth(f.token) }),
      404,
      texts.statistics.groupNotFound,
    );
    await expectError(await post(`/api/events/average/completed/${g}`, f.token, 'FOR-NADA'), 404, texts.statistics.groupNotFound);
    expect((await post('/api/actividades/media-asistencia', f.token, 'GRU-NO-EXISTE')).statusCode).toBe(404);
    await expectError(await post('/api/actividades/media-asistencia', f.token, p), 404, texts.statistics.groupNotFound);
  });
});

describe('constant statements whatever the size of the group', () => {
  async function createSizedClass(size: number) {
    const { parent, group } = await createFormationWithGroup(db);
    const { unit, topic } = await createUnitWithTopic(db, parent.edu_codigoformacion);
    const codes: string[] = [];
    for (let i = 0; i < size; i++) {
      const contact = await createContact(db, { firstname: `Alumno${i}`, lastname: 'Prueba' });
      await createEnrolment(db, contact, group);
      codes.push(contact.edu_codigocontacto);
    }
    const live = await createEvent(db, { event_type: 'clases_directo', formations: [group.edu_codigoformacion], start_date: at(-2) });
    await createEvent(db, {
      formations: [group.edu_codigoformacion],
      start_date: at(-3, 9),
      no_fechar: 1,
      topic: { id: topic.id, unidad_id: unit.id },
      contacts: codes.map((code) => ({ code, completed: 1 as const })),
    });
    await db
      .insert(contactActivityDays)
      .values(codes.flatMap((code) => [0, -1].map((offset) => ({ edu_codigocontacto: code, day: addCalendarDays(today(), offset), active_seconds: 240 }))));
    for (const code of codes) await createActivityRecord(db, code, { metadata: { id_evento: live.id } });
    return { parent, group, token: await createSession(db, codes[0]!) };
  }

  it('issues the same number of statements for 3 and 30 students, on every call (cold)', async () => {
    const counts = async (size: number) => {
      const f = await createSizedClass(size);
      const g = f.group.edu_codigoformacion;
      const p = f.parent.edu_codigoformacion;
      const calls = [
        () => post('/api/actividades/media-asistencia', f.token, g),
        () => post('/api/actividades/media-asistencia/propia', f.token, g),
        () => post(`/api/events/average/completed/${g}`, f.token, p),
        () => t.app.inject({ url: `/api/estadisticas/progreso/${p}/${g}`, headers: auth(f.token) }),
        ...['conexiones', 'timeline', 'racha', 'tiempo-medio', 'asistencias'].map((kind) => () => ranking(f, kind)),
      ];
      // Warm the per-contact caches every request shares (session, holdings, formation), then count each call cold.
      await calls[1]!();
      const result: number[] = [];
      for (const call of calls) {
        t.app.ctx.statisticsService.clearGroupFigures();
        const { result: response, statements } = await t.recordQueries(call);
        expect(response.statusCode).toBe(200);
        result.push(statements.length);
      }
      return result;
    };
    const small = await counts(3);
    const large = await counts(30);
    expect(large).toEqual(small);
    for (const count of large) expect(count).toBeLessThanOrEqual(10);
  });

  it('serves the group figures again within their minute: a warm ranking issues no statement', async () => {
    const f = await createSizedClass(3);
    await ranking(f, 'timeline');
    const { statements } = await t.recordQueries(() => ranking(f, 'timeline'));
    expect(statements).toEqual([]);
  });
});
