import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { endpointRoute } from '../../http/endpoint-route';

const tags = ['teaching'];
const errors = [400, 401, 404] as const;

/** The gradebook of a group (issue 30 item 4): the read, its CSV or XLSX export, and the group of a task. */
export function createGradebookRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const service = ctx.gradebookService;
  return async (app) => {
    app.route({
      ...endpointRoute('getGradebook', {
        tags,
        summary:
          "Ours (issue 30): a group's gradebook for its teachers and the academy side: students × tasks (deadline order), each cell's state (Pendiente, Entregada, Corregida; fuera_de_plazo when not delivered by the deadline), grade, comment, delivery date, attempts and files; the evaluations with their weighted concepts and each student's term grade; the columns' averages",
        description:
          "404 'El grupo no existe o no es uno de tus grupos' to anyone else (a student, another group's teacher, a free-trial visitor). Six statements whatever the group's size. Grading is POST /api/formations/tareas/{taskId}/entregas/{contactId}/calificacion, whose answer's `celda` is the changed cell; deliveries and grades reach the open gradebooks through 'gradebook-cell-updated'.",
        errors,
      }),
      handler: async (request) => service.getGradebook(request.actor, request.params.groupCode),
    });

    app.route({
      ...endpointRoute('exportGradebook', {
        tags,
        summary:
          'Ours (issue 30): the gradebook as a file with Spanish headers (Alumno, Correo, each task, each evaluation’s concepts and Nota del trimestre, a row of averages): CSV in UTF-8 with BOM, `;` and decimal comma, or XLSX',
        description:
          "`format` csv (default) or xlsx; another answers 400 'El formato de exportación debe ser csv o xlsx'. Counted by the per-person documents limit (429). File name calificaciones-<group>-<day>.<format>.",
        errors: [...errors, 429],
      }),
      preHandler: app.personLimits.documents,
      handler: async (request, reply) => {
        const file = await service.exportGradebook(request.actor, request.params.groupCode, request.query.format);
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'private, no-store');
        // The file's bytes, outside the JSON answer schemas.
        return (reply as FastifyReply).send(file.body);
      },
    });

    app.route({
      ...endpointRoute('getTeachingTask', {
        tags,
        summary:
          "Ours (issue 30): a task's title and group, for a teacher of the group or the academy side (/docencia/tareas/{taskId} opens that group's gradebook at it)",
        description: "404 'La tarea no existe o no es de uno de tus grupos' to anyone else.",
        errors,
      }),
      handler: async (request) => service.getTeachingTask(request.actor, request.params.taskId),
    });
  };
}
