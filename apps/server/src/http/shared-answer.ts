import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Answers over this size go out compressed (the compress plugin's threshold too). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli quality 4 and gzip level 5: a small CPU cost per answer (brotli's default 11 costs several times more). */
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 5;
/** In order of preference; the compress plugin is given the same list. */
export const ANSWER_ENCODINGS = ['br', 'gzip'] as const;

type Encoding = (typeof ANSWER_ENCODINGS)[number];

/** One answer object's bytes: serialized once, each encoding compressed the first time a client asks for it. */
interface EncodedAnswer {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const negotiator = new Negotiator<Encoding>({ supportedValues: [...ANSWER_ENCODINGS] });
// Keyed by the answer object itself: when a service's cache drops an answer, its bytes go with it.
const encodedAnswers = new WeakMap<object, EncodedAnswer>();

function compress(encoding: Encoding, bytes: Buffer): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      })
    : zlib.gzipSync(bytes, { level: GZIP_LEVEL });
}

function pickEncoding(request: FastifyRequest): Encoding | null {
  const header = request.headers['accept-encoding'];
  if (!header) return null;
  // As the compress plugin reads it: x-gzip and the no-preference token count as gzip.
  return negotiator.negotiate(header.toLowerCase().replace(/\bx-gzip\b|\*/g, 'gzip'));
}

/**
 * Sends an answer that a service hands out again unchanged from its cache (same object until what it shows
 * changes): it is serialized by the route's compiled schema and compressed once, then every later request
 * gets the same bytes. A fresh object (a cache miss) is encoded like any answer; its bytes are kept only
 * as long as the service keeps the object. Same headers as the compress plugin: content-encoding and vary.
 */
export function sendSharedAnswer(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
  let encoded = encodedAnswers.get(answer);
  if (!encoded) {
    // The route's compiled serializer (http/response-serializer.ts) writes a string.
    encoded = { identity: Buffer.from(reply.serialize(answer) as string) };
    encodedAnswers.set(answer, encoded);
  }
  reply.header('content-type', 'application/json; charset=utf-8');
  if (encoded.identity.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(encoded.identity);
  reply.header('vary', 'accept-encoding');
  const encoding = pickEncoding(request);
  if (!encoding) return reply.send(encoded.identity);
  const bytes = (encoded[encoding] ??= compress(encoding, encoded.identity));
  return reply.header('content-encoding', encoding).send(bytes);
}

/**
 * Sends bytes made for this request alone (a page rendered for one user), compressed as the compress plugin
 * would: for handlers outside its route hooks (the not-found handler, which serves the web app's pages).
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string): FastifyReply {
  const identity = Buffer.from(body);
  if (identity.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(identity);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = pickEncoding(request);
  if (!encoding) return reply.send(identity);
  return reply.header('content-encoding', encoding).send(compress(encoding, identity));
}
