import { participantDetailAnswerSchema, participantParamsSchema, participantsAnswerSchema, participantsParamsSchema } from '../schemas/teaching-participants';
import type { EndpointSchemas } from './define-endpoint';
import type { teachingParticipantsRoutes } from './teaching-participants';

export const teachingParticipantsSchemas = {
  listGroupParticipants: { params: participantsParamsSchema, answer: participantsAnswerSchema },
  getGroupParticipant: { params: participantParamsSchema, answer: participantDetailAnswerSchema },
} as const satisfies Record<keyof typeof teachingParticipantsRoutes, EndpointSchemas>;
