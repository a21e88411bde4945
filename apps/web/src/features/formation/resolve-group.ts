import type { Formation } from '@campus/contract';

/**
 * The user's group a formation page is about (spec 001 §2: "the parameter is a formation code or a group
 * code"): the group named by /formacion/{codigoFormacion}/{codigoGrupo}, or, when that code is a main
 * formation (/formacion/FOR-DAW/FOR-DAW), the user's group of it. Another group of the same formation is
 * not the user's: null, and the page refuses it.
 */
export function resolveGroup(groups: readonly Formation[], codigoGrupo: string): Formation | null {
  return (
    groups.find((group) => group.edu_codigoformacion === codigoGrupo) ?? groups.find((group) => group.edu_principalcodigoformacion === codigoGrupo) ?? null
  );
}
