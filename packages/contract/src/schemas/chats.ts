import { z } from 'zod';
import { texts } from '../texts';
import { codeSchema, idParamSchema, idSchema, MAX_DB_INTEGER, textSchema } from './common';

export const chatContactSchema = z.object({
  edu_codigocontacto: z.string(),
  fullname: z.string(),
  foto: z.string().nullable(),
  emailaddress1: z.string().nullable(),
});
export type ChatContact = z.infer<typeof chatContactSchema>;

/** A chat in the list (spec 000 §3). A chat not yet saved has a negative temporary id. */
export const chatSummarySchema = z.object({
  id: z.number().int(),
  contact: chatContactSchema,
  unread_messages: z.number().int().min(0),
  last_message: z.string().nullable(),
  /** ISO instant of the last message. */
  last_message_date: z.string().nullable(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/** GET /api/chats */
export const chatsAnswerSchema = z.object({ status: z.literal('ok'), chats: z.array(chatSummarySchema) });
export type ChatsAnswer = z.infer<typeof chatsAnswerSchema>;

/** GET /api/chats/people-to-chat?search */
export const peopleToChatQuerySchema = z.object({ search: textSchema(100, { tooLong: 'La búsqueda es demasiado larga' }).trim().optional().default('') });
export const peopleToChatAnswerSchema = z.object({
  status: z.literal('ok'),
  contactsToChat: z.object({ contacts: z.array(chatContactSchema) }),
});
export type PeopleToChatAnswer = z.infer<typeof peopleToChatAnswerSchema>;

export const chatIdParamsSchema = z.object({ id: idParamSchema('El chat no es válido') });

/** POST /api/chats/{id}/read-messages */
export const readMessagesAnswerSchema = z.object({ status: z.literal('ok'), chatId: z.number().int(), updated: z.number().int().min(0) });
export type ReadMessagesAnswer = z.infer<typeof readMessagesAnswerSchema>;

/** Largest file of a chat upload (spec 002 §5: 10*1024*1024 bytes; 'Solo se puede subir un fichero cada vez.' above). */
export const CHAT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** DELETE /api/chats/upload-file/{id}: one of the caller's uploads not sent yet. */
export const uploadIdParamsSchema = z.object({ id: idParamSchema(texts.chat.fileNotFound) });

/** A file attached to a chat message (also the answer of POST /api/chats/upload-file, status 201). */
export const chatFileSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string(), fileType: z.string(), size: z.number().int().optional() });
/** A file as the web sends it with a message: the server keeps only its id and reads the rest from its own record. */
const chatFileInputSchema = z.object({
  id: idSchema(),
  name: textSchema(255),
  url: textSchema(2000),
  fileType: textSchema(100),
  size: z.number().int().min(0).optional(),
});

/** A chat message (spec 002 §3). */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  sender_codigocontacto: z.string(),
  receiver_codigocontacto: z.string(),
  mensaje: z.string(),
  metadata: z.object({ files: z.array(chatFileSchema).optional() }).nullable(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/chats/send-message. A negative chatId means "new chat with receiver"; the answer holds the
 * real chatId. The sender is always the signed-in user (a different sender_codigocontacto is refused).
 */
export const sendMessageBodySchema = z
  .object({
    // A new chat's temporary id is any negative number the web picks (never stored); a real one is a database id.
    chatId: z.number({ error: 'El chat no es válido' }).int({ message: 'El chat no es válido', abort: true }).max(MAX_DB_INTEGER, 'El chat no es válido'),
    sender_codigocontacto: codeSchema(),
    receiver_codigocontacto: codeSchema('Falta el destinatario'),
    mensaje: textSchema(5000, { tooLong: 'El mensaje es demasiado largo' }).default(''),
    metadata: z
      .object({ files: z.array(chatFileInputSchema).max(1, 'Solo se puede subir un fichero cada vez.').optional() })
      .nullable()
      .optional(),
  })
  .refine((b) => b.mensaje.trim().length > 0 || (b.metadata?.files?.length ?? 0) > 0, { message: 'El mensaje no puede estar vacío', path: ['mensaje'] });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export const sendMessageAnswerSchema = z.object({ status: z.literal('ok'), chatId: z.number().int(), message: chatMessageSchema });
export type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;

/** GET /api/chats/{id}: the one chat, as a list of one summary (spec 002 §7: "response chats array"). */
export const chatAnswerSchema = z.object({ status: z.literal('ok'), chats: z.array(chatSummarySchema) });
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

/**
 * GET /api/chats/{id}/messages?page&limit. Page 1 holds the newest `limit` messages; each page lists its
 * messages oldest first, so the conversation view prepends older pages as the user scrolls up.
 */
export const chatMessagesQuerySchema = z.object({
  page: idParamSchema('La página no es válida').optional().default(1),
  limit: z.coerce
    .number({ error: 'El tamaño de página no es válido' })
    .int('El tamaño de página no es válido')
    .min(1, 'El tamaño de página no es válido')
    .max(100, 'El tamaño de página no es válido')
    .optional()
    .default(50),
});
export const chatMessagesAnswerSchema = z.object({
  status: z.literal('ok'),
  messagesQuery: z.object({
    data: z.array(chatMessageSchema),
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int().min(0),
    hasMore: z.boolean(),
  }),
});
export type ChatMessagesAnswer = z.infer<typeof chatMessagesAnswerSchema>;
