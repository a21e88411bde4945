import { academyTexts } from '@campus/contract';

/** Fills `{name}`-style slots of the contract's texts. */
export const fillText = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

export const apiKeysTexts = academyTexts.backOfficeApiKeys;

export const scopeLabel = (scope: 'read' | 'write') => (scope === 'write' ? apiKeysTexts.scopeWrite : apiKeysTexts.scopeRead);
