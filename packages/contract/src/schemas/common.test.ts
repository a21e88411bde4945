import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { texts } from '../texts';
import { codeSchema, findJsonProblem, idParamSchema, idSchema, MAX_DB_INTEGER, MAX_JSON_DEPTH, metadataRecordSchema, textSchema } from './common';

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function nest(depth: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

describe('input primitives', () => {
  it('accepts ids that fit a PostgreSQL integer and refuses the rest with a Spanish message', () => {
    expect(idSchema().parse(MAX_DB_INTEGER)).toBe(MAX_DB_INTEGER);
    for (const bad of [0, -1, 1.5, MAX_DB_INTEGER + 1, 2 ** 53, '7']) {
      expect(messagesOf(idSchema(), bad)).toEqual([texts.errors.invalidId]);
    }
    expect(messagesOf(idSchema('El chat no es válido'), 2 ** 31)).toEqual(['El chat no es válido']);
  });

  it('coerces path ids and refuses out-of-range or non-numeric ones', () => {
    expect(idParamSchema().parse('42')).toBe(42);
    for (const bad of ['2147483648', '9007199254740993', 'abc', '-3', '1.5', '']) {
      expect(messagesOf(idParamSchema(), bad), bad).toEqual([texts.errors.invalidId]);
    }
  });

  it('refuses NUL characters in texts and codes', () => {
    expect(messagesOf(textSchema(20), 'a\u0000b')).toEqual([texts.errors.invalidCharacters]);
    expect(messagesOf(codeSchema(), 'CON\u0000')).toEqual([texts.errors.invalidCharacters]);
    expect(codeSchema().parse('CON-001')).toBe('CON-001');
  });

  it('stops at the length cap: no later check runs on an over-long text', () => {
    let refinementRuns = 0;
    const schema = textSchema(10, { tooLong: 'Demasiado largo' }).refine(() => {
      refinementRuns += 1;
      return false;
    }, 'refinado');
    expect(messagesOf(schema, 'x'.repeat(11))).toEqual(['Demasiado largo']);
    expect(messagesOf(schema, 'x'.repeat(11) + '\u0000')).toEqual(['Demasiado largo']);
    expect(refinementRuns).toBe(0);
    expect(messagesOf(schema, 'x')).toEqual(['refinado']);
    expect(refinementRuns).toBe(1);
  });

  it('answers default messages in Spanish', () => {
    expect(messagesOf(z.object({ a: z.string() }), { a: 3 })[0]).toMatch(/^Entrada inválida/);
  });

  it('finds NUL characters and excessive nesting in free-form JSON, iteratively', () => {
    expect(findJsonProblem({ a: [1, 'b', { c: null }] })).toBeNull();
    expect(findJsonProblem({ a: ['ok', 'x\u0000'] })).toBe('nul');
    expect(findJsonProblem({ ['k\u0000']: 1 })).toBe('nul');
    expect(findJsonProblem(nest(MAX_JSON_DEPTH))).toBeNull();
    expect(findJsonProblem(nest(MAX_JSON_DEPTH + 1))).toBe('depth');
    expect(findJsonProblem(nest(100_000))).toBe('depth');
    expect(messagesOf(metadataRecordSchema, { id_evento: 12, grupo: 'G\u0000' })).toEqual([texts.errors.invalidCharacters]);
    expect(messagesOf(metadataRecordSchema, nest(MAX_JSON_DEPTH + 1))).toEqual([texts.errors.payloadTooDeep]);
  });
});
