import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it (raw RFC 5322 text). */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * A real SMTP server on a loopback port, for tests: it accepts every message (no TLS, no login) and keeps
 * it, so a test proves what the app really sent through nodemailer. `isRefused` makes it refuse some
 * recipients (550), as a real server does for a mailbox that does not exist.
 */
export async function startLocalSmtpServer(
  options: { isRefused?: (address: string) => boolean } = {},
): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.isRefused?.(address.address)) {
        const refusal = Object.assign(new Error('No such user here'), { responseCode: 550 });
        return callback(refusal);
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header value. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Quoted-printable (RFC 2045) to text: soft line breaks joined, `=XX` octets read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index++) {
    const hex = joined[index] === '=' ? joined.slice(index + 1, index + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header of a received message as a reader shows it (unfolded, encoded words decoded), or undefined. */
export function readHeader(raw: string, name: string): string | undefined {
  const head = raw.split(/\r\n\r\n/, 1)[0]!.replace(/\r\n[ \t]+/g, ' ');
  const line = head.split('\r\n').find((entry) => entry.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line === undefined ? undefined : decodeEncodedWords(line.slice(name.length + 1).trim());
}

/** The decoded text/plain part of a received message (line ends as LF), or undefined. */
export function readTextPart(raw: string): string | undefined {
  const match = /Content-Type: text\/plain[^\r]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)(?:\r\n--|$)/i.exec(raw);
  if (!match) return undefined;
  const [, encoding, body] = match;
  const text =
    encoding!.toLowerCase() === 'quoted-printable'
      ? decodeQuotedPrintable(body!)
      : encoding!.toLowerCase() === 'base64'
        ? Buffer.from(body!, 'base64').toString('utf8')
        : body!;
  return text.replace(/\r\n/g, '\n');
}
