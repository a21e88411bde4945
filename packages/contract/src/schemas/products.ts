import { z } from 'zod';
import { idSchema, textSchema } from './common';

/** A bonus product on sale (name, price in euros from mkt_precio, notes). */
export const productSchema = z.object({
  id: z.number().int(),
  edu_codigoproducto: z.string(),
  xerppa_nombreproducto: z.string(),
  mkt_precio: z.number().nullable(),
  /** Price id for the payment provider. */
  xcrm_codigolistaprecios: z.string().nullable(),
  tipo: z.enum(['fecha', 'unidad']).nullable(),
  unidad_id: z.number().int().nullable(),
  metadata: z.object({ mkt_notas: z.string().nullable().optional(), bonus_grupo: z.string().nullable().optional() }).nullable(),
});
export type Product = z.infer<typeof productSchema>;

/** POST /api/products/by-unit-ids {unitIdsArray} and POST /api/products/by-event {eventId, fecha_inicio} → data.data */
export const productsByUnitIdsBodySchema = z.object({
  unitIdsArray: z.array(idSchema('La unidad no es válida')).min(1, 'Indica al menos una unidad').max(100),
});
export const productsByEventBodySchema = z.object({ eventId: idSchema('El evento no es válido'), fecha_inicio: textSchema(40).optional().nullable() });
export const productsAnswerSchema = z.object({ status: z.literal('ok'), data: z.object({ data: z.array(productSchema) }) });
export type ProductsAnswer = z.infer<typeof productsAnswerSchema>;
