import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { SMTPServer } from 'smtp-server';

/** A received message: recipients and its text with quoted-printable undone (enough to read codes and links). */
export interface ReceivedMail {
  to: string[];
  text: string;
}

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>`, for the server's SMTP_URL. */
  url: string;
  /** The newest mail to `address` matching `pattern` (waits for it); answers the first capture group. */
  readLatest(address: string, pattern: RegExp): Promise<string>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX bytes), as mail clients do. */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A real SMTP server on a loopback port, the academy's "mail provider" during a test: the server under
 * test sends through it (SMTP_URL) and the test reads what a visitor would find in their inbox.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (address: string, pattern: RegExp) =>
    received
      .filter((mail) => mail.to.includes(address.toLowerCase()))
      .map((mail) => pattern.exec(mail.text)?.[1])
      .findLast((value) => value !== undefined);

  return {
    url: `smtp://127.0.0.1:${port}`,
    async readLatest(address, pattern) {
      await expect.poll(() => find(address, pattern), { message: `un correo para ${address}`, timeout: 15_000 }).toBeDefined();
      return find(address, pattern)!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
