import { productsAnswerSchema, productsByEventBodySchema, productsByUnitIdsBodySchema } from '../schemas/products';
import type { EndpointSchemas } from './define-endpoint';
import type { productsRoutes } from './products';

export const productsSchemas = {
  listProductsByUnits: { body: productsByUnitIdsBodySchema, answer: productsAnswerSchema },
  listProductsByEvent: { body: productsByEventBodySchema, answer: productsAnswerSchema },
} as const satisfies Record<keyof typeof productsRoutes, EndpointSchemas>;
