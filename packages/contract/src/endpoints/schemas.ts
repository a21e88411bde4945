import { activitiesSchemas } from './activities.schemas';
import { calendarSchemas } from './calendar.schemas';
import { casesSchemas } from './cases.schemas';
import { contentSchemas } from './content.schemas';
import { evaluationsSchemas } from './evaluations.schemas';
import { eventsSchemas } from './events.schemas';
import { filesSchemas } from './files.schemas';
import { formationsSchemas } from './formations.schemas';
import { productsSchemas } from './products.schemas';
import { progressSchemas } from './progress.schemas';
import { requestsSchemas } from './requests.schemas';
import { statisticsSchemas } from './statistics.schemas';
import { timelineSchemas } from './timeline.schemas';
import type { EndpointName, EndpointSchemas } from './index';

/** The schemas of every endpoint, under the names of `endpoints` (the TypeScript check keeps both tables whole). */
export const endpointSchemas = {
  ...activitiesSchemas,
  ...calendarSchemas,
  ...casesSchemas,
  ...contentSchemas,
  ...evaluationsSchemas,
  ...eventsSchemas,
  ...filesSchemas,
  ...formationsSchemas,
  ...productsSchemas,
  ...progressSchemas,
  ...requestsSchemas,
  ...statisticsSchemas,
  ...timelineSchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;
