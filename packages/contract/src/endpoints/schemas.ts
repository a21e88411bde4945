import { casesSchemas } from './cases.schemas';
import { chatsSchemas } from './chats.schemas';
import { dashboardNotificationsSchemas } from './dashboard-notifications.schemas';
import { filesSchemas } from './files.schemas';
import { mailSchemas } from './mail.schemas';
import { notificationsSchemas } from './notifications.schemas';
import { postsSchemas } from './posts.schemas';
import { uploadsSchemas } from './uploads.schemas';
import type { EndpointName, EndpointSchemas } from './index';

/** The schemas of every endpoint, under the names of `endpoints` (the TypeScript check keeps both tables whole). */
export const endpointSchemas = {
  ...casesSchemas,
  ...chatsSchemas,
  ...dashboardNotificationsSchemas,
  ...filesSchemas,
  ...mailSchemas,
  ...notificationsSchemas,
  ...postsSchemas,
  ...uploadsSchemas,
} as const satisfies Record<EndpointName, EndpointSchemas>;

export type EndpointSchemaTable = typeof endpointSchemas;
