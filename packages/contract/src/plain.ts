// The contract's entry without schemas (@campus/contract/plain): texts, constants and the rules that build no
// zod schema, so the web's first load can use them without evaluating zod and the schemas (the web checks
// answers against the schemas once they have loaded, after the first paint: apps/web/src/lib/contract-schemas.ts).
// Everything here is also exported by the main entry (index.ts); nothing here may import zod or a schema module.
export * from './texts';
export * from './constants';
export * from './academy-identity';
export * from './page-session';
export * from './rules/contact-types';
export * from './rules/event-types';
export * from './rules/join-window';
export * from './rules/onboarding';
export * from './rules/progress';
export * from './rules/unread';
export * from './rules/withdrawal';
export * from './endpoints/index';
export * from './rules/academy-time';
