import { defineRoutes } from './define-endpoint';

/** Tutoring requests (spec 002 §7 "Requests"): the student's, and the teacher's side that decides them. */
export const requestsRoutes = defineRoutes({
  createTutoringRequest: { method: 'POST', path: '/api/requests/student/:requestType' },
  listStudentRequests: { method: 'GET', path: '/api/requests/student/:contactId' },
  listTeacherRequests: { method: 'GET', path: '/api/requests/teacher/:contactId' },
  decideRequest: { method: 'PATCH', path: '/api/requests/:id' },
});
