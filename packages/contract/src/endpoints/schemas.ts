import { casesSchemas } from './cases.schemas';
import { filesSchemas } from './files.schemas';
import type { EndpointName, EndpointSchemas } from './index';

/** The schemas of every endpoint, under the names of `endpoints` (the TypeScript check keeps both tables whole). */
export const endpointSchemas = {
  ...casesSchemas,
  ...filesSchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;
