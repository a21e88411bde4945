import { defineRoutes } from './define-endpoint';

/** The participants of a group (issue 30 item 3): its teachers' list of students and one student's detail. */
export const teachingParticipantsRoutes = defineRoutes({
  listGroupParticipants: { method: 'GET', path: '/api/teaching/groups/:groupCode/participants' },
  getGroupParticipant: { method: 'GET', path: '/api/teaching/groups/:groupCode/participants/:contactCode' },
});
