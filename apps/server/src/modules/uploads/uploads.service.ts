import type { FileStorage } from '../../integrations/files/file-storage';
import type { UploadsRepository } from './uploads.repository';

/** Files people upload (chat messages, posts of the board): stored through the file storage (issue 11). */
export function createUploadsService(deps: { repository: UploadsRepository; storage: FileStorage; now: () => Date }) {
  void deps;
  return {};
}

export type UploadsService = ReturnType<typeof createUploadsService>;
