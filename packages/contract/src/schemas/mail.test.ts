import { describe, expect, it } from 'vitest';
import { texts } from '../texts';
import { freemiumSampleFolders, isAttachmentWithinLimit, MAIL_ATTACHMENT_MAX_BYTES, mailDraftDataSchema, mailSendDataSchema } from './mail';

const recipient = (emailaddress1: string) => ({ contact: { fullname: 'Ana', emailaddress1 }, formation: null });
const messagesOf = (input: unknown) => {
  const result = mailSendDataSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('mail send data (spec 002 §5)', () => {
  it('asks for a subject, a recipient in To or CC and a body with text, with the exact texts', () => {
    expect(messagesOf({ subject: '  ', emailContent: '<p>&nbsp;</p>' })).toEqual([
      texts.mail.subjectRequired,
      texts.mail.recipientRequired,
      texts.mail.contentRequired,
    ]);
  });

  it('accepts a mail whose only recipient is in CC, and normalises the address', () => {
    const parsed = mailSendDataSchema.parse({ selectedRecipientsCC: [recipient(' Ana@Campus.Test ')], subject: 'Hola', emailContent: '<p>Hola</p>' });
    expect(parsed.selectedRecipientsCC[0]?.contact.emailaddress1).toBe('ana@campus.test');
    expect(parsed.id).toBeNull();
  });

  it('refuses a malformed address with a Spanish message', () => {
    expect(messagesOf({ selectedRecipients: [recipient('no-es-un-correo')], subject: 'Hola', emailContent: '<p>Hola</p>' })).toEqual([
      texts.mail.invalidAddress,
    ]);
  });

  it('lets a draft be saved empty', () => {
    expect(mailDraftDataSchema.parse({}).subject).toBe('');
  });
});

describe('mail limits and samples', () => {
  it('takes 3 MB per attachment and no byte more', () => {
    expect(isAttachmentWithinLimit(MAIL_ATTACHMENT_MAX_BYTES)).toBe(true);
    expect(isAttachmentWithinLimit(MAIL_ATTACHMENT_MAX_BYTES + 1)).toBe(false);
  });

  it('gives freemium visitors the sample folders of spec 002 §3', () => {
    expect(Object.fromEntries(freemiumSampleFolders.map((folder) => [folder.id, folder.totalItemCount]))).toEqual({
      inbox: 360,
      deleted: 201,
      sent: 28,
      archive: 2,
      outbox: 0,
      drafts: 0,
      junk: 0,
      history: 0,
    });
  });
});
