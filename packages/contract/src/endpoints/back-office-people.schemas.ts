import {
  createPersonSchema,
  peopleAnswerSchema,
  peopleQuerySchema,
  personAnswerSchema,
  personCodeParamsSchema,
  updatePersonSchema,
} from '../schemas/back-office-people';
import type { backOfficePeopleRoutes } from './back-office-people';
import type { EndpointSchemas } from './define-endpoint';

export const backOfficePeopleSchemas = {
  listPeople: { query: peopleQuerySchema, answer: peopleAnswerSchema },
  getPerson: { params: personCodeParamsSchema, answer: personAnswerSchema },
  createPerson: { body: createPersonSchema, answer: personAnswerSchema, status: 201 },
  updatePerson: { params: personCodeParamsSchema, body: updatePersonSchema, answer: personAnswerSchema },
  suspendPerson: { params: personCodeParamsSchema, answer: personAnswerSchema },
  reactivatePerson: { params: personCodeParamsSchema, answer: personAnswerSchema },
  invitePerson: { params: personCodeParamsSchema, answer: personAnswerSchema },
} as const satisfies Record<keyof typeof backOfficePeopleRoutes, EndpointSchemas>;
