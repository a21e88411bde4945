import { defineRoutes } from './define-endpoint';

/** Files (spec 001 §7, "files"): fresh signed addresses, and the signed addresses that serve the bytes. */
export const filesRoutes = defineRoutes({
  getFileAddress: { method: 'GET', path: '/api/files/activos/file/:id' },
  streamFile: { method: 'GET', path: '/api/files/stream/:id' },
  streamSubtitles: { method: 'GET', path: '/api/files/subtitles/:id' },
  streamH5pFile: { method: 'GET', path: '/api/files/h5p/:id/:c/:s/:exp/:sig/*' },
  streamIntroClip: { method: 'GET', path: '/api/files/intro' },
});
