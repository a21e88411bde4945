import { loginAnswerSchema, loginAppAlumnoQuerySchema, loginTokenProfesorQuerySchema, logoutAnswerSchema, sessionAnswerSchema } from '../schemas/auth';
import {
  changePasswordBodySchema,
  passwordAnswerSchema,
  passwordSettingsAnswerSchema,
  resetCredentialsAnswerSchema,
  resetCredentialsBodySchema,
} from '../schemas/profile';
import type { authRoutes } from './auth';
import type { EndpointSchemas } from './define-endpoint';

export const authSchemas = {
  loginWithCode: { query: loginAppAlumnoQuerySchema, answer: loginAnswerSchema },
  loginWithTeacherToken: { query: loginTokenProfesorQuerySchema, answer: loginAnswerSchema },
  getSession: { answer: sessionAnswerSchema },
  logout: { answer: logoutAnswerSchema },
  logoutAllSessions: { answer: logoutAnswerSchema },
  getPasswordSettings: { answer: passwordSettingsAnswerSchema },
  changePassword: { body: changePasswordBodySchema, answer: passwordAnswerSchema },
  resetCredentials: { body: resetCredentialsBodySchema, answer: resetCredentialsAnswerSchema },
} as const satisfies Record<keyof typeof authRoutes, EndpointSchemas>;
