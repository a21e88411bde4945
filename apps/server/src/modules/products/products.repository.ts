import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { lineasProducto, matriculas, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

const onSale = and(eq(products.is_bonus, true), eq(products.statecode, 0));

/** Data access of the bonus products on sale. */
export function createProductsRepository(db: Database) {
  return {
    /** Bonus products on sale that open one of the units. */
    async listOnSaleForUnits(unitIds: readonly number[]): Promise<ProductRow[]> {
      if (unitIds.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(and(onSale, inArray(products.unidad_id, [...unitIds])))
        .orderBy(asc(products.mkt_precio), asc(products.id));
    },

    /** Bonus products on sale that might open the event (by id, by one of its units, or a date window); the rules decide. */
    async listOnSaleCandidatesForEvent(eventId: number, unitIds: readonly number[]): Promise<ProductRow[]> {
      return db
        .select()
        .from(products)
        .where(
          and(
            onSale,
            or(
              sql`${eventId} = any(${products.events_id})`,
              unitIds.length ? inArray(products.unidad_id, [...unitIds]) : undefined,
              eq(products.tipo, 'fecha'),
            ),
          ),
        )
        .orderBy(asc(products.mkt_precio), asc(products.id));
    },

    /** Ids of the products the contact already holds (active lines of their enrolments). */
    async listOwnedProductIds(contactCode: string): Promise<Set<number>> {
      const rows = await db
        .selectDistinct({ id: lineasProducto.product_id })
        .from(lineasProducto)
        .innerJoin(matriculas, eq(matriculas.edu_codigomatricula, lineasProducto.edu_matricula))
        .where(and(eq(matriculas.edu_codigocontacto, contactCode), eq(lineasProducto.statecode, 0)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
