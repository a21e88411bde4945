import type * as SchemasChunk from './schemas-chunk';
import type { z } from 'zod';

/**
 * The contract's schemas (and zod with them) load after the first paint instead of with the app's first
 * load: building zod and the schemas took a fifth of the signed-in home's boot at a slow CPU. The first
 * load imports texts, constants and rules from `@campus/contract/plain` and types with `import type`; what
 * checks a value against a schema on the boot path names it with `lazySchema` (API answers, lib/api-client)
 * or `parseStored` (localStorage). Once the schemas are here, both check at once, as before; a value that
 * arrived earlier is taken as typed and checked when they load (see each).
 */
/** The contract's main entry and the web's schemas over it (lib/schemas-chunk). */
export type Contract = typeof SchemasChunk;

let contract: Contract | null = null;
let contractLoad: Promise<Contract> | null = null;
let allowLoad: () => void = () => undefined;
const loadAllowed = new Promise<void>((resolve) => {
  allowLoad = resolve;
});

/**
 * Lets the schemas load: main.tsx calls it once the first render is on screen (and the test setup at once).
 * Before that, nothing asks for their chunk, so its evaluation never lands before the first paint.
 */
export function allowContractLoad(): void {
  allowLoad();
}

/** Every schema (lib/schemas-chunk), once allowContractLoad has been called. */
export function loadContract(): Promise<Contract> {
  contractLoad ??= loadAllowed
    .then(() => import('./schemas-chunk'))
    .then((module) => {
      contract = module;
      return module;
    });
  return contractLoad;
}

/** Every schema when they have loaded; null before. */
export function loadedContract(): Contract | null {
  return contract;
}

/** A contract schema named without loading it: `lazySchema((contract) => contract.someAnswerSchema)`. */
export interface LazySchema<TSchema> {
  // Not `pick`: zod object schemas have a pick method, and apiRequest tells the two apart by this key.
  // Undefined for an endpoint that answers no body (lib/api/call-endpoint): nothing to check.
  readonly fromContract: (contract: Contract) => TSchema | undefined;
}

export function lazySchema<TSchema extends z.ZodType>(pick: (contract: Contract) => TSchema | undefined): LazySchema<TSchema> {
  return { fromContract: pick };
}

/**
 * Reads a stored JSON value (localStorage) of a contract schema's shape: checked against the schema when it
 * has loaded, as before (null when the text is not JSON or does not match). Before, the value is taken as
 * typed (the app itself stored it, from a checked answer) and `onLateMismatch` runs if it turns out not to
 * match once the schemas load: the store then drops its cached value and notifies, so the app ends up where
 * the immediate check would have left it.
 */
export function parseStored<TSchema extends z.ZodType>(raw: string, schema: LazySchema<TSchema>, onLateMismatch: () => void): z.infer<TSchema> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
  // Every stored shape is an object or a list: anything else fails any of their schemas.
  if (value === null || typeof value !== 'object') return null;
  const loaded = loadedContract();
  if (loaded) {
    const parsed = schema.fromContract(loaded)?.safeParse(value);
    if (!parsed) return value as z.infer<TSchema>;
    return parsed.success ? parsed.data : null;
  }
  void loadContract().then((later) => {
    if (schema.fromContract(later)?.safeParse(value).success === false) onLateMismatch();
  });
  return value as z.infer<TSchema>;
}
