import { type AvailabilityBonusLine, findGrantingBonus, type Product, type ProductsAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { type AccessPolicies, authorize, toAvailabilityEvent } from '../../policies';
import type { ProductRow, ProductsRepository } from './products.repository';

/** A product as the locked-content dialog lists it (name, price in euros from mkt_precio, notes). */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    edu_codigoproducto: row.edu_codigoproducto,
    xerppa_nombreproducto: row.xerppa_nombreproducto,
    mkt_precio: row.mkt_precio,
    xcrm_codigolistaprecios: row.xcrm_codigolistaprecios,
    tipo: row.tipo,
    unidad_id: row.unidad_id,
    metadata: row.metadata ? { mkt_notas: row.metadata.mkt_notas ?? null, bonus_grupo: row.metadata.bonus_grupo ?? null } : null,
  };
}

/** The grant a product sells, as the bonus line buying it would carry. */
export function toBonusGrant(row: ProductRow): AvailabilityBonusLine {
  return {
    unidad_id: row.unidad_id,
    events_id: row.events_id,
    edu_codigoslineamatricula: null,
    fecha_inicio_bonus: row.fecha_inicio_bonus?.toISOString() ?? null,
    fecha_fin_bonus: row.fecha_fin_bonus?.toISOString() ?? null,
    tipo: row.tipo,
    metadata: row.metadata ? { bonus_grupo: row.metadata.bonus_grupo ?? null } : null,
  };
}

const answer = (rows: readonly ProductRow[]): ProductsAnswer => ({ status: 'ok', data: { data: rows.map(toProduct) } });

/** Bonus products on sale that would open locked content (spec 001 §4, locked dialogs). */
export function createProductsService(deps: { repository: ProductsRepository; access: AccessPolicies }) {
  const { repository, access } = deps;
  return {
    /** POST /api/products/by-unit-ids: products on sale opening those units, without the ones the user already has. */
    async listByUnits(actor: Actor | null, unitIds: readonly number[]): Promise<ProductsAnswer> {
      const checked = authorize(actor, 'signedIn');
      const [rows, owned] = await Promise.all([
        repository.listOnSaleForUnits([...new Set(unitIds)]),
        repository.listOwnedProductIds(checked.edu_codigocontacto),
      ]);
      return answer(rows.filter((row) => !owned.has(row.id)));
    },

    /**
     * POST /api/products/by-event: products on sale whose grant would open the event for the user, decided
     * by the same bonus rule that opens content (by event id, by unit, or by a date window limited by
     * bonus_grupo). The event's own stored date is used; `fecha_inicio` is accepted as the client sends it.
     */
    async listByEvent(actor: Actor | null, eventId: number): Promise<ProductsAnswer> {
      const { actor: checked, event: eventAccess } = await access.authorize(actor, 'reachEvent', { eventId });
      const event = toAvailabilityEvent(eventAccess.placement);
      const [candidates, owned] = await Promise.all([
        repository.listOnSaleCandidatesForEvent(
          eventId,
          event.unidades.map((u) => u.unidad_id),
        ),
        repository.listOwnedProductIds(checked.edu_codigocontacto),
      ]);
      const opening = candidates.filter(
        (row) =>
          !owned.has(row.id) && findGrantingBonus(event, { ...eventAccess.access.context, enrolmentLines: [], bonusLines: [toBonusGrant(row)] }) !== null,
      );
      return answer(opening);
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
