import { describe, expect, it } from 'vitest';
import { formatEuros } from './format-currency';

describe('formatEuros', () => {
  it('writes euros the Spanish way', () => {
    expect(formatEuros(49.9)?.replace(/\s/g, ' ')).toBe('49,90 €');
    expect(formatEuros(1250)?.replace(/\s/g, ' ')).toMatch(/^1\.?250,00 €$/);
  });

  it('gives null without a price', () => {
    expect(formatEuros(null)).toBeNull();
    expect(formatEuros(Number.NaN)).toBeNull();
  });
});
