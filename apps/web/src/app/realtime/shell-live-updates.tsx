import { useProfileUpdates } from '../../features/profile/use-profile-updates';
import { useMailFolderUpdates } from '../../lib/api/mail-folders-live';
import { useEnrolmentUpdates } from './use-enrolment-updates';

/**
 * The shell's live updates that no first paint needs, loaded just after it so they stay out of the first load's
 * budget: the menu's unread mail badge following the mailbox, the header's name and picture following a profile
 * changed elsewhere, and (issue 31) the pages that depend on the person's groups following the academy's enrolments.
 * What changes in the second before they load is in the pages' own first answers.
 */
export function ShellLiveUpdates(): null {
  useMailFolderUpdates();
  useProfileUpdates();
  useEnrolmentUpdates();
  return null;
}
