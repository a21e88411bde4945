import type { FormationDetailAnswer, FormationsByCodesAnswer } from '@campus/contract';
import { authorize, type Actor } from '../../lib/authorization';
import type { ContentAccess } from '../content/content-access';
import type { ContentAccessRepository } from '../content/content-access.repository';
import { toFormation } from './formation-mapper';
import type { FormationsRepository } from './formations.repository';

/** Formation look-ups. `access` serves the formation page (GET /api/formations/{code}). */
export function createFormationsService(repository: FormationsRepository, deps?: { access: ContentAccess; accessRepository: ContentAccessRepository }) {
  return {
    /**
     * GET /api/formations/{code}: a group (or main formation) with its teachers and parent, for a user who
     * reaches it: enrolled, teaching it, staff, or freemium on a group open to freemium trials.
     */
    async getFormationDetail(actor: Actor | null, code: string): Promise<FormationDetailAnswer> {
      const checked = authorize(actor, { kind: 'signed-in' });
      if (!deps) throw new Error('formations service built without content access');
      const { group, parent } = await deps.access.requireGroup(checked, code);
      const teachers = await deps.accessRepository.listTeachers(group.edu_codigoformacion);
      const iso = (date: Date | null) => (date ? date.toISOString() : null);
      return {
        status: 'ok',
        formation: {
          edu_codigoformacion: group.edu_codigoformacion,
          edu_formacionid: group.edu_formacionid,
          edu_formacion: group.edu_formacion,
          edu_nombre: group.edu_nombre,
          edu_principalcodigoformacion: group.edu_principalcodigoformacion,
          edu_principal: parent?.edu_formacion ?? null,
          edu_fechainicioclases: iso(group.edu_fechainicioclases),
          edu_fechafinclases: iso(group.edu_fechafinclases),
          edu_fechainicioacceso: iso(group.edu_fechainicioacceso),
          edu_fechafinacceso: iso(group.edu_fechafinacceso),
          teachers,
        },
      };
    },

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
