import type { Database } from '../client';
import { postResponses, posts } from '../schema';
import { demoContactCodes as C } from './accounts';
import type { ContentIds } from './content';
import type { DemoClock } from './dates';
import { demoFormationCodes as F, demoGroupCodes as G } from './formations';

interface CommentPlan {
  event: string;
  group: string;
  formation: string;
  author: string;
  /** Days from today (negative: past) and Madrid time. */
  day: number;
  time: string;
  title: string;
  /** HTML as the comment editor writes it (already within the sanitiser's allowed tags). */
  content: string;
  responses?: { author: string; minutesLater: number; content: string }[];
}

const comments: CommentPlan[] = [
  {
    event: 'daw-c11',
    group: G.dawA,
    formation: F.daw,
    author: 'CON-10007',
    day: -13,
    time: '19:40',
    title: 'Duda con la validación de esquemas',
    content:
      '<p>En el minuto 40 se valida el <code>body</code> con un esquema, pero ¿cómo se validan los <strong>parámetros de la ruta</strong>?</p><p>He probado con <code>params</code> y me devuelve un 400 sin mensaje.</p>',
    responses: [
      {
        author: C.teacherDaw,
        minutesLater: 95,
        content: 'Con params es correcto. El 400 sin mensaje suele ser porque el error handler no traduce la validación: mira el ejemplo del tema 5.',
      },
    ],
  },
  {
    event: 'daw-c11',
    group: G.dawA,
    formation: F.daw,
    author: C.student,
    day: -12,
    time: '10:15',
    title: 'Resumen de códigos de estado',
    content:
      '<p>Me he hecho este resumen por si a alguien le sirve:</p><ul><li><strong>201</strong>: recurso creado</li><li><strong>204</strong>: sin contenido</li><li><strong>409</strong>: conflicto</li><li><strong>422</strong>: datos no procesables</li></ul><p>Más detalle en <a href="https://developer.mozilla.org/es/docs/Web/HTTP/Status" target="_blank" rel="noopener noreferrer">MDN</a>.</p>',
  },
  {
    event: 'daw-c10',
    group: G.dawA,
    formation: F.daw,
    author: 'CON-10008',
    day: -26,
    time: '21:05',
    title: 'Ejercicio del bucle de eventos',
    content:
      '<p>¿Alguien ha conseguido explicar por qué <code>setImmediate</code> sale antes que <code>setTimeout(fn, 0)</code> dentro de un callback de E/S?</p>',
  },
  {
    event: 'enf-c04',
    group: G.nursingA,
    formation: F.nursing,
    author: 'CON-10012',
    day: -13,
    time: '17:30',
    title: 'Tensión arterial en el brazo dominante',
    content: '<p>En la práctica nos dijeron que tomáramos la tensión en el brazo <em>no dominante</em>. ¿Es siempre así o depende del paciente?</p>',
    responses: [
      {
        author: C.teacherNursing,
        minutesLater: 120,
        content:
          'Depende del paciente: se evita el brazo con fístula, vía o linfedema. Si no hay contraindicación, la primera vez se toma en ambos y se sigue con el de valor más alto.',
      },
      { author: C.student, minutesLater: 300, content: '¡Gracias! Justo me lo preguntaba.' },
    ],
  },
];

/** Class comments (posts attached to events) with a few answers, on past classes of the demo groups. */
export async function seedPosts(db: Database, clock: DemoClock, ids: ContentIds): Promise<void> {
  for (const plan of comments) {
    const eventId = ids.events[plan.event];
    if (eventId === undefined) throw new Error(`Comentario de demostración sin evento: ${plan.event}`);
    const at = clock.at(plan.day, plan.time);
    const [post] = await db
      .insert(posts)
      .values({
        title: plan.title,
        content: plan.content,
        edu_codigocontacto: plan.author,
        codigos_grupos: [plan.group],
        postable_type: 'event',
        postable_id: String(eventId),
        edu_codigoformacion: plan.formation,
        created_at: at,
      })
      .returning({ id: posts.id });
    if (plan.responses?.length) {
      await db.insert(postResponses).values(
        plan.responses.map((r) => ({
          post_id: post!.id,
          content: r.content,
          edu_codigocontacto: r.author,
          created_at: new Date(at.getTime() + r.minutesLater * 60_000),
        })),
      );
    }
  }
}
