import type { BonusProductLine, ContactFormationsAnswer, EnrolmentLine } from '@campus/contract';
import type { Actor } from '../../lib/actor';
import { authorize } from '../../policies';
import { toFormation, toIsoOrNull } from '../formations/formation-mapper';
import type { HoldingRows } from '../../policies';
import type { EnrolmentsRepository } from './enrolments.repository';

type LineWithGroup = HoldingRows['lines'][number];
type BonusRow = HoldingRows['bonusLines'][number];

export interface EnrolmentsServiceDeps {
  /** The enrolment and bonus lines, read for the access policies' loader (this module owns those tables' reads). */
  repository: EnrolmentsRepository;
  /** The contact's holdings (active lines with groups, bonus lines with products), cached per contact by the access policies. */
  loadHoldingRows(contactCode: string): Promise<HoldingRows>;
}

const iso = toIsoOrNull;

/** An enrolment line as every answer that lists lines writes it (the enrolments tab adds its own fields). */
export function toEnrolmentLine({ line, group }: Pick<LineWithGroup, 'line' | 'group'>): EnrolmentLine {
  return {
    edu_codigolineamatricula: line.edu_codigolineamatricula,
    edu_matricula: line.edu_matricula,
    edu_codigoformacion: line.edu_codigoformacion,
    edu_formacion: group.edu_formacion,
    edu_principalcodigoformacion: group.edu_principalcodigoformacion,
    edu_gru_n4: line.edu_gru_n4,
    edu_fechainicio: iso(line.edu_fechainicio),
    edu_fechafin: iso(line.edu_fechafin),
    edu_activa: line.edu_activa,
    edu_codigoalumno: line.edu_codigoalumno,
  };
}

function toBonusLine({ line, product }: BonusRow): BonusProductLine {
  return {
    edu_codigolineaproducto: line.edu_codigolineaproducto,
    unidad_id: line.unidad_id,
    events_id: line.events_id,
    edu_codigoslineamatricula: line.edu_codigoslineamatricula,
    fecha_inicio_bonus: iso(line.fecha_inicio_bonus),
    fecha_fin_bonus: iso(line.fecha_fin_bonus),
    tipo: line.tipo,
    metadata: line.metadata ? { bonus_grupo: line.metadata.bonus_grupo ?? null, mkt_notas: line.metadata.mkt_notas ?? null } : null,
    mkt_precio: product.mkt_precio,
    xcrm_codigolistaprecios: product.xcrm_codigolistaprecios,
    xerppa_nombreproducto: product.xerppa_nombreproducto,
  };
}

/** Enrolments of a student: their groups, lines and bonuses. */
export function createEnrolmentsService(deps: EnrolmentsServiceDeps) {
  // One answer per cached rows object: the same object (and so the same encoded bytes, see
  // http/shared-answer.ts) until a write to the contact's lines replaces the rows.
  const answers = new WeakMap<object, ContactFormationsAnswer>();
  return {
    /** A student's active enrolment lines with group and main formation (the access policies' loader). */
    listActiveLinesWithGroups: (contactCode: string) => deps.repository.listActiveLinesWithGroups(contactCode),

    /** A student's active bonus product lines with their product (the access policies' loader). */
    listBonusLines: (contactCode: string) => deps.repository.listBonusLines(contactCode),

    /** GET /api/lineaMatriculas/formations/{contactCode}: only the student's own. */
    async getContactFormations(actor: Actor | null, contactCode: string): Promise<ContactFormationsAnswer> {
      const checked = authorize(actor, 'owner', { contactCode });
      // The same rows the access decisions load (one statement, then the per-contact cache): identical answers.
      const rows = await deps.loadHoldingRows(checked.edu_codigocontacto);
      const known = answers.get(rows);
      if (known) return known;
      const { lines, bonusLines: bonuses } = rows;
      const seen = new Set<string>();
      const formationList = lines
        .filter((row) => !seen.has(row.group.edu_codigoformacion) && seen.add(row.group.edu_codigoformacion))
        .map((row) => toFormation(row.group, row.parent));
      const answer: ContactFormationsAnswer = {
        status: 'ok',
        formations: formationList,
        lineasMatricula: { data: lines.map(toEnrolmentLine) },
        lineasProductoBonus: bonuses.map(toBonusLine),
      };
      answers.set(rows, answer);
      return answer;
    },
  };
}

export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;
