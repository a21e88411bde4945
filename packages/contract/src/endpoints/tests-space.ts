import { defineRoutes } from './define-endpoint';

/** The Tests entry (spec 000 §4 and §7). */
export const testsSpaceRoutes = defineRoutes({
  getTestSpaceToken: { method: 'GET', path: '/api/vilearning/token' },
});
