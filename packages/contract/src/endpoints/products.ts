import { defineRoutes } from './define-endpoint';

/** Related bonus products of locked content (spec 001 §7). */
export const productsRoutes = defineRoutes({
  listProductsByUnits: { method: 'POST', path: '/api/products/by-unit-ids' },
  listProductsByEvent: { method: 'POST', path: '/api/products/by-event' },
});
