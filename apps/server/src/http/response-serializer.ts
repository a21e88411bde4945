import { isDeepStrictEqual } from 'node:util';
import buildFastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod';

/**
 * Response serialization with schemas compiled once. fastify-type-provider-zod's `serializerCompiler` runs zod on
 * every answer and then `JSON.stringify`; on the 16–25 KB reads that is a large share of a request. Here each
 * route's zod response schema is converted ONCE to JSON Schema and compiled with fast-json-stringify, which
 * writes exactly the declared keys (unknown keys are dropped, as zod's default `strip` did). A schema whose
 * answer JSON Schema cannot describe faithfully (transforms, pipes, defaults, strict objects, tuples…) keeps the
 * old path for that route only, decided at compile time: zod `encode` + `JSON.stringify`.
 *
 * Outside production every answer is also checked by zod (so route tests still fail on an answer that breaks
 * its contract) and compared with what the old path would have sent: a divergence throws in tests instead of
 * shipping a different answer.
 */

type ZodSchema = z.core.$ZodType;
type Serialize = (data: unknown) => string;

/** How an answer schema is serialized: `fast` (precompiled) or `zod` (the old path, with the reason). */
export type ResponseSerializerPlan = { kind: 'fast'; serialize: Serialize } | { kind: 'zod'; reason: string; serialize: Serialize };

class UnsupportedSchemaError extends Error {}

/** Zod node types whose output JSON Schema says everything the serializer needs. */
const PLAIN_TYPES = new Set(['string', 'number', 'boolean', 'null', 'unknown', 'any', 'enum']);

/**
 * Throws {@link UnsupportedSchemaError} where the answer would not be the one zod `encode` + `JSON.stringify`
 * produce. `isProperty`: the node is an object property's value, the only place where `optional` means "key absent".
 */
function assertRepresentable(schema: ZodSchema, isProperty: boolean, path: string): void {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const fail = (what: string): never => {
    throw new UnsupportedSchemaError(`${what} at ${path || '(root)'}`);
  };
  if (PLAIN_TYPES.has(def.type)) return;
  switch (def.type) {
    case 'literal': {
      const values = def.values as unknown[];
      if (!values.every((value) => value === null || ['string', 'number', 'boolean'].includes(typeof value))) fail('literal of a non-JSON value');
      return;
    }
    case 'object': {
      const shape = def.shape as Record<string, ZodSchema>;
      for (const [key, child] of Object.entries(shape)) assertRepresentable(child, true, `${path}.${key}`);
      const catchall = def.catchall as ZodSchema | undefined;
      // No catchall: zod strips unknown keys, as the serializer does. unknown/any: a loose object (passthrough).
      if (catchall && !['unknown', 'any'].includes(catchall._zod.def.type)) fail(`object catchall ${catchall._zod.def.type}`);
      return;
    }
    case 'array':
      return assertRepresentable(def.element as ZodSchema, false, `${path}[]`);
    case 'record': {
      const keyType = (def.keyType as ZodSchema)._zod.def.type;
      if (keyType !== 'string') fail(`record keyed by ${keyType}`);
      return assertRepresentable(def.valueType as ZodSchema, false, `${path}{}`);
    }
    case 'union':
      (def.options as ZodSchema[]).forEach((option, index) => assertRepresentable(option, false, `${path}|${index}`));
      return;
    case 'nullable':
    case 'readonly':
      return assertRepresentable(def.innerType as ZodSchema, isProperty, path);
    case 'optional':
      if (!isProperty) fail('optional outside an object property');
      return assertRepresentable(def.innerType as ZodSchema, true, path);
    default:
      fail(def.type);
  }
}

/** Keywords that only validate: they never change how a valid answer is written, so they are dropped. */
const VALIDATION_ONLY_KEYWORDS = new Set([
  '$schema',
  'id',
  '$id',
  'title',
  'description',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'propertyNames',
  'contentEncoding',
  'contentMediaType',
]);
const KEPT_KEYWORDS = new Set(['type', 'properties', 'required', 'items', 'additionalProperties', 'anyOf', 'oneOf', 'const', 'enum']);

type JsonSchema = Record<string, unknown>;

/**
 * Rewrites zod's JSON Schema for fast-json-stringify: validation-only keywords dropped (fewer surprises in the Ajv
 * that picks union branches), `additionalProperties: false` removed (fast-json-stringify drops undeclared keys
 * anyway, and a union branch must still match an object with extra keys, as zod strips them), and a union
 * with `null` turned into `nullable` (written inline instead of asking Ajv which branch matches).
 */
export function toSerializerJsonSchema(node: unknown): JsonSchema {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) throw new UnsupportedSchemaError(`schema node ${JSON.stringify(node)}`);
  const result: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (VALIDATION_ONLY_KEYWORDS.has(keyword)) continue;
    if (!KEPT_KEYWORDS.has(keyword)) throw new UnsupportedSchemaError(`JSON Schema keyword ${keyword}`);
    if (keyword === 'properties') {
      result.properties = Object.fromEntries(Object.entries(value as JsonSchema).map(([key, child]) => [key, toSerializerJsonSchema(child)]));
    } else if (keyword === 'items') {
      result.items = toSerializerJsonSchema(value);
    } else if (keyword === 'additionalProperties') {
      if (value !== false) result.additionalProperties = toSerializerJsonSchema(value);
    } else if (keyword === 'anyOf' || keyword === 'oneOf') {
      result[keyword] = (value as unknown[]).map(toSerializerJsonSchema);
    } else {
      result[keyword] = value;
    }
  }
  return collapseNullableUnion(result);
}

function collapseNullableUnion(schema: JsonSchema): JsonSchema {
  const keyword = schema.anyOf ? 'anyOf' : schema.oneOf ? 'oneOf' : null;
  if (!keyword || Object.keys(schema).length !== 1) return schema;
  const branches = schema[keyword] as JsonSchema[];
  const isNull = (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1;
  const others = branches.filter((branch) => !isNull(branch));
  const only = others[0];
  if (others.length !== 1 || branches.length !== 2 || !only || typeof only.type !== 'string' || only.anyOf || only.oneOf) return schema;
  return { ...only, nullable: true };
}

/** The old path: zod encode (what fastify-type-provider-zod's compiler ran) and JSON.stringify. */
function serializeWithZod(schema: ZodSchema, data: unknown, method: string, url: string): string {
  const result = z.safeEncode(schema, data);
  if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
  return JSON.stringify(result.data);
}

const plans = new WeakMap<ZodSchema, ResponseSerializerPlan>();

/**
 * The serializer of one answer schema, compiled once per schema object for the whole process (every app built in
 * the tests shares it, and a schema used by many routes, such as the error answer, is compiled once).
 */
export function planResponseSerializer(schema: ZodSchema): ResponseSerializerPlan {
  const known = plans.get(schema);
  if (known) return known;
  let plan: ResponseSerializerPlan;
  try {
    assertRepresentable(schema, false, '');
    const jsonSchema = toSerializerJsonSchema(
      z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }),
    );
    // compileValidators: the Ajv that picks union branches is compiled now, so a schema it refuses falls back here.
    const serialize = buildFastJson(jsonSchema, { compileValidators: true }) as Serialize;
    plan = { kind: 'fast', serialize };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    plan = { kind: 'zod', reason, serialize: (data) => serializeWithZod(schema, data, '', '') };
  }
  plans.set(schema, plan);
  return plan;
}

export interface ResponseSerializerOptions {
  /** Also run zod on every answer and compare with the old path (tests, development); never in production. */
  isVerifying: boolean;
}

function resolveZodSchema(schema: unknown): ZodSchema | null {
  if (schema instanceof z.core.$ZodType) return schema;
  if (typeof schema === 'object' && schema !== null && 'properties' in schema && schema.properties instanceof z.core.$ZodType) return schema.properties;
  return null;
}

/** Fastify's serializer compiler for zod response schemas (and plain JSON Schemas, compiled as Fastify would). */
export function createResponseSerializerCompiler(options: ResponseSerializerOptions): FastifySerializerCompiler<unknown> {
  return ({ schema: routeSchema, method, url }) => {
    const schema = resolveZodSchema(routeSchema);
    if (!schema) return buildFastJson(routeSchema as JsonSchema) as Serialize;
    const plan = planResponseSerializer(schema);
    if (plan.kind === 'zod') return (data) => serializeWithZod(schema, data, method, url);
    if (!options.isVerifying) return plan.serialize;
    return (data) => {
      const expected = serializeWithZod(schema, data, method, url);
      const answer = plan.serialize(data);
      if (!isDeepStrictEqual(JSON.parse(answer), JSON.parse(expected))) {
        throw new Error(`The precompiled serializer of ${method} ${url} writes ${answer} where zod writes ${expected}`);
      }
      return answer;
    };
  };
}
