import { activitiesRoutes } from './activities';
import { calendarRoutes } from './calendar';
import { casesRoutes } from './cases';
import { contentRoutes } from './content';
import { evaluationsRoutes } from './evaluations';
import { eventsRoutes } from './events';
import { filesRoutes } from './files';
import { formationsRoutes } from './formations';
import { productsRoutes } from './products';
import { progressRoutes } from './progress';
import { requestsRoutes } from './requests';
import { statisticsRoutes } from './statistics';
import { timelineRoutes } from './timeline';

export * from './define-endpoint';

/** Every endpoint of the API by name: method and path (plain, for the web's first load). Schemas: ./schemas.ts. */
export const endpoints = {
  ...activitiesRoutes,
  ...calendarRoutes,
  ...casesRoutes,
  ...contentRoutes,
  ...evaluationsRoutes,
  ...eventsRoutes,
  ...filesRoutes,
  ...formationsRoutes,
  ...productsRoutes,
  ...progressRoutes,
  ...requestsRoutes,
  ...statisticsRoutes,
  ...timelineRoutes,
};

export type EndpointName = keyof typeof endpoints;
