import { casesRoutes } from './cases';
import { chatsRoutes } from './chats';
import { dashboardNotificationsRoutes } from './dashboard-notifications';
import { filesRoutes } from './files';
import { mailRoutes } from './mail';
import { notificationsRoutes } from './notifications';
import { postsRoutes } from './posts';
import { uploadsRoutes } from './uploads';

export * from './define-endpoint';

/** Every endpoint of the API by name: method and path (plain, for the web's first load). Schemas: ./schemas.ts. */
export const endpoints = {
  ...casesRoutes,
  ...chatsRoutes,
  ...dashboardNotificationsRoutes,
  ...filesRoutes,
  ...mailRoutes,
  ...notificationsRoutes,
  ...postsRoutes,
  ...uploadsRoutes,
};

export type EndpointName = keyof typeof endpoints;
