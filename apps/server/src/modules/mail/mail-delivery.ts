import type { MailAddressLine } from '@campus/contract';
import { texts } from '@campus/contract';
import type { FileStorage } from '../../integrations/files/file-storage';
import type { MailSender, OutgoingAttachment } from '../../integrations/mail/mail-sender';
import type { MailContent, MailMessageRow, MailRepository } from './mail.repository';
import { toMailText } from './mail-plain-text';
import { cleanMailBody } from '../../lib/sanitize-mail-html';

/** How long an instance holds a message it hands to SMTP (nodemailer gives up well before). */
export const DELIVERY_CLAIM_MS = 5 * 60_000;
/** How often lapsed claims and leftovers are retried (the boot does it at once). */
export const DELIVERY_RETRY_MS = 5 * 60_000;
const RETRY_BATCH = 50;

// A group line (issue 29) is the academy's own: its members got their copies.
const isOutside = (line: MailAddressLine) => line.edu_codigocontacto === null && !line.groupCode;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]!};`);

/** The outside addresses of a message (To, CC and BCC without an academy account). */
export function listOutsideAddresses(message: Pick<MailMessageRow, 'to_lines' | 'cc_lines' | 'bcc_lines'>): string[] {
  return [...message.to_lines, ...message.cc_lines, ...message.bcc_lines].filter(isOutside).map((line) => line.address);
}

/** The bounce that tells the sender which addresses could not be reached (spec texts), in the same conversation. */
export function buildBounce(message: MailMessageRow, failed: readonly string[], systemAddress: string, at: Date): MailContent {
  const body = cleanMailBody(
    `<p>${escapeHtml(texts.mail.bounceIntro)}</p><ul>${failed.map((address) => `<li>${escapeHtml(address)}</li>`).join('')}</ul><p>${escapeHtml(texts.mail.subject)}: ${escapeHtml(message.subject)}</p>`,
  );
  return {
    conversation_id: message.conversation_id,
    in_reply_to: message.id,
    sender_codigocontacto: null,
    subject: texts.mail.bounceSubject(message.subject).slice(0, 300),
    body_html: body.html,
    preview: body.preview,
    has_remote_images: false,
    from_line: { name: texts.mail.bounceSender, address: systemAddress, edu_codigocontacto: null },
    to_lines: [message.from_line],
    cc_lines: [],
    bcc_lines: [],
    sent_at: at,
    outside_delivery: 'none',
    failed_recipients: [...failed],
  };
}

/**
 * Outside delivery of the mail client: after the mail is committed ('pending'), the instance that claims it
 * hands the outside addresses to SMTP with the attachments; refused addresses come back as a bounce in the
 * sender's inbox and the mail is marked 'failed', otherwise 'delivered'. A crash between commit and the end
 * leaves it 'pending' with a lapsing claim, and the next retry (every boot, then periodically, on any
 * instance) claims it again: a mail may, rarely, go out twice, never zero times.
 */
export function createMailDelivery(deps: {
  repository: MailRepository;
  sender: MailSender;
  storage: FileStorage;
  now: () => Date;
  /** The academy's own sender address (MAIL_FROM), shown on bounces. */
  systemAddress: string;
  /** A delivery ended: the sender's mail shows its outcome; `copyIds` of theirs changed (moved to Sent, a bounce arrived). */
  onCopiesChanged: (copyIds: readonly number[], senderCode: string | null) => Promise<void>;
  onError: (error: unknown, messageId: number) => void;
}) {
  const { repository, sender, storage, now } = deps;
  const inFlight = new Set<Promise<void>>();

  async function readAttachments(messageId: number): Promise<OutgoingAttachment[]> {
    const rows = await repository.listAttachments(messageId);
    const files: OutgoingAttachment[] = [];
    for (const row of rows) if (row.storageKey) files.push({ filename: row.name, contentType: row.content_type, content: await storage.read(row.storageKey) });
    return files;
  }

  async function handOver(message: MailMessageRow): Promise<void> {
    const outside = (lines: MailAddressLine[]) => lines.filter(isOutside).map((line) => ({ name: line.name, address: line.address }));
    const addresses = listOutsideAddresses(message);
    let rejected: string[];
    try {
      const report = await sender.sendMail({
        from: { name: message.from_line.name, address: message.from_line.address },
        to: outside(message.to_lines),
        cc: outside(message.cc_lines),
        bcc: outside(message.bcc_lines),
        subject: message.subject,
        text: toMailText(message.body_html),
        html: message.body_html,
        attachments: await readAttachments(message.id),
      });
      rejected = addresses.filter((address) => report.rejected.includes(address.toLowerCase()));
    } catch (error) {
      deps.onError(error, message.id);
      rejected = addresses;
    }
    const at = now();
    const { changedCopyIds } = await repository.finishDelivery({
      messageId: message.id,
      status: rejected.length > 0 ? 'failed' : 'delivered',
      senderCode: message.sender_codigocontacto,
      bounce: rejected.length > 0 ? buildBounce(message, rejected, deps.systemAddress, at) : null,
      date: at,
    });
    await deps.onCopiesChanged(changedCopyIds, message.sender_codigocontacto);
    // The sender may have deleted the mail for good while it waited: it goes now.
    const orphanKeys = await repository.deleteMessageIfUnused(message.id);
    for (const key of orphanKeys) await storage.delete(key).catch(() => undefined);
  }

  function track(work: Promise<void>): Promise<void> {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    return work;
  }

  async function claimAndDeliver(messageId?: number): Promise<number> {
    const at = now();
    const claimed = await repository.claimPendingDeliveries({
      ...(messageId !== undefined ? { messageId } : {}),
      now: at,
      until: new Date(at.getTime() + DELIVERY_CLAIM_MS),
      limit: RETRY_BATCH,
    });
    for (const message of claimed) {
      try {
        await handOver(message);
      } catch (error) {
        // Left 'pending': its claim lapses and a later retry delivers it.
        deps.onError(error, message.id);
      }
    }
    return claimed.length;
  }

  return {
    /** Starts the outside delivery of a committed mail (in the background; the caller does not wait). */
    deliverSoon(messageId: number): void {
      void track(
        claimAndDeliver(messageId)
          .then(() => undefined)
          .catch((error: unknown) => deps.onError(error, messageId)),
      );
    },

    /**
     * Delivers every mail left 'pending' whose claim lapsed (boot, periodic retry); answers how many it took.
     * The whole loop is tracked, so `whenIdle` called right after a retry started waits for all of it.
     */
    retryPending(): Promise<number> {
      const run = (async () => {
        let total = 0;
        for (;;) {
          const count = await claimAndDeliver();
          total += count;
          if (count < RETRY_BATCH) return total;
        }
      })();
      void track(
        run.then(
          () => undefined,
          () => undefined,
        ),
      );
      return run;
    },

    /** Resolves when no delivery is running (tests, shutdown). */
    async whenIdle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}

export type MailDelivery = ReturnType<typeof createMailDelivery>;
