import { MAX_JSON_DEPTH, texts } from '@campus/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests objects and arrays deeper than `maxDepth`, found in one pass that counts brackets
 * outside strings. It runs before JSON.parse, so a body of thousands of nested brackets never reaches the
 * parser, the validators or the serializer, all of which recurse. Malformed text is left to JSON.parse.
 */
export function isJsonNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * The JSON body parser of every route: Fastify's own (prototype poisoning refused) behind two guards. A JSON
 * content type with an empty body (a bodiless POST or PUT such as read-messages) is no body, not an error;
 * nesting deeper than MAX_JSON_DEPTH is a 400 before parsing.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (isJsonNestedDeeperThan(text, MAX_JSON_DEPTH)) return done(new AppError('validation', texts.errors.payloadTooDeep), undefined);
    return parseJson(request, text, done);
  });
}
