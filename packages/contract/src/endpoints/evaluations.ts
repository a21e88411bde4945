import { defineRoutes } from './define-endpoint';

/** Evaluations and tasks (issue 14): the student's grades and tasks, the hand-in, the teacher's deliveries and grading. */
export const evaluationsRoutes = defineRoutes({
  listGroupEvaluations: { method: 'GET', path: '/api/formations/evaluaciones/:group/:contactId' },
  listEvaluations: { method: 'POST', path: '/api/formations/evaluaciones/:contactId' },
  listTeacherDeliveries: { method: 'GET', path: '/api/formations/tareas/entregas' },
  listGroupTasks: { method: 'GET', path: '/api/formations/tareas/:group/:contactId' },
  listTasks: { method: 'POST', path: '/api/formations/tareas/:contactId' },
  uploadTaskFile: { method: 'POST', path: '/api/formations/tareas/upload-file' },
  deliverTask: { method: 'POST', path: '/api/formations/tareas/:taskId/entregar' },
  deleteTaskFile: { method: 'DELETE', path: '/api/formations/tareas/:taskId/files/:fileId' },
  gradeDelivery: { method: 'POST', path: '/api/formations/tareas/:taskId/entregas/:contactId/calificacion' },
});
