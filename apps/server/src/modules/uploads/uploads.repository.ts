import type { Database } from '../../db/client';

/** Uploaded files: `files` rows plus their `file_uploads` ownership (issue 11; the chat-files helper fills this in). */
export function createUploadsRepository(db: Database) {
  void db;
  return {};
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
