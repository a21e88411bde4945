import type { Formation, SessionUser } from '@campus/contract';
import { useMemo } from 'react';
import { useContactFormations } from '../../lib/api/get-contact-formations';
import { useFormationsByCodes } from '../../lib/api/get-formations-by-codes';
import { useFreemiumFormations, useFreemiumGroup } from '../../lib/freemium-storage';

export interface HomeFormations {
  formations: readonly Formation[];
  isPending: boolean;
  isError: boolean;
  /** When the error changed, so its toast shows once per failure. */
  errorUpdatedAt: number;
  refetch: () => void;
  /** A freemium visitor: the formations are the trial's, not enrolments. */
  isTrial: boolean;
  /** Freemium with stored formations and no chosen group: the home offers "Elige tu formación". */
  needsGroupChoice: boolean;
}

const none: readonly Formation[] = [];

/**
 * The formations the home shows. A student's come from their enrolments (lineaMatriculas); a freemium
 * visitor's from the trial stored at sign-in, refreshed with POST /api/formations/byCodes, narrowed to the
 * chosen group once there is one.
 */
export function useHomeFormations(user: SessionUser): HomeFormations {
  const trialFormations = useFreemiumFormations();
  const trialGroup = useFreemiumGroup();
  const isTrial = user.freemium && trialFormations.length > 0;
  const trialCodes = useMemo(() => (isTrial ? trialFormations.map((formation) => formation.edu_codigoformacion) : []), [isTrial, trialFormations]);

  const enrolmentsQuery = useContactFormations(isTrial ? null : user.edu_codigocontacto);
  const trialQuery = useFormationsByCodes(trialCodes);

  if (!isTrial) {
    return {
      formations: enrolmentsQuery.data?.formations ?? none,
      isPending: enrolmentsQuery.isPending,
      isError: enrolmentsQuery.isError,
      errorUpdatedAt: enrolmentsQuery.errorUpdatedAt,
      refetch: () => void enrolmentsQuery.refetch(),
      isTrial: false,
      needsGroupChoice: false,
    };
  }

  // The stored list is shown at once; the fresh one replaces it (and covers a failed refresh).
  const fresh = trialQuery.data?.formations.formations;
  const all = fresh && fresh.length > 0 ? fresh : trialFormations;
  const chosen = all.filter((formation) => formation.edu_codigoformacion === trialGroup);
  return {
    formations: chosen.length > 0 ? chosen : all,
    isPending: false,
    isError: false,
    errorUpdatedAt: 0,
    refetch: () => void trialQuery.refetch(),
    isTrial: true,
    needsGroupChoice: !trialGroup,
  };
}
