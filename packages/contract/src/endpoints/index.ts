import { casesRoutes } from './cases';
import { filesRoutes } from './files';

export * from './define-endpoint';

/** Every endpoint of the API by name: method and path (plain, for the web's first load). Schemas: ./schemas.ts. */
export const endpoints = {
  ...casesRoutes,
  ...filesRoutes,
};

export type EndpointName = keyof typeof endpoints;
