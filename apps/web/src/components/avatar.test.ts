import { describe, expect, it } from 'vitest';
import { getInitials } from './avatar';

describe('getInitials', () => {
  it('takes the first name and the first surname', () => {
    expect(getInitials('Lucía Fernández Ortega')).toBe('LF');
    expect(getInitials('  ana ')).toBe('A');
    expect(getInitials('')).toBe('?');
  });
});
