import {
  canEditContent,
  crmDay,
  isStaffContact,
  isTeacherContact,
  parseContactTypes,
  texts,
  toAcademyDay,
  type ContentUnit,
  type EnrolmentLine,
  type SessionUser,
} from '@campus/contract';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '../../lib/api-client';
import { useContactFormations } from '../../lib/api/get-contact-formations';
import { paths } from '../../lib/routes';
import { useContent } from './api/get-content';
import { useFormation } from './api/get-formation';
import { sortContentTree } from './content-sequence';
import { resolveGroup } from './resolve-group';

/** What the formation page shows, once the user's groups, the formation and its content are known. */
export type FormationPageState =
  | { status: 'loading' }
  | { status: 'no-access' }
  | { status: 'error'; retry: () => void }
  | { status: 'not-started'; page: FormationPageData }
  | { status: 'ready'; page: FormationPageData };

export interface FormationPageData {
  groupCode: string;
  parentCode: string;
  formationName: string;
  parentName: string | null;
  teachers: readonly { edu_codigocontacto: string; fullname: string; foto: string | null; role: string | null }[];
  units: readonly ContentUnit[];
  isFreemium: boolean;
  /**
   * The user reaches the group without an enrolment in it, as one of its teachers or as staff (issue 30 item 2): the
   * server opens everything to them, and the page shows when students get each locked item instead of ticks.
   */
  isTeaching: boolean;
  canEdit: boolean;
  /** The student's enrolment in the group, for purchases. */
  enrolment: EnrolmentLine | null;
}

const NO_ACCESS_TOAST_ID = 'formation-no-access';
const FETCH_ERROR_TOAST_ID = 'formation-fetch-error';

/** True when the formation's classes start after today (Madrid day; CRM dates shifted +2 h). */
export function isBeforeStart(startDate: string | null, now: Date): boolean {
  return !!startDate && toAcademyDay(now) < crmDay(startDate);
}

/**
 * Resolves /formacion/{codigoFormacion}/{codigoGrupo} (spec 001 §2): the group among the user's groups
 * (either parameter may be a formation or a group code); without it, a student gets 'No tienes acceso a esta
 * formación' and goes home. A freemium user, a teacher or staff asks the server, which decides (a freemium visitor
 * of an open group, a teacher of the group, staff: `viewGroup`) and refuses anyone else. Then the formation and its tree.
 */
export function useFormationPage(user: SessionUser, codigoFormacion: string, codigoGrupo: string): FormationPageState {
  const navigate = useNavigate();
  const groupsQuery = useContactFormations(user.edu_codigocontacto);
  const group = groupsQuery.data ? resolveGroup(groupsQuery.data.formations, codigoGrupo) : null;
  const isFreemium = user.freemium;
  const types = parseContactTypes(user.edu_tipocontacto);
  // Teachers and staff reach groups they are not enrolled in: the server's policy answers for them.
  const isServerDecided = isFreemium || isTeacherContact(types) || isStaffContact(types);
  const isRefused = groupsQuery.isSuccess && !group && !isServerDecided;
  const groupCode = group?.edu_codigoformacion ?? (groupsQuery.isSuccess && isServerDecided ? codigoGrupo : null);
  const isTeaching = groupsQuery.isSuccess && !group && !isFreemium && isServerDecided;

  const formationQuery = useFormation(isRefused ? null : groupCode);
  const detail = formationQuery.data?.formation;
  const parentCode = group?.edu_principalcodigoformacion ?? (detail ? (detail.edu_principalcodigoformacion ?? detail.edu_codigoformacion) : null);
  const contentQuery = useContent(isRefused ? null : parentCode, groupCode);
  const isServerRefusal = [formationQuery.error, contentQuery.error].some((error) => isApiError(error, 403) || isApiError(error, 404));
  const hasNoAccess = isRefused || (isServerDecided && !group && isServerRefusal);
  const isFailed = !hasNoAccess && (groupsQuery.isError || formationQuery.isError || contentQuery.isError);

  useEffect(() => {
    if (!hasNoAccess) return;
    toast.error(texts.formation.noAccess, { id: NO_ACCESS_TOAST_ID });
    navigate(paths.home, { replace: true });
  }, [hasNoAccess, navigate]);

  useEffect(() => {
    if (isFailed) toast.error(texts.formation.fetchError, { id: FETCH_ERROR_TOAST_ID });
  }, [isFailed, formationQuery.errorUpdatedAt, contentQuery.errorUpdatedAt, groupsQuery.errorUpdatedAt]);

  const units = useMemo(() => sortContentTree(contentQuery.data?.data ?? []), [contentQuery.data]);

  if (hasNoAccess) return { status: 'no-access' };
  if (isFailed) {
    return {
      status: 'error',
      retry: () => {
        if (groupsQuery.isError) void groupsQuery.refetch();
        if (formationQuery.isError) void formationQuery.refetch();
        if (contentQuery.isError) void contentQuery.refetch();
      },
    };
  }
  if (!detail || !groupCode || !parentCode) return { status: 'loading' };

  const page: FormationPageData = {
    groupCode,
    parentCode,
    formationName: detail.edu_formacion,
    parentName: detail.edu_principal ?? group?.edu_principal ?? null,
    teachers: detail.teachers,
    units,
    isFreemium,
    isTeaching,
    canEdit: canEditContent(user.edu_tipocontacto),
    enrolment: groupsQuery.data?.lineasMatricula.data.find((line) => line.edu_codigoformacion === groupCode) ?? null,
  };
  // The start date is the students': a teacher prepares the content before it.
  if (!isTeaching && isBeforeStart(detail.edu_fechainicioclases, new Date())) return { status: 'not-started', page };
  if (!contentQuery.data) return { status: 'loading' };
  return { status: 'ready', page };
}
