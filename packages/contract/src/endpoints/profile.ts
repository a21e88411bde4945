import { defineRoutes } from './define-endpoint';

/** The profile (spec 002 §7 Profile; issue 13): one's own contact, its editable fields and its picture. */
export const profileRoutes = defineRoutes({
  getProfile: { method: 'GET', path: '/api/user/:id' },
  getFreemiumProfile: { method: 'GET', path: '/api/user/freemium/:id' },
  updateProfile: { method: 'PUT', path: '/api/user/:id' },
  getProfilePicture: { method: 'GET', path: '/api/user/profile-pic' },
  uploadProfilePicture: { method: 'POST', path: '/api/user/profile-pic' },
  deleteProfilePicture: { method: 'DELETE', path: '/api/user/profile-pic' },
  streamAvatar: { method: 'GET', path: '/api/avatars/:name' },
});
