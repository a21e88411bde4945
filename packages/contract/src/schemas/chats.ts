import { z } from 'zod';

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
export const peopleToChatQuerySchema = z.object({ search: z.string().trim().max(100, 'La búsqueda es demasiado larga').optional().default('') });
export const peopleToChatAnswerSchema = z.object({
  status: z.literal('ok'),
  contactsToChat: z.object({ contacts: z.array(chatContactSchema) }),
});
export type PeopleToChatAnswer = z.infer<typeof peopleToChatAnswerSchema>;

export const chatIdParamsSchema = z.object({ id: z.coerce.number({ error: 'El chat no es válido' }).int('El chat no es válido').positive('El chat no es válido') });

/** POST /api/chats/{id}/read-messages */
export const readMessagesAnswerSchema = z.object({ status: z.literal('ok'), chatId: z.number().int(), updated: z.number().int().min(0) });
export type ReadMessagesAnswer = z.infer<typeof readMessagesAnswerSchema>;

/** A file attached to a chat message. */
export const chatFileSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string(), fileType: z.string(), size: z.number().int().optional() });

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
    chatId: z.number({ error: 'El chat no es válido' }).int('El chat no es válido'),
    sender_codigocontacto: z.string().min(1).max(50),
    receiver_codigocontacto: z.string({ error: 'Falta el destinatario' }).min(1, 'Falta el destinatario').max(50),
    mensaje: z.string().max(5000, 'El mensaje es demasiado largo').default(''),
    metadata: z.object({ files: z.array(chatFileSchema).max(1, 'Solo se puede subir un fichero cada vez.').optional() }).nullable().optional(),
  })
  .refine((b) => b.mensaje.trim().length > 0 || (b.metadata?.files?.length ?? 0) > 0, { message: 'El mensaje no puede estar vacío', path: ['mensaje'] });
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;
export const sendMessageAnswerSchema = z.object({ status: z.literal('ok'), chatId: z.number().int(), message: chatMessageSchema });
export type SendMessageAnswer = z.infer<typeof sendMessageAnswerSchema>;
