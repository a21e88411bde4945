import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, fileUploads, type UploadPurpose } from '../../db/schema';

export type UploadedFileRow = typeof files.$inferSelect;

/** A transaction (or the database) another module's write runs the upload's rows in, so both commit together. */
export type UploadsExecutor = Pick<Database, 'insert'>;

/** The rows of a stored upload: what the bytes are and who uploaded them for what. */
export interface UploadRowsInput {
  name: string;
  fileType: string;
  storageKey: string;
  sizeBytes: number;
  ownerCode: string;
  purpose: UploadPurpose;
  at: Date;
  /** A task file is attached to its delivery at once (issue 14). */
  taskDeliveryId?: number | null;
}

/** The `files` row and its `file_uploads` row, written through `executor` (inside the caller's transaction when given one). */
async function writeUploadRows(executor: UploadsExecutor, input: UploadRowsInput): Promise<UploadedFileRow> {
  const [file] = await executor
    .insert(files)
    .values({ name: input.name, file_type: input.fileType, storage_key: input.storageKey, size_bytes: input.sizeBytes, created_at: input.at })
    .returning();
  await executor.insert(fileUploads).values({
    file_id: file!.id,
    edu_codigocontacto: input.ownerCode,
    purpose: input.purpose,
    task_delivery_id: input.taskDeliveryId ?? null,
    created_at: input.at,
  });
  return file!;
}

/** Uploaded files: `files` rows plus their `file_uploads` ownership. Only fetches and writes; the service decides. */
export function createUploadsRepository(db: Database) {
  return {
    /** The `files` row and its upload row, together (one transaction). */
    async insertUpload(input: UploadRowsInput): Promise<UploadedFileRow> {
      return db.transaction((tx) => writeUploadRows(tx, input));
    },

    /** The same rows written through the caller's transaction (a task delivery commits them with its own rows). */
    insertUploadWith: (executor: UploadsExecutor, input: UploadRowsInput) => writeUploadRows(executor, input),

    /**
     * Marks the owner's uploads as attached to a chat or a post, only those still unattached or already on
     * that target (a concurrent attach elsewhere loses); answers the ids it marked.
     */
    async attach(fileIds: readonly number[], ownerCode: string, target: { chatId: number } | { postId: number }): Promise<number[]> {
      if (fileIds.length === 0) return [];
      const free =
        'chatId' in target
          ? and(isNull(fileUploads.post_id), or(isNull(fileUploads.chat_id), eq(fileUploads.chat_id, target.chatId)))
          : and(isNull(fileUploads.chat_id), or(isNull(fileUploads.post_id), eq(fileUploads.post_id, target.postId)));
      const rows = await db
        .update(fileUploads)
        .set('chatId' in target ? { chat_id: target.chatId } : { post_id: target.postId })
        .where(and(inArray(fileUploads.file_id, [...fileIds]), eq(fileUploads.edu_codigocontacto, ownerCode), free))
        .returning({ id: fileUploads.file_id });
      return rows.map((row) => row.id);
    },

    /** An upload with its owner and whether a message, a post or a task delivery carries it (the service decides who may discard it). */
    async findUpload(fileId: number): Promise<{ file: UploadedFileRow; ownerCode: string; isAttached: boolean } | null> {
      const [row] = await db
        .select({
          file: files,
          ownerCode: fileUploads.edu_codigocontacto,
          chatId: fileUploads.chat_id,
          postId: fileUploads.post_id,
          taskDeliveryId: fileUploads.task_delivery_id,
        })
        .from(fileUploads)
        .innerJoin(files, eq(files.id, fileUploads.file_id))
        .where(eq(fileUploads.file_id, fileId))
        .limit(1);
      return row ? { file: row.file, ownerCode: row.ownerCode, isAttached: row.chatId !== null || row.postId !== null || row.taskDeliveryId !== null } : null;
    },

    /**
     * Deletes, in one statement, the uploads uploaded before `cutoff` that nothing carries (left in a form, taken
     * off a post, their message never sent; a task file always has its delivery) and answers the storage keys whose bytes must go too.
     */
    async deleteUnattachedBefore(cutoff: Date): Promise<string[]> {
      const stale = db
        .select({ id: fileUploads.file_id })
        .from(fileUploads)
        .where(and(isNull(fileUploads.chat_id), isNull(fileUploads.post_id), isNull(fileUploads.task_delivery_id), lt(fileUploads.created_at, cutoff)));
      const rows = await db.delete(files).where(inArray(files.id, stale)).returning({ storageKey: files.storage_key });
      return rows.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
    },

    /** Deletes the `files` row (its upload row goes with it, on cascade). */
    async deleteFile(fileId: number): Promise<void> {
      await db.delete(files).where(eq(files.id, fileId));
    },
  };
}

export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
