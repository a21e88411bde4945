import type { Database } from '../db/client';
import { createContact, createEnrolment, createEvent, createFile, createFormationWithGroup, createUnitWithTopic } from './factories';

const DAY = 86_400_000;

/** The Madrid-independent 'YYYY-MM-DD' (UTC) day `days` from now: what the factories write as event_date. */
export function dayFromNow(days: number, now = new Date()): string {
  return new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);
}

/** Keys of the demo media that exist on disk under apps/server/media (tests stream real bytes). */
export const testMedia = {
  video: { file_type: 'video/mp4', storage_key: 'demo/videos/clase-muestra.mp4', subtitles_storage_key: 'demo/videos/clase-muestra.es.vtt' },
  pdf: { file_type: 'application/pdf', storage_key: 'demo/documentos/apuntes-daw.pdf' },
  docx: { file_type: 'other', storage_key: 'demo/otros/plantilla-memoria-proyecto.docx' },
  h5p: {
    file_type: 'h5p',
    storage_key: 'demo/h5p/repaso-javascript/index.html',
    embed_code: '<iframe src="/media/demo/h5p/repaso-javascript/index.html" title="Repaso" width="100%" height="1000"></iframe><script>alert(1)</script>',
  },
} as const;

/**
 * A course that exercises the availability rules for one student enrolled 30 days ago: a regular unit with
 * an open class (video with subtitles, PDF, a document to download), a class not published yet, an
 * expired class, an undated class with an H5P activity, and an extra unit whose class is locked.
 */
export async function createCourseFixture(db: Database, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const at = (days: number, hour = 9) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, hour));
  const student = await createContact(db);
  const { parent, group } = await createFormationWithGroup(db, { now });
  const { matricula, line } = await createEnrolment(db, student, group);
  const regular = await createUnitWithTopic(db, parent.edu_codigoformacion, {
    unit: { titulo: 'Unidad 1. Fundamentos', orden: 1 },
    topic: { titulo: 'Tema 1. Primeros pasos' },
  });
  const extra = await createUnitWithTopic(db, parent.edu_codigoformacion, {
    unit: { titulo: 'Unidad extra. Despliegue', type: 'unidad extra', orden: 2 },
    topic: { titulo: 'Tema extra' },
  });
  const inRegular = { id: regular.topic.id, unidad_id: regular.unit.id };
  const groups = [group.edu_codigoformacion];
  const window = (from: number, to: number) => ({ inicio_calendario: dayFromNow(from, now), fin_calendario: dayFromNow(to, now) });

  const open = await createEvent(db, {
    title: 'Clase abierta',
    formations: groups,
    topic: inRegular,
    start_date: at(-2),
    download: 1,
    orden: 1,
    ...window(-2, 30),
  });
  const notYet = await createEvent(db, { title: 'Clase futura', formations: groups, topic: inRegular, start_date: at(5), orden: 2, ...window(5, 40) });
  const expired = await createEvent(db, { title: 'Clase caducada', formations: groups, topic: inRegular, start_date: at(-25), orden: 3, ...window(-25, -20) });
  const undated = await createEvent(db, { title: 'Repaso interactivo', formations: groups, topic: inRegular, start_date: at(-20), no_fechar: 1, orden: 4 });
  const extraClass = await createEvent(db, {
    title: 'Clase de la unidad extra',
    formations: groups,
    topic: { id: extra.topic.id, unidad_id: extra.unit.id },
    start_date: at(-3),
    no_fechar: 1,
  });

  const video = await createFile(db, { eventId: open.id, name: 'Grabación.mp4', ...testMedia.video });
  const pdf = await createFile(db, { eventId: open.id, name: 'Apuntes.pdf', ...testMedia.pdf });
  const docx = await createFile(db, { eventId: open.id, name: 'Plantilla.docx', ...testMedia.docx });
  const lockedVideo = await createFile(db, { eventId: expired.id, name: 'Grabación antigua.mp4', ...testMedia.video });
  const futurePdf = await createFile(db, { eventId: notYet.id, name: 'Apuntes futuros.pdf', ...testMedia.pdf });
  const extraVideo = await createFile(db, { eventId: extraClass.id, name: 'Grabación extra.mp4', ...testMedia.video });
  const h5p = await createFile(db, { eventId: undated.id, kind: 'h5p', name: 'Repaso interactivo', ...testMedia.h5p });

  return {
    now,
    student,
    parent,
    group,
    matricula,
    line,
    units: { regular: regular.unit, extra: extra.unit },
    topics: { regular: regular.topic, extra: extra.topic },
    events: { open, notYet, expired, undated, extraClass },
    files: { video, pdf, docx, lockedVideo, futurePdf, extraVideo, h5p },
  };
}

export type CourseFixture = Awaited<ReturnType<typeof createCourseFixture>>;
