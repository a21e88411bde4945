import type { FormationDetailAnswer, FormationsByCodesAnswer } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import type { AccessPolicies } from '../../policies';
import { toFormation } from './formation-mapper';
import type { FormationsRepository } from './formations.repository';

/** Formation look-ups: the formation page's detail and the catalogue by codes, both decided by the access policies. */
export function createFormationsService(repository: FormationsRepository, deps: { access: AccessPolicies }) {
  const { access } = deps;
  return {
    /**
     * GET /api/formations/{code}: a group (or main formation) with its teachers and parent, for a user who
     * reaches it: enrolled, teaching it, staff, or freemium on a group open to freemium trials.
     */
    async getFormationDetail(actor: Actor | null, code: string): Promise<FormationDetailAnswer> {
      const {
        group: { group, parent },
      } = await access.authorize(actor, 'viewGroup', { groupCode: code });
      const teachers = await repository.listTeachers(group.edu_codigoformacion);
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
     * POST /api/formations/byCodes: the formations (or groups) of the given codes, in the order asked.
     * What is public is decided by the `readCatalogue` policy: formations open to freemium trials (the
     * freemium chooser and home ask for these) and those the user reaches (enrolled, teaching, staff).
     * Any other code is left out like an unknown one, so the call cannot list another group's catalogue.
     */
    async findByCodes(actor: Actor | null, codes: readonly string[]): Promise<FormationsByCodesAnswer> {
      const { formations } = await access.authorize(actor, 'readCatalogue', { codes });
      const found = formations.map(({ formation, parent }) => toFormation(formation, parent));
      return { status: 'ok', formations: { formations: found } };
    },
  };
}

export type FormationsService = ReturnType<typeof createFormationsService>;
