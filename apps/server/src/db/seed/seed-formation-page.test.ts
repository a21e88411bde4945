import fs from 'node:fs';
import path from 'node:path';
import { type ContentEvent, contentAnswerSchema, productsAnswerSchema } from '@campus/contract';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toActor } from '../../lib/actor';
import { INTRO_VIDEO_KEY } from '../../modules/files/files.service';
import { createSession } from '../../test/sessions';
import { createTestApp, type TestApp } from '../../test/test-app';
import { contacts, events, files, products, units } from '../schema';
import { demoContactCodes as C, demoFormationCodes as F, demoGroupCodes as G, seedDemoAcademy } from './index';

/*
 * The demo academy as the formation page shows it: every availability rule has an example, every file
 * row points at a real media file, and every open file is actually served.
 */

let t: TestApp;
const tokens = new Map<string, string>();

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAcademy(t.database.db);
});
afterAll(async () => {
  await t.close();
});

async function bearer(code: string) {
  if (!tokens.has(code)) tokens.set(code, await createSession(t.database.db, code));
  return { authorization: `Bearer ${tokens.get(code)!}` };
}

async function tree(code: string, formation: string, group: string): Promise<ContentEvent[]> {
  const response = await t.app.inject({ url: `/api/content/${formation}?group=${group}`, headers: await bearer(code) });
  expect(response.statusCode).toBe(200);
  return contentAnswerSchema.parse(response.json()).data.flatMap((u) => u.temas.flatMap((topic) => topic.eventos));
}

const state = (e: ContentEvent) => (e.availability.isAvailable ? 'open' : e.availability.reason!);
const byTitle = (list: ContentEvent[], title: string) => list.find((e) => e.title === title)!;
const eventId = async (title: string) => (await t.database.db.select({ id: events.id }).from(events).where(eq(events.title, title)))[0]!.id;

describe('demo media', () => {
  it('has a media file on disk for every stored file key, the intro clip and the H5P package parts', async () => {
    const rows = await t.database.db.select().from(files);
    expect(rows.length).toBeGreaterThan(20);
    const keys = new Set([INTRO_VIDEO_KEY]);
    for (const row of rows) {
      if (row.storage_key) keys.add(row.storage_key);
      if (row.subtitles_storage_key) keys.add(row.subtitles_storage_key);
    }
    for (const key of keys) expect({ key, exists: await t.app.ctx.fileStorage.exists(key) }).toEqual({ key, exists: true });
    for (const row of rows.filter((r) => r.file_type === 'h5p')) {
      const folder = path.dirname(path.join(t.config.MEDIA_DIR, row.storage_key!));
      const html = fs.readFileSync(path.join(t.config.MEDIA_DIR, row.storage_key!), 'utf8');
      const relative = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
      expect(relative.length).toBeGreaterThan(0);
      for (const ref of relative)
        expect({ ref, local: !/^[a-z]+:|^\/\//i.test(ref), exists: fs.existsSync(path.join(folder, ref)) }).toEqual({ ref, local: true, exists: true });
    }
  });

  it('serves every file the demo student can open through its signed address', async () => {
    const lists = await Promise.all([tree(C.student, F.daw, G.dawA), tree(C.student, F.nursing, G.nursingA), tree(C.student, F.exams, G.examsB)]);
    const urls = lists.flat().flatMap((e) => [...e.archivos, ...e.h5pFiles].flatMap((f) => [f.url, f.subtitles?.url].filter((u): u is string => Boolean(u))));
    expect(urls.length).toBeGreaterThan(30);
    for (const url of new Set(urls)) {
      const response = await t.app.inject({ url, headers: { range: 'bytes=0-15' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 206 });
    }
  });
});

describe('availability examples of the demo student (Lucía)', () => {
  it('DAW: open by calendar, undated and by a date-window bonus; expired; not yet; extra unit with products on sale', async () => {
    const daw = await tree(C.student, F.daw, G.dawA);
    expect(state(byTitle(daw, 'Presentación del ciclo y del entorno de trabajo'))).toBe('open');
    expect(state(byTitle(daw, 'Funciones, ámbito y closures'))).toBe('expired');
    // Bought "bloque 1" date-window bonus: recordings of units 1 and 2 reopen.
    expect(state(byTitle(daw, 'Promesas y async/await'))).toBe('open');
    expect(state(byTitle(daw, 'Manipulación del DOM'))).toBe('open');
    expect(state(byTitle(daw, 'Componentes y props en React'))).toBe('expired');
    expect(state(byTitle(daw, 'Diseño de una API REST con Fastify'))).toBe('open');
    expect(byTitle(daw, 'Modelo relacional y SQL básico').availability).toMatchObject({
      isAvailable: false,
      reason: 'not_yet',
      availableFrom: expect.any(String),
    });
    const extra = byTitle(daw, 'Docker desde cero: imágenes y contenedores');
    expect(extra.availability).toMatchObject({ isAvailable: false, reason: 'extra_unit', canPurchase: true });

    const onSale = productsAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/products/by-unit-ids',
          headers: await bearer(C.student),
          payload: { unitIdsArray: [extra.unidades[0]!.unidad_id] },
        })
      ).json(),
    ).data.data;
    expect(onSale.length).toBeGreaterThanOrEqual(2);
    expect(onSale.every((p) => p.metadata?.mkt_notas && p.mkt_precio && p.xcrm_codigolistaprecios)).toBe(true);

    const recovery = productsAnswerSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/products/by-event',
          headers: await bearer(C.student),
          payload: { eventId: byTitle(daw, 'Componentes y props en React').id },
        })
      ).json(),
    ).data.data;
    expect(recovery.map((p) => p.edu_codigoproducto)).toContain('PRD-BON-DAW-REC2');
  });

  it('Nursing: the bought extra unit, classes opened early by the enrolment-line bonus, and the workshops bought by event', async () => {
    const nursing = await tree(C.student, F.nursing, G.nursingA);
    expect(state(byTitle(nursing, 'Reanimación cardiopulmonar (RCP) básica'))).toBe('open');
    const upcoming = byTitle(nursing, 'Esterilización: métodos y controles');
    expect(upcoming.inicio_calendario! > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(state(upcoming)).toBe('open');
    const student = (await t.database.db.select().from(contacts).where(eq(contacts.edu_codigocontacto, C.student)))[0]!;
    const workshop = await t.app.ctx.accessPolicies.getEventAccess(toActor(student, 0), await eventId('Taller práctico: vendajes e inmovilizaciones'));
    expect(workshop?.availability).toEqual({ isAvailable: true, grantedBy: 'bonus' });
  });

  it('Exams (group B, starting next month): a class before the course month and an extra unit with nothing on sale', async () => {
    const exams = await tree(C.student, F.exams, G.examsB);
    expect(state(byTitle(exams, 'La Constitución: estructura y principios'))).toBe('before_course_month');
    const extra = byTitle(exams, 'Supuesto práctico comentado: procedimiento administrativo');
    expect(state(extra)).toBe('extra_unit');
    const onSale = (
      await t.app.inject({
        method: 'POST',
        url: '/api/products/by-unit-ids',
        headers: await bearer(C.student),
        payload: { unitIdsArray: [extra.unidades[0]!.unidad_id] },
      })
    ).json();
    expect(onSale.data.data).toEqual([]);
  });

  it('has class comments on past classes, with answers', async () => {
    const response = await t.app.inject({
      url: `/api/posts/postable/event/${await eventId('Diseño de una API REST con Fastify')}`,
      headers: await bearer(C.student),
    });
    expect(response.statusCode).toBe(200);
    const posts = response.json().data as { title: string; responses: unknown[] }[];
    expect(posts.map((p) => p.title)).toEqual(['Resumen de códigos de estado', 'Duda con la validación de esquemas']);
    expect(posts[1]!.responses).toHaveLength(1);
  });
});

describe('availability examples of the other demo accounts', () => {
  it('freemium (Pablo): only the freemium classes of nursing open', async () => {
    const nursing = await tree(C.freemium, F.nursing, G.nursingA);
    const open = nursing.filter((e) => e.availability.isAvailable);
    expect(open.length).toBeGreaterThanOrEqual(3);
    expect(open.every((e) => e.freemium)).toBe(true);
    expect(nursing.filter((e) => !e.freemium).every((e) => state(e) === 'freemium')).toBe(true);
  });

  it('contact type 3 (Sergio): the purchase path on every non-freemium class', async () => {
    const exams = await tree(C.limited, F.exams, G.examsA);
    expect(exams.filter((e) => !e.freemium).every((e) => e.availability.reason === 'limited' && e.availability.canPurchase)).toBe(true);
  });

  it('contact type 3 (Sergio): the free classes open, and he has done or joined nothing he cannot open (issue 29)', async () => {
    const exams = await tree(C.limited, F.exams, G.examsA);
    const open = exams.filter((e) => e.availability.isAvailable).map((e) => e.title);
    expect(open).toEqual(
      expect.arrayContaining([
        'La Constitución: estructura y principios',
        'Los interesados y la actividad de las Administraciones',
        'Fases del procedimiento administrativo',
      ]),
    );
    expect(exams.filter((e) => e.completed.some((c) => c.edu_codigocontacto === C.limited && c.completed === 1)).every((e) => e.availability.isAvailable)).toBe(
      true,
    );
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/actividades/media-asistencia/propia',
      headers: await bearer(C.limited),
      payload: { formation: G.examsA },
    });
    const { asistidas, clases } = own.json().data.data as { asistidas: number; clases: number };
    // Only the free live class was held for him.
    expect(clases).toBe(1);
    expect(asistidas).toBeLessThanOrEqual(clases);
  });

  it('a student who joined late: classes before the month of his start stay closed', async () => {
    const daw = await tree('CON-10011', F.daw, G.dawA);
    expect(state(byTitle(daw, 'Presentación del ciclo y del entorno de trabajo'))).toBe('before_course_month');
    expect(state(byTitle(daw, 'Esquema: arquitectura de una aplicación web'))).toBe('before_course_month');
  });

  it('staff (Elena) open everything they review', async () => {
    const daw = await tree(C.staff, F.daw, G.dawA);
    expect(daw.every((e) => e.availability.isAvailable)).toBe(true);
  });

  it('keeps the unit ids the docs name: unit 4 is the DAW extra unit (not bought), unit 8 the nursing one (bought)', async () => {
    const rows = await t.database.db.select().from(units).where(eq(units.type, 'unidad extra'));
    expect(rows.map((u) => [u.id, u.formation])).toEqual([
      [4, F.daw],
      [8, F.nursing],
      [12, F.exams],
    ]);
    const forUnit4 = await t.database.db.select().from(products).where(eq(products.unidad_id, 4));
    expect(forUnit4.map((p) => p.edu_codigoproducto).sort()).toEqual(['PRD-BON-DAW-DOCKER', 'PRD-BON-DAW-DOCKER-TUT']);
    expect((await t.database.db.select().from(files).where(isNotNull(files.embed_code))).length).toBeGreaterThan(0);
  });
});
