import type { FormationsByCodesAnswer } from '@campus/contract';
import { authorize, type Actor } from '../../lib/authorization';
import { toFormation } from './formation-mapper';
import type { FormationsRepository } from './formations.repository';

/** Formation look-ups. */
export function createFormationsService(repository: FormationsRepository) {
  return {
    /**
     * POST /api/formations/byCodes: the formations (or groups) of the given codes, in the order asked,
     * unknown codes left out. Catalogue data: any signed-in user (the freemium chooser asks for its own).
     */
    async findByCodes(actor: Actor | null, codes: readonly string[]): Promise<FormationsByCodesAnswer> {
      authorize(actor, { kind: 'signed-in' });
      const unique = [...new Set(codes)];
      const rows = await repository.findByCodes(unique);
      const byCode = new Map(rows.map((row) => [row.group.edu_codigoformacion, row]));
      const found = unique.flatMap((code) => {
        const row = byCode.get(code);
        return row ? [toFormation(row.group, row.parent)] : [];
      });
      return { status: 'ok', formations: { formations: found } };
    },
  };
}

export type FormationsService = ReturnType<typeof createFormationsService>;
