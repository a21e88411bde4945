import type { Formation } from '@campus/contract';
import type { formations } from '../../db/schema';

type FormationRow = typeof formations.$inferSelect;

/** ISO instant of a nullable date column. */
export function toIsoOrNull(date: Date | null | undefined): string | null {
  return date ? date.toISOString() : null;
}

const iso = toIsoOrNull;

/**
 * A formation row as the API answers it. For a group, `parent` is its main formation (names the
 * `edu_principal` and fills path and slug); a main formation answers itself as its own `grupo`.
 */
export function toFormation(group: FormationRow, parent: FormationRow | null | undefined): Formation {
  return {
    edu_codigoformacion: group.edu_codigoformacion,
    edu_formacionid: group.edu_formacionid,
    edu_formacion: group.edu_formacion,
    edu_nombre: group.edu_nombre,
    edu_principal: parent?.edu_formacion ?? null,
    edu_principalcodigoformacion: group.edu_principalcodigoformacion,
    edu_path: group.edu_path ?? parent?.edu_path ?? null,
    slug: group.slug ?? parent?.slug ?? null,
    edu_gru_n4: group.edu_gru_n4,
    edu_fechainicioclases: iso(group.edu_fechainicioclases),
    edu_fechafinclases: iso(group.edu_fechafinclases),
    edu_fechainicioacceso: iso(group.edu_fechainicioacceso),
    edu_fechafinacceso: iso(group.edu_fechafinacceso),
    cr479_modalidad: group.cr479_modalidad,
    allowCertificate: group.allow_certificate,
    grupo: { edu_codigoformacion: group.edu_codigoformacion, edu_formacion: group.edu_formacion },
  };
}
