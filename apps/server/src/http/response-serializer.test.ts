import * as contract from '@campus/contract';
import { describe, expect, it } from 'vitest';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod';
import { createResponseSerializerCompiler, planResponseSerializer } from './response-serializer';

type ZodSchema = z.core.$ZodType;

/** What the old compiler (fastify-type-provider-zod) sent: zod encode, then JSON.stringify. */
function serializeLikeZod(schema: ZodSchema, data: unknown): string {
  return JSON.stringify(z.encode(schema, data as never));
}

function serializeFast(schema: ZodSchema, data: unknown): string {
  const plan = planResponseSerializer(schema);
  expect(plan.kind).toBe('fast');
  return plan.serialize(data);
}

/**
 * Sample answers for a schema, one per variant: variant 0 fills every optional key and non-null value, variant 1
 * leaves optional keys out and sends null where allowed; union branch `variant % options`. Every object also
 * carries a key the schema does not declare (zod strips it unless the object is loose).
 */
function sampleAnswer(schema: ZodSchema, variant: number): unknown {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const bag = schema._zod.bag as { minimum?: number; maximum?: number; minLength?: number; format?: string };
  switch (def.type) {
    case 'string': {
      if (bag.format === 'url') return 'https://campus.example/a';
      if (bag.format === 'email') return 'ana@campus.example';
      if (bag.format === 'datetime') return '2026-11-23T10:00:00.000Z';
      return `texto "${variant}" ñ\n${'x'.repeat(bag.minLength ?? 0)}`;
    }
    case 'number':
      return Math.max(bag.minimum ?? -Infinity, Math.min(bag.maximum ?? Infinity, 7 + variant));
    case 'boolean':
      return variant % 2 === 0;
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return { free: [1, 'two', null] };
    case 'literal':
      return (def.values as unknown[])[variant % (def.values as unknown[]).length];
    case 'enum': {
      const values = Object.values(def.entries as Record<string, unknown>);
      return values[variant % values.length];
    }
    case 'object': {
      const result: Record<string, unknown> = { undeclaredKey: 'stripped by zod' };
      for (const [key, child] of Object.entries(def.shape as Record<string, ZodSchema>)) {
        const isOptional = child._zod.def.type === 'optional';
        if (isOptional && variant % 2 === 1) continue;
        result[key] = sampleAnswer(child, variant);
      }
      return result;
    }
    case 'array':
      return [sampleAnswer(def.element as ZodSchema, variant), sampleAnswer(def.element as ZodSchema, variant + 2)];
    case 'record':
      return { first: sampleAnswer(def.valueType as ZodSchema, variant), second: sampleAnswer(def.valueType as ZodSchema, variant + 1) };
    case 'union': {
      const options = def.options as ZodSchema[];
      return sampleAnswer(options[variant % options.length] as ZodSchema, variant);
    }
    case 'nullable':
      return variant % 2 === 1 ? null : sampleAnswer(def.innerType as ZodSchema, variant);
    case 'optional':
    case 'readonly':
    case 'default':
      return sampleAnswer(def.innerType as ZodSchema, variant);
    default:
      throw new Error(`no sample for ${def.type}`);
  }
}

const answerSchemas = Object.entries(contract as Record<string, unknown>).filter(
  (entry): entry is [string, ZodSchema] => entry[1] instanceof z.core.$ZodType && entry[0].endsWith('AnswerSchema'),
);

describe('precompiled response serializer', () => {
  const schema = z.object({
    status: contract.statusSchema,
    name: z.string(),
    nickname: z.string().nullable(),
    age: z.number().int().optional(),
    score: z.number(),
    isActive: z.boolean(),
    tags: z.array(z.object({ id: z.number().int(), label: z.string() })),
    owner: z.object({ id: z.number().int() }).nullable(),
    meta: z
      .object({ meetings: z.array(z.string()).optional() })
      .passthrough()
      .nullable(),
    counts: z.record(z.string(), z.number()),
    action: z.discriminatedUnion('type', [
      z.object({ type: z.literal('redirect'), url: z.string() }),
      z.object({ type: z.literal('confirm'), secret: z.string(), extra: z.array(z.union([z.array(z.number().int()), z.string()])).nullable() }),
    ]),
    anything: z.unknown(),
  });

  it('writes what zod wrote: undeclared keys stripped, optional keys absent, nulls, loose objects, records and nested unions', () => {
    const answers = [
      {
        status: 'ok',
        name: 'Ana "la" <b>',
        nickname: null,
        score: 2.5,
        isActive: false,
        unknownTop: 1,
        tags: [{ id: 1, label: 'a', hidden: true }],
        owner: null,
        meta: { meetings: ['m'], provider: 'zoom' },
        counts: { a: 1, 'b-c': 2 },
        action: { type: 'confirm', secret: 's', extra: [[1, 2], 'x'], leaked: 'no' },
        anything: { deep: [null, { x: 1 }] },
      },
      {
        status: 200,
        name: '',
        nickname: 'Anita',
        age: 30,
        score: -0,
        isActive: true,
        tags: [],
        owner: { id: 3, password: 'never sent' },
        meta: null,
        counts: {},
        action: { type: 'redirect', url: '/x', secret: 'not in this branch' },
        anything: null,
      },
      {
        status: 'error',
        name: '\u2028\ud83d\ude00',
        nickname: null,
        age: undefined,
        score: 1e21,
        isActive: true,
        tags: [],
        owner: null,
        meta: { other: { nested: true } },
        counts: { z: 0 },
        action: { type: 'confirm', secret: '', extra: null },
        anything: [1, 'two'],
      },
    ];
    for (const answer of answers) {
      const fast = serializeFast(schema, answer);
      expect(JSON.parse(fast)).toStrictEqual(JSON.parse(serializeLikeZod(schema, answer)));
    }
    const first = JSON.parse(serializeFast(schema, answers[0]));
    expect(first).not.toHaveProperty('unknownTop');
    expect(first.tags[0]).not.toHaveProperty('hidden');
    expect(first.action).not.toHaveProperty('leaked');
    expect(first.meta.provider).toBe('zoom');
    expect(JSON.parse(serializeFast(schema, answers[1])).age).toBe(30);
    expect(JSON.parse(serializeFast(schema, answers[2]))).not.toHaveProperty('age');
    expect(JSON.parse(serializeFast(schema, answers[1])).action).toStrictEqual({ type: 'redirect', url: '/x' });
  });

  it('keeps the old path, decided once per schema, where JSON Schema cannot say what zod does', () => {
    expect(planResponseSerializer(z.object({ a: z.string().transform((s) => s.length) })).kind).toBe('zod');
    expect(planResponseSerializer(z.object({ a: z.string().nullable().default(null) })).kind).toBe('zod');
    expect(planResponseSerializer(z.object({ a: z.string() }).strict()).kind).toBe('zod');
    expect(planResponseSerializer(z.object({ when: z.date() })).kind).toBe('zod');
    const fallback = planResponseSerializer(z.object({ when: z.date() }));
    expect(fallback.serialize({ when: new Date('2026-01-02T03:04:05.000Z'), extra: 1 })).toBe('{"when":"2026-01-02T03:04:05.000Z"}');
    expect(planResponseSerializer(schema)).toBe(planResponseSerializer(schema));
  });

  it('compiles every contract answer schema but the ones with defaults, and writes what zod wrote on sample answers', () => {
    const fallbacks = answerSchemas.filter(([, answerSchema]) => planResponseSerializer(answerSchema).kind === 'zod').map(([name]) => name);
    expect(fallbacks).toStrictEqual(['payInvoiceAnswerSchema']);
    let compared = 0;
    for (const [name, answerSchema] of answerSchemas) {
      if (fallbacks.includes(name)) continue;
      for (const variant of [0, 1, 2, 3]) {
        const answer = sampleAnswer(answerSchema, variant);
        if (!z.safeEncode(answerSchema, answer as never).success) continue;
        expect(JSON.parse(serializeFast(answerSchema, answer)), `${name} variant ${variant}`).toStrictEqual(JSON.parse(serializeLikeZod(answerSchema, answer)));
        compared += 1;
      }
    }
    // Nearly every schema accepts the generated answers; a generator that stopped producing them would test nothing.
    expect(compared).toBeGreaterThan(answerSchemas.length * 3);
  });

  it('checks answers against the contract outside production, and only writes them in production', () => {
    const compile = (isVerifying: boolean) => createResponseSerializerCompiler({ isVerifying })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
    const wrong = { status: 'ok', name: 5 };
    expect(() => compile(true)(wrong)).toThrow(ResponseSerializationError);
    // Production trusts the services (zod ran in every route test) and coerces as fast-json-stringify does.
    expect(() =>
      compile(false)({
        ...wrong,
        nickname: null,
        score: 1,
        isActive: true,
        tags: [],
        owner: null,
        meta: null,
        counts: {},
        action: { type: 'redirect', url: '/' },
        anything: 1,
      }),
    ).not.toThrow();
  });
});
