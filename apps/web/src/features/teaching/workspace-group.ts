import type { TeachingGroup } from '@campus/contract';
import { useEffect } from 'react';
import { useOutletContext } from 'react-router';

/** What the workspace layout gives its tabs: a way to name the group in the heading once a tab has read it. */
export interface WorkspaceOutletContext {
  reportGroup: (group: TeachingGroup) => void;
}

/**
 * Each tab of /docencia/:groupCode calls this with the group its own answer carries (participants, gradebook), so
 * the layout's heading and its link to the formation need no call of their own.
 */
export function useReportWorkspaceGroup(group: TeachingGroup | undefined) {
  const context = useOutletContext<WorkspaceOutletContext | undefined>();
  const reportGroup = context?.reportGroup;
  useEffect(() => {
    if (group && reportGroup) reportGroup(group);
  }, [group, reportGroup]);
}
