import type { Database } from '../client';
import { eventContacts, eventFiles, eventFormations, eventOrganizers, events, eventTopics, files, topics, units } from '../schema';
import { type ContentIds, type EventPlan, type FormationPlan, toEventRow } from './content';
import type { DemoClock } from './dates';
import { type EvaluationPlan, seedEvaluations } from './evaluations';
import { demoGroupCodes as G } from './formations';
import { demoMedia } from './media';
import { buildDamPlan, DAM_LIVE_ROOM } from './plans/dam';
import { seedProgress } from './progress';
import { seedTeacherDesk } from './teacher-desk';
import { seedTasks } from './tasks';

/**
 * The demo teacher's second group (issue 30 item 10): DAM group A, seeded after everything else so no id the
 * rest of the demo (and its tests) reads moves. Its content tree and calendar, the students' progress and
 * attendance, tasks with deliveries in every state, evaluations, and then what waits on his desk
 * (seed/teacher-desk.ts): tutoring requests, unanswered questions and bell notices.
 */
export async function seedTeacherGroup(db: Database, clock: DemoClock): Promise<void> {
  const ids = await insertPlanInBatches(db, clock, buildDamPlan(clock));
  await seedProgress(db, clock, new Set(), [G.damA]);
  const seededTasks = await seedTasks(db, clock, [G.damA]);
  await seedEvaluations(db, clock, seededTasks, damEvaluationPlans);
  await seedTeacherDesk(db, clock, ids);
}

/** DAM group A's evaluations: the first under way (two practices graded), the second barely started. */
const damEvaluationPlans: readonly EvaluationPlan[] = [
  {
    group: G.damA,
    title: '1.ª evaluación',
    closed: false,
    createdOn: -68,
    concepts: [
      { name: 'Práctica 1: ficha de producto en HTML semántico', weight: 15, task: 'Tarea: ficha de producto en HTML semántico' },
      { name: 'Práctica 2: hoja de estilos adaptable', weight: 15, task: 'Tarea: hoja de estilos adaptable para la ficha' },
      { name: 'Práctica 3: catálogo de libros en XML con DTD', weight: 15, task: 'Tarea: catálogo de libros en XML con DTD' },
      { name: 'Práctica 4: esquema XSD del catálogo', weight: 15, task: 'Tarea: esquema XSD del catálogo' },
      { name: 'Cuestionario: HTML y CSS', weight: 10, scored: true },
      { name: 'Examen: HTML, CSS y XML', weight: 30 },
    ],
  },
  {
    group: G.damA,
    title: '2.ª evaluación',
    closed: false,
    createdOn: -68,
    concepts: [
      { name: 'Práctica 5: consultas XPath', weight: 20, task: 'Tarea: consultas XPath sobre el catálogo' },
      { name: 'Práctica 6: transformación XSLT', weight: 20, task: 'Tarea: transformación XSLT a HTML' },
      { name: 'Práctica 7: API de libros en JSON', weight: 20, task: 'Tarea: API de libros en JSON' },
      { name: 'Examen: XPath, XSLT y JSON', weight: 30 },
      { name: 'Participación', weight: 10 },
    ],
  },
];

/**
 * A formation plan in a fixed number of multi-row statements (seed/content.ts writes the main formations one row
 * at a time; this one runs on every start too): units, topics, events, their groups, organizers, invitations,
 * topic links, files and file links. The weekly live classes share one meeting room.
 */
async function insertPlanInBatches(db: Database, clock: DemoClock, plan: FormationPlan): Promise<ContentIds> {
  const ids: ContentIds = { events: {}, units: {} };
  const storedUnits = await db
    .insert(units)
    .values(plan.units.map((unit, index) => ({ formation: plan.formation, titulo: unit.titulo, type: unit.type, orden: index + 1, created_at: clock.at(-80) })))
    .returning({ id: units.id });
  plan.units.forEach((unit, index) => (ids.units[unit.key] = storedUnits[index]!.id));
  const topicPlans = plan.units.flatMap((unit, unitIndex) => unit.topics.map((topic, index) => ({ unitId: storedUnits[unitIndex]!.id, topic, index })));
  const storedTopics = await db
    .insert(topics)
    .values(topicPlans.map(({ unitId, topic, index }) => ({ unidad_id: unitId, titulo: topic.titulo, orden: index + 1 })))
    .returning({ id: topics.id });

  const placed: { plan: EventPlan; orden: number; topicId?: number; unitId?: number }[] = [
    ...topicPlans.flatMap(({ unitId, topic }, topicIndex) =>
      topic.events.map((event, index) => ({ plan: event, orden: index + 1, topicId: storedTopics[topicIndex]!.id, unitId })),
    ),
    ...plan.calendar.map((event) => ({ plan: event, orden: 0 })),
  ];
  const serieIds = new Map<string, string>();
  const storedEvents = await db
    .insert(events)
    .values(
      placed.map(({ plan: event, orden }) => {
        const row = toEventRow(event, clock, serieIds);
        return { ...row, orden, join_url: event.type === 'clases_directo' ? DAM_LIVE_ROOM : row.join_url };
      }),
    )
    .returning({ id: events.id });
  const linked = placed.map((entry, index) => ({ ...entry, eventId: storedEvents[index]!.id }));
  for (const { plan: event, eventId } of linked) ids.events[event.key] = eventId;

  await db
    .insert(eventFormations)
    .values(linked.flatMap(({ plan: event, eventId }) => event.groups.map((code) => ({ event_id: eventId, edu_codigoformacion: code }))));
  await db
    .insert(eventOrganizers)
    .values(linked.flatMap(({ plan: event, eventId }) => (event.organizers ?? []).map((code) => ({ event_id: eventId, edu_codigocontacto: code }))));
  const invitations = linked.flatMap(({ plan: event, eventId }) =>
    (event.invited ?? []).map((code) => ({ event_id: eventId, edu_codigocontacto: code, completed: 0 })),
  );
  if (invitations.length) await db.insert(eventContacts).values(invitations);
  const inTree = linked.filter((entry) => entry.topicId !== undefined);
  await db
    .insert(eventTopics)
    .values(inTree.map(({ eventId, topicId, unitId, orden }) => ({ event_id: eventId, topic_id: topicId!, unidad_id: unitId!, orden })));

  const attachments = linked.flatMap(({ plan: event, eventId }) =>
    (event.files ?? []).map((file, index) => ({ eventId, orden: index + 1, file, day: event.day })),
  );
  if (attachments.length) {
    const stored = await db
      .insert(files)
      .values(
        attachments.map(({ eventId, orden, file, day }) => {
          const media = demoMedia[file.media] as (typeof demoMedia)[typeof file.media] & { subtitles_storage_key?: string };
          return {
            name: file.name,
            file_type: media.file_type,
            storage_key: media.storage_key,
            subtitles_storage_key: media.subtitles_storage_key ?? null,
            id_sharepoint: `demo-sp-dam-${eventId}-${orden}`,
            // A held class's recording and files come up after it; the coming classes' material is ready the day before.
            created_at: day < 0 ? new Date(Math.min(clock.at(day + 1, '10:00').getTime(), clock.now.getTime() - 3_600_000)) : clock.at(-1),
          };
        }),
      )
      .returning({ id: files.id });
    await db
      .insert(eventFiles)
      .values(attachments.map((a, index) => ({ event_id: a.eventId, file_id: stored[index]!.id, kind: 'archivo' as const, orden: a.orden })));
  }
  return ids;
}
