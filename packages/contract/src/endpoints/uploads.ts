import { defineRoutes } from './define-endpoint';

/** Uploads (issue 11): a chat message's file and a board post's files, one per request. */
export const uploadsRoutes = defineRoutes({
  uploadChatFile: { method: 'POST', path: '/api/chats/upload-file' },
  discardChatFile: { method: 'DELETE', path: '/api/chats/upload-file/:id' },
  uploadPostFile: { method: 'POST', path: '/api/posts/upload-file' },
});
